/* reinforcements.c -- LRR 67.5 and 67.5a. A player is limited by the units
 * in their reinforcements (72: the plastic; fighters and infantry have no
 * limit, 23.4, 67.5b). "If a player cannot produce a unit because it is
 * not in their reinforcements, that player can remove a unit from any
 * system that does not contain one of their command tokens ... any units
 * that are removed must be produced immediately": the production move
 * names them (`remove=SYSTEM:TYPE=N`: a ship or mech in a space area;
 * `remove=PLANET:mech=N`: a mech on a planet of theirs), as TI4_GROUPs in
 * arg[4] and arg[5]. Exactly the units missing from the reinforcements
 * are removed -- any more were not "not in their reinforcements". The
 * active system always holds the player's command token, so no removal
 * comes from it. */
#include "reinforcements.h"
#include "units.h"
#include "round.h"
#include "production.h"    /* TI4_PRODUCE_AMALGAM */


/* Removal i of m: its count (0: none), the unit type, the map position and
 * the planet (-1: the space area); *pos -1 when the system or planet is not
 * on the board. */
static int removal(const ti4_state *s, const ti4_move *m, int i, int *k, int *pos, int *pl) {
  if (i < 0 || i >= TI4_REMOVE_SLOTS) return 0;
  int16_t a = m->arg[TI4_REMOVE_ARG + i];
  uint16_t g = (uint16_t)a;
  if (a == -1 || !TI4_GROUP_COUNT(g)) return 0;
  int t = TI4_GROUP_TYPE(g), w = TI4_GROUP_SYS(g);
  if (w == TI4_PRODUCE_AMALGAM) return 0;              /* Amalgamation's group (cards/production.h), no removal */
  *pl = -1;
  if (t == TI4_GT_PLANET_MECH) {
    *k = TI4_UT_MECH;
    *pl = w < TI4_NPLANETS ? w : -1;
    *pos = *pl >= 0 ? ti4_planet_pos(s, *pl) : -1;
  } else {
    *k = t;
    *pos = w < TI4_NSYSTEMS ? ti4_system_pos(s, w) : -1;
  }
  return TI4_GROUP_COUNT(g);
}
static uint8_t *space(ti4_state *s, int seat, int pos) { return s->ships[pos][seat]; }
static const uint8_t *space_c(const ti4_state *s, int seat, int pos) { return s->ships[pos][seat]; }

int ti4_removal_check(const ti4_state *s, const ti4_move *m, const int n[TI4_SPACE_TYPES], ti4_error *e) {
  int seat = m->seat, r[TI4_SPACE_TYPES] = {0};
  for (int i = 0; i < TI4_REMOVE_SLOTS; i++) {
    int k, pos, pl, c = removal(s, m, i, &k, &pos, &pl);
    if (!c) continue;
    if (k > TI4_UT_MECH || k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY)
      return ti4_fail(e, TI4_ESYNTAX, "67.5a", N_("only ships and mechs are removed to be produced again: fighters and infantry have no limit (%s)"), "remove");
    if (pos < 0 || (pl >= 0 && s->planet_owner[pl] != seat))
      return ti4_fail(e, TI4_EILLEGAL, "67.5a", N_("no such units of yours on the board to remove (%s)"), "remove");
    if ((s->tokens[pos] >> seat) & 1)
      return ti4_fail(e, TI4_EILLEGAL, "67.5a", N_("units are not removed from a system with your command token (%s)"), ti4_systems[s->map[pos]].id);
    int have = pl >= 0 ? s->planet_units[pl][1] : space_c(s, seat, pos)[k], same = 0;
    for (int j = 0; j < TI4_REMOVE_SLOTS; j++) {        /* both slots may name one place */
      int k2, pos2, pl2, c2 = removal(s, m, j, &k2, &pos2, &pl2);
      if (c2 && k2 == k && pos2 == pos && pl2 == pl) same += c2;
    }
    if (same > have)
      return ti4_fail(e, TI4_EILLEGAL, "67.5a", N_("no such units of yours on the board to remove (%s)"), "remove");
    r[k] += c;
  }
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!n[k] && !r[k]) continue;
    int missing = ti4_units_out(s, seat, k) + n[k] - ti4_unit_limit(k);   /* 17.5: captured ones too */
    if (missing < 0) missing = 0;
    if (r[k] > n[k])
      return ti4_fail(e, TI4_EILLEGAL, "67.5a", N_("units removed must be produced at once: more %s removed than produced"), ti4_unit_word(k));
    if (r[k] > missing)
      return ti4_fail(e, TI4_EILLEGAL, "67.5a", N_("a unit is removed only when none is left in your reinforcements: %s"), ti4_unit_word(k));
    if (r[k] < missing)
      return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("not enough %s units left in your reinforcements"), ti4_unit_word(k));
  }
  return 0;
}

void ti4_removal_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  for (int i = 0; i < TI4_REMOVE_SLOTS; i++) {
    int k, pos, pl, c = removal(s, m, i, &k, &pos, &pl);
    if (!c || pos < 0) continue;
    if (pl >= 0) {
      int d = s->planet_damaged[pl];                    /* damaged mechs go first: back in the box they are repaired */
      s->planet_units[pl][1] = (uint8_t)(s->planet_units[pl][1] - c);
      s->planet_damaged[pl] = (uint8_t)(d > c ? d - c : 0);
    } else {
      uint8_t *u = space(s, seat, pos);
      u[k] = (uint8_t)(u[k] - c);
      int d = ti4_damaged_get(s, pos, seat, k);          /* damaged ones go first: in the box they are repaired */
      ti4_damaged_set(s, pos, seat, k, d > c ? d - c : 0);
    }
    ti4_emit(ev, TI4_EV_REMOVED, seat, k, pos, 0, c);
  }
}

int ti4_removal_suggest(const ti4_state *s, int seat, int k, int except, ti4_move *m) {
  if (k > TI4_UT_MECH || k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY) return 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (pos == except || s->map[pos] < 0 || ((s->tokens[pos] >> seat) & 1)) continue;
    if (s->ships[pos][seat][k]) { m->arg[TI4_REMOVE_ARG] = (int16_t)TI4_GROUP(s->map[pos], k, 1); return 1; }
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    for (int i = 0; k == TI4_UT_MECH && i < ti4_sys_nplanets(s, sy); i++) {
      int pl = ti4_sys_planets(s, sy)[i];
      if (pl >= 0 && s->planet_owner[pl] == seat && s->planet_units[pl][1]) {
        m->arg[TI4_REMOVE_ARG] = (int16_t)TI4_GROUP(pl, TI4_GT_PLANET_MECH, 1);
        return 1;
      }
    }
  }
  return 0;
}
