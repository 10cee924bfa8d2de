/* test_round.c -- full games from the real setup, 3 to 8 players, played by
 * random legal moves (ti4_state_legal + ti4_state_apply): the engine never
 * gets stuck (always exactly one pending decision, or the game is over),
 * every listed move is accepted, and rounds go by. Also: the setup is legal
 * (factions distinct, home planets owned, the speaker's pick pending), a
 * refused move changes nothing, and 3.4 / RU 82.4 with two cards each. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "rules.h"

static ti4_move legal[4096];
static ti4_state st, copy;

static uint64_t rnd(uint64_t *x) {
  *x ^= *x << 13; *x ^= *x >> 7; *x ^= *x << 17;
  return *x;
}

static void setup(ti4_state *s, int players, uint64_t seed) {
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = players;
  o.seed = seed;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  ti4_error e;
  assert_int_equal(ti4_state_setup(s, &o, &e), TI4_OK);
}

static void test_setup_legal(void **unused) {
  (void)unused;
  for (int n = 3; n <= 8; n++)
    for (uint64_t seed = 1; seed <= 20; seed++) {
      setup(&st, n, seed);
      assert_int_equal(st.phase, TI4_PHASE_STRATEGY);
      assert_int_equal(st.pending.kind, TI4_PEND_PICK);
      assert_int_equal(st.pending.seat, st.speaker);
      assert_int_equal(st.custodians, 1);
      assert_int_equal(st.map[0], ti4_planets[TI4_PLANET_MECATOL_REX].system);
      assert_int_equal(st.nrevealed, 2);
      for (int i = 0; i < n; i++) {
        const ti4_faction_info *f = &ti4_factions[st.p[i].faction];
        for (int j = 0; j < i; j++) assert_int_not_equal(st.p[i].faction, st.p[j].faction);
        for (int k = 0; k < f->nhome; k++) assert_int_equal(st.planet_owner[f->home_planets[k]], i);
        int found = 0;
        for (int p = 0; p < st.nmap; p++) if (st.map[p] == f->home_system) found = 1;
        assert_true(found);
        assert_int_equal(st.p[i].tactic, 3);
        assert_int_equal(st.p[i].fleet, 3);
        assert_int_equal(st.p[i].strategy, 2);
        assert_int_equal(st.p[i].nhand, 0);
        int secrets = 0;
        for (int o = 0; o < TI4_NOBJECTIVES; o++) secrets += st.secret_holder[o] == i;
        assert_int_equal(secrets, 1);
      }
    }
}

static void test_map_string(void **unused) {
  (void)unused;
  ti4_setup o;
  ti4_error e;
  memset(&o, 0, sizeof o);
  o.players = 3;
  o.seed = 5;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  o.map = "19 20 21 22 23 24 0 25 26 27 28 0 29 30 31 32 0 33";
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
  assert_int_equal(st.map[1], ti4_content_find(TI4_K_SYSTEM, "19"));
  assert_int_equal(st.map[7], ti4_factions[st.p[0].faction].home_system);
  o.map = "19 20 banana";
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_EILLEGAL);
  assert_string_equal(e.word, "banana");
}

/* Play random legal moves; every state has one decision or the game ended. */
static int play(int players, uint64_t seed, int max_moves, int *rounds) {
  uint64_t r = seed * 2654435761u + 1;
  setup(&st, players, seed);
  if (seed & 1) st.custodians = 0;     /* odd seeds: agenda phases every round */
  for (int step = 0; step < max_moves; step++) {
    if (st.phase == TI4_PHASE_OVER) { *rounds = st.round; return 1; }
    assert_int_not_equal(st.pending.kind, TI4_PEND_NONE);
    size_t n = 0;
    ti4_state_legal(legal, 4096, &n, &st);
    if (n == 0) {
      fprintf(stderr, "stuck: players %d seed %llu phase %d pending %d seat %d ask %d\n", players,
              (unsigned long long)seed, st.phase, st.pending.kind, st.pending.seat, st.ask.what);
      fail();
    }
    if (n > 4096) n = 4096;
    /* prefer passing in windows and secondaries now and then to keep moving */
    size_t pick = (size_t)(rnd(&r) % n);
    ti4_error e;
    memcpy(&copy, &st, sizeof st);
    int rc = ti4_state_apply(&st, &legal[pick], NULL, &e);
    if (rc) {
      char buf[256];
      ti4_move_format(buf, sizeof buf, &legal[pick], &copy);
      fprintf(stderr, "listed move refused: %s (%s %s)\n", buf, e.rule, e.msg);
      fail();
    }
  }
  *rounds = st.round;
  return 0;
}

static void test_random_rounds(void **unused) {
  (void)unused;
  for (int n = 3; n <= 8; n++)
    for (uint64_t seed = 1; seed <= 6; seed++) {
      int rounds = 0;
      play(n, seed, 20000, &rounds);
      if (getenv("ROUND_VERBOSE")) fprintf(stderr, "n=%d seed=%d rounds=%d phase=%d winner=%d vp=%d,%d,%d custodians=%d\n", n, (int)seed, rounds, st.phase, st.winner, st.p[0].vp, st.p[1].vp, st.p[2].vp, st.custodians);
      assert_true(rounds >= 3 || st.phase == TI4_PHASE_OVER);
    }
}

static void apply_line(const char *line) {
  ti4_move m;
  ti4_error e;
  assert_int_equal(ti4_move_parse(&m, line, &st, &e), TI4_OK);
  int rc = ti4_state_apply(&st, &m, NULL, &e);
  if (rc) fprintf(stderr, "%s: %s %s %s\n", line, e.rule, e.msg, e.word);
  assert_int_equal(rc, TI4_OK);
}

static int refuse_line(const char *line, const char *rule) {
  ti4_move m;
  ti4_error e;
  assert_int_equal(ti4_move_parse(&m, line, &st, &e), TI4_OK);
  memcpy(&copy, &st, sizeof st);
  int rc = ti4_state_apply(&st, &m, NULL, &e);
  assert_int_not_equal(rc, TI4_OK);
  assert_memory_equal(&copy, &st, sizeof st);
  if (rule) assert_string_equal(e.rule, rule);
  return rc;
}

/* LRR 3.4 / RU 82.4: with 3 players, two cards each, and no pass before both
 * strategic actions. */
static void test_two_cards_before_pass(void **unused) {
  (void)unused;
  ti4_setup o;
  ti4_error e;
  memset(&o, 0, sizeof o);
  o.players = 3; o.seed = 9;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  o.factions[0] = (int16_t)ti4_content_find(TI4_K_FACTION, "sol");
  o.factions[1] = (int16_t)ti4_content_find(TI4_K_FACTION, "hacan");
  o.factions[2] = (int16_t)ti4_content_find(TI4_K_FACTION, "xxcha");
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
  st.speaker = 0;   /* a fixed speaker for the script below */
  st.pending.seat = 0;
  apply_line("p1 pick leadership");
  apply_line("p2 pick diplomacy");
  apply_line("p3 pick politics");
  apply_line("p1 pick trade");
  apply_line("p2 pick warfare");
  apply_line("p3 pick imperial");
  assert_int_equal(st.phase, TI4_PHASE_ACTION);
  assert_int_equal(st.sc_tg[3], 1);   /* construction and technology left over */
  assert_int_equal(st.sc_tg[6], 1);
  assert_int_equal(st.pending.seat, 0);
  refuse_line("p1 pass", "3.4");
  apply_line("p1 strategic leadership");
  apply_line("p1 choose");
  apply_line("p1 choose tactic=3 fleet=0 strategy=0");
  assert_int_equal(st.p[0].tactic, 6);
  apply_line("p2 pass");
  apply_line("p3 pass");
  assert_int_equal(st.pending.seat, 1);
  apply_line("p2 tactical 18");
  apply_line("p3 tactical 18");
  assert_int_equal(st.pending.seat, 0);
  refuse_line("p1 pass", "3.4");       /* trade is still to use */
  apply_line("p1 strategic");          /* the only card left */
  assert_int_equal(st.p[0].tg, 3);
  apply_line("p1 choose p2");          /* p2 follows for free */
  apply_line("p2 follow");
  assert_int_equal(st.p[1].strategy, 2);
  assert_int_equal(st.p[1].commodities, 6);
  apply_line("p3 pass");
  apply_line("p2 strategic diplomacy");
  apply_line("p2 choose");
  apply_line("p2 choose");
  apply_line("p3 pass");
  apply_line("p1 pass");
  apply_line("p3 strategic politics");
  apply_line("p3 choose p2");
  assert_int_equal(st.speaker, 1);
  apply_line("p3 choose 0 1");
  apply_line("p1 pass");
  apply_line("p2 pass");
  apply_line("p1 pass");               /* both of p1's cards are used */
  assert_int_equal(st.p[0].passed, 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_setup_legal),
    cmocka_unit_test(test_map_string),
    cmocka_unit_test(test_two_cards_before_pass),
    cmocka_unit_test(test_random_rounds),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
