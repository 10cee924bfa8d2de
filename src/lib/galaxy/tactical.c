/* tactical.c -- a tactical action after activation (LRR 89): movement
 * (89.2, 58), landing ground forces on planets nobody defends (89.4, 25,
 * 27), production (89.5, 67, 68). Space combat after movement (89.3) is
 * combat.c; space cannon and invasion against defenders are refused as not
 * modelled yet, and `legal` never lists them.
 *
 * Movement is one move naming every group of units that leaves a system
 * (58.6: declared at once, arriving together). Each ship takes the path
 * with the fewest gravity-rift exits that its move value allows (41.1: +1
 * per rift it leaves; 41.2: one roll per exit, 1-3 removes it). Fighters
 * and ground forces are transported by the ships moving from the system
 * they start in (95.1); picking them up on the way is not modelled. When a
 * ship is lost in a rift, what the surviving ships of its system cannot
 * carry is lost with it (41.2b): fighters first, then infantry, then mechs.
 *
 * Checking is simulating: a move is tried on a copy of the state (rolls
 * included: the queue or the generator the copy holds), so `legal`, check
 * and apply agree exactly. */
#include "galaxy.h"
#include "round.h"
#include "units.h"
#include "combat.h"
#include "invasion.h"
#include "deeds.h"

enum { TAC_MOVE = 1, TAC_LAND, TAC_PRODUCE, TAC_DONE, TAC_COMBAT, TAC_GROUND, TAC_CANNON, TAC_BOMBARD };

uint16_t ti4_group_get(const ti4_move *m, int i) {
  uint16_t g;
  if (i < 0 || i >= TI4_MAX_GROUPS) return 0;
  if (i < TI4_MOVE_ARGS) g = (uint16_t)m->arg[i];
  else memcpy(&g, (const uint8_t *)m->planets + 2 * (i - TI4_MOVE_ARGS), 2);
  return g == 0xFFFF || TI4_GROUP_COUNT(g) == 0 ? 0 : g;
}
void ti4_group_set(ti4_move *m, int i, uint16_t g) {
  if (i < 0 || i >= TI4_MAX_GROUPS) return;
  if (i < TI4_MOVE_ARGS) m->arg[i] = (int16_t)g;
  else memcpy((uint8_t *)m->planets + 2 * (i - TI4_MOVE_ARGS), &g, 2);
}

void ti4_tactical_begin(ti4_state *s, int pos) {
  s->tac.pos = (uint8_t)pos;
  s->tac.step = TAC_MOVE;
  s->tac.flags = (s->tac.flags & TI4_TAC_OFFER) ? TI4_TAC_SECOND : 0;   /* Fleet Logistics' second one */
}

static int anomalies(const ti4_state *s, int pos) {
  return pos >= 0 && pos < s->nmap && s->map[pos] >= 0 ? ti4_systems[s->map[pos]].anomalies : 0;
}

static int others_ships(const ti4_state *s, int seat, int pos) {
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) return 1;
  return 0;
}

/* A home system beside the board (the Ghosts' tile 51) is position
 * OFFBOARD here: its units are home_ships; it is adjacent to the systems
 * with a delta wormhole (the Creuss Gate, 101.4a). */
enum { OFFBOARD = TI4_MAX_MAP };
static const uint8_t *space_c(const ti4_state *s, int seat, int pos) {
  return pos == OFFBOARD ? s->home_ships[seat] : s->ships[pos][seat];
}
static uint8_t *space_of(ti4_state *s, int seat, int pos) {
  return pos == OFFBOARD ? s->home_ships[seat] : s->ships[pos][seat];
}
static int dock_at(const ti4_state *s, int seat, int pos) {
  if (pos != OFFBOARD) return ti4_dock_in(s, seat, pos);
  int f = s->p[seat].faction;
  for (int k = 0; f >= 0 && k < ti4_factions[f].nhome; k++) {
    int pl = ti4_factions[f].home_planets[k];
    if (s->planet_owner[pl] == seat && s->planet_units[pl][3]) return 1;
  }
  return 0;
}

static int space_cargo(const ti4_state *s, int seat, int pos) {
  const uint8_t *u = space_c(s, seat, pos);
  return u[TI4_UT_FIGHTER] + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH];
}
/* 95.1 (and the FAQ on transport): a ship moving out of a system can pick
 * up the player's ground forces on the planets there, not only those in
 * its space area. A move names the count per system; it takes the space
 * area's first, then the planets' in the system's planet order. */
static int on_planets(const ti4_state *s, int seat, int sys, int k) {
  if ((k != TI4_UT_INFANTRY && k != TI4_UT_MECH) || sys < 0 || sys >= TI4_NSYSTEMS) return 0;
  const ti4_system_info *sy = &ti4_systems[sys];
  int n = 0;
  for (int i = 0; i < sy->nplanets; i++) {
    int pl = sy->planets[i];
    if (pl >= 0 && s->planet_owner[pl] == seat) n += s->planet_units[pl][k - TI4_UT_INFANTRY];
  }
  return n;
}
static void pick_up(ti4_state *s, int seat, int sys, int k, int n) {
  const ti4_system_info *sy = &ti4_systems[sys];
  for (int i = 0; i < sy->nplanets && n > 0; i++) {
    int pl = sy->planets[i];
    if (pl < 0 || s->planet_owner[pl] != seat) continue;
    uint8_t *u = &s->planet_units[pl][k - TI4_UT_INFANTRY];
    int t = *u < n ? *u : n;
    *u = (uint8_t)(*u - t);
    n -= t;
  }
}
/* How many of a group come from the space area (the rest: from planets). */
static int from_space(const ti4_state *s, int seat, int pos, int k, int c) {
  int sp = space_c(s, seat, pos)[k];
  return (k == TI4_UT_INFANTRY || k == TI4_UT_MECH) && c > sp ? sp : c;
}

static int space_capacity(const ti4_state *s, int seat, int pos) {
  int c = 0;
  const uint8_t *u = space_c(s, seat, pos);
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (u[k]) c += u[k] * ti4_unit_capacity(s, seat, k);
  return c;
}
static int fleet_ships(const ti4_state *s, int seat, int pos) {
  int n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (k != TI4_UT_FIGHTER) n += s->ships[pos][seat][k];
  return n;
}
/* 16.2-16.3: fighters and ground forces in the space area within the
 * capacity of the ships there (a space dock's system keeps 3 fighters
 * outside it: the space dock card). */
static int capacity_ok(const ti4_state *s, int seat, int pos) {
  int cargo = space_cargo(s, seat, pos), cap = space_capacity(s, seat, pos);
  if (dock_at(s, seat, pos)) {
    int f = space_c(s, seat, pos)[TI4_UT_FIGHTER];
    cargo -= f < 3 ? f : 3;
  }
  return cargo <= cap;
}

/* Space combat against the ships of two other players is not modelled. */
static int defended(const ti4_state *s, int seat, int pos, ti4_error *e) {
  unsigned two = ti4_ships_of_others(s, seat, pos);     /* space combat: combat.c */
  if (two & (two - 1))
    return ti4_fail(e, TI4_EILLEGAL, "89.3", N_("not modelled yet: combat against the ships of two players (%s)"), ti4_systems[s->map[pos]].id);
  return 0;                                             /* space cannon offense: combat.c */
}

/* The fewest gravity-rift exits on a legal path from `from` into the active
 * system `to` for a ship with move value mv (58.4, 11, 59, 86, 41), -1 if
 * none. State: (position, move left); leaving a rift adds 1 (41.1). */
static int path_rifts(const ti4_state *s, int seat, int from, int to, int mv, uint64_t *adj, uint64_t *adj_done) {
  enum { B = 16 };
  int8_t best[TI4_MAX_MAP][B];
  int f = s->p[seat].faction;
  int nebula_ok = ti4_law_in_play(s, TI4_AGENDA_SHARED_RESEARCH) >= 0 ||  /* For: through nebulae */
                  f == TI4_FACTION_EMPYREAN;                              /* Voidborn: nebulae do not affect them */
  int asteroid_ok = ti4_has_tech(s, seat, TI4_TECH_ANTIMASS_DEFLECTORS);  /* into and through asteroid fields */
  int ships_ok = ti4_has_tech(s, seat, TI4_TECH_LIGHT_WAVE_DEFLECTOR);    /* through others' ships */
  memset(best, -1, sizeof best);
  if (mv >= B) mv = B - 1;
  best[from][mv] = 0;
  int found = -1;
  uint64_t frontier = (uint64_t)1 << from;               /* positions improved last round */
  for (int round = 0; round < 24 && frontier; round++) {
    uint64_t next = 0;
    for (uint64_t fm = frontier; fm; fm &= fm - 1) {
      int p = __builtin_ctzll(fm);
      for (int b = 0; b < B; b++) {
        int r = best[p][b];
        if (r < 0 || p == to) continue;
        int rift = (anomalies(s, p) & TI4_ANOM_RIFT) != 0;
        int left = b + rift, rr = r + rift;
        if (left < 1) continue;
        if (left > B) left = B;
        if (!((*adj_done >> p) & 1)) {
          adj[p] = ti4_move_adjacent_mask(s, p, seat, (s->tac.flags & TI4_TAC_AB_LINK) != 0);
          *adj_done |= (uint64_t)1 << p;
        }
        for (uint64_t m = adj[p]; m; m &= m - 1) {
          int q = __builtin_ctzll(m);
          int an = anomalies(s, q);
          if ((an & TI4_ANOM_SUPERNOVA) || ((an & TI4_ANOM_ASTEROID) && !asteroid_ok)) continue;   /* 86.1, 11.1 */
          if (q != to && (((an & TI4_ANOM_NEBULA) && !nebula_ok) || (!ships_ok && others_ships(s, seat, q)))) continue;   /* 59.1, 58.4b */
          int nb = left - 1;
          if (q == to) { if (found < 0 || rr < found) found = rr; continue; }
          if (best[q][nb] < 0 || best[q][nb] > rr) { best[q][nb] = (int8_t)rr; next |= (uint64_t)1 << q; }
        }
      }
    }
    frontier = next;
  }
  return found;
}

/* From the home beside the board: one step onto a delta-wormhole system,
 * then on as usual. */
static int path_from(const ti4_state *s, int seat, int from, int to, int mv, uint64_t *adj, uint64_t *adj_done) {
  if (from != OFFBOARD) return path_rifts(s, seat, from, to, mv, adj, adj_done);
  int best = -1;
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP && mv >= 1; q++) {
    if (s->map[q] < 0 || ti4_systems[s->map[q]].hyperlane || !(ti4_systems[s->map[q]].wormholes & TI4_WH_DELTA)) continue;
    int an = anomalies(s, q);
    if ((an & TI4_ANOM_SUPERNOVA) || (an & TI4_ANOM_ASTEROID && !ti4_has_tech(s, seat, TI4_TECH_ANTIMASS_DEFLECTORS))) continue;
    if (q == to) return 0;
    if ((an & TI4_ANOM_NEBULA) || others_ships(s, seat, q)) continue;
    int r = path_rifts(s, seat, q, to, mv - 1, adj, adj_done);
    if (r >= 0 && (best < 0 || r < best)) best = r;
  }
  return best;
}

static int ship_move(const ti4_state *s, int seat, int pos, int k) {
  int mv = ti4_unit_move(s, seat, k), f = s->p[seat].faction;
  int sys = pos == OFFBOARD ? (f >= 0 ? ti4_factions[f].home_system : -1) : s->map[pos];
  if (mv > 0 && (anomalies(s, pos) & TI4_ANOM_NEBULA) && f != TI4_FACTION_EMPYREAN) mv = 1;   /* 59.2; Voidborn */
  if (mv > 0 && f == TI4_FACTION_GHOST && sys >= 0 &&            /* Slipstream: from home or an alpha/beta system */
      (sys == ti4_factions[f].home_system || (ti4_systems[sys].wormholes & (TI4_WH_ALPHA | TI4_WH_BETA))))
    mv++;
  if (mv > 0 && (s->tac.flags & TI4_TAC_MOVE_PLUS)) mv++;        /* Flank Speed (59.2a) */
  return mv;
}

static const char *sys_word(const ti4_state *s, int seat, int pos) {
  int f = s->p[seat].faction;
  if (pos == OFFBOARD) return f >= 0 ? ti4_systems[ti4_factions[f].home_system].id : "?";
  return ti4_systems[s->map[pos]].id;
}

/* A movement checked up to the rolls: its groups, where each starts, the
 * rift exits of each ship group's path. */
typedef struct {
  int n;
  uint16_t g[TI4_MAX_GROUPS];
  int gpos[TI4_MAX_GROUPS];
  int rifts[TI4_MAX_GROUPS];
  uint64_t sources;
} move_plan;

static int plan_move(const ti4_state *s, const ti4_move *m, move_plan *pl, ti4_error *e) {
  int seat = m->seat, to = s->tac.pos, n = 0;
  uint16_t *g = pl->g;
  int *gpos = pl->gpos, *rifts = pl->rifts;
  for (int i = 0; i < TI4_MAX_GROUPS; i++) if (ti4_group_get(m, i)) g[n++] = ti4_group_get(m, i);
  pl->n = n;
  pl->sources = 0;
  if (!n) return 0;                                       /* 89.2b: no ship moves */
  uint64_t sources = 0;
  for (int i = 0; i < n; i++) {
    int sys = TI4_GROUP_SYS(g[i]), k = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]);
    if (sys >= TI4_NSYSTEMS || k >= TI4_SPACE_TYPES)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("no such unit group in a move (%s)"), "move");
    for (int j = 0; j < i; j++)
      if (TI4_GROUP_SYS(g[j]) == sys && TI4_GROUP_TYPE(g[j]) == k)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit type is named twice for system %s"), ti4_systems[sys].id);
    int pos = ti4_system_pos(s, sys), f = s->p[seat].faction;
    if (pos < 0 && f >= 0 && ti4_factions[f].home_system == sys) pos = OFFBOARD;   /* the home beside the board */
    if (pos < 0)
      return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("system %s is not on the map"), ti4_systems[sys].id);
    if (pos == to)
      return ti4_fail(e, TI4_EILLEGAL, "58.4a", N_("units in the active system are there already (%s)"), ti4_systems[sys].id);
    if (pos != OFFBOARD && ((s->tokens[pos] >> seat) & 1))
      return ti4_fail(e, TI4_EILLEGAL, "58.4c", N_("your command token is in system %s: its ships cannot move"), ti4_systems[sys].id);
    if (space_c(s, seat, pos)[k] + on_planets(s, seat, sys, k) < c)
      return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("you do not have that many of those units in system %s"), ti4_systems[sys].id);
    gpos[i] = pos;
    sources |= (uint64_t)1 << pos;
  }
  int rc = defended(s, seat, to, e);
  if (rc) return rc;
  /* reach (58.4f) and capacity (95, 16) per system of origin */
  uint64_t adj[64], adj_done = 0;
  int gravity_drive = ti4_has_tech(s, seat, TI4_TECH_GRAVITY_DRIVE);   /* +1 to one ship, where it is needed */
  for (uint64_t sm = sources; sm; sm &= sm - 1) {
    int pos = __builtin_ctzll(sm), cap = 0, cargo = 0;
    for (int i = 0; i < n; i++) {
      if (gpos[i] != pos) continue;
      int k = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]);
      rifts[i] = 0;
      if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH) { cargo += c; continue; }
      int mv = ship_move(s, seat, pos, k);
      int r = mv > 0 ? path_from(s, seat, pos, to, mv, adj, &adj_done) : -1;
      if (r < 0 && mv > 0 && gravity_drive && c == 1) {
        r = path_from(s, seat, pos, to, mv + 1, adj, &adj_done);
        if (r >= 0) gravity_drive = 0;
      }
      if (r < 0)
        return ti4_fail(e, TI4_EILLEGAL, "58.4f", N_("those ships cannot reach the active system from system %s (move value, anomalies, other players' ships)"), ti4_systems[TI4_GROUP_SYS(g[i])].id);
      rifts[i] = r;
      cap += c * ti4_unit_capacity(s, seat, k);
    }
    int fighters = 0;
    for (int i = 0; i < n; i++) if (gpos[i] == pos && TI4_GROUP_TYPE(g[i]) == TI4_UT_FIGHTER) fighters += TI4_GROUP_COUNT(g[i]);
    if (cargo > cap && fighters && ti4_unit_move(s, seat, TI4_UT_FIGHTER) > 0)
      return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("not modelled yet: fighters moving without being transported (Fighter II); the fighters from system %s exceed the capacity of the ships moving from there"), sys_word(s, seat, pos));
    if (cargo > cap)
      return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("the fighters and ground forces from system %s exceed the capacity of the ships moving from there (picking up on the way is not modelled)"), sys_word(s, seat, pos));
  }
  pl->sources = sources;
  return 0;
}

/* After a movement without rolls, on s unchanged: the capacity of each
 * system left and of the active system (16.2-16.3) and the fleet pool
 * (37.1), from the counts the units would have. */
static int after_ok(const ti4_state *s, int seat, int pos, const int delta[TI4_SPACE_TYPES], int fleet_check) {
  const uint8_t *u = space_c(s, seat, pos);
  int c[TI4_SPACE_TYPES], cap = 0, ships = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) c[k] = u[k] + delta[k];
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    if (c[k] > 0) cap += c[k] * ti4_unit_capacity(s, seat, k);
    if (k != TI4_UT_FIGHTER) ships += c[k];
  }
  int cargo = c[TI4_UT_FIGHTER] + c[TI4_UT_INFANTRY] + c[TI4_UT_MECH];
  if (dock_at(s, seat, pos)) cargo -= c[TI4_UT_FIGHTER] < 3 ? c[TI4_UT_FIGHTER] : 3;
  if (fleet_check && ships > ti4_fleet_limit(s, seat)) return 2;
  return cargo > cap;
}
static int check_without_rolls(const ti4_state *s, int seat, const move_plan *pl, ti4_error *e) {
  int to = s->tac.pos, in[TI4_SPACE_TYPES] = {0};
  for (uint64_t sm = pl->sources; sm; sm &= sm - 1) {
    int pos = __builtin_ctzll(sm), out[TI4_SPACE_TYPES] = {0};
    for (int i = 0; i < pl->n; i++)
      if (pl->gpos[i] == pos) {
        int k = TI4_GROUP_TYPE(pl->g[i]), c = TI4_GROUP_COUNT(pl->g[i]);
        out[k] -= from_space(s, seat, pos, k, c);           /* the rest leaves planets (95.1) */
        in[k] += c;
      }
    if (after_ok(s, seat, pos, out, 0))
      return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("fighters or ground forces would be left in system %s beyond the capacity of the ships staying there"), sys_word(s, seat, pos));
  }
  int r = after_ok(s, seat, to, in, 1);
  if (r == 2)
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in the active system than command tokens in your fleet pool (%s)"), ti4_seat_word(seat));
  if (r)
    return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("more fighters and ground forces in the active system than your ships' capacity (%s)"), ti4_seat_word(seat));
  return 0;
}

/* Movement on s itself (a copy, when checking with rolls). */
static int do_move(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e) {
  move_plan pl;
  int rc = plan_move(s, m, &pl, e);
  if (rc || !pl.n) return rc;
  int seat = m->seat, to = s->tac.pos, n = pl.n;
  const uint16_t *g = pl.g;
  const int *gpos = pl.gpos, *rifts = pl.rifts;
  uint64_t sources = pl.sources;
  /* the units leave, roll where they leave rifts, arrive together (58.6) */
  for (uint64_t sm = sources; sm; sm &= sm - 1) {
    int pos = __builtin_ctzll(sm), cap = 0, lost_cap = 0;
    uint8_t cargo[TI4_SPACE_TYPES] = {0};
    for (int i = 0; i < n; i++) {
      if (gpos[i] != pos) continue;
      int k = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]), sp = from_space(s, seat, pos, k, c);
      space_of(s, seat, pos)[k] = (uint8_t)(space_of(s, seat, pos)[k] - sp);
      if (sp < c) pick_up(s, seat, TI4_GROUP_SYS(g[i]), k, c - sp);   /* 95.1 */
      ti4_emit(ev, TI4_EV_MOVED, seat, k, pos, 0, c);
      if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH) { cargo[k] = (uint8_t)c; continue; }
      int arrive = c, kc = ti4_unit_capacity(s, seat, k);
      for (int ship = 0; ship < c; ship++)
        for (int x = 0; x < rifts[i]; x++) {
          if (ti4_dice_ready(s, 1, e)) return TI4_EILLEGAL;
          if (ti4_roll(s, seat, k, pos, ev) <= 3) {         /* 41.2 */
            arrive--;
            lost_cap += kc;
            ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, 1);
            break;
          }
        }
      cap += c * kc;
      s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + arrive);
    }
    int excess = cargo[TI4_UT_FIGHTER] + cargo[TI4_UT_INFANTRY] + cargo[TI4_UT_MECH] - (cap - lost_cap);
    static const int order[3] = {TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_MECH};
    for (int j = 0; j < 3; j++) {                          /* 41.2b */
      int k = order[j], l = excess > cargo[k] ? cargo[k] : excess;
      if (l <= 0) continue;
      cargo[k] = (uint8_t)(cargo[k] - l);
      excess -= l;
      ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, l);
    }
    for (int j = 0; j < 3; j++)
      s->ships[to][seat][order[j]] = (uint8_t)(s->ships[to][seat][order[j]] + cargo[order[j]]);
    if (!capacity_ok(s, seat, pos))
      return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("fighters or ground forces would be left in system %s beyond the capacity of the ships staying there"), sys_word(s, seat, pos));
  }
  for (int i = 0; i < n; i++)                           /* 87: damaged units go with their units */
    if (gpos[i] >= 0 && gpos[i] < TI4_MAX_MAP) ti4_damage_moved(s, seat, gpos[i], to, TI4_GROUP_TYPE(g[i]));
  if (fleet_ships(s, seat, to) > ti4_fleet_limit(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in the active system than command tokens in your fleet pool (%s)"), ti4_seat_word(seat));
  if (!capacity_ok(s, seat, to))
    return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("more fighters and ground forces in the active system than your ships' capacity (%s)"), ti4_seat_word(seat));
  if (s->tac.moved < 0xFFFF) s->tac.moved++;
  return 0;
}

/* ---- landing (89.4 without defenders, 25, 27) ------------------------------ */
static int land_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat, to = s->tac.pos, pl = m->card;
  if (pl < 0) return 0;                                  /* done landing */
  if (pl >= TI4_NPLANETS || ti4_planet_pos(s, pl) != to)
    return ti4_fail(e, TI4_EILLEGAL, "89.4", N_("%s is not a planet in the active system"), pl < TI4_NPLANETS ? ti4_planets[pl].id : "?");
  int inf = m->arg[0] > 0 ? m->arg[0] : 0, mech = m->arg[1] > 0 ? m->arg[1] : 0;
  if (inf + mech < 1)
    return ti4_fail(e, TI4_ESYNTAX, "89.4", N_("name the ground forces to land, e.g. land %s infantry=2"), ti4_planets[pl].id);
  if (inf > s->ships[to][seat][TI4_UT_INFANTRY] || mech > s->ships[to][seat][TI4_UT_MECH])
    return ti4_fail(e, TI4_EILLEGAL, "89.4", N_("you do not have those ground forces in the active system's space area (%s)"), ti4_seat_word(seat));
  if (s->planet_flags[pl] & TI4_PF_DMZ)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("no units may land on %s (Demilitarized Zone)"), ti4_planets[pl].id);
  int rc = ti4_invasion_land_check(s, seat, pl, e);     /* 49: invasion.c */
  if (rc) return rc;
  int tg = m->arg[2] > 0 ? m->arg[2] : 0;
  if (pl == TI4_PLANET_MECATOL_REX && s->custodians)     /* 27.2 */
    return ti4_pay_check(s, seat, m, tg, 0, 6, 0, e);
  if (tg || m->planets[0] || m->planets[1])
    return ti4_fail(e, TI4_ESYNTAX, "", N_("landing on %s costs nothing"), ti4_planets[pl].id);
  return 0;
}

static void land_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, to = s->tac.pos, pl = m->card;
  if (pl < 0) { s->tac.step = TAC_GROUND; return; }
  int inf = m->arg[0] > 0 ? m->arg[0] : 0, mech = m->arg[1] > 0 ? m->arg[1] : 0;
  if (ti4_invasion_defended(s, seat, pl)) { ti4_invasion_commit(s, seat, pl, inf, mech, ev); return; }   /* 49.2 */
  if (pl == TI4_PLANET_MECATOL_REX && s->custodians) {
    ti4_pay_apply(s, seat, m, m->arg[2] > 0 ? m->arg[2] : 0, ev);
    s->custodians = 0;                                   /* 27.3, 27.4 */
    ti4_emit(ev, TI4_EV_CUSTODIANS, seat, pl, -1, 0, 0);
    ti4_gain_vp(s, seat, 1, ev);
  }
  int o = s->planet_owner[pl];
  if (o != seat) {                                       /* 25.1: exhausted */
    for (int k = 2; k < 4 && o < s->nseats; k++)         /* 49.5a: their structures destroyed */
      if (s->planet_units[pl][k]) ti4_emit(ev, TI4_EV_DESTROYED, o, TI4_UT_INFANTRY + k, to, 0, s->planet_units[pl][k]);
    if (o < s->nseats) ti4_deeds_control_lost(s, pl, o);   /* Become a Martyr */
    s->planet_owner[pl] = (uint8_t)seat;
    s->planet_flags[pl] |= TI4_PF_EXHAUSTED;
    memset(s->planet_units[pl], 0, sizeof s->planet_units[pl]);
    ti4_emit(ev, TI4_EV_CONTROL, seat, pl, o < s->nseats ? o : -1, 0, 0);
  }
  s->ships[to][seat][TI4_UT_INFANTRY] = (uint8_t)(s->ships[to][seat][TI4_UT_INFANTRY] - inf);
  s->ships[to][seat][TI4_UT_MECH] = (uint8_t)(s->ships[to][seat][TI4_UT_MECH] - mech);
  s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] + inf);
  s->planet_units[pl][1] = (uint8_t)(s->planet_units[pl][1] + mech);
  if (inf) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_INFANTRY, pl, 0, inf);
  if (mech) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_MECH, pl, 0, mech);
}

/* ---- production (89.5, 67, 68) ------------------------------------------------ */
/* The PRODUCTION in the active system: space docks (79.1) and the
 * Arborec's Letani Warriors (infantry with PRODUCTION 1, 2 with the II;
 * units.tsv); *dock_planet / *letani_planet: the first planet with each
 * (68.3: ground forces go where a producing unit is); *letani: the Letani
 * share (68.1d: only it produces Arborec infantry). */
static int production_value(const ti4_state *s, int seat, int pos, int *dock_planet, int *letani_planet, int *letani) {
  int v = 0, arborec = s->p[seat].faction == TI4_FACTION_ARBOREC;
  int per = ti4_has_tech(s, seat, TI4_TECH_LETANI_WARRIOR_II) ? 2 : 1;
  *dock_planet = *letani_planet = -1;
  *letani = 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < sy->nplanets; i++) {
    int pl = sy->planets[i];
    if (pl < 0 || s->planet_owner[pl] != seat) continue;
    if (s->planet_units[pl][3]) {
      v += ti4_dock_production(s, seat, pl);             /* 68.1a: combined */
      if (*dock_planet < 0) *dock_planet = pl;
    }
    if (arborec && s->planet_units[pl][0]) {
      *letani += s->planet_units[pl][0] * per;
      if (*letani_planet < 0) *letani_planet = pl;
    }
  }
  return v + *letani;
}

static int produce_cost(const ti4_state *s, int seat, const ti4_move *m) {
  int res = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (n) res += ti4_units_cost(s, seat, k, n);   /* 67.2 */
  }
  return res;
}

static int produce_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat, to = s->tac.pos, dock, total = 0, ships = 0, fleet = 0, f = s->p[seat].faction;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    total += n;
    if (k <= TI4_UT_WARSUN) ships += n;
    if (k <= TI4_UT_WARSUN && k != TI4_UT_FIGHTER) fleet += n;
  }
  if (!total) return m->arg[0] > 0 || m->planets[0] || m->planets[1]
                     ? ti4_fail(e, TI4_ESYNTAX, "", N_("nothing is produced: nothing to pay (%s)"), ti4_seat_word(seat)) : 0;
  int letani_planet, letani, value = production_value(s, seat, to, &dock, &letani_planet, &letani);
  if (value <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("you have no space dock in the active system (%s; other PRODUCTION units are not modelled yet)"), ti4_seat_word(seat));
  if (total > value)
    return ti4_fail(e, TI4_EILLEGAL, "68.1", N_("more units than the PRODUCTION value in the active system (%s)"), ti4_seat_word(seat));
  if (f == TI4_FACTION_ARBOREC && TI4_PRODUCE_COUNT(m, TI4_UT_INFANTRY) > letani)
    return ti4_fail(e, TI4_EILLEGAL, "68.1d", N_("Arborec space docks cannot produce infantry (%s)"), ti4_seat_word(seat));
  if (ships && others_ships(s, seat, to))
    return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in the active system: no ships can be produced (%s)"), ti4_seat_word(seat));
  static const char *const words[TI4_SPACE_TYPES] = {"carrier", "cruiser", "destroyer", "dreadnought",
    "fighter", "flagship", "warsun", "infantry", "mech"};
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    if (ti4_unit_cost2(s, seat, k) < 0 || (k == TI4_UT_WARSUN && !ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) &&
        !ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) && f != TI4_FACTION_MUAAT))
      return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot produce a %s"), words[k]);
    if (ti4_units_on_board(s, seat, k) + n > ti4_unit_limit(k))
      return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("not enough %s units left in your reinforcements"), words[k]);
  }
  if (fleet && fleet_ships(s, seat, to) + fleet > ti4_fleet_limit(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in the active system than command tokens in your fleet pool (%s)"), ti4_seat_word(seat));
  int fighters = TI4_PRODUCE_COUNT(m, TI4_UT_FIGHTER);
  if (fighters) {
    int cargo = space_cargo(s, seat, to) + fighters, cap = space_capacity(s, seat, to);
    for (int k = 0; k <= TI4_UT_WARSUN; k++) cap += TI4_PRODUCE_COUNT(m, k) * ti4_unit_capacity(s, seat, k);
    int f3 = s->ships[to][seat][TI4_UT_FIGHTER] + fighters;
    if (ti4_dock_in(s, seat, to)) cargo -= f3 < 3 ? f3 : 3;   /* the dock keeps 3 fighters */
    if (cargo > cap)
      return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters than your ships' capacity in the active system (%s)"), ti4_seat_word(seat));
  }
  return ti4_pay_check(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, produce_cost(s, seat, m), 0, 0, e);
}

static void produce_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, to = s->tac.pos, dock, letani_planet, letani, total = 0;
  s->tac.step = TAC_DONE;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) total += TI4_PRODUCE_COUNT(m, k);
  if (!total) return;
  production_value(s, seat, to, &dock, &letani_planet, &letani);
  ti4_pay_apply(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, ev);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    if (k <= TI4_UT_WARSUN) s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);   /* 68.2 */
    else {                                                /* 68.3: where a producing unit is */
      int pl = (k == TI4_UT_INFANTRY && s->p[seat].faction == TI4_FACTION_ARBOREC) || dock < 0 ? letani_planet : dock;
      if (pl < 0) pl = dock >= 0 ? dock : letani_planet;
      if (pl >= 0) s->planet_units[pl][k - TI4_UT_INFANTRY] = (uint8_t)(s->planet_units[pl][k - TI4_UT_INFANTRY] + n);
    }
    ti4_emit(ev, TI4_EV_PRODUCED, seat, k, to, 0, n);
  }
  if (s->tac.produced < 0xFFFF) s->tac.produced++;
}

/* ---- the steps ------------------------------------------------------------------ */
static int can_land(const ti4_state *s, int seat, int pos) {
  const uint8_t *u = s->ships[pos][seat];
  return (u[TI4_UT_INFANTRY] || u[TI4_UT_MECH]) && ti4_systems[s->map[pos]].nplanets > 0;
}

int ti4_tactical_advance(ti4_state *s, ti4_events *ev) {
  (void)ev;
  int seat = s->active, dock, lp, lv;
  switch (s->tac.step) {
  case TAC_MOVE:
    ti4_set_pending(s, TI4_PEND_MOVE, seat, 0);
    return 1;
  case TAC_CANNON:                                       /* 77.2-77.5: combat.c */
    if (ti4_cannon_offense_advance(s, ev)) return 1;
    ti4_space_combat_begin(s, ev);
    s->tac.step = TAC_COMBAT;
    /* fall through */
  case TAC_COMBAT:                                       /* 89.3: combat.c */
    if (ti4_combat_advance(s, ev)) return 1;
    s->combat.bomb_on = 1;
    s->tac.step = TAC_BOMBARD;
    /* fall through */
  case TAC_BOMBARD:                                      /* 49.1, 15: combat.c */
    if (ti4_bombard_advance(s, ev)) return 1;
    s->tac.step = TAC_LAND;
    /* fall through */
  case TAC_LAND:
    if (can_land(s, seat, s->tac.pos)) { ti4_set_pending(s, TI4_PEND_LAND, seat, 0); return 1; }
    s->tac.step = TAC_GROUND;
    /* fall through */
  case TAC_GROUND:                                       /* 49.4-49.5: invasion.c */
    if (ti4_invasion_advance(s, ev)) return 1;
    s->tac.step = TAC_PRODUCE;
    /* fall through */
  case TAC_PRODUCE:
    if (production_value(s, seat, s->tac.pos, &dock, &lp, &lv) > 0) { ti4_set_pending(s, TI4_PEND_PRODUCE, seat, 0); return 1; }
    s->tac.step = TAC_DONE;
    return 0;
  default:
    return 0;
  }
}

/* The rules checks of a move, before its dice. */
static int check_rules(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  switch (s->pending.kind) {
  case TI4_PEND_MOVE: {
    if (m->kind != TI4_MV_MOVE)
      return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("move ships into the active system, or move none (%s)"), ti4_seat_word(m->seat));
    move_plan pl;
    int rc = plan_move(s, m, &pl, e), rolls = 0;
    if (rc || !pl.n) return rc;
    for (int i = 0; i < pl.n; i++) rolls += pl.rifts[i];
    if (!rolls) return check_without_rolls(s, m->seat, &pl, e);
    ti4_state tmp;                               /* rolls decide what arrives: simulate them */
    memcpy(&tmp, s, sizeof tmp);
    return do_move(&tmp, m, NULL, e);
  }
  case TI4_PEND_RETREAT: case TI4_PEND_ASSIGN: case TI4_PEND_CANNON: case TI4_PEND_BOMBARD:
    return ti4_combat_move_check(s, m, e);
  case TI4_PEND_LAND:
    if (m->kind != TI4_MV_LAND)
      return ti4_fail(e, TI4_EILLEGAL, "89.4", N_("land ground forces on a planet, or land none (%s)"), ti4_seat_word(m->seat));
    return land_check(s, m, e);
  case TI4_PEND_PRODUCE:
    if (m->kind != TI4_MV_PRODUCE)
      return ti4_fail(e, TI4_EILLEGAL, "89.5", N_("produce units, or produce none (%s)"), ti4_seat_word(m->seat));
    return produce_check(s, m, e);
  default:
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("no tactical action is under way (%s)"), ti4_seat_word(m->seat));
  }
}

/* Checking is simulating (see the top): the move is applied to a copy and
 * the action run on to its next decision; a roll on the way that found the
 * `dice` queue empty refuses the move. */
int ti4_tactical_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rc = check_rules(s, m, e);
  if (rc || !s->dice_fixed) return rc;
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  tmp.combat.short_dice = 0;
  ti4_tactical_apply(&tmp, m, NULL);
  ti4_tactical_advance(&tmp, NULL);
  if (tmp.combat.short_dice)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("this needs more dice than are queued: queue the rolls first with dice N,N,... (%s)"), "dice");
  return 0;
}

void ti4_tactical_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  switch (m->kind) {
  case TI4_MV_MOVE:
    do_move(s, m, ev, NULL);
    ti4_cannon_offense_begin(s);                        /* 77.2: combat.c */
    s->tac.step = TAC_CANNON;
    return;
  case TI4_MV_RETREAT: case TI4_MV_ASSIGN: case TI4_MV_CANNON: case TI4_MV_BOMBARD: ti4_combat_apply(s, m, ev); return;
  case TI4_MV_LAND: land_apply(s, m, ev); return;
  case TI4_MV_PRODUCE: produce_apply(s, m, ev); return;
  default: return;
  }
}

static size_t put(ti4_move *out, size_t cap, size_t k, const ti4_move *m) {
  if (k < cap) out[k] = *m;
  return k + 1;
}

/* `legal` (doc/galaxy.md): `move none`; every ship type from every system,
 * all of them, alone; each carrying ship type with its system's fighters and
 * ground forces as far as its capacity takes them. `land none`; all ground
 * forces in space onto each planet; one infantry onto each. `produce none`;
 * one unit (two fighters or infantry) of each type, paid cheapest first. */
size_t ti4_tactical_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int seat = s->pending.seat, to = s->tac.pos;
  ti4_move m;
  switch (s->pending.kind) {
  case TI4_PEND_RETREAT: case TI4_PEND_ASSIGN:
  case TI4_PEND_CANNON: case TI4_PEND_BOMBARD: {
    k = ti4_combat_legal(s, out, cap);
    size_t j = 0;                                        /* with the dice that follow */
    for (size_t i = 0; i < k && i < cap; i++) if (!ti4_tactical_check(s, &out[i], NULL)) out[j++] = out[i];
    return j;
  }
  case TI4_PEND_MOVE:
    ti4_move_blank(&m, seat, TI4_MV_MOVE);
    k = put(out, cap, k, &m);
    for (int pos = 0; pos <= OFFBOARD; pos++) {
      if (pos == OFFBOARD ? s->p[seat].faction < 0 : (pos >= s->nmap || pos == to || s->map[pos] < 0 || ((s->tokens[pos] >> seat) & 1))) continue;
      const uint8_t *u = space_c(s, seat, pos);
      int sys = pos == OFFBOARD ? ti4_factions[s->p[seat].faction].home_system : s->map[pos];
      for (int t = 0; t <= TI4_UT_WARSUN; t++) {
        if (!u[t] || t == TI4_UT_FIGHTER) continue;
        for (int carry = 0; carry < 2; carry++) {
          ti4_move_blank(&m, seat, TI4_MV_MOVE);
          int n = 0, room = u[t] * ti4_unit_capacity(s, seat, t);
          ti4_group_set(&m, n++, TI4_GROUP(sys, t, u[t] > 31 ? 31 : u[t]));
          if (carry) {                                   /* 95.1: from space and planets */
            if (!room || space_cargo(s, seat, pos) + on_planets(s, seat, sys, TI4_UT_INFANTRY) + on_planets(s, seat, sys, TI4_UT_MECH) == 0) continue;
            static const int order[3] = {TI4_UT_INFANTRY, TI4_UT_MECH, TI4_UT_FIGHTER};
            for (int j = 0; j < 3 && room; j++) {
              int have = u[order[j]] + on_planets(s, seat, sys, order[j]);
              int c = have < room ? have : room;
              if (c > 31) c = 31;
              if (c) { ti4_group_set(&m, n++, TI4_GROUP(sys, order[j], c)); room -= c; }
            }
          }
          if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
      }
    }
    return k;
  case TI4_PEND_LAND: {
    ti4_move_blank(&m, seat, TI4_MV_LAND);
    k = put(out, cap, k, &m);
    const ti4_system_info *sy = &ti4_systems[s->map[to]];
    for (int i = 0; i < sy->nplanets; i++) {
      int pl = sy->planets[i];
      if (pl < 0) continue;
      for (int all = 0; all < 2; all++) {
        ti4_move_blank(&m, seat, TI4_MV_LAND);
        m.card = (int16_t)pl;
        m.arg[0] = (int16_t)(all ? s->ships[to][seat][TI4_UT_INFANTRY] : 1);
        m.arg[1] = (int16_t)(all ? s->ships[to][seat][TI4_UT_MECH] : 0);
        if (all && m.arg[0] <= 1 && m.arg[1] == 0) continue;   /* the same as one infantry */
        if (pl == TI4_PLANET_MECATOL_REX && s->custodians) {
          if (ti4_pay_greedy(s, seat, &m, 0, 6, 0)) continue;
          m.arg[2] = m.arg[0]; m.arg[0] = (int16_t)(all ? s->ships[to][seat][TI4_UT_INFANTRY] : 1);  /* greedy wrote tg in arg[0] */
        }
        if (!land_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
    }
    return k;
  }
  case TI4_PEND_PRODUCE:
    ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
    m.arg[1] = m.arg[2] = m.arg[3] = 0;
    k = put(out, cap, k, &m);
    for (int t = 0; t < TI4_SPACE_TYPES; t++) {
      ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
      m.arg[1] = m.arg[2] = m.arg[3] = 0;
      int n = t == TI4_UT_FIGHTER || t == TI4_UT_INFANTRY ? 2 : 1;
      m.arg[1 + t / 3] = (int16_t)(n << (t % 3 * 5));
      if (ti4_pay_greedy(s, seat, &m, produce_cost(s, seat, &m), 0, 0)) continue;
      if (!produce_check(s, &m, NULL)) k = put(out, cap, k, &m);
    }
    return k;
  default:
    return 0;
  }
}
