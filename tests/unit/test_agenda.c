/* test_agenda.c -- the agenda phase's cards through the C API: riders and
 * 8.22, Veto, Political Secret, Bribery, Distinguished Councilor, and
 * agenda outcomes (LRR 8, RU 94; cases from agenda-rulings.md). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "helpers.h"

#include "agenda_rules.h"

static ti4_state S;
static ti4_error E;

/* Apply one protocol line; returns the result code. */
static int mv(const char *line) { return ti4t_line(&S, &E, line); }
#define OK(line) do { int rc_ = mv(line); if (rc_) fail_msg("%s -> %d %s (%s)", line, rc_, E.rule ? E.rule : "", E.msg ? E.msg : ""); } while (0)
#define REFUSED(line, rl) do { ti4_state b_ = S; assert_int_not_equal(mv(line), 0); \
  assert_string_equal(E.rule, rl); assert_memory_equal(&b_, &S, sizeof S); } while (0)
static void passes(const char *seats) {      /* "1234": each seat passes once */
  char buf[16];
  for (const char *c = seats; *c; c++) {
    snprintf(buf, sizeof buf, "p%c pass", *c);
    if (getenv("TRACE")) fprintf(stderr, "%s [pend %d seat %d win %d step %d]\n", buf, S.pending.kind, S.pending.seat, S.pending.window, S.ag.step);
    OK(buf);
  }
}
static int planet(const char *id) { return ti4_content_find(TI4_K_PLANET, id); }
static int card(const char *id) { return ti4_content_find(TI4_K_ACTION, id); }

/* 4 seats, speaker p1, custodians removed, planets: p2 lodor(1), p3 mecatol_rex(6),
 * p4 lirta_iv(3), p1 bereg(1). */
static void table(const char *deck) {
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 4; o.seed = 7; o.sandbox = 1; o.vp = 10;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  assert_int_equal(ti4_state_setup(&S, &o, &E), 0);
  OK("set speaker p1");
  OK("set custodians removed");
  OK("give p1 planet bereg");
  OK("give p2 planet lodor");
  OK("give p3 planet mecatol_rex");
  OK("give p4 planet lirta_iv");
  char buf[256];
  snprintf(buf, sizeof buf, "deck agenda %s", deck);
  OK(buf);
}
static void to_after(void) {                  /* start, when revealed */
  OK("set phase agenda");
  assert_int_equal(S.pending.window, TI4_W_AGENDA_START);
  passes("1234");
  assert_int_equal(S.pending.window, TI4_W_WHEN_REVEALED);
  passes("1234");
  assert_int_equal(S.pending.window, TI4_W_AFTER_REVEALED);
}

/* AG-024, AG-025, AG-050: riders, 8.22 and payment after the outcome. */
static void test_trade_rider(void **st) {
  (void)st;
  table("mutiny,minister_of_war");
  OK("give p1 action trade_rider");
  OK("give p3 action imperial_rider");
  to_after();
  assert_int_equal(S.ag.current, TI4_AGENDA_MUTINY);
  REFUSED("p1 play trade_rider p2", "8.22a");       /* not a possible outcome */
  OK("p1 play trade_rider for");
  passes("234");                                     /* Sabotage window */
  assert_int_equal(S.ag.nriders, 1);
  assert_int_equal(S.p[0].cannot_vote, 1);
  passes("2341");
  assert_int_equal(S.pending.kind, TI4_PEND_VOTE);
  assert_int_equal(S.pending.seat, 1);
  OK("p2 vote for lodor");
  REFUSED("p3 play imperial_rider for", "8.22");     /* votes were cast */
  OK("p3 abstain");
  OK("p4 abstain");
  /* p1 cannot vote (rider): skipped; the after-speaker window opens */
  assert_int_equal(S.pending.window, TI4_W_AFTER_SPEAKER_VOTES);
  passes("1234");
  assert_int_equal(S.pending.window, TI4_W_WHEN_ELECTED);
  passes("1234");
  assert_int_equal(S.p[1].vp, 1);                    /* Mutiny For: p2 voted For */
  assert_int_equal(S.p[0].tg, 5);                    /* Trade Rider */
  assert_int_equal(S.ag.current, TI4_AGENDA_MINISTER_OF_WAR);
}

/* AG-041: Veto discards and a fresh reveal opens fresh windows. */
static void test_veto(void **st) {
  (void)st;
  table("mutiny,economic_equality,seed_of_an_empire");
  OK("give p2 action veto");
  OK("set phase agenda");
  passes("1234");
  assert_int_equal(S.pending.window, TI4_W_WHEN_REVEALED);
  OK("p1 pass");
  OK("p2 play veto");
  passes("134");                                     /* Sabotage window, from the speaker (1.20) */
  assert_int_equal(S.ag.current, TI4_AGENDA_ECONOMIC_EQUALITY);
  assert_int_equal(S.pending.window, TI4_W_WHEN_REVEALED);
  assert_int_equal(S.pending.seat, 0);
  assert_int_equal(S.agenda_discard[S.nagenda_discard - 1], TI4_AGENDA_MUTINY);
}

/* AG-043: Political Secret. */
static void test_political_secret(void **st) {
  (void)st;
  table("mutiny,economic_equality");
  OK("give p1 promissory political_secret:p3");
  OK("give p3 action trade_rider");
  OK("set phase agenda");
  passes("1234");
  OK("p1 play political_secret:p3");
  assert_int_equal(S.p[2].cannot_vote, 1);
  assert_int_equal(S.p[2].no_abilities, 1);
  passes("2341");
  passes("12");
  REFUSED("p3 play trade_rider for", "1.6");
  passes("34");
  OK("p2 vote against lodor");
  /* p3 cannot vote: skipped */
  assert_int_equal(S.pending.seat, 3);
  REFUSED("p3 vote for mecatol_rex", "");             /* not p3's decision */
}

/* Bribery and Distinguished Councilor (8.15). */
static void test_bribery_councilor(void **st) {
  (void)st;
  table("mutiny,economic_equality");
  OK("give p2 action distinguished_councilor");
  OK("give p1 action bribery");
  OK("give p1 tg 4");
  to_after();
  passes("1234");
  OK("p2 vote against lodor");
  OK("p2 play distinguished_councilor");       /* out of turn: p3 is pending */
  passes("134");                               /* Sabotage window, from the speaker (1.20) */
  assert_int_equal(S.pending.seat, 2);
  assert_int_equal(S.ag.extra[1], 5);
  OK("p3 vote for mecatol_rex");
  REFUSED("p2 play distinguished_councilor", "1.3");
  OK("p4 vote for lirta_iv");
  REFUSED("p1 play bribery 2", "8.2");            /* p1 has not voted yet */
  OK("p1 vote for bereg");
  assert_int_equal(S.pending.window, TI4_W_AFTER_SPEAKER_VOTES);
  REFUSED("p1 play bribery 5", "93.4");
  OK("p1 play bribery 3");
  assert_int_equal(S.p[0].tg, 1);
  passes("234");
  passes("2341");
  assert_int_equal(ti4_votes_for(&S, TI4_TARGET(TI4_T_FOR, 0)), 6 + 3 + 1 + 3);
  assert_int_equal(S.ag.outcome, TI4_TARGET(TI4_T_FOR, 0));
}

/* 8.19: a tie is the speaker's decision, which is not a vote. */
static void test_tie(void **st) {
  (void)st;
  table("economic_equality,mutiny");
  OK("give p2 tg 3");
  to_after();
  passes("1234");
  OK("p2 vote for lodor");
  OK("p3 abstain");
  OK("p4 abstain");
  OK("p1 vote against bereg");
  passes("1234");
  assert_int_equal(S.pending.kind, TI4_PEND_DECIDE);
  REFUSED("p1 decide p2", "8.19");
  OK("p1 decide against");
  passes("1234");
  assert_int_equal(S.p[1].tg, 0);              /* Economic Equality Against */
  assert_int_equal(S.ag.current, TI4_AGENDA_MUTINY);
}

/* 8.6, 8.13, 8.14, 8.4 */
static void test_vote_rules(void **st) {
  (void)st;
  table("mutiny,economic_equality");
  OK("give p2 planet abyz exhausted");
  to_after();
  passes("1234");
  REFUSED("p2 vote for abyz", "8.6");
  REFUSED("p2 vote for mecatol_rex", "8.6");
  REFUSED("p2 vote for lodor tg", "8.13");
  REFUSED("p2 vote p3 lodor", "8.9");
  OK("p2 vote for lodor");
  assert_true(S.planet_flags[planet("lodor")] & TI4_PF_EXHAUSTED);
}

/* Representative Government (PoK): one vote each, no planets, no extras. */
static void test_rep_government(void **st) {
  (void)st;
  table("mutiny,economic_equality");
  OK("law representative_government");
  OK("give p2 action distinguished_councilor");
  to_after();
  passes("1234");
  REFUSED("p2 vote for lodor", "8.6");
  OK("p2 vote for");
  REFUSED("p2 play distinguished_councilor", "8.15");
  OK("p3 vote against");
  OK("p4 vote against");
  assert_int_equal(ti4_votes_for(&S, TI4_TARGET(TI4_T_AGAINST, 0)), 2);
  assert_false(S.planet_flags[planet("mecatol_rex")] & TI4_PF_EXHAUSTED);
}

/* Leadership Rider asks for the three tokens; Confusing Legal Text. */
static void test_leadership_confusing(void **st) {
  (void)st;
  table("minister_of_war,mutiny");
  OK("give p1 action leadership_rider");
  OK("give p2 action confusing_legal_text");
  to_after();
  OK("p1 play leadership_rider p4");
  passes("234");
  passes("2341");
  OK("p2 vote p2 lodor");
  OK("p3 abstain");
  OK("p4 abstain");
  passes("1234");
  assert_int_equal(S.pending.window, TI4_W_WHEN_ELECTED);
  OK("p1 pass");
  OK("p2 play confusing_legal_text p4");
  passes("134");
  passes("3412");
  int i = ti4_law_in_play(&S, TI4_AGENDA_MINISTER_OF_WAR);
  assert_true(i >= 0);
  assert_int_equal(S.laws[i].elected, TI4_TARGET(TI4_T_PLAYER, 3));
  assert_int_equal(S.pending.kind, TI4_PEND_CHOOSE);
  REFUSED("p1 choose tactic=1 fleet=1 strategy=0", "20.1");
  OK("p1 choose tactic=1 fleet=1 strategy=1");
  assert_int_equal(S.p[0].tactic, 4);
  assert_int_equal(S.ag.current, TI4_AGENDA_MUTINY);
  (void)card;
}

/* Core Mining / Terraforming Initiative / Senate Sanctuary: the values the
 * rest of the engine reads count the attachment; removing the law undoes it. */
static void test_attachment_values(void **st) {
  (void)st;
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 4; o.seed = 7; o.sandbox = 1;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  assert_int_equal(ti4_state_setup(&S, &o, &E), 0);
  OK("give p2 planet starpoint");
  OK("give p2 planet abyz");
  int sp = planet("starpoint"), ab = planet("abyz");
  int r0 = ti4_planet_resources(&S, ab), i0 = ti4_planet_influence(&S, sp), r1 = ti4_planet_resources(&S, sp);
  OK("law core_mining elected=abyz");
  OK("law terraforming_initiative elected=starpoint");
  assert_int_equal(ti4_planet_resources(&S, ab), r0 + 2);
  assert_int_equal(ti4_planet_resources(&S, sp), r1 + 1);
  assert_int_equal(ti4_planet_influence(&S, sp), i0 + 1);
  ti4_law_remove(&S, TI4_AGENDA_CORE_MINING, NULL);
  assert_int_equal(ti4_planet_resources(&S, ab), r0);
}

/* AG-047: Covert Legislation's hidden agenda is the speaker's alone. */
static void test_covert_view(void **st) {
  (void)st;
  static ti4_state v;
  table("covert_legislation,minister_of_war,mutiny");
  OK("set phase agenda");
  passes("1234");
  assert_int_equal(S.ag.covert, 1);
  assert_int_equal(S.ag.current, TI4_AGENDA_MINISTER_OF_WAR);
  ti4_state_view(&v, &S, 0);                         /* the speaker */
  assert_int_equal(v.ag.current, TI4_AGENDA_MINISTER_OF_WAR);
  ti4_state_view(&v, &S, 1);                         /* another seat */
  assert_int_equal(v.ag.current, TI4_AGENDA_COVERT_LEGISLATION);
  for (int i = 0; i < v.nagenda_deck; i++) assert_int_not_equal(v.agenda_deck[i], TI4_AGENDA_MINISTER_OF_WAR);
}

/* Hidden information: a deed is kept only for a secret its player holds
 * (common/deeds.c), so another seat's view has none. */
static void test_deeds_view(void **st) {
  (void)st;
  static ti4_state v;
  table("mutiny,minister_of_war");
  S.deeds.done[2] = 5;
  S.deeds.group[2] = 4;
  ti4_state_view(&v, &S, 2);
  assert_int_equal(v.deeds.done[2], 5);
  ti4_state_view(&v, &S, 1);
  assert_int_equal(v.deeds.done[2], 0);
  assert_int_equal(v.deeds.group[2], 0);
}

/* FAQ (AG-015): once you abstain, no additional votes on this agenda (8.14): */
static void test_abstain_no_extra(void **st) {
  (void)st;
  table("mutiny,minister_of_war");
  OK("give p2 action distinguished_councilor");
  OK("give p2 action bribery");
  OK("give p2 tg 2");
  OK("set phase agenda");
  passes("1234");
  passes("1234");
  passes("1234");
  OK("p2 abstain");
  REFUSED("p2 play distinguished_councilor", "8.14");
  OK("p3 abstain");
  OK("p4 abstain");
  OK("p1 abstain");
  assert_int_equal(S.pending.window, TI4_W_AFTER_SPEAKER_VOTES);
  OK("p1 pass");
  REFUSED("p2 play bribery 1", "8.14");
}

/* AG-066: Gila's trade goods are votes only for the Hacan (or its Alliance
 * holder), a refused `tg=N` changes nothing, the move reads back as written,
 * and `legal` lists the kind. */
static void test_gila(void **st) {
  (void)st;
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 4; o.seed = 7; o.sandbox = 1; o.vp = 10;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  o.factions[1] = (int16_t)ti4_content_find(TI4_K_FACTION, "hacan");
  assert_int_equal(ti4_state_setup(&S, &o, &E), 0);
  OK("set speaker p1");
  OK("set custodians removed");
  OK("give p2 planet lodor");
  OK("give p3 planet lor");
  OK("give p2 tg 5");
  OK("give p3 tg 5");
  OK("give p2 leader gila_the_silvertongue unlocked");
  OK("deck agenda mutiny,minister_of_war");
  OK("set phase agenda");
  passes("1234"); passes("1234"); passes("1234");
  ti4_move m;
  char buf[128];
  assert_int_equal(ti4_move_parse(&m, "p2 vote for lodor tg=3", &S, &E), 0);
  assert_int_equal(m.arg[4], 3);
  assert_int_equal(ti4_move_format(buf, sizeof buf, &m, &S), 0);
  assert_string_equal(buf, "p2 vote for lodor tg=3");
  ti4_move out[256];
  size_t n = 0, with_tg = 0;
  ti4_state_legal(out, 256, &n, &S);
  for (size_t i = 0; i < n && i < 256; i++) with_tg += out[i].kind == TI4_MV_VOTE && out[i].arg[4] == 1;
  assert_int_equal(with_tg, 2);                /* for and against, once each */
  REFUSED("p2 vote for lodor tg=6", "8.15");   /* only 5 */
  OK("p2 vote for lodor tg=3");
  assert_int_equal(S.p[1].tg, 2);
  assert_int_equal(ti4_votes_for(&S, TI4_TARGET(TI4_T_FOR, 0)), 7);
  REFUSED("p3 vote for lor tg=1", "8.13");     /* no Gila */
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_trade_rider),
    cmocka_unit_test(test_veto),
    cmocka_unit_test(test_political_secret),
    cmocka_unit_test(test_bribery_councilor),
    cmocka_unit_test(test_tie),
    cmocka_unit_test(test_vote_rules),
    cmocka_unit_test(test_rep_government),
    cmocka_unit_test(test_leadership_confusing),
    cmocka_unit_test(test_attachment_values),
    cmocka_unit_test(test_covert_view),
    cmocka_unit_test(test_deeds_view),
    cmocka_unit_test(test_abstain_no_extra),
    cmocka_unit_test(test_gila),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
