/* galaxy.c -- the board: the standard galaxies and map strings, map
 * positions of systems and planets, adjacency (LRR 6, 44, 101) and
 * neighbours (60). The setup that places factions on it is
 * common/game_setup.c.
 *
 * Map positions follow the community "map string" convention (TTS, AsyncTI4):
 * 0 is Mecatol Rex, ring 1 is 1..6, ring 2 is 7..18, ring 3 is 19..36, ring 4
 * is 37..60, each ring starting with the tile straight above Mecatol Rex and
 * going clockwise. Tiles have flat tops; their edges are numbered 0..5 = N NE
 * SE S SW NW. A hyperlane is written with its side and its rotation in
 * 60-degree steps clockwise from the printed orientation: "83a0", "86A3"
 * (degrees, "83a180", are read too); "0" is a home position, "-1" an empty
 * one. Adjacency (LRR 6) comes from the map: ti4_adjacent, ti4_neighbors. */
#include <stdlib.h>
#include "rules.h"
#include "round.h"
#include "rng.h"

int ti4_system_pos(const ti4_state *s, int system) {
  for (int i = 0; i < s->nmap; i++) if (s->map[i] == system) return i;
  return -1;
}

int ti4_planet_pos(const ti4_state *s, int planet) {
  if (planet < 0 || planet >= TI4_NPLANETS) return -1;
  int pos = ti4_planets[planet].system >= 0 ? ti4_system_pos(s, ti4_planets[planet].system) : -1;
  if (pos < 0 && ti4_planets[planet].system == TI4_SYSTEM_T82A) pos = ti4_system_pos(s, TI4_SYSTEM_T82B);   /* Mallice: either side of the nexus */
  if (planet == TI4_PLANET_MIRAGE) pos = s->x.mirage ? s->x.mirage - 1 : -1;   /* where the Mirage card put it */
  if (s->x.converted == planet + 1) pos = -1;     /* the Stellar Converter destroyed it */
  return pos;
}

void ti4_planet_purge(ti4_state *s, int p, int pos, int seat, ti4_events *ev) {
  static const int types[4] = { TI4_UT_INFANTRY, TI4_UT_MECH, TI4_UT_PDS, TI4_UT_SPACEDOCK };
  if (p < 0 || p >= TI4_NPLANETS) return;
  int o = s->planet_owner[p];
  for (int k = 0; k < 4; k++)
    if (s->planet_units[p][k]) {
      if (o != TI4_NOBODY) ti4_emit(ev, o == seat ? TI4_EV_REMOVED : TI4_EV_DESTROYED, o, types[k], pos, 0, s->planet_units[p][k]);
      s->planet_units[p][k] = 0;
    }
  s->planet_owner[p] = TI4_NOBODY;
  s->planet_flags[p] = 0;
  s->planet_damaged[p] = 0;
  ti4_pds_damaged_set(s, p, 0);                                /* Hel-Titans */
  for (int a = 0; a < s->x.nattach;)                          /* its attachments go with it */
    if (s->x.attach[a][1] == p) {
      memmove(s->x.attach[a], s->x.attach[a + 1], (size_t)(s->x.nattach - a - 1) * sizeof s->x.attach[0]);
      s->x.nattach--;
    } else a++;
  if (s->x.nanoforge == p + 1) s->x.nanoforge = 0;
  for (int t = 0; t < 5; t++) if (s->tok.sleeper[t] == p + 1) s->tok.sleeper[t] = 0;
}

/* 100.2: the wormhole nexus (82a) flips to its active side (82b: alpha,
 * beta and gamma) once a unit has moved or been placed into it or a
 * player controls Mallice; the callers ask at those moments (a ship moving
 * in: at the end of the movement step, 100.2a). */
void ti4_nexus_update(ti4_state *s) {
  int pos = ti4_system_pos(s, TI4_SYSTEM_T82A);
  if (pos < 0) return;
  int due = s->planet_owner[TI4_PLANET_MALLICE] != TI4_NOBODY;
  for (int i = 0; i < 4; i++) due |= s->planet_units[TI4_PLANET_MALLICE][i] != 0;
  for (int o = 0; o < s->nseats && !due; o++)
    for (int k = 0; k < TI4_SPACE_TYPES; k++) due |= s->ships[pos][o][k] != 0;
  if (due) s->map[pos] = TI4_SYSTEM_T82B;
}

/* ---- the galaxy's shape ------------------------------------------------- */

/* Hex coordinates: axial (q, r) with flat-topped tiles; directions are the
 * tile edges N NE SE S SW NW, numbered 0..5 clockwise from the top. */
static const int8_t dir_q[6] = {0, 1, 1, 0, -1, -1};
static const int8_t dir_r[6] = {1, 0, -1, -1, 0, 1};

/* Position <-> (q, r), as const tables: ring k starts k steps north and
 * walks SE, S, SW, NW, N, NE, k steps each (clockwise). A lookup instead of
 * a walk over the map: adjacency is asked after many moves. */
static const int8_t pos_q[TI4_MAX_MAP] = {
  0, 0, 1, 1, 0, -1, -1, 0, 1, 2, 2, 2, 1, 0, -1, -2, -2, -2, -1, 0, 1, 2, 3, 3, 3, 3, 2, 1, 0, -1, -2,
  -3, -3, -3, -3, -2, -1, 0, 1, 2, 3, 4, 4, 4, 4, 4, 3, 2, 1, 0, -1, -2, -3, -4, -4, -4, -4, -4, -3, -2, -1};
static const int8_t pos_r[TI4_MAX_MAP] = {
  0, 1, 0, -1, -1, 0, 1, 2, 1, 0, -1, -2, -2, -2, -1, 0, 1, 2, 2, 3, 2, 1, 0, -1, -2, -3, -3, -3, -3, -2, -1,
  0, 1, 2, 3, 3, 3, 4, 3, 2, 1, 0, -1, -2, -3, -4, -4, -4, -4, -4, -3, -2, -1, 0, 1, 2, 3, 4, 4, 4, 4};
/* The position at (q, r), indexed [q + 4][r + 4]; -1 outside ring 4. */
static const int8_t pos_at[9][9] = {
  {-1, -1, -1, -1, 53, 54, 55, 56, 57},
  {-1, -1, -1, 52, 31, 32, 33, 34, 58},
  {-1, -1, 51, 30, 15, 16, 17, 35, 59},
  {-1, 50, 29, 14,  5,  6, 18, 36, 60},
  {49, 28, 13,  4,  0,  1,  7, 19, 37},
  {48, 27, 12,  3,  2,  8, 20, 38, -1},
  {47, 26, 11, 10,  9, 21, 39, -1, -1},
  {46, 25, 24, 23, 22, 40, -1, -1, -1},
  {45, 44, 43, 42, 41, -1, -1, -1, -1},
};

static inline int coord_pos(int q, int r, int nmap) {
  if ((unsigned)(q + 4) > 8u || (unsigned)(r + 4) > 8u) return -1;
  int p = pos_at[q + 4][r + 4];
  return p < nmap ? p : -1;
}

/* The neighbouring position of pos across edge d, -1 off the board. The
 * positions beside the board (TI4_POS_CREUSS, TI4_POS_NEXUS) have none:
 * they are adjacent to other systems through their wormholes only (39.1a,
 * 100.1b, 101). */
static inline int step_pos(int pos, int d, int nmap) {
  if ((unsigned)pos >= TI4_POS_BESIDE) return -1;   /* beside the board: no tile touches it */
  return coord_pos(pos_q[pos] + dir_q[d], pos_r[pos] + dir_r[d], nmap);
}

/* Hyperlane lanes as printed (rotation 0): pairs of edges, from the notes
 * of data/systems.tsv (after darrellanderson/TI4-TTS). Lanes that meet at an
 * edge are not joined to each other (LRR 44): a lane is entered at one end
 * and left at the other. */
static const struct { const char *id, *lanes; } lane_rows[] = {
  {"83a", "14"},       {"83b", "02 03 35"}, {"84a", "25"},       {"84b", "03 04 13"},
  {"85a", "15"},       {"85b", "02 03 35"}, {"86a", "15"},       {"86b", "03 04 13"},
  {"87a", "02 24 25"}, {"87b", "02 03"},    {"88a", "04 14 24"}, {"88b", "02 03 35"},
  {"89a", "02 04 24"}, {"89b", "03 04"},    {"90a", "15 24"},    {"90b", "03 04"},
  {"91a", "03 04 13"}, {"91b", "02 03"},
};

/* The printed lanes of hyperlane tile `system` ("02 03 35": pairs of edges
 * N=0 .. NW=5), or NULL: for pictures of the map. */
const char *ti4_hyperlane_lanes(int system) {
  if (system < 0 || system >= TI4_NSYSTEMS) return NULL;
  for (size_t i = 0; i < sizeof lane_rows / sizeof lane_rows[0]; i++)
    if (strcmp(lane_rows[i].id, ti4_systems[system].id) == 0) return lane_rows[i].lanes;
  return NULL;
}

/* Edges joined to world edge `in` on the hyperlane at pos, as a bit mask. */
static unsigned lane_exits(const ti4_state *s, int pos, int in) {
  const char *id = ti4_systems[s->map[pos]].id;
  int rot = s->map_rot[pos] % 6, local = (in - rot + 6) % 6;
  unsigned out = 0;
  for (size_t i = 0; i < sizeof lane_rows / sizeof lane_rows[0]; i++) {
    if (strcmp(lane_rows[i].id, id) != 0) continue;
    for (const char *l = lane_rows[i].lanes; l[0] && l[1]; l += l[2] ? 3 : 2) {
      int a = l[0] - '0', b = l[1] - '0';
      if (a == local) out |= 1u << ((b + rot) % 6);
      if (b == local) out |= 1u << ((a + rot) % 6);
      if (!l[2]) break;                        /* the last pair */
    }
  }
  return out;
}

static int is_lane(const ti4_state *s, int pos) {
  return pos >= 0 && pos < s->nmap && s->map[pos] >= 0 && ti4_systems[s->map[pos]].hyperlane;
}

static int is_system(const ti4_state *s, int pos) {
  return pos >= 0 && pos < s->nmap && pos < TI4_MAX_MAP && s->map[pos] >= 0 && !ti4_systems[s->map[pos]].hyperlane;
}

/* Follow the lanes from hyperlane `pos`, entered across its world edge `in`:
 * does some lane (over further hyperlanes) end at `target`? */
static int lane_reaches(const ti4_state *s, int pos, int in, int target, uint64_t *seen) {
  unsigned exits = lane_exits(s, pos, in);
  for (int d = 0; d < 6; d++) {
    if (!((exits >> d) & 1)) continue;
    int next = step_pos(pos, d, s->nmap);
    if (next == target) return 1;
    uint64_t bit = (uint64_t)1 << ((unsigned)next & 63);
    if (is_lane(s, next) && !(*seen & bit)) {
      *seen |= bit;
      if (lane_reaches(s, next, (d + 3) % 6, target, seen)) return 1;
    }
  }
  return 0;
}

/* The wormholes in the system at pos: its tile's, a gamma wormhole token
 * placed there by exploration (Gamma Wormhole, Gamma Relay) or Nexus
 * Sovereignty, the Creuss alpha, beta and gamma tokens (Wormhole
 * Generator), and the Ion Storm token (alpha or beta, the side up). Tokens count wherever wormholes do: adjacency (6.1, 101),
 * neighbours (60.2). */
static unsigned wormholes_at(const ti4_state *s, int pos) {
  unsigned w = ti4_systems[s->map[pos]].wormholes;
  uint8_t p1 = (uint8_t)(pos + 1);
  for (int i = 0; i < 3; i++) {
    if (s->x.gamma[i] == p1) w |= TI4_WH_GAMMA;
    if (s->x.creuss[i] == p1) w |= i == 0 ? TI4_WH_ALPHA : i == 1 ? TI4_WH_BETA : TI4_WH_GAMMA;
  }
  if (s->x.ion_storm == p1) w |= s->x.ion_beta ? TI4_WH_BETA : TI4_WH_ALPHA;   /* Ion Storm (exploration.c) */
  return w;
}
unsigned ti4_wormholes_at(const ti4_state *s, int pos) {
  return pos >= 0 && pos < s->nmap && pos < TI4_MAX_MAP && s->map[pos] >= 0 ? wormholes_at(s, pos) : 0;
}

/* Systems a and b adjacent (LRR 6): touching sides, lanes across hyperlanes
 * (6.4, 44.1), or matching wormholes (6.1, 101); ab_link: alpha and beta
 * wormholes also match (Wormhole Reconstruction; Quantum Entanglement). */
static int adjacent_ex(const ti4_state *s, int a, int b, int ab_link) {
  if (a == b || !is_system(s, a) || !is_system(s, b)) return 0;   /* 6.2a */
  for (int d = 0; d < 6; d++) {
    int n = step_pos(a, d, s->nmap);
    if (n == b) return 1;
    uint64_t seen = (uint64_t)1 << ((unsigned)n & 63);
    if (is_lane(s, n) && lane_reaches(s, n, (d + 3) % 6, b, &seen)) return 1;
  }
  unsigned wa = wormholes_at(s, a), wb = wormholes_at(s, b);
  if (wa & wb) return 1;
  if (s->tac.hub && ((a == s->tac.hub - 1 && wb) || (b == s->tac.hub - 1 && wa))) return 1;   /* Emissary Taivra */
  if (ab_link && (wa & (TI4_WH_ALPHA | TI4_WH_BETA)) && (wb & (TI4_WH_ALPHA | TI4_WH_BETA))) return 1;
  return 0;
}

/* Every position lane_reaches would meet from hyperlane `pos` entered across
 * `in`, as a bit mask (the same walk, not stopped at a target): a system is
 * in it exactly when lane_reaches would find it. */
static uint64_t lane_mask(const ti4_state *s, int pos, int in, uint64_t *seen) {
  unsigned exits = lane_exits(s, pos, in);
  uint64_t m = 0;
  for (int d = 0; d < 6; d++) {
    if (!((exits >> d) & 1)) continue;
    int next = step_pos(pos, d, s->nmap);
    if (next >= 0) m |= (uint64_t)1 << next;
    uint64_t bit = (uint64_t)1 << ((unsigned)next & 63);
    if (is_lane(s, next) && !(*seen & bit)) {
      *seen |= bit;
      m |= lane_mask(s, next, (d + 3) % 6, seen);
    }
  }
  return m;
}

/* The positions adjacent_ex(s, a, b, ab_link) holds for, as a bit mask;
 * wh[k]: the system positions with wormhole bit k, systems: all of them. */
static uint64_t adjacent_set_ex(const ti4_state *s, int a, int ab_link, const uint64_t wh[8], uint64_t systems, unsigned drop, uint64_t *through) {
  if (through) *through = 0;
  if (!is_system(s, a)) return 0;
  uint64_t m = 0, w = 0;
  for (int d = 0; d < 6; d++) {
    int n = step_pos(a, d, s->nmap);
    if (n < 0) continue;
    m |= (uint64_t)1 << n;
    uint64_t seen = (uint64_t)1 << n;
    if (is_lane(s, n)) m |= lane_mask(s, n, (d + 3) % 6, &seen);
  }
  unsigned wa = wormholes_at(s, a) & ~drop;
  for (int k = 0; k < 8; k++) if ((wa >> k) & 1) w |= wh[k];
  if (s->tac.hub) {                        /* Emissary Taivra: the hub and every other wormhole system */
    uint64_t any = 0, hub = (uint64_t)1 << ((s->tac.hub - 1) & 63);
    for (int k = 0; k < 8; k++) any |= wh[k];
    if (a == s->tac.hub - 1) w |= any;
    else if ((any >> a) & 1) w |= hub;
  }
  if (ab_link && (wa & (TI4_WH_ALPHA | TI4_WH_BETA))) w |= wh[__builtin_ctz(TI4_WH_ALPHA)] | wh[__builtin_ctz(TI4_WH_BETA)];
  w &= systems & ~((uint64_t)1 << a);
  if (through) *through = w;               /* adjacent through a wormhole (Sai Seravus), neighbours or not */
  return (m | w) & systems & ~((uint64_t)1 << a);
}
static uint64_t adjacent_set(const ti4_state *s, int a, int ab_link, const uint64_t wh[8], uint64_t systems) {
  return adjacent_set_ex(s, a, ab_link, wh, systems, 0, NULL);
}

/* The system positions and, per wormhole bit, those with that wormhole. */
typedef struct { uint64_t wh[8], systems; } map_marks;
static void mark_pos(const ti4_state *s, int x, map_marks *k) {
  if (!is_system(s, x)) return;
  k->systems |= (uint64_t)1 << x;
  unsigned w = wormholes_at(s, x);
  for (; w; w &= w - 1) k->wh[__builtin_ctz(w) & 7] |= (uint64_t)1 << x;
}
static void mark_map(const ti4_state *s, map_marks *k) {
  memset(k, 0, sizeof *k);
  for (int x = 0; x < s->nmap && x < TI4_MAX_MAP; x++) {   /* mark_pos, with the tokens added once below */
    if (!is_system(s, x)) continue;
    k->systems |= (uint64_t)1 << x;
    for (unsigned w = ti4_systems[s->map[x]].wormholes; w; w &= w - 1) k->wh[__builtin_ctz(w) & 7] |= (uint64_t)1 << x;
  }
  static const unsigned creuss_kind[3] = { TI4_WH_ALPHA, TI4_WH_BETA, TI4_WH_GAMMA };
  for (int i = 0; i < 3; i++) {                                /* wormholes_at's tokens */
    int g = s->x.gamma[i] - 1, c = s->x.creuss[i] - 1;
    if (is_system(s, g)) k->wh[__builtin_ctz(TI4_WH_GAMMA) & 7] |= (uint64_t)1 << g;
    if (is_system(s, c)) k->wh[__builtin_ctz(creuss_kind[i]) & 7] |= (uint64_t)1 << c;
  }
  int ion = s->x.ion_storm - 1;
  if (is_system(s, ion)) k->wh[__builtin_ctz(s->x.ion_beta ? TI4_WH_BETA : TI4_WH_ALPHA) & 7] |= (uint64_t)1 << ion;
}

int ti4_adjacent(const ti4_state *s, int a, int b) {
  return adjacent_ex(s, a, b, ti4_law_in_play(s, TI4_AGENDA_WORMHOLE_RECONSTRUCTION) >= 0);
}

/* 39.2: a tile is on the edge of the board if a side touches no tile. */
int ti4_pos_on_edge(const ti4_state *s, int pos);
int ti4_pos_on_edge(const ti4_state *s, int pos) {
  if (!is_system(s, pos)) return 0;
  for (int d = 0; d < 6; d++) {
    int n = step_pos(pos, d, s->nmap);
    if (n < 0 || s->map[n] < 0) return 1;
  }
  return 0;
}

uint64_t ti4_adjacent_mask(const ti4_state *s, int pos);
uint64_t ti4_adjacent_mask(const ti4_state *s, int pos) {
  map_marks k;
  mark_map(s, &k);
  return adjacent_set(s, pos, ti4_law_in_play(s, TI4_AGENDA_WORMHOLE_RECONSTRUCTION) >= 0, k.wh, k.systems);
}

uint64_t ti4_move_adjacent_mask(const ti4_state *s, int pos, int seat, int ab_link);
uint64_t ti4_move_adjacent_mask_wh(const ti4_state *s, int pos, int seat, int ab_link, uint64_t *through);
/* Adjacency for movement: the Enforced Travel Ban (For) takes the alpha
 * and beta wormholes out of it. */
uint64_t ti4_move_adjacent_mask(const ti4_state *s, int pos, int seat, int ab_link) {
  return ti4_move_adjacent_mask_wh(s, pos, seat, ab_link, NULL);
}
uint64_t ti4_move_adjacent_mask_wh(const ti4_state *s, int pos, int seat, int ab_link, uint64_t *through);
uint64_t ti4_move_adjacent_mask_wh(const ti4_state *s, int pos, int seat, int ab_link, uint64_t *through) {
  map_marks k;
  mark_map(s, &k);
  int ghost = seat >= 0 && seat < TI4_MAX_SEATS && s->p[seat].faction == TI4_FACTION_GHOST;
  ab_link |= ti4_law_in_play(s, TI4_AGENDA_WORMHOLE_RECONSTRUCTION) >= 0 || ghost;   /* Quantum Entanglement */
  if (ti4_law_in_play(s, TI4_AGENDA_ENFORCED_TRAVEL_BAN) >= 0 && !ghost) {   /* no effect at all (QE cannot be prevented) */
    k.wh[__builtin_ctz(TI4_WH_ALPHA)] = k.wh[__builtin_ctz(TI4_WH_BETA)] = 0;
    ab_link = 0;
  }
  unsigned drop = 0;
  int nexus = ti4_law_in_play(s, TI4_AGENDA_NEXUS_SOVEREIGNTY) >= 0 ? ti4_system_pos(s, TI4_SYSTEM_T82B) : -1;
  if (nexus >= 0) {      /* Nexus Sovereignty (For): the nexus tile's alpha and beta wormholes do not work */
    uint64_t tile_ab = ~((uint64_t)1 << nexus);
    unsigned tok = wormholes_at(s, nexus) & ~(unsigned)ti4_systems[s->map[nexus]].wormholes;   /* tokens there still work */
    if (!(tok & TI4_WH_ALPHA)) k.wh[__builtin_ctz(TI4_WH_ALPHA)] &= tile_ab;
    if (!(tok & TI4_WH_BETA)) k.wh[__builtin_ctz(TI4_WH_BETA)] &= tile_ab;
    if (pos == nexus) drop = (TI4_WH_ALPHA | TI4_WH_BETA) & ~tok;
  }
  return adjacent_set_ex(s, pos, ab_link, k.wh, k.systems, drop, through);
}

/* Where seat has a unit or controls a planet: a bit per position (the
 * systems beside the board are positions too). */
static uint64_t presence(const ti4_state *s, int seat) {
  uint64_t m = 0;
  for (int pos = 0; pos < s->nmap && pos < 64; pos++)
    for (int u = 0; u < TI4_SPACE_TYPES; u++) if (s->ships[pos][seat][u]) { m |= (uint64_t)1 << pos; break; }
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (s->planet_owner[pl] != seat) continue;
    int pos = ti4_planet_pos(s, pl);
    if (pos >= 0 && pos < 64) m |= (uint64_t)1 << pos;
  }
  for (int i = 0; i < 3 && s->p[seat].faction == TI4_FACTION_SAAR; i++)   /* Floating Factories */
    if (s->floating[i]) m |= (uint64_t)1 << ((s->floating[i] - 1) & 63);
  return m;
}


/* Where every seat has a unit or controls a planet, as presence() gives it
 * for one, and the map's marks (mark_map), in one pass over the board and
 * one over the owned planets. */
static void presence_all(const ti4_state *s, uint64_t m[TI4_MAX_SEATS], map_marks *k) {
  int8_t pos_of[TI4_MAX_SYSTEMS];
  memset(pos_of, -1, sizeof pos_of);
  memset(k, 0, sizeof *k);
  for (int o = 0; o < TI4_MAX_SEATS; o++) m[o] = 0;
  _Static_assert(sizeof s->ships[0] == 9 * 8, "a position's units in space are 9 words");
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int sys = s->map[pos];
    if (sys >= 0 && sys < TI4_MAX_SYSTEMS && pos_of[sys] < 0) pos_of[sys] = (int8_t)pos;
    mark_pos(s, pos, k);
    uint64_t w[9];                                   /* most positions have no unit at all */
    memcpy(w, s->ships[pos], sizeof w);
    if (!(w[0] | w[1] | w[2] | w[3] | w[4] | w[5] | w[6] | w[7] | w[8])) continue;
    for (int o = 0; o < s->nseats; o++) {
      const uint8_t *sh = s->ships[pos][o];
      if (sh[0] | sh[1] | sh[2] | sh[3] | sh[4] | sh[5] | sh[6] | sh[7] | sh[8]) m[o] |= (uint64_t)1 << pos;
    }
  }
  for (int o = 0; o < s->nseats; o++)                /* the Saar's Floating Factories */
    for (int i = 0; i < 3 && s->p[o].faction == TI4_FACTION_SAAR; i++)
      if (s->floating[i]) m[o] |= (uint64_t)1 << ((s->floating[i] - 1) & 63);
  /* 8 owners at once, as leaders.c's count_planets: most planets are nobody's */
  for (int base = 0; base < TI4_NPLANETS; base += 8) {
    uint64_t w, hi = 0x8080808080808080ull, lo = 0x7F7F7F7F7F7F7F7Full;
    memcpy(&w, s->planet_owner + base, 8);
    w &= 0xF8F8F8F8F8F8F8F8ull;                      /* a zero byte: the owner is a seat, 0..7 */
    uint64_t owned = ~(((w & lo) + lo) | w | lo) & hi;
    for (; owned; owned &= owned - 1) {
      int pl = base + (__builtin_ctzll(owned) >> 3);
      if (pl >= TI4_NPLANETS) break;
      int o = s->planet_owner[pl], sys = ti4_planets[pl].system;
      if (o < s->nseats && pl == TI4_PLANET_MIRAGE && s->x.mirage) { m[o] |= (uint64_t)1 << (s->x.mirage - 1); continue; }
      if (o >= s->nseats || sys < 0) continue;
      int pos = sys < TI4_MAX_SYSTEMS ? pos_of[sys] : -1;
      if (pos < 0 && sys == TI4_SYSTEM_T82A && TI4_SYSTEM_T82B < TI4_MAX_SYSTEMS) pos = pos_of[TI4_SYSTEM_T82B];   /* Mallice */
      if (pos >= 0) m[o] |= (uint64_t)1 << pos;
    }
  }
}

/* Every system adjacent to one of the positions in set. */
static uint64_t near_set(const ti4_state *s, uint64_t set, int ab, const map_marks *k) {
  uint64_t m = 0;
  for (; set; set &= set - 1) m |= adjacent_set(s, __builtin_ctzll(set), ab, k->wh, k->systems);
  return m;
}

/* LRR 60 for seats a and b, given their presence and a's near sets. */
static int neighbors_of(uint64_t pa, uint64_t pb, uint64_t near_a) {
  return (pa & pb) || (near_a & pb);
}

static int ab_link_for(const ti4_state *s, int a, int b) {
  return ti4_law_in_play(s, TI4_AGENDA_WORMHOLE_RECONSTRUCTION) >= 0 ||
         s->p[a].faction == TI4_FACTION_GHOST || s->p[b].faction == TI4_FACTION_GHOST;
}

/* I.I.H.Q. Modernization (Keleres technology): its owner is a neighbour of
 * every player with units or planets in or adjacent to the Mecatol Rex
 * system (adjacency as LRR 6: wormholes count). 1 if seat owns it and the
 * presence p of the other player is there. */
static int iihq_near(const ti4_state *s, int seat, uint64_t p, int ab, const map_marks *k) {
  if (!ti4_tech_card(s, seat, TI4_TECH_I_I_H_Q_MODERNIZATION)) return 0;
  int mr = ti4_system_pos(s, ti4_planets[TI4_PLANET_MECATOL_REX].system);
  if (mr < 0 || mr >= 64) return 0;
  uint64_t at = (uint64_t)1 << mr;
  return (p & (at | near_set(s, at, ab, k))) != 0;
}

/* LRR 60: neighbours have units or planets in the same system or in adjacent
 * systems (wormholes count, 60.2; the Ghosts' Quantum Entanglement, 60.3; the
 * Ghosts' home beside the board is adjacent to delta-wormhole systems by
 * its own delta wormhole). */
int ti4_neighbors(const ti4_state *s, int a, int b) {
  if (a == b || a < 0 || b < 0 || a >= s->nseats || b >= s->nseats) return 0;
  uint64_t pa = presence(s, a), pb = presence(s, b);
  if (pa & pb) return 1;
  map_marks k;
  mark_map(s, &k);
  int ab = ab_link_for(s, a, b);
  return neighbors_of(pa, pb, near_set(s, pa, ab, &k)) || iihq_near(s, a, pb, ab, &k) || iihq_near(s, b, pa, ab, &k);
}

/* Is seat a a neighbour of every other player still in the game (Xuange)?
 * The board and the planets are walked once, not once per pair. */
int ti4_neighbors_all(const ti4_state *s, int a) {
  if (a < 0 || a >= s->nseats) return 0;
  uint64_t p[TI4_MAX_SEATS];
  map_marks k;
  presence_all(s, p, &k);
  uint64_t near[2] = {0, 0};
  int done[2] = {0, 0};
  for (int b = 0; b < s->nseats; b++) {
    if (b == a || s->p[b].faction < 0 || s->p[b].eliminated) continue;
    int ab = ab_link_for(s, a, b);
    if (!done[ab]) { near[ab] = near_set(s, p[a], ab, &k); done[ab] = 1; }
    if (!neighbors_of(p[a], p[b], near[ab]) && !iihq_near(s, a, p[b], ab, &k) && !iihq_near(s, b, p[a], ab, &k)) return 0;
  }
  return 1;
}

/* ---- standard layouts (LRR 2.0 "Game Board Setups", p. 6) ---------------
 * Per player count: the home positions (seat order), the hyperlane tiles
 * with their rotation, the positions left empty, and the blue/red tiles
 * dealt (Complete Setup step 6.ii, plus the speaker's extra tiles). Facts
 * cross-checked against the TTS hyperlane bag (darrellanderson/TI4-TTS) and
 * AsyncTI4's "5pHyperlanes" template. */
typedef struct { uint8_t pos; const char *tile; uint8_t rot; } lane_place;
typedef struct {
  uint8_t rings, blue, red;                  /* blue and red in all */
  uint8_t homes[8];
  lane_place lanes[6];
  uint8_t nunused;
  uint8_t unused[9];
  uint8_t tg[8];                             /* trade goods per seat (5 players, no hyperlanes) */
  uint8_t xblue, xred;                       /* of blue and red: the speaker's additional tiles (6.ii NOTE) */
} layout;

static const layout layouts[] = {
  /* 3 players: 6 blue + 2 red each; 9 positions of ring 3 stay empty */
  {3, 18, 6, {22, 28, 34}, {{0}}, 9, {19, 20, 24, 25, 26, 30, 31, 32, 36}, {0}, 0, 0},
  /* 4 players: 5 blue + 3 red each */
  {3, 20, 12, {23, 27, 32, 36}, {{0}}, 0, {0}, {0}, 0, 0},
  /* 5 players (hyperlanes): 3 blue + 2 red each; 83A-88A fill the sixth slice */
  {3, 15, 10, {19, 22, 25, 31, 34},
   {{4, "85a", 0}, {12, "88a", 0}, {14, "87a", 0}, {27, "83a", 0}, {28, "86a", 0}, {29, "84a", 0}}, 0, {0}, {0}, 0, 0},
  /* 6 players: 3 blue + 2 red each */
  {3, 18, 12, {19, 22, 25, 28, 31, 34}, {{0}}, 0, {0}, {0}, 0, 0},
  /* 7 players: 4 blue + 2 red each, and 3 blue + 2 red by the speaker;
   * 83A-88A fill the eighth slice of the four-ring galaxy */
  {4, 31, 16, {37, 40, 43, 46, 52, 55, 58},
   {{13, "85a", 0}, {27, "88a", 0}, {29, "87a", 0}, {48, "83a", 0}, {49, "86a", 0}, {50, "84a", 0}}, 0, {0}, {0}, 3, 2},
  /* 8 players: 4 blue + 2 red each, and 2 blue + 2 red by the speaker */
  {4, 34, 18, {37, 40, 43, 46, 49, 52, 55, 58}, {{0}}, 0, {0}, {0}, 2, 2},
};
/* 5 players without the Prophecy of Kings (no hyperlane tiles): 4 blue + 2
 * red each and one red by the speaker; three seats get trade goods. */
static const layout five_plain =
  {3, 20, 11, {22, 25, 28, 32, 36}, {{0}}, 0, {0}, {2, 4, 2, 0, 0}, 0, 1};

static const layout *layout_for(const ti4_state *s) {
  int n = s->nseats;
  if (n == 5 && !(s->expansions & TI4_SRC_POK)) return &five_plain;
  return &layouts[n - 3];
}

static int tile_ok_for_pool(const ti4_state *s, int t, int back) {
  const ti4_system_info *y = &ti4_systems[t];
  return y->back == back && !y->home && !y->hyperlane && (y->source & s->expansions);
}

/* The printed number of a tile: "83" for "83a" (one physical tile, two faces). */
static size_t tile_number_len(const char *id) {
  size_t k = 0;
  while (id[k] >= '0' && id[k] <= '9') k++;
  return k;
}

static int same_tile(int t, int u) {
  const char *a = ti4_systems[t].id, *b = ti4_systems[u].id;
  size_t ka = tile_number_len(a), kb = tile_number_len(b);
  return ka == kb && ka > 0 && !strncmp(a, b, ka);
}

static int tile_on_map(const ti4_state *s, int t) {
  for (int i = 0; i < TI4_MAX_MAP; i++) if (s->map[i] >= 0 && same_tile(s->map[i], t)) return 1;
  return 0;
}

/* One word of a map string: a tile number ("18", "1" for "01"), a two-sided
 * tile with its side ("82b", "83A"), a hyperlane with its rotation in
 * 60-degree steps clockwise ("83a3", as TTS and AsyncTI4 write it) or in
 * degrees ("83a180"). Returns the system index, -1 if the word is none. */
static int map_word(const char *w, int *rot) {
  char id[8];
  size_t k = tile_number_len(w);
  *rot = 0;
  if (k == 0 || k > 3) return -1;
  memcpy(id, w, k);
  id[k] = 0;
  const char *rest = w + k;
  if (*rest >= 'A' && *rest <= 'Z') id[k] = (char)(*rest - 'A' + 'a');
  else if (*rest >= 'a' && *rest <= 'z') id[k] = *rest;
  if (id[k]) { id[k + 1] = 0; rest++; }
  if (*rest) {
    if (!id[k]) return -1;                     /* a rotation needs a side letter */
    size_t nd = tile_number_len(rest);
    if (nd == 0 || rest[nd] || nd > 3) return -1;
    int v = atoi(rest);
    if (v < 6) *rot = v;
    else if (v % 60 == 0 && v < 360) *rot = v / 60;
    else return -1;
  }
  int t = ti4_content_find(TI4_K_SYSTEM, id);
  if (t < 0 && k == 1 && !id[1]) {             /* "1" for tile "01" */
    char w2[4] = {'0', id[0], 0, 0};
    t = ti4_content_find(TI4_K_SYSTEM, w2);
  }
  if (t >= 0 && *rot && !ti4_systems[t].hyperlane) return -1;
  return t;
}

/* A community map string: tiles ring by ring from the top, clockwise, spaces
 * or commas; "0" marks a home position (p1, p2, ... in position order), "-1"
 * an empty one; Mecatol Rex first ("18", or "{18}" as TTS writes the centre)
 * or implied. */
static int parse_map(ti4_state *s, const char *str, uint8_t *home_pos, ti4_error *e) {
  char word[16];
  int pos = 0, nh = 0, first = 1;
  const char *p = str;
  int mecatol = ti4_content_find(TI4_K_SYSTEM, "18");
  for (int i = 0; i < TI4_MAX_MAP; i++) { s->map[i] = -1; s->map_rot[i] = 0; }
  s->map[0] = (int16_t)mecatol;
  pos = 1;
  while (*p) {
    while (*p == ' ' || *p == ',') p++;
    if (!*p) break;
    size_t k = 0;
    while (*p && *p != ' ' && *p != ',') {
      if (k + 1 < sizeof word) word[k++] = *p;
      p++;
    }
    word[k] = 0;
    if (first) {
      first = 0;
      if (!strcmp(word, "18") || !strcmp(word, "{18}")) continue;
    }
    if (pos >= TI4_MAX_MAP) return ti4_fail(e, TI4_EILLEGAL, "", N_("the map string is longer than 4 rings at %s"), word);
    if (!strcmp(word, "0")) {
      if (nh < TI4_MAX_SEATS) home_pos[nh] = (uint8_t)pos;
      nh++;
      pos++;
      continue;
    }
    if (!strcmp(word, "-1")) { pos++; continue; }   /* an empty position */
    int rot, t = map_word(word, &rot);
    if (t < 0) return ti4_fail(e, TI4_EILLEGAL, "", N_("unknown tile %s in the map string"), word);
    if (tile_on_map(s, t)) return ti4_fail(e, TI4_EILLEGAL, "", N_("tile %s appears twice in the map string"), word);
    s->map[pos] = (int16_t)t;
    s->map_rot[pos] = (uint8_t)rot;
    pos++;
  }
  if (nh != s->nseats)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("the map string needs one 0 (a home position) per player: %s"), "0");
  s->nmap = (uint8_t)(pos <= 37 ? 37 : 61);
  return 0;
}

/* The positions of the standard galaxy the dealt tiles fill: not Mecatol
 * Rex, a home, a hyperlane or a position the layout leaves empty. */
static void layout_open(const ti4_state *s, const layout *L, uint8_t open[TI4_MAX_MAP]) {
  memset(open, 0, TI4_MAX_MAP);
  for (int pos = 1; pos < (L->rings == 3 ? 37 : 61); pos++) open[pos] = 1;   /* not s->nmap: the nexus may be beside */
  for (int i = 0; i < s->nseats; i++) open[L->homes[i]] = 0;
  for (int i = 0; i < L->nunused; i++) open[L->unused[i]] = 0;
  for (int i = 0; i < 6 && L->lanes[i].tile; i++) open[L->lanes[i].pos] = 0;
}

/* Complete Setup 6.iii: "Anomaly system tiles cannot be placed next to one
 * another ... system tiles that contain the same type of wormhole cannot be
 * placed next to one another" -- what placing system sys at pos would
 * break (TI4_CLASH_* bits): the tiles that touch pos, hyperlanes not
 * followed (next to = sharing a side). */
unsigned ti4_galaxy_clash(const ti4_state *s, int sys, int pos) {
  if (sys < 0 || sys >= TI4_NSYSTEMS || pos < 0 || pos >= TI4_POS_BESIDE) return 0;
  const ti4_system_info *y = &ti4_systems[sys];
  unsigned c = 0;
  for (int d = 0; d < 6; d++) {
    int n = step_pos(pos, d, s->nmap);
    if (n < 0 || s->map[n] < 0) continue;
    const ti4_system_info *z = &ti4_systems[s->map[n]];
    if (y->anomalies && z->anomalies) c |= TI4_CLASH_ANOMALY;
    if (y->wormholes & z->wormholes) c |= TI4_CLASH_WORMHOLE;
  }
  return c;
}

/* How many tiles touching pos the tile there breaks a 6.iii limit with. */
static int clash_count(const ti4_state *s, int pos) {
  if (s->map[pos] < 0) return 0;
  const ti4_system_info *y = &ti4_systems[s->map[pos]];
  int c = 0;
  for (int d = 0; d < 6; d++) {
    int n = step_pos(pos, d, s->nmap);
    if (n < 0 || s->map[n] < 0) continue;
    const ti4_system_info *z = &ti4_systems[s->map[n]];
    c += (y->anomalies && z->anomalies) + ((y->wormholes & z->wormholes) != 0);
  }
  return c;
}
static int clash_total(const ti4_state *s, const uint8_t open[TI4_MAX_MAP]) {
  int c = 0;
  for (int pos = 1; pos < TI4_POS_BESIDE; pos++) if (open[pos]) c += clash_count(s, pos);
  return c;
}

/* The ring of a position (0 Mecatol Rex .. 4). */
static int ring_of(int pos) {
  return pos == 0 ? 0 : pos <= 6 ? 1 : pos <= 18 ? 2 : pos <= 36 ? 3 : 4;
}

/* Complete Setup 6.iii, "each ring around Mecatol Rex must be fully built
 * before any tile can be placed in the next ring": the open positions of the
 * standard galaxy a tile may go to now, as a bit mask (0 once all are
 * filled); *ring gets their ring, *later the open positions of later rings. */
uint64_t ti4_galaxy_open(const ti4_state *s, int *ring, uint64_t *later) {
  uint8_t open[TI4_MAX_MAP];
  layout_open(s, layout_for(s), open);
  int r = 0;
  uint64_t m = 0, l = 0;
  for (int pos = 1; pos < s->nmap && pos < TI4_POS_BESIDE; pos++) {
    if (!open[pos] || s->map[pos] >= 0) continue;
    if (!r) r = ring_of(pos);
    if (ring_of(pos) == r) m |= (uint64_t)1 << pos;
    else l |= (uint64_t)1 << pos;
  }
  if (ring) *ring = r;
  if (later) *later = l;
  return m;
}

/* The standard galaxy: the layout's homes, hyperlanes and empty positions,
 * and the dealt blue and red tiles: placed here at random, position by
 * position ring by ring, each the first tile left in the shuffled order that
 * is not an anomaly next to an anomaly nor a wormhole next to the same
 * wormhole (6.iii), or the first left if every one is; or, with place,
 * dealt to the players (s->deal), who place them (common/game_setup.c). */
static void standard_map(ti4_state *s, uint8_t *home_pos, int place) {
  const layout *L = layout_for(s);
  int n = s->nseats;
  s->nmap = (uint8_t)(L->rings == 3 ? 37 : 61);
  for (int i = 0; i < TI4_MAX_MAP; i++) { s->map[i] = -1; s->map_rot[i] = 0; }
  s->map[0] = (int16_t)ti4_content_find(TI4_K_SYSTEM, "18");
  for (int i = 0; i < n; i++) home_pos[i] = L->homes[i];
  for (int i = 0; i < 6 && L->lanes[i].tile; i++) {
    s->map[L->lanes[i].pos] = (int16_t)ti4_content_find(TI4_K_SYSTEM, L->lanes[i].tile);
    s->map_rot[L->lanes[i].pos] = L->lanes[i].rot;
  }
  /* deal: one shuffle of every blue and red tile; the first L->blue blue
   * and L->red red ones in that order are dealt */
  uint8_t pool[TI4_MAX_SYSTEMS], blue[TI4_MAX_MAP], red[TI4_MAX_MAP], dealt[TI4_MAX_MAP];
  unsigned np = 0, nb = 0, nr = 0, nd = 0;
  for (int t = 0; t < TI4_NSYSTEMS && np < TI4_MAX_SYSTEMS; t++)
    if (tile_ok_for_pool(s, t, 1) || tile_ok_for_pool(s, t, 2)) pool[np++] = (uint8_t)t;
  ti4_rng_shuffle(s->rng, pool, np);
  for (unsigned k = 0; k < np; k++) {
    int is_blue = ti4_systems[pool[k]].back == 1;
    if (is_blue ? nb >= L->blue : nr >= L->red) continue;
    if (is_blue) blue[nb++] = pool[k]; else red[nr++] = pool[k];
    dealt[nd++] = pool[k];
  }
  for (int i = 0; i < n; i++) s->p[i].tg = (uint8_t)(s->p[i].tg + L->tg[i]);
  if (place) {                                 /* 6.ii: seat k's blue tiles, then its red ones */
    unsigned bper = (nb - L->xblue) / (unsigned)n, rper = (nr - L->xred) / (unsigned)n, k = 0;
    memset(&s->deal, 0, sizeof s->deal);
    s->deal.per = (uint8_t)(bper + rper);
    s->deal.extra = (uint8_t)(L->xblue + L->xred);
    for (unsigned i = 0; i < (unsigned)n; i++) {
      for (unsigned j = 0; j < bper; j++) s->deal.tiles[k++] = (uint8_t)(blue[i * bper + j] + 1);
      for (unsigned j = 0; j < rper; j++) s->deal.tiles[k++] = (uint8_t)(red[i * rper + j] + 1);
    }
    for (unsigned j = (unsigned)n * bper; j < nb; j++) s->deal.tiles[k++] = (uint8_t)(blue[j] + 1);   /* the speaker's */
    for (unsigned j = (unsigned)n * rper; j < nr; j++) s->deal.tiles[k++] = (uint8_t)(red[j] + 1);
    return;
  }
  uint8_t open[TI4_MAX_MAP];
  layout_open(s, L, open);
  for (int pos = 1; pos < s->nmap && nd; pos++) {
    if (!open[pos]) continue;
    unsigned pick = 0;
    for (unsigned k = 0; k < nd; k++)
      if (!ti4_galaxy_clash(s, dealt[k], pos)) { pick = k; break; }
    s->map[pos] = dealt[pick];
    memmove(dealt + pick, dealt + pick + 1, nd - pick - 1);
    nd--;
  }
  /* where the first-fit left tiles next to each other, swap two placed
   * tiles while that lowers the number of such pairs ("unless there is no
   * other option"): no draw from the generator, so the rest of the setup
   * deals as before */
  int best = clash_total(s, open);
  for (int pass = 0; pass < 8 && best; pass++) {
    int improved = 0;
    for (int a = 1; a < TI4_POS_BESIDE && best; a++) {
      if (!open[a] || !clash_count(s, a)) continue;
      for (int b = 1; b < TI4_POS_BESIDE; b++) {
        if (!open[b] || b == a) continue;
        int16_t t = s->map[a];
        s->map[a] = s->map[b]; s->map[b] = t;
        int now = clash_total(s, open);
        if (now < best) { best = now; improved = 1; break; }
        s->map[b] = s->map[a]; s->map[a] = t;
      }
    }
    if (!improved) break;
  }
}

/* Build the galaxy: from a map string, or the standard layout for the
 * player count (place: its tiles dealt, not placed); home_pos gets each
 * seat's home position. */
int ti4_galaxy_build(ti4_state *s, const char *map, int place, uint8_t *home_pos, ti4_error *e) {
  if (map && map[0]) {
    if (place) return ti4_fail(e, TI4_EILLEGAL, "", N_("galaxy=place deals the standard galaxy's tiles; a map string places its own (%s)"), map);
    return parse_map(s, map, home_pos, e);
  }
  standard_map(s, home_pos, place);
  return TI4_OK;
}

/* Setup step 7 (38.1), and heroes2.c for the systems that lost theirs. */
void ti4_explore_place_frontier(ti4_state *s) {
  if (!(s->expansions & TI4_SRC_POK)) return;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int sys = s->map[pos];
    if (sys < 0 || sys >= TI4_NSYSTEMS) continue;
    const ti4_system_info *y = &ti4_systems[sys];
    /* 38.1: no planets; not a hyperlane (a); the Creuss Gate (d) has none.
     * Mecatol Rex and home systems have planets. */
    if (y->nplanets == 0 && !y->hyperlane) s->x.frontier |= (uint64_t)1 << pos;
  }
}

/* Systems named by tile number (`component ghost_ship 26`): the number of
 * system sys's tile (-1 if its id is not all digits: hyperlanes, 82a/b),
 * and the map position of the tile numbered n (-1 if not on the board). */
int ti4_tile_number(int sys) {
  int n = 0;
  if (sys < 0) return -1;
  for (const char *c = ti4_systems[sys].id; *c; c++) { if (*c < '0' || *c > '9') return -1; n = n * 10 + (*c - '0'); }
  return n;
}
int ti4_tile_pos(const ti4_state *s, int n) {
  if (n < 0) return -1;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (s->map[pos] >= 0 && ti4_tile_number(s->map[pos]) == n) return pos;
  return -1;
}
