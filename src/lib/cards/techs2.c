/* techs2.c -- more technology records: Spatial Conduit Cylinders (Jol-Nar)
 * after an activation; Instinct Training (Xxcha) answers an
 * action card; Transparasteel Plating (Yssaril) is a question the registry
 * asks before any action card is played. Hyper Metabolism is counted where
 * the status phase's command tokens are (common/faction_abilities.c).
 * Magmus Reactor and Aerie Hololattice are questions movement and the
 * production step ask (techs2.h). */
#include "round.h"
#include "techs2.h"
#include "ability_index.h"
#include "units.h"

#define W(id) (1u << (id))

/* Transparasteel Plating: during its owner's turns of the action phase,
 * players who have passed cannot play action cards. 1 if it bars seat now
 * (registry/abilities.c asks before any action card). */
int ti4_transparasteel_bars(const ti4_state *s, int seat);
int ti4_transparasteel_bars(const ti4_state *s, int seat) {
  int a = s->active;
  return s->phase == TI4_PHASE_ACTION && a >= 0 && a < s->nseats && a != seat &&
         seat >= 0 && seat < s->nseats && s->p[seat].passed &&
         ti4_has_tech(s, a, TI4_TECH_TRANSPARASTEEL_PLATING);
}

/* Instinct Training: when another player plays an action card, exhaust it
 * and spend 1 token from your strategy pool to cancel that card. Used in
 * the card's answer window (TI4_W_ACTION_PLAYED, as Sabotage); not an
 * action card itself, so it resolves at once: the card is cancelled and
 * not treated as played (2.6b). */
static int instinct_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_ACTION_PLAYED || w->opener == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Instinct Training answers another player's action card (%s)"), ti4_seat_word(seat));
  if (w->cancelled)
    return ti4_fail(e, TI4_EILLEGAL, "2.6b", N_("that card is already cancelled (%s)"), ti4_seat_word(seat));
  if (!s->p[seat].strategy)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("your strategy pool is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static void instinct_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
}
static void instinct_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
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

/* Spatial Conduit Cylinders (Jol-Nar): after you activate a system that
 * contains your units, exhaust it: during this activation that system is
 * adjacent to every other system containing your units. A flag of the
 * tactical action; movement and retreats read it (ti4_conduit_links,
 * map/units.c). */
static int conduit_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this is used after you activate a system (%s)"), ti4_seat_word(seat));
  if (!ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "6", N_("Spatial Conduit Cylinders: the active system contains none of your units (%s)"), ti4_seat_word(seat));
  return 0;
}
static void conduit_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags2 |= TI4_TAC2_CONDUIT;
}

/* Magmus Reactor (Muaat; the Codex I Omega text is the one in use): your
 * ships can move into supernovas (through them is Gashlai Physiology's);
 * each supernova that contains your units has PRODUCTION 5 as if it were
 * one of your units -- in the space area, so ground forces produced there
 * are placed in space (68.4). */
int ti4_magmus_into(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && ti4_has_tech(s, seat, TI4_TECH_MAGMUS_REACTOR);
}
int ti4_magmus_production(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0 || !ti4_magmus_into(s, seat)) return 0;
  if (!(ti4_systems[s->map[pos]].anomalies & TI4_ANOM_SUPERNOVA)) return 0;
  return ti4_units_at(s, seat, pos) ? 5 : 0;
}

/* Aerie Hololattice (Argent): other players cannot move ships through
 * systems that contain your structures (PDS, space docks; a Floating
 * Factory in space is one too); each planet with your structures has
 * PRODUCTION 1 as if it were one of your units. Into such a system is
 * allowed: only passing through is barred. */
static int structures_at(const ti4_state *s, int seat, int pos) {
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < sy->nplanets; i++) {
    int pl = sy->planets[i];
    if (pl >= 0 && s->planet_owner[pl] == seat && (s->planet_units[pl][2] || s->planet_units[pl][3])) return 1;
  }
  return ti4_floating_at(s, seat, pos) > 0;
}
int ti4_aerie_bars(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  for (int o = 0; o < s->nseats; o++)
    if (o != seat && ti4_has_tech(s, o, TI4_TECH_AERIE_HOLOLATTICE) && structures_at(s, o, pos)) return 1;
  return 0;
}
int ti4_aerie_production(const ti4_state *s, int seat, int pl) {
  if (pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != seat || seat < 0 || seat >= s->nseats) return 0;
  return (s->planet_units[pl][2] || s->planet_units[pl][3]) && ti4_has_tech(s, seat, TI4_TECH_AERIE_HOLOLATTICE);
}

static const ti4_ability rows[] = {
  { "spatial_conduit_cylinders", TI4_AB_TECH, TI4_TECH_SPATIAL_CONDUIT_CYLINDERS, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_EXHAUST,
    conduit_check, NULL, NULL, conduit_effect },
  { "instinct_training", TI4_AB_TECH, TI4_TECH_INSTINCT_TRAINING, W(TI4_W_ACTION_PLAYED), TI4_ABF_EXHAUST,
    instinct_check, NULL, instinct_pay, instinct_effect },
};
const ti4_ability_table ti4_ab_techs2 = { rows, sizeof rows / sizeof rows[0] };
