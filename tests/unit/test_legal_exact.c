/* test_legal_exact.c -- `legal` is sound and complete: along random
 * playouts (agenda phases from prepared tables, and whole games from setup)
 * every candidate of a broad set is accepted by ti4_state_apply exactly when
 * ti4_state_legal lists it. The candidates: every seat x every move kind x
 * ids within bounds -- pass; play / component of every ability with no
 * target, each outcome word (for, against, each seat) and small numbers
 * (a promissory note with each owner); vote for each outcome with one
 * planet (with and without Predictive Intelligence); abstain; decide each
 * outcome; choose with small numbers, each planet, objective, seat,
 * technology or action card; pick, strategic each strategy card; tactical
 * each system on the board; score each objective; follow; accept, decline
 * (offers are made now and then along the agenda playouts).
 * Documented exceptions, left out of the candidates: a vote's planet set
 * (listed one planet at a time), a vote's trade goods (Gila: listed once
 * with tg=1), answers that are a set or a payment (ti4_choice_is_set:
 * Leadership's influence, Technology's and Imperial's payments, planets to
 * ready or exhaust -- listed one element or one
 * payment at a time), abilities whose numbers are counts or sets
 * (TI4_ABF_FREE: representative plays listed), offers and standing orders
 * (proposals any seat may make at any time, never listed), edits. Bounded:
 * a few seconds. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agenda_rules.h"
#include "../../bench/position.h"

#define MAXLEGAL 8192
static ti4_move legal[MAXLEGAL];
static size_t nlegal;
static long checked, mismatches, offers;

static int same(const ti4_move *a, const ti4_move *b) {
  if (a->seat != b->seat || a->kind != b->kind || a->card != b->card || a->target != b->target) return 0;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) if (a->arg[i] != b->arg[i]) return 0;
  return !memcmp(a->planets, b->planets, sizeof a->planets);
}
static int listed(const ti4_move *m) {
  for (size_t i = 0; i < nlegal; i++) if (same(&legal[i], m)) return 1;
  return 0;
}

/* One candidate: apply to the scratch copy (a refusal leaves it as it was). */
static void try_move(ti4_state *c, const ti4_state *s, const ti4_move *m, uint64_t seed, long step) {
  ti4_error err;
  int rc = ti4_state_apply(c, m, NULL, &err);
  int in = listed(m);
  checked++;
  if ((rc == TI4_OK) != in) {
    char line[512];
    if (ti4_move_format(line, sizeof line, m, s)) snprintf(line, sizeof line, "kind %d card %d", m->kind, m->card);
    static char seen[64][96];
    static int nseen;
    char key[96];
    snprintf(key, sizeof key, "%d/%d/%s/%s/%d", m->kind, s->pending.kind, ti4_ask_name(s),
             m->card >= 0 && (m->kind == TI4_MV_PLAY || m->kind == TI4_MV_COMPONENT) ? ti4_ability_id(m->card) : "", rc == 0);
    int dup = 0;
    for (int i = 0; i < nseen; i++) dup |= !strcmp(seen[i], key);
    if (!dup && nseen < 64) snprintf(seen[nseen++], sizeof seen[0], "%s", key);
    if (!dup)
      fprintf(stderr, "[%s] seed %llu step %ld: \"%s\" %s but %s (%s %s)\n", key, (unsigned long long)seed, step, line,
              rc ? "refused" : "accepted", in ? "listed" : "not listed", rc ? err.rule : "", rc ? err.msg : "");
    mismatches++;
  }
  if (rc == TI4_OK) memcpy(c, s, sizeof *c);
}

static void blank(ti4_move *m, int seat, int kind) { ti4_move_blank(m, seat, kind); }

static void candidates(ti4_state *c, const ti4_state *s, uint64_t seed, long step) {
  ti4_move m;
  const uint16_t words[2] = { TI4_TARGET(TI4_T_FOR, 0), TI4_TARGET(TI4_T_AGAINST, 0) };
  for (int seat = 0; seat < s->nseats; seat++) {
    blank(&m, seat, TI4_MV_PASS); m.arg[0] = 0; try_move(c, s, &m, seed, step);
    blank(&m, seat, TI4_MV_ABSTAIN); try_move(c, s, &m, seed, step);
    blank(&m, seat, TI4_MV_ACCEPT); try_move(c, s, &m, seed, step);
    blank(&m, seat, TI4_MV_DECLINE); try_move(c, s, &m, seed, step);
    blank(&m, seat, TI4_MV_SECONDARY); m.arg[0] = 1; try_move(c, s, &m, seed, step);
    blank(&m, seat, TI4_MV_STRATEGIC); try_move(c, s, &m, seed, step);
    for (int k = 0; k < 8; k++) {
      blank(&m, seat, TI4_MV_PICK); m.card = (int16_t)k; try_move(c, s, &m, seed, step);
      blank(&m, seat, TI4_MV_STRATEGIC); m.card = (int16_t)k; try_move(c, s, &m, seed, step);
    }
    for (int pos = 0; pos < s->nmap; pos++)
      if (s->map[pos] >= 0) { blank(&m, seat, TI4_MV_TACTICAL); m.card = s->map[pos]; try_move(c, s, &m, seed, step); }
    for (int o = 0; o < TI4_NOBJECTIVES; o++) { blank(&m, seat, TI4_MV_SCORE); m.card = (int16_t)o; try_move(c, s, &m, seed, step); }
    /* abilities: only the pending seat and, in the agenda phase, any seat
     * (out of turn) can be accepted; every seat is still tried */
    int na = ti4_ability_count();
    for (int i = 0; i < na; i++) {
      const ti4_ability *a = ti4_ability_get(i);
      if (a->flags & TI4_ABF_FREE) continue;     /* counts or sets: representative plays listed */
      int owners = a->src == TI4_AB_PROMISSORY ? s->nseats : 1;
      for (int kind = (int)TI4_MV_PLAY; kind <= (int)TI4_MV_COMPONENT; kind += (int)TI4_MV_COMPONENT - (int)TI4_MV_PLAY)
        for (int o = 0; o < owners; o++) {
          ti4_move b;
          blank(&b, seat, kind);
          b.card = (int16_t)i;
          if (a->src == TI4_AB_PROMISSORY) b.arg[5] = (int16_t)o;
          m = b; try_move(c, s, &m, seed, step);
          for (int w = 0; w < 2; w++) { m = b; m.target = words[w]; try_move(c, s, &m, seed, step); }
          for (int p = 0; p < s->nseats; p++) { m = b; m.target = TI4_TARGET(TI4_T_PLAYER, p); try_move(c, s, &m, seed, step); }
          for (int v = 0; v <= 3; v++) { m = b; m.arg[0] = (int16_t)v; try_move(c, s, &m, seed, step); }
        }
    }
  }
  /* the pending seat's own questions: votes, decisions, choices */
  const ti4_pending *pd = &s->pending;
  if (pd->kind == TI4_PEND_NONE) return;
  int seat = pd->seat;
  uint16_t outs[TI4_MAX_PLANETS + 16];
  int no = 0;
  outs[no++] = words[0]; outs[no++] = words[1];
  for (int p = 0; p < s->nseats; p++) outs[no++] = TI4_TARGET(TI4_T_PLAYER, p);
  for (int p = 0; p < TI4_NPLANETS; p++) if (s->planet_owner[p] != TI4_NOBODY) outs[no++] = TI4_TARGET(TI4_T_PLANET, p);
  if (s->phase == TI4_PHASE_AGENDA)
    for (int l = 0; l < s->nlaws; l++) outs[no++] = TI4_TARGET(TI4_T_LAW, s->laws[l].agenda);
  if (pd->kind == TI4_PEND_VOTE)
    for (int p = 0; p < TI4_NPLANETS; p++) {
      if (s->planet_owner[p] == TI4_NOBODY) continue;
      for (int o = 0; o < no; o++)
        for (int pi = 0; pi < 2; pi++) {
          blank(&m, seat, TI4_MV_VOTE); m.target = outs[o]; ti4_set_add(m.planets, p);
          if (pi) m.arg[3] = 1;
          try_move(c, s, &m, seed, step);
        }
    }
  if (pd->kind == TI4_PEND_VOTE && ti4_rep_government(s))
    for (int o = 0; o < no; o++)
      for (int pi = 0; pi < 2; pi++) { blank(&m, seat, TI4_MV_VOTE); m.target = outs[o]; if (pi) m.arg[3] = 1; try_move(c, s, &m, seed, step); }
  if (pd->kind == TI4_PEND_DECIDE)
    for (int o = 0; o < no; o++) { blank(&m, seat, TI4_MV_DECIDE); m.target = outs[o]; try_move(c, s, &m, seed, step); }
  if (pd->kind == TI4_PEND_CHOOSE && !ti4_choice_is_set(ti4_ask_name(s))) {   /* sets and payments: see the top */
    for (int a0 = -1; a0 <= 7; a0++)
      for (int a1 = -1; a1 <= 3; a1++)
        for (int a2 = -1; a2 <= 3; a2++) {
          blank(&m, seat, TI4_MV_CHOOSE); m.arg[0] = (int16_t)a0; m.arg[1] = (int16_t)a1; m.arg[2] = (int16_t)a2;
          try_move(c, s, &m, seed, step);
        }
    for (int o = 0; o < no; o++) { blank(&m, seat, TI4_MV_CHOOSE); m.target = outs[o]; try_move(c, s, &m, seed, step); }
    for (int o = 0; o < TI4_NOBJECTIVES; o++) { blank(&m, seat, TI4_MV_CHOOSE); m.target = TI4_TARGET(TI4_T_SECRET, o); try_move(c, s, &m, seed, step); }
    int ncard = (int)TI4_NTECHS > (int)TI4_NACTIONS ? (int)TI4_NTECHS : (int)TI4_NACTIONS;
    for (int k = 0; k < ncard; k++) { blank(&m, seat, TI4_MV_CHOOSE); m.card = (int16_t)k; try_move(c, s, &m, seed, step); }
  }
}

static void step_check(ti4_state *c, const ti4_state *s, uint64_t seed, long step) {
  offers += s->offer.active;
  ti4_state_legal(legal, MAXLEGAL, &nlegal, s);
  assert_true(nlegal <= MAXLEGAL);
  memcpy(c, s, sizeof *c);
  candidates(c, s, seed, step);
}

static void test_agenda_phases(void **state) {
  (void)state;
  ti4_state *s = malloc(sizeof *s), *c = malloc(sizeof *c);
  ti4pos_rec *rec = malloc(sizeof *rec);
  assert_true(s && c && rec);
  long steps = 0;
  for (uint64_t seed = 1; seed <= 12; seed++) {
    ti4_error err;
    assert_int_equal(ti4pos_agenda(s, 3 + (int)(seed % 6), seed, &err, rec), TI4_OK);
    uint64_t r = seed * 0x9E3779B97F4A7C15ull + 7;
    for (long step = 0; step < 400 && s->phase == TI4_PHASE_AGENDA; step++, steps++) {
      if (ti4pos_below(&r, 6) == 0) {          /* now and then an open offer: its answers are listed */
        ti4_move o;
        ti4_move_blank(&o, (int)ti4pos_below(&r, s->nseats), TI4_MV_OFFER);
        o.arg[0] = (int16_t)ti4pos_below(&r, s->nseats);
        o.arg[1] = (int16_t)ti4pos_below(&r, 2);
        ti4_state_apply(s, &o, NULL, &err);     /* refused or not: either is fine here */
      }
      step_check(c, s, seed, step);
      ti4_move m = legal[ti4pos_below(&r, (unsigned)nlegal)];
      assert_int_equal(ti4_state_apply(s, &m, NULL, &err), TI4_OK);
    }
  }
  fprintf(stderr, "agenda phases: %ld decisions (%ld with an open offer), %ld candidates, %ld mismatches\n",
          steps, offers, checked, mismatches);
  free(s); free(c); free(rec);
  assert_int_equal(mismatches, 0);
}

static void test_full_games(void **state) {
  (void)state;
  ti4_state *s = malloc(sizeof *s), *c = malloc(sizeof *c);
  assert_true(s && c);
  long steps = 0;
  unsigned phases = 0;                         /* which phases the games reached */
  checked = mismatches = 0;
  for (uint64_t seed = 1; seed <= 5; seed++) {
    ti4_setup opt = ti4pos_options(3 + (int)(seed % 6), seed);
    ti4_error err;
    assert_int_equal(ti4_state_setup(s, &opt, &err), TI4_OK);
    uint64_t r = seed * 77 + 5;
    for (long step = 0; step < 500 && s->phase != TI4_PHASE_OVER; step++, steps++) {
      phases |= 1u << s->phase;
      step_check(c, s, seed, step);
      if (!nlegal) break;
      ti4_move m = legal[ti4pos_below(&r, (unsigned)nlegal)];
      assert_int_equal(ti4_state_apply(s, &m, NULL, &err), TI4_OK);
    }
  }
  fprintf(stderr, "full games: %ld decisions (phases seen 0x%x), %ld candidates, %ld mismatches\n", steps, phases, checked, mismatches);
  free(s); free(c);
  assert_int_equal(mismatches, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_agenda_phases),
    cmocka_unit_test(test_full_games),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
