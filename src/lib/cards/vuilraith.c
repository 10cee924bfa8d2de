/* vuilraith.c -- the Vuil'raith Cabal's records that capture or spend
 * captured units (LRR 17; common/capture.c keeps what is captured).
 * Card texts paraphrased.
 * - Vortex (technology): ACTION: exhaust to choose another player's
 *   non-structure unit in a system adjacent to 1 or more of your space
 *   docks; capture 1 unit of that type from that player's reinforcements.
 *   `component vortex p2 cruiser`.
 * - It Feeds on Carrion (hero): ACTION: each other player rolls 1 die for
 *   each of their non-fighter ships in or adjacent to a system with a
 *   dimensional tear (the Cabal's space docks); on 1-3 the ship is
 *   captured, and fighters and ground forces it leaves beyond capacity are
 *   captured too; purged. `component it_feeds_on_carrion`.
 * - The Stillness of Stars (agent): after another player replenishes
 *   commodities, exhaust to turn their commodities into trade goods and
 *   capture 1 unit from their reinforcements costing no more than their
 *   faction's commodity value. Offered at the end of the turn in which
 *   they replenished (the state keeps who did, ti4_captured.replenished),
 *   as Carth of Golden Sands is offered (leaders2.c).
 *   `play the_stillness_of_stars p2 cruiser`.
 * - Riftmeld (faction ability): when you research a unit upgrade
 *   technology, you may return 1 captured unit of that type to ignore all
 *   of its prerequisites. Used when, and only when, the research named
 *   lacks prerequisites that specialties do not cover (strategy_cards.c,
 *   agenda_effects.c ask ti4_riftmeld_type and pay with ti4_riftmeld_pay). */
#include "round.h"
#include "units.h"
#include "exploration.h"
#include "capture.h"
#include "vuilraith.h"

/* The unit type an option word names (a ship, infantry or a mech), -1. */
static int unit_of_opt(int o) {
  if (o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN) return o - TI4_OPT_CARRIER;
  return o == TI4_OPT_INFANTRY ? TI4_UT_INFANTRY : o == TI4_OPT_MECH ? TI4_UT_MECH : -1;
}
static int opt_of_unit(int k) {
  return k <= TI4_UT_WARSUN ? TI4_OPT_CARRIER + k : k == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : TI4_OPT_MECH;
}

/* seat's units of type k in the system at pos: its space area and, for
 * ground forces, the planets seat controls there. */
static int units_in(const ti4_state *s, int seat, int k, int pos) {
  int n = s->ships[pos][seat][k];
  if (k == TI4_UT_INFANTRY || k == TI4_UT_MECH) {
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
      int pl = ti4_sys_planets(s, sy)[i];
      if (pl >= 0 && s->planet_owner[pl] == seat) n += s->planet_units[pl][k - TI4_UT_INFANTRY];
    }
  }
  return n;
}

/* ---- Vortex ---------------------------------------------------------------- */
static int vortex_reach(const ti4_state *s, int seat, int o, int k) {
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || !units_in(s, o, k, pos)) continue;
    for (int d = 0; d < s->nmap && d < TI4_MAX_MAP; d++)
      if (ti4_dock_in(s, seat, d) && ti4_adjacent(s, pos, d)) return 1;   /* 6.2a: not its own system */
  }
  return 0;
}
/* 17.5: a unit of that type left in o's reinforcements (fighters and
 * infantry have tokens); 17.6: none of seat's space docks blockaded by o. */
static int capture_allowed(const ti4_state *s, int seat, int o, int k, ti4_error *e) {
  if (k != TI4_UT_FIGHTER && k != TI4_UT_INFANTRY && ti4_units_out(s, o, k) >= ti4_unit_limit(k))
    return ti4_fail(e, TI4_EILLEGAL, "17.5", N_("%s has no unit of that type in its reinforcements"), ti4_seat_word(o));
  if (ti4_blockades_dock(s, o, seat))
    return ti4_fail(e, TI4_EILLEGAL, "17.6", N_("%s blockades one of your space docks: you cannot capture their units"), ti4_seat_word(o));
  return 0;
}
/* Every `pY TYPE` pair check accepts (Vortex, The Stillness of Stars). */
static size_t player_unit_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                                  int (*check)(const ti4_state *, int, const ti4_move *, ti4_error *)) {
  size_t n = 0;
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; k <= TI4_UT_MECH; k++) {
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_PLAYER, o);
      m.arg[0] = (int16_t)TI4_OPT_ARG(opt_of_unit(k));
      if (check(s, seat, &m, NULL)) continue;
      if (n < cap) out[n] = m;
      n++;
    }
  return n;
}
static int vortex_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int k = unit_of_opt(TI4_OPT_OF_ARG(m->arg[0]));
  if (o < 0 || k < 0 || m->arg[1] != -1 || ti4_count_set(m->planets))
    return ti4_fail(e, TI4_ESYNTAX, "17", N_("name another player and a unit type, e.g. component vortex p2 cruiser (%s)"), ti4_seat_word(seat));
  if (o == seat || !ti4_seat_valid(s, o) || s->p[o].eliminated)
    return ti4_fail(e, TI4_EILLEGAL, "17", N_("Vortex captures another player's unit (%s)"), ti4_seat_word(o));
  if (!vortex_reach(s, seat, o, k))
    return ti4_fail(e, TI4_EILLEGAL, "6", N_("Vortex: %s has no unit of that type in a system adjacent to your space docks"), ti4_seat_word(o));
  return capture_allowed(s, seat, o, k, e);
}
static size_t vortex_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return player_unit_options(s, seat, base, out, cap, vortex_check);
}
static void vortex(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (vortex_check(s, seat, m, NULL)) return;    /* e.g. the unit left while the card was answered */
  ti4_capture_units(s, seat, (int)TI4_TARGET_INDEX(m->target), unit_of_opt(TI4_OPT_OF_ARG(m->arg[0])), 1, ev);
}

/* ---- Riftmeld ---------------------------------------------------------------- */
static int upgrade_type(int t) {
  if (t < 0 || t >= TI4_NTECHS || ti4_techs[t].color != TI4_COLOR_UNIT) return -1;
  for (int r = 0; r < TI4_NUNITS; r++)
    if (ti4_units[r].tech == t) return ti4_units[r].type;
  return -1;
}
/* A captured unit of type k seat could return: its owner, or seat for a
 * token; -1 none. Seat's own first, then clockwise. */
static int captured_owner(const ti4_state *s, int seat, int k) {
  const ti4_captured *c = &s->captured;
  if (c->seat != seat) return -1;
  if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY) return (k == TI4_UT_FIGHTER ? c->fighters : c->infantry) ? seat : -1;
  for (int i = 0; i < s->nseats; i++) {
    int o = (seat + i) % s->nseats;
    if (ti4_units_captured(s, o, k)) return o;
  }
  return -1;
}
int ti4_riftmeld_type(const ti4_state *s, int seat, int t) {
  if (seat < 0 || seat >= s->nseats || s->p[seat].faction != TI4_FACTION_CABAL) return -1;   /* "riftmeld" */
  int k = upgrade_type(t);
  return k >= 0 && k <= TI4_UT_MECH && captured_owner(s, seat, k) >= 0 ? k : -1;
}
void ti4_riftmeld_pay(ti4_state *s, int seat, int t, ti4_events *ev) {
  int k = ti4_riftmeld_type(s, seat, t);
  if (k >= 0) ti4_capture_return(s, captured_owner(s, seat, k), k, 1, ev);
}

/* ---- It Feeds on Carrion (hero) ----------------------------------------------- */
/* Is pos a system that contains a dimensional tear (one of seat's space
 * docks, the Cabal's Dimensional Tear) or adjacent to one? */
static int near_tear(const ti4_state *s, int seat, int pos) {
  if (ti4_dock_in(s, seat, pos)) return 1;
  uint64_t near = ti4_adjacent_mask(s, pos);
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP; q++)
    if ((near >> q & 1) && ti4_dock_in(s, seat, q)) return 1;
  return 0;
}
/* Fighters and ground forces of o in pos's space area beyond its ships'
 * capacity (16.1; a space dock of o's there holds 3 fighters) are removed
 * and captured: the engine takes fighters, then infantry, then mechs. */
static void capture_stranded(ti4_state *s, int seat, int o, int pos, ti4_events *ev) {
  uint8_t *u = s->ships[pos][o];
  int capv = ti4_floating_capacity(s, o, pos), f = u[TI4_UT_FIGHTER];
  for (int j = 0; j <= TI4_UT_WARSUN; j++) capv += u[j] * ti4_unit_capacity(s, o, j);
  if (ti4_dock_in(s, o, pos)) f -= f < 3 ? f : 3;
  int over = f + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH] - capv;
  static const int order[3] = { TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_MECH };
  for (int i = 0; i < 3 && over > 0; i++) {
    int k = order[i], n = k == TI4_UT_FIGHTER ? f : u[k];
    if (n > over) n = over;
    if (n <= 0) continue;
    u[k] = (uint8_t)(u[k] - n);
    if (ti4_damaged_get(s, pos, o, k) > u[k]) ti4_damaged_set(s, pos, o, k, u[k]);
    over -= n;
    ti4_capture_units(s, seat, o, k, n, ev);
  }
}
static void carrion(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  for (int i = 1; i < s->nseats; i++) {
    int o = (seat + i) % s->nseats;            /* each other player, clockwise */
    if (s->p[o].eliminated || ti4_blockades_dock(s, o, seat)) continue;   /* 17.6 */
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (s->map[pos] < 0 || !near_tear(s, seat, pos)) continue;
      int took = 0;
      for (int k = 0; k <= TI4_UT_WARSUN; k++) {
        if (k == TI4_UT_FIGHTER) continue;
        int n = s->ships[pos][o][k], hit = 0;
        for (int d = 0; d < n; d++) hit += ti4_roll(s, o, k, pos, ev) <= 3;
        if (!hit) continue;
        s->ships[pos][o][k] = (uint8_t)(n - hit);
        if (ti4_damaged_get(s, pos, o, k) > n - hit) ti4_damaged_set(s, pos, o, k, n - hit);
        ti4_capture_units(s, seat, o, k, hit, ev);
        took = 1;
      }
      if (took) capture_stranded(s, seat, o, pos, ev);
    }
  }
}

/* ---- The Stillness of Stars (agent) -------------------------------------------- */
static int stillness_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int k = unit_of_opt(TI4_OPT_OF_ARG(m->arg[0]));
  if (o < 0 || k < 0 || m->arg[1] != -1 || ti4_count_set(m->planets))
    return ti4_fail(e, TI4_ESYNTAX, "17", N_("name the player who replenished and a unit type, e.g. play the_stillness_of_stars p2 cruiser (%s)"), ti4_seat_word(seat));
  if (s->phase != TI4_PHASE_ACTION || o == seat || !ti4_seat_valid(s, o) || !((s->captured.replenished >> o) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("%s has not replenished commodities this turn"), ti4_seat_word(o));
  int f = s->p[o].faction, value = f >= 0 ? ti4_factions[f].commodities : 0, c2 = ti4_unit_cost2(s, o, k);
  if (c2 < 0 || c2 > 2 * value)
    return ti4_fail(e, TI4_EILLEGAL, "17", N_("that unit costs more than %s's commodity value"), ti4_seat_word(o));
  return capture_allowed(s, seat, o, k, e);
}
static size_t stillness_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return player_unit_options(s, seat, base, out, cap, stillness_check);
}
static void stillness(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (stillness_check(s, seat, m, NULL)) return;
  int o = (int)TI4_TARGET_INDEX(m->target), c = s->p[o].commodities;
  s->captured.replenished &= (uint8_t)~(1u << o);
  if (c) {                                       /* their commodities become trade goods */
    s->p[o].commodities = 0;
    ti4_emit_what(ev, TI4_EV_LOST, o, TI4_RES_COMMODITIES, -1, c);
    ti4_receive_tg(s, o, c, ev);
  }
  ti4_capture_units(s, seat, o, unit_of_opt(TI4_OPT_OF_ARG(m->arg[0])), 1, ev);
}

static const ti4_ability rows[] = {
  { "vortex", TI4_AB_TECH, TI4_TECH_VORTEX, 0, TI4_ABF_COMPONENT | TI4_ABF_EXHAUST | TI4_ABF_TARGET,
    vortex_check, vortex_options, NULL, vortex },
  { "the_stillness_of_stars", TI4_AB_LEADER, TI4_LEADER_THE_STILLNESS_OF_STARS, 1u << TI4_W_TURN_END, TI4_ABF_TARGET,
    stillness_check, stillness_options, NULL, stillness },
  { "it_feeds_on_carrion", TI4_AB_LEADER, TI4_LEADER_IT_FEEDS_ON_CARRION, 0, TI4_ABF_COMPONENT, NULL, NULL, NULL, carrion },
};
const ti4_ability_table ti4_ab_vuilraith = { rows, sizeof rows / sizeof rows[0] };
