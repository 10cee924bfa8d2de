/* tactical.c -- a tactical action after activation (LRR 89): movement
 * (89.2, 58), landing ground forces on planets nobody defends (89.4, 25,
 * 27), production (89.5, 67, 68). Space combat after movement (89.3) is
 * combat.c; space cannon and invasion against defenders are refused as not
 * modelled yet, and `legal` never lists them.
 *
 * Movement is one move naming every group of units that leaves a system
 * (58.6: declared at once, arriving together). Each ship takes the path
 * with the fewest gravity-rift exits that its move value allows (41.1: +1
 * per rift it leaves; 41.2: one roll per exit, 1-3 removes it), through the
 * systems where it picks units up (95.1). Fighters and ground forces are
 * loaded onto specific ships in the order the move names them (16.4), so a
 * ship lost in a rift takes exactly what it carries.
 *
 * Checking is simulating: a move is tried on a copy of the state (rolls
 * included: the queue or the generator the copy holds), so `legal`, check
 * and apply agree exactly. */
#include "galaxy.h"
#include "round.h"
#include "units.h"
#include "deeds.h"
#include "production.h"   /* abilities when units are produced (cards/production.c) */
#include "ability_index.h"  /* ti4_ability_word */
#include "combat.h"
#include "invasion.h"
#include "exploration.h"
#include "tactical_windows.h"
#include "reinforcements.h"
#include "faction_abilities.h"
#include "techs2.h"         /* Magmus Reactor, Aerie Hololattice */
#include "combat_abilities.h"   /* G'hom Sek'kus */

enum { TAC_MOVE = 1, TAC_LAND, TAC_PRODUCE, TAC_DONE, TAC_COMBAT, TAC_GROUND, TAC_CANNON, TAC_BOMBARD,
       TAC_FLAGSHIP };   /* before movement: "after you activate this system, you may produce" (Duha Menaimon) */

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
  s->tac.step = ti4_flagship_production(s, s->active, pos) ? TAC_FLAGSHIP : TAC_MOVE;   /* asked once the after_activation window closes */
  s->tac.flags = (s->tac.flags & TI4_TAC_OFFER) ? TI4_TAC_SECOND : 0;   /* Fleet Logistics' second one */
  s->tac.silence = 0;
  s->tac.pass = 0;
  s->tac.flags2 = 0;
  s->tac.boost_pos = s->tac.boost = 0;                  /* Captain Mendosa: this tactical action */
  s->tac.wormholed = 0;
  memset(s->tac.near_used, 0, sizeof s->tac.near_used);   /* G'hom Sek'kus: this commit step's planets */
  s->fx.flags &= (uint8_t)~TI4_FX_RECLAIM_GAINED;        /* Reclamation counts this action only */
}

void ti4_tactical_combat_only(ti4_state *s, ti4_events *ev) {
  s->tac.step = TAC_COMBAT;
  s->tac.silence = s->tac.pass = 0;
  s->tac.boost_pos = s->tac.boost = s->tac.wormholed = 0;
  memset(s->tac.near_used, 0, sizeof s->tac.near_used);
  ti4_nexus_update(s);
  ti4_space_combat_begin(s, ev);
}

/* 58.4c / 95.3: seat's units in a system with its command token stay --
 * unless the Dominus Orb was purged before this movement. */
static int held(const ti4_state *s, int seat, int pos) {
  return ((s->tokens[pos] >> seat) & 1) && !(s->tac.flags2 & TI4_TAC2_DOMINUS);
}
/* Ahk-Syl Siven (Nomad hero, cards/heroes2.c): this game round the
 * flagship and the units it transports move out of such systems. */
static int siven(const ti4_state *s, int seat) {
  return s->xs.siven_round && s->xs.siven_round == s->round && s->p[seat].faction == TI4_FACTION_NOMAD;
}
static int held_k(const ti4_state *s, int seat, int pos, int k) {
  return held(s, seat, pos) && !(siven(s, seat) && (k == TI4_UT_FLAGSHIP || k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH));
}

/* Every caller is the movement step's: under Nav Suite anomalies have no
 * effect there (no blocking, no nebula move value, no rift bonus or roll). */
static int anomalies(const ti4_state *s, int pos) {
  if (s->tac.flags & TI4_TAC_NAV_SUITE) return 0;
  return pos >= 0 && pos < s->nmap && s->map[pos] >= 0 ? ti4_systems[s->map[pos]].anomalies : 0;
}

static int others_ships(const ti4_state *s, int seat, int pos) {
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) return 1;
  return 0;
}
/* Other players' ships that stop a ship passing through (58.4b): not those
 * of a seat that allowed it this tactical action (Aetherpassage). */
static int blocking_ships(const ti4_state *s, int seat, int pos) {
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; o != seat && !((s->tac.pass >> o) & 1) && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) return 1;
  return 0;
}

/* The systems beside the board (the Ghosts' home, tile 51; the wormhole
 * nexus) are map positions like any other (TI4_POS_CREUSS, TI4_POS_NEXUS),
 * adjacent to others through their wormholes only (101.4a, 100.1b). */
static const uint8_t *space_c(const ti4_state *s, int seat, int pos) { return s->ships[pos][seat]; }
static uint8_t *space_of(ti4_state *s, int seat, int pos) { return s->ships[pos][seat]; }
static int dock_at(const ti4_state *s, int seat, int pos) { return ti4_dock_in(s, seat, pos); }

/* 95.1 (and the FAQ on transport): a ship moving out of a system can pick
 * up the player's ground forces on the planets there, not only those in
 * its space area. A group without a planet named takes the space area's
 * first, then the rest from the one planet there that holds them; how many
 * come from the space area: */
static int from_space(const ti4_state *s, int seat, int pos, int k, int c) {
  int sp = space_c(s, seat, pos)[k];
  return (k == TI4_UT_INFANTRY || k == TI4_UT_MECH) && c > sp ? sp : c;
}

/* Fighter II (and the Naalu's Hybrid Crystal Fighter II): fighters move
 * without being transported, and those beyond capacity count against the
 * fleet pool (the Naalu's as half a ship each, rounded up). */
static int fighters_fly(const ti4_state *s, int seat) { return ti4_unit_move(s, seat, TI4_UT_FIGHTER) > 0; }

/* 16.2-16.3 and 37.1 for the counts c[] of a seat's space area: 0 within
 * them, 1 beyond capacity, 2 beyond the fleet pool (fleet_check, or
 * fighters beyond capacity with Fighter II). A space dock's system keeps 3
 * fighters outside capacity (the space dock card). */
static int space_rule(const ti4_state *s, int seat, int pos, const int c[TI4_SPACE_TYPES], int fleet_check) {
  int cap = 0, ships = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    if (c[k] > 0) cap += c[k] * ti4_unit_capacity(s, seat, k);
    if (k != TI4_UT_FIGHTER) ships += c[k];
  }
  int ground = c[TI4_UT_INFANTRY] + c[TI4_UT_MECH], f = c[TI4_UT_FIGHTER];
  if (dock_at(s, seat, pos)) f -= f < 3 ? f : 3;
  cap += ti4_floating_capacity(s, seat, pos);           /* Floating Factories: capacity 4, 5 with the II */
  if (ground > cap) return 1;
  int excess = f - (cap - ground);
  if (excess > 0) {
    if (!fighters_fly(s, seat)) return 1;
    ships += ti4_has_tech(s, seat, TI4_TECH_HYBRID_CRYSTAL_FIGHTER_II) ? (excess + 1) / 2 : excess;
    fleet_check = 1;
  }
  return fleet_check && ships > ti4_fleet_limit(s, seat) ? 2 : 0;
}
static int capacity_rule(const ti4_state *s, int seat, int pos, int fleet_check) {
  int c[TI4_SPACE_TYPES];
  for (int k = 0; k < TI4_SPACE_TYPES; k++) c[k] = space_c(s, seat, pos)[k];
  return space_rule(s, seat, pos, c, fleet_check);
}

/* Space combat against the ships of two other players is not modelled. */
static int defended(const ti4_state *s, int seat, int pos, ti4_error *e) {
  unsigned two = ti4_ships_of_others(s, seat, pos);     /* space combat: combat.c */
  if (two & (two - 1))
    return ti4_fail(e, TI4_EILLEGAL, "89.3", N_("not modelled yet: combat against the ships of two players (%s)"), ti4_systems[s->map[pos]].id);
  return 0;                                             /* space cannon offense: combat.c */
}

/* Path search (58.4, 11, 59, 86, 41): states are (position, move left),
 * valued by the gravity-rift exits so far (leaving a rift adds 1 to the
 * move value, 41.1, and rolls a die, 41.2), doubled, plus 1 while the
 * path has not gone through a wormhole: among the paths with the fewest
 * exits, one through a wormhole if any (Sai Seravus asks). A path may be asked to pass
 * through systems where its ship picks units up (95.1): it is searched
 * leg by leg, each leg ending in the next such system, the last in the
 * active system. */
enum { B = 16 };
typedef int8_t leg_table[TI4_MAX_MAP][B];

/* One leg from the states in `best` to `to` (`final`: the active system);
 * out[b]: the fewest rift exits arriving there with b moves left, -1
 * (valued as above); adj[64 + p]: those of adj[p] through a wormhole. */
static void leg(const ti4_state *s, int seat, int ships_ok, leg_table best, int to, int final, int8_t out[B], uint64_t *adj, uint64_t *adj_done) {
  int f = s->p[seat].faction;
  int nebula_ok = ti4_law_in_play(s, TI4_AGENDA_SHARED_RESEARCH) >= 0 ||  /* For: through nebulae */
                  f == TI4_FACTION_EMPYREAN;                              /* Voidborn: nebulae do not affect them */
  int asteroid_ok = ti4_has_tech(s, seat, TI4_TECH_ANTIMASS_DEFLECTORS);  /* into and through asteroid fields */
  int supernova_ok = f == TI4_FACTION_MUAAT;                             /* Gashlai Physiology: through supernovas, not into */
  int supernova_in = ti4_magmus_into(s, seat);                           /* Magmus Reactor: into supernovas */
  memset(out, -1, B);
  int an_to = anomalies(s, to);
  if (!final && (((an_to & TI4_ANOM_NEBULA) && !nebula_ok) || (!ships_ok && blocking_ships(s, seat, to)) ||
                 ti4_aerie_bars(s, seat, to))) return;  /* passed through: 59.1, 58.4b, Aerie Hololattice */
  uint64_t frontier = 0;
  for (int p = 0; p < s->nmap && p < TI4_MAX_MAP; p++)
    for (int b = 0; b < B; b++)
      if (best[p][b] >= 0) {
        if (p == to) { if (out[b] < 0 || best[p][b] < out[b]) out[b] = best[p][b]; }
        else frontier |= (uint64_t)1 << p;
      }
  for (int round = 0; round < 24 && frontier; round++) {
    uint64_t next = 0;
    for (uint64_t fm = frontier; fm; fm &= fm - 1) {
      int p = __builtin_ctzll(fm);
      for (int b = 0; b < B; b++) {
        int r = best[p][b];
        if (r < 0) continue;
        int rift = (anomalies(s, p) & TI4_ANOM_RIFT) != 0;
        int left = b + rift, rr = r + 2 * rift;
        if (rift && (s->tac.flags2 & TI4_TAC2_CRUCIBLE)) { left++; rr = r; }   /* Crucible: +1 more, no roll (cards/movement.c) */
        if (left < 1) continue;
        if (left > B) left = B;
        if (!((*adj_done >> p) & 1)) {
          adj[p] = ti4_move_adjacent_mask_wh(s, p, seat, (s->tac.flags & TI4_TAC_AB_LINK) != 0, &adj[64 + p]) |
                   ti4_conduit_links(s, seat, p);   /* Spatial Conduit Cylinders */
          *adj_done |= (uint64_t)1 << p;
        }
        for (uint64_t m = adj[p]; m; m &= m - 1) {
          int q = __builtin_ctzll(m);
          int an = anomalies(s, q);
          if (((an & TI4_ANOM_SUPERNOVA) && (q == to && final ? !supernova_in : !supernova_ok)) ||
              ((an & TI4_ANOM_ASTEROID) && !asteroid_ok)) continue;   /* 86.1, 11.1 */
          if (!final && q == s->tac.pos) continue;                                                /* the active system ends a path */
          if (q != to && (((an & TI4_ANOM_NEBULA) && !nebula_ok) || (!ships_ok && blocking_ships(s, seat, q)) ||
                          ti4_aerie_bars(s, seat, q))) continue;   /* 59.1, 58.4b, Aerie Hololattice */
          int nb = left - 1, v = (adj[64 + p] >> q) & 1 ? rr & ~1 : rr;   /* through a wormhole */
          if (q == to) { if (out[nb] < 0 || v < out[nb]) out[nb] = (int8_t)v; continue; }
          if (best[q][nb] < 0 || best[q][nb] > v) { best[q][nb] = (int8_t)v; next |= (uint64_t)1 << q; }
        }
      }
    }
    frontier = next;
  }
}

static void start_at(int from, int mv, leg_table t) {
  memset(t, -1, sizeof(leg_table));
  if (mv >= B) mv = B - 1;
  t[from][mv] = 1;                                       /* no rift exit, no wormhole yet */
}

/* The fewest rift exits on a path from `from` through the systems wp[0..nw-1]
 * (in order) into the active system for a ship with move value mv, -1 if
 * none; legr[j]: the exits on leg j of such a path (before the pick-up in
 * wp[j], for j < nw); *wh: such a path can go through a wormhole. adj:
 * 128 masks (leg). */
static int path_via(const ti4_state *s, int seat, int from, int mv, const int8_t *wp, int nw, int8_t legr[4], uint64_t *adj, uint64_t *adj_done, int *wh) {
  int to = s->tac.pos;
  int ships_ok = ti4_has_tech(s, seat, TI4_TECH_LIGHT_WAVE_DEFLECTOR) ||   /* through others' ships */
                 (s->tac.silence && from == s->tac.silence - 1);          /* In the Silence of Space */
  leg_table t;
  int8_t W[5][B];
  for (int j = 0; j <= nw; j++) {
    int target = j < nw ? wp[j] : to;
    if (j == 0) start_at(from, mv, t);
    else { memset(t, -1, sizeof t); memcpy(t[(int)wp[j - 1]], W[j], B); }
    leg(s, seat, ships_ok, t, target, j == nw, W[j + 1], adj, adj_done);
  }
  int bend = -1;
  for (int b = 0; b < B; b++) if (W[nw + 1][b] >= 0 && (bend < 0 || W[nw + 1][b] < W[nw + 1][bend])) bend = b;
  if (bend < 0) return -1;
  int total = W[nw + 1][bend] >> 1;
  if (wh) *wh = !(W[nw + 1][bend] & 1);
  for (int j = nw; j >= 1; j--) {                        /* which state in wp[j-1] the best path left from */
    int8_t out[B];
    for (int bs = 0; bs < B; bs++) {
      if (W[j][bs] < 0) continue;
      memset(t, -1, sizeof t);
      t[(int)wp[j - 1]][bs] = W[j][bs];
      leg(s, seat, ships_ok, t, j < nw ? wp[j] : to, j == nw, out, adj, adj_done);
      if (out[bend] == W[j + 1][bend]) { legr[j] = (int8_t)((W[j + 1][bend] >> 1) - (W[j][bs] >> 1)); bend = bs; break; }
    }
  }
  legr[0] = (int8_t)(W[1][bend] >> 1);
  return total;
}
/* A ship's move value from its base value mv (the unit's, or one an
 * ability raised it to: Captain Mendosa) with the effects on it. */
static int ship_move_v(const ti4_state *s, int seat, int pos, int k, int mv) {
  int f = s->p[seat].faction;
  (void)k;
  int sys = s->map[pos];
  if (mv > 0 && (anomalies(s, pos) & TI4_ANOM_NEBULA) && f != TI4_FACTION_EMPYREAN) mv = 1;   /* 59.2; Voidborn */
  if (mv > 0 && f == TI4_FACTION_GHOST && sys >= 0 &&            /* Slipstream: from home or an alpha/beta system */
      (sys == ti4_factions[f].home_system ||
       (ti4_wormholes_at(s, pos) & (TI4_WH_ALPHA | TI4_WH_BETA))))
    mv++;
  if (mv > 0 && (s->tac.flags & TI4_TAC_MOVE_PLUS)) mv++;        /* Flank Speed (59.2a) */
  if (mv > 0 && (s->tac.flags & TI4_TAC_MOVE_AETHER)) mv++;      /* Aetherstream */
  return mv;
}
static int ship_move(const ti4_state *s, int seat, int pos, int k) {
  return ship_move_v(s, seat, pos, k, ti4_unit_move(s, seat, k));
}

static const char *sys_word(const ti4_state *s, int seat, int pos) {
  (void)seat;
  return ti4_systems[s->map[pos]].id;
}

/* A movement checked up to the rolls. Each group is a ship group, fighters
 * or ground forces transported from the system it names (pooled among the
 * ships moving from there, 16.4), or units picked up (95.1: TI4_GT_*,
 * carried by the ship group named last before them) from a planet of the
 * player's or a system passed through. */
enum { MAX_WP = 3 };
typedef struct {
  int n;
  uint16_t g[TI4_MAX_GROUPS];
  int gpos[TI4_MAX_GROUPS];       /* the carrying ships' system of origin */
  int owner[TI4_MAX_GROUPS];      /* picked-up units: the carrying ship group; -1 */
  int wpos[TI4_MAX_GROUPS];       /* picked-up units: where they are */
  int legi[TI4_MAX_GROUPS];       /* ... picked up before leg legi (0: at the start) */
  int planet[TI4_MAX_GROUPS];     /* pooled ground forces: the planet the rest come from, -1 */
  int rifts[TI4_MAX_GROUPS];      /* ship groups: rift exits in all */
  int nw[TI4_MAX_GROUPS];         /* ship groups: systems passed through to pick up */
  int wh[TI4_MAX_GROUPS];         /* ship groups: a path through a wormhole (Sai Seravus) */
  int dmg[TI4_MAX_GROUPS];        /* ship groups: how many of them are damaged ones (`damaged=N`), -1: the undamaged first */
  int fly[TI4_MAX_GROUPS];        /* fighter groups: they fly on their own (`fly=N`, Fighter II) */
  int8_t wp[TI4_MAX_GROUPS][MAX_WP];
  int8_t legr[TI4_MAX_GROUPS][MAX_WP + 1];
  uint64_t sources, touched;      /* systems of origin; every system whose space area loses units */
  int gd;                         /* the ship group Gravity Drive is used for, -1 */
} move_plan;

static int picked_type(int t) {
  return t == TI4_GT_PLANET_INFANTRY || t == TI4_GT_AT_INFANTRY ? TI4_UT_INFANTRY
       : t == TI4_GT_PLANET_MECH || t == TI4_GT_AT_MECH ? TI4_UT_MECH : t == TI4_GT_AT_FIGHTER ? TI4_UT_FIGHTER : -1;
}
static int is_ship_group(int t) { return t <= TI4_UT_WARSUN && t != TI4_UT_FIGHTER; }
static int is_pooled_cargo(int t) { return t == TI4_UT_FIGHTER || t == TI4_UT_INFANTRY || t == TI4_UT_MECH; }

/* Where group i takes its units from: a space area (*pos, type, count) and
 * a planet (*pl, count) for the rest. */
static void group_source(const ti4_state *s, const move_plan *pl, int seat, int i, int *pos, int *sp, int *planet, int *pc) {
  int t = TI4_GROUP_TYPE(pl->g[i]), c = TI4_GROUP_COUNT(pl->g[i]);
  *pos = -1; *sp = 0; *planet = -1; *pc = 0;
  if (t <= TI4_UT_MECH) {
    *pos = pl->gpos[i];
    *sp = from_space(s, seat, pl->gpos[i], t, c);
    if (*sp < c) { *planet = pl->planet[i]; *pc = c - *sp; }
  } else if (t <= TI4_GT_PLANET_MECH) { *planet = TI4_GROUP_SYS(pl->g[i]); *pc = c; }
  else { *pos = pl->wpos[i]; *sp = c; }
}

/* One Floating Factory's capacity (units.tsv: 4, 5 with the II). */
static int floating_cap(const ti4_state *s, int seat) {
  int r = ti4_unit_row(s, seat, TI4_UT_SPACEDOCK);
  return r < 0 ? 0 : ti4_units[r].capacity;
}

static int plan_move(const ti4_state *s, const ti4_move *m, move_plan *pl, ti4_error *e) {
  int seat = m->seat, to = s->tac.pos, n = 0, last_ship = -1;
  uint16_t *g = pl->g;
  for (int i = 0; i < TI4_MAX_GROUPS; i++) if (ti4_group_get(m, i)) g[n++] = ti4_group_get(m, i);
  pl->n = n;
  pl->sources = pl->touched = 0;
  pl->gd = -1;
  if (!n) return 0;                                       /* 89.2b: no ship moves */
  for (int i = 0; i < n; i++) {                           /* the modifiers of each group (TI4_GM_*) */
    pl->dmg[i] = -1; pl->fly[i] = 0;
    int t = TI4_GROUP_TYPE(g[i]), w = TI4_GROUP_SYS(g[i]), b = i - 1;
    if (t != TI4_GT_GRAVITY_DRIVE || w == TI4_GM_GRAVITY) continue;
    while (b >= 0 && TI4_GROUP_TYPE(g[b]) == TI4_GT_GRAVITY_DRIVE) b--;
    int bt = b >= 0 ? TI4_GROUP_TYPE(g[b]) : -1;
    if (w == TI4_GM_DAMAGED) {                            /* 87: which ships of a type move is the player's choice */
      if (b < 0 || !(is_ship_group(bt) || bt == TI4_GT_PLANET_MECH) || pl->dmg[b] >= 0 || TI4_GROUP_COUNT(g[i]) > TI4_GROUP_COUNT(g[b]))
        return ti4_fail(e, TI4_ESYNTAX, "", N_("damaged=N follows the ships it names, at most as many, e.g. 26:dreadnought=2,damaged=1 (%s)"), "move");
      pl->dmg[b] = TI4_GROUP_COUNT(g[i]);
    } else if (w == TI4_GM_FLY) {
      if (b != i - 1 || bt != TI4_UT_FIGHTER || TI4_GROUP_COUNT(g[i]) != 1)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("fighters flying on their own are named fly=N (%s)"), "move");
      pl->fly[b] = 1;
    } else return ti4_fail(e, TI4_ESYNTAX, "", N_("no such unit group in a move (%s)"), "move");
  }
  for (int i = 0; i < n; i++) {
    int t = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]), w = TI4_GROUP_SYS(g[i]);
    pl->owner[i] = pl->wpos[i] = pl->planet[i] = -1;
    pl->legi[i] = pl->rifts[i] = pl->nw[i] = pl->wh[i] = 0;
    if (t == TI4_GT_GRAVITY_DRIVE && w != TI4_GM_GRAVITY) {   /* damaged=N, fly=N: above */
      pl->gpos[i] = pl->gpos[i - 1];
      if (w == TI4_GM_FLY && !fighters_fly(s, seat))
        return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("fighters move on their own only with Fighter II; else ships transport them (%s)"), ti4_seat_word(seat));
      if (w == TI4_GM_FLY && held(s, seat, pl->gpos[i]))  /* Ahk-Syl Siven: carried only */
        return ti4_fail(e, TI4_EILLEGAL, "58.4c", N_("your command token is in system %s: its ships cannot move"), sys_word(s, seat, pl->gpos[i]));
      continue;
    }
    if (t == TI4_GT_GRAVITY_DRIVE) {                     /* the player's choice of ship for Gravity Drive */
      if (i == 0 || !is_ship_group(TI4_GROUP_TYPE(g[i - 1])) || TI4_GROUP_COUNT(g[i - 1]) != 1 || c != 1 || pl->gd >= 0)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("Gravity Drive's +1 is for one ship: TYPE=1+ (%s)"), "move");
      if (!ti4_has_tech(s, seat, TI4_TECH_GRAVITY_DRIVE))
        return ti4_fail(e, TI4_EILLEGAL, "", N_("you do not have Gravity Drive (%s)"), ti4_seat_word(seat));
      pl->gd = i - 1;
      pl->gpos[i] = pl->gpos[i - 1];
      continue;
    }
    if (t == TI4_GT_FLOATING) {                           /* Floating Factories: checked below, moved last from their system (do_move) */
      int pos = w < TI4_NSYSTEMS ? ti4_system_pos(s, w) : -1, same = 0;
      for (int j = 0; j < i; j++) if (TI4_GROUP_TYPE(g[j]) == t && TI4_GROUP_SYS(g[j]) == w) same = 1;
      if (same) return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit type is named twice for system %s"), ti4_systems[w].id);
      if (pos < 0 || ti4_floating_at(s, seat, pos) < c)
        return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("you do not have that many of those units in system %s"), w < TI4_NSYSTEMS ? ti4_systems[w].id : "?");
      if (pos == to)
        return ti4_fail(e, TI4_EILLEGAL, "58.4a", N_("units in the active system are there already (%s)"), ti4_systems[w].id);
      if (held(s, seat, pos))
        return ti4_fail(e, TI4_EILLEGAL, "58.4c", N_("your command token is in system %s: its ships cannot move"), ti4_systems[w].id);
      pl->gpos[i] = pos;
      pl->sources |= (uint64_t)1 << pos;
      pl->touched |= (uint64_t)1 << pos;
      last_ship = i;                                      /* it transports what is named after it (95.1) */
      continue;
    }
    if (t > TI4_GT_AT_MECH)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("no such unit group in a move (%s)"), "move");
    if (t >= TI4_GT_PLANET_INFANTRY) {                    /* picked up (95.1) */
      int o = last_ship, k = picked_type(t), wp;
      if (o < 0)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("units picked up follow the ship that carries them, e.g. 01:carrier=1,infantry=2@jord (%s)"), "move");
      pl->owner[i] = o;
      pl->gpos[i] = pl->gpos[o];
      if (t <= TI4_GT_PLANET_MECH) {
        if (w >= TI4_NPLANETS || s->planet_owner[w] != seat)
          return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("ground forces are picked up from your own planets (%s)"), w < TI4_NPLANETS ? ti4_planets[w].id : "?");
        wp = ti4_planet_pos(s, w);
        if (wp < 0)
          return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("system %s is not on the map"), ti4_planets[w].id);
      } else {
        if (w >= TI4_NSYSTEMS || (wp = ti4_system_pos(s, w)) < 0)
          return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("system %s is not on the map"), w < TI4_NSYSTEMS ? ti4_systems[w].id : "?");
        if (wp == pl->gpos[o])
          return ti4_fail(e, TI4_ESYNTAX, "", N_("units in the system the ships move from are named without @ (%s)"), ti4_systems[w].id);
      }
      if (wp == to)
        return ti4_fail(e, TI4_EILLEGAL, "58.4a", N_("units in the active system are there already (%s)"), sys_word(s, seat, wp));
      if (wp != pl->gpos[o]) {
        if (held(s, seat, wp))
          return ti4_fail(e, TI4_EILLEGAL, "95.3", N_("units cannot be picked up from system %s: it has your command token"), sys_word(s, seat, wp));
        int j = 0;
        while (j < pl->nw[o] && pl->wp[o][j] != wp) j++;
        if (j == pl->nw[o]) {
          if (j >= MAX_WP)
            return ti4_fail(e, TI4_ESYNTAX, "", N_("a ship group picks up units in at most 3 systems it passes through (%s)"), "move");
          pl->wp[o][pl->nw[o]++] = (int8_t)wp;
        }
        pl->legi[i] = j + 1;
      }
      pl->wpos[i] = wp;
      if (k == TI4_UT_FIGHTER || wp != pl->gpos[o]) pl->touched |= (uint64_t)1 << wp;
      continue;
    }
    int sys = w, k = t;
    if (sys >= TI4_NSYSTEMS || k >= TI4_SPACE_TYPES)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("no such unit group in a move (%s)"), "move");
    for (int j = 0; j < i; j++)
      if (is_pooled_cargo(k) && TI4_GROUP_SYS(g[j]) == sys && TI4_GROUP_TYPE(g[j]) == k && pl->fly[j] == pl->fly[i])
        return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit type is named twice for system %s"), ti4_systems[sys].id);
    int pos = ti4_system_pos(s, sys);
    if (pos < 0)
      return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("system %s is not on the map"), ti4_systems[sys].id);
    if (pos == to)
      return ti4_fail(e, TI4_EILLEGAL, "58.4a", N_("units in the active system are there already (%s)"), ti4_systems[sys].id);
    if (held_k(s, seat, pos, k))
      return ti4_fail(e, TI4_EILLEGAL, "58.4c", N_("your command token is in system %s: its ships cannot move"), ti4_systems[sys].id);
    pl->gpos[i] = pos;
    if (c > from_space(s, seat, pos, k, c)) {             /* the rest from a planet there: only one may hold them */
      const ti4_system_info *sy = &ti4_systems[sys];
      int holders = 0;
      for (int h = 0; h < ti4_sys_nplanets(s, sy); h++) {
        int p = ti4_sys_planets(s, sy)[h];
        if (p >= 0 && s->planet_owner[p] == seat && s->planet_units[p][k - TI4_UT_INFANTRY]) { holders++; pl->planet[i] = p; }
      }
      if (holders > 1)
        return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("ground forces are on more than one of your planets in system %s: name the planet, e.g. infantry=2@PLANET after the ship that carries them"), ti4_systems[sys].id);
      if (!holders)
        return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("you do not have that many of those units in system %s"), ti4_systems[sys].id);
    }
    if (is_ship_group(k)) last_ship = i;
    pl->sources |= (uint64_t)1 << pos;
    pl->touched |= (uint64_t)1 << pos;
  }
  /* enough units where each group takes them (58.4, 95.1) */
  for (int i = 0; i < n; i++) {
    int pos, sp, p, pc, k = TI4_GROUP_TYPE(g[i]);
    if (k == TI4_GT_GRAVITY_DRIVE || k == TI4_GT_FLOATING) continue;
    if (k >= TI4_GT_PLANET_INFANTRY) k = picked_type(k);
    group_source(s, pl, seat, i, &pos, &sp, &p, &pc);
    int sum_sp = 0, sum_pc = 0;
    for (int j = 0; j < n; j++) {
      int pos2, sp2, p2, pc2, k2 = TI4_GROUP_TYPE(g[j]);
      if (k2 == TI4_GT_GRAVITY_DRIVE || k2 == TI4_GT_FLOATING) continue;
      if (k2 >= TI4_GT_PLANET_INFANTRY) k2 = picked_type(k2);
      if (k2 != k) continue;
      group_source(s, pl, seat, j, &pos2, &sp2, &p2, &pc2);
      if (pos >= 0 && pos2 == pos) sum_sp += sp2;
      if (p >= 0 && p2 == p) sum_pc += pc2;
    }
    if ((pos >= 0 && sum_sp > space_c(s, seat, pos)[k]) || (p >= 0 && sum_pc > s->planet_units[p][k - TI4_UT_INFANTRY]))
      return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("you do not have that many of those units in system %s"),
                      p >= 0 && pos < 0 ? ti4_planets[p].id : sys_word(s, seat, pos >= 0 ? pos : pl->gpos[i]));
  }
  for (int i = 0; i < n; i++) {                           /* damaged=N: so many damaged ones, the rest undamaged (87) */
    if (pl->dmg[i] < 0) continue;
    if (TI4_GROUP_TYPE(g[i]) == TI4_GT_PLANET_MECH) {     /* mech=N@PLANET,damaged=D: picked up off that planet */
      int p = TI4_GROUP_SYS(g[i]), d = 0, u = 0, n0 = s->planet_units[p][1], dm = s->planet_damaged[p] < n0 ? s->planet_damaged[p] : n0;
      for (int j = 0; j < n; j++)
        if (pl->dmg[j] >= 0 && TI4_GROUP_TYPE(g[j]) == TI4_GT_PLANET_MECH && TI4_GROUP_SYS(g[j]) == p) { d += pl->dmg[j]; u += TI4_GROUP_COUNT(g[j]) - pl->dmg[j]; }
      if (d > dm)
        return ti4_fail(e, TI4_EILLEGAL, "87", N_("you do not have that many damaged mechs on %s"), ti4_planets[p].id);
      if (u > n0 - dm)
        return ti4_fail(e, TI4_EILLEGAL, "87", N_("you do not have that many undamaged mechs on %s"), ti4_planets[p].id);
      continue;
    }
    int k = TI4_GROUP_TYPE(g[i]), pos = pl->gpos[i], d = 0, u = 0;
    for (int j = 0; j < n; j++)
      if (pl->dmg[j] >= 0 && pl->gpos[j] == pos && TI4_GROUP_TYPE(g[j]) == k) { d += pl->dmg[j]; u += TI4_GROUP_COUNT(g[j]) - pl->dmg[j]; }
    if (d > ti4_damaged(s, seat, pos, k))
      return ti4_fail(e, TI4_EILLEGAL, "87", N_("you do not have that many damaged ones of those ships in system %s"), sys_word(s, seat, pos));
    if (u > space_c(s, seat, pos)[k] - ti4_damaged(s, seat, pos, k))
      return ti4_fail(e, TI4_EILLEGAL, "87", N_("you do not have that many undamaged ones of those ships in system %s"), sys_word(s, seat, pos));
  }
  int rc = defended(s, seat, to, e);
  if (rc) return rc;
  /* reach (58.4f) and capacity (95, 16) per system of origin */
  uint64_t adj[128], adj_done = 0;
  int gravity_drive = ti4_has_tech(s, seat, TI4_TECH_GRAVITY_DRIVE);   /* +1 to one ship, where it is needed */
  int boost = s->tac.boost_pos != 0 && seat == s->active;             /* Captain Mendosa's ship (cards/activation.c) */
  for (uint64_t sm = pl->sources; sm; sm &= sm - 1) {
    int pos = __builtin_ctzll(sm), cap = 0, cargo = 0;
    for (int i = 0; i < n; i++) {
      if (pl->gpos[i] != pos) continue;
      int k = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]);
      if (k == TI4_GT_GRAVITY_DRIVE) continue;
      if (k == TI4_GT_FLOATING) {                         /* "moves as if it were a ship": its own path, a die per rift exit (41.2) */
        int mv = ship_move(s, seat, pos, TI4_UT_SPACEDOCK);
        int r = mv > 0 ? path_via(s, seat, pos, mv, pl->wp[i], pl->nw[i], pl->legr[i], adj, &adj_done, NULL) : -1;
        if (r < 0)
          return ti4_fail(e, TI4_EILLEGAL, "58.4f", pl->nw[i] ? N_("those ships cannot reach the active system from system %s through the systems where they pick units up (move value, anomalies, other players' ships)")
                                                            : N_("those ships cannot reach the active system from system %s (move value, anomalies, other players' ships)"), sys_word(s, seat, pos));
        pl->rifts[i] = r;
        int att = 0;                                      /* it transports units within its capacity (95) */
        for (int j = 0; j < n; j++) if (pl->owner[j] == i) att += TI4_GROUP_COUNT(g[j]);
        if (att > c * floating_cap(s, seat))
          return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("the units picked up exceed the capacity of the ships carrying them from system %s"), sys_word(s, seat, pos));
        cap += c * floating_cap(s, seat);
        continue;
      }
      if (k == TI4_UT_FIGHTER && pl->fly[i]) {            /* fly=N: on their own path, a die per rift exit each (41.2) */
        int mv = ship_move(s, seat, pos, TI4_UT_FIGHTER);
        if (boost && c == 1 && pos == s->tac.boost_pos - 1 && (s->tac.boost & 15) == TI4_UT_FIGHTER) {   /* Captain Mendosa's fighter */
          int b = ship_move_v(s, seat, pos, TI4_UT_FIGHTER, s->tac.boost >> 4);
          if (b > mv) mv = b;
          boost = 0;
        }
        int r = mv > 0 ? path_via(s, seat, pos, mv, NULL, 0, pl->legr[i], adj, &adj_done, NULL) : -1;
        if (r < 0)
          return ti4_fail(e, TI4_EILLEGAL, "58.4f", N_("the fighters flying on their own cannot reach the active system from system %s"), sys_word(s, seat, pos));
        pl->rifts[i] = r;
        continue;
      }
      if (!is_ship_group(k)) { cargo += c; continue; }
      int mv = ship_move(s, seat, pos, k);
      if (boost && c == 1 && pos == s->tac.boost_pos - 1 && k == (s->tac.boost & 15)) {   /* Captain Mendosa: the first such ship named alone */
        int b = ship_move_v(s, seat, pos, k, s->tac.boost >> 4);
        if (b > mv) mv = b;
        boost = 0;
      }
      if (pl->gd == i && mv > 0) mv++;
      int r = mv > 0 ? path_via(s, seat, pos, mv, pl->wp[i], pl->nw[i], pl->legr[i], adj, &adj_done, &pl->wh[i]) : -1;
      if (r < 0 && mv > 0 && gravity_drive && pl->gd < 0 && c == 1) {   /* not named: used where one ship needs it */
        r = path_via(s, seat, pos, mv + 1, pl->wp[i], pl->nw[i], pl->legr[i], adj, &adj_done, &pl->wh[i]);
        if (r >= 0) gravity_drive = 0;
      }
      if (r < 0)
        return ti4_fail(e, TI4_EILLEGAL, "58.4f", pl->nw[i] ? N_("those ships cannot reach the active system from system %s through the systems where they pick units up (move value, anomalies, other players' ships)")
                                                            : N_("those ships cannot reach the active system from system %s (move value, anomalies, other players' ships)"), ti4_systems[TI4_GROUP_SYS(g[i])].id);
      pl->rifts[i] = r;
      int gcap = c * ti4_unit_capacity(s, seat, k), att = 0;
      for (int j = 0; j < n; j++) if (pl->owner[j] == i) att += TI4_GROUP_COUNT(g[j]);
      if (att > gcap)
        return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("the units picked up exceed the capacity of the ships carrying them from system %s"), ti4_systems[TI4_GROUP_SYS(g[i])].id);
      cap += gcap;
    }
    int fi = -1;                                          /* Fighter II: the fighters no ship carries fly (on their own path) */
    for (int i = 0; i < n; i++) if (pl->gpos[i] == pos && TI4_GROUP_TYPE(g[i]) == TI4_UT_FIGHTER && !pl->fly[i]) fi = i;
    if (cargo > cap && fi >= 0 && fighters_fly(s, seat) && cargo - cap <= TI4_GROUP_COUNT(g[fi]) && !held(s, seat, pos)) {   /* Ahk-Syl Siven: carried only */
      int mv = ship_move(s, seat, pos, TI4_UT_FIGHTER);
      if (boost && cargo - cap == 1 && pos == s->tac.boost_pos - 1 && (s->tac.boost & 15) == TI4_UT_FIGHTER) {   /* Captain Mendosa's fighter flies alone */
        int b = ship_move_v(s, seat, pos, TI4_UT_FIGHTER, s->tac.boost >> 4);
        if (b > mv) mv = b;
        boost = 0;
      }
      int r = path_via(s, seat, pos, mv, NULL, 0, pl->legr[fi], adj, &adj_done, NULL);
      if (r < 0)
        return ti4_fail(e, TI4_EILLEGAL, "58.4f", N_("the fighters no ship carries cannot reach the active system from system %s on their own"), sys_word(s, seat, pos));
      pl->rifts[fi] = r;
      cap = cargo;
    }
    if (cargo > cap)
      return ti4_fail(e, TI4_EILLEGAL, "95.1", N_("the fighters and ground forces from system %s exceed the capacity of the ships moving from there"), sys_word(s, seat, pos));
  }
  return 0;
}

/* After a movement without rolls, on s unchanged: the capacity of each
 * system left and of the active system (16.2-16.3) and the fleet pool
 * (37.1), from the counts the units would have. */
static int after_ok(const ti4_state *s, int seat, int pos, const int delta[TI4_SPACE_TYPES], int fleet_check) {
  int c[TI4_SPACE_TYPES];
  for (int k = 0; k < TI4_SPACE_TYPES; k++) c[k] = space_c(s, seat, pos)[k] + delta[k];
  return space_rule(s, seat, pos, c, fleet_check);
}
static int check_without_rolls(const ti4_state *s, int seat, const move_plan *pl, ti4_error *e) {
  int to = s->tac.pos, in[TI4_SPACE_TYPES] = {0};
  for (int i = 0; i < pl->n; i++) {
    int t = TI4_GROUP_TYPE(pl->g[i]);
    if (t == TI4_GT_GRAVITY_DRIVE) continue;
    in[t >= TI4_GT_PLANET_INFANTRY ? picked_type(t) : t] += TI4_GROUP_COUNT(pl->g[i]);
  }
  for (uint64_t sm = pl->touched; sm; sm &= sm - 1) {
    int pos = __builtin_ctzll(sm), out[TI4_SPACE_TYPES] = {0};
    for (int i = 0; i < pl->n; i++) {
      int p, sp, pp, pc, t = TI4_GROUP_TYPE(pl->g[i]);
      if (t == TI4_GT_GRAVITY_DRIVE) continue;
      group_source(s, pl, seat, i, &p, &sp, &pp, &pc);
      if (p == pos) out[t >= TI4_GT_PLANET_INFANTRY ? picked_type(t) : t] -= sp;   /* the rest leaves planets (95.1) */
    }
    int r = after_ok(s, seat, pos, out, 0);
    if (r == 2)
      return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("fighters beyond capacity and non-fighter ships left in system %s would exceed your fleet pool"), sys_word(s, seat, pos));
    if (r)
      return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("fighters or ground forces would be left in system %s beyond the capacity of the ships staying there"), sys_word(s, seat, pos));
  }
  int r = after_ok(s, seat, to, in, 1);
  if (r == 2)
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in the active system than command tokens in your fleet pool (%s)"), ti4_seat_word(seat));
  if (r)
    return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("more fighters and ground forces in the active system than your ships' capacity (%s)"), ti4_seat_word(seat));
  return 0;
}

/* Takes group i's units from where they are. */
/* Takes group i's units from where they are; returns how many damaged
 * mechs left a planet with them (87: the undamaged first, or `damaged=N`). */
static int take(ti4_state *s, const move_plan *pl, int seat, int i, int c) {
  int pos, sp, p, pc, t = TI4_GROUP_TYPE(pl->g[i]), k = t >= TI4_GT_PLANET_INFANTRY ? picked_type(t) : t;
  group_source(s, pl, seat, i, &pos, &sp, &p, &pc);
  if (c < sp + pc) { if (sp > c) sp = c; pc = c - sp; }   /* fewer than named (the carriers were lost on the way) */
  if (pos >= 0) space_of(s, seat, pos)[k] = (uint8_t)(space_of(s, seat, pos)[k] - sp);
  if (p >= 0 && k == TI4_UT_MECH) return ti4_planet_mechs_take(s, p, pc, pl->dmg[i] < 0 ? -1 : pl->dmg[i] < pc ? pl->dmg[i] : pc);
  if (p >= 0) s->planet_units[p][k - TI4_UT_INFANTRY] = (uint8_t)(s->planet_units[p][k - TI4_UT_INFANTRY] - pc);
  return 0;
}

static int cargo_slot(int k) { return k == TI4_UT_FIGHTER ? 0 : k == TI4_UT_INFANTRY ? 1 : 2; }
static const int cargo_types[3] = {TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_MECH};

/* Loads n units (cargo slot j) onto the ships [first, first + count) that
 * are alive, in order, each up to capacity kc; returns how many fit. */
static int load(uint8_t (*aboard)[3], const uint8_t *dead, int first, int count, int kc, int j, int n) {
  int put = 0;
  for (int x = first; x < first + count && put < n; x++) {
    if (dead[x]) continue;
    int room = kc - aboard[x][0] - aboard[x][1] - aboard[x][2], c = n - put < room ? n - put : room;
    if (c > 0) { aboard[x][j] = (uint8_t)(aboard[x][j] + c); put += c; }
  }
  return put;
}

/* Movement on s itself (a copy, when checking with rolls). Transported
 * units are on specific ships while they move (16.4): the move line loads
 * them in the order it names them, the first ship of a group first --
 * onto the ship group named last before them (with capacity), then onto
 * the other ships from their system; units a group picks up (TI4_GT_*)
 * onto its own ships. A ship lost in a gravity rift takes what it carries
 * with it (41.2). */
static int do_move(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e) {
  move_plan pl;
  int rc = plan_move(s, m, &pl, e);
  if (rc || !pl.n) return rc;
  int ion = 0;
  if (s->x.ion_storm) {                                  /* Ion Storm: did the movement need its wormhole? */
    uint8_t at = s->x.ion_storm;
    move_plan without;
    s->x.ion_storm = 0;
    ion = plan_move(s, m, &without, NULL) != 0;
    s->x.ion_storm = at;
  }
  int seat = m->seat, to = s->tac.pos, n = pl.n;
  const uint16_t *g = pl.g;
  enum { MAXS = TI4_MAX_GROUPS * 31 };
  uint8_t aboard[MAXS][3], dead[MAXS], dmgx[MAXS];
  int first[TI4_MAX_GROUPS], dto[TI4_SPACE_TYPES], darr[TI4_SPACE_TYPES] = {0}, dmech = 0;   /* dmech: damaged mechs off planets */
  for (int k = 0; k < TI4_SPACE_TYPES; k++) dto[k] = ti4_damaged(s, seat, to, k);
  /* the units leave, roll where they leave rifts, arrive together (58.6) */
  for (uint64_t sm = pl.sources; sm; sm &= sm - 1) {
    int pos = __builtin_ctzll(sm), nships = 0;
    memset(aboard, 0, sizeof aboard);
    memset(dead, 0, sizeof dead);
    int ffi = -1, nff = 0, ffslot[3], fcap = floating_cap(s, seat);   /* the Floating Factories leaving pos */
    uint8_t ffab[3][3] = {{0}}, ffdead[3] = {0};
    for (int i = 0; i < n; i++)
      if (pl.gpos[i] == pos && TI4_GROUP_TYPE(g[i]) == TI4_GT_FLOATING) ffi = i;
    if (ffi >= 0) {
      for (int j = 0; j < 3 && nff < TI4_GROUP_COUNT(g[ffi]); j++) if (s->floating[j] == pos + 1) ffslot[nff++] = j;
      ti4_emit(ev, TI4_EV_MOVED, seat, TI4_UT_SPACEDOCK, pos, 0, nff);
    }
    int d0[TI4_SPACE_TYPES], und[TI4_SPACE_TYPES], dleft[TI4_SPACE_TYPES];   /* 87: damaged ships, named (damaged=N) or the undamaged first */
    for (int k = 0; k < TI4_SPACE_TYPES; k++) { d0[k] = dleft[k] = ti4_damaged(s, seat, pos, k); und[k] = space_c(s, seat, pos)[k] - d0[k]; }
    for (int i = 0; i < n; i++)
      if (pl.gpos[i] == pos && pl.dmg[i] >= 0 && is_ship_group(TI4_GROUP_TYPE(g[i]))) { int k = TI4_GROUP_TYPE(g[i]); dleft[k] -= pl.dmg[i]; und[k] -= TI4_GROUP_COUNT(g[i]) - pl.dmg[i]; }
    for (int i = 0; i < n; i++) {                          /* ships and pooled cargo leave */
      int k = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]);
      if (pl.gpos[i] != pos || k >= TI4_GT_PLANET_INFANTRY) continue;
      dmech += take(s, &pl, seat, i, c);
      ti4_emit(ev, TI4_EV_MOVED, seat, k, pos, 0, c);
      if (!is_ship_group(k)) continue;
      first[i] = nships;
      for (int x = 0; x < c && nships + x < MAXS; x++) {   /* a group's damaged ones first */
        if (pl.dmg[i] >= 0) dmgx[nships + x] = x < pl.dmg[i];
        else if (und[k] > 0) { und[k]--; dmgx[nships + x] = 0; }
        else { dleft[k]--; dmgx[nships + x] = 1; }
      }
      nships += c;
    }
    for (int i = 0; i < n; i++) {                          /* pooled cargo, in the order named, leaving room for what each group picks up */
      int k = TI4_GROUP_TYPE(g[i]), left = TI4_GROUP_COUNT(g[i]);
      if (pl.gpos[i] != pos || !is_pooled_cargo(k)) continue;
      if (!pl.fly[i]) {                                    /* fly=N: none of them is carried */
        int pref = -1, pref_ff = 0;                          /* the ship (or Floating Factory) named last before it, if it has capacity */
        for (int o = 0; o < i; o++) {
          if (pl.gpos[o] == pos && is_ship_group(TI4_GROUP_TYPE(g[o])) && ti4_unit_capacity(s, seat, TI4_GROUP_TYPE(g[o])) > 0) { pref = o; pref_ff = 0; }
          if (o == ffi) pref_ff = 1;
        }
        int ffroom = nff * fcap;                             /* the Floating Factories' room, less what they pick up */
        for (int x = 0; ffi >= 0 && x < n; x++) if (pl.owner[x] == ffi) ffroom -= TI4_GROUP_COUNT(g[x]);
        for (int x = 0; x < nff; x++) ffroom -= ffab[x][0] + ffab[x][1] + ffab[x][2];
        if (pref_ff && ffroom > 0) { int c2 = load(ffab, ffdead, 0, nff, fcap, cargo_slot(k), left < ffroom ? left : ffroom); left -= c2; ffroom -= c2; }
        for (int step = -1; step < n && left > 0; step++) {
          int o = step < 0 ? pref : step;
          if (o < 0 || (step >= 0 && o == pref)) continue;
          int ok = TI4_GROUP_TYPE(g[o]);
          if (pl.gpos[o] != pos || !is_ship_group(ok)) continue;
          int kc = ti4_unit_capacity(s, seat, ok), budget = TI4_GROUP_COUNT(g[o]) * kc;
          for (int x = 0; x < n; x++) if (pl.owner[x] == o) budget -= TI4_GROUP_COUNT(g[x]);
          for (int x = first[o]; x < first[o] + TI4_GROUP_COUNT(g[o]); x++) budget -= aboard[x][0] + aboard[x][1] + aboard[x][2];
          left -= load(aboard, dead, first[o], TI4_GROUP_COUNT(g[o]), kc, cargo_slot(k), left < budget ? left : budget);
        }
        if (ffi >= 0 && left > 0 && ffroom > 0) left -= load(ffab, ffdead, 0, nff, fcap, cargo_slot(k), left < ffroom ? left : ffroom);   /* 95 */
      }
      for (int x = 0; x < left && k == TI4_UT_FIGHTER; x++) {   /* Fighter II: the rest fly, a die per rift exit each (41.2) */
        int lost = 0;
        for (int r = 0; r < pl.legr[i][0] && !lost; r++) {
          if (ti4_dice_ready(s, 1, e)) return TI4_EILLEGAL;
          if (ti4_roll(s, seat, k, pos, ev) <= 3) { lost = 1; ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, 1); }
        }
        if (!lost) s->ships[to][seat][k]++;
      }
    }
    for (int i = 0; i < n; i++) {                          /* each ship group, leg by leg */
      int k = TI4_GROUP_TYPE(g[i]), c = TI4_GROUP_COUNT(g[i]);
      if (pl.gpos[i] != pos || !is_ship_group(k)) continue;
      int kc = ti4_unit_capacity(s, seat, k), f0 = first[i];
      for (int j = 0; j <= pl.nw[i]; j++) {
        int where = j ? pl.wp[i][j - 1] : pos;
        for (int x = 0; x < n; x++) {                      /* 95.1: picked up here, as far as room is left */
          if (pl.owner[x] != i || pl.legi[x] != j) continue;
          int pk = picked_type(TI4_GROUP_TYPE(g[x]));
          int c2 = load(aboard, dead, f0, c, kc, cargo_slot(pk), TI4_GROUP_COUNT(g[x]));
          if (c2 <= 0) continue;
          dmech += take(s, &pl, seat, x, c2);
          ti4_emit(ev, TI4_EV_MOVED, seat, pk, pl.wpos[x], 0, c2);
        }
        for (int x = f0; x < f0 + c; x++)
          for (int r = 0; r < pl.legr[i][j] && !dead[x]; r++) {
            if (ti4_dice_ready(s, 1, e)) return TI4_EILLEGAL;
            if (ti4_roll(s, seat, k, where, ev) > 3) continue;   /* 41.2: 1-3 removes it */
            dead[x] = 1;
            ti4_emit(ev, TI4_EV_DESTROYED, seat, k, where, 0, 1);
            for (int y = 0; y < 3; y++)                    /* with what it carries */
              if (aboard[x][y]) {
                ti4_emit(ev, TI4_EV_DESTROYED, seat, cargo_types[y], where, 0, aboard[x][y]);
                ti4_production_mechs_destroyed(s, seat, cargo_types[y], aboard[x][y], ev);   /* Self-Assembly Routines */
              }
          }
      }
      for (int x = f0; x < f0 + c; x++) {
        if (dead[x]) continue;
        if (pl.wh[i] && kc > 0 && s->tac.wormholed < 0xFF) s->tac.wormholed++;   /* Sai Seravus counts them */
        if (k == TI4_UT_WARSUN) s->tac.flags2 |= TI4_TAC2_WARSUN_IN;              /* Adjudicator Ba'al (cards/heroes.c) */
        s->ships[to][seat][k]++;
        darr[k] += dmgx[x];
        for (int y = 0; y < 3; y++) s->ships[to][seat][cargo_types[y]] = (uint8_t)(s->ships[to][seat][cargo_types[y]] + aboard[x][y]);
      }
    }
    for (int j = 0; ffi >= 0 && j <= pl.nw[ffi]; j++) {  /* the Floating Factories, after the ships, leg by leg as a ship */
      int where = j ? pl.wp[ffi][j - 1] : pos;
      for (int x = 0; x < n; x++) {                        /* 95.1: picked up here */
        if (pl.owner[x] != ffi || pl.legi[x] != j) continue;
        int pk = picked_type(TI4_GROUP_TYPE(g[x]));
        int c2 = load(ffab, ffdead, 0, nff, fcap, cargo_slot(pk), TI4_GROUP_COUNT(g[x]));
        if (c2 <= 0) continue;
        dmech += take(s, &pl, seat, x, c2);
        ti4_emit(ev, TI4_EV_MOVED, seat, pk, pl.wpos[x], 0, c2);
      }
      for (int x = 0; x < nff; x++)
        for (int r = 0; r < pl.legr[ffi][j] && !ffdead[x]; r++) {
          if (ti4_dice_ready(s, 1, e)) return TI4_EILLEGAL;
          if (ti4_roll(s, seat, TI4_UT_SPACEDOCK, where, ev) > 3) continue;   /* 41.2 */
          ffdead[x] = 1;
          ti4_emit(ev, TI4_EV_DESTROYED, seat, TI4_UT_SPACEDOCK, where, 0, 1);
          for (int y = 0; y < 3; y++)                      /* with what it carries */
            if (ffab[x][y]) ti4_emit(ev, TI4_EV_DESTROYED, seat, cargo_types[y], where, 0, ffab[x][y]);
        }
    }
    for (int x = 0; x < nff; x++) {
      s->floating[ffslot[x]] = ffdead[x] ? 0 : (uint8_t)(to + 1);
      if (!ffdead[x])
        for (int y = 0; y < 3; y++) s->ships[to][seat][cargo_types[y]] = (uint8_t)(s->ships[to][seat][cargo_types[y]] + ffab[x][y]);
    }
    for (int k = 0; k <= TI4_UT_WARSUN; k++)              /* the damaged ones left behind (87) */
      if (is_ship_group(k) && dleft[k] != d0[k]) ti4_damaged_set(s, pos, seat, k, dleft[k] < 0 ? 0 : dleft[k]);
    int r = capacity_rule(s, seat, pos, 0);
    if (r == 2)
      return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("fighters beyond capacity and non-fighter ships left in system %s would exceed your fleet pool"), sys_word(s, seat, pos));
    if (r)
      return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("fighters or ground forces would be left in system %s beyond the capacity of the ships staying there"), sys_word(s, seat, pos));
  }
  for (int k = 0; k <= TI4_UT_WARSUN; k++)                /* 87: the damaged ships that arrived stay damaged */
    if (is_ship_group(k)) ti4_damaged_set(s, to, seat, k, dto[k] + darr[k] > 15 ? 15 : dto[k] + darr[k]);
  for (int i = 0; i < n; i++)                           /* mechs: the undamaged first */
    if (pl.gpos[i] >= 0 && pl.gpos[i] < TI4_MAX_MAP && TI4_GROUP_TYPE(g[i]) < TI4_SPACE_TYPES && !is_ship_group(TI4_GROUP_TYPE(g[i])))
      ti4_damage_moved(s, seat, pl.gpos[i], to, TI4_GROUP_TYPE(g[i]));
  if (dmech > 0) {                                      /* 87: damaged mechs picked up off planets arrive damaged (those lost in a rift: the undamaged first) */
    int room = s->ships[to][seat][TI4_UT_MECH] - ti4_damaged(s, seat, to, TI4_UT_MECH);
    ti4_damaged_set(s, to, seat, TI4_UT_MECH, ti4_damaged(s, seat, to, TI4_UT_MECH) + (dmech < room ? dmech : room));
  }
  int r = capacity_rule(s, seat, to, 1);
  if (r == 2)
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in the active system than command tokens in your fleet pool (%s)"), ti4_seat_word(seat));
  if (r)
    return ti4_fail(e, TI4_EILLEGAL, "16.3", N_("more fighters and ground forces in the active system than your ships' capacity (%s)"), ti4_seat_word(seat));
  if (s->tac.moved < 0xFFFF) s->tac.moved++;
  if (ion) s->x.ion_beta ^= 1;                          /* ships moved through its wormhole: it flips */
  return 0;
}
/* ---- landing (89.4 without defenders, 25, 27) ------------------------------ */
/* G'hom Sek'kus: may seat commit 1 ground force from planet src (its own,
 * in the active system or an adjacent one without its command token, none
 * committed from it yet this step) to pl? */
static int near_check(const ti4_state *s, int seat, int src, int pl, int inf, int mech, int fi, ti4_error *e) {
  int to = s->tac.pos, q = src >= 0 && src < TI4_NPLANETS ? ti4_planet_pos(s, src) : -1;
  if (!ti4_commit_near(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("ground forces are committed from the active system's space area (%s)"), ti4_seat_word(seat));
  if (q < 0 || src == pl || (q != to && (!ti4_adjacent(s, to, q) || ((s->tokens[q] >> seat) & 1))))
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("G'hom Sek'kus: commit from another planet in the active system, or in an adjacent system without your command token (%s)"), src >= 0 && src < TI4_NPLANETS ? ti4_planets[src].id : "?");
  if (inf + mech != 1 || fi)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("G'hom Sek'kus: 1 ground force from each planet (%s)"), ti4_planets[src].id);
  if ((s->tac.near_used[src / 8] >> (src % 8)) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("G'hom Sek'kus: a ground force was committed from %s already"), ti4_planets[src].id);
  if (s->planet_owner[src] != seat || s->planet_units[src][inf ? 0 : 1] < 1)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("you have no such ground force on %s"), ti4_planets[src].id);
  return 0;
}

static int land_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat, to = s->tac.pos, pl = m->card;
  if (pl < 0) return 0;                                  /* done landing */
  if (pl >= TI4_NPLANETS || ti4_planet_pos(s, pl) != to)
    return ti4_fail(e, TI4_EILLEGAL, "89.4", N_("%s is not a planet in the active system"), pl < TI4_NPLANETS ? ti4_planets[pl].id : "?");
  int inf = m->arg[0] > 0 ? m->arg[0] : 0, mech = m->arg[1] > 0 ? m->arg[1] : 0, fi = m->arg[3] > 0 ? m->arg[3] : 0;
  if (inf + mech + fi < 1)
    return ti4_fail(e, TI4_ESYNTAX, "89.4", N_("name the ground forces to land, e.g. land %s infantry=2"), ti4_planets[pl].id);
  if (m->arg[4] >= 0) {                                  /* from a planet: G'hom Sek'kus */
    if (near_check(s, seat, m->arg[4], pl, inf, mech, fi, e)) return TI4_EILLEGAL;
  } else if (fi && ti4_invasion_fighters_check(s, seat, pl, fi, e)) return TI4_EILLEGAL;   /* Matriarch: invasion.c */
  else if (inf > s->ships[to][seat][TI4_UT_INFANTRY] || mech > s->ships[to][seat][TI4_UT_MECH])
    return ti4_fail(e, TI4_EILLEGAL, "89.4", N_("you do not have those ground forces in the active system's space area (%s)"), ti4_seat_word(seat));
  if (s->planet_flags[pl] & TI4_PF_DMZ)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("no units may land on %s (Demilitarized Zone)"), ti4_planets[pl].id);
  int rc = ti4_invasion_land_check(s, seat, pl, e);     /* 49: invasion.c */
  if (rc) return rc;
  int tg = m->arg[2] > 0 ? m->arg[2] : 0;
  if (pl == TI4_PLANET_MECATOL_REX && s->custodians && ti4_custodians_cost(s, seat))   /* 27.2 */
    return ti4_pay_check(s, seat, m, tg, 0, ti4_custodians_cost(s, seat), 0, e);
  if (tg || m->planets[0] || m->planets[1])
    return ti4_fail(e, TI4_ESYNTAX, "", N_("landing on %s costs nothing"), ti4_planets[pl].id);
  return 0;
}

static void land_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, to = s->tac.pos, pl = m->card;
  if (pl < 0) { s->tac.step = TAC_GROUND; return; }
  int inf = m->arg[0] > 0 ? m->arg[0] : 0, mech = m->arg[1] > 0 ? m->arg[1] : 0, fi = m->arg[3] > 0 ? m->arg[3] : 0;
  int src = m->arg[4];
  if (src >= 0 && src < TI4_NPLANETS) {                 /* G'hom Sek'kus: the unit leaves its planet (the undamaged first) */
    int k = inf ? TI4_UT_INFANTRY : TI4_UT_MECH, j = k - TI4_UT_INFANTRY;
    s->tac.near_used[src / 8] |= (uint8_t)(1u << (src % 8));
    int dmg = k == TI4_UT_MECH ? ti4_planet_mechs_take(s, src, 1, -1) : 0;   /* 87: a damaged one stays damaged */
    if (k != TI4_UT_MECH) s->planet_units[src][j]--;
    s->ships[to][seat][k]++;                             /* then committed as if from the space area */
    if (dmg) ti4_damaged_set(s, to, seat, k, ti4_damaged(s, seat, to, k) + 1);
    ti4_emit(ev, TI4_EV_MOVED, seat, k, ti4_planet_pos(s, src), 0, 1);   /* from the planet's system */
  }
  if (ti4_invasion_commits(s, seat, pl)) { ti4_invasion_commit(s, seat, pl, inf, mech, fi, ev); return; }   /* 49.2 */
  if (pl == TI4_PLANET_MECATOL_REX && s->custodians) {
    ti4_pay_apply(s, seat, m, m->arg[2] > 0 ? m->arg[2] : 0, ev);
    s->custodians = 0;                                   /* 27.3, 27.4 */
    ti4_emit(ev, TI4_EV_CUSTODIANS, seat, pl, -1, 0, 0);
    ti4_gain_vp(s, seat, 1, ev);
  }
  int o = s->planet_owner[pl];
  if (o != seat) {                                       /* 25.1: exhausted */
    uint8_t kept[4] = {0};
    ti4_structures_taken(s, seat, pl, o, to, 0, kept, ev);  /* 49.5a: their structures destroyed (Assimilate) */
    s->planet_owner[pl] = (uint8_t)seat;
    s->planet_flags[pl] |= TI4_PF_EXHAUSTED;
    memcpy(s->planet_units[pl], kept, sizeof s->planet_units[pl]);
    ti4_emit(ev, TI4_EV_CONTROL, seat, pl, o < s->nseats ? o : -1, 0, 0);
    ti4_explore_control_gained(s, seat, pl, o, ev);      /* 25.1c, 35.1: exploration.c */
  }
  s->ships[to][seat][TI4_UT_INFANTRY] = (uint8_t)(s->ships[to][seat][TI4_UT_INFANTRY] - inf);
  s->ships[to][seat][TI4_UT_MECH] = (uint8_t)(s->ships[to][seat][TI4_UT_MECH] - mech);
  int dm = ti4_damaged_get(s, to, seat, TI4_UT_MECH) - s->ships[to][seat][TI4_UT_MECH];   /* 87: damaged mechs land damaged (the undamaged first) */
  if (dm > 0) ti4_damaged_set(s, to, seat, TI4_UT_MECH, s->ships[to][seat][TI4_UT_MECH]);
  s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] + inf);
  ti4_planet_mechs_put(s, pl, mech, dm);
  ti4_nexus_update(s);                                   /* 100.2: Mallice */
  if (inf) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_INFANTRY, pl, 0, inf);
  if (mech) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_MECH, pl, 0, mech);
}

/* ---- production (89.5, 67, 68) ------------------------------------------------ */
/* Minister of Industry (law, agenda_cards.c): "when the owner of this card
 * places a space dock in a system, their units in that system may use
 * their PRODUCTION abilities". The dock's placement (map/units.c) keeps
 * the system in s->minister; ti4_minister_ask then asks the owner the
 * production step's own `produce` there (bit 7 while asked), checked and
 * applied by the code below with that system for the active one. */
#define MINISTER_ASKING(s) (((s)->minister & 0x80) != 0)
static int prod_pos(const ti4_state *s) { return MINISTER_ASKING(s) ? (s->minister & 0x7F) - 1 : s->tac.pos; }
static int flagship_step(const ti4_state *s) { return !MINISTER_ASKING(s) && s->tac.step == TAC_FLAGSHIP; }
/* The PRODUCTION in the active system (units.tsv), summed (68.1a): space
 * docks (79.1), the Arborec's Letani Warriors (infantry: 1 each, 2 with
 * the II) and Letani Behemoths (mechs: 2 each, on planets or in space,
 * 68.4), the Titans' Hel-Titans (PDS: 1 each). *dock_planet: the first
 * planet with a dock or Hel-Titan; *letani_planet: the first with a
 * producing infantry or mech (68.3: ground forces go where a producing
 * unit is); *letani: the share of units that are not space docks (68.1d:
 * only it produces Arborec infantry). Aerie Hololattice (PRODUCTION 1 on
 * each planet with a structure) and Magmus Reactor (PRODUCTION 5 in a
 * supernova) are units that are not space docks. */
static int production_value(const ti4_state *s, int seat, int pos, int *dock_planet, int *letani_planet, int *letani) {
  int v = 0, f = s->p[seat].faction, arborec = f == TI4_FACTION_ARBOREC;
  int per = ti4_has_tech(s, seat, TI4_TECH_LETANI_WARRIOR_II) ? 2 : 1;
  int behemoth = s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR) ? 0 : 2;   /* Articles of War: no mech PRODUCTION */
  *dock_planet = *letani_planet = -1;
  *letani = 0;
  if (flagship_step(s)) return ti4_flagship_production(s, seat, pos);   /* 67.4: its own count, no PRODUCTION */
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl < 0 || s->planet_owner[pl] != seat) continue;
    if (s->planet_units[pl][3]) {
      v += ti4_dock_production(s, seat, pl);             /* 68.1a: combined */
      if (*dock_planet < 0) *dock_planet = pl;
    }
    if (f == TI4_FACTION_TITANS && s->planet_units[pl][2]) {   /* Hel-Titan: PRODUCTION 1 */
      v += s->planet_units[pl][2];
      if (*dock_planet < 0) *dock_planet = pl;
    }
    if (arborec && (s->planet_units[pl][0] || (behemoth && s->planet_units[pl][1]))) {
      *letani += s->planet_units[pl][0] * per + s->planet_units[pl][1] * behemoth;
      if (*letani_planet < 0) *letani_planet = pl;
    }
    if (pl == TI4_PLANET_MECATOL_REX && ti4_custodia_favour(s, seat)) {   /* Custodian's Favour: PRODUCTION 3 */
      v += 3;
      if (*dock_planet < 0) *dock_planet = pl;
    }
    if (ti4_aerie_production(s, seat, pl)) {             /* Aerie Hololattice: PRODUCTION 1 */
      if (arborec) { *letani += 1; if (*letani_planet < 0) *letani_planet = pl; }
      else { v += 1; if (*dock_planet < 0) *dock_planet = pl; }
    }
  }
  int mg = ti4_magmus_production(s, seat, pos);          /* Magmus Reactor: PRODUCTION 5 in a supernova */
  if (arborec) *letani += mg; else v += mg;
  if (arborec) *letani += s->ships[pos][seat][TI4_UT_MECH] * behemoth;   /* a Letani Behemoth in space (68.4) */
  int fl = ti4_floating_at(s, seat, pos);               /* Floating Factories in space (68.4) */
  if (fl) v += fl * ti4_dock_production(s, seat, -1);
  return v + *letani;
}

/* 68.3: a planet of seat's holding a unit with PRODUCTION (a dock, a
 * Hel-Titan, a Letani Warrior or Behemoth). */
static int producing_planet(const ti4_state *s, int seat, int pl) {
  const uint8_t *u = s->planet_units[pl];
  int f = s->p[seat].faction;
  return s->planet_owner[pl] == seat && (u[3] || (f == TI4_FACTION_TITANS && u[2]) ||
         (f == TI4_FACTION_ARBOREC && (u[0] || u[1])) || ti4_aerie_production(s, seat, pl) ||
         (pl == TI4_PLANET_MECATOL_REX && ti4_custodia_favour(s, seat)));   /* Custodian's Favour */
}
/* Where produced ground forces go: the planet the move names (on=PLANET),
 * else the producing unit's planet (68.3) -- Arborec infantry a Letani
 * Warrior's, the engine's pick among several -- else, -1, the space area
 * (68.4; Duha Menaimon: the space area unless a planet is named, 67.4b). */
#define ON_PLANET(m) ((m)->card < TI4_PRODUCE_AT ? (m)->card : -1)   /* on=PLANET; above: at=SYSTEM */
static int ground_planet(const ti4_state *s, const ti4_move *m, int dock, int letani_planet) {
  if (ON_PLANET(m) >= 0) return m->card;
  if (flagship_step(s)) return -1;
  return dock >= 0 ? dock : letani_planet;
}

/* 67.2, changed by the records of cards/production.c: the move's options
 * (its target) and the commanders; Duha Menaimon's is no PRODUCTION. */
/* Rowl Sarrig (cards/production.c): `at=SYSTEM` places the fighters and
 * infantry produced at seat's space dock there: its map position (-1 not
 * named, -2 not on the map); *pl the dock's planet, -1 a Floating
 * Factory's space area. */
static int at_dock(const ti4_state *s, const ti4_move *m, int *pl) {
  *pl = -1;
  if (m->card < TI4_PRODUCE_AT) return -1;
  int sys = m->card - TI4_PRODUCE_AT, pos = sys < TI4_NSYSTEMS ? ti4_system_pos(s, sys) : -1;
  if (pos < 0) return -2;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++)
    if (ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] == m->seat && s->planet_units[ti4_sys_planets(s, sy)[i]][3]) { *pl = ti4_sys_planets(s, sy)[i]; break; }
  return pos;
}
static int at_check(const ti4_state *s, const ti4_move *m, const int n[TI4_SPACE_TYPES], ti4_error *e) {
  int seat = m->seat, pl, at = at_dock(s, m, &pl), sys = m->card - TI4_PRODUCE_AT, own = 0;
  const char *w = sys < TI4_NSYSTEMS ? ti4_systems[sys].id : "?";
  if (!ti4_production_at_any_dock(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "68.3", N_("at=SYSTEM: fighters and infantry are placed at another space dock only with Rowl Sarrig (%s)"), ti4_seat_word(seat));
  if (!n[TI4_UT_FIGHTER] && !n[TI4_UT_INFANTRY])
    return ti4_fail(e, TI4_ESYNTAX, "", N_("at=SYSTEM says where fighters and infantry go: none are produced (%s)"), ti4_seat_word(seat));
  if (at < 0 || at == prod_pos(s) || !(ti4_dock_in(s, seat, at) || ti4_floating_at(s, seat, at)))
    return ti4_fail(e, TI4_EILLEGAL, "68.3", N_("no space dock of yours in system %s other than the active system"), w);
  for (int k = 0; k <= TI4_UT_WARSUN; k++) own += s->ships[at][seat][k];
  if (!own && others_ships(s, seat, at))
    return ti4_fail(e, TI4_EILLEGAL, "14", N_("your space dock in system %s is blockaded"), w);
  int c[TI4_SPACE_TYPES];
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    c[k] = s->ships[at][seat][k] + (k == TI4_UT_FIGHTER || (k == TI4_UT_INFANTRY && pl < 0) ? n[k] : 0);
  if (space_rule(s, seat, at, c, 0))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters or ground forces than your ships' capacity in system %s"), w);
  return 0;
}

static int produce_cost(const ti4_state *s, int seat, const ti4_move *m) {
  int n[TI4_SPACE_TYPES];
  for (int k = 0; k < TI4_SPACE_TYPES; k++) n[k] = TI4_PRODUCE_COUNT(m, k);
  ti4_production_paid(m, n);                            /* Amalgamation: those cost nothing */
  return ti4_production_cost(s, seat, n, ti4_production_move_options(m), !flagship_step(s));
}

/* Each simulation on a copy of the state in a frame of its own, so that a
 * check holds one copy at a time (a server's thread stack is small). */
__attribute__((noinline))
static int amalgamated_removal_check(const ti4_state *s, int seat, const ti4_move *m, const int *counts, ti4_error *e) {
  ti4_state back;
  memcpy(&back, s, sizeof back);
  ti4_production_amalgamate(&back, seat, m, NULL);
  return ti4_removal_check(&back, m, counts, e);
}
/* The first position where units taken back (67.5a) leave fighters or
 * ground forces beyond capacity (16.2), -1 if none. */
__attribute__((noinline))
static int removal_beyond_capacity(const ti4_state *s, int seat, const ti4_move *m) {
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  ti4_removal_apply(&tmp, m, NULL);
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (memcmp(space_c(&tmp, seat, pos), space_c(s, seat, pos), TI4_SPACE_TYPES) && capacity_rule(&tmp, seat, pos, 0))
      return pos;
  return -1;
}
static int produce_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat, to = prod_pos(s), dock, total = 0, ships = 0, fleet = 0, f = s->p[seat].faction;
  int counts[TI4_SPACE_TYPES];
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = counts[k] = TI4_PRODUCE_COUNT(m, k);
    total += n;
    if (k <= TI4_UT_WARSUN) ships += n;
    if (k <= TI4_UT_WARSUN && k != TI4_UT_FIGHTER) fleet += n;
  }
  if (!total) return m->arg[0] > 0 || m->planets[0] || m->planets[1] || m->target
                     ? ti4_fail(e, TI4_ESYNTAX, "", N_("nothing is produced: nothing to pay (%s)"), ti4_seat_word(seat)) : 0;
  unsigned opts = ti4_production_move_options(m);       /* a hero or agent named (cards/production.c) */
  if (opts) {
    int orc = ti4_production_options_check(s, seat, opts, e);
    if (orc) return orc;
    if (flagship_step(s))                     /* "when your units use PRODUCTION": Duha Menaimon's is not */
      return ti4_fail(e, TI4_EILLEGAL, "67.4", N_("this production does not use PRODUCTION: %s cannot be used"),
                      ti4_production_option_name(__builtin_ctz(opts)));
  }
  int letani_planet, letani, value = production_value(s, seat, to, &dock, &letani_planet, &letani);
  if (value <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("you have no unit with PRODUCTION in the active system (%s)"), ti4_seat_word(seat));
  if (total > value + (flagship_step(s) ? 0 : ti4_production_outside_limit(s, seat, counts)))
    return ti4_fail(e, TI4_EILLEGAL, "68.1", N_("more units than the PRODUCTION value in the active system (%s)"), ti4_seat_word(seat));
  if (f == TI4_FACTION_ARBOREC && !flagship_step(s) && TI4_PRODUCE_COUNT(m, TI4_UT_INFANTRY) > letani)
    return ti4_fail(e, TI4_EILLEGAL, "68.1d", N_("Arborec space docks cannot produce infantry (%s)"), ti4_seat_word(seat));
  if (ships && others_ships(s, seat, to))
    return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in the active system: no ships can be produced (%s)"), ti4_seat_word(seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = counts[k];
    if (!n) continue;
    if (ti4_unit_cost2(s, seat, k) < 0 || (k == TI4_UT_WARSUN && !ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) &&
        !ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) && f != TI4_FACTION_MUAAT))
      return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot produce a %s"), ti4_unit_word(k));
  }
  int rc = ti4_production_amalgamation_check(s, seat, m, counts, e);   /* Amalgamation (cards/production.c) */
  if (rc) return rc;
  rc = ti4_production_amalgamation(m, &rc) ? amalgamated_removal_check(s, seat, m, counts, e)   /* 67.5 after the captured units return (17.1) */
                                            : ti4_removal_check(s, m, counts, e);               /* 67.5, 67.5a: reinforcements.c */
  if (rc) return rc;
  if (m->arg[TI4_REMOVE_ARG] != -1 || m->arg[TI4_REMOVE_ARG + 1] != -1) {   /* what stays behind keeps within capacity (16.2) */
    int pos = removal_beyond_capacity(s, seat, m);
    if (pos >= 0)
      return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("removing those ships would leave fighters or ground forces beyond capacity in system %s"), sys_word(s, seat, pos));
  }
  int c[TI4_SPACE_TYPES];                                /* 37.1, 16.2 after production (Fighter II: excess fighters count as ships) */
  int in_space = ground_planet(s, m, dock, letani_planet) < 0;   /* 68.4, 67.4b: ground forces placed in the space area */
  int away = m->card >= TI4_PRODUCE_AT;                 /* at=SYSTEM: fighters and infantry go there (Rowl Sarrig) */
  if (away && (rc = at_check(s, m, counts, e))) return rc;
  if (ON_PLANET(m) >= 0 && total == ships)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("on=PLANET says where ground forces go: none are produced (%s)"), ti4_seat_word(seat));
  if (ti4_production_adjacent_ground(opts)) {           /* Trillossa Aun Mirik: on= a planet of theirs here or adjacent */
    int pl = ON_PLANET(m), pp = pl >= 0 && pl < TI4_NPLANETS ? ti4_planet_pos(s, pl) : -1;
    if (pl < 0 || total == ships)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("trillossa_aun_mirik places the ground forces produced on=PLANET: name it (%s)"), ti4_seat_word(seat));
    if (pp < 0 || s->planet_owner[pl] != seat || (pp != to && !((ti4_adjacent_mask(s, to) >> pp) & 1u)))
      return ti4_fail(e, TI4_EILLEGAL, "6", N_("ground forces are placed on a planet you control in the active system or an adjacent one (%s)"), pl < TI4_NPLANETS ? ti4_planets[pl].id : "?");
  } else if (ON_PLANET(m) >= 0) {                       /* on=PLANET: where the ground forces go */
    int pl = m->card, fl = flagship_step(s);
    if (pl >= TI4_NPLANETS || ti4_planet_pos(s, pl) != to || s->planet_owner[pl] != seat)
      return ti4_fail(e, TI4_EILLEGAL, fl ? "67.4" : "68.3", N_("ground forces are placed on a planet you control in the active system (%s)"), pl < TI4_NPLANETS ? ti4_planets[pl].id : "?");
    if (!fl && (dock >= 0 || letani_planet >= 0) && !producing_planet(s, seat, pl))
      return ti4_fail(e, TI4_EILLEGAL, "68.3", N_("ground forces are placed on a planet with a unit that used its PRODUCTION (%s)"), ti4_planets[pl].id);
  }
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    c[k] = s->ships[to][seat][k] + ((k <= TI4_UT_WARSUN || in_space) && !(away && (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY)) ? counts[k] : 0);
  int r = space_rule(s, seat, to, c, fleet > 0);
  if (r == 2)
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in the active system than command tokens in your fleet pool (%s)"), ti4_seat_word(seat));
  if (r && ((away ? 0 : counts[TI4_UT_FIGHTER]) || (in_space && total - ships - (away ? counts[TI4_UT_INFANTRY] : 0))))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters than your ships' capacity in the active system (%s)"), ti4_seat_word(seat));
  return ti4_pay_check(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, produce_cost(s, seat, m), 0, 0, e);
}

static void produce_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, to = prod_pos(s), dock, letani_planet, letani, total = 0, fl = flagship_step(s);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) total += TI4_PRODUCE_COUNT(m, k);
  production_value(s, seat, to, &dock, &letani_planet, &letani);
  int minister = MINISTER_ASKING(s);                    /* outside the tactical action's steps */
  if (!minister) s->tac.step = fl ? TAC_MOVE : TAC_DONE;   /* Duha Menaimon's production comes before movement */
  if (!fl && !minister) ti4_factions_tactical_done(s);   /* Reclamation */
  ti4_production_war_machine_end(s, seat);               /* War Machine: for this use only (its cost is paid by the move) */
  if (!total) return;
  ti4_pay_apply(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, ev);
  ti4_production_amalgamate(s, seat, m, ev);             /* Amalgamation: the captured units returned (17.2b) */
  ti4_removal_apply(s, m, ev);                           /* 67.5a: back into reinforcements first */
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k), apl, at = at_dock(s, m, &apl);
    if (!n) continue;
    if (at >= 0 && (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY)) {   /* Rowl Sarrig: at another space dock */
      if (k == TI4_UT_INFANTRY && apl >= 0) s->planet_units[apl][0] = (uint8_t)(s->planet_units[apl][0] + n);
      else s->ships[at][seat][k] = (uint8_t)(s->ships[at][seat][k] + n);
      ti4_emit(ev, TI4_EV_PRODUCED, seat, k, at, 0, n);
      continue;
    }
    if (k <= TI4_UT_WARSUN) s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);   /* 68.2 */
    else {                                                /* 68.3: where a producing unit is */
      int pl = (k == TI4_UT_INFANTRY && s->p[seat].faction == TI4_FACTION_ARBOREC) || dock < 0 ? letani_planet : dock;
      if (pl < 0) pl = dock >= 0 ? dock : letani_planet;
      if (ON_PLANET(m) >= 0 || fl) pl = ground_planet(s, m, dock, letani_planet);
      if (pl >= 0) s->planet_units[pl][k - TI4_UT_INFANTRY] = (uint8_t)(s->planet_units[pl][k - TI4_UT_INFANTRY] + n);
      else s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);   /* 68.4: produced by a unit in space */
    }
    ti4_emit(ev, TI4_EV_PRODUCED, seat, k, to, 0, n);
    ti4_deeds_produced(s, seat, k);                       /* Magmus's unlock: a war sun */
  }
  if (!fl) ti4_production_used(s, seat, ti4_production_move_options(m), TI4_PRODUCE_COUNT(m, TI4_UT_FIGHTER), to, ev);  /* Tungstantus; a hero purged, an agent exhausted */
  else ti4_production_produced(s, seat, to);             /* Yin Spinner: after you produce units */
  ti4_nexus_update(s);                                   /* 100.2: placed */
  if (!minister && s->tac.produced < 0xFFFF) s->tac.produced++;
}

/* ---- the steps ------------------------------------------------------------------ */
static int land_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
static size_t put(ti4_move *out, size_t cap, size_t k, const ti4_move *m);
/* G'hom Sek'kus's landings: 1 infantry or 1 mech from each planet it may
 * commit from, onto each planet of the active system; from k, into out. */
static size_t near_moves(const ti4_state *s, int seat, ti4_move *out, size_t cap, size_t k) {
  if (!ti4_commit_near(s, seat)) return k;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int src = 0; src < TI4_NPLANETS; src++) {
    if (s->planet_owner[src] != seat || !(s->planet_units[src][0] | s->planet_units[src][1])) continue;
    for (int i = 0; i < ti4_sys_nplanets(s, sy); i++)
      for (int j = 0; j < 2 && ti4_sys_planets(s, sy)[i] >= 0; j++) {
        ti4_move m;
        ti4_move_blank(&m, seat, TI4_MV_LAND);
        m.card = ti4_sys_planets(s, sy)[i];
        m.arg[j] = 1;
        m.arg[4] = (int16_t)src;
        if (m.card == TI4_PLANET_MECATOL_REX && s->custodians && ti4_custodians_cost(s, seat)) {   /* 27.2 */
          if (ti4_pay_greedy(s, seat, &m, 0, ti4_custodians_cost(s, seat), 0)) continue;
          m.arg[2] = m.arg[0]; m.arg[0] = (int16_t)(j ? -1 : 1);   /* greedy wrote tg in arg[0] */
        }
        if (land_check(s, &m, NULL)) continue;
        if (!out && !cap) return k + 1;
        k = put(out, cap, k, &m);
      }
  }
  return k;
}

static int can_land(const ti4_state *s, int seat, int pos) {
  const uint8_t *u = s->ships[pos][seat];
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  const int16_t *pls = ti4_sys_planets(s, sy);
  int np = ti4_sys_nplanets(s, sy);
  if (!np) return 0;
  if (u[TI4_UT_INFANTRY] || u[TI4_UT_MECH]) return 1;
  for (int i = 0; i < np && u[TI4_UT_FIGHTER]; i++)   /* Matriarch: fighters as ground forces */
    if (pls[i] >= 0 && !ti4_invasion_fighters_check(s, seat, pls[i], 1, NULL)) return 1;
  return near_moves(s, seat, NULL, 0, 0) > 0;            /* G'hom Sek'kus */
}

int ti4_tactical_advance(ti4_state *s, ti4_events *ev) {
  (void)ev;
  int seat = s->active, dock, lp, lv;
  switch (s->tac.step) {
  case TAC_FLAGSHIP:                                     /* Duha Menaimon: `produce none` declines */
    ti4_set_pending(s, TI4_PEND_PRODUCE, seat, 0);
    return 1;
  case TAC_MOVE:
    ti4_set_pending(s, TI4_PEND_MOVE, seat, 0);
    return 1;
  case TAC_CANNON:                                       /* 77.2-77.5: combat.c */
    if (s->tac.flags2 & TI4_TAC2_TEKKLAR) {                /* Sh'val, Harbinger: straight to the commit (49.2) */
      s->combat.cannon_on = 0;
      ti4_nexus_update(s);
      s->tac.step = TAC_LAND;
      return ti4_tactical_advance(s, ev);
    }
    if (ti4_cannon_offense_advance(s, ev)) return 1;
    ti4_nexus_update(s);                                 /* 100.2a: at the end of the movement step */
    ti4_space_combat_begin(s, ev);
    s->tac.step = TAC_COMBAT;
    /* fall through */
  case TAC_COMBAT:                                       /* 89.3: combat.c */
    if (ti4_combat_advance(s, ev)) return 1;
    if (s->tac.flags2 & TI4_TAC2_COMBAT) { s->tac.step = TAC_DONE; return 0; }   /* no tactical action (Benediction) */
    s->combat.bomb_on = 1;
    s->tac.step = TAC_BOMBARD;
    /* fall through */
  case TAC_BOMBARD:                                      /* 49.1, 15: combat.c */
    ti4_floating_blockade(s, ev);                        /* after movement and combat: a blockaded Floating Factory */
    if (ti4_bombard_advance(s, ev)) return 1;
    s->tac.step = TAC_LAND;
    /* fall through */
  case TAC_LAND:
    if (can_land(s, seat, s->tac.pos)) { ti4_set_pending(s, TI4_PEND_LAND, seat, 0); return 1; }
    s->tac.step = TAC_GROUND;
    /* fall through */
  case TAC_GROUND:                                       /* 49.4-49.5: invasion.c */
    if (s->tac.flags2 & TI4_TAC2_TEKKLAR) ti4_tekklar_return(s, ev);   /* after the commit */
    if (ti4_invasion_advance(s, ev)) return 1;
    s->tac.step = TAC_PRODUCE;
    /* fall through */
  case TAC_PRODUCE:
    if (production_value(s, seat, s->tac.pos, &dock, &lp, &lv) > 0) { ti4_set_pending(s, TI4_PEND_PRODUCE, seat, 0); return 1; }
    s->tac.step = TAC_DONE;
    ti4_factions_tactical_done(s);                       /* Reclamation */
    return 0;
  default:
    return 0;
  }
}

/* The movement applied to a copy (its rolls decide what arrives). A frame
 * of its own, apart from its callers': a server thread's stack holds one
 * 14 KiB copy at a time (as 67.5a's and Amalgamation's checks, above). */
__attribute__((noinline))
static int simulate_move(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  return do_move(&tmp, m, NULL, e);
}
/* The action run on a copy to its next decision: 1 when a roll on the way
 * found the `dice` queue empty. A frame of its own (simulate_move). */
__attribute__((noinline))
static int dice_short(const ti4_state *s, const ti4_move *m) {
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  tmp.combat.short_dice = 0;
  ti4_tactical_apply(&tmp, m, NULL);
  ti4_tactical_advance(&tmp, NULL);
  return tmp.combat.short_dice != 0;
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
    if (s->tac.flags & TI4_TAC_CEASEFIRE)         /* Ceasefire (combat_cards.c) */
      return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Ceasefire: you cannot move units into the active system; move none (%s)"), ti4_seat_word(m->seat));
    int floating = 0;
    for (int i = 0; i < pl.n; i++) { rolls += pl.rifts[i]; floating |= TI4_GROUP_TYPE(pl.g[i]) == TI4_GT_FLOATING; }
    if (!rolls && !floating) return check_without_rolls(s, m->seat, &pl, e);   /* a Floating Factory moves capacity: simulate */
    return simulate_move(s, m, e);               /* rolls decide what arrives: simulate them */
  }
  case TI4_PEND_RETREAT: case TI4_PEND_ASSIGN: case TI4_PEND_CANNON: case TI4_PEND_BOMBARD:
    return ti4_combat_move_check(s, m, e);
  case TI4_PEND_LAND:
    if (m->kind != TI4_MV_LAND)
      return ti4_fail(e, TI4_EILLEGAL, "89.4", N_("land ground forces on a planet, or land none (%s)"), ti4_seat_word(m->seat));
    return land_check(s, m, e);
  case TI4_PEND_PRODUCE:
    if (m->kind == TI4_MV_PLAY && s->tac.step == TAC_FLAGSHIP)   /* War Machine: "when your units use PRODUCTION" */
      return ti4_fail(e, TI4_EILLEGAL, "67.4", N_("this production does not use PRODUCTION: %s cannot be used"), ti4_ability_word(m->card));
    if (m->kind == TI4_MV_PLAY) return ti4_ability_check_production(s, m->seat, m, e);   /* War Machine, before the production */
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
  if (dice_short(s, m))
    return ti4_fail(e, TI4_EILLEGAL, "", N_("this needs more dice than are queued: queue the rolls first with dice N,N,... (%s)"), "dice");
  return 0;
}

void ti4_tactical_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  switch (m->kind) {
  case TI4_MV_MOVE: {
    int moved = ti4_group_get(m, 0) != 0;               /* not `move none` */
    do_move(s, m, ev, NULL);
    ti4_cannon_offense_begin(s);                        /* 77.2: combat.c */
    s->tac.step = TAC_CANNON;
    /* "after movement" (89.2, before space cannon offense 58.7): offered
     * to every seat from the active player (1.19) when ships moved --
     * most abilities with this timing are other players' (Experimental
     * Battlestation, Stymie, Foresight, Xuange, Acamar); skipped, as combat's windows are,
     * when no seat could act there by public facts (combat.c) */
    if (moved) {
      uint8_t ring[TI4_MAX_SEATS];
      int n = ti4_initiative_order(s, ring, 1);
      ti4_combat_offer(s, TI4_W_AFTER_MOVEMENT, ring, n, ev);
    }
    return;
  }
  case TI4_MV_RETREAT: case TI4_MV_ASSIGN: case TI4_MV_CANNON: case TI4_MV_BOMBARD: ti4_combat_apply(s, m, ev); return;
  case TI4_MV_LAND: land_apply(s, m, ev); return;
  case TI4_MV_PRODUCE: produce_apply(s, m, ev); return;
  case TI4_MV_PLAY: ti4_ability_play(s, m->seat, m, ev); return;   /* War Machine: its Sabotage window, then the production is asked again */
  default: return;
  }
}

static size_t put(ti4_move *out, size_t cap, size_t k, const ti4_move *m) {
  if (k < cap) out[k] = *m;
  return k + 1;
}

/* `legal` (doc/galaxy.md): `move none`; every ship type from every system,
 * all of them, alone; each carrying ship type with its system's fighters and
 * ground forces as far as its capacity takes them; a type's damaged ones
 * alone where some of it are not (`damaged=N`); with Fighter II, each
 * carrying type with its system's fighters flying on their own (`fly=N`). `land none`; all ground
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
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (pos == to || s->map[pos] < 0 || held_k(s, seat, pos, TI4_UT_FLAGSHIP)) continue;
      const uint8_t *u = space_c(s, seat, pos);
      int hold = held(s, seat, pos);                     /* Ahk-Syl Siven: the flagship only */
      int sys = s->map[pos];
      int ff = ti4_floating_at(s, seat, pos);
      if (ff && !hold) {                                 /* the Saar's Floating Factories, all of them */
        ti4_move_blank(&m, seat, TI4_MV_MOVE);
        ti4_group_set(&m, 0, TI4_GROUP(sys, TI4_GT_FLOATING, ff));
        if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
      if (u[TI4_UT_FIGHTER] && fighters_fly(s, seat) && !hold) {   /* Fighter II: the fighters alone */
        ti4_move_blank(&m, seat, TI4_MV_MOVE);
        ti4_group_set(&m, 0, TI4_GROUP(sys, TI4_UT_FIGHTER, u[TI4_UT_FIGHTER] > 31 ? 31 : u[TI4_UT_FIGHTER]));
        if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        if (u[TI4_UT_FIGHTER] > 1 && s->tac.boost_pos == pos + 1 && (s->tac.boost & 15) == TI4_UT_FIGHTER) {   /* Captain Mendosa's fighter alone */
          ti4_move_blank(&m, seat, TI4_MV_MOVE);
          ti4_group_set(&m, 0, TI4_GROUP(sys, TI4_UT_FIGHTER, 1));
          if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
      }
      for (int t = 0; t <= TI4_UT_WARSUN; t++) {
        if (!u[t] || t == TI4_UT_FIGHTER || (hold && t != TI4_UT_FLAGSHIP)) continue;
        int room0 = u[t] * ti4_unit_capacity(s, seat, t);
        /* 0: alone; 1: with what is in its system (space, then each planet
         * by name); 2..: picking up in another system on the way (95.1) */
        for (int via = 0; via <= TI4_MAX_MAP; via++) {
          int q = via < 2 ? -1 : via - 2;
          if (via >= 2 && (!room0 || q >= s->nmap || q == to || q == pos || s->map[q] < 0 || held(s, seat, q))) continue;
          if (via == 1 && !room0) continue;
          ti4_move_blank(&m, seat, TI4_MV_MOVE);
          int n = 0, room = room0, any = 0;
          ti4_group_set(&m, n++, TI4_GROUP(sys, t, u[t] > 31 ? 31 : u[t]));
          int csys = via >= 2 ? s->map[q] : sys, cpos = via >= 2 ? q : pos;
          const uint8_t *cu = space_c(s, seat, cpos);
          if (via >= 1) {
            static const int order[2] = {TI4_UT_INFANTRY, TI4_UT_MECH};
            for (int j = 0; j < 2 && room; j++) {            /* space area */
              int c = cu[order[j]] < room ? cu[order[j]] : room;
              if (c > 31) c = 31;
              if (c) { ti4_group_set(&m, n++, TI4_GROUP(via >= 2 ? csys : sys, via >= 2 ? order[j] - TI4_UT_INFANTRY + TI4_GT_AT_INFANTRY : order[j], c)); room -= c; any = 1; }
            }
            const ti4_system_info *sy = &ti4_systems[csys];
            for (int h = 0; h < ti4_sys_nplanets(s, sy) && room; h++) {  /* each planet, named (95.1) */
              int pl = ti4_sys_planets(s, sy)[h];
              if (pl < 0 || s->planet_owner[pl] != seat) continue;
              for (int j = 0; j < 2 && room && n < TI4_MAX_GROUPS - 1; j++) {
                int have = s->planet_units[pl][j], c = have < room ? have : room;
                if (c > 31) c = 31;
                if (c) { ti4_group_set(&m, n++, TI4_GROUP(pl, TI4_GT_PLANET_INFANTRY + j, c)); room -= c; any = 1; }
              }
            }
            int c = cu[TI4_UT_FIGHTER] < room ? cu[TI4_UT_FIGHTER] : room;
            if (c > 31) c = 31;
            if (c) { ti4_group_set(&m, n++, TI4_GROUP(via >= 2 ? csys : sys, via >= 2 ? TI4_GT_AT_FIGHTER : TI4_UT_FIGHTER, c)); room -= c; any = 1; }
            if (!any) continue;
          }
          if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
        int d = ti4_damaged(s, seat, pos, t);
        if (d > 0 && d < u[t]) {                           /* the damaged ones alone (87: which ones move is the player's choice) */
          ti4_move_blank(&m, seat, TI4_MV_MOVE);
          ti4_group_set(&m, 0, TI4_GROUP(sys, t, d));
          ti4_group_set(&m, 1, TI4_GROUP(TI4_GM_DAMAGED, TI4_GT_GRAVITY_DRIVE, d));
          if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
        if (room0 && u[TI4_UT_FIGHTER] && fighters_fly(s, seat) && !hold) {   /* the ships, their system's fighters flying on their own */
          ti4_move_blank(&m, seat, TI4_MV_MOVE);
          ti4_group_set(&m, 0, TI4_GROUP(sys, t, u[t] > 31 ? 31 : u[t]));
          ti4_group_set(&m, 1, TI4_GROUP(sys, TI4_UT_FIGHTER, u[TI4_UT_FIGHTER] > 31 ? 31 : u[TI4_UT_FIGHTER]));
          ti4_group_set(&m, 2, TI4_GROUP(TI4_GM_FLY, TI4_GT_GRAVITY_DRIVE, 1));
          if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
        if (u[t] > 1 && s->tac.boost_pos == pos + 1 && (s->tac.boost & 15) == t) {   /* Captain Mendosa's ship alone */
          ti4_move_blank(&m, seat, TI4_MV_MOVE);
          ti4_group_set(&m, 0, TI4_GROUP(sys, t, 1));
          if (!ti4_tactical_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
      }
    }
    return k;
  case TI4_PEND_LAND: {
    ti4_move_blank(&m, seat, TI4_MV_LAND);
    k = put(out, cap, k, &m);
    const ti4_system_info *sy = &ti4_systems[s->map[to]];
    for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
      int pl = ti4_sys_planets(s, sy)[i];
      if (pl < 0) continue;
      for (int all = 0; all < 2; all++) {
        ti4_move_blank(&m, seat, TI4_MV_LAND);
        m.card = (int16_t)pl;
        m.arg[0] = (int16_t)(all ? s->ships[to][seat][TI4_UT_INFANTRY] : 1);
        m.arg[1] = (int16_t)(all ? s->ships[to][seat][TI4_UT_MECH] : 0);
        if (all && m.arg[0] <= 1 && m.arg[1] == 0) continue;   /* the same as one infantry */
        if (pl == TI4_PLANET_MECATOL_REX && s->custodians && ti4_custodians_cost(s, seat)) {
          if (ti4_pay_greedy(s, seat, &m, 0, ti4_custodians_cost(s, seat), 0)) continue;
          m.arg[2] = m.arg[0]; m.arg[0] = (int16_t)(all ? s->ships[to][seat][TI4_UT_INFANTRY] : 1);  /* greedy wrote tg in arg[0] */
        }
        if (!land_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
      int fi = s->ships[to][seat][TI4_UT_FIGHTER];
      if (!fi || ti4_invasion_fighters_check(s, seat, pl, 1, NULL)) continue;
      for (int all = 0; all < 2; all++) {                 /* Matriarch: one fighter; everything with the fighters */
        ti4_move_blank(&m, seat, TI4_MV_LAND);
        m.card = (int16_t)pl;
        m.arg[0] = (int16_t)(all ? s->ships[to][seat][TI4_UT_INFANTRY] : 0);
        m.arg[1] = (int16_t)(all ? s->ships[to][seat][TI4_UT_MECH] : 0);
        m.arg[3] = (int16_t)(all ? fi : 1);
        if (all && fi <= 1 && !m.arg[0] && !m.arg[1]) continue;   /* the same as one fighter */
        if (!land_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
    }
    return near_moves(s, seat, out, cap, k);              /* G'hom Sek'kus */
  }
  case TI4_PEND_PRODUCE:
    to = prod_pos(s);                                    /* Minister of Industry: its system */
    ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
    m.arg[1] = m.arg[2] = m.arg[3] = 0;
    k = put(out, cap, k, &m);
    if (!flagship_step(s))                               /* War Machine, before the production */
      k += ti4_ability_list_production(s, seat, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
    /* each unit type alone; again with each hero or agent the player
     * could name (cards/production.c), one at a time */
    unsigned usable = flagship_step(s) ? 0 : ti4_production_options(s, seat);
    for (int o = -1; o < TI4_PRODUCE_OPT_BITS; o++) {
      if (o >= 0 && !((usable >> o) & 1u)) continue;
      if (o >= 0 && ti4_production_adjacent_ground(1u << o)) {   /* Trillossa Aun Mirik: 2 infantry onto each planet of theirs next door */
        uint64_t near = ti4_adjacent_mask(s, to);
        for (int pl = 0; pl < TI4_NPLANETS; pl++) {
          int pp = s->planet_owner[pl] == seat ? ti4_planet_pos(s, pl) : -1;
          if (pp < 0 || pp == to || !((near >> pp) & 1u)) continue;
          ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
          m.arg[1] = m.arg[2] = m.arg[3] = 0;
          m.arg[1 + TI4_UT_INFANTRY / 3] = (int16_t)(2 << (TI4_UT_INFANTRY % 3 * 5));
          m.card = (int16_t)pl;
          ti4_production_set_options(&m, 1u << o);
          if (!ti4_pay_greedy(s, seat, &m, produce_cost(s, seat, &m), 0, 0) && !produce_check(s, &m, NULL)) k = put(out, cap, k, &m);
        }
        continue;
      }
      for (int t = 0; t < TI4_SPACE_TYPES; t++) {
        ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
        m.arg[1] = m.arg[2] = m.arg[3] = 0;
        if (o >= 0) ti4_production_set_options(&m, 1u << o);
        int n = t == TI4_UT_FIGHTER || t == TI4_UT_INFANTRY ? 2 : 1;
        m.arg[1 + t / 3] = (int16_t)(n << (t % 3 * 5));
        if (ti4_pay_greedy(s, seat, &m, produce_cost(s, seat, &m), 0, 0)) continue;
        if (ti4_units_out(s, seat, t) + 1 > ti4_unit_limit(t) && !ti4_removal_suggest(s, seat, t, to, &m)) continue;   /* 67.5a */
        if (!produce_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
    }
    for (int t = 0; t < TI4_SPACE_TYPES; t++) {          /* Amalgamation: each type alone, its captured units returned */
      int have = ti4_production_amalgamation_max(s, seat, t), n = t == TI4_UT_FIGHTER || t == TI4_UT_INFANTRY ? 2 : 1;
      if (!have) continue;
      ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
      m.arg[1] = m.arg[2] = m.arg[3] = 0;
      m.arg[1 + t / 3] = (int16_t)(n << (t % 3 * 5));
      ti4_production_set_amalgamation(&m, t, have < n ? have : n);
      if (ti4_pay_greedy(s, seat, &m, produce_cost(s, seat, &m), 0, 0)) continue;
      if (!produce_check(s, &m, NULL)) k = put(out, cap, k, &m);
    }
    for (int q = 0; q < s->nmap && q < TI4_MAX_MAP && ti4_production_at_any_dock(s, seat); q++) {   /* Rowl Sarrig */
      if (q == to || s->map[q] < 0 || !(ti4_dock_in(s, seat, q) || ti4_floating_at(s, seat, q))) continue;
      for (int t = TI4_UT_FIGHTER; t <= TI4_UT_INFANTRY; t += TI4_UT_INFANTRY - TI4_UT_FIGHTER) {   /* 2 fighters, 2 infantry there */
        ti4_move_blank(&m, seat, TI4_MV_PRODUCE);
        m.arg[1] = m.arg[2] = m.arg[3] = 0;
        m.arg[1 + t / 3] = (int16_t)(2 << (t % 3 * 5));
        m.card = (int16_t)(TI4_PRODUCE_AT + s->map[q]);
        if (!ti4_pay_greedy(s, seat, &m, produce_cost(s, seat, &m), 0, 0) && !produce_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
    }
    return k;
  default:
    return 0;
  }
}

/* ---- Minister of Industry: the production owed (above, production) ---------- */
int ti4_minister_ask(ti4_state *s) {
  int pos = (s->minister & 0x7F) - 1, li = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_INDUSTRY) : -1;
  unsigned owner = li >= 0 && TI4_TARGET_KIND(s->laws[li].elected) == TI4_T_PLAYER ? TI4_TARGET_INDEX(s->laws[li].elected) : TI4_NOBODY;
  int dock, lp, lv;
  s->minister = 0;
  if (owner >= (unsigned)s->nseats || pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  s->minister = (uint8_t)(0x80 | (pos + 1));
  if (production_value(s, (int)owner, pos, &dock, &lp, &lv) <= 0) { s->minister = 0; return 0; }
  ti4_set_pending(s, TI4_PEND_PRODUCE, (int)owner, 0);
  return 1;
}

int ti4_minister_asking(const ti4_state *s) { return s->pending.kind == TI4_PEND_PRODUCE && MINISTER_ASKING(s); }

int ti4_minister_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->kind == TI4_MV_PLAY) return ti4_ability_check_production(s, m->seat, m, e);   /* War Machine, before it */
  if (m->kind != TI4_MV_PRODUCE)
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("Minister of Industry: produce units in the system of your new space dock, or produce none (%s)"), ti4_seat_word(m->seat));
  return produce_check(s, m, e);
}

void ti4_minister_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (m->kind == TI4_MV_PLAY) {                          /* asked again once its Sabotage window closes */
    s->minister &= 0x7F;
    ti4_ability_play(s, m->seat, m, ev);
    return;
  }
  produce_apply(s, m, ev);
  s->minister = 0;
}

size_t ti4_minister_legal(const ti4_state *s, ti4_move *out, size_t cap) { return ti4_tactical_legal(s, out, cap); }
