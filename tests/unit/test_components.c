/* test_components.c -- component actions whose effect the state JSON does
 * not show: attachment values (Terraform, Ul the Progenitor), every listed
 * component play accepted, and a refused one changing nothing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "helpers.h"

#include "rules.h"

static ti4_state S;
static ti4_error E;

static int mv(const char *line) { return ti4t_line(&S, &E, line); }
#define OK(line) do { int rc_ = mv(line); if (rc_) fail_msg("%s -> %d %s (%s)", line, rc_, E.rule ? E.rule : "", E.msg ? E.msg : ""); } while (0)

/* 3 seats: p1 Titans, p2 Hacan, p3 Naalu; p2 and p3 stand aside; p1's turn. */
static void table(void) {
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 3; o.seed = 1; o.sandbox = 1; o.vp = 10;
  o.factions[0] = (int16_t)ti4_content_find(TI4_K_FACTION, "titans");
  o.factions[1] = (int16_t)ti4_content_find(TI4_K_FACTION, "hacan");
  o.factions[2] = (int16_t)ti4_content_find(TI4_K_FACTION, "naalu");
  for (int i = 3; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  assert_int_equal(ti4_state_setup(&S, &o, &E), 0);
}
static void to_turn(void) {
  OK("set phase action");
  OK("p2 standing never");
  OK("p3 standing never");
  OK("p1 pass");
  assert_int_equal(S.pending.kind, TI4_PEND_TURN);
}

static void test_geoform_values(void **st) {
  (void)st;
  table();
  OK("give p1 planet elysium exhausted");
  OK("give p1 leader ul_the_progenitor unlocked");
  to_turn();
  int p = ti4_content_find(TI4_K_PLANET, "elysium");
  int r = ti4_planet_resources(&S, p), i = ti4_planet_influence(&S, p);
  OK("p1 component ul_the_progenitor");
  assert_int_equal(ti4_planet_resources(&S, p), r + 3);
  assert_int_equal(ti4_planet_influence(&S, p), i + 3);
  assert_false(S.planet_flags[p] & TI4_PF_EXHAUSTED);
}

static void test_terraform_values(void **st) {
  (void)st;
  table();
  OK("give p2 planet wellon");
  OK("give p2 promissory terraform:p1");
  OK("set phase action");
  OK("p3 standing never");
  OK("p1 standing never");
  OK("p2 pass");                                  /* p1's start-of-turn window */
  OK("p1 pass");                                  /* p1 passes its turn */
  OK("p2 pass");                                  /* its end-of-turn window */
  OK("p2 pass");                                  /* p2's start-of-turn window */
  assert_int_equal(S.pending.kind, TI4_PEND_TURN);
  int p = ti4_content_find(TI4_K_PLANET, "wellon");
  int r = ti4_planet_resources(&S, p), i = ti4_planet_influence(&S, p);
  OK("p2 component terraform:p1 wellon");
  assert_int_equal(ti4_planet_resources(&S, p), r + 1);
  assert_int_equal(ti4_planet_influence(&S, p), i + 1);
  int pn = ti4_content_find(TI4_K_PROMISSORY, "terraform");
  assert_int_equal(S.pn_holder[pn][0], 1);        /* stays with p2, face up */
  assert_true(S.pn_in_play[pn] & 1);
}

/* Every component play `legal` lists is accepted; a refused one changes nothing. */
static void test_listed_accepted(void **st) {
  (void)st;
  table();
  OK("give p1 planet elysium exhausted");
  OK("give p1 planet mecatol_rex");
  OK("give p1 units mecatol_rex infantry=2");
  OK("give p1 leader ul_the_progenitor unlocked");
  OK("give p1 tech lazax_gate_folding");
  OK("give p1 relic dynamis_core");
  to_turn();
  ti4_move out[256];
  size_t n = 0;
  assert_int_equal(ti4_state_legal(out, 256, &n, &S), 0);
  int comps = 0;
  for (size_t k = 0; k < n && k < 256; k++) {
    if (out[k].kind != TI4_MV_COMPONENT) continue;
    comps++;
    ti4_state c = S;
    assert_int_equal(ti4_state_apply(&c, &out[k], NULL, &E), 0);
  }
  assert_true(comps >= 3);
  ti4_state before = S;
  assert_int_not_equal(mv("p1 component mathis_mathinus trade"), 0);   /* not p1's leader */
  assert_memory_equal(&before, &S, sizeof S);
}

/* 3 seats: p1 Jol-Nar, p2 Hacan, p3 Sol, in a sandbox (leaders locked). */
static void jolnar_table(void) {
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 3; o.seed = 1; o.sandbox = 1; o.vp = 10;
  o.factions[0] = (int16_t)ti4_content_find(TI4_K_FACTION, "jolnar");
  o.factions[1] = (int16_t)ti4_content_find(TI4_K_FACTION, "hacan");
  o.factions[2] = (int16_t)ti4_content_find(TI4_K_FACTION, "sol");
  for (int i = 3; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  assert_int_equal(ti4_state_setup(&S, &o, &E), 0);
}

/* LRR 51.2-51.4: in a game from `new players=N`, every agent starts
 * unlocked (readied), commanders and heroes locked. */
static void test_lrr_51_4_agents_start_unlocked(void **st) {
  (void)st;
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 6; o.seed = 5; o.vp = 10;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  assert_int_equal(ti4_state_setup(&S, &o, &E), 0);
  for (int i = 0; i < 6; i++) {
    assert_int_equal(S.p[i].leaders[TI4_LEADER_AGENT], TI4_LEADER_UNLOCKED);
    assert_int_equal(S.p[i].leaders[TI4_LEADER_COMMANDER], TI4_LEADER_LOCKED);
    assert_int_equal(S.p[i].leaders[TI4_LEADER_HERO], TI4_LEADER_LOCKED);
  }
}

static int has_unlocked(const ti4_events *ev, int seat, int leader) {
  for (int i = 0; i < ev->n; i++)
    if (ev->ev[i].type == TI4_EV_UNLOCKED && ev->ev[i].seat == seat && ev->ev[i].a == leader) return 1;
  return 0;
}

/* LRR 51.6 / 51.10a: a commander unlocks once its condition holds (Ta Zern:
 * own 8 technologies; Gila: 10 trade goods), a hero with 3 scored
 * objectives; edits alone unlock nothing, the next move does; a leader
 * whose condition does not hold stays locked (Claire Gibson: 12 resources). */
static void test_lrr_51_6_unlock_conditions(void **st) {
  (void)st;
  static ti4_events ev;
  jolnar_table();
  const char *techs[] = {"antimass_deflectors", "neural_motivator", "sarween_tools", "plasma_scoring",
                         "gravity_drive", "hyper_metabolism", "graviton_laser_system", "magen_defense_grid"};
  char line[96];
  for (int i = 0; i < 8; i++) { snprintf(line, sizeof line, "give p1 tech %s", techs[i]); OK(line); }
  OK("give p2 tg 9");
  OK("give p3 planet jord");
  OK("give p3 secret adapt_new_strategies scored");
  OK("give p3 secret become_the_gatekeeper scored");
  OK("set phase action");
  assert_int_equal(S.p[0].leaders[TI4_LEADER_COMMANDER], TI4_LEADER_LOCKED);   /* edits only */
  OK("p2 standing never");
  assert_int_equal(S.p[0].leaders[TI4_LEADER_COMMANDER], TI4_LEADER_UNLOCKED);
  assert_int_equal(S.p[1].leaders[TI4_LEADER_COMMANDER], TI4_LEADER_LOCKED);   /* 9 trade goods */
  assert_int_equal(S.p[2].leaders[TI4_LEADER_HERO], TI4_LEADER_LOCKED);        /* 2 objectives */
  OK("give p2 tg 10");
  OK("give p3 secret destroy_their_greatest_ship scored");
  ti4_move m;
  assert_int_equal(ti4_move_parse(&m, "p3 standing never", &S, &E), 0);
  assert_int_equal(ti4_state_apply(&S, &m, &ev, &E), 0);
  assert_int_equal(S.p[1].leaders[TI4_LEADER_COMMANDER], TI4_LEADER_UNLOCKED);
  assert_true(has_unlocked(&ev, 1, TI4_LEADER_GILA_THE_SILVERTONGUE));
  assert_int_equal(S.p[2].leaders[TI4_LEADER_HERO], TI4_LEADER_UNLOCKED);
  assert_true(has_unlocked(&ev, 2, TI4_LEADER_JACE_X_4TH_AIR_LEGION));
  assert_int_equal(S.p[2].leaders[TI4_LEADER_COMMANDER], TI4_LEADER_LOCKED);   /* Jord: 4 resources */
  assert_int_equal(S.p[0].leaders[TI4_LEADER_HERO], TI4_LEADER_LOCKED);
}

/* Rin, the Master's Legacy (Jol-Nar hero, Genetic Memory; LRR 51.10-51.12):
 * each technology, not a unit upgrade, swapped at most once for another of
 * the same colour from the deck, one at a time; plain `choose` stops. */
static void test_lrr_51_12_genetic_memory(void **st) {
  (void)st;
  jolnar_table();
  OK("give p1 tech antimass_deflectors");
  OK("give p1 tech neural_motivator");
  OK("give p1 tech spatial_conduit_cylinders");
  OK("give p1 leader rin_the_masters_legacy unlocked");
  OK("set phase action");
  OK("p2 standing never");
  OK("p3 standing never");
  OK("p1 pass");
  assert_int_equal(S.pending.kind, TI4_PEND_TURN);
  OK("p1 component rin_the_masters_legacy");
  assert_int_equal(S.p[0].leaders[TI4_LEADER_HERO], TI4_LEADER_PURGED);
  assert_int_equal(S.pending.kind, TI4_PEND_CHOOSE);
  ti4_state before = S;
  assert_int_not_equal(mv("p1 choose gravity_drive"), 0);          /* not owned */
  assert_memory_equal(&before, &S, sizeof S);
  OK("p1 choose antimass_deflectors");
  assert_int_not_equal(mv("p1 choose hyper_metabolism"), 0);       /* green for blue */
  assert_int_not_equal(mv("p1 choose spatial_conduit_cylinders"), 0); /* owned already */
  OK("p1 choose gravity_drive");
  assert_false(ti4_has_tech(&S, 0, TI4_TECH_ANTIMASS_DEFLECTORS));
  assert_true(ti4_has_tech(&S, 0, TI4_TECH_GRAVITY_DRIVE));
  assert_int_equal(S.pending.kind, TI4_PEND_CHOOSE);
  assert_int_not_equal(mv("p1 choose gravity_drive"), 0);          /* swapped in: done */
  OK("p1 choose spatial_conduit_cylinders");
  OK("p1 choose");                                                 /* keeps it */
  OK("p1 choose");                                                 /* stops */
  assert_int_not_equal(S.pending.kind, TI4_PEND_CHOOSE);
  assert_true(ti4_has_tech(&S, 0, TI4_TECH_NEURAL_MOTIVATOR));
  assert_true(ti4_has_tech(&S, 0, TI4_TECH_SPATIAL_CONDUIT_CYLINDERS));
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_lrr_51_4_agents_start_unlocked),
    cmocka_unit_test(test_lrr_51_6_unlock_conditions),
    cmocka_unit_test(test_lrr_51_12_genetic_memory),
    cmocka_unit_test(test_geoform_values),
    cmocka_unit_test(test_terraform_values),
    cmocka_unit_test(test_listed_accepted),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
