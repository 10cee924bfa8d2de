/* notes2.c -- promissory notes acting on ground forces: Greyfire Mutagen
 * (the Yin's) at the start of a ground combat, Ragh's Call (the Saar's)
 * after ground forces are committed, Antivirus (the Nekro's) at the start
 * of a combat; War Funding (the Letnev's) after the rolls of a space combat
 * round; and Acquiescence (the Winnu's) on a strategic action. A played note returns to its owner
 * (69.4, the registry does it). Texts are paraphrased in the comments. */
#include "round.h"
#include "units.h"
#include "turn.h"

#define W(id) (1u << (id))
enum { GROUND = 2 };   /* ti4_combat.kind, as galaxy/combat.c */

static int side_of(const ti4_state *s, int seat) {
  const ti4_combat *c = &s->combat;
  if (c->kind != GROUND) return -1;
  return seat == c->seat[0] ? 0 : seat == c->seat[1] ? 1 : -1;
}
/* The ground forces (infantry, mechs, Hel-Titans) of a side in the ground combat. */
static int side_forces(const ti4_state *s, int side, int *inf) {
  const ti4_combat *c = &s->combat;
  int pl = c->planet;
  if (pl < 0 || pl >= TI4_NPLANETS) { *inf = 0; return 0; }
  if (side == 0) { *inf = c->invader[0]; return c->invader[0] + c->invader[1] + c->invader_pds[0]; }
  *inf = s->planet_units[pl][0];
  return ti4_planet_ground_forces(s, pl);
}

/* Greyfire Mutagen: at the start of a ground combat against 2 or more
 * ground forces that are not the Yin player's, replace 1 of your
 * opponent's infantry with 1 infantry of yours (infantry have no limit,
 * 23.4). */
static int greyfire_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int side = side_of(s, seat), owner = m->arg[5], inf = 0;
  if (side < 0 || s->combat.round != 1)
    return ti4_fail(e, TI4_EILLEGAL, "49.4", N_("this note is played at the start of a ground combat of yours (%s)"), ti4_seat_word(seat));
  int opp = s->combat.seat[1 - side];
  if (opp == owner || side_forces(s, 1 - side, &inf) < 2 || inf < 1)
    return ti4_fail(e, TI4_EILLEGAL, "49.4", N_("Greyfire Mutagen: your opponent is not its owner and has 2 or more ground forces, 1 of them infantry (%s)"), ti4_seat_word(seat));
  return 0;
}
static void greyfire_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = side_of(s, seat);
  if (side < 0 || greyfire_check(s, seat, m, NULL)) return;
  ti4_combat *c = &s->combat;
  int opp = c->seat[1 - side], pl = c->planet;
  if (side == 0) { s->planet_units[pl][0]--; c->invader[0]++; }
  else { c->invader[0]--; s->planet_units[pl][0]++; }
  ti4_emit(ev, TI4_EV_REMOVED, opp, TI4_UT_INFANTRY, s->tac.pos, 0, 1);   /* replaced: back into reinforcements */
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, 1);
}

/* Ragh's Call: after you commit units to land on a planet, remove all of the
 * Saar player's ground forces from it and place them on a planet the Saar
 * player controls. `play raghs_call:pS PLANET TO`: the committed planet,
 * then where they go. */
static int to_planet(const ti4_move *m) {
  return ti4_set_next(m->planets, 0);
}
static int committed_here(const ti4_state *s, int pl) {
  if (s->tac.pos >= TI4_MAX_MAP || s->map[s->tac.pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++)
    if (ti4_sys_planets(s, sy)[i] == pl && ((s->combat.committed >> i) & 1)) return 1;
  return 0;
}
static int ragh_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  int owner = m->arg[5];
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1, to = to_planet(m);
  if (!w || w->id != TI4_W_AFTER_COMMIT || seat != s->active || owner < 0 || owner >= s->nseats)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("this note is played after you commit units to land on a planet (%s)"), ti4_seat_word(seat));
  if (pl < 0 || pl >= TI4_NPLANETS || !committed_here(s, pl) || s->planet_owner[pl] != owner ||
      !ti4_planet_ground_forces(s, pl))
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("name a planet you committed units to that has ground forces of the note's owner (%s)"), ti4_seat_word(seat));
  if (to < 0 || to == pl || to >= TI4_NPLANETS || s->planet_owner[to] != owner || ti4_set_next(m->planets, to + 1) >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("then name one other planet the note's owner controls, where their ground forces go (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t ragh_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  int owner = base->arg[5];
  if (owner < 0 || owner >= s->nseats || s->tac.pos >= TI4_MAX_MAP || s->map[s->tac.pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl < 0 || s->planet_owner[pl] != owner) continue;
    for (int to = 0; to < TI4_NPLANETS; to++) {
      if (to == pl || s->planet_owner[to] != owner) continue;
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_PLANET, pl);
      ti4_set_add(m.planets, to);
      if (ragh_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void ragh_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (ragh_check(s, seat, m, NULL)) return;
  int pl = (int)TI4_TARGET_INDEX(m->target), to = to_planet(m);
  for (int k = 0; k < 2; k++) {
    s->planet_units[to][k] = (uint8_t)(s->planet_units[to][k] + s->planet_units[pl][k]);
    s->planet_units[pl][k] = 0;
  }
  s->planet_damaged[to] = (uint8_t)(s->planet_damaged[to] + s->planet_damaged[pl]);   /* a damaged mech stays damaged */
  s->planet_damaged[pl] = 0;
}

/* Acquiescence: when the Winnu player resolves a strategic action, you need
 * not spend or place a command token to resolve that card's secondary.
 * Played in the when_strategic_action window of the Winnu's action (offered
 * to every other player); its holder is marked in sc_free, which the
 * secondaries read (strategy_cards.c: no strategy-pool token spent, and
 * Construction's token not placed). */
static int acq_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_WHEN_STRATEGIC || w->opener != m->arg[5] || seat == w->opener || ti4_ap_declared(s) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this note is played when its owner performs a strategic action (%s)"), ti4_seat_word(seat));
  return 0;
}
static void acq_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  if (seat >= 0 && seat < 8) s->sc_free |= (uint8_t)(1u << seat);
}

/* Antivirus (the Nekro's): at the start of a combat, place it face up in
 * your play area; while it is there the Nekro cannot use Technological
 * Singularity against you (common/faction_abilities.c). It returns to the
 * Nekro when you activate a system with their units (common/notes.c). */
static int antivirus_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_combat *c = &s->combat;
  int owner = m->arg[5];
  if ((c->kind != 1 && c->kind != GROUND) || c->round != 1 || (seat != c->seat[0] && seat != c->seat[1]))
    return ti4_fail(e, TI4_EILLEGAL, "78.2", N_("this note is played at the start of a combat of yours (%s)"), ti4_seat_word(seat));
  if (owner < 0 || owner >= s->nseats || ((s->pn_in_play[TI4_PROMISSORY_ANTIVIRUS] >> owner) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("it is in your play area already (%s)"), ti4_seat_word(seat));
  return 0;
}
static void antivirus_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int owner = m->arg[5], pn = TI4_PROMISSORY_ANTIVIRUS;
  if (owner < 0 || owner >= s->nseats) return;
  s->pn_holder[pn][owner] = (uint8_t)seat;   /* not returned: it stays, face up (its text) */
  s->pn_in_play[pn] |= (uint8_t)(1u << owner);
}

/* War Funding (the Letnev's, Codex I text): after you and your opponent
 * roll dice during a space combat, you may reroll all of your opponent's
 * dice, and you may reroll any number of your dice. `play war_funding pY`
 * (pY the opponent) rerolls all of theirs; either way the player then
 * names its own missed dice to reroll (the reroll question, 74: a plain
 * `choose` rerolls none). galaxy/combat.c rolls when the window closes:
 * the opponent's dice first (bits 5-6 of combat.reroll), then each side's
 * misses. (No other ability rerolls a side's misses in a space combat but
 * Munitions Reserves, the Letnev's own, so the two never share a side.) */
static int wf_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_combat *c = &s->combat;
  const ti4_window *w = ti4_window_top_c(s);
  int side = ti4_combat_side(s, seat);
  if (c->kind != 1 || side < 0 || !w || w->id != TI4_W_AFTER_COMBAT_ROLL)
    return ti4_fail(e, TI4_EILLEGAL, "78.5", N_("this note is played after you and your opponent roll dice in a space combat (%s)"), ti4_seat_word(seat));
  if (m->target && (TI4_TARGET_KIND(m->target) != TI4_T_PLAYER || (int)TI4_TARGET_INDEX(m->target) != c->seat[1 - side]))
    return ti4_fail(e, TI4_EILLEGAL, "78.5", N_("name your opponent in this combat, whose dice are rerolled (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t wf_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  int side = ti4_combat_side(s, seat);
  if (side < 0) return 0;
  if (cap > 0) out[0] = *base;                               /* your own dice only */
  if (cap > 1) { out[1] = *base; out[1].target = TI4_TARGET(TI4_T_PLAYER, s->combat.seat[1 - side]); }
  return 2;
}
static void wf_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  ti4_combat *c = &s->combat;
  int side = ti4_combat_side(s, seat);
  if (side < 0 || c->kind != 1) return;
  if (m->target) c->reroll |= (uint8_t)(1u << (5 + (1 - side)));
  c->reroll |= (uint8_t)(1u << side);
}

static const ti4_ability rows[] = {
  { "war_funding", TI4_AB_PROMISSORY, TI4_PROMISSORY_WAR_FUNDING, W(TI4_W_AFTER_COMBAT_ROLL), 0,
    wf_check, wf_options, NULL, wf_effect },
  { "greyfire_mutagen", TI4_AB_PROMISSORY, TI4_PROMISSORY_GREYFIRE_MUTAGEN, W(TI4_W_COMBAT_ROUND_START), 0,
    greyfire_check, NULL, NULL, greyfire_effect },
  { "raghs_call", TI4_AB_PROMISSORY, TI4_PROMISSORY_RAGHS_CALL, W(TI4_W_AFTER_COMMIT), TI4_ABF_TARGET,
    ragh_check, ragh_options, NULL, ragh_effect },
  { "acquiescence", TI4_AB_PROMISSORY, TI4_PROMISSORY_ACQUIESCENCE, W(TI4_W_WHEN_STRATEGIC), 0,
    acq_check, NULL, NULL, acq_effect },
  { "antivirus", TI4_AB_PROMISSORY, TI4_PROMISSORY_ANTIVIRUS, W(TI4_W_COMBAT_ROUND_START), 0,
    antivirus_check, NULL, NULL, antivirus_effect },
};
const ti4_ability_table ti4_ab_notes2 = { rows, sizeof rows / sizeof rows[0] };
