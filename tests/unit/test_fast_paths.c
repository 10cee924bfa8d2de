/* test_fast_paths.c -- every shortcut the engine takes for speed gives the
 * same answers as the slow way it replaces, along random legal play
 * (agenda phases from the bench's positions, 3 to 8 seats, and whole games
 * of six): after every move, the state and the events are byte for byte
 * those of the slow path.
 *  - the leader-unlock check (LRR 51.6, 51.10) skipped after moves that
 *    cannot make a condition hold: ti4_state_apply against
 *    ti4_state_apply_full, which checks after every move;
 *  - the ti4_game handle applying in place, with its history's room
 *    reserved: the same states as the flat state, no allocator call per
 *    move, and a refused move changes neither the state nor the last
 *    events. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "helpers.h"
#include "../../bench/position.h"

int ti4_state_apply_full(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e);

#define MAXLEGAL 4096
static ti4_move legal[MAXLEGAL];

typedef struct {
  long moves, skipped, unlocked;
} totals;

/* One move both ways from s; s becomes the result. */
static void both_ways(ti4_state *s, const ti4_move *m, totals *t, uint64_t seed, long step) {
  static ti4_state slow;
  static ti4_events ev_fast, ev_slow;
  ti4_error e1, e2;
  memcpy(&slow, s, sizeof slow);
  int before = s->pending.kind;
  int rc1 = ti4_state_apply(s, m, &ev_fast, &e1);
  int rc2 = ti4_state_apply_full(&slow, m, &ev_slow, &e2);
  if (rc1 != rc2 || memcmp(s, &slow, sizeof slow) || ev_fast.n != ev_slow.n ||
      memcmp(ev_fast.ev, ev_slow.ev, ev_fast.n * sizeof ev_fast.ev[0])) {
    char line[256];
    if (ti4_move_format(line, sizeof line, m, s)) snprintf(line, sizeof line, "?");
    fprintf(stderr, "seed %llu step %ld: \"%s\" differs from the slow path\n",
            (unsigned long long)seed, step, line);
    fail();
  }
  t->moves++;
  t->skipped += before == TI4_PEND_VOTE && (m->kind == TI4_MV_VOTE || m->kind == TI4_MV_ABSTAIN) &&
                s->pending.kind == TI4_PEND_VOTE;
  for (int i = 0; i < ev_fast.n; i++) t->unlocked += ev_fast.ev[i].type == TI4_EV_UNLOCKED;
}

static void play(ti4_state *s, uint64_t *r, int phase_only, long max, totals *t, uint64_t seed) {
  int phase = s->phase;
  for (long step = 0; step < max; step++) {
    if (s->pending.kind == TI4_PEND_NONE || (phase_only && s->phase != phase)) break;
    size_t n = 0;
    ti4_state_legal(legal, MAXLEGAL, &n, s);
    if (n == 0) break;
    if (n > MAXLEGAL) n = MAXLEGAL;
    both_ways(s, &legal[ti4pos_below(r, (unsigned)n)], t, seed, step);
  }
}

static void test_agenda_phases(void **state) {
  (void)state;
  static ti4_state s;
  totals t = {0, 0, 0};
  for (uint64_t seed = 1; seed <= 300; seed++) {
    ti4_error err;
    int players = 3 + (int)(seed % 6);
    assert_int_equal(ti4pos_agenda(&s, players, seed, &err, NULL), TI4_OK);
    /* Edits build a position as written, unchecked: settle it first, as
     * every move leaves it (the shortcuts assume the last check was made). */
    ti4_leaders_unlock(&s, NULL);
    uint64_t r = seed * 7919;
    play(&s, &r, 1, 5000, &t, seed);
  }
  fprintf(stderr, "agenda phases: %ld moves, %ld with the check skipped, %ld leaders unlocked\n",
          t.moves, t.skipped, t.unlocked);
  assert_true(t.skipped > 1000);               /* the shortcut is taken */
  assert_true(t.unlocked > 0);
}

static void test_full_games(void **state) {
  (void)state;
  static ti4_state s;
  totals t = {0, 0, 0};
  for (uint64_t seed = 1; seed <= 12; seed++) {
    ti4_setup opt = ti4pos_options(6, seed);
    ti4_error err;
    assert_int_equal(ti4_state_setup(&s, &opt, &err), TI4_OK);
    uint64_t r = seed * 104729;
    play(&s, &r, 0, 20000, &t, seed);
  }
  fprintf(stderr, "full games: %ld moves, %ld with the check skipped, %ld leaders unlocked\n",
          t.moves, t.skipped, t.unlocked);
  assert_true(t.unlocked > 0);                 /* the check has something to find */
}

/* A counting allocator around the standard one. */
typedef struct { long calls; } counter;
static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)osize;
  if (nsize == 0) { free(ptr); return NULL; }
  ((counter *)ud)->calls++;
  return realloc(ptr, nsize);
}

static void test_game_in_place(void **state) {
  (void)state;
  static ti4_state flat;
  static ti4pos_rec rec;
  long moves = 0;
  for (uint64_t seed = 1; seed <= 40; seed++) {
    counter c = {0};
    ti4_game *g = NULL;
    ti4_error err;
    assert_int_equal(ti4pos_agenda(&flat, 6, seed, &err, &rec), TI4_OK);
    assert_int_equal(ti4_game_new(&g, count_alloc, &c), TI4_OK);
    assert_int_equal(ti4_game_setup(g, &rec.opt), TI4_OK);
    assert_int_equal(ti4_game_reserve(g, 1024, 16384), TI4_OK);
    long before = c.calls;
    for (size_t i = 0; i < rec.n; i++) assert_int_equal(ti4_game_apply(g, &rec.edits[i]), TI4_OK);
    assert_memory_equal(ti4_game_state(g), &flat, sizeof flat);
    uint64_t r = seed * 31;
    int phase = flat.phase;
    for (int step = 0; step < 2000 && flat.pending.kind != TI4_PEND_NONE && flat.phase == phase; step++) {
      size_t n = 0;
      ti4_state_legal(legal, MAXLEGAL, &n, &flat);
      if (n == 0) break;
      if (n > MAXLEGAL) n = MAXLEGAL;
      const ti4_move *m = &legal[ti4pos_below(&r, (unsigned)n)];
      /* a refused move first: nothing changes, not even the last events */
      ti4_move bad = *m;
      bad.seat = (uint8_t)((m->seat + 1) % 6);
      static ti4_events last;
      static ti4_state keep;
      last = *ti4_game_events(g);
      memcpy(&keep, ti4_game_state(g), sizeof keep);
      if (ti4_game_apply(g, &bad) != TI4_OK) {
        assert_memory_equal(ti4_game_state(g), &keep, sizeof keep);
        assert_int_equal(ti4_game_events(g)->n, last.n);
        assert_memory_equal(ti4_game_events(g)->ev, last.ev, last.n * sizeof last.ev[0]);
      } else {
        assert_int_equal(ti4_game_undo(g, 1), TI4_OK);   /* another seat's move after all */
      }
      assert_int_equal(ti4_state_apply(&flat, m, NULL, &err), TI4_OK);
      assert_int_equal(ti4_game_apply(g, m), TI4_OK);
      assert_memory_equal(ti4_game_state(g), &flat, sizeof flat);
      moves++;
    }
    assert_int_equal(c.calls, before);         /* no allocator call per move */
    ti4_game_free(g);
  }
  assert_true(moves > 1000);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_agenda_phases),
    cmocka_unit_test(test_full_games),
    cmocka_unit_test(test_game_in_place),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
