/* actions.c -- the non-agenda action cards (base + PoK decks) whose effects
 * touch only modelled state: Sabotage, the strategy-phase cards and the
 * component actions ("Action:", LRR 1.5 / 2) that need no movement or
 * combat. Cards that need the galaxy map's movement or combat have no record
 * here, so `play` of them answers "not modelled yet" (move.c).
 * Card texts are paraphrased in the comments. */
#include "agenda_rules.h"
#include "rng.h"
#include "ability_index.h"
#include "turn.h"
#include "units.h"
#include "round.h"

#define W(id) (1u << (id))
#define PLANET_OF(m) ((int)TI4_TARGET_INDEX((m)->target))
#define IS(m, kind) (TI4_TARGET_KIND((m)->target) == (kind))

static int owned_by(const ti4_state *s, int planet, int seat) {
  return planet >= 0 && planet < TI4_NPLANETS && s->planet_owner[planet] == seat;
}
static int is_home(int planet) { return ti4_planets[planet].home_of >= 0; }

static ti4_move with_target(const ti4_move *base, uint16_t t) {
  ti4_move m = *base;
  m.target = t;
  return m;
}


static size_t opt_others(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = 0; i < s->nseats; i++) {
    if (i == seat || !ti4_seat_valid(s, i)) continue;
    if (k < cap) out[k] = with_target(base, TI4_TARGET(TI4_T_PLAYER, i));
    k++;
  }
  return k;
}

static int other_player(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (!IS(m, TI4_T_PLAYER) || t == seat || !ti4_seat_valid(s, t))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name another player (%s)"), ti4_seat_word(seat));
  return 0;
}

/* ---- Sabotage: when another player plays an action card, cancel it. ------
 * Played into the TI4_W_ACTION_PLAYED window of that card (abilities.c); it
 * is an action card itself, so it opens its own answer window above. One
 * Sabotage per card: a second card of the same name cannot answer the same
 * card in the same window (RU 85 comment 6, LRR 2.6b: the registry's
 * per-window uses refuse it); a Sabotage that is itself cancelled does not
 * count, so another may answer the card (2.6b "canceled cards are not
 * treated as being played"). */
static int sabotage_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_ACTION_PLAYED || w->opener == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Sabotage answers another player's action card (%s)"), ti4_seat_word(seat));
  if (w->cancelled)
    return ti4_fail(e, TI4_EILLEGAL, "2.6b", N_("that card is already cancelled (%s)"), ti4_seat_word(seat));
  if (ti4_ability_is(w->play.card, TI4_AB_ACTION, TI4_ACTION_SABOTAGE))   /* the card's text */
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Sabotage cancels an action card other than Sabotage (%s)"), ti4_seat_word(seat));
  return 0;
}
static void sabotage_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  ti4_window_top(s)->answered = 1;   /* still the answered card's window */
}
/* The action card whose "when it is played" window is on top is cancelled
 * (Sabotage; Instinct Training, techs2.c): the window closes and the card
 * is not treated as played in the window below it (2.6b). */
void ti4_action_cancel_top(ti4_state *s);
void ti4_action_cancel_top(ti4_state *s) {
  ti4_window *w = ti4_window_top(s);
  if (!w || w->id != TI4_W_ACTION_PLAYED) return;
  w->cancelled = 1;
  w->passes = w->n;                  /* nothing is left to answer: it closes */
  if (s->nwin >= 2) {                /* not treated as played (2.6b) */
    ti4_window *below = &s->win[s->nwin - 2];
    ti4_ability_forget(below, &w->play);
    if (ti4_ability_is(w->play.card, TI4_AB_ACTION, TI4_ACTION_SABOTAGE)) below->answered = 0;
  }
}
static void sabotage_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  ti4_action_cancel_top(s);   /* our own answer window is closed: the top is the sabotaged card's */
}

/* ---- Summit: at the start of the strategy phase, gain 2 command tokens.
 * play summit TACTIC FLEET STRATEGY (summing to 2). */
static int summit_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s;
  int a = m->arg[0] < 0 ? 0 : m->arg[0], b = m->arg[1] < 0 ? 0 : m->arg[1], c = m->arg[2] < 0 ? 0 : m->arg[2];
  if (a + b + c != 2)
    return ti4_fail(e, TI4_EILLEGAL, "20", N_("Summit gives exactly 2 tokens: TACTIC FLEET STRATEGY (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t summit_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  (void)s; (void)seat;
  size_t k = 0;
  for (int a = 0; a <= 2; a++)
    for (int b = 0; a + b <= 2; b++, k++)
      if (k < cap) {
        out[k] = *base;
        out[k].arg[0] = (int16_t)a; out[k].arg[1] = (int16_t)b; out[k].arg[2] = (int16_t)(2 - a - b);
      }
  return k;
}
static void summit_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_player *p = &s->p[seat];
  int a = m->arg[0] < 0 ? 0 : m->arg[0], b = m->arg[1] < 0 ? 0 : m->arg[1], c = m->arg[2] < 0 ? 0 : m->arg[2];
  p->tactic = (uint8_t)(p->tactic + a);
  p->fleet = (uint8_t)(p->fleet + b);
  p->strategy = (uint8_t)(p->strategy + c);
  if (a) ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TACTIC, -1, a);
  if (b) ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_FLEET, -1, b);
  if (c) ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_STRATEGY, -1, c);
}

/* ---- Manipulate Investments: at the start of the strategy phase, put 5 tg
 * from the supply on strategy cards, on at least 3 different cards.
 * play manipulate_investments IC IC IC [IC]: I = initiative 1-8, C = count. */
static int invest_parse(const ti4_move *m, int per[8]) {
  int total = 0, cards = 0;
  memset(per, 0, sizeof(int) * 8);
  for (int i = 0; i < 4; i++) {
    if (m->arg[i] < 0) continue;
    int card = m->arg[i] / 10 - 1, n = m->arg[i] % 10;
    if (card < 0 || card > 7 || n < 1 || per[card]) return -1;
    per[card] = n; total += n; cards++;
  }
  return total == 5 && cards >= 3 ? 0 : -1;
}
static int invest_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s;
  int per[8];
  if (invest_parse(m, per))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("5 trade goods on at least 3 cards: e.g. 13 21 31 = 3 on leadership, 1 on diplomacy, 1 on politics (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t invest_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  (void)s; (void)seat;                 /* a sample; the set is large (one kind) */
  size_t k = 0;
  for (int c = 1; c <= 6; c++, k++)
    if (k < cap) {
      out[k] = *base;
      out[k].arg[0] = (int16_t)(c * 10 + 3);
      out[k].arg[1] = (int16_t)((c + 1) * 10 + 1);
      out[k].arg[2] = (int16_t)((c + 2) * 10 + 1);
    }
  return k;
}
static void invest_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int per[8];
  if (invest_parse(m, per)) return;
  for (int i = 0; i < 8; i++) s->sc_tg[i] = (uint8_t)(s->sc_tg[i] + per[i]);
}

/* ---- component actions ---------------------------------------------------- */
/* Economic Initiative: ready each cultural planet you control. */
static void economic_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  for (int i = 0; i < TI4_NPLANETS; i++)
    if (owned_by(s, i, seat) && (ti4_planet_traits(s, i) & TI4_TRAIT_CULTURAL) &&
        (s->planet_flags[i] & TI4_PF_EXHAUSTED)) {
      s->planet_flags[i] &= (uint8_t)~TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_READIED, seat, i, -1, 0, 0);
    }
}

/* Industrial Initiative: 1 tg per industrial planet you control. */
static void industrial_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int n = 0;
  for (int i = 0; i < TI4_NPLANETS; i++)
    if (owned_by(s, i, seat) && (ti4_planet_traits(s, i) & TI4_TRAIT_INDUSTRIAL)) n++;
  if (n) ti4_gain_tg(s, seat, n, ev);
}

/* Mining Initiative: tg equal to the greatest resource value among your planets. */
static void mining_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int best = 0;
  for (int i = 0; i < TI4_NPLANETS; i++)
    if (owned_by(s, i, seat) && ti4_planet_resources(s, i) > best) best = ti4_planet_resources(s, i);
  if (best) ti4_gain_tg(s, seat, best, ev);
}

/* Repeal Law: discard 1 law from play. play repeal_law LAW */
static int repeal_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!IS(m, TI4_T_LAW) || ti4_law_index(s, (int)TI4_TARGET_INDEX(m->target)) < 0)   /* blank ones too (Law's Order) */
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a law in play (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t repeal_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  (void)seat;
  size_t k = 0;
  for (int i = 0; i < s->nlaws; i++, k++)
    if (k < cap) out[k] = with_target(base, TI4_TARGET(TI4_T_LAW, s->laws[i].agenda));
  return k;
}
static void repeal_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  ti4_law_remove(s, (int)TI4_TARGET_INDEX(m->target), ev);
}

/* Spy: the chosen player gives you 1 random action card from their hand. */
static void spy_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (!s->p[t].nhand || s->p[seat].nhand >= TI4_MAX_HAND) return;
  int idx = (int)ti4_rng_below(s->rng, s->p[t].nhand);
  int card = s->p[t].hand[idx];
  ti4_hand_remove(s, t, idx);
  ti4_hand_add(s, seat, card);
  ti4_emit_what(ev, TI4_EV_LOST, t, TI4_RES_ACTION, -1, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_ACTION, -1, 1);
}

/* Insubordination: 1 token from another player's tactic pool to their
 * reinforcements. */
static void insub_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (!s->p[t].tactic) return;
  s->p[t].tactic--;
  ti4_emit_what(ev, TI4_EV_LOST, t, TI4_RES_TACTIC, -1, 1);
}

/* Unexpected Action: remove 1 of your command tokens from the board (to your
 * reinforcements). play unexpected_action POSITION */
static int unexpected_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0];
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || !((s->tokens[pos] >> seat) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a map position with your command token (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t unexpected_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++)
    if ((s->tokens[i] >> seat) & 1) {
      if (k < cap) { out[k] = *base; out[k].arg[0] = (int16_t)i; }
      k++;
    }
  return k;
}
static void unexpected_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->tokens[m->arg[0]] &= (uint8_t)~(1u << seat);
}

/* Rise of a Messiah: 1 infantry on each planet you control. */
static void messiah_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  for (int i = 0; i < TI4_NPLANETS; i++)
    if (owned_by(s, i, seat) && s->planet_units[i][0] < 255) s->planet_units[i][0]++;
}

/* Frontline Deployment: 3 infantry on 1 planet you control. */
static int own_planet_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!IS(m, TI4_T_PLANET) || !owned_by(s, PLANET_OF(m), seat))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a planet you control (%s)"), ti4_seat_word(seat));
  return 0;
}
static void frontline_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int p = PLANET_OF(m);
  s->planet_units[p][0] = (uint8_t)(s->planet_units[p][0] + 3 > 255 ? 255 : s->planet_units[p][0] + 3);
}

/* A planet controlled by another player. */
static int enemy_planet(const ti4_state *s, int seat, const ti4_move *m) {
  if (!IS(m, TI4_T_PLANET)) return 0;
  int p = PLANET_OF(m), o = p < TI4_NPLANETS ? s->planet_owner[p] : TI4_NOBODY;
  return o != TI4_NOBODY && o != seat;
}

/* Uprising: exhaust 1 non-home planet another player controls, then gain tg
 * equal to its resources. */
static int uprising_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!enemy_planet(s, seat, m) || is_home(PLANET_OF(m)) || (s->planet_flags[PLANET_OF(m)] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a ready non-home planet another player controls (%s)"), ti4_seat_word(seat));
  return 0;
}
static void uprising_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int p = PLANET_OF(m);
  s->planet_flags[p] |= TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_EXHAUSTED, s->planet_owner[p], p, -1, 0, 0);
  ti4_gain_tg(s, seat, ti4_planet_resources(s, p), ev);
}

/* Unstable Planet: exhaust 1 hazardous planet and destroy up to 3 infantry on it. */
static int unstable_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s;
  if (!IS(m, TI4_T_PLANET) || PLANET_OF(m) >= TI4_NPLANETS || !(ti4_planet_traits(s, PLANET_OF(m)) & TI4_TRAIT_HAZARDOUS))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a hazardous planet (%s)"), ti4_seat_word(seat));
  return 0;
}
static void unstable_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int p = PLANET_OF(m);
  if (!(s->planet_flags[p] & TI4_PF_EXHAUSTED)) {
    s->planet_flags[p] |= TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_EXHAUSTED, s->planet_owner[p], p, -1, 0, 0);
  }
  s->planet_units[p][0] = (uint8_t)(s->planet_units[p][0] > 3 ? s->planet_units[p][0] - 3 : 0);
}

/* Cripple Defenses: destroy each PDS on 1 planet. */
static int any_planet_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s;
  if (!IS(m, TI4_T_PLANET) || PLANET_OF(m) >= TI4_NPLANETS)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a planet (%s)"), ti4_seat_word(seat));
  return 0;
}
static void cripple_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  s->planet_units[PLANET_OF(m)][2] = 0;
}

/* Reactor Meltdown: destroy 1 space dock in a non-home system. */
static int meltdown_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!IS(m, TI4_T_PLANET) || PLANET_OF(m) >= TI4_NPLANETS || is_home(PLANET_OF(m)) ||
      !s->planet_units[PLANET_OF(m)][3])
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a non-home planet with a space dock (%s)"), ti4_seat_word(seat));
  return 0;
}
static void meltdown_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  s->planet_units[PLANET_OF(m)][3]--;
}

/* Plague: on a planet another player controls, roll 1 die per infantry;
 * each 6 or more destroys 1 infantry. */
static int plague_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!enemy_planet(s, seat, m))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a planet another player controls (%s)"), ti4_seat_word(seat));
  return 0;
}
static void plague_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int p = PLANET_OF(m), hits = 0;
  for (int i = 0; i < s->planet_units[p][0]; i++)
    if (ti4_rng_below(s->rng, 10) + 1 >= 6) hits++;
  s->planet_units[p][0] = (uint8_t)(s->planet_units[p][0] - hits);
}

/* ---- Public Disgrace: when another player picks a strategy card, that
 * player must pick a different one instead, if able. Played into the
 * TI4_W_WHEN_PICKED window strategy_phase.c opens after a pick is declared
 * and before it takes effect, so the card's trade goods stay on it. */
static int disgrace_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (s->phase != TI4_PHASE_STRATEGY || !w || w->id != TI4_W_WHEN_PICKED || !s->sc_declared || w->opener == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Public Disgrace answers another player's strategy card pick (%s)"), ti4_seat_word(seat));
  int other = 0;                     /* "if able": another card must be left */
  for (int c = 0; c < 8; c++) other += s->sc_holder[c] == TI4_NOBODY && c != s->sc_declared - 1;
  if (!other)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("%s has no other strategy card to pick"), ti4_seat_word(w->opener));
  return 0;
}
static void disgrace_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  ti4_window *w = ti4_window_top(s);
  if (!w || w->id != TI4_W_WHEN_PICKED || !s->sc_declared) return;
  s->sc_barred = s->sc_declared;     /* strategy_phase.c asks the same seat again */
  s->sc_declared = 0;
  w->passes = w->n;                  /* the pick is gone: nothing is left to answer */
}

/* ---- Political Stability: when you would return your strategy cards in the
 * status phase, keep them; you pick none in the next strategy phase
 * (status_phase.c opens TI4_W_STATUS_RETURN, strategy_phase.c skips you). */
static int stability_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  for (int c = 0; c < 8; c++)
    if (s->sc_holder[c] == seat) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "2", N_("%s holds no strategy card to keep"), ti4_seat_word(seat));
}
static void stability_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  s->sc_kept |= (uint8_t)(1u << seat);
}

/* ---- the action phase's own windows (action_phase.c opens them; the turn's
 * state is read and requested through turn.h) ---------------------------- */

/* Coup d'Etat: when another player would perform a strategic action, end
 * their turn; the strategic action is not resolved and the strategy card is
 * not exhausted. Played into TI4_W_WHEN_STRATEGIC, which action_phase.c opens
 * over the other seats after `strategic CARD` is declared and before it
 * resolves. The player must still use the card before passing (3.4). */
static int coup_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_WHEN_STRATEGIC || w->opener == seat || ti4_ap_declared(s) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Coup d'Etat answers another player's strategic action (%s)"), ti4_seat_word(seat));
  return 0;
}
static void coup_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  ti4_window *w = ti4_window_top(s);       /* our answer window is closed: the declared action's */
  if (!w || w->id != TI4_W_WHEN_STRATEGIC || ti4_ap_declared(s) < 0) return;
  ti4_ap_end_turn(s);
  w->passes = w->n;                        /* nothing is left to answer: it closes */
}

/* Master Plan: after you perform an action, you may perform an additional
 * action this turn. Played into TI4_W_AFTER_ACTION (offered to the active
 * player after each of their actions); the action is taken when it closes. */
static int master_plan_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTION || seat != s->active || !ti4_ap_last_action(s))
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Master Plan is played after your own action (%s)"), ti4_seat_word(seat));
  return 0;
}
void ti4_extra_action_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
void ti4_extra_action_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  ti4_ap_grant_action(s);
}

/* Suffi An (the Keleres commander; its record is in leaders.c): after you
 * perform a component action, you may perform an additional action -- the
 * same window and the same effect as Master Plan. */
int ti4_keleres_commander_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
int ti4_keleres_commander_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTION || seat != s->active || ti4_ap_last_action(s) != TI4_MV_COMPONENT)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Suffi An is used after your own component action (%s)"), ti4_seat_word(seat));
  return 0;
}

/* Reverse Engineer: after another player discards an action card that has a
 * component action, take that card. Played into TI4_W_AFTER_DISCARD, which
 * action_phase.c opens over the other seats once an action card played as a
 * component action has resolved or been cancelled (it is in the discard
 * pile either way); the window's `play` names that card. */
static int discard_index(const ti4_state *s, int content) {
  for (int i = s->nac_discard - 1; i >= 0; i--) if (s->ac_discard[i] == content) return i;
  return -1;
}
static int discarded_card(const ti4_state *s) {
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_DISCARD || ti4_ability_src(w->play.card) != TI4_AB_ACTION) return -1;
  return ti4_ability_content(w->play.card);
}
static int reverse_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  int card = discarded_card(s);
  if (card < 0 || w->opener == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Reverse Engineer answers another player's discarded component-action card (%s)"), ti4_seat_word(seat));
  if (discard_index(s, card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("%s is no longer in the discard pile"), ti4_actions[card].id);
  return 0;
}
static void reverse_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int card = discarded_card(s), i = card >= 0 ? discard_index(s, card) : -1;
  if (i < 0 || ti4_hand_add(s, seat, card)) return;   /* a full hand takes nothing */
  memmove(&s->ac_discard[i], &s->ac_discard[i + 1], (size_t)(s->nac_discard - i - 1));
  s->ac_discard[--s->nac_discard] = 0;                /* states compare with memcmp */
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_ACTION, -1, 1);
}

/* The planet targets of each record that takes one. */
static size_t any_planet_check_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, any_planet_check, 0);
}
static size_t meltdown_check_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, meltdown_check, 0);
}
static size_t own_planet_check_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, own_planet_check, 0);
}
static size_t plague_check_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, plague_check, 0);
}
static size_t unstable_check_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, unstable_check, 0);
}
static size_t uprising_check_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, uprising_check, 0);
}

/* Ghost Ship: ACTION: place 1 destroyer from your reinforcements in a
 * non-home system that contains a wormhole and no other player's ships.
 * `component ghost_ship N` names the system by its tile number (26 for
 * Lodor). Wormhole tokens count (gamma tokens, the Creuss tokens). */
static int ghost_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a system on the map by its tile number, e.g. component ghost_ship 26 (%s)"), ti4_seat_word(seat));
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  if (!ti4_wormholes_at(s, pos) || sy->home)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Ghost Ship needs a non-home system with a wormhole (%s)"), sy->id);
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) return ti4_fail(e, TI4_EILLEGAL, "2", N_("another player's ships are in system %s"), sy->id);
  if (ti4_units_out(s, seat, TI4_UT_DESTROYER) >= ti4_unit_limit(TI4_UT_DESTROYER))
    return ti4_fail(e, TI4_EILLEGAL, "72", N_("not enough %s units left in your reinforcements"), "destroyer");
  return 0;
}
static size_t ghost_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0) continue;
    /* cheap first, what ghost_check would refuse here: no wormhole, a home */
    if (!ti4_wormholes_at(s, pos) || ti4_systems[s->map[pos]].home) continue;
    if (ti4_tile_number(s->map[pos]) < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos) continue;
    ti4_move m = *base;
    m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
    if (ghost_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void ghost_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = ti4_tile_pos(s, m->arg[0]);
  if (pos < 0 || ghost_check(s, seat, m, NULL)) return;   /* things changed while it waited */
  s->ships[pos][seat][TI4_UT_DESTROYER]++;
  ti4_nexus_update(s);                                   /* 100.2: placed into the wormhole nexus */
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, 1);
}

/* War Effort: ACTION: place 1 cruiser from your reinforcements in a system
 * that contains 1 or more of your ships (`component war_effort N`, the tile
 * number). Placing beyond the fleet pool (37.3: then remove a ship) is
 * refused rather than offered. */
static int war_effort_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1, own = 0, fleet = 0;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a system on the map by its tile number, e.g. component war_effort 26 (%s)"), ti4_seat_word(seat));
  for (int k = 0; k <= TI4_UT_WARSUN; k++) { own += s->ships[pos][seat][k]; fleet += k != TI4_UT_FIGHTER ? s->ships[pos][seat][k] : 0; }
  if (!own) return ti4_fail(e, TI4_EILLEGAL, "2", N_("you have no ships in system %s"), ti4_systems[s->map[pos]].id);
  if (ti4_units_out(s, seat, TI4_UT_CRUISER) >= ti4_unit_limit(TI4_UT_CRUISER))
    return ti4_fail(e, TI4_EILLEGAL, "72", N_("not enough %s units left in your reinforcements"), "cruiser");
  if (fleet + 1 > ti4_fleet_limit(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), ti4_systems[s->map[pos]].id);
  return 0;
}
static size_t war_effort_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0) continue;
    int own = 0;   /* cheap first, what war_effort_check would refuse here: none of the seat's ships */
    for (int u = 0; u <= TI4_UT_WARSUN; u++) own += s->ships[pos][seat][u];
    if (!own) continue;
    if (ti4_tile_number(s->map[pos]) < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos) continue;
    ti4_move m = *base;
    m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
    if (war_effort_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void war_effort_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = ti4_tile_pos(s, m->arg[0]);
  if (pos < 0 || war_effort_check(s, seat, m, NULL)) return;
  s->ships[pos][seat][TI4_UT_CRUISER]++;
  ti4_nexus_update(s);                                   /* 100.2 */
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, 1);
}

/* Fighter Conscription: ACTION: place 1 fighter from your reinforcements in
 * each system that contains 1 or more of your space docks or units that
 * have capacity, not in systems with other players' ships. A fighter that
 * would exceed capacity (16.3) would be removed at once: none is placed. */
static void conscription_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int n = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0) continue;
    int cap = ti4_floating_capacity(s, seat, pos), other = 0, dock = ti4_dock_in(s, seat, pos) || cap;   /* a Floating Factory is a dock */
    for (int k = 0; k <= TI4_UT_WARSUN; k++) cap += s->ships[pos][seat][k] * ti4_unit_capacity(s, seat, k);
    for (int o = 0; o < s->nseats; o++)
      for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++) other |= s->ships[pos][o][k] != 0;
    if (other || (!cap && !dock)) continue;
    const uint8_t *u = s->ships[pos][seat];
    int f = u[TI4_UT_FIGHTER] + 1, cargo = f + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH];
    if (ti4_dock_in(s, seat, pos)) cargo -= f < 3 ? f : 3;
    if (cargo > cap) continue;
    s->ships[pos][seat][TI4_UT_FIGHTER]++;
    n++;
  }
  if (n) ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, n);
}

/* Flank Speed: after you activate a system, apply +1 to the move value of
 * each of your ships during this tactical action. Lost Star Chart: after
 * you activate a system, during this tactical action systems that contain
 * alpha and beta wormholes are adjacent to each other. Played into
 * TI4_W_AFTER_ACTIVATION (offered to the active player after activation);
 * the effect is a flag of the tactical action, read by galaxy/tactical.c. */
static int after_activation_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this card is played after you activate a system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void flank_speed_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags |= TI4_TAC_MOVE_PLUS;
}
static void star_chart_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags |= TI4_TAC_AB_LINK;
}

/* Solar Flare: after you activate a system, during the "Movement" step of
 * this tactical action other players cannot use SPACE CANNON against your
 * ships. Space cannon offense is part of that step (LRR 58, 77.5): the
 * flag takes the active player's ships out of the other players' targets
 * (galaxy/space_cannon.c). */
static void solar_flare_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags |= TI4_TAC_NO_CANNON;
}

/* Signal Jamming: ACTION: choose 1 non-home system that contains or is
 * adjacent to 1 of your ships; place a command token from another player's
 * reinforcements in that system (`component signal_jamming p2 26`: the
 * player, the tile number). Not where that player has a token already
 * (one per system) nor when none is left in their reinforcements (20.6). */
static int jamming_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = other_player(s, seat, m, e);
  if (rc) return rc;
  int t = (int)TI4_TARGET_INDEX(m->target);
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a system on the map by its tile number, e.g. component signal_jamming p2 26 (%s)"), ti4_seat_word(seat));
  if (ti4_systems[s->map[pos]].home)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Signal Jamming names a non-home system (%s)"), ti4_seat_word(seat));
  uint64_t near = ti4_adjacent_mask(s, pos) | (uint64_t)1 << pos;
  int ships = 0;
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP && !ships; q++)
    for (int k = 0; (near >> q & 1) && k <= TI4_UT_WARSUN; k++) ships |= s->ships[q][seat][k] != 0;
  if (!ships)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("none of your ships is in or adjacent to system %s"), ti4_systems[s->map[pos]].id);
  if ((s->tokens[pos] >> t) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "20.6", N_("%s has a command token in that system already"), ti4_seat_word(t));
  if (ti4_reinforcement_tokens(s, t) <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "20.6", N_("%s has no command token in their reinforcements"), ti4_seat_word(t));
  return 0;
}
static size_t jamming_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int t = 0; t < s->nseats; t++) {
    if (t == seat || !ti4_seat_valid(s, t)) continue;
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (s->map[pos] < 0 || ti4_tile_number(s->map[pos]) < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos) continue;
      ti4_move m = with_target(base, TI4_TARGET(TI4_T_PLAYER, t));
      m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
      if (jamming_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void jamming_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0 || jamming_check(s, seat, m, NULL)) return;   /* things changed while it waited */
  s->tokens[pos] |= (uint8_t)(1u << TI4_TARGET_INDEX(m->target));
}

/* In the Silence of Space: after you activate a system, choose 1 system;
 * during this tactical action your ships in the chosen system can move
 * through systems that contain other players' ships (`play
 * in_the_silence_of_space 26`, the tile number). Only a system holding your
 * ships is accepted: another choice would do nothing. The position is
 * written into the tactical action, read by galaxy/tactical.c. */
static int silence_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = after_activation_check(s, seat, m, e);
  if (rc) return rc;
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1, own = 0;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a system on the map by its tile number, e.g. play in_the_silence_of_space 26 (%s)"), ti4_seat_word(seat));
  for (int k = 0; k <= TI4_UT_WARSUN; k++) own += s->ships[pos][seat][k];
  if (!own) return ti4_fail(e, TI4_EILLEGAL, "2", N_("you have no ships in system %s"), ti4_systems[s->map[pos]].id);
  return 0;
}
static size_t silence_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, silence_check);
}
static void silence_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos >= 0) s->tac.silence = (uint8_t)(pos + 1);
}

#define AC(id, card, win, fl, chk, opt, pay, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, win, fl, chk, opt, pay, eff }
#define COMP TI4_ABF_COMPONENT

static const ti4_ability rows[] = {
  AC("sabotage", SABOTAGE, W(TI4_W_ACTION_PLAYED), TI4_ABF_NO_SABOTAGE, sabotage_check, NULL, sabotage_pay, sabotage_effect),
  AC("summit", SUMMIT, W(TI4_W_STRATEGY_START), TI4_ABF_OWN, summit_check, summit_options, NULL, summit_effect),
  AC("manipulate_investments", MANIPULATE_INVESTMENTS, W(TI4_W_STRATEGY_START), TI4_ABF_OWN, invest_check, invest_options, NULL, invest_effect),
  AC("public_disgrace", PUBLIC_DISGRACE, W(TI4_W_WHEN_PICKED), 0, disgrace_check, NULL, NULL, disgrace_effect),
  AC("political_stability", POLITICAL_STABILITY, W(TI4_W_STATUS_RETURN), TI4_ABF_OWN, stability_check, NULL, NULL, stability_effect),
  AC("coup_detat", COUP_DETAT, W(TI4_W_WHEN_STRATEGIC), 0, coup_check, NULL, NULL, coup_effect),
  AC("master_plan", MASTER_PLAN, W(TI4_W_AFTER_ACTION), TI4_ABF_OWN, master_plan_check, NULL, NULL, ti4_extra_action_effect),
  AC("reverse_engineer", REVERSE_ENGINEER, W(TI4_W_AFTER_DISCARD), 0, reverse_check, NULL, NULL, reverse_effect),
  AC("economic_initiative", ECONOMIC_INITIATIVE, 0, COMP, NULL, NULL, NULL, economic_effect),
  AC("industrial_initiative", INDUSTRIAL_INITIATIVE, 0, COMP, NULL, NULL, NULL, industrial_effect),
  AC("mining_initiative", MINING_INITIATIVE, 0, COMP, NULL, NULL, NULL, mining_effect),
  AC("repeal_law", REPEAL_LAW, 0, COMP | TI4_ABF_TARGET, repeal_check, repeal_options, NULL, repeal_effect),
  AC("spy", SPY, 0, COMP | TI4_ABF_TARGET, other_player, opt_others, NULL, spy_effect),
  AC("insubordination", INSUBORDINATION, 0, COMP | TI4_ABF_TARGET, other_player, opt_others, NULL, insub_effect),
  AC("unexpected_action", UNEXPECTED_ACTION, 0, COMP, unexpected_check, unexpected_options, NULL, unexpected_effect),
  AC("rise_of_a_messiah", RISE_OF_A_MESSIAH, 0, COMP, NULL, NULL, NULL, messiah_effect),
  AC("frontline_deployment", FRONTLINE_DEPLOYMENT, 0, COMP | TI4_ABF_TARGET, own_planet_check, own_planet_check_planets, NULL, frontline_effect),
  AC("uprising", UPRISING, 0, COMP | TI4_ABF_TARGET, uprising_check, uprising_check_planets, NULL, uprising_effect),
  AC("unstable_planet", UNSTABLE_PLANET, 0, COMP | TI4_ABF_TARGET, unstable_check, unstable_check_planets, NULL, unstable_effect),
  AC("cripple_defenses", CRIPPLE_DEFENSES, 0, COMP | TI4_ABF_TARGET, any_planet_check, any_planet_check_planets, NULL, cripple_effect),
  AC("reactor_meltdown", REACTOR_MELTDOWN, 0, COMP | TI4_ABF_TARGET, meltdown_check, meltdown_check_planets, NULL, meltdown_effect),
  AC("plague", PLAGUE, 0, COMP | TI4_ABF_TARGET, plague_check, plague_check_planets, NULL, plague_effect),
  AC("ghost_ship", GHOST_SHIP, 0, COMP, ghost_check, ghost_options, NULL, ghost_effect),
  AC("war_effort", WAR_EFFORT, 0, COMP, war_effort_check, war_effort_options, NULL, war_effort_effect),
  AC("fighter_conscription", FIGHTER_CONSCRIPTION, 0, COMP, NULL, NULL, NULL, conscription_effect),
  AC("flank_speed", FLANK_SPEED, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, after_activation_check, NULL, NULL, flank_speed_effect),
  AC("lost_star_chart", LOST_STAR_CHART, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, after_activation_check, NULL, NULL, star_chart_effect),
  AC("solar_flare", SOLAR_FLARE, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, after_activation_check, NULL, NULL, solar_flare_effect),
  AC("in_the_silence_of_space", IN_THE_SILENCE_OF_SPACE, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, silence_check, silence_options, NULL, silence_effect),
  AC("signal_jamming", SIGNAL_JAMMING, 0, COMP | TI4_ABF_TARGET, jamming_check, jamming_options, NULL, jamming_effect),
};
const ti4_ability_table ti4_ab_actions = { rows, sizeof rows / sizeof rows[0] };
