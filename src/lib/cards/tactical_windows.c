/* tactical_windows.c -- other players' abilities "after a player activates a
 * system" (TI4_W_AFTER_ACTIVATION, offered after each activation: see
 * phases/action_phase.c) and "after a player moves ships into a system"
 * (TI4_W_AFTER_MOVEMENT, 89.2 before 58.7: galaxy/tactical.c opens it when
 * a seat could act there, judged from public facts -- a record listed here
 * for a seat is such a fact), and the abilities of the same moments that
 * act by themselves (ti4_activation_abilities).
 *
 * Systems are named by their tile number (`play stymie:p3 26`), as Signal
 * Jamming and In the Silence of Space name them. */
#include "rules.h"
#include "units.h"
#include "round.h"
#include "tactical_windows.h"
#include "agenda_rules.h"   /* TI4_ASK_PRESSURE: the question "which note do you give" */
#include "techs2.h"         /* Magmus Reactor */
#include "faction_abilities.h"

#define W(x) (1u << (x))

static int ships_at(const ti4_state *s, int seat, int pos) {
  int n = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS) return 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) n += s->ships[pos][seat][k];
  return n;
}
static int window_is(const ti4_state *s, int id) {
  const ti4_window *w = ti4_window_top_c(s);
  return w && w->id == id && s->active < s->nseats && s->tac.pos < TI4_MAX_MAP;
}
/* Another player (not seat) moved ships into the active system: the
 * after-movement window is open (it opens only when ships moved). */
static int other_moved(const ti4_state *s, int seat, ti4_error *e) {
  if (!window_is(s, TI4_W_AFTER_MOVEMENT) || seat == s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("this is used after another player moves ships into a system (%s)"), ti4_seat_word(seat));
  return 0;
}

/* ---- Stymie (Arborec note) ------------------------------------------------------
 * After another player moves ships into a system that contains 1 or more of
 * your units: you may place 1 command token from that player's
 * reinforcements in any non-home system; then the note returns to the
 * Arborec (69.4, the registry). A system where that player has a token
 * already is refused: the token would go back to their reinforcements
 * (20.6), and the play would do nothing. */
static int stymie_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = other_moved(s, seat, e);
  if (rc) return rc;
  int a = s->active;
  if (!ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Stymie: you have no units in the active system (%s)"), ti4_seat_word(seat));
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a system on the map by its tile number, e.g. play stymie:p1 26 (%s)"), ti4_seat_word(seat));
  if (ti4_systems[s->map[pos]].home)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Stymie names a non-home system (%s)"), ti4_seat_word(seat));
  if ((s->tokens[pos] >> a) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "20.6", N_("%s has a command token in that system already"), ti4_seat_word(a));
  if (ti4_reinforcement_tokens(s, a) <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("%s has no command token in their reinforcements"), ti4_seat_word(a));
  return 0;
}
static size_t stymie_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, stymie_check);
}
static void stymie_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1, a = s->active;
  if (pos < 0 || a >= s->nseats || ((s->tokens[pos] >> a) & 1) || ti4_reinforcement_tokens(s, a) <= 0) { (void)seat; return; }
  s->tokens[pos] |= (uint8_t)(1u << a);
  ti4_emit(ev, TI4_EV_TOKEN_PLACED, a, pos, -1, 0, 0);
}

/* ---- Xuange (Empyrean commander) -------------------------------------------------
 * After another player moves ships into a system that contains 1 of your
 * command tokens: you may return that token to your reinforcements. The
 * registry checks the commander is unlocked (or lent by Alliance). */
static int xuange_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = other_moved(s, seat, e);
  if (rc) return rc;
  if (!((s->tokens[s->tac.pos] >> seat) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Xuange: you have no command token in the active system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void xuange_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (s->tac.pos >= TI4_MAX_MAP || !((s->tokens[s->tac.pos] >> seat) & 1)) return;
  (void)ev;                                   /* the `played` event says it */
  s->tokens[s->tac.pos] &= (uint8_t)~(1u << seat);
}

/* ---- Acamar (Empyrean agent) ------------------------------------------------------
 * After a player moves ships into a system that does not contain any
 * planets: you may exhaust this card; that player gains 1 command token,
 * placed in the pool they choose (20.2: asked). Refused when that player
 * has none in their reinforcements (20.3: it would do nothing). */
static int acamar_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!window_is(s, TI4_W_AFTER_MOVEMENT))
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("this is used after a player moves ships into a system (%s)"), ti4_seat_word(seat));
  int sys = s->map[s->tac.pos];
  if (sys < 0 || ti4_sys_nplanets(s, &ti4_systems[sys]) > 0)
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Acamar: the active system contains planets (%s)"), ti4_seat_word(seat));
  if (ti4_reinforcement_tokens(s, s->active) <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("%s has no command token in their reinforcements"), ti4_seat_word(s->active));
  return 0;
}
static void acamar_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  int a = s->active;
  if (a >= s->nseats || ti4_reinforcement_tokens(s, a) <= 0) return;
  ti4_ask_for(s, TI4_ASK_TOKENS, a, -1);      /* `choose tactic=N fleet=N strategy=N` (agenda_cards.c) */
  s->ask.arg[0] = 1;
}

/* ---- Foresight (Naalu) --------------------------------------------------------------
 * After another player moves ships into a system that contains 1 or more of
 * your ships: you may place 1 token from your strategy pool in an adjacent
 * system that does not contain another player's ships; move your ships from
 * the active system into that system. An ability's movement follows its own
 * text (58.9): no move values; never into a supernova (86.1; Magmus Reactor allows it), nor an
 * asteroid field without Antimass Deflectors (11.1), as Skilled Retreat; the ships
 * take what they transport in the space area with them (the LRR FAQ: any
 * effect that moves a ship lets it transport), as Skilled Retreat does. A
 * token where the Naalu have one already goes to their reinforcements and
 * the ships still move (20.6). */
static int foresight_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = other_moved(s, seat, e);
  if (rc) return rc;
  int at = s->tac.pos;
  if (!ships_at(s, seat, at))
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Foresight: you have no ships in the active system (%s)"), ti4_seat_word(seat));
  if (!s->p[seat].strategy)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Foresight spends a token from your strategy pool, and it is empty (%s)"), ti4_seat_word(seat));
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a system on the map by its tile number, e.g. play foresight 26 (%s)"), ti4_seat_word(seat));
  if (pos == at || !((ti4_move_adjacent_mask(s, at, seat, 0) >> pos) & 1))   /* neighbours, wormholes (6) */
    return ti4_fail(e, TI4_EILLEGAL, "6", N_("Foresight moves your ships into a system adjacent to the active system (%s)"), ti4_seat_word(seat));
  int an = ti4_systems[s->map[pos]].anomalies;
  if ((an & TI4_ANOM_SUPERNOVA) && !ti4_magmus_into(s, seat))   /* Magmus Reactor: into supernovas */
    return ti4_fail(e, TI4_EILLEGAL, "86.1", N_("a ship cannot move into a supernova (%s)"), ti4_seat_word(seat));
  if ((an & TI4_ANOM_ASTEROID) && !ti4_has_tech(s, seat, TI4_TECH_ANTIMASS_DEFLECTORS))
    return ti4_fail(e, TI4_EILLEGAL, "11.1", N_("a ship cannot move into an asteroid field (%s)"), ti4_seat_word(seat));
  for (int o = 0; o < s->nseats; o++)
    if (o != seat && ships_at(s, o, pos))
      return ti4_fail(e, TI4_EILLEGAL, "58.9", N_("Foresight: another player's ships are in system %s"), ti4_systems[s->map[pos]].id);
  return 0;
}
static size_t foresight_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, foresight_check);
}
static void foresight_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int at = s->tac.pos, q = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (q < 0 || at >= TI4_MAX_MAP || !s->p[seat].strategy) return;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  if (!((s->tokens[q] >> seat) & 1)) {            /* else back to reinforcements (20.6) */
    s->tokens[q] |= (uint8_t)(1u << seat);
    ti4_emit(ev, TI4_EV_TOKEN_PLACED, seat, q, -1, 0, 0);
  }
  ti4_space_area_move(s, seat, at, q, ev);
}

/* ---- Voidwatch (Empyrean technology) -----------------------------------------------
 * After a player moves ships into a system that contains 1 or more of your
 * units: they must give you 1 promissory note from their hand, if able. The
 * Empyrean plays it; the mover is asked which note (Diplomatic Pressure's
 * question, `choose N pX`: agenda_actions.c). Refused when the mover holds
 * no note in hand (how many a seat holds is public): it would do nothing. */
static int holds_note(const ti4_state *s, int seat) {
  for (int pn = 0; pn < TI4_NPROMISSORYS && pn < TI4_MAX_PROMISSORY; pn++)
    for (int o = 0; o < s->nseats; o++)
      if (s->pn_holder[pn][o] == seat && !((s->pn_in_play[pn] >> o) & 1)) return 1;
  return 0;
}
static int voidwatch_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = other_moved(s, seat, e);
  if (rc) return rc;
  if (!ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Voidwatch: you have no units in the active system (%s)"), ti4_seat_word(seat));
  if (!holds_note(s, s->active))
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("%s holds no promissory note to give"), ti4_seat_word(s->active));
  return 0;
}
static void voidwatch_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int a = s->active;
  if (a >= s->nseats || !holds_note(s, a)) return;
  ti4_ask_for(s, TI4_ASK_PRESSURE, a, -1);
  s->ask.arg[0] = (int16_t)seat;              /* who receives it */
}

/* ---- Aetherpassage (Empyrean) --------------------------------------------------------
 * After a player activates a system, you may allow that player to move their
 * ships through systems that contain your ships (this tactical action): a
 * bit of the tactical action that galaxy/tactical.c reads (58.4b). Offered
 * to the Empyrean after another player's activation when they have ships on
 * the board (public: action_phase.c). */
int ti4_aetherpassage_can(const ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || seat == s->active || s->p[seat].faction != TI4_FACTION_EMPYREAN) return 0;
  if ((s->tac.pass >> seat) & 1) return 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (ships_at(s, seat, pos)) return 1;
  return 0;
}
static int aetherpassage_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!window_is(s, TI4_W_AFTER_ACTIVATION) || seat == s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after another player activates a system (%s)"), ti4_seat_word(seat));
  if (!ti4_aetherpassage_can(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "58.4b", N_("Aetherpassage: you have no ships on the board, or allowed it already (%s)"), ti4_seat_word(seat));
  return 0;
}
static void aetherpassage_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  s->tac.pass = (uint8_t)(s->tac.pass | (1u << seat));
}

/* ---- Sh'val, Harbinger (Sardakk hero: Tekklar Conditioning) ----------------------
 * After you move ships into the active system: you may skip directly to the
 * "Commit Ground Forces" step (49.2) -- no space cannon offense, space
 * combat or bombardment. If you do, after you commit ground forces to land
 * on planets, purge this card and return each of your ships in the active
 * system to your reinforcements. A flag of the tactical action that
 * galaxy/tactical.c reads; the card is purged when played (the registry: a
 * hero), which is when the skip is certain. Refused while a SPACE CANNON
 * roll's hits wait to be assigned (Experimental Battlestation, 77.5). */
static int shval_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!window_is(s, TI4_W_AFTER_MOVEMENT) || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("this is used after you move ships into the active system (%s)"), ti4_seat_word(seat));
  if (s->combat.kind || !s->combat.cannon_on)
    return ti4_fail(e, TI4_EILLEGAL, "77.5", N_("the hits of a SPACE CANNON roll are assigned first (%s)"), ti4_seat_word(seat));
  return 0;
}
static void shval_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags2 |= TI4_TAC2_TEKKLAR;
}
/* After the commit (galaxy/tactical.c, once the landing step is over): the
 * active player's ships in the active system go back to reinforcements;
 * ground forces left in its space area have no capacity now and are
 * removed too (16.3). */
void ti4_tekklar_return(ti4_state *s, ti4_events *ev) {
  int a = s->active, pos = s->tac.pos;
  s->tac.flags2 &= (uint8_t)~TI4_TAC2_TEKKLAR;
  if (a >= TI4_MAX_SEATS || pos >= TI4_MAX_MAP) return;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = s->ships[pos][a][k];
    if (!n) continue;
    s->ships[pos][a][k] = 0;
    ti4_damaged_set(s, pos, a, k, 0);
    ti4_emit(ev, TI4_EV_REMOVED, a, k, pos, 0, n);   /* back into reinforcements, not destroyed */
  }
}

/* ---- Nullification Field (Xxcha technology) -----------------------------------------
 * After another player activates a system that contains 1 or more of your
 * ships: you may exhaust this card and spend 1 token from your strategy
 * pool; immediately end that player's turn (the action phase reads
 * tac.flags2 ENDED: no movement, no "after an action", the end of the turn).
 * Offered to its holder when it could use it (public: action_phase.c). */
int ti4_nullification_can(const ti4_state *s, int seat) {
  int t = TI4_TECH_NULLIFICATION_FIELD;
  if (seat < 0 || seat >= s->nseats || seat == s->active || !ti4_has_tech(s, seat, t)) return 0;
  if ((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1) return 0;
  return s->p[seat].strategy > 0 && ships_at(s, seat, s->tac.pos);
}
static int nullification_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!window_is(s, TI4_W_AFTER_ACTIVATION) || seat == s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after another player activates a system (%s)"), ti4_seat_word(seat));
  if (!ships_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Nullification Field: you have no ships in the active system (%s)"), ti4_seat_word(seat));
  if (!s->p[seat].strategy)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Nullification Field spends a token from your strategy pool, and it is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static void nullification_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (!s->p[seat].strategy) return;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  ti4_strategy_spent(s, seat, 1, ev);            /* Magmus */
}
static void nullification_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags2 |= TI4_TAC2_ENDED;
}

/* ---- Minister of Peace (law, elect player) ------------------------------------------
 * After a player activates a system that contains 1 or more units of a
 * player other than the active player: the owner of this card may discard
 * it; the active player's turn ends immediately (as Nullification Field:
 * tac.flags2 ENDED, read by the action phase once the window closes).
 * The law is public, so its owner is offered the window whenever the
 * active system holds another player's units (action_phase.c). */
static int peace_owner(const ti4_state *s) {
  int li = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_PEACE) : -1;
  if (li < 0 || TI4_TARGET_KIND(s->laws[li].elected) != TI4_T_PLAYER) return -1;
  return (int)TI4_TARGET_INDEX(s->laws[li].elected);
}
static int other_units_in_active(const ti4_state *s) {
  for (int o = 0; o < s->nseats; o++)
    if (o != s->active && ti4_units_at(s, o, s->tac.pos)) return 1;
  return 0;
}
int ti4_minister_of_peace_can(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && peace_owner(s) == seat && s->active < s->nseats &&
         !(s->tac.flags2 & TI4_TAC2_ENDED) && other_units_in_active(s);
}
static int peace_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->phase != TI4_PHASE_ACTION || !window_is(s, TI4_W_AFTER_ACTIVATION))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after a player activates a system (%s)"), ti4_seat_word(seat));
  if (!other_units_in_active(s))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Minister of Peace: the active system holds no units of a player other than the active player (%s)"), ti4_seat_word(seat));
  if (s->tac.flags2 & TI4_TAC2_ENDED)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Minister of Peace: the active player's turn ends already (%s)"), ti4_seat_word(seat));
  return 0;
}
static void peace_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m;
  ti4_law_remove(s, TI4_AGENDA_MINISTER_OF_PEACE, ev);   /* discarded (agenda discard pile) */
  s->tac.flags2 |= TI4_TAC2_ENDED;
}

/* ---- abilities that act by themselves at an activation -----------------------------
 * E-Res Siphons (Jol-Nar technology): after another player activates a
 * system that contains 1 or more of your ships, gain 4 trade goods;
 * Neuroglaive (Naalu technology): ... that player removes 1 token from
 * their fleet pool. No choice: the engine resolves it (each holder, in initiative order, 1.19). */
void ti4_activation_abilities(ti4_state *s, int pos, ti4_events *ev) {
  uint8_t ring[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, ring, 1);
  for (int i = 0; i < n; i++) {
    int o = ring[i];
    if (o != s->active && ti4_has_tech(s, o, TI4_TECH_E_RES_SIPHONS) && ships_at(s, o, pos))
      ti4_gain_tg(s, o, 4, ev);
    /* Neuroglaive (Naalu): that player removes 1 token from their fleet
     * pool; ships beyond it are then theirs to choose (37.3, common/excess.c) */
    if (o != s->active && ti4_has_tech(s, o, TI4_TECH_NEUROGLAIVE) && ships_at(s, o, pos) && s->p[s->active].fleet) {
      s->p[s->active].fleet--;
      ti4_emit_what(ev, TI4_EV_LOST, s->active, TI4_RES_FLEET, -1, 1);
    }
  }
}

static const ti4_ability rows[] = {
  { "stymie", TI4_AB_PROMISSORY, TI4_PROMISSORY_STYMIE, W(TI4_W_AFTER_MOVEMENT), 0,
    stymie_check, stymie_options, NULL, stymie_effect },
  { "xuange", TI4_AB_LEADER, TI4_LEADER_XUANGE, W(TI4_W_AFTER_MOVEMENT), 0,
    xuange_check, NULL, NULL, xuange_effect },
  { "acamar", TI4_AB_LEADER, TI4_LEADER_ACAMAR, W(TI4_W_AFTER_MOVEMENT), 0,
    acamar_check, NULL, NULL, acamar_effect },
  { "foresight", TI4_AB_FACTION, TI4_FACTION_NAALU, W(TI4_W_AFTER_MOVEMENT), 0,
    foresight_check, foresight_options, NULL, foresight_effect },
  { "voidwatch", TI4_AB_TECH, TI4_TECH_VOIDWATCH, W(TI4_W_AFTER_MOVEMENT), 0,
    voidwatch_check, NULL, NULL, voidwatch_effect },
  { "shval_harbinger", TI4_AB_LEADER, TI4_LEADER_SHVAL_HARBINGER, W(TI4_W_AFTER_MOVEMENT), 0,
    shval_check, NULL, NULL, shval_effect },
  { "nullification_field", TI4_AB_TECH, TI4_TECH_NULLIFICATION_FIELD, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_EXHAUST,
    nullification_check, NULL, nullification_pay, nullification_effect },
  { "minister_of_peace", TI4_AB_LAW, TI4_AGENDA_MINISTER_OF_PEACE, W(TI4_W_AFTER_ACTIVATION), 0,
    peace_check, NULL, NULL, peace_effect },
  { "aetherpassage", TI4_AB_FACTION, TI4_FACTION_EMPYREAN, W(TI4_W_AFTER_ACTIVATION), 0,
    aetherpassage_check, NULL, NULL, aetherpassage_effect },
};
const ti4_ability_table ti4_ab_tactical_windows = { rows, sizeof rows / sizeof rows[0] };
