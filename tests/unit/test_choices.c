/* test_choices.c -- every question an effect can ask has an id of its own,
 * a protocol name and a sentence for people. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "rules.h"

static void test_unique_ids(void **st) {
  (void)st;
  assert_int_equal(ti4_choice_duplicates(), 0);
}

int main(void) {
  const struct CMUnitTest tests[] = { cmocka_unit_test(test_unique_ids) };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
