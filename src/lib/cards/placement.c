/* placement.c -- where units produced outside the production step go,
 * and what has PRODUCTION there (LRR 67.4, 68.3, 68.4): Chaos Mapping
 * (techs2.c) and Dirzuga Rophal (production.c) place a ground force as
 * PRODUCTION would, the player asked where when more than one place is
 * possible ("chaos_mapping_place", "dirzuga_rophal_place": `choose
 * PLANET`, or `choose TILE` for the space area); Magmus Reactor's and
 * Aerie Hololattice's PRODUCTION (the galaxy's production step reads them
 * too). A unit of its own so that both families can call it. */
#include "placement.h"
#include "units.h"
#include "round.h"

enum { ASK_CHAOS_PLACE = 96, ASK_DIRZUGA_PLACE = 97 };   /* ask ids 96-103 */

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
int ti4_aerie_production(const ti4_state *s, int seat, int pl) {
  if (pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != seat || seat < 0 || seat >= s->nseats) return 0;
  return (s->planet_units[pl][2] || s->planet_units[pl][3]) && ti4_has_tech(s, seat, TI4_TECH_AERIE_HOLOLATTICE);
}
/* Units with PRODUCTION (the galaxy's production step counts the same
 * units: space docks, Floating Factories, Hel-Titans, Letani Warriors and
 * Behemoths, Aerie Hololattice, Magmus Reactor): on seat's planet p, and in
 * the space area of pos. */
int ti4_produces_on(const ti4_state *s, int seat, int p) {
  int f = s->p[seat].faction, arborec = f == TI4_FACTION_ARBOREC;
  int behemoth = !(s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR));   /* Articles of War: no mech PRODUCTION */
  if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] != seat) return 0;
  const uint8_t *u = s->planet_units[p];
  return (u[3] && ti4_dock_production(s, seat, p) > 0) || (f == TI4_FACTION_TITANS && u[2]) ||
         (arborec && (u[0] || (behemoth && u[1]))) || ti4_aerie_production(s, seat, p);
}
int ti4_produces_in_space(const ti4_state *s, int seat, int pos) {
  int behemoth = !(s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR));
  return (s->p[seat].faction == TI4_FACTION_ARBOREC && behemoth && s->ships[pos][seat][TI4_UT_MECH]) ||
         ti4_floating_at(s, seat, pos) || ti4_magmus_production(s, seat, pos) > 0;
}
/* One more unit of type k in pos's space area fits the capacity (16.2). */
int ti4_space_room_for(const ti4_state *s, int seat, int pos, int k) {
  const uint8_t *u = s->ships[pos][seat];
  int capv = 0, f = u[TI4_UT_FIGHTER] + (k == TI4_UT_FIGHTER);
  for (int j = 0; j <= TI4_UT_WARSUN; j++) capv += u[j] * ti4_unit_capacity(s, seat, j);
  capv += ti4_floating_capacity(s, seat, pos);
  if (ti4_dock_in(s, seat, pos)) f -= f < 3 ? f : 3;   /* a space dock on a planet holds 3 fighters */
  return f + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH] + (k > TI4_UT_WARSUN) <= capv;
}
/* May a ground force of type k produced in pos go to pl (-1: the space
 * area)? 68.3, 68.4. */
static int chaos_place_ok(const ti4_state *s, int seat, int pos, int k, int pl) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  if (pl < 0) return ti4_produces_in_space(s, seat, pos) && ti4_space_room_for(s, seat, pos, k);
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++)
    if (ti4_sys_planets(s, sy)[i] == pl)
      return s->planet_owner[pl] == seat && (ti4_produces_on(s, seat, pl) || ti4_produces_in_space(s, seat, pos));
  return 0;
}
/* How many places a ground force of type k produced in pos may go; *one:
 * the last of them (a planet, -1 the space area). */
static int chaos_places(const ti4_state *s, int seat, int pos, int k, int *one) {
  int n = 0;
  *one = -2;
  if (chaos_place_ok(s, seat, pos, k, -1)) { n++; *one = -1; }
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++)
    if (chaos_place_ok(s, seat, pos, k, ti4_sys_planets(s, sy)[i])) { n++; *one = ti4_sys_planets(s, sy)[i]; }
  return n;
}
static void chaos_place(ti4_state *s, int seat, int pos, int k, int pl, ti4_events *ev) {
  if (k > TI4_UT_WARSUN && pl >= 0) s->planet_units[pl][k - TI4_UT_INFANTRY]++;   /* 68.3, 68.4 */
  else s->ships[pos][seat][k]++;
  ti4_nexus_update(s);                                   /* 100.2: placed into the wormhole nexus */
  ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, 1);
}
int ti4_ground_places(const ti4_state *s, int seat, int pos, int k) {
  int pl;
  return pos >= 0 && pos < s->nmap && pos < TI4_MAX_MAP && s->map[pos] >= 0 ? chaos_places(s, seat, pos, k, &pl) : 0;
}
void ti4_ground_place(ti4_state *s, int seat, int pos, int k, int dirzuga, ti4_events *ev) {
  int pl = -1;
  if (k > TI4_UT_WARSUN && chaos_places(s, seat, pos, k, &pl) > 1) {   /* the player says where */
    ti4_ask_for(s, dirzuga ? ASK_DIRZUGA_PLACE : ASK_CHAOS_PLACE, seat, -1);
    s->ask.arg[0] = (int16_t)k;
    s->ask.arg[1] = (int16_t)pos;
    return;
  }
  chaos_place(s, seat, pos, k, pl, ev);
}
/* The answer: a planet (target), or the system's tile number for its space
 * area; -3 when malformed. */
static int chaos_where(const ti4_state *s, const ti4_move *m) {
  int pos = s->ask.arg[1];
  int tile = pos >= 0 && pos < s->nmap && s->map[pos] >= 0 ? ti4_tile_number(s->map[pos]) : -1;
  int rest = m->card >= 0 || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < 5; i++) rest |= m->arg[i] != -1;
  if (rest) return -3;
  if (m->target) {
    if (m->arg[0] != -1 || TI4_TARGET_KIND(m->target) != TI4_T_PLANET) return -3;
    return (int)TI4_TARGET_INDEX(m->target);
  }
  return m->arg[0] >= 0 && m->arg[0] == tile ? -1 : -3;
}
static int chaos_place_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int w = chaos_where(s, m);
  if (w == -3 || !chaos_place_ok(s, m->seat, s->ask.arg[1], s->ask.arg[0], w))
    return ti4_fail(e, TI4_EILLEGAL, "68.3", N_("name a planet of yours in that system where the unit may be placed, or the system's tile number for its space area (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void chaos_place_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int w = chaos_where(s, m), k = s->ask.arg[0], pos = s->ask.arg[1];
  if (w == -3 || !chaos_place_ok(s, m->seat, pos, k, w)) return;
  chaos_place(s, m->seat, pos, k, w, ev);
}
static size_t chaos_place_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t n = 0;
  int a = s->ask.seat, k = s->ask.arg[0], pos = s->ask.arg[1];
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  if (chaos_place_ok(s, a, pos, k, -1)) {
    if (n < cap) {
      ti4_move_blank(&out[n], a, TI4_MV_CHOOSE);
      out[n].arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
    }
    n++;
  }
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    if (!chaos_place_ok(s, a, pos, k, ti4_sys_planets(s, sy)[i])) continue;
    if (n < cap) {
      ti4_move_blank(&out[n], a, TI4_MV_CHOOSE);
      out[n].target = TI4_TARGET(TI4_T_PLANET, ti4_sys_planets(s, sy)[i]);
    }
    n++;
  }
  return n;
}

static const ti4_choice choice_rows[] = {
  { ASK_CHAOS_PLACE, chaos_place_check, chaos_place_apply, chaos_place_legal, "chaos_mapping_place",
    N_("Chaos Mapping: where is the ground force placed (choose PLANET, or choose TILE for the space area)") },
  { ASK_DIRZUGA_PLACE, chaos_place_check, chaos_place_apply, chaos_place_legal, "dirzuga_rophal_place",
    N_("Dirzuga Rophal: where is the ground force placed (choose PLANET, or choose TILE for the space area)") },
};
const ti4_choice_table ti4_choices_placement = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
