/* bench.c -- `ti4 bench`: how fast the engine is, measured on random legal
 * play from fixed seeds through the flat-state API, printed as one JSON
 * line. The clock lives here, never in the library. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

#include "ti4/ti4.h"
#include "content.h"
#include "position.h"
#include "policy.h"

int ti4_bench_main(int argc, char **argv);

#define NPOS 16          /* prepared agenda positions (seeds 1..NPOS) */
#define MAXLEGAL 2048

/* --cpu: the process's CPU time instead of the wall clock, for a shared,
 * loaded machine (time spent waiting for a core is not counted). */
static clockid_t bench_clock = CLOCK_MONOTONIC;

static double now_s(void) {
  struct timespec t;
  clock_gettime(bench_clock, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Keeps the compiler from dropping a copy nobody reads. */
static void touch(void *p) { __asm__ __volatile__("" : : "r"(p) : "memory"); }

/* Mean ns of one memcpy of n bytes, over about `budget` seconds. */
static double time_memcpy(size_t n, double budget) {
  unsigned char *a = malloc(n), *b = malloc(n);
  if (!a || !b) { free(a); free(b); return 0; }
  memset(a, 1, n);
  long iters = 0;
  double t0 = now_s(), t;
  do {
    for (int i = 0; i < 1000; i++) { memcpy(b, a, n); touch(b); a[i & 63]++; }
    iters += 1000;
  } while ((t = now_s()) - t0 < budget);
  free(a); free(b);
  return (t - t0) * 1e9 / (double)iters;
}

static double time_clone(const ti4_state *src, double budget) {
  ti4_state *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  if (!a || !b) { free(a); free(b); return 0; }
  *a = *src;
  long iters = 0;
  double t0 = now_s(), t;
  do {
    for (int i = 0; i < 1000; i++) { *b = *a; touch(b); a->moves++; }
    iters += 1000;
  } while ((t = now_s()) - t0 < budget);
  free(a); free(b);
  return (t - t0) * 1e9 / (double)iters;
}

/* Play the state forward with random legal moves until pending is NONE
 * (game over) or stop() says so. Returns decisions made; refusals of a
 * listed move are counted in *refused (must stay 0). When timing is set,
 * legal and apply are timed call by call. */
typedef struct {
  ti4_move moves[MAXLEGAL];
  ti4_move ahead[MAXLEGAL];  /* the full games' chooser looks ahead (policy.h) */
  ti4_state scratch;
  uint64_t rng;
  long refused;
  double legal_s, apply_s;
  long legal_n, apply_n;
} player;

static long play(player *pl, ti4_state *s, int phase_only, int round_only, int timing) {
  long k = 0;
  int phase = s->phase, round = s->round;
  for (int guard = 0; guard < 200000; guard++) {
    if (s->pending.kind == TI4_PEND_NONE) break;
    if (phase_only && s->phase != phase) break;
    if (round_only && s->round != round) break;
    size_t n = 0;
    double t0 = timing ? now_s() : 0;
    ti4_state_legal(pl->moves, MAXLEGAL, &n, s);
    if (timing) { pl->legal_s += now_s() - t0; pl->legal_n++; }
    if (n == 0) break;
    if (n > MAXLEGAL) n = MAXLEGAL;
    const ti4_move *m = &pl->moves[ti4pos_below(&pl->rng, (unsigned)n)];
    ti4_error err;
    t0 = timing ? now_s() : 0;
    int rc = ti4_state_apply(s, m, NULL, &err);
    if (timing) { pl->apply_s += now_s() - t0; pl->apply_n++; }
    if (rc) { pl->refused++; break; }
    k++;
  }
  return k;
}

/* ---- whole games ------------------------------------------------------------
 * 6-player games from a full setup (`new players=6`, seeds 1..) played by
 * policy.h's chooser (legal moves, leaning toward a winner) to the end: a
 * winner at the goal (98.1) or the end 98.8 gives when no
 * objective is left to reveal. Moves are applied with events, which give the
 * per-game counts (planets taken from another player, 25; the custodians
 * removed, 27.3); the state's own counters give the combats. */
typedef struct {
  long games, ended, by_vp, rounds, decisions;
  long space_combats, ground_combats, taken, custodians, landings;
} game_stats;

/* One game from `start` to its end (or a cap). Returns 1 if it ended. */
static int full_game(player *pl, ti4_state *s, ti4_events *ev, game_stats *gs) {
  for (long guard = 0; guard < 1000000 && s->pending.kind != TI4_PEND_NONE; guard++) {
    size_t n = 0;
    ti4_state_legal(pl->moves, MAXLEGAL, &n, s);
    if (n == 0) break;
    if (n > MAXLEGAL) n = MAXLEGAL;
    const ti4_move *m = &pl->moves[ti4pol_pick(s, pl->moves, n, &pl->rng, &pl->scratch, pl->ahead, MAXLEGAL)];
    ti4_error err;
    if (ti4_state_apply(s, m, ev, &err)) { pl->refused++; break; }
    gs->decisions++;
    for (int i = 0; i < ev->n; i++) {
      const ti4_event *e = &ev->ev[i];
      if (e->type == TI4_EV_CONTROL && e->b >= 0 && e->b != e->seat) gs->taken++;
      if (e->type == TI4_EV_CUSTODIANS) gs->custodians++;
      if (e->type == TI4_EV_LANDED) gs->landings++;
    }
  }
  gs->games++;
  gs->rounds += s->round;
  gs->space_combats += s->combat.space_combats;
  gs->ground_combats += s->combat.ground_combats;
  if (s->phase != TI4_PHASE_OVER) return 0;
  gs->ended++;
  if (s->winner < s->nseats && s->p[s->winner].vp >= s->vp_goal) gs->by_vp++;
  return 1;
}

/* ---- one agenda vote, the peer's work --------------------------------------
 * Six seats, three planets each of influence 1, 2 and 3 (6 votes a seat);
 * p2, p4, p6 vote For and p1, p3, p5 Against: 18 to 18, so the speaker (p1)
 * decides; every window is passed by a standing order (skip every kind);
 * the agenda is the phase's last (Economic Equality, decided For; the first,
 * Mutiny, is abstained on while preparing), so its end readies the planets.
 * The start is the first vote of that agenda; one iteration copies it (memcpy) and
 * applies the six votes and the decision through ti4_state_apply, which
 * runs the tally, the outcome and the readying. */
typedef struct {
  ti4_state start;
  ti4_move vote[TI4_MAX_SEATS];   /* by seat */
  ti4_move decide;
  uint64_t planets[TI4_PLANET_WORDS];
} vote_bench;

static int vb_line(ti4_state *s, const char *line) {
  ti4_error err;
  int rc = ti4pos_line(s, line, &err, NULL);
  if (rc) fprintf(stderr, "ti4 bench: same vote: \"%s\": %s %s %s\n", line, ti4_result_name(rc), err.msg, err.word);
  return rc;
}

/* The decision pending now, from the prepared moves; NULL if none fits. */
static const ti4_move *vb_next(const vote_bench *vb, const ti4_state *s) {
  if (s->pending.kind == TI4_PEND_VOTE) return &vb->vote[s->pending.seat];
  if (s->pending.kind == TI4_PEND_DECIDE) return &vb->decide;
  return NULL;
}

static int vb_prepare(vote_bench *vb) {
  ti4_state *s = &vb->start;
  ti4_setup opt;
  memset(&opt, 0, sizeof opt);
  opt.players = 6;
  opt.seed = 1;
  opt.sandbox = 1;
  /* factions without voting abilities (Zeal, Galactic Threat, Future Sight...) */
  static const char *fac[6] = {"arborec", "letnev", "sol", "l1z1x", "yssaril", "jolnar"};
  for (int i = 0; i < TI4_MAX_SEATS; i++) opt.factions[i] = -1;
  for (int i = 0; i < 6; i++) opt.factions[i] = (int16_t)ti4_content_find(TI4_K_FACTION, fac[i]);
  ti4_error err;
  if (ti4_state_setup(s, &opt, &err)) return -1;
  if (vb_line(s, "set speaker p1") || vb_line(s, "set custodians removed") ||
      vb_line(s, "deck agenda mutiny,economic_equality"))
    return -1;
  /* 18 ordinary planets: six each of influence 1, 2 and 3 */
  char line[256];
  int given[4] = {0, 0, 0, 0};
  memset(vb->planets, 0, sizeof vb->planets);
  for (int p = 0; p < TI4_NPLANETS; p++) {
    const ti4_planet_info *pl = &ti4_planets[p];
    int inf = pl->influence;
    if (inf < 1 || inf > 3 || given[inf] >= 6 || pl->legendary || pl->home_of >= 0 || pl->system < 0) continue;
    snprintf(line, sizeof line, "give p%d planet %s", given[inf] + 1, pl->id);
    if (vb_line(s, line)) return -1;
    vb->planets[p >> 6] |= 1ull << (p & 63);
    given[inf]++;
  }
  if (given[1] < 6 || given[2] < 6 || given[3] < 6) return -1;
  if (vb_line(s, "set phase agenda")) return -1;
  for (int seat = 0; seat < 6; seat++) {
    ti4_move m;
    memset(&m, 0, sizeof m);
    m.seat = (uint8_t)seat;
    m.kind = TI4_MV_STANDING;
    m.card = -1;
    uint32_t mask = (TI4_W__COUNT >= 32 ? 0xFFFFFFFFu : (1u << (TI4_W__COUNT & 31)) - 1) & ~1u;   /* every window kind */
    m.arg[0] = TI4_STAND_SKIP;
    m.arg[1] = (int16_t)(mask & 0x7FFF);
    m.arg[2] = (int16_t)((mask >> 15) & 0x7FFF);
    m.arg[3] = (int16_t)(mask >> 30);
    if (ti4_state_apply(s, &m, NULL, &err)) return -1;
    /* the vote: all three of the seat's planets */
    int n = snprintf(line, sizeof line, "p%d vote %s", seat + 1, seat % 2 ? "for" : "against");
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (s->planet_owner[p] == seat) n += snprintf(line + n, sizeof line - (size_t)n, " %s", ti4_planets[p].id);
    if (ti4_move_parse(&vb->vote[seat], line, s, &err)) return -1;
  }
  if (ti4_move_parse(&vb->decide, "p1 decide for", s, &err)) return -1;
  /* the first agenda: everyone abstains, the speaker decides against */
  int second = ti4_content_find(TI4_K_AGENDA, "economic_equality");
  for (int guard = 0; guard < 16 && s->ag.current != second; guard++) {
    ti4_move m;
    if (s->pending.kind == TI4_PEND_VOTE) {
      memset(&m, 0, sizeof m);
      snprintf(line, sizeof line, "p%d abstain", s->pending.seat + 1);
      if (ti4_move_parse(&m, line, s, &err)) return -1;
    } else if (s->pending.kind == TI4_PEND_DECIDE) {
      if (ti4_move_parse(&m, "p1 decide against", s, &err)) return -1;
    } else {
      return -1;
    }
    if (ti4_state_apply(s, &m, NULL, &err)) return -1;
  }
  return s->ag.current == second && s->pending.kind == TI4_PEND_VOTE && s->pending.seat == 1 ? 0 : -1;
}

/* One vote from the start: returns 1 if it went as described (a tie the
 * speaker decided, the phase over, every planet ready). */
static int vb_once(const vote_bench *vb, ti4_state *s, int verify) {
  memcpy(s, &vb->start, sizeof *s);
  int decided = 0, votes = 0;
  const ti4_move *m;
  ti4_error err;
  while ((m = vb_next(vb, s))) {
    decided += m->kind == TI4_MV_DECIDE;
    votes += m->kind == TI4_MV_VOTE;
    if (ti4_state_apply(s, m, NULL, &err)) return 0;
  }
  if (!verify) return 1;
  if (votes != 6 || decided != 1 || s->phase == TI4_PHASE_AGENDA) return 0;
  for (int w = 0; w < TI4_PLANET_WORDS; w++)
    for (uint64_t b = vb->planets[w]; b; b &= b - 1)
      if (s->planet_flags[w * 64 + __builtin_ctzll(b)] & TI4_PF_EXHAUSTED) return 0;
  return 1;
}

/* Votes per second over about `budget` seconds; -1 if the work did not go
 * as described. */
static double same_votes(double budget) {
  vote_bench *vb = malloc(sizeof *vb);
  ti4_state *s = malloc(sizeof *s);
  double r = -1;
  if (!vb || !s || vb_prepare(vb) || !vb_once(vb, s, 1)) {
    fprintf(stderr, "ti4 bench: same vote: the prepared vote did not go as described\n");
    goto out;
  }
  long n = 0;
  double t0 = now_s(), t;
  do {
    for (int i = 0; i < 1000; i++) { vb_once(vb, s, 0); touch(s); }
    n += 1000;
  } while ((t = now_s()) - t0 < budget);
  r = (double)n / (t - t0);
out:
  free(vb); free(s);
  return r;
}

/* A counting allocator around the standard one, for ti4_game. */
typedef struct { long calls, live; int counting; } counter;
static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  counter *c = ud;
  (void)osize;
  if (nsize == 0) { if (ptr) c->live--; free(ptr); return NULL; }
  if (c->counting) c->calls++;
  void *q = realloc(ptr, nsize);
  if (q && !ptr) c->live++;
  return q;
}

/* Allocator calls per ti4_game_apply along random agenda phases, after
 * the history's room was reserved once per game (ti4_game_reserve). */
static double allocs_per_move(player *pl, int games) {
  counter c = {0, 0, 0};
  long moves = 0;
  for (int g = 0; g < games; g++) {
    ti4_state *s = malloc(sizeof *s);
    ti4pos_rec *rec = malloc(sizeof *rec);
    ti4_game *game = NULL;
    ti4_error err;
    if (!s || !rec || ti4pos_agenda(s, 6, (uint64_t)g + 1, &err, rec) || ti4_game_new(&game, count_alloc, &c)) {
      free(s); free(rec); ti4_game_free(game);
      return -1;
    }
    c.counting = 0;
    ti4_game_setup(game, &rec->opt);
    ti4_game_reserve(game, 4096, 65536);   /* a bot's history, once per game */
    c.counting = 1;
    for (size_t i = 0; i < rec->n; i++) { ti4_game_apply(game, &rec->edits[i]); moves++; }
    for (int guard = 0; guard < 100000; guard++) {
      const ti4_state *st = ti4_game_state(game);
      if (st->pending.kind == TI4_PEND_NONE || st->phase != TI4_PHASE_AGENDA) break;
      size_t n = 0;
      ti4_state_legal(pl->moves, MAXLEGAL, &n, st);
      if (n == 0) break;
      if (n > MAXLEGAL) n = MAXLEGAL;
      if (ti4_game_apply(game, &pl->moves[ti4pos_below(&pl->rng, (unsigned)n)])) { pl->refused++; break; }
      moves++;
    }
    c.counting = 0;
    ti4_game_free(game);
    free(s); free(rec);
  }
  return moves ? (double)c.calls / (double)moves : 0;
}

/* FNV-1a, for the digest of a fixed run. */
static uint64_t fnv(uint64_t h, const void *p, size_t n) {
  const unsigned char *b = p;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001B3ull;
  return h;
}
static uint64_t fnv_move(uint64_t h, const ti4_move *m) {
  h = fnv(h, &m->seat, 1); h = fnv(h, &m->kind, 1);
  h = fnv(h, &m->card, sizeof m->card); h = fnv(h, &m->target, sizeof m->target);
  h = fnv(h, m->arg, sizeof m->arg);
  return fnv(h, m->planets, sizeof m->planets);
}

/* A state's bytes with the padding of the moves kept in windows cleared
 * (moves are built field by field, so their padding is whatever was there). */
static uint64_t fnv_state(uint64_t h, const ti4_state *s, ti4_state *tmp) {
  *tmp = *s;
  for (int i = 0; i < TI4_MAX_WINDOWS; i++) {
    ti4_move m;
    memset(&m, 0, sizeof m);
    const ti4_move *p = &s->win[i].play;
    m.seat = p->seat; m.kind = p->kind; m.card = p->card; m.target = p->target;
    memcpy(m.arg, p->arg, sizeof m.arg); memcpy(m.planets, p->planets, sizeof m.planets);
    memcpy(&tmp->win[i].play, &m, sizeof m);
  }
  return fnv(h, tmp, sizeof *tmp);
}

/* --trace: every legal list, one line per decision (to find where two
 * builds part). */
static void trace(const ti4_state *s, const ti4_move *m, size_t n, uint64_t h) {
  char line[256];
  fprintf(stderr, "%016llx %zu:", (unsigned long long)h, n);
  for (size_t i = 0; i < n && i < MAXLEGAL; i++) {
    if (ti4_move_format(line, sizeof line, &m[i], s)) snprintf(line, sizeof line, "?");
    fprintf(stderr, " [%s %04llx]", line, (unsigned long long)(fnv_move(0, &m[i]) & 0xFFFF));
  }
  fprintf(stderr, "\n");
}

/* --phases N: a fixed amount of work and no clock, for instruction counts
 * (callgrind) and, with --digest, a hash of every legal list and every state
 * reached, so that a change which should not alter behaviour can show it
 * did not: N agenda phases from the prepared positions, then rounds of full
 * games from seeds 1.. until N/8 rounds were played. */
static int fixed_run(long nphases, int digest) {
  player *pl = calloc(1, sizeof *pl);
  ti4_state *pos = malloc(NPOS * sizeof *pos), *s = malloc(sizeof *s), *tmp = malloc(sizeof *tmp);
  if (!pl || !pos || !s || !tmp) { fprintf(stderr, "ti4 bench: out of memory\n"); return 1; }
  memset(pos, 0, NPOS * sizeof *pos);
  pl->rng = 12345;
  for (int i = 0; i < NPOS; i++) {
    ti4_error err;
    if (ti4pos_agenda(&pos[i], 6, (uint64_t)i + 1, &err, NULL)) {
      fprintf(stderr, "ti4 bench: cannot prepare position %d\n", i + 1);
      return 1;
    }
  }
  uint64_t h = 0xCBF29CE484222325ull;
  long decisions = 0, rounds = 0;
  for (long ph = 0; ph < nphases; ph++) {
    *s = pos[ph % NPOS];
    if (!digest) { decisions += play(pl, s, 1, 0, 0); continue; }
    int phase = s->phase;
    while (s->pending.kind != TI4_PEND_NONE && s->phase == phase) {
      size_t n = 0;
      ti4_state_legal(pl->moves, MAXLEGAL, &n, s);
      h = fnv(h, &n, sizeof n);
      if (n > MAXLEGAL) n = MAXLEGAL;
      for (size_t i = 0; i < n; i++) h = fnv_move(h, &pl->moves[i]);
      if (digest > 1) trace(s, pl->moves, n, h);
      if (n == 0) break;
      ti4_error err;
      if (ti4_state_apply(s, &pl->moves[ti4pos_below(&pl->rng, (unsigned)n)], NULL, &err)) { pl->refused++; break; }
      h = fnv_state(h, s, tmp);
      decisions++;
    }
  }
  ti4_setup opt = ti4pos_options(6, 0);   /* seeds set per game below */
  for (uint64_t seed = 1; rounds < nphases / 8 && seed < 1000; seed++) {
    ti4_error err;
    opt.seed = seed;
    memset(s, 0, sizeof *s);
    if (ti4_state_setup(s, &opt, &err)) break;
    for (int guard = 0; guard < 200000 && s->pending.kind != TI4_PEND_NONE && rounds < nphases / 8; guard++) {
      int r = s->round;
      size_t n = 0;
      ti4_state_legal(pl->moves, MAXLEGAL, &n, s);
      if (digest) {
        h = fnv(h, &n, sizeof n);
        for (size_t i = 0; i < n && i < MAXLEGAL; i++) h = fnv_move(h, &pl->moves[i]);
        if (digest > 1) trace(s, pl->moves, n, h);
      }
      if (n == 0) break;
      if (n > MAXLEGAL) n = MAXLEGAL;
      const ti4_move *m = &pl->moves[ti4pos_below(&pl->rng, (unsigned)n)];
      int rc = ti4_state_apply(s, m, NULL, &err);
      if (rc) {
        char line[256];
        if (ti4_move_format(line, sizeof line, m, s)) snprintf(line, sizeof line, "?");
        fprintf(stderr, "ti4 bench: seed %llu: listed move \"%s\" refused: %s [%s] %s %s\n",
                (unsigned long long)seed, line, ti4_result_name(rc), err.rule, err.msg, err.word);
        pl->refused++;
        break;
      }
      if (digest) h = fnv_state(h, s, tmp);
      decisions++;
      if (s->round != r) rounds++;
    }
  }
  printf("{\"phases\":%ld,\"rounds\":%ld,\"decisions\":%ld,\"refused_legal_moves\":%ld",
         nphases, rounds, decisions, pl->refused);
  if (digest) printf(",\"digest\":\"%016llx\"", (unsigned long long)h);
  printf("}\n");
  long refused = pl->refused;
  free(pl); free(pos); free(s); free(tmp);
  return refused ? 1 : 0;
}

/* --votes N: the same vote N times, no clock (instruction counts). */
static int fixed_votes(long n) {
  vote_bench *vb = malloc(sizeof *vb);
  ti4_state *s = malloc(sizeof *s);
  int ok = vb && s && !vb_prepare(vb);
  for (long i = 0; ok && i < n; i++) ok = vb_once(vb, s, 1);
  printf("{\"votes\":%ld,\"ok\":%s}\n", n, ok ? "true" : "false");
  free(vb); free(s);
  return ok ? 0 : 1;
}

static void usage(FILE *f) {
  fprintf(f, "usage: ti4 bench [--seconds N] [--cpu] | --phases N [--digest] | --votes N\n"
             "  plays random legal agenda phases (and rounds, once the round phases\n"
             "  exist) from fixed seeds and prints one JSON line of figures;\n"
             "  full_games_*: 6-player games from setup to the end (98.1 or 98.8),\n"
             "  legal moves chosen by bench/policy.h (toward a winner at 10 VP),\n"
             "  with per-game counts of rounds, decisions, combats,\n"
             "  landings, planets taken from another player and custodians removals.\n"
             "  --phases N: a fixed run (N agenda phases, N/8 rounds) without the\n"
             "  clock, for instruction counts; --digest adds a hash of every legal\n"
             "  list and state, to compare the behaviour of two builds.\n"
             "  --votes N: the same_vote_per_second work N times without the clock.\n"
             "  --cpu: time by the process's CPU clock (on a shared, loaded machine).\n");
}

int ti4_bench_main(int argc, char **argv) {
  double seconds = 3;
  long fixed = 0, votes = 0;
  int digest = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
    else if (!strcmp(argv[i], "--phases") && i + 1 < argc) fixed = atol(argv[++i]);
    else if (!strcmp(argv[i], "--votes") && i + 1 < argc) votes = atol(argv[++i]);
    else if (!strcmp(argv[i], "--digest")) digest = digest > 1 ? digest : 1;
    else if (!strcmp(argv[i], "--cpu")) bench_clock = CLOCK_PROCESS_CPUTIME_ID;
    else if (!strcmp(argv[i], "--trace")) digest = 2;
    else if (!strncmp(argv[i], "--seconds=", 10)) seconds = atof(argv[i] + 10);
    else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
    else { usage(stderr); return 2; }
  }
  if (fixed > 0) return fixed_run(fixed, digest);
  if (votes > 0) return fixed_votes(votes);
  if (!(seconds > 0)) seconds = 3;

  player *pl = calloc(1, sizeof *pl);
  ti4_state *pos = malloc(NPOS * sizeof *pos), *s = malloc(sizeof *s);
  if (!pl || !pos || !s) { fprintf(stderr, "ti4 bench: out of memory\n"); return 1; }
  pl->rng = 12345;
  for (int i = 0; i < NPOS; i++) {
    ti4_error err;
    int rc = ti4pos_agenda(&pos[i], 6, (uint64_t)i + 1, &err, NULL);
    if (rc) {
      fprintf(stderr, "ti4 bench: cannot prepare position %d: %s (%s %s)\n", i + 1,
              ti4_result_name(rc), err.msg, err.word);
      return 1;
    }
  }

  double memcpy_ns = time_memcpy(sizeof(ti4_state), seconds * 0.05);
  double clone_ns = time_clone(&pos[0], seconds * 0.05);

  /* Throughput: whole agenda phases, nothing timed inside. */
  long decisions = 0, phases = 0;
  double t0 = now_s(), t1;
  do {
    *s = pos[phases % NPOS];
    decisions += play(pl, s, 1, 0, 0);
    phases++;
  } while ((t1 = now_s()) - t0 < seconds * 0.5);
  double phase_s = t1 - t0;

  /* Per call: legal and apply timed one by one, less the clock's own cost. */
  double c0 = now_s();
  for (int i = 0; i < 10000; i++) touch(&c0), (void)now_s();
  double clock_cost = (now_s() - c0) / 10000;
  t0 = now_s();
  long k = 0;
  do {
    *s = pos[k++ % NPOS];
    play(pl, s, 1, 0, 1);
  } while (now_s() - t0 < seconds * 0.3);
  double legal_ns = pl->legal_n ? (pl->legal_s / (double)pl->legal_n - clock_cost) * 1e9 : 0;
  double apply_ns = pl->apply_n ? (pl->apply_s / (double)pl->apply_n - clock_cost) * 1e9 : 0;
  if (legal_ns < 0) legal_ns = 0;
  if (apply_ns < 0) apply_ns = 0;

  /* Whole rounds of a full 6-player game, once full setup exists. */
  double rounds_ps = 0;
  long rounds = 0, games = 0, moved = 0, produced = 0;   /* tactical movements (with ships) and productions */
  long space_combats = 0, ground_combats = 0;            /* combats (doc/combat.md) */
  const char *rounds_note = "ok";
  {
    ti4_setup opt = ti4pos_options(6, 0);   /* seeds set per game below */
    ti4_error err;
    ti4_state *start = malloc(sizeof *start);
    if (start && ti4_state_setup(start, &opt, &err) == TI4_OK) {
      double r0 = now_s(), r1 = r0;
      for (uint64_t seed = 1; r1 - r0 < seconds * 0.1; seed++) {
        opt.seed = seed;
        if (ti4_state_setup(start, &opt, &err)) break;
        *s = *start;
        while (s->pending.kind != TI4_PEND_NONE && (r1 = now_s()) - r0 < seconds * 0.1) {
          int r = s->round;
          play(pl, s, 0, 1, 0);
          if (s->round != r) rounds++;
          else break;                        /* game over or stuck */
        }
        games++;
        moved += s->tac.moved;
        produced += s->tac.produced;
        space_combats += s->combat.space_combats;
        ground_combats += s->combat.ground_combats;
        r1 = now_s();
      }
      rounds_ps = rounds ? (double)rounds / (r1 - r0) : 0;
      if (!rounds) rounds_note = "no round completed (round phases not in yet)";
    } else {
      rounds_note = "full setup not in yet (new players=6 refused)";
    }
    free(start);
  }

  /* Whole games to the end, seeds 1.. (at least one game, however long). */
  game_stats gs;
  memset(&gs, 0, sizeof gs);
  double games_ps = 0;
  {
    ti4_setup opt = ti4pos_options(6, 0);   /* seeds set per game below */
    ti4_events *ev = malloc(sizeof *ev);
    double g0 = now_s(), g1 = g0;
    for (uint64_t seed = 1; ev && (gs.games == 0 || g1 - g0 < seconds * 0.3); seed++) {
      ti4_error err;
      opt.seed = seed;
      if (ti4_state_setup(s, &opt, &err)) break;
      full_game(pl, s, ev, &gs);
      g1 = now_s();
    }
    games_ps = gs.ended ? (double)gs.ended / (g1 - g0) : 0;
    free(ev);
  }
  double per_game = gs.games ? 1.0 / (double)gs.games : 0;

  double apm = allocs_per_move(pl, 8);
  double votes_ps = same_votes(seconds * 0.05);

  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("{\"state_bytes\":%zu,\"memcpy_ns\":%.1f,\"clone_ns\":%.1f,\"legal_ns\":%.1f,"
         "\"apply_ns\":%.1f,\"decisions_per_second\":%.0f,\"agenda_phases_per_second\":%.1f,"
         "\"rounds_per_second\":%.1f,\"rounds_note\":\"%s\",\"same_vote_per_second\":%.0f,\"games\":%ld,"
         "\"movements_per_game\":%.1f,\"productions_per_game\":%.1f,"
         "\"space_combats_per_game\":%.2f,\"ground_combats_per_game\":%.2f,\"peak_rss_kb\":%ld,"
         "\"allocations_per_move\":%.4f,"
         "\"full_games_per_second\":%.2f,\"full_games\":%ld,\"full_games_ended\":%ld,\"full_games_won_by_vp\":%ld,"
         "\"full_game_rounds\":%.1f,\"full_game_decisions\":%.0f,\"full_game_space_combats\":%.2f,"
         "\"full_game_ground_combats\":%.2f,\"full_game_planets_taken\":%.2f,\"full_game_custodians_removed\":%.2f,\"full_game_landings\":%.2f,"
         "\"decisions\":%ld,\"agenda_phases\":%ld,\"refused_legal_moves\":%ld,"
         "\"seconds\":%.2f,\"seeds\":%d}\n",
         sizeof(ti4_state), memcpy_ns, clone_ns, legal_ns, apply_ns,
         (double)decisions / phase_s, (double)phases / phase_s, rounds_ps, rounds_note, votes_ps, games,
         games ? (double)moved / (double)games : 0.0, games ? (double)produced / (double)games : 0.0,
         games ? (double)space_combats / (double)games : 0.0, games ? (double)ground_combats / (double)games : 0.0,
         (long)ru.ru_maxrss, apm,
         games_ps, gs.games, gs.ended, gs.by_vp, (double)gs.rounds * per_game, (double)gs.decisions * per_game,
         (double)gs.space_combats * per_game, (double)gs.ground_combats * per_game,
         (double)gs.taken * per_game, (double)gs.custodians * per_game, (double)gs.landings * per_game, decisions, phases, pl->refused, seconds, NPOS);
  long refused = pl->refused;
  free(pl); free(pos); free(s);
  if (votes_ps < 0) return 1;              /* the vote bench's work went wrong */
  return refused ? 1 : 0;                  /* a listed move was refused: a bug */
}
