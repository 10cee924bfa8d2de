/* action_phase.c -- the action phase (LRR 3, RU 82): turns in initiative
 * order (48), one action a turn -- strategic, tactical or component -- or a
 * pass; no pass before the strategic action of every strategy card held
 * (3.4); passed players get no more turns, and one left alone takes turn
 * after turn (3.5, RU 82.5 comment 4); then the status phase.
 *
 * A strategic action resolves the primary (strategy_cards.c), then offers the
 * secondary to every other player clockwise from the active player's left
 * (pending SECONDARY: follow or pass). The card's effects may ask choices in
 * between; the step machine below resumes where they leave it.
 *
 * Every turn is framed by a start-of-turn and an end-of-turn window (RU 82
 * comments 2-4), each a ring in initiative order from the active player
 * (1.19) offered to every seat: the turn on which a player passes has both,
 * and a player left alone still takes separate turns, each with both.
 *
 * Inside the turn (LRR 1.19, 2; the cards are records in actions.c):
 * - a strategic action is declared first; "when a player would perform a
 *   strategic action" (Coup d'Etat) is a ring over the other seats before it
 *   resolves, and the card is exhausted only when it does;
 * - an action card played as the component action is discarded; "after a
 *   player discards an action card with a component action" (Reverse
 *   Engineer) is a ring over the other seats once it resolved or was
 *   cancelled;
 * - "after you perform an action" (Master Plan, the Keleres commander) is a
 *   window after every action, before the end-of-turn window. It is offered
 *   to the active player only: every ability of that timing is the acting
 *   player's own ("after YOU perform"), and the same one seat is asked after
 *   every action whatever anybody holds, so being asked tells nobody
 *   anything (the protocol's reason for offering every window to everyone).
 *   An additional action it grants is taken at once, in the same turn (no
 *   new start-of-turn window); `pass` then declines it and ends the turn
 *   without passing for the round (3.3 is a pass instead of the turn's
 *   action). */
#include "agenda_rules.h"
#include "round.h"
#include "turn.h"
#include "galaxy.h"
#include "exploration.h"
#include "techs.h"
#include "deeds.h"
#include "combat_abilities.h"
#include "movement.h"
#include "tactical_windows.h"
#include "mahact.h"
#include "activation.h"
#include "techs2.h"          /* Chaos Mapping */
#include "production.h"      /* War Machine */

void ti4_note_activated(ti4_state *s, int seat, int pos, ti4_events *ev);   /* notes.c */

static int all_passed(const ti4_state *s) {
  for (int i = 0; i < s->nseats; i++)
    if (!s->p[i].eliminated && !s->p[i].passed) return 0;
  return 1;
}

/* The next player in initiative order after the active one who has not
 * passed; the active player again if only they remain (RU 82.5 comment 4). */
static int next_player(const ti4_state *s) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, order, 1);
  for (int i = 1; i <= n; i++) {
    int seat = order[i % n];
    if (!s->p[seat].passed) return seat;
  }
  return TI4_NOBODY;
}

/* Strategy cards the seat holds whose strategic action is still to come. */
static int unused_cards(const ti4_state *s, int seat, int *one) {
  int n = 0;
  for (int c = 0; c < 8; c++)
    if (s->sc_holder[c] == seat && !((s->sc_exhausted >> c) & 1)) { n++; if (one) *one = c; }
  return n;
}

static void advance(ti4_state *s, ti4_events *ev) {
  if (s->ag.flags & TI4_AGF_NEXUS) {           /* the Xxcha hero's Nexus goes on after a choice */
    ti4_nexus_resume(s, ev);
    if (s->pending.kind != TI4_PEND_NONE) return;
  }
  switch (s->step) {
  case AP_START: {
    uint8_t order[TI4_MAX_SEATS];
    for (int i = 0; i < s->nseats; i++) s->p[i].passed = 0;
    ti4_deeds_clear(s);                         /* action-phase objectives' deeds (61.5b) */
    int n = ti4_initiative_order(s, order, 0);
    s->active = n ? order[0] : TI4_NOBODY;
    s->step = AP_TURN;
    if (s->active != TI4_NOBODY) ti4_emit(ev, TI4_EV_TURN, s->active, -1, -1, 0, 0);
    return;
  }
  case AP_TURN:
    if (all_passed(s)) {                        /* 3.5: everyone passed */
      /* The last player to pass may score before the phase ends (Prove
       * Endurance, 61.5b): always asked, so it tells nobody what it holds. */
      if (!s->deeds.asked && s->active < s->nseats) {
        s->deeds.asked = 1;
        ti4_set_pending(s, TI4_PEND_SCORE, s->active, 0);
        return;
      }
      s->active = TI4_NOBODY;
      ti4_enter_phase(s, TI4_PHASE_STATUS, ev);
      return;
    }
    if (s->p[s->active].passed) { s->step = AP_NEXT; return; }
    memset(s->ag.transacted, 0, sizeof s->ag.transacted);   /* 94.1: once per neighbour per turn */
    s->offer.tcs_pair = 0;                     /* Temporal Command Suite's transaction: not into another turn */
    s->captured.replenished = 0;                /* The Stillness of Stars: this turn's replenishments */
    s->sc_flags = 0;                            /* a new turn: no additional action */
    s->tac.flags = 0;
    s->tac.hub = 0;
    s->substep = 0;
    s->step = AP_ACT;                           /* after the start-of-turn window */
    ti4_window_open_default(s, TI4_W_TURN_START, ev);
    return;
  case AP_ACT:
    ti4_set_pending(s, TI4_PEND_TURN, s->active, 0);
    return;
  case AP_DECLARED: {                          /* nobody stopped it: it resolves */
    int c = s->sc_card & 7;
    s->sc_exhausted |= (uint8_t)(1u << c);
    s->sc_pos = 1;                              /* sc_free: cleared at the declaration (Acquiescence sets it before) */
    s->step = AP_SECONDARY;
    ti4_sc_primary(s, s->active, c, ev);
    return;
  }
  case AP_DISCARDED: {
    int card = (s->substep & 0x7F) - 1;
    if (card >= 0 && !(s->substep & 0x80) && ti4_keleres_unlock_ask(s, s->active)) {
      s->substep |= 0x80;                       /* asked once (Suffi An's unlock: cards/leaders.c) */
      return;
    }
    s->substep = 0;
    s->step = AP_AFTER_ACTION;
    uint8_t order[TI4_MAX_SEATS];
    int n = ti4_initiative_order(s, order, 1);   /* 1.19: from the active player, who discarded */
    if (card < 0 || n < 2) return;
    ti4_window_open(s, TI4_W_AFTER_DISCARD, order + 1, n - 1, ev);
    ti4_window *w = ti4_window_top(s);
    if (w && w->id == TI4_W_AFTER_DISCARD) {
      w->opener = s->active;
      w->play.card = (int16_t)ti4_ability_by_content(TI4_AB_ACTION, card);   /* the card it answers */
      w->play.seat = s->active;
    }
    return;
  }
  case AP_TACTICAL:
    if (s->tac.flags2 & TI4_TAC2_ENDED) {      /* Nullification Field: the turn ends now */
      s->tac.flags2 &= (uint8_t)~TI4_TAC2_ENDED;
      if (s->tok.coalesce) {                   /* no ground combat step for Awaken's PDS (Coalescence): the */
        int n = __builtin_popcount(s->tok.coalesce);   /* engine returns them to reinforcements (README: not modelled) */
        s->tok.coalesce = 0;
        ti4_emit(ev, TI4_EV_REMOVED, s->active, TI4_UT_PDS, s->tac.pos, 0, n);
      }
      s->step = AP_END_TURN;
      return;
    }
    if (ti4_tactical_advance(s, ev)) return;
    if (s->tac.flags2 & TI4_TAC2_COMBAT) {     /* the component action's combat is over: no tactical action ended */
      s->tac.flags2 = 0;
      s->step = AP_AFTER_ACTION;
      return;
    }
    s->tac.hub = 0;                            /* Emissary Taivra: for this tactical action only */
    ti4_explore_after_tactical(s, ev);         /* Dark Energy Tap (35.4): exploration.c */
    /* Fleet Logistics: "when you would perform a tactical action, you may
     * perform 2 tactical actions instead of 1": the second is offered now
     * (a tactical action or `pass`, which declines it); the "after an
     * action" window follows both. */
    if (ti4_has_tech(s, s->active, TI4_TECH_FLEET_LOGISTICS) && !(s->tac.flags & TI4_TAC_SECOND) &&
        s->p[s->active].tactic > 0) {
      s->tac.flags |= TI4_TAC_OFFER;
      s->step = AP_ACT;
      return;
    }
    s->step = AP_AFTER_ACTION;
    return;
  case AP_AFTER_ACTION:
    s->step = AP_AFTER_DONE;
    ti4_window_open(s, TI4_W_AFTER_ACTION, &s->active, 1, ev);
    return;
  case AP_AFTER_DONE:
    if (s->sc_flags & APF_EXTRA) {              /* Master Plan: one more action, now */
      s->sc_flags = (uint8_t)(((s->sc_flags & APF_EXTRA) - 1) | APF_IN_EXTRA);
      s->step = AP_ACT;
      return;
    }
    s->step = AP_END_TURN;
    return;
  case AP_SECONDARY: {
    while (s->sc_pos < s->nseats && s->p[(s->active + s->sc_pos) % s->nseats].eliminated) s->sc_pos++;
    if (s->sc_pos >= s->nseats) { s->step = AP_AFTER_ACTION; return; }
    ti4_set_pending(s, TI4_PEND_SECONDARY, (s->active + s->sc_pos) % s->nseats, 0);
    return;
  }
  case AP_END_TURN:
    s->step = AP_NEXT;                          /* after the end-of-turn window */
    ti4_window_open_default(s, TI4_W_TURN_END, ev);
    return;
  case AP_NEXT:
  default: {
    s->tok.laws_blank = 0;                      /* Law's Order: until the end of the Keleres' turn */
    if (all_passed(s)) { s->step = AP_TURN; return; }
    int nx = next_player(s);
    s->active = (uint8_t)nx;
    s->step = AP_TURN;
    ti4_emit(ev, TI4_EV_TURN, nx, -1, -1, 0, 0);
    return;
  }
  }
}

/* The card a strategic action names; "strategic" alone means the only
 * unused card. -1 with *e filled when it is missing or ambiguous. */
static int card_of(const ti4_state *s, const ti4_move *m, int *rc, ti4_error *e) {
  int one = -1;
  if (m->card >= 0) return m->card;
  int n = unused_cards(s, m->seat, &one);
  if (n == 1) return one;
  if (n == 0) *rc = ti4_fail(e, TI4_EILLEGAL, "3.2", N_("you have no strategy card left to use (%s)"), ti4_seat_word(m->seat));
  else *rc = ti4_fail(e, TI4_ESYNTAX, "3.2", N_("you hold two strategy cards: name one (%s)"), ti4_seat_word(m->seat));
  return -1;
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
/* A component action that starts a combat (Benediction) rolls at once: as
 * the tactical action's moves, it is refused while the `dice` queue holds
 * too few rolls for it (simulated on a copy, in a frame of its own). */
__attribute__((noinline)) static int component_dice(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  apply(&tmp, m, NULL);
  if (!(tmp.tac.flags2 & TI4_TAC2_COMBAT)) return 0;
  tmp.combat.short_dice = 0;
  ti4_tactical_advance(&tmp, NULL);
  if (tmp.combat.short_dice)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("this needs more dice than are queued: queue the rolls first with dice N,N,... (%s)"), "dice");
  return 0;
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (s->pending.kind >= TI4_PEND_MOVE && s->pending.kind <= TI4_PEND_BOMBARD) return ti4_tactical_check(s, m, e);
  if (s->pending.kind == TI4_PEND_SCORE)      /* the last to pass: `score` is the engine's (61.5b) */
    return m->kind == TI4_MV_PASS ? 0 : ti4_fail(e, TI4_EILLEGAL, "61.5", N_("score an action-phase objective or pass (%s)"), ti4_seat_word(m->seat));
  if (s->pending.kind == TI4_PEND_SECONDARY) {
    if (m->kind == TI4_MV_PASS) return 0;
    if (m->kind == TI4_MV_PLAY) {               /* War Machine, before Warfare's production */
      int rc = ti4_sc_secondary_produces(s, m->seat, e);
      return rc ? rc : ti4_ability_check_production(s, m->seat, m, e);
    }
    if (m->kind != TI4_MV_SECONDARY)
      return ti4_fail(e, TI4_EILLEGAL, "3.2", N_("follow the secondary ability or pass (%s)"), ti4_seat_word(m->seat));
    return ti4_sc_secondary_check(s, m->seat, m, e);
  }
  if (s->pending.kind != TI4_PEND_TURN)
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("no turn is being taken now (%s)"), ti4_seat_word(m->seat));
  const ti4_player *p = &s->p[m->seat];
  if ((s->tac.flags & TI4_TAC_OFFER) && m->kind != TI4_MV_TACTICAL && m->kind != TI4_MV_PASS)
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("Fleet Logistics: perform the second tactical action, or pass to decline it (%s)"), ti4_seat_word(m->seat));
  switch (m->kind) {
  case TI4_MV_STRATEGIC: {
    int rc = 0, c = card_of(s, m, &rc, e);
    if (rc) return rc;
    if (c < 0 || c >= 8) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown strategy card %s"), c);
    if (s->sc_holder[c] != m->seat)
      return ti4_fail(e, TI4_EILLEGAL, "82.1", N_("you do not hold %s"), ti4_strategies[c].id);
    if ((s->sc_exhausted >> c) & 1)
      return ti4_fail(e, TI4_EILLEGAL, "82.1", N_("%s has been used this round (exhausted)"), ti4_strategies[c].id);
    return ti4_sc_primary_check(s, m->seat, c, e);
  }
  case TI4_MV_TACTICAL: {
    int pos = m->card >= 0 ? ti4_system_pos(s, m->card) : -1;
    if (pos < 0)
      return m->card >= 0 && m->card < TI4_NSYSTEMS
             ? ti4_fail(e, TI4_EILLEGAL, "89.1", N_("system %s is not on the map"), ti4_systems[m->card].id)
             : ti4_fail_num(e, TI4_EILLEGAL, "89.1", N_("system %s is not on the map"), m->card);
    if (((s->tokens[pos] >> m->seat) & 1) && !ti4_viroset(s, m->seat))   /* Il Na Viroset (mahact.c) */
      return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("your command token is already in system %s"), ti4_systems[m->card].id);
    if (p->tactic == 0)
      return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("your tactic pool is empty (%s)"), ti4_seat_word(m->seat));
    if (ti4_chaos_mapping_bars(s, m->seat, pos))          /* cards/techs2.c */
      return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Chaos Mapping: another player's ships are in asteroid field %s, which you cannot activate"), ti4_systems[m->card].id);
    return 0;
  }
  case TI4_MV_COMPONENT: {
    int rc = ti4_ability_check(s, m->seat, m, e);
    return rc || !s->dice_fixed ? rc : component_dice(s, m, e);
  }
  case TI4_MV_PASS: {
    int one = -1;
    if ((s->sc_flags & APF_IN_EXTRA) || (s->tac.flags & TI4_TAC_OFFER)) return 0;  /* declines the additional / second action */
    if (unused_cards(s, m->seat, &one))
      return ti4_fail(e, TI4_EILLEGAL, "3.4", N_("you cannot pass before the strategic action of %s"), ti4_strategies[one].id);
    return 0;
  }
  default:
    if (m->kind == TI4_MV_PLAY && ti4_ability_get(m->card) && (ti4_ability_get(m->card)->flags & TI4_ABF_PRODUCTION))
      return ti4_ability_check(s, m->seat, m, e);   /* War Machine: refused with its timing (68) */
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("take a strategic, tactical or component action, or pass (%s)"), ti4_seat_word(m->seat));
  }
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (s->step == AP_TURN && s->deeds.asked && all_passed(s)) {   /* the last to pass asked to score */
    ti4_emit(ev, TI4_EV_PASSED, m->seat, -1, TI4_PASS_SCORE, 0, 0);   /* the phase ends */
    return;
  }
  if (s->step == AP_TACTICAL) { ti4_tactical_apply(s, m, ev); return; }
  if (s->step == AP_SECONDARY) {
    if (m->kind == TI4_MV_PLAY) { ti4_ability_play(s, m->seat, m, ev); return; }   /* War Machine: then asked again */
    s->sc_pos++;                              /* before the effect: it may ask */
    ti4_production_war_machine_end(s, m->seat);   /* War Machine: for this decision only (its effect is read by the follow) */
    if (m->kind == TI4_MV_PASS) { ti4_emit(ev, TI4_EV_PASSED, m->seat, -1, TI4_PASS_SECONDARY, 0, 0); return; }
    ti4_sc_secondary(s, m->seat, m, ev);
    return;
  }
  if (m->kind != TI4_MV_PASS)                 /* what "after an action" answers */
    s->sc_flags = (uint8_t)((s->sc_flags & (APF_EXTRA | APF_IN_EXTRA)) | (m->kind & 0x0F) << APF_KIND_SHIFT);
  switch (m->kind) {
  case TI4_MV_STRATEGIC: {
    int rc = 0, c = card_of(s, m, &rc, NULL);
    if (rc || c < 0) return;
    s->sc_card = (uint8_t)c;                  /* declared; exhausted when it resolves */
    s->sc_free = 0;                           /* who follows free: Acquiescence (when_strategic_action), Trade */
    s->step = AP_DECLARED;
    uint8_t order[TI4_MAX_SEATS];
    int n = ti4_initiative_order(s, order, 1);
    if (n >= 2) ti4_window_open(s, TI4_W_WHEN_STRATEGIC, order + 1, n - 1, ev);   /* the others, 1.19 */
    ti4_window *w = ti4_window_top(s);
    if (w && w->id == TI4_W_WHEN_STRATEGIC) w->opener = m->seat;
    return;
  }
  case TI4_MV_TACTICAL: {
    int pos = ti4_system_pos(s, m->card);
    if (pos < 0) return;                 /* checked: a system on the map */
    s->p[m->seat].tactic--;
    int again = (s->tokens[pos] >> m->seat) & 1;   /* Il Na Viroset: both tokens back to reinforcements */
    if (again) s->tokens[pos] &= (uint8_t)~(1u << m->seat);
    else s->tokens[pos] |= (uint8_t)(1u << m->seat);
    ti4_emit(ev, TI4_EV_ACTIVATED, m->seat, pos, m->card, 0, 0);
    ti4_deeds_tactical(s, m->seat);            /* Betray a Friend: the notes in play now */
    ti4_note_activated(s, m->seat, pos, ev);   /* Support for the Throne */
    ti4_tactical_begin(s, pos);          /* movement, landing, production (89.2-89.5) */
    if (again) s->tac.flags2 |= TI4_TAC2_ENDED;   /* ... and the turn ends (after the activation's window) */
    ti4_activation_abilities(s, pos, ev);   /* E-Res Siphons (tactical_windows.c) */
    s->step = AP_TACTICAL;
    /* "after you activate a system" (Flank Speed, Lost Star Chart): the
     * active player's own, offered to them after every activation, as the
     * "after an action" window is; then, clockwise (1.19), the seats that
     * could answer it: Aetherstream's holder, Ceasefire's (combat_cards.c),
     * the Empyrean for Aetherpassage, Nullification Field's holder
     * (tactical_windows.c) */
    uint8_t seats[TI4_MAX_SEATS] = {s->active};
    int n = 1;
    for (int i = 1; i < s->nseats && i < TI4_MAX_SEATS; i++) {
      int o = (s->active + i) % s->nseats;
      if (ti4_aetherstream_can(s, o) || ti4_ceasefire_can(s, o) || ti4_aetherpassage_can(s, o) ||
          ti4_nullification_can(s, o) || ti4_minister_of_peace_can(s, o) || ti4_starlancer_can(s, o) || ti4_activation_can(s, o) ||   /* Captain Mendosa, I48S, So Ata (activation.c) */
          ti4_movement_cards_can(s, o)) seats[n++] = (uint8_t)o;   /* Counterstroke, Forward Supply Base */
      else if (ti4_taivra_can(s, o)) seats[n++] = (uint8_t)o;   /* Emissary Taivra (ghosts.c) */
    }
    ti4_window_open(s, TI4_W_AFTER_ACTIVATION, seats, n, ev);
    return;
  }
  case TI4_MV_COMPONENT: {
    const ti4_ability *a = ti4_ability_get(m->card);
    s->step = AP_AFTER_ACTION;
    if (a && a->src == TI4_AB_ACTION) {        /* the card goes to the discard pile */
      s->step = AP_DISCARDED;
      s->substep = (uint8_t)(a->content + 1);
    }
    ti4_ability_play(s, m->seat, m, ev);       /* an effect may move the step on (Mathis) */
    if (s->tac.flags2 & TI4_TAC2_COMBAT) {     /* a space combat, no tactical action (Benediction) */
      ti4_tactical_combat_only(s, ev);
      s->step = AP_TACTICAL;
    }
    return;
  }
  case TI4_MV_PASS:
    if (s->tac.flags & TI4_TAC_OFFER) {        /* declines Fleet Logistics' second tactical action */
      s->tac.flags &= (uint8_t)~TI4_TAC_OFFER;
      s->step = AP_AFTER_ACTION;
      return;
    }
    if (!(s->sc_flags & APF_IN_EXTRA)) {       /* else: declines it */
      s->p[m->seat].passed = 1;
      ti4_deeds_passed(s, m->seat);            /* the last to pass (Prove Endurance) */
    }
    ti4_emit(ev, TI4_EV_PASSED, m->seat, -1, s->sc_flags & APF_IN_EXTRA ? TI4_PASS_EXTRA : TI4_PASS_ROUND, 0, 0);
    s->step = AP_END_TURN;
    return;
  default:
    return;
  }
}

static size_t legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int seat = s->pending.seat;
  ti4_move m;
  if (s->pending.kind >= TI4_PEND_MOVE && s->pending.kind <= TI4_PEND_BOMBARD) return ti4_tactical_legal(s, out, cap);
  if (s->pending.kind == TI4_PEND_SCORE) {
    ti4_move_blank(&m, seat, TI4_MV_PASS);
    m.arg[0] = 0;
    if (cap) out[0] = m;
    return 1;
  }
  if (s->pending.kind == TI4_PEND_SECONDARY) {
    k = ti4_sc_secondary_legal(s, seat, out, cap);
    if (!ti4_sc_secondary_produces(s, seat, NULL))   /* War Machine */
      k += ti4_ability_list_production(s, seat, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
    ti4_move_blank(&m, seat, TI4_MV_PASS);
    m.arg[0] = 0;
    if (k < cap) out[k] = m;
    return k + 1;
  }
  if (s->pending.kind != TI4_PEND_TURN) return 0;
  int second = (s->tac.flags & TI4_TAC_OFFER) != 0;   /* Fleet Logistics: tactical or pass */
  for (int c = 0; c < 8 && !second; c++) {
    if (s->sc_holder[c] != seat || ((s->sc_exhausted >> c) & 1)) continue;
    ti4_move_blank(&m, seat, TI4_MV_STRATEGIC);
    m.card = (int16_t)c;
    if (ti4_sc_primary_check(s, seat, c, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  ti4_move_blank(&m, seat, TI4_MV_STRATEGIC);   /* plain `strategic`: the one card left */
  if (!check(s, &m, NULL)) {
    if (k < cap) out[k] = m;
    k++;
  }
  if (s->p[seat].tactic > 0)
    for (int pos = 0; pos < s->nmap; pos++) {
      if (s->map[pos] < 0 || (((s->tokens[pos] >> seat) & 1) && !ti4_viroset(s, seat))) continue;
      if (ti4_chaos_mapping_bars(s, seat, pos)) continue;   /* as check refuses */
      ti4_move_blank(&m, seat, TI4_MV_TACTICAL);
      m.card = s->map[pos];
      if (k < cap) out[k] = m;
      k++;
    }
  if (!second) k += ti4_ability_list(s, seat, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
  if (!unused_cards(s, seat, NULL) || (s->sc_flags & APF_IN_EXTRA) || second) {
    ti4_move_blank(&m, seat, TI4_MV_PASS);
    m.arg[0] = 0;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

const ti4_phase_ops ti4_action_ops = { advance, NULL, check, apply, legal };
