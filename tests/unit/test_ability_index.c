/* test_ability_index.c -- the build-time index of abilities by timing window
 * (gen/ability_index.c, written by tools/gen_ability_index.c; layout in
 * src/lib/ability_index.h) says of every record exactly what the record
 * says: the windows it names (or that it is a component action), and the
 * action card it is, which ti4_ability_list used to read record by record. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules.h"
#include "ability_index.h"

static int has(const uint64_t *set, int i) { return (int)((set[i >> 6] >> (i & 63)) & 1); }

static void index_matches_records(void **st) {
  (void)st;
  int n = ti4_ability_count();
  assert_true(n > 0 && n <= 64 * TI4_ABX_WORDS);
  for (int i = 0; i < n; i++) {
    const ti4_ability *a = ti4_ability_get(i);
    int component = (a->flags & TI4_ABF_COMPONENT) != 0;
    for (int w = 0; w < TI4_W__COUNT; w++)
      assert_int_equal(has(ti4_abx_slot[w], i), ((a->windows >> w) & 1u) && !component);
    assert_int_equal(has(ti4_abx_slot[TI4_W__COUNT], i), component);
    assert_int_equal(has(ti4_abx_other, i), a->src != TI4_AB_ACTION);
    for (int c = 0; c < TI4_ABX_CARDS; c++)
      assert_int_equal(has(ti4_abx_card[c], i), a->src == TI4_AB_ACTION && a->content == c);
  }
  for (int i = n; i < 64 * TI4_ABX_WORDS; i++) {   /* nothing beyond the records */
    for (int w = 0; w < TI4_ABX_SLOTS; w++) assert_false(has(ti4_abx_slot[w], i));
    assert_false(has(ti4_abx_other, i));
  }
}

int main(void) {
  const struct CMUnitTest tests[] = { cmocka_unit_test(index_matches_records) };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
