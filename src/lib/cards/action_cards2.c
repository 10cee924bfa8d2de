/* action_cards2.c -- action cards played after the active player activates
 * a system (the after_activation window, offered to the active player):
 * Rally, Harness Energy, Upgrade; and the component actions Refit Troops
 * and Divert Funding. Card texts are paraphrased in the comments. */
#include "agenda_rules.h"
#include "exploration.h"
#include "faction_abilities.h"
#include "units.h"
#include "round.h"
#include "research.h"

#define W(id) (1u << (id))

/* The after-activation window is open and seat is the player who activated. */
static int after_own_activation(const ti4_state *s, int seat, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active || s->tac.pos >= s->nmap || s->tac.pos >= TI4_MAX_MAP)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this card is played after you activate a system (%s)"), ti4_seat_word(seat));
  return 0;
}

/* Rally: after you activate a system that contains another player's ships,
 * place 2 command tokens from your reinforcements in your fleet pool (as
 * many as are there, at least 1). */
static int rally_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = after_own_activation(s, seat, e);
  if (rc) return rc;
  int other = 0;
  for (int o = 0; o < s->nseats && !other; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++) other |= s->ships[s->tac.pos][o][k] != 0;
  if (!other)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Rally: the active system contains no other player's ships (%s)"), ti4_seat_word(seat));
  if (ti4_reinforcement_tokens(s, seat) < 1)
    return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("you have no command token in your reinforcements (%s)"), ti4_seat_word(seat));
  return 0;
}
static void rally_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int n = ti4_reinforcement_tokens(s, seat);
  if (n > 2) n = 2;
  s->p[seat].fleet = (uint8_t)(s->p[seat].fleet + n);
  if (n) ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_FLEET, -1, n);
}

/* Harness Energy: after you activate an anomaly, replenish your commodities. */
static int harness_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = after_own_activation(s, seat, e);
  if (rc) return rc;
  int sys = s->map[s->tac.pos];
  if (sys < 0 || !ti4_systems[sys].anomalies)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Harness Energy: the active system is not an anomaly (%s)"), ti4_seat_word(seat));
  return 0;
}
static void harness_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  ti4_replenish(s, seat, ev);
}

/* Upgrade: after you activate a system that contains your ships, replace 1
 * of your cruisers or destroyers there with a dreadnought from your
 * reinforcements: `play upgrade cruiser` or `play upgrade destroyer`. */
static int upgrade_type(const ti4_move *m) {
  if (TI4_TARGET_KIND(m->target) != TI4_T_OPTION) return -1;
  int o = (int)TI4_TARGET_INDEX(m->target);
  return o == TI4_OPT_CRUISER ? TI4_UT_CRUISER : o == TI4_OPT_DESTROYER ? TI4_UT_DESTROYER : -1;
}
static int upgrade_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = after_own_activation(s, seat, e);
  if (rc) return rc;
  int k = upgrade_type(m);
  if (k < 0 || m->arg[0] >= 0)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name the ship to replace, e.g. play upgrade cruiser, or destroyer (%s)"), ti4_seat_word(seat));
  if (!s->ships[s->tac.pos][seat][k])
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Upgrade: you have no such ship in the active system (%s)"), ti4_seat_word(seat));
  if (ti4_units_out(s, seat, TI4_UT_DREADNOUGHT) >= ti4_unit_limit(TI4_UT_DREADNOUGHT))
    return ti4_fail(e, TI4_EILLEGAL, "72.1", N_("no dreadnought is left in your reinforcements (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t upgrade_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  const uint16_t words[2] = { TI4_TARGET(TI4_T_OPTION, TI4_OPT_CRUISER), TI4_TARGET(TI4_T_OPTION, TI4_OPT_DESTROYER) };
  return ti4_listed_targets(s, seat, base, out, cap, upgrade_check, words, 2);
}
static void upgrade_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k = upgrade_type(m), pos = s->tac.pos;
  if (k < 0 || pos >= TI4_MAX_MAP || upgrade_check(s, seat, m, NULL)) return;   /* things changed while it waited */
  s->ships[pos][seat][k]--;
  s->ships[pos][seat][TI4_UT_DREADNOUGHT]++;
  ti4_emit(ev, TI4_EV_REMOVED, seat, k, pos, 0, 1);   /* back into reinforcements, not destroyed */
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, 1);
}


/* Divert Funding: ACTION: return a technology you own that is neither a unit
 * upgrade nor a faction technology to the deck, then research another one
 * (90.4: prerequisites apply, counted without the one returned). Asked:
 * `choose TECH` to return, then `choose TECH` to research (not the one
 * returned). The Nekro research nothing (Propagation: 3 tokens instead). */
enum { ASK_DIVERT_RETURN = 250, ASK_DIVERT_RESEARCH = 251 };   /* numbered apart from activation.c (244-248) */

static int unit_upgrade(int t) {
  for (int r = 0; r < TI4_NUNITS; r++) if (ti4_units[r].tech == t) return 1;
  return 0;
}
static int returnable(const ti4_state *s, int seat, int t) {
  return t >= 0 && t < TI4_NTECHS && ti4_has_tech(s, seat, t) && ti4_techs[t].faction < 0 && !unit_upgrade(t);
}
static int divert_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  for (int t = 0; t < TI4_NTECHS; t++) if (returnable(s, seat, t)) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "2", N_("Divert Funding: you own no technology that is neither a unit upgrade nor a faction technology (%s)"), ti4_seat_word(seat));
}
static void divert_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (!divert_check(s, seat, m, NULL)) ti4_ask_for(s, ASK_DIVERT_RETURN, seat, m->card);
}
static int dr_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!returnable(s, m->seat, m->card) || m->target || m->arg[0] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name a technology you own that is neither a unit upgrade nor a faction technology (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static int research_fits(const ti4_state *s, int seat, int t, int returned) {
  return t != returned && ti4_tech_check(s, seat, t, NULL) == 0;
}
static void dr_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, t = m->card;
  ti4_set_tech(s, seat, t, 0);
  s->p[seat].tech_exhausted[t >> 3] &= (uint8_t)~(1u << (t & 7));   /* it leaves the play area */
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_TECH, t, 1);
  if (ti4_propagation(s, seat)) { ti4_propagation_tokens(s, seat); return; }
  for (int r = 0; r < TI4_NTECHS; r++)
    if (research_fits(s, seat, r, t)) {
      int card = s->ask.card;
      ti4_ask_for(s, ASK_DIVERT_RESEARCH, seat, card);
      s->ask.arg[0] = (int16_t)t;
      return;
    }
}
static size_t dr_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int t = 0; t < TI4_NTECHS; t++) {
    if (!returnable(s, s->ask.seat, t)) continue;
    if (k < cap) { ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE); out[k].card = (int16_t)t; }
    k++;
  }
  return k;
}
static int dn_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->target || m->arg[0] >= 0 || m->card < 0 || m->card >= TI4_NTECHS)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name a technology to research, not the one returned (%s)"), ti4_seat_word(m->seat));
  if (m->card == s->ask.arg[0])
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Divert Funding researches another technology than the one returned (%s)"), ti4_seat_word(m->seat));
  return ti4_tech_check(s, m->seat, m->card, e);
}
static void dn_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_researched(s, m->seat, m->card, ev);   /* the research hook's after (research.c) */
}
static size_t dn_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int t = 0; t < TI4_NTECHS; t++) {
    if (!research_fits(s, s->ask.seat, t, s->ask.arg[0])) continue;
    if (k < cap) { ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE); out[k].card = (int16_t)t; }
    k++;
  }
  return k;
}

/* Refit Troops: ACTION: replace 1 or 2 of your infantry on the game board
 * with mechs from your reinforcements. Each place named gives 1 infantry:
 * a planet (named twice for 2 there) or a space area by its tile number,
 * e.g. `component refit_troops lodor lodor`, `component refit_troops 26`,
 * `component refit_troops lodor 26`. */
static int refit_places(const ti4_state *s, const ti4_move *m, int pl[2], int pos[2], int *np, int *nt) {
  *np = *nt = 0;
  if (TI4_TARGET_KIND(m->target) == TI4_T_PLANET) pl[(*np)++] = (int)TI4_TARGET_INDEX(m->target);
  else if (m->target) return -1;
  for (int p = ti4_set_next(m->planets, 0); p >= 0; p = ti4_set_next(m->planets, p + 1)) {
    if (*np >= 2) return -1;
    pl[(*np)++] = p;
  }
  for (int i = 0; i < TI4_MOVE_ARGS - 1; i++) {   /* arg[5]: not a number of the move's text */
    if (m->arg[i] < 0) continue;
    if (*np + *nt >= 2 || i != *nt) return -1;
    pos[*nt] = ti4_tile_pos(s, m->arg[i]);
    if (pos[*nt] < 0) return -1;
    (*nt)++;
  }
  return *np + *nt >= 1 && *np + *nt <= 2 ? 0 : -1;
}
static int refit_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pl[2], pos[2], np, nt;
  if (refit_places(s, m, pl, pos, &np, &nt))
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name 1 or 2 places of your infantry: a planet (twice for 2 there) or a system's space area by its tile number, e.g. component refit_troops lodor 26 (%s)"), ti4_seat_word(seat));
  for (int i = 0; i < np; i++) {
    int need = np == 2 && pl[0] == pl[1] ? 2 : 1;
    if (pl[i] >= TI4_NPLANETS || s->planet_owner[pl[i]] != seat || s->planet_units[pl[i]][0] < need)
      return ti4_fail(e, TI4_EILLEGAL, "2", N_("Refit Troops: you do not have that many infantry on %s"), ti4_planets[pl[i] < TI4_NPLANETS ? pl[i] : 0].id);
  }
  for (int i = 0; i < nt; i++) {
    int need = nt == 2 && pos[0] == pos[1] ? 2 : 1;
    if (s->ships[pos[i]][seat][TI4_UT_INFANTRY] < need)
      return ti4_fail(e, TI4_EILLEGAL, "2", N_("Refit Troops: you do not have that many infantry in the space area of system %s"), ti4_systems[s->map[pos[i]]].id);
  }
  if (ti4_units_out(s, seat, TI4_UT_MECH) + np + nt > ti4_unit_limit(TI4_UT_MECH))
    return ti4_fail(e, TI4_EILLEGAL, "72.1", N_("not enough mechs are left in your reinforcements (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t refit_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  /* places with infantry: planets (as the target, or the second planet)
   * and space areas (tile numbers); every single place, every pair */
  int where[64], nw = 0;                       /* >= 0 a planet, < 0: -1 - map position */
  for (int p = 0; p < TI4_NPLANETS && nw < 64; p++)
    if (s->planet_owner[p] == seat && s->planet_units[p][0]) where[nw++] = p;
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP && nw < 64; q++)
    if (s->ships[q][seat][TI4_UT_INFANTRY] && ti4_tile_number(s->map[q]) >= 0) where[nw++] = -1 - q;
  size_t k = 0;
  for (int i = 0; i < nw; i++)
    for (int j = -1; j < nw; j++) {            /* j -1: one place only */
      ti4_move m = *base;
      int a = where[i], b = j >= 0 ? where[j] : 0;
      if (j >= 0 && a < 0 && b >= 0) continue;   /* a planet comes first in the text */
      if (a >= 0) m.target = TI4_TARGET(TI4_T_PLANET, a);
      else m.arg[0] = (int16_t)ti4_tile_number(s->map[-1 - a]);
      if (j >= 0 && b >= 0) ti4_set_add(m.planets, b);
      else if (j >= 0) m.arg[a < 0 ? 1 : 0] = (int16_t)ti4_tile_number(s->map[-1 - b]);
      if (refit_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}
static void refit_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pl[2], pos[2], np, nt;
  if (refit_check(s, seat, m, NULL) || refit_places(s, m, pl, pos, &np, &nt)) return;   /* things changed while it waited */
  for (int i = 0; i < np; i++) {
    s->planet_units[pl[i]][0]--;
    s->planet_units[pl[i]][1]++;
    ti4_emit(ev, TI4_EV_REMOVED, seat, TI4_UT_INFANTRY, ti4_planet_pos(s, pl[i]), 0, 1);
  }
  for (int i = 0; i < nt; i++) {
    s->ships[pos[i]][seat][TI4_UT_INFANTRY]--;
    s->ships[pos[i]][seat][TI4_UT_MECH]++;
    ti4_emit(ev, TI4_EV_REMOVED, seat, TI4_UT_INFANTRY, pos[i], 0, 1);
  }
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, np + nt);
}

/* Reparations: "after another player gains control of a planet you
 * control: exhaust 1 planet that player controls and ready 1 planet you
 * control". Control changing hands marks the planet and its former owner
 * (exploration.c, ti4_explore_control_gained; the last one in a move); once
 * no combat is under way and nothing else is asked, the engine offers that
 * player the window after_control_gained (ti4_reparations_offer), in the
 * action phase and when they hold an action card (a public count).
 * `play reparations EXHAUST READY`: a readied planet of the player who took
 * it, and an exhausted planet of theirs; answered by Sabotage as any card. */
static int rep_gainer(const ti4_state *s) {
  int pl = s->fx.rep_planet - 1;
  return pl >= 0 && pl < TI4_NPLANETS ? s->planet_owner[pl] : TI4_NOBODY;
}
static int rep_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  int g = rep_gainer(s);
  if (!w || w->id != TI4_W_AFTER_CONTROL || !s->fx.rep_planet || (s->fx.rep_loser & 0x7F) != seat || g >= s->nseats || g == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.14", N_("Reparations is played after another player gains control of a planet you controlled (%s)"), ti4_seat_word(seat));
  int ex = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int rd = ti4_count_set(m->planets) == 1 ? ti4_set_next(m->planets, 0) : -1;
  int bad = ex < 0 || rd < 0;
  for (int i = 0; i < 4; i++) bad |= m->arg[i] != -1;
  if (bad)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("Reparations: play reparations EXHAUST READY -- a planet of the player who took yours, then one of yours (%s)"), ti4_seat_word(seat));
  if (ex >= TI4_NPLANETS || s->planet_owner[ex] != g || (s->planet_flags[ex] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "25", N_("Reparations: %s is not a readied planet of the player who took yours"), ti4_planets[ex < TI4_NPLANETS ? ex : 0].id);
  if (rd >= TI4_NPLANETS || s->planet_owner[rd] != seat || !(s->planet_flags[rd] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "25", N_("Reparations: %s is not an exhausted planet of yours"), ti4_planets[rd < TI4_NPLANETS ? rd : 0].id);
  return 0;
}
static size_t rep_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  int g = rep_gainer(s);
  if (g >= s->nseats) return 0;
  for (int ex = 0; ex < TI4_NPLANETS; ex++) {
    if (s->planet_owner[ex] != g || (s->planet_flags[ex] & TI4_PF_EXHAUSTED)) continue;
    for (int rd = 0; rd < TI4_NPLANETS; rd++) {
      if (s->planet_owner[rd] != seat || !(s->planet_flags[rd] & TI4_PF_EXHAUSTED)) continue;
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_PLANET, ex);
      memset(m.planets, 0, sizeof m.planets);
      ti4_set_add(m.planets, rd);
      if (rep_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void rep_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (rep_check(s, seat, m, NULL)) return;       /* changed while Sabotage was awaited */
  int ex = (int)TI4_TARGET_INDEX(m->target), rd = ti4_set_next(m->planets, 0);
  s->planet_flags[ex] |= TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_EXHAUSTED, s->planet_owner[ex], ex, -1, 0, 0);
  s->planet_flags[rd] &= (uint8_t)~TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_READIED, seat, rd, -1, 0, 0);
}
int ti4_reparations_offer(ti4_state *s, ti4_events *ev) {
  if (!s->fx.rep_planet || s->combat.kind || s->nwin) return 0;
  if (s->pending.kind != TI4_PEND_NONE && s->pending.kind != TI4_PEND_LAND && s->pending.kind != TI4_PEND_PRODUCE) return 0;
  uint8_t loser = (uint8_t)(s->fx.rep_loser & 0x7F);
  int offered = s->fx.rep_loser & 0x80, g = rep_gainer(s);
  if (offered || s->phase != TI4_PHASE_ACTION || loser >= s->nseats || !s->p[loser].nhand || g >= s->nseats || g == loser) {
    s->fx.rep_planet = s->fx.rep_loser = 0;      /* closed, or nobody could play it */
    return 0;
  }
  s->fx.rep_loser |= 0x80;
  ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);   /* landing / production is asked again after */
  ti4_window_open(s, TI4_W_AFTER_CONTROL, &loser, 1, ev);
  return 1;
}

#define AC(id, card, win, fl, chk, opt, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, win, fl, chk, opt, NULL, eff }

static const ti4_ability rows[] = {
  AC("rally", RALLY, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, rally_check, NULL, rally_effect),
  AC("harness_energy", HARNESS_ENERGY, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, harness_check, NULL, harness_effect),
  AC("divert_funding", DIVERT_FUNDING, 0, TI4_ABF_COMPONENT, divert_check, NULL, divert_effect),
  AC("refit_troops", REFIT_TROOPS, 0, TI4_ABF_COMPONENT, refit_check, refit_options, refit_effect),
  AC("reparations", REPARATIONS, W(TI4_W_AFTER_CONTROL), TI4_ABF_OWN | TI4_ABF_TARGET, rep_check, rep_options, rep_effect),
  AC("upgrade", UPGRADE, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN | TI4_ABF_TARGET, upgrade_check, upgrade_options, upgrade_effect),
};
const ti4_ability_table ti4_ab_action_cards2 = { rows, sizeof rows / sizeof rows[0] };

static const ti4_choice choice_rows[] = {
  { ASK_DIVERT_RETURN, dr_check, dr_apply, dr_legal, "divert_funding_return",
    N_("Divert Funding: which technology of yours to return (neither a unit upgrade nor a faction technology)? (choose TECH)") },
  { ASK_DIVERT_RESEARCH, dn_check, dn_apply, dn_legal, "divert_funding_research",
    N_("Divert Funding: which other technology to research? (choose TECH)") },
};
const ti4_choice_table ti4_choices_cards9 = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
