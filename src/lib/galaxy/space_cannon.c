/* space_cannon.c -- SPACE CANNON units and rolls (LRR 77; see space_cannon.h).
 * A unit's SPACE CANNON is its card's (data/units.tsv: cannon "VxN",
 * cannon_adj): PDS and mechs on planets the seat controls, ships in space. */
#include "space_cannon.h"
#include "units.h"
#include "combat_abilities.h"
#include "round.h"       /* ti4_planet_pos: Custodian's Favour */

/* Units of type k of seat in the system at q able to fire (on planets: pl
 * only when pl >= 0). */
static int units_of(const ti4_state *s, int seat, int q, int k, int pl) {
  if (k <= TI4_UT_WARSUN) return pl >= 0 ? 0 : s->ships[q][seat][k];
  if (pl >= 0) return s->planet_owner[pl] == seat ? s->planet_units[pl][k - TI4_UT_INFANTRY] : 0;
  int n = 0;
  const ti4_system_info *sy = &ti4_systems[s->map[q]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p >= 0 && s->planet_owner[p] == seat) n += s->planet_units[p][k - TI4_UT_INFANTRY];
  }
  return n;
}

/* Dice and value (*v) of seat's units of type k that can fire (k < 0: all
 * types' dice, *v the best value and *bk its type); rolled when s. */
static int walk(ti4_state *s, const ti4_state *cs, int seat, int pos, int pl, int target, int k_only, int *v, int *bk, ti4_events *ev) {
  int dice = 0, hits = 0, best = 0, best_k = -1;
  int mod = target >= 0 ? ti4_cannon_mod_against(cs, target) : 0;   /* Antimass Deflectors */
  if (seat < 0 || seat >= cs->nseats || cs->p[seat].faction < 0 || pos < 0 || pos >= cs->nmap) return 0;
  uint64_t area = pl >= 0 ? (uint64_t)1 << pos : ti4_adjacent_mask(cs, pos) | (uint64_t)1 << pos;
  if (pl < 0 && pos == cs->tac.pos && cs->active < cs->nseats)   /* Spatial Conduit Cylinders: adjacency (77.3c) */
    area |= ti4_conduit_links(cs, cs->active, pos);
  for (int k = 0; k < TI4_UT__COUNT - 1; k++) {          /* no space dock has it */
    if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || (k_only >= 0 && k != k_only)) continue;
    int r = ti4_unit_row(cs, seat, k);
    if (r < 0 || !ti4_units[r].cannon[1]) continue;
    for (uint64_t m = area; m; m &= m - 1) {
      int q = __builtin_ctzll(m);
      if (q >= cs->nmap || q >= TI4_MAX_MAP || cs->map[q] < 0) continue;
      if (q != pos && !ti4_units[r].cannon_adj) continue;   /* 77.3c */
      if (k == TI4_UT_PDS && pl >= 0 && (cs->combat.invasion & TI4_INV_DISABLE) && seat != cs->active) continue;   /* Disable */
      int n = units_of(cs, seat, q, k, pl) * ti4_units[r].cannon[1];
      dice += n;
      if (n && (!best || ti4_units[r].cannon[0] < best)) { best = ti4_units[r].cannon[0]; best_k = k; }
      for (int i = 0; s && i < n; i++)                   /* Ta Zern rerolls a miss */
        hits += ti4_unit_ability_die(s, seat, k, pos, ti4_units[r].cannon[0] - mod, ev);
    }
  }
  /* Custodian's Favour: Mecatol Rex has SPACE CANNON 5 (one die, its own
   * system only) for the holder of Custodia Vigilia who controls it; a
   * planet is no unit, so it is never the best unit (Plasma Scoring, Strike
   * Wing Ambuscade roll for units) */
  int mr = TI4_PLANET_MECATOL_REX;
  if (k_only < 0 && ti4_custodia_favour(cs, seat) && (pl >= 0 ? pl == mr : ti4_planet_pos(cs, mr) == pos)) {
    dice++;
    if (s) hits += ti4_unit_ability_die(s, seat, TI4_UT_PDS, pos, 5 - mod, ev);
  }
  *v = best - mod;
  if (bk) *bk = best_k;
  return s ? hits : dice;
}

/* The roll: every unit's dice (only == 0), Plasma Scoring's added die for
 * the unit type combat.cannon_die names (else the best unit), Strike Wing
 * Ambuscade's `more` for the best unit; only > 0: that many for the best. */
static int roll(ti4_state *s, int seat, int pos, int pl, int target, int more, int only, ti4_events *ev) {
  int best, best_k, v, hits = 0, dice = walk(NULL, s, seat, pos, pl, target, -1, &best, &best_k, ev);
  if (!dice) return 0;
  if (!only) hits = walk(s, s, seat, pos, pl, target, -1, &v, NULL, ev);
  if (best_k < 0) return hits;                           /* only Mecatol Rex fired: no unit for an added die */
  int pk = s->combat.cannon_die ? s->combat.cannon_die - 1 : best_k, pv = best;
  if (pk != best_k && !walk(NULL, s, seat, pos, pl, target, pk, &pv, NULL, ev)) pk = best_k, pv = best;
  for (int i = 0, x = only ? 0 : ti4_cannon_extra_dice(s, seat); i < x; i++)   /* Plasma Scoring */
    hits += ti4_unit_ability_die(s, seat, pk, pos, pv, ev);
  for (int i = 0, x = only ? only : more; i < x; i++)    /* Strike Wing Ambuscade */
    hits += ti4_unit_ability_die(s, seat, best_k, pos, best, ev);
  return hits;
}

int ti4_cannon_type_dice(const ti4_state *s, int seat, int pos, int pl, int k) {
  int v;
  return k < 0 ? 0 : walk(NULL, s, seat, pos, pl, -1, k, &v, NULL, NULL);
}

int ti4_cannon_dice(const ti4_state *s, int seat, int pos, int pl) {
  int v;
  return walk(NULL, s, seat, pos, pl, -1, -1, &v, NULL, NULL);
}

int ti4_cannon_roll(ti4_state *s, int seat, int pos, int pl, int target, ti4_events *ev) {
  return ti4_cannon_roll_more(s, seat, pos, pl, target, 0, 0, ev);
}
int ti4_cannon_roll_more(ti4_state *s, int seat, int pos, int pl, int target, int extra, int only, ti4_events *ev) {
  int h = roll(s, seat, pos, pl, target, extra, only, ev);
  ti4_emit(ev, TI4_EV_HITS, seat, 2, pos, 0, h);
  return h;
}

unsigned ti4_cannon_targets(const ti4_state *s, int seat) {
  int pos = s->tac.pos, a = s->active;
  unsigned t = 0;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) {
    if (o == seat || (seat != a && o != a)) continue;     /* 77.5a: others target the active player */
    if (ti4_cannon_immune(s, o, pos)) continue;           /* e.g. Quetzecoatl */
    if (o == a && (s->tac.flags & TI4_TAC_NO_CANNON)) continue;   /* Solar Flare */
    for (int k = 0; k <= TI4_UT_WARSUN; k++) if (s->ships[pos][o][k]) { t |= 1u << o; break; }
  }
  return t;
}
