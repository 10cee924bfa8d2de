/* test_windows.c -- timing windows and abilities as one mechanism
 * (LRR 1.13-1.20, Russian reference 85 with its comments), Sabotage and the
 * general action cards (actions.c), and a random walk over the agenda phase
 * checking the engine's invariants. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "agenda_rules.h"
#include "rng.h"

void ti4_engine_run(ti4_state *s, ti4_events *ev);

static ti4_state S;
static ti4_events EV;

static void new_game(ti4_state *s, int players, uint64_t seed) {
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = players; o.seed = seed; o.sandbox = 1; o.vp = 10;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  ti4_error e;
  assert_int_equal(ti4_state_setup(s, &o, &e), TI4_OK);
}

/* Apply a protocol line; expect rc. */
static int line_rc(ti4_state *s, const char *line) {
  ti4_move m;
  ti4_error e;
  int rc = ti4_move_parse(&m, line, s, &e);
  if (rc) return rc;
  ti4_state before = *s;
  rc = ti4_state_apply(s, &m, &EV, &e);
  if (rc) assert_memory_equal(&before, s, sizeof before);   /* a refusal changes nothing */
  return rc;
}
static void ok(ti4_state *s, const char *line) {
  int rc = line_rc(s, line);
  if (rc) fprintf(stderr, "refused: %s (%d)\n", line, rc);
  assert_int_equal(rc, TI4_OK);
}
static int has_event(int type) {
  for (int i = 0; i < EV.n; i++) if (EV.ev[i].type == type) return 1;
  return 0;
}

static int A(const char *id) { int i = ti4_content_find(TI4_K_ACTION, id); assert_true(i >= 0); return i; }
static int P(const char *id) { int i = ti4_content_find(TI4_K_PLANET, id); assert_true(i >= 0); return i; }

/* Four seats in the agenda phase, speaker p1, agendas stacked. */
static void agenda_table(ti4_state *s, const char *speaker) {
  char buf[64];
  new_game(s, 4, 7);
  snprintf(buf, sizeof buf, "set speaker %s", speaker);
  ok(s, buf);
  ok(s, "set custodians removed");
  ok(s, "give p2 planet lodor");
  ok(s, "give p3 planet mecatol_rex");
  ok(s, "deck agenda mutiny,minister_of_war");
  ok(s, "set phase agenda");
}

/* ---- RU 85 comment 7 б-д: Alexandra / Boris / Viktor ---------------------
 * Ring A, B, V (A active/first). Each offer: use one ability or pass; any use
 * resets the run of passes. Driven against the window API directly. */
static void abv_run(int wants_a, int wants_b, int wants_v, char *out, size_t cap) {
  ti4_state *s = &S;
  new_game(s, 3, 1);
  uint8_t ring[3] = {0, 1, 2};
  int wants[3] = {wants_a, wants_b, wants_v}, used[3] = {0, 0, 0};
  const char *name = "ABV";
  ti4_window_open(s, TI4_W_AFTER_REVEALED, ring, 3, NULL);
  out[0] = 0;
  for (int guard = 0; guard < 100; guard++) {
    ti4_window *w = ti4_window_top(s);
    assert_non_null(w);
    int seat = w->order[w->pos];
    int use = used[seat] < wants[seat];
    if (use) {
      used[seat]++;
      char step[16];
      snprintf(step, sizeof step, "%s%c%d", out[0] ? " " : "", name[seat], used[seat]);
      strncat(out, step, cap - strlen(out) - 1);
      ti4_window_acted(s);
    } else if (ti4_window_pass(s, NULL)) {
      ti4_window_pop(s);
      return;
    }
  }
  fail_msg("window never closed");
}

static void test_abv_order(void **st) {
  (void)st;
  char seq[128];
  /* 7 б: A wants 4, B 1, V 2 -> A1 B1 V1 A2 V2 A3 A4 */
  abv_run(4, 1, 2, seq, sizeof seq);
  assert_string_equal(seq, "A1 B1 V1 A2 V2 A3 A4");
  assert_int_equal(S.nwin, 0);
}

/* 7 г-д: a pass does not end a player's part in the window while someone
 * else acts after it; every seat passing in succession closes it (7 в). */
static void test_abv_pass_then_reenter(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 3, 1);
  uint8_t ring[3] = {0, 1, 2};
  ti4_window_open(s, TI4_W_AFTER_REVEALED, ring, 3, NULL);
  ti4_window *w = ti4_window_top(s);
  /* A1 B1 V1 */
  ti4_window_acted(s); ti4_window_acted(s); ti4_window_acted(s);
  /* 7 д: A passes instead of A2 ... */
  assert_int_equal(w->order[w->pos], 0);
  assert_int_equal(ti4_window_pass(s, NULL), 0);
  assert_int_equal(ti4_window_pass(s, NULL), 0);      /* B has nothing more */
  assert_int_equal(w->order[w->pos], 2);
  ti4_window_acted(s);                                 /* ... V2 breaks the run */
  assert_int_equal(w->order[w->pos], 0);
  ti4_window_acted(s);                                 /* so A may still use A3 (7 г) */
  assert_int_equal(ti4_window_pass(s, NULL), 0);
  assert_int_equal(ti4_window_pass(s, NULL), 0);
  assert_int_equal(w->order[w->pos], 0);               /* A offered again: A4 possible */
  assert_int_equal(w->passes, 2);
  ti4_window_pop(s);

  /* 7 д second half: A2, V2, then A passes at A3: B and V pass -> closed, A4 lost */
  ti4_window_open(s, TI4_W_AFTER_REVEALED, ring, 3, NULL);
  w = ti4_window_top(s);
  ti4_window_acted(s); ti4_window_acted(s); ti4_window_acted(s);   /* A1 B1 V1 */
  ti4_window_acted(s);                                             /* A2 */
  assert_int_equal(ti4_window_pass(s, NULL), 0);                   /* B */
  ti4_window_acted(s);                                             /* V2 */
  assert_int_equal(ti4_window_pass(s, NULL), 0);                   /* A passes at A3 */
  assert_int_equal(ti4_window_pass(s, NULL), 0);                   /* B */
  assert_int_equal(ti4_window_pass(s, NULL), 1);                   /* V: closed (7 в) */
}

/* The same example through the engine, with real cards: three Summits are
 * not in the deck, so the window is the start of the strategy phase opened by
 * hand and the abilities are passes/plays of Summit and Manipulate
 * Investments; Sabotage windows nest between them. Here only the ring
 * bookkeeping is asserted: a seat that passed is offered again after
 * another seat used an ability (7 г). */
static void test_pass_then_play_engine(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 3, 2);
  ok(s, "set speaker p1");
  ok(s, "give p1 action summit");
  ok(s, "give p2 action manipulate_investments");
  s->phase = TI4_PHASE_STRATEGY;
  ti4_window_open_default(s, TI4_W_STRATEGY_START, NULL);
  ti4_engine_run(s, NULL);
  assert_int_equal(s->pending.kind, TI4_PEND_WINDOW);
  assert_int_equal(s->pending.seat, 0);
  ok(s, "p1 pass");
  assert_int_equal(s->pending.seat, 1);
  ok(s, "p2 play manipulate_investments 13 21 31");   /* uses an ability */
  /* answer window (Sabotage) for p1, p3: from the speaker (1.20) */
  assert_int_equal(s->pending.window, TI4_W_ACTION_PLAYED);
  assert_int_equal(s->pending.seat, 0);
  ok(s, "p1 pass");
  ok(s, "p3 pass");
  assert_int_equal(s->sc_tg[0], 3);
  assert_int_equal(s->sc_tg[1], 1);
  assert_int_equal(s->sc_tg[2], 1);
  assert_int_equal(s->pending.window, TI4_W_STRATEGY_START);
  ok(s, "p3 pass");
  assert_int_equal(s->pending.seat, 0);                 /* p1 passed before, asked again */
  ok(s, "p1 play summit 0 0 2");
  assert_int_equal(s->pending.window, TI4_W_ACTION_PLAYED);
  ok(s, "p2 pass");
  ok(s, "p3 pass");
  assert_int_equal(s->p[0].strategy, 4);
}

/* ---- LRR 1.16 / RU 85.16, comment 10: "when" before "after" ----------- */
static void test_when_before_after(void **st) {
  (void)st;
  ti4_state *s = &S;
  agenda_table(s, "p1");
  for (int i = 0; i < 4; i++) {                          /* start of the agenda phase */
    assert_int_equal(s->pending.window, TI4_W_AGENDA_START);
    char b[32]; snprintf(b, sizeof b, "p%d pass", i + 1); ok(s, b);
  }
  assert_int_equal(s->ag.current, TI4_AGENDA_MUTINY);
  for (int i = 0; i < 4; i++) {
    assert_int_equal(s->pending.window, TI4_W_WHEN_REVEALED);
    assert_false(ti4_window_is_open(s, TI4_W_AFTER_REVEALED));   /* not yet open */
    char b[32]; snprintf(b, sizeof b, "p%d pass", i + 1); ok(s, b);
  }
  /* the when window closed, then (only then) the after window opened */
  assert_int_equal(s->nwin, 1);
  assert_int_equal(s->win[0].id, TI4_W_AFTER_REVEALED);
  assert_false(ti4_window_is_open(s, TI4_W_WHEN_REVEALED));
  assert_int_equal(s->pending.seat, 0);
}

/* ---- LRR 1.20 / RU 85.20: speaker order in the agenda phase; every seat is
 * offered every window, also seats that hold nothing (protocol.md) -------- */
static void test_speaker_order_every_seat(void **st) {
  (void)st;
  ti4_state *s = &S;
  agenda_table(s, "p3");
  const int expect[4] = {2, 3, 0, 1};
  for (int w = 0; w < 3; w++)                           /* start, when, after */
    for (int i = 0; i < 4; i++) {
      assert_int_equal(s->pending.kind, TI4_PEND_WINDOW);
      assert_int_equal(s->pending.seat, expect[i]);
      char b[32]; snprintf(b, sizeof b, "p%d pass", expect[i] + 1);
      assert_int_equal(line_rc(s, "p1 abstain") == TI4_OK, 0);  /* not a window move */
      ok(s, b);
    }
  assert_int_equal(s->pending.kind, TI4_PEND_VOTE);
  assert_int_equal(s->pending.seat, 3);                 /* left of the speaker */
}

/* ---- LRR 1.19 / RU 85.19, comment 7: initiative order from the active
 * player in the action phase (Trade 5, then Warfare 6, Technology 7, ...) */
static void test_initiative_order(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 4, 3);
  ok(s, "set strategy p1 warfare");
  ok(s, "set strategy p2 trade");
  ok(s, "set strategy p3 technology");
  ok(s, "set strategy p4 leadership");
  s->phase = TI4_PHASE_ACTION;
  s->active = 1;                                         /* Trade's turn */
  ti4_window_open_default(s, TI4_W_TURN_START, NULL);
  const ti4_window *w = ti4_window_top_c(s);
  assert_int_equal(w->n, 4);
  assert_int_equal(w->order[0], 1);                      /* trade 5 */
  assert_int_equal(w->order[1], 0);                      /* warfare 6 */
  assert_int_equal(w->order[2], 2);                      /* technology 7 */
  assert_int_equal(w->order[3], 3);                      /* leadership 1, wraps */
  ti4_window_pop(s);
  s->active = 3;
  ti4_window_open_default(s, TI4_W_TURN_START, NULL);
  w = ti4_window_top_c(s);
  assert_int_equal(w->order[0], 3);
  assert_int_equal(w->order[1], 1);
}

/* ---- standing orders (protocol.md "Windows and who is asked"), undoable -- */
static int gline(ti4_game *g, const char *line) {
  ti4_move m;
  ti4_error e;
  int rc = ti4_move_parse(&m, line, ti4_game_state(g), &e);
  return rc ? rc : ti4_game_apply(g, &m);
}
static void gok(ti4_game *g, const char *line) {
  int rc = gline(g, line);
  if (rc) fprintf(stderr, "refused: %s (%d)\n", line, rc);
  assert_int_equal(rc, TI4_OK);
}

static void test_standing_orders(void **st) {
  (void)st;
  ti4_game *g;
  assert_int_equal(ti4_game_new(&g, NULL, NULL), TI4_OK);
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = 4; o.seed = 5; o.sandbox = 1; o.vp = 10;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  assert_int_equal(ti4_game_setup(g, &o), TI4_OK);
  const char *setup[] = {"set speaker p1", "set custodians removed", "give p2 planet lodor",
    "give p3 planet mecatol_rex", "deck agenda mutiny,minister_of_war", "set phase agenda"};
  for (size_t i = 0; i < sizeof setup / sizeof *setup; i++) gok(g, setup[i]);
  const ti4_state *s = ti4_game_state(g);

  /* p3 says "never" before anything: passed over in every window this phase */
  gok(g, "p3 standing never");
  assert_int_equal(s->p[2].standing, TI4_STAND_PHASE);
  gok(g, "p1 pass");
  assert_int_equal(s->pending.seat, 1);
  gok(g, "p2 pass");
  assert_int_equal(s->pending.seat, 3);                  /* p3 skipped */
  /* undo takes the order back too */
  assert_int_equal(ti4_game_undo(g, 3), TI4_OK);
  s = ti4_game_state(g);
  assert_int_equal(s->p[2].standing, TI4_STAND_NONE);
  gok(g, "p1 pass");
  gok(g, "p2 pass");
  assert_int_equal(s->pending.seat, 2);                  /* asked again */
  gok(g, "p3 standing never");                           /* answers the offer now */
  assert_int_equal(s->pending.seat, 3);
  gok(g, "p4 pass");
  /* when-revealed window: p2 passes until voting */
  assert_int_equal(s->pending.window, TI4_W_WHEN_REVEALED);
  gok(g, "p1 pass");
  gok(g, "p2 pass until=voting");
  assert_int_equal(s->p[1].standing, TI4_STAND_VOTING);
  assert_int_equal(s->pending.seat, 3);                  /* p3 still never */
  gok(g, "p4 pass");
  assert_int_equal(s->pending.window, TI4_W_AFTER_REVEALED);
  gok(g, "p1 pass");
  assert_int_equal(s->pending.seat, 3);                  /* p2 and p3 passed over */
  /* p3 withdraws the order: asked again from the next offer */
  gok(g, "p3 standing none");
  assert_int_equal(s->p[2].standing, TI4_STAND_NONE);
  gok(g, "p4 pass");
  /* p1, p2 (order), p3 (order, in force at its turn), p4: passes in succession */
  assert_int_equal(s->pending.kind, TI4_PEND_VOTE);     /* all passed in succession */
  assert_int_equal(s->p[1].standing, TI4_STAND_NONE);    /* "until voting" expired */
  /* undo the withdrawal and the pass: p3 stands "never" again */
  assert_int_equal(ti4_game_undo(g, 2), TI4_OK);
  s = ti4_game_state(g);
  assert_int_equal(s->p[2].standing, TI4_STAND_PHASE);
  assert_int_equal(s->pending.seat, 3);
  ti4_game_free(g);
}

/* ---- Sabotage (nested windows, RU 85 comment 6, LRR 2) ---------------- */
static void strategy_start(ti4_state *s) {
  s->phase = TI4_PHASE_STRATEGY;
  ti4_window_open_default(s, TI4_W_STRATEGY_START, NULL);
  ti4_engine_run(s, NULL);
}

static void test_sabotage_cancels(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 4, 9);
  ok(s, "set speaker p1");
  ok(s, "give p1 action summit");
  ok(s, "give p2 action sabotage");
  ok(s, "give p3 action sabotage");
  strategy_start(s);
  ok(s, "p1 play summit 2 0 0");
  assert_int_equal(s->nwin, 2);
  assert_int_equal(s->pending.window, TI4_W_ACTION_PLAYED);
  assert_int_equal(s->pending.seat, 1);                  /* from the player's left */
  assert_int_equal(line_rc(s, "p1 play sabotage"), TI4_ENOT_YOURS);
  ok(s, "p2 play sabotage");                             /* nothing answers a Sabotage: at once */
  /* Sabotage resolved: Summit cancelled, discarded, no tokens */
  assert_true(has_event(TI4_EV_CANCELLED));
  assert_int_equal(s->p[0].tactic, 3);
  assert_int_equal(ti4_hand_find(s, 0, A("summit")), -1);
  int found = 0;
  for (int i = 0; i < s->nac_discard; i++) found += s->ac_discard[i] == A("summit");
  assert_int_equal(found, 1);
  assert_int_equal(s->nwin, 1);
  assert_int_equal(s->win[0].id, TI4_W_STRATEGY_START);
  assert_int_equal(ti4_hand_find(s, 2, A("sabotage")) >= 0, 1); /* p3 kept its copy */
}

static void test_sabotage_on_sabotage(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 4, 9);
  ok(s, "set speaker p1");
  ok(s, "give p1 action summit");
  ok(s, "give p2 action sabotage");
  ok(s, "give p3 action sabotage");
  strategy_start(s);
  ok(s, "p1 play summit 2 0 0");
  ok(s, "p2 play sabotage");                             /* answers Summit */
  /* "an action card other than Sabotage": no window opens on a Sabotage,
   * so p3 cannot answer it; Summit is cancelled */
  assert_int_equal(s->nwin, 1);
  assert_true(has_event(TI4_EV_CANCELLED));
  assert_int_equal(s->p[0].tactic, 3);
  assert_int_equal(line_rc(s, "p3 play sabotage"), s->pending.seat == 2 ? TI4_EILLEGAL : TI4_ENOT_YOURS);
  assert_int_equal(ti4_hand_find(s, 2, A("sabotage")) >= 0, 1);
}

/* ---- component action cards (LRR 1.5, 2): effects on modelled state ---- */
static void component(ti4_state *s, const char *line) {
  ti4_move m;
  ti4_error e;
  assert_int_equal(ti4_move_parse(&m, line, s, &e), TI4_OK);
  assert_int_equal(m.kind, TI4_MV_COMPONENT);
  s->phase = TI4_PHASE_ACTION;                 /* the stand-in action phase ends */
  s->active = m.seat;                          /* after each card: start it again */
  int rc = ti4_ability_check(s, m.seat, &m, &e);
  if (rc) fprintf(stderr, "refused: %s: %s\n", line, e.msg);
  assert_int_equal(rc, TI4_OK);
  ti4_ability_play(s, m.seat, &m, &EV);
  ti4_engine_run(s, &EV);
  /* everyone passes the Sabotage window */
  while (s->nwin && s->pending.kind == TI4_PEND_WINDOW) {
    char b[32]; snprintf(b, sizeof b, "p%d pass", s->pending.seat + 1); ok(s, b);
  }
}
static int component_rc(ti4_state *s, const char *line) {
  ti4_move m;
  ti4_error e;
  int rc = ti4_move_parse(&m, line, s, &e);
  return rc ? rc : ti4_ability_check(s, m.seat, &m, &e);
}
static void action_table(ti4_state *s) {
  new_game(s, 3, 11);
  ok(s, "set speaker p1");
  ok(s, "set strategy p1 leadership");
  ok(s, "set strategy p2 diplomacy");
  ok(s, "set strategy p3 politics");
  s->phase = TI4_PHASE_ACTION;
  s->active = 0;
}

static void test_component_cards(void **st) {
  (void)st;
  ti4_state *s = &S;
  action_table(s);
  ok(s, "give p1 planet centauri exhausted");            /* cultural */
  ok(s, "give p1 planet lodor exhausted");
  ok(s, "give p1 action economic_initiative");
  ok(s, "give p1 action industrial_initiative");
  ok(s, "give p1 action mining_initiative");
  ok(s, "give p1 action spy");
  ok(s, "give p2 action repeal_law");
  ok(s, "give p2 action insubordination");
  ok(s, "law minister_of_war elected=p3");
  /* a component action card is not playable in a window (1.5) */
  assert_int_equal(component_rc(s, "p1 play economic_initiative"), TI4_EILLEGAL);
  component(s, "p1 component economic_initiative");
  assert_false(s->planet_flags[P("centauri")] & TI4_PF_EXHAUSTED);
  int lodor_cultural = (ti4_planets[P("lodor")].traits & TI4_TRAIT_CULTURAL) != 0;
  assert_int_equal(!(s->planet_flags[P("lodor")] & TI4_PF_EXHAUSTED), lodor_cultural);

  int ind = 0, best = 0;
  for (int i = 0; i < TI4_NPLANETS; i++) if (s->planet_owner[i] == 0) {
    ind += (ti4_planets[i].traits & TI4_TRAIT_INDUSTRIAL) != 0;
    if (ti4_planet_resources(s, i) > best) best = ti4_planet_resources(s, i);
  }
  component(s, "p1 component industrial_initiative");
  assert_int_equal(s->p[0].tg, ind);
  component(s, "p1 component mining_initiative");
  assert_int_equal(s->p[0].tg, ind + best);

  assert_int_equal(component_rc(s, "p2 component repeal_law mutiny"), TI4_EILLEGAL);  /* not in play */
  component(s, "p2 component repeal_law minister_of_war");
  assert_int_equal(ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_WAR), -1);

  int p3tac = s->p[2].tactic;
  assert_int_equal(component_rc(s, "p2 component insubordination p2"), TI4_EILLEGAL);
  component(s, "p2 component insubordination p3");
  assert_int_equal(s->p[2].tactic, p3tac - 1);

  ok(s, "give p3 action sabotage");
  int hand2 = s->p[1].nhand, hand1 = s->p[0].nhand;
  component(s, "p1 component spy p3");                   /* p3 may Sabotage but passes */
  assert_int_equal(s->p[0].nhand, hand1);                /* spy gone, one card in */
  assert_int_equal(ti4_hand_find(s, 0, A("sabotage")) >= 0, 1);
  assert_int_equal(s->p[2].nhand, 0);
  assert_int_equal(s->p[1].nhand, hand2);
  /* not modelled: a component with no record (README Not yet) is refused */
  ti4_move m; ti4_error e;
  assert_int_equal(ti4_move_parse(&m, "p1 component hesh_and_prit", s, &e), TI4_EILLEGAL);
}

static void test_component_units(void **st) {
  (void)st;
  ti4_state *s = &S;
  action_table(s);
  ok(s, "give p1 planet lodor");
  ok(s, "give p1 planet centauri");
  ok(s, "give p2 planet mecatol_rex");
  ok(s, "give p1 action rise_of_a_messiah");
  ok(s, "give p1 action frontline_deployment");
  ok(s, "give p1 action uprising");
  ok(s, "give p1 action cripple_defenses");
  ok(s, "give p1 action unexpected_action");
  component(s, "p1 component rise_of_a_messiah");
  assert_int_equal(s->planet_units[P("lodor")][0], 1);
  assert_int_equal(s->planet_units[P("centauri")][0], 1);
  assert_int_equal(s->planet_units[P("mecatol_rex")][0], 0);
  assert_int_equal(component_rc(s, "p1 component frontline_deployment mecatol_rex"), TI4_EILLEGAL);
  component(s, "p1 component frontline_deployment lodor");
  assert_int_equal(s->planet_units[P("lodor")][0], 4);
  assert_int_equal(component_rc(s, "p1 component uprising lodor"), TI4_EILLEGAL);     /* own planet */
  component(s, "p1 component uprising mecatol_rex");
  assert_true(s->planet_flags[P("mecatol_rex")] & TI4_PF_EXHAUSTED);
  assert_int_equal(s->p[0].tg, ti4_planet_resources(s, P("mecatol_rex")));
  s->planet_units[P("mecatol_rex")][2] = 2;
  component(s, "p1 component cripple_defenses mecatol_rex");
  assert_int_equal(s->planet_units[P("mecatol_rex")][2], 0);
  s->nmap = 10;
  assert_int_equal(component_rc(s, "p1 component unexpected_action 4"), TI4_EILLEGAL);
  s->tokens[4] = 1;
  component(s, "p1 component unexpected_action 4");
  assert_int_equal(s->tokens[4], 0);
}

/* ---- random walk over sandbox agenda-phase positions ------------------
 * Invariants: every listed move is accepted; a refused move changes nothing;
 * while the agenda phase runs exactly one seat is asked; an open window
 * always has a seat to ask. */
static const char *const hands[] = {"sabotage", "summit", "spy", "veto", "bribery",
  "leadership_rider", "politics_rider", "distinguished_councilor", "deadly_plot",
  "confusing_legal_text", "assassinate_representative", "hack_election", "insider_information",
  "diplomatic_pressure", "ancient_burial_sites", "construction_rider", "trade_rider"};
static const char *const planets[] = {"lodor", "mecatol_rex", "centauri", "corneeq", "abyz",
  "fria", "arinam", "meer", "bereg", "lirta_iv", "mehar_xull", "wellon"};

static void random_position(ti4_state *s, uint64_t seed) {
  uint64_t r[4];
  ti4_rng_seed(r, seed);
  int n = 3 + (int)ti4_rng_below(r, 6);
  new_game(s, n, seed);
  char b[96];
  snprintf(b, sizeof b, "set speaker p%d", 1 + (int)ti4_rng_below(r, (uint32_t)n)); ok(s, b);
  ok(s, "set custodians removed");
  for (size_t i = 0; i < sizeof planets / sizeof *planets; i++) {
    snprintf(b, sizeof b, "give p%d planet %s", 1 + (int)ti4_rng_below(r, (uint32_t)n), planets[i]);
    if (ti4_content_find(TI4_K_PLANET, planets[i]) >= 0) ok(s, b);
  }
  for (int k = 0; k < 10; k++) {
    snprintf(b, sizeof b, "give p%d action %s", 1 + (int)ti4_rng_below(r, (uint32_t)n),
             hands[ti4_rng_below(r, sizeof hands / sizeof *hands)]);
    (void)line_rc(s, b);                                 /* may run out of copies */
  }
  for (int i = 0; i < n; i++) { snprintf(b, sizeof b, "give p%d tg %d", i + 1, (int)ti4_rng_below(r, 5)); ok(s, b); }
  ok(s, "set phase agenda");
}

static void check_invariants(const ti4_state *s) {
  if (s->phase != TI4_PHASE_AGENDA) return;              /* the phase handed over */
  assert_int_not_equal(s->pending.kind, TI4_PEND_NONE);
  assert_true(s->pending.seat < s->nseats);
  for (int i = 0; i < s->nwin; i++) {
    assert_true(s->win[i].n > 0);
    assert_true(s->win[i].pos < s->win[i].n);
    assert_true(s->win[i].passes < s->win[i].n);
  }
  if (s->pending.kind == TI4_PEND_WINDOW) {
    const ti4_window *w = ti4_window_top_c(s);
    assert_non_null(w);
    assert_int_equal(w->order[w->pos], s->pending.seat);
  }
}

static void test_random_walk(void **st) {
  (void)st;
  static ti4_state s, t;
  static ti4_move mv[512];
  long steps = 0;
  for (uint64_t seed = 1; seed <= 300; seed++) {
    random_position(&s, seed);
    uint64_t r[4];
    ti4_rng_seed(r, seed * 7919u);
    for (int step = 0; step < 400 && s.phase == TI4_PHASE_AGENDA; step++, steps++) {
      check_invariants(&s);
      size_t n = 0;
      assert_int_equal(ti4_state_legal(mv, 512, &n, &s), TI4_OK);
      assert_true(n > 0 && n <= 512);
      for (size_t i = 0; i < n; i++) {                   /* every listed move is accepted */
        t = s;
        ti4_error e;
        int rc = ti4_state_apply(&t, &mv[i], NULL, &e);
        if (rc) {
          char buf[256];
          ti4_move_format(buf, sizeof buf, &mv[i], &s);
          fprintf(stderr, "seed %llu: listed but refused: %s (%s %s)\n",
                  (unsigned long long)seed, buf, e.rule, e.msg);
        }
        assert_int_equal(rc, TI4_OK);
      }
      /* now and then a standing order from a random seat */
      if (ti4_rng_below(r, 20) == 0) {
        ti4_move m;
        memset(&m, 0, sizeof m);
        m.seat = (uint8_t)ti4_rng_below(r, s.nseats);
        m.kind = TI4_MV_STANDING; m.card = -1;
        m.arg[0] = (int16_t)ti4_rng_below(r, 5);
        ti4_error e;
        t = s;
        if (ti4_state_apply(&s, &m, NULL, &e)) assert_memory_equal(&t, &s, sizeof s);
        continue;
      }
      ti4_error e;
      assert_int_equal(ti4_state_apply(&s, &mv[ti4_rng_below(r, (uint32_t)n)], NULL, &e), TI4_OK);
    }
    assert_true(s.phase != TI4_PHASE_AGENDA);            /* the phase always ends */
  }
  fprintf(stderr, "random walk: %ld steps\n", steps);
  assert_true(steps > 1000);
}

/* ---- the action phase's card windows (action_phase.c, actions.c) -------- */
/* A skip order names windows past the 16th kind: the mask is wider than
 * one move argument (15 bits a word, 2 in the third) and survives formatting. */
static void test_skip_mask_wide(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 3, 1);
  ok(s, "p2 standing skip=turn_start,after_action_card_discarded");
  assert_int_equal(s->p[1].skip_windows, (1u << TI4_W_TURN_START) | (1u << TI4_W_AFTER_DISCARD));
  ti4_move m;
  ti4_error e;
  char buf[128];
  assert_int_equal(ti4_move_parse(&m, "p2 standing skip=after_action_card_discarded,when_strategic_action", s, &e), TI4_OK);
  assert_int_equal(ti4_move_format(buf, sizeof buf, &m, s), TI4_OK);
  assert_string_equal(buf, "p2 standing skip=when_strategic_action,after_action_card_discarded");
  ok(s, "p2 standing skip=turn_start,when_control_gained");   /* a kind past the 30th: the third word */
  assert_int_equal(s->p[1].skip_windows, (1u << TI4_W_TURN_START) | (1u << TI4_W_WHEN_CONTROL));
  assert_int_equal(ti4_move_parse(&m, "p2 standing skip=when_control_gained,turn_start", s, &e), TI4_OK);
  assert_int_equal(ti4_move_format(buf, sizeof buf, &m, s), TI4_OK);
  assert_string_equal(buf, "p2 standing skip=turn_start,when_control_gained");
  if (TI4_W__COUNT >= 30) m.arg[3] = (int16_t)(1 << (TI4_W__COUNT - 30));   /* the first kind that does not exist */
  else m.arg[2] = (int16_t)(1 << (TI4_W__COUNT - 15));
  ti4_state before = *s;
  assert_int_not_equal(ti4_state_apply(s, &m, &EV, &e), TI4_OK);
  assert_memory_equal(&before, s, sizeof before);
}

static void pass_pending(ti4_state *s) {
  char b[32];
  snprintf(b, sizeof b, "p%d pass", s->pending.seat + 1);
  ok(s, b);
}

/* Coup d'Etat: the declared strategic action waits for its window; a Coup
 * ends the turn with the card unexhausted and unresolved. Master Plan: one
 * additional action in the same turn; `pass` declines it. */
static void test_coup_and_master_plan(void **st) {
  (void)st;
  ti4_state *s = &S;
  new_game(s, 3, 5);
  ok(s, "set strategy p1 trade");
  ok(s, "give p3 action coup_detat");
  ok(s, "give p2 action master_plan");
  ok(s, "give p2 action industrial_initiative");
  ok(s, "set phase action");
  for (int i = 0; i < 3; i++) {
    char b[64]; snprintf(b, sizeof b, "p%d standing skip=turn_start,turn_end", i + 1); ok(s, b);
  }
  ok(s, "p1 strategic trade");
  assert_int_equal(s->pending.kind, TI4_PEND_WINDOW);
  assert_int_equal(s->pending.window, TI4_W_WHEN_STRATEGIC);
  assert_int_equal(s->pending.seat, 1);
  assert_int_equal(s->sc_exhausted, 0);
  ok(s, "p2 pass");
  size_t n;
  ti4_move mv[16];
  ti4_state_legal(mv, 16, &n, s);
  assert_int_equal(n, 2);                                /* pass, play coup_detat */
  ok(s, "p3 play coup_detat");
  while (s->pending.kind == TI4_PEND_WINDOW) pass_pending(s);
  assert_int_equal(s->sc_exhausted, 0);
  assert_int_equal(s->p[0].tg, 0);
  assert_int_equal(s->pending.kind, TI4_PEND_TURN);
  assert_int_equal(s->pending.seat, 1);                  /* p1's turn ended */
  ok(s, "p2 component industrial_initiative");
  while (s->pending.kind == TI4_PEND_WINDOW && s->pending.window != TI4_W_AFTER_ACTION) pass_pending(s);
  assert_int_equal(s->pending.seat, 1);
  assert_int_equal(line_rc(s, "p2 play coup_detat"), TI4_EILLEGAL);   /* p2 holds none */
  ok(s, "p2 play master_plan");
  while (s->pending.kind == TI4_PEND_WINDOW) pass_pending(s);
  assert_int_equal(s->pending.kind, TI4_PEND_TURN);
  assert_int_equal(s->pending.seat, 1);                  /* again p2: the additional action */
  ok(s, "p2 pass");                                      /* declined, not passed */
  assert_false(s->p[1].passed);
  assert_int_equal(s->pending.kind, TI4_PEND_TURN);
  assert_int_equal(s->pending.seat, 2);
}

/* A random walk over sandbox action phases with these cards in hand:
 * every listed move is accepted, a refused move changes nothing, and the
 * phase ends (additional actions do not loop). */
static void test_action_walk(void **st) {
  (void)st;
  static const char *const cards[] = {"coup_detat", "master_plan", "reverse_engineer", "sabotage",
    "industrial_initiative", "mining_initiative", "economic_initiative", "spy", "insubordination",
    "rise_of_a_messiah"};
  static const char *const sc[] = {"leadership", "diplomacy", "politics", "construction", "trade",
    "warfare", "technology", "imperial"};
  static ti4_state s, t;
  static ti4_move mv[512];
  long steps = 0, used[3] = {0, 0, 0};                   /* the three new cards were played */
  for (uint64_t seed = 1; seed <= 120; seed++) {
    uint64_t r[4];
    ti4_rng_seed(r, seed);
    int n = 3 + (int)ti4_rng_below(r, 4);
    new_game(&s, n, seed);
    char b[96];
    for (int i = 0; i < n; i++) {
      snprintf(b, sizeof b, "set strategy p%d %s", i + 1, sc[(seed + (uint64_t)i) % 8]); ok(&s, b);
      snprintf(b, sizeof b, "give p%d planet %s", i + 1, planets[i]); ok(&s, b);
    }
    for (size_t k = 0; k < sizeof cards / sizeof *cards; k++) {
      snprintf(b, sizeof b, "give p%d action %s", 1 + (int)ti4_rng_below(r, (uint32_t)n), cards[k]);
      ok(&s, b);
    }
    ok(&s, "set phase action");
    for (int step = 0; step < 600 && s.phase == TI4_PHASE_ACTION; step++, steps++) {
      size_t k = 0;
      assert_int_equal(ti4_state_legal(mv, 512, &k, &s), TI4_OK);
      assert_true(k > 0 && k <= 512);
      for (size_t i = 0; i < k; i++) {
        t = s;
        ti4_error e;
        int rc = ti4_state_apply(&t, &mv[i], NULL, &e);
        if (rc) {
          ti4_move_format(b, sizeof b, &mv[i], &s);
          fprintf(stderr, "seed %llu: listed but refused: %s (%s %s)\n", (unsigned long long)seed, b, e.rule, e.msg);
        }
        assert_int_equal(rc, TI4_OK);
      }
      ti4_error e;
      /* plays and passes alike, so windows see both */
      const ti4_move *m = &mv[ti4_rng_below(r, (uint32_t)k)];
      const ti4_ability *a = m->kind == TI4_MV_PLAY ? ti4_ability_get(m->card) : NULL;
      for (int c = 0; a && c < 3; c++) used[c] += !strcmp(a->id, cards[c]);
      assert_int_equal(ti4_state_apply(&s, m, NULL, &e), TI4_OK);
    }
    assert_true(s.phase != TI4_PHASE_ACTION);            /* the phase always ends */
  }
  fprintf(stderr, "action walk: %ld steps; coup %ld, master plan %ld, reverse engineer %ld\n",
          steps, used[0], used[1], used[2]);
  assert_true(steps > 1000);
  for (int c = 0; c < 3; c++) assert_true(used[c] > 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_skip_mask_wide),
    cmocka_unit_test(test_coup_and_master_plan),
    cmocka_unit_test(test_action_walk),
    cmocka_unit_test(test_abv_order),
    cmocka_unit_test(test_abv_pass_then_reenter),
    cmocka_unit_test(test_pass_then_play_engine),
    cmocka_unit_test(test_when_before_after),
    cmocka_unit_test(test_speaker_order_every_seat),
    cmocka_unit_test(test_initiative_order),
    cmocka_unit_test(test_standing_orders),
    cmocka_unit_test(test_sabotage_cancels),
    cmocka_unit_test(test_sabotage_on_sabotage),
    cmocka_unit_test(test_component_cards),
    cmocka_unit_test(test_component_units),
    cmocka_unit_test(test_random_walk),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
