/* units.c -- unit cards per seat and units on the board (see units.h). */
#include "units.h"
#include "round.h"
#include "tokens.h"

static const uint8_t limits[TI4_UT__COUNT] = {4, 8, 8, 5, 255, 1, 2, 255, 4, 6, 3};

int ti4_unit_limit(int k) { return k >= 0 && k < TI4_UT__COUNT ? limits[k] : 0; }

int ti4_unit_row(const ti4_state *s, int seat, int k) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || k < 0 || k >= TI4_UT__COUNT) return -1;
  int f = s->p[seat].faction, fam = f >= 0 ? ti4_factions[f].family : -1;
  if (f >= 0 && k == TI4_UT_FLAGSHIP) return ti4_factions[f].flagship;
  if (f >= 0 && k == TI4_UT_MECH && ti4_factions[f].mech >= 0) return ti4_factions[f].mech;
  int generic = -1, own = -1;
  const int16_t *row = ti4_unit_rows_by_type + ti4_unit_type_first[k],
                *end = ti4_unit_rows_by_type + ti4_unit_type_first[k + 1];
  for (const int16_t *q = row; q < end; q++) {          /* only type k's rows: asked per unit moved */
    int u = *q;
    const ti4_unit_info *x = &ti4_units[u];
    if (!(x->source & s->expansions)) continue;
    int t = x->tech;                                       /* a unit upgrade: only with it */
    if (t >= 0 && !ti4_has_tech(s, seat, t)) continue;
    if (x->faction < 0) { if (generic < 0 || t >= 0) generic = u; }
    else if (x->faction == fam || (t >= 0 && ti4_valefar_copy(s, seat, t) >= 0)) {   /* 90.21: the Nekro's copy */
      if (own < 0 || t >= 0) own = u;
    }
  }
  if (own < 0 && generic < 0)                              /* on the board without its technology (an edit) */
    for (const int16_t *q = row; q < end && generic < 0; q++)
      if (ti4_units[*q].faction < 0 && (ti4_units[*q].source & s->expansions)) generic = *q;
  return own >= 0 ? own : generic;
}

int ti4_pds_ground_force(const ti4_state *s, int seat) {
  int r = ti4_unit_row(s, seat, TI4_UT_PDS);
  return r >= 0 && ti4_units[r].combat > 0;
}
int ti4_planet_ground_forces(const ti4_state *s, int pl) {
  if (pl < 0 || pl >= TI4_MAX_PLANETS) return 0;
  int o = s->planet_owner[pl], n = s->planet_units[pl][0] + s->planet_units[pl][1];
  return n + (o < s->nseats && ti4_pds_ground_force(s, o) ? s->planet_units[pl][2] : 0);
}

int ti4_unit_cost2(const ti4_state *s, int seat, int k) {
  int r = ti4_unit_row(s, seat, k);
  if (r < 0 || k >= TI4_UT_PDS) return -1;                /* 26.3: structures have no cost */
  return ti4_units[r].cost2;
}
int ti4_units_cost(const ti4_state *s, int seat, int k, int n) {
  int c = ti4_unit_cost2(s, seat, k);
  if (c < 0 || n <= 0) return 0;
  if (ti4_law_in_play(s, TI4_AGENDA_REGULATED_CONSCRIPTION) >= 0) return n * ((c + 1) / 2);
  return (n * c + 1) / 2;
}

int ti4_unit_move(const ti4_state *s, int seat, int k) {
  int r = ti4_unit_row(s, seat, k);
  return r < 0 ? 0 : ti4_units[r].move;
}
int ti4_unit_capacity(const ti4_state *s, int seat, int k) {
  int r = ti4_unit_row(s, seat, k);
  return r < 0 || k > TI4_UT_WARSUN ? 0 : ti4_units[r].capacity;
}

/* Letnev, Armada: two more non-fighter ships per system than fleet tokens */
int ti4_fleet_limit(const ti4_state *s, int seat) {
  if ((s->xs.fleet_ignored >> seat) & 1) return 255;   /* Darktalon Treilla: ignored this round */
  int n = s->p[seat].fleet + (s->p[seat].faction == TI4_FACTION_LETNEV ? 2 : 0);
  if (s->tok.mahact && s->p[seat].faction == TI4_FACTION_MAHACT)   /* Edict: others' tokens count too */
    n += __builtin_popcount((unsigned)s->tok.mahact & ~(1u << seat));
  return n;
}

int ti4_floating_at(const ti4_state *s, int seat, int pos) {
  int n = 0;
  if (seat < 0 || seat >= TI4_MAX_SEATS || s->p[seat].faction != TI4_FACTION_SAAR) return 0;
  for (int i = 0; i < 3; i++) n += pos < 0 ? s->floating[i] != 0 : s->floating[i] == pos + 1;
  return n;
}
int ti4_floating_capacity(const ti4_state *s, int seat, int pos) {
  int n = ti4_floating_at(s, seat, pos), r = n ? ti4_unit_row(s, seat, TI4_UT_SPACEDOCK) : -1;
  return r < 0 ? 0 : n * ti4_units[r].capacity;
}
int ti4_floating_seat(const ti4_state *s) {
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) if (s->p[o].faction == TI4_FACTION_SAAR) return o;
  return -1;
}

void ti4_floating_blockade(ti4_state *s, ti4_events *ev) {
  int seat = ti4_floating_seat(s);
  for (int i = 0; seat >= 0 && i < 3; i++) {
    int pos = s->floating[i] - 1, mine = 0, theirs = 0;
    if (pos < 0 || pos >= TI4_MAX_MAP) continue;
    for (int o = 0; o < s->nseats; o++)
      for (int k = 0; k <= TI4_UT_WARSUN; k++) {
        if (o == seat) mine |= s->ships[pos][o][k];
        else theirs |= s->ships[pos][o][k];
      }
    if (mine || !theirs) continue;
    s->floating[i] = 0;                                  /* blockaded (14.1): destroyed */
    ti4_emit(ev, TI4_EV_DESTROYED, seat, TI4_UT_SPACEDOCK, pos, 0, 1);
  }
}

void ti4_place_dock(ti4_state *s, int seat, int pl) {
  int pos = ti4_planet_pos(s, pl);
  if (s->p[seat].faction == TI4_FACTION_SAAR && pos >= 0) {   /* Floating Factory: into the planet's system's space area */
    for (int i = 0; i < 3; i++) if (!s->floating[i]) { s->floating[i] = (uint8_t)(pos + 1); ti4_minister_dock(s, seat, pos); return; }
    return;                                              /* all three on the board: the callers check 72.1 */
  }
  s->planet_units[pl][3]++;
  ti4_minister_dock(s, seat, pos);                       /* Minister of Industry */
}

void ti4_minister_dock(ti4_state *s, int seat, int pos) {
  int li = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_INDUSTRY) : -1;
  if (li >= 0 && s->laws[li].elected == TI4_TARGET(TI4_T_PLAYER, seat) && pos >= 0 && pos < 0x7F)
    s->minister = (uint8_t)(pos + 1);
}

int ti4_units_on_board(const ti4_state *s, int seat, int k) {
  int n = k == TI4_UT_SPACEDOCK ? ti4_floating_at(s, seat, -1) : 0;   /* Floating Factories */
  if (k < TI4_SPACE_TYPES) {
    n = 0;
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) n += s->ships[pos][seat][k];
  }
  if (k >= TI4_UT_INFANTRY)
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (s->planet_owner[p] == seat) n += s->planet_units[p][k - TI4_UT_INFANTRY];
  if ((k == TI4_UT_INFANTRY || k == TI4_UT_MECH) && s->combat.seat[0] == seat) {
    const ti4_combat *c = &s->combat;                   /* committed to an invasion (49.2) */
    for (int i = 0; i < 4; i++) if ((c->committed >> i) & 1) n += c->commit[i][k - TI4_UT_INFANTRY];
    if (c->kind == 2 || (c->ctl & TI4_CTL_PENDING)) n += c->invader[k - TI4_UT_INFANTRY];   /* or waiting to take the planet (49.5) */
  }
  if (k == TI4_UT_FIGHTER && s->combat.seat[0] == seat) {   /* committed as ground forces (Matriarch) */
    const ti4_combat *c = &s->combat;
    for (int i = 0; i < 4; i++) if ((c->committed >> i) & 1) n += c->commit_f[i];
    if (c->kind == 2) n += c->invader_f;
  }
  if (k == TI4_UT_PDS && s->p[seat].faction == TI4_FACTION_TITANS) {   /* placed by Awaken, fighting for a planet (Coalescence) */
    const ti4_combat *c = &s->combat;
    n += __builtin_popcount(s->tok.coalesce);
    if (s->combat.seat[0] == seat && (c->kind == 2 || (c->ctl & TI4_CTL_PENDING))) n += c->invader_pds[0];
  }
  return n;
}

int ti4_capture_slot(int k) {
  static const int8_t slot[TI4_SPACE_TYPES] = {0, 1, 2, 3, -1, 4, 5, -1, 6};
  return k >= 0 && k < TI4_SPACE_TYPES ? slot[k] : -1;
}
int ti4_units_captured(const ti4_state *s, int owner, int k) {
  int i = ti4_capture_slot(k);
  if (i < 0 || owner < 0 || owner >= TI4_MAX_SEATS) return 0;
  return (s->captured.n[owner][i >> 1] >> ((i & 1) * 4)) & 15;
}
int ti4_units_out(const ti4_state *s, int seat, int k) {
  return ti4_units_on_board(s, seat, k) + ti4_units_captured(s, seat, k);
}

int ti4_dock_production(const ti4_state *s, int seat, int pl) {
  int f = s->p[seat].faction;
  if (f == TI4_FACTION_CABAL) return ti4_has_tech(s, seat, TI4_TECH_DIMENSIONAL_TEAR_II) ? 7 : 5;
  if (f == TI4_FACTION_SAAR) return ti4_has_tech(s, seat, TI4_TECH_FLOATING_FACTORY_II) ? 7 : 5;
  if (pl < 0 || pl >= TI4_NPLANETS) return 0;          /* a dock in space is the Saar's alone */
  return ti4_planet_resources(s, pl) + (ti4_has_tech(s, seat, TI4_TECH_SPACE_DOCK_II) ? 4 : 2);
}

int ti4_flagship_production(const ti4_state *s, int seat, int pos) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || !s->ships[pos][seat][TI4_UT_FLAGSHIP]) return 0;
  return ti4_unit_row(s, seat, TI4_UT_FLAGSHIP) == TI4_UNIT_DUHA_MENAIMON ? 5 : 0;   /* Duha Menaimon (Arborec) */
}

int ti4_dock_in(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl >= 0 && s->planet_owner[pl] == seat && s->planet_units[pl][3]) return 1;
  }
  return 0;
}

int ti4_units_at(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0 || seat < 0 || seat >= TI4_MAX_SEATS) return 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) if (s->ships[pos][seat][k]) return 1;
  if (ti4_floating_at(s, seat, pos)) return 1;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl < 0 || s->planet_owner[pl] != seat) continue;
    const uint8_t *u = s->planet_units[pl];
    if (u[0] | u[1] | u[2] | u[3]) return 1;
  }
  return 0;
}

/* Spatial Conduit Cylinders (techs2.c), this activation: the active system
 * is adjacent to every other system with the active player's units. */
uint64_t ti4_conduit_links(const ti4_state *s, int seat, int pos) {
  int a = s->tac.pos;
  uint64_t r = 0;
  if (!(s->tac.flags2 & TI4_TAC2_CONDUIT) || seat < 0 || seat != s->active || s->phase != TI4_PHASE_ACTION ||
      a >= s->nmap || a >= 64 || pos < 0 || pos >= s->nmap || pos >= 64) return 0;
  if (pos != a) return ti4_units_at(s, seat, pos) ? (uint64_t)1 << a : 0;
  for (int q = 0; q < s->nmap && q < 64; q++)
    if (q != a && ti4_units_at(s, seat, q)) r |= (uint64_t)1 << q;
  return r;
}

void ti4_space_area_move(ti4_state *s, int seat, int from, int to, ti4_events *ev) {
  if (from < 0 || to < 0 || from >= TI4_MAX_MAP || to >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS) return;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = s->ships[from][seat][k];
    if (!n) continue;
    int d = ti4_damaged_get(s, from, seat, k) < n ? ti4_damaged_get(s, from, seat, k) : n;
    s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);
    ti4_damaged_set(s, to, seat, k, ti4_damaged_get(s, to, seat, k) + d);   /* damage goes with the units (87) */
    s->ships[from][seat][k] = 0;
    ti4_damaged_set(s, from, seat, k, 0);
    ti4_emit(ev, TI4_EV_MOVED, seat, k, from, 0, n);
  }
  int ff = ti4_floating_at(s, seat, from);               /* the Saar's Floating Factories: they move like ships (units.tsv) */
  for (int j = 0; j < 3 && ff; j++) if (s->floating[j] == from + 1) s->floating[j] = (uint8_t)(to + 1);
  if (ff) ti4_emit(ev, TI4_EV_MOVED, seat, TI4_UT_SPACEDOCK, from, 0, ff);
}
