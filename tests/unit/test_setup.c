/* test_setup.c -- the full setup's choices and the Ghosts' home (galaxy.c),
 * through the C API.
 * LRR Complete Setup step 12.i: two secret objectives drawn, one kept, the
 * other back in the deck; step 11 and the faction sheets: starting
 * technology choices; the Ghosts of Creuss sheet: the Creuss Gate (17) on the
 * board, tile 51 beside it with the Ghosts' starting ships; LRR 99.3: Warfare's
 * secondary produces into that off-board home system. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "helpers.h"
#include <stdio.h>
#include <string.h>

#include "rules.h"
#include "round.h"
#include "units.h"

static ti4_move legal[4096];
static ti4_state st;

static void setup(int players, uint64_t seed, const char *const *factions, const char *map) {
  ti4_setup o;
  ti4_error e;
  memset(&o, 0, sizeof o);
  o.players = players;
  o.seed = seed;
  o.map = map;
  o.edits = 1;                 /* some tests set the table up further by edits */
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  for (int i = 0; factions && factions[i]; i++) o.factions[i] = (int16_t)ti4_content_find(TI4_K_FACTION, factions[i]);
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
}

static void apply_line(const char *line) {
  ti4_move m;
  ti4_error e;
  assert_int_equal(ti4_move_parse(&m, line, &st, &e), TI4_OK);
  int rc = ti4_state_apply(&st, &m, NULL, &e);
  if (rc) fprintf(stderr, "%s: %s %s %s\n", line, e.rule, e.msg, e.word);
  assert_int_equal(rc, TI4_OK);
}

static int held(int seat) {
  int n = 0;
  for (int o = 0; o < TI4_NOBJECTIVES; o++) n += st.secret_holder[o] == seat;
  return n;
}

/* Setup 12.i: every seat keeps exactly one of two; the deck gets the rest back. */
static void test_secrets_kept(void **unused) {
  (void)unused;
  for (int n = 3; n <= 8; n++) {
    setup(n, (uint64_t)(40 + n), NULL, NULL);
    int deck = st.nsecret_deck;
    for (int i = 0; i < n; i++) assert_int_equal(held(i), 2);
    size_t k = 0;
    while (st.phase == TI4_PHASE_SETUP) {
      assert_int_equal(st.pending.kind, TI4_PEND_CHOOSE);
      ti4_state_legal(legal, 4096, &k, &st);
      assert_true(k > 0);
      ti4_error e;
      assert_int_equal(ti4_state_apply(&st, &legal[k - 1], NULL, &e), TI4_OK);
    }
    assert_int_equal(st.phase, TI4_PHASE_STRATEGY);
    assert_int_equal(st.pending.kind, TI4_PEND_PICK);
    for (int i = 0; i < n; i++) assert_int_equal(held(i), 1);
    assert_int_equal(st.nsecret_deck, deck + n);
  }
}

/* The Ghosts' sheet: gate on the board, 51 beside it (its own position,
 * 39.1a) with the Ghosts' starting ships. */
static void test_creuss_gate(void **unused) {
  (void)unused;
  static const char *const f[] = {"sol", "ghost", "hacan", NULL};
  setup(3, 7, f, NULL);
  int gate = ti4_content_find(TI4_K_SYSTEM, "17"), home = ti4_content_find(TI4_K_SYSTEM, "51");
  int ngate = 0;
  assert_int_equal(st.map[TI4_POS_CREUSS], home);
  assert_int_equal(st.nmap, TI4_MAX_MAP);
  for (int p = 0; p < TI4_POS_BESIDE; p++) {
    assert_int_not_equal(st.map[p], home);
    ngate += st.map[p] == gate;
    for (int u = 0; u < 7; u++) if (st.map[p] == gate) assert_int_equal(st.ships[p][1][u], 0);
  }
  assert_int_equal(ngate, 1);
  assert_int_equal(st.planet_owner[TI4_PLANET_CREUSS], 1);
  assert_int_equal(st.ships[TI4_POS_CREUSS][1][TI4_UT_CARRIER], 2);
  assert_int_equal(st.ships[TI4_POS_CREUSS][1][TI4_UT_DESTROYER], 1);
  assert_int_equal(st.ships[TI4_POS_CREUSS][1][TI4_UT_FIGHTER], 2);
  assert_int_equal(st.planet_units[TI4_PLANET_CREUSS][0], 4);   /* infantry */
  assert_int_equal(st.planet_units[TI4_PLANET_CREUSS][3], 1);   /* space dock */
  assert_int_equal(st.ships[TI4_POS_CREUSS][0][TI4_UT_CARRIER], 0);   /* Sol's are on the board */

  /* LRR 99.3: Warfare's secondary builds in the Ghosts' home system. */
  apply_line("set strategy p1 warfare");
  apply_line("set phase action");
  apply_line("p1 standing never");
  apply_line("p2 standing never");
  apply_line("p3 standing never");
  apply_line("p1 strategic warfare");
  apply_line("p1 choose tactic=3 fleet=3 strategy=2");   /* no token on the board: none gained (99.1); fleet 3 keeps Jord's 3 ships (37.3) */
  assert_int_equal(st.pending.kind, TI4_PEND_SECONDARY);
  assert_int_equal(st.pending.seat, 1);
  apply_line("p2 follow destroyer=2 fighter=2 creuss");   /* 1+1+1 = 3 resources: Creuss 4, production 6 */
  assert_int_equal(st.ships[TI4_POS_CREUSS][1][TI4_UT_DESTROYER], 3);
  assert_int_equal(st.ships[TI4_POS_CREUSS][1][TI4_UT_FIGHTER], 4);
  assert_true(st.planet_flags[TI4_PLANET_CREUSS] & TI4_PF_EXHAUSTED);
  assert_int_equal(st.p[1].strategy, 1);
}

/* Faction sheets: Argent 2 of 3, Winnu 1 without prerequisites, Keleres 2
 * owned by the others (after them). */
static void test_start_techs(void **unused) {
  (void)unused;
  static const char *const f[] = {"argent", "winnu", "keleres_xxcha", NULL};
  setup(3, 11, f, NULL);
  size_t k = 0;
  int asked[3] = {0, 0, 0};
  while (st.phase == TI4_PHASE_SETUP && st.pending.choice == 220) {
    int seat = st.pending.seat;
    asked[seat]++;
    ti4_state_legal(legal, 4096, &k, &st);
    for (size_t i = 0; i < k && i < 4096; i++) {
      int t = legal[i].card;
      assert_true(t >= 0);
      assert_int_equal(ti4_techs[t].faction, -1);
      if (seat == 0) assert_true(t == TI4_TECH_NEURAL_MOTIVATOR || t == TI4_TECH_SARWEEN_TOOLS || t == TI4_TECH_PLASMA_SCORING);
      if (seat == 1) for (int c = 0; c < 5; c++) assert_int_equal(ti4_techs[t].prereq[c], 0);
      if (seat == 2) assert_true(ti4_has_tech(&st, 0, t) || ti4_has_tech(&st, 1, t));
    }
    ti4_error e;
    assert_int_equal(ti4_state_apply(&st, &legal[0], NULL, &e), TI4_OK);
    if (seat == 2) assert_int_equal(asked[0] + asked[1], 3);   /* the Keleres last */
  }
  assert_int_equal(asked[0], 2);
  assert_int_equal(asked[1], 1);
  assert_int_equal(asked[2], 2);
}


/* ---- the galaxy (galaxy.c): standard layouts, map strings, adjacency ---- */
#include "round.h"
#include "units.h"

static int tile(const char *id) { return ti4_content_find(TI4_K_SYSTEM, id); }

/* LRR "Game Board Setups": homes, hyperlanes and empty positions per count;
 * Mecatol Rex at 0; no physical tile twice; adjacency symmetric. */
static void test_standard_layouts(void **unused) {
  (void)unused;
  static const uint8_t homes[6][8] = {
    {22, 28, 34}, {23, 27, 32, 36}, {19, 22, 25, 31, 34},
    {19, 22, 25, 28, 31, 34}, {37, 40, 43, 46, 52, 55, 58}, {37, 40, 43, 46, 49, 52, 55, 58},
  };
  for (int n = 3; n <= 8; n++) {
    setup(n, (uint64_t)(70 + n), NULL, NULL);
    assert_int_equal(st.map[0], tile("18"));
    assert_int_equal(st.nmap, TI4_MAX_MAP);          /* the rings (37 or 61) and the two beside the board */
    assert_int_equal(st.map[TI4_POS_NEXUS], tile("82a"));   /* LRR 100.1: beside the board, inactive */
    int board = n <= 6 ? 37 : 61;
    for (int i = 0; i < n; i++) {
      int pos = homes[n - 3][i], sys = st.map[pos];
      int home = ti4_factions[st.p[i].faction].home_system;
      assert_true(sys == home || (st.p[i].faction == TI4_FACTION_GHOST && sys == tile("17")));
    }
    int lanes = 0, empty = 0;
    for (int p = 0; p < st.nmap; p++) {
      if (st.map[p] < 0) { empty += p < board; continue; }
      lanes += ti4_systems[st.map[p]].hyperlane;
      for (int q = p + 1; q < st.nmap; q++)
        if (st.map[q] >= 0) {
          const char *a = ti4_systems[st.map[p]].id, *b = ti4_systems[st.map[q]].id;
          assert_false(strncmp(a, b, 2) == 0 && (a[2] == 0 || a[2] > '9') && (b[2] == 0 || b[2] > '9'));
        }
      for (int q = 0; q < st.nmap; q++)
        assert_int_equal(ti4_adjacent(&st, p, q), ti4_adjacent(&st, q, p));
      assert_false(ti4_adjacent(&st, p, p));     /* 6.2a */
    }
    assert_int_equal(lanes, n == 5 || n == 7 ? 6 : 0);
    assert_int_equal(empty, n == 3 ? 9 : 0);
    if (n == 5) {
      assert_int_equal(st.map[4], tile("85a"));
      assert_int_equal(st.map[12], tile("88a"));
      assert_int_equal(st.map[14], tile("87a"));
      assert_int_equal(st.map[27], tile("83a"));
      assert_int_equal(st.map[28], tile("86a"));
      assert_int_equal(st.map[29], tile("84a"));
      assert_true(ti4_adjacent(&st, 3, 5));     /* across 85A */
      assert_true(ti4_adjacent(&st, 13, 3));    /* 88A */
      assert_true(ti4_adjacent(&st, 13, 11));
      assert_true(ti4_adjacent(&st, 13, 26));
      assert_true(ti4_adjacent(&st, 13, 5));    /* 87A */
      assert_true(ti4_adjacent(&st, 13, 30));
      assert_true(ti4_adjacent(&st, 13, 15));
      assert_true(ti4_adjacent(&st, 26, 30));   /* 83A, 86A, 84A in a row */
      assert_false(ti4_adjacent(&st, 3, 26));   /* lanes meeting at an edge do not join (44) */
      assert_false(ti4_adjacent(&st, 0, 4));    /* a hyperlane is not a system (44.2) */
    }
    if (n == 7) {
      assert_int_equal(st.map[13], tile("85a"));
      assert_int_equal(st.map[49], tile("86a"));
      assert_true(ti4_adjacent(&st, 12, 14));
      assert_true(ti4_adjacent(&st, 47, 51));
      assert_true(ti4_adjacent(&st, 28, 47));
      assert_false(ti4_adjacent(&st, 12, 47));
    }
  }
}

/* Map strings: rotations as the community writes them; bad words named. */
static void test_map_words(void **unused) {
  (void)unused;
  ti4_setup o = ti4pos_options(3, 5);
  ti4_error e;
  /* 85A at position 1 (north of Mecatol): printed lanes NE-NW join 8 and 18;
   * turned 60 degrees clockwise (85a1) they run SE-N and join 2 and 7 */
  o.map = "{18} 85A0 20 21 22 23 24 0 25 26 27 28 0 29 30 31 32 0 33";
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
  assert_true(ti4_adjacent(&st, 8, 18));
  assert_false(ti4_adjacent(&st, 2, 7));
  o.map = "85a1 20 21 22 23 24 0 25 26 27 28 0 29 30 31 32 0 33";
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
  assert_int_equal(st.map_rot[1], 1);
  assert_true(ti4_adjacent(&st, 2, 7));
  assert_false(ti4_adjacent(&st, 8, 18));
  o.map = "85a60 20 21 22 23 24 0 25 26 27 28 0 29 30 31 32 0 33";
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
  assert_int_equal(st.map_rot[1], 1);
  static const char *const bad[] = {"83a7", "83x", "19b2", "83a90", "banana"};
  char buf[128];
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    snprintf(buf, sizeof buf, "%s 20 21 22 23 24 0 25 26 27 28 0 29 30 31 32 0 33", bad[i]);
    o.map = buf;
    assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_EILLEGAL);
    assert_string_equal(e.word, bad[i]);
  }
  o.map = "83a 20 21 22 23 24 0 25 26 27 28 0 29 30 31 32 0 83b";
  assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_EILLEGAL);
  assert_string_equal(e.word, "83b");
}

/* LRR 101 / 6.1: matching wormholes; 60: neighbours by units and planets. */
static void test_wormholes_neighbors(void **unused) {
  (void)unused;
  /* Quann (25, beta) at 1, Lodor (26, alpha) at 8, tile 39 (alpha) at 20 */
  setup(3, 5, NULL, "25 20 21 22 23 24 0 26 27 28 29 0 30 31 32 33 0 34 35 39");
  assert_int_equal(st.map[19], tile("35"));
  assert_int_equal(st.map[20], tile("39"));
  assert_true(ti4_adjacent(&st, 8, 20));     /* alpha - alpha */
  assert_false(ti4_adjacent(&st, 1, 20));    /* beta - alpha */
  assert_false(ti4_adjacent(&st, 7, 12));
  /* homes at 7 (p1), 12 (p2), 17 (p3): nobody is anybody's neighbour */
  assert_false(ti4_neighbors(&st, 0, 1));
  assert_false(ti4_neighbors(&st, 0, 2));
  assert_false(ti4_neighbors(&st, 0, 0));
  st.ships[18][2][TI4_UT_DESTROYER] = 1;    /* p3 next to p1's home (7-18) */
  assert_true(ti4_neighbors(&st, 0, 2));
  assert_true(ti4_neighbors(&st, 2, 0));
  st.ships[18][2][TI4_UT_DESTROYER] = 0;
  st.ships[8][0][TI4_UT_CARRIER] = 1;       /* p1 at Lodor (alpha) */
  st.ships[20][1][TI4_UT_CARRIER] = 1;      /* p2 at 39 (alpha), far away */
  assert_true(ti4_neighbors(&st, 0, 1));    /* 60.2: through a wormhole */
}

/* LRR 6, 60: the position tables give every position its six sides (ring 1
 * around Mecatol Rex, 6 sides inside the board), and neighbours (60) from
 * single units agree with ti4_adjacent pair by pair, hyperlanes and
 * wormholes included, on every standard layout. */
int ti4_neighbors_all(const ti4_state *s, int seat);   /* galaxy.c */
static void test_adjacency_tables(void **unused) {
  (void)unused;
  static const char *const f[] = {"sol", "hacan", "xxcha", "jolnar", "l1z1x", "yssaril", "naalu", "arborec", NULL};
  for (int n = 3; n <= 8; n++) {
    setup(n, (uint64_t)(90 + n), f, NULL);
    if (n == 8) {                              /* no hyperlanes: the plain hex grid */
      for (int p = 1; p <= 6; p++) assert_true(ti4_adjacent(&st, 0, p));
      for (int p = 7; p < st.nmap; p++) assert_false(ti4_adjacent(&st, 0, p));
      assert_true(ti4_adjacent(&st, 1, 7));    /* N of ring 1, N of ring 2 */
      assert_true(ti4_adjacent(&st, 36, 60));  /* the last of ring 3 and of ring 4 */
      assert_true(ti4_adjacent(&st, 19, 37));
      assert_true(ti4_adjacent(&st, 19, 60));  /* ring 4 closes on itself beside 19 */
      assert_false(ti4_adjacent(&st, 19, 40));
    }
    for (int i = 0; i < n; i++) {             /* all at once, as Xuange asks, or pair by pair */
      if (i) st.ships[i][i - 1][TI4_UT_FIGHTER] = 1;
      int all = 1;
      for (int j = 0; j < n; j++) all &= j == i || ti4_neighbors(&st, i, j);
      assert_int_equal(ti4_neighbors_all(&st, i), all);
    }
    memset(st.ships, 0, sizeof st.ships);
    for (int p = 0; p < TI4_NPLANETS; p++) st.planet_owner[p] = TI4_NOBODY;
    for (int x = 0; x < st.nmap; x++) {
      st.ships[x][0][TI4_UT_CARRIER] = 1;
      for (int y = 0; y < st.nmap; y++) {
        st.ships[y][1][TI4_UT_CARRIER] = 1;
        assert_int_equal(ti4_neighbors(&st, 0, 1), x == y || ti4_adjacent(&st, x, y));
        st.ships[y][1][TI4_UT_CARRIER] = 0;
      }
      st.ships[x][0][TI4_UT_CARRIER] = 0;
    }
  }
}


/* Setup 6.iii with galaxy=place: over every player count, the speaker's
 * additional tiles and then the snake order; `legal` lists exactly the
 * placements apply accepts (every (dealt tile, position) pair is tried), a
 * placement breaking a limit is listed only when every one would, and at
 * the end every open position holds a tile and the hands are empty. */
static void test_place_galaxy(void **unused) {
  (void)unused;
  static ti4_state copy;
  uint64_t r = 12345;
  for (int n = 3; n <= 9; n++) {
    ti4_setup o;
    ti4_error e;
    memset(&o, 0, sizeof o);
    o.players = n == 9 ? 5 : n;
    o.expansions = n == 9 ? TI4_SRC_BASE : 0;   /* 5 players without hyperlanes: one additional red tile */
    o.seed = (uint64_t)(70 + n);
    o.place = 1;
    for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
    assert_int_equal(ti4_state_setup(&st, &o, &e), TI4_OK);
    int total = st.nseats * st.deal.per + st.deal.extra, placed = 0;
    assert_true(st.deal.per > 0);
    ti4_state_view(&copy, &st, 0);                /* 6.ii: dealt facedown, each seat sees its own */
    for (int i = 0; i < total; i++) {
      int holder = i < st.nseats * st.deal.per ? i / st.deal.per : st.speaker;
      assert_true(st.deal.tiles[i] > 0 && st.deal.tiles[i] <= TI4_NSYSTEMS);
      assert_int_equal(copy.deal.tiles[i], holder == 0 ? st.deal.tiles[i] : TI4_HIDDEN);
    }
    while (st.phase == TI4_PHASE_SETUP && st.deal.per) {
      size_t k = 0;
      ti4_state_legal(legal, 4096, &k, &st);
      assert_true(k > 0 && k <= 4096);
      int seat = legal[0].seat, clean = 0, dirty = 0;
      for (size_t i = 0; i < k; i++) {
        int sys = ti4_tile_pos(&st, legal[i].arg[0]) < 0 ? -1 : 0;
        assert_int_equal(sys, -1);                  /* not on the board yet */
        for (int t = 0; t < TI4_NSYSTEMS; t++)
          if (ti4_tile_number(t) == legal[i].arg[0]) sys = t;
        if (ti4_galaxy_clash(&st, sys, legal[i].arg[1])) dirty = 1; else clean = 1;
        memcpy(&copy, &st, sizeof st);
        assert_int_equal(ti4_state_apply(&copy, &legal[i], NULL, &e), TI4_OK);
      }
      assert_false(clean && dirty);                 /* "unless there is no other option" */
      for (int i = 0; i < TI4_MAX_DEAL; i++) {      /* every dealt tile at every position */
        if (!st.deal.tiles[i]) continue;
        for (int pos = 0; pos < 61; pos++) {
          ti4_move m;
          ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
          m.arg[0] = (int16_t)ti4_tile_number(st.deal.tiles[i] - 1);
          m.arg[1] = (int16_t)pos;
          int listed = 0;
          for (size_t j = 0; j < k; j++) listed |= legal[j].arg[0] == m.arg[0] && legal[j].arg[1] == pos;
          memcpy(&copy, &st, sizeof st);
          int rc = ti4_state_apply(&copy, &m, NULL, &e);
          assert_int_equal(rc == TI4_OK, listed);
          if (rc) assert_memory_equal(&copy, &st, sizeof st);   /* a refused move changes nothing */
        }
      }
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      assert_int_equal(ti4_state_apply(&st, &legal[(r >> 33) % k], NULL, &e), TI4_OK);
      placed++;
    }
    assert_int_equal(placed, total);
    for (int i = 0; i < TI4_MAX_DEAL; i++) assert_int_equal(st.deal.tiles[i], 0);
    assert_int_equal(ti4_galaxy_open(&st, NULL, NULL), 0);
    assert_int_equal(st.phase == TI4_PHASE_SETUP || st.phase == TI4_PHASE_STRATEGY, 1);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_secrets_kept),
    cmocka_unit_test(test_creuss_gate),
    cmocka_unit_test(test_start_techs),
    cmocka_unit_test(test_standard_layouts),
    cmocka_unit_test(test_map_words),
    cmocka_unit_test(test_wormholes_neighbors),
    cmocka_unit_test(test_adjacency_tables),
    cmocka_unit_test(test_place_galaxy),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
