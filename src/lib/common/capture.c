/* capture.c -- capture (LRR 17): a captured non-fighter ship or mech lies
 * on the captor's faction sheet, out of its owner's reinforcements until
 * returned (17.1, 17.5); a captured fighter or infantry goes back to its
 * owner's reinforcements and the captor takes a token of its own from the
 * supply instead (17.3), which no blockade returns (17.4). */
#include "capture.h"
#include "round.h"
#include "units.h"

static void add(ti4_state *s, int captor, int owner, int k, int n) {
  ti4_captured *c = &s->captured;
  c->seat = (uint8_t)captor;
  if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY) {
    uint8_t *t = k == TI4_UT_FIGHTER ? &c->fighters : &c->infantry;
    *t = (uint8_t)(*t + n > 255 ? 255 : *t + n);
    return;
  }
  int i = ti4_capture_slot(k);
  if (i < 0) return;
  int have = ti4_units_captured(s, owner, k) + n;
  if (have > 15) have = 15;                      /* never more than the box holds (72.1: at most 8) */
  int sh = (i & 1) * 4;
  c->n[owner][i >> 1] = (uint8_t)((c->n[owner][i >> 1] & ~(15 << sh)) | (have << sh));
}

static int anything(const ti4_captured *c) {
  for (int o = 0; o < TI4_MAX_SEATS; o++)
    for (int j = 0; j < 4; j++) if (c->n[o][j]) return 1;
  return c->fighters || c->infantry;
}

/* The map positions of captor's space docks (on planets), at most cap. */
static int dock_positions(const ti4_state *s, int captor, int *pos, int cap) {
  int n = 0;
  for (int pl = 0; pl < TI4_NPLANETS && n < cap; pl++) {
    if (s->planet_owner[pl] != captor || !s->planet_units[pl][3]) continue;
    int p = ti4_planet_pos(s, pl);
    if (p >= 0 && p < TI4_MAX_MAP) pos[n++] = p;
  }
  return n;
}
/* 14.1: seat's ships and none of captor's at one of those positions. */
static int blockades_at(const ti4_state *s, int seat, int captor, const int *pos, int n) {
  for (int i = 0; i < n; i++) {
    int mine = 0, theirs = 0;
    for (int k = 0; k <= TI4_UT_WARSUN; k++) { mine += s->ships[pos[i]][seat][k]; theirs += s->ships[pos[i]][captor][k]; }
    if (mine && !theirs) return 1;
  }
  return 0;
}
int ti4_blockades_dock(const ti4_state *s, int seat, int captor) {
  if (seat < 0 || seat >= s->nseats || captor < 0 || captor >= s->nseats || seat == captor) return 0;
  int pos[16], n = dock_positions(s, captor, pos, 16);
  return blockades_at(s, seat, captor, pos, n);
}

/* The Terror Between (the Cabal's flagship): the seat whose flagship is in
 * the active system, or -1. */
static int terror_at(const ti4_state *s, int pos) {
  if (pos < 0 || pos >= TI4_MAX_MAP) return -1;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
    if (s->p[o].faction == TI4_FACTION_CABAL && s->ships[pos][o][TI4_UT_FLAGSHIP]) return o;
  return -1;
}
static int terror(const ti4_state *s) { return terror_at(s, s->tac.pos); }
/* Reanimator (the Cabal's mech): seat's mechs on the planet of the ground
 * combat or bombardment under way (common/capture.c is told no planet). */
static int reanimator(const ti4_state *s, int seat) {
  const ti4_combat *c = &s->combat;
  if (c->kind != 2 || c->planet < 0 || c->planet >= TI4_MAX_PLANETS) return 0;   /* 2: ground (combat.c) */
  if (seat == c->seat[0]) return c->invader[1];
  return s->planet_owner[c->planet] == seat ? s->planet_units[c->planet][1] : 0;
}

void ti4_capture_units(ti4_state *s, int captor, int victim, int k, int n, ti4_events *ev) {
  if (anything(&s->captured) && s->captured.seat != captor) return;   /* one captor per game */
  if (victim != captor && ti4_blockades_dock(s, victim, captor)) return;   /* 17.6 */
  add(s, captor, victim, k, n);
  ti4_emit(ev, TI4_EV_CAPTURED, captor, k, victim, 0, n);
}

void ti4_capture_destroyed(ti4_state *s, int victim, int by, int k, int n, int at, ti4_events *ev) {
  if (n <= 0 || victim < 0 || victim >= s->nseats || by < 0 || by >= s->nseats || victim == by) return;
  if (k < 0 || k > TI4_UT_MECH) return;                      /* non-structure units only */
  /* The Terror Between: "Capture all other non-structure units that are
   * destroyed in this system, including your own" -- any step of the
   * combat (space cannon and bombardment too), but not the flagship. */
  int t = terror(s);
  if (t >= 0 && !(victim == t && k == TI4_UT_FLAGSHIP)) { ti4_capture_units(s, t, victim, k, n, ev); return; }
  /* Reanimator: "When your infantry on this planet are destroyed, place
   * them on your faction sheet; those units are captured." */
  if (k == TI4_UT_INFANTRY && s->p[victim].faction == TI4_FACTION_CABAL && reanimator(s, victim)) {
    ti4_capture_units(s, victim, victim, k, n, ev);
    return;
  }
  /* Devour: the Cabal captures its opponent's units destroyed during a
   * combat -- its rounds and anti-fighter barrage, not space cannon fire
   * before it nor bombardment. */
  if (s->p[by].faction != TI4_FACTION_CABAL || (at != TI4_DEED_AT_COMBAT && at != TI4_DEED_AT_BARRAGE)) return;
  ti4_capture_units(s, by, victim, k, n, ev);
}

void ti4_capture_lost(ti4_state *s, int victim, int k, int n, int pos, ti4_events *ev) {
  if (n <= 0 || victim < 0 || victim >= s->nseats || k < 0 || k > TI4_UT_MECH) return;   /* non-structure units only */
  int t = terror_at(s, pos);                     /* The Terror Between: any destroyed in its system */
  if (t >= 0 && !(victim == t && k == TI4_UT_FLAGSHIP)) { ti4_capture_units(s, t, victim, k, n, ev); return; }
  const ti4_combat *c = &s->combat;              /* Devour: during a combat there (1 space, 2 ground: combat.c) */
  if (pos != s->tac.pos || !(c->kind == 1 || (c->kind == 2 && c->round))) return;
  int side = victim == c->seat[0] ? 0 : victim == c->seat[1] ? 1 : -1, by = side >= 0 ? c->seat[1 - side] : -1;
  if (by >= 0 && by < s->nseats && by != victim && s->p[by].faction == TI4_FACTION_CABAL) ti4_capture_units(s, by, victim, k, n, ev);
}

void ti4_capture_blockades(ti4_state *s, ti4_events *ev) {
  ti4_captured *c = &s->captured;
  if (!anything(c)) return;
  int pos[16], npos = -1;                              /* the Cabal's docks, looked up once */
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) {
    if (!(c->n[o][0] | c->n[o][1] | c->n[o][2] | c->n[o][3]) || o == c->seat || c->seat >= s->nseats) continue;
    if (npos < 0) npos = dock_positions(s, c->seat, pos, 16);
    if (blockades_at(s, o, c->seat, pos, npos)) {
      for (int k = 0; k < TI4_SPACE_TYPES; k++) {
        int n = ti4_units_captured(s, o, k);
        if (n) ti4_emit(ev, TI4_EV_CAPTURED, c->seat, k, o, 1, n);
      }
      memset(c->n[o], 0, sizeof c->n[o]);                 /* back to o's reinforcements */
    }
  }
}

static int nib(const uint8_t c[4], int i) { return (c[i >> 1] >> ((i & 1) * 4)) & 15; }

int ti4_capture_return(ti4_state *s, int owner, int k, int n, ti4_events *ev) {
  ti4_captured *c = &s->captured;
  if (n <= 0) return 0;
  if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY) {   /* 17.4c: a token back to the supply */
    uint8_t *t = k == TI4_UT_FIGHTER ? &c->fighters : &c->infantry;
    if (*t < n) return -1;
    *t = (uint8_t)(*t - n);
    ti4_emit(ev, TI4_EV_CAPTURED, c->seat, k, TI4_NOBODY, 1, n);
    return 0;
  }
  int i = ti4_capture_slot(k), have = ti4_units_captured(s, owner, k);
  if (i < 0 || have < n) return -1;
  int sh = (i & 1) * 4;
  c->n[owner][i >> 1] = (uint8_t)((c->n[owner][i >> 1] & ~(15 << sh)) | ((have - n) << sh));
  ti4_emit(ev, TI4_EV_CAPTURED, c->seat, k, owner, 1, n);
  return 0;
}

int ti4_capture_covers(const ti4_state *s, int captor, int owner, const uint8_t c[4]) {
  int any = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int i = ti4_capture_slot(k);
    if (i < 0 || !nib(c, i)) continue;
    any = 1;
    if (ti4_units_captured(s, owner, k) < nib(c, i)) return 0;
  }
  return !any || (s->captured.seat == captor && s->p[captor].faction == TI4_FACTION_CABAL);
}

void ti4_capture_return_all(ti4_state *s, int owner, const uint8_t c[4], ti4_events *ev) {
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int i = ti4_capture_slot(k);
    if (i >= 0 && nib(c, i)) ti4_capture_return(s, owner, k, nib(c, i), ev);
  }
}
