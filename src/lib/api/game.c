/* game.c -- the ti4_game handle: a state plus what undo, log and save need.
 * Memory comes from the caller's allocator; nothing here is global. Undo
 * replays the recorded moves from the setup state, so a game's history is
 * exactly its setup options and its move list. */
#include <stdlib.h>
#include "rules.h"

struct ti4_game {
  ti4_alloc alloc;
  void *ud;
  ti4_state st;
  ti4_state start;           /* the state right after setup */
  ti4_setup opt;
  char map[256];
  ti4_move *moves;           /* recorded moves */
  size_t nmoves, capmoves;
  ti4_event *log;            /* every event of every recorded move */
  size_t nlog, caplog;
  size_t *logmark;           /* log length before move i (for undo) */
  size_t capmark;            /* its own capacity: the two grow separately */
  ti4_events last;
  ti4_error err;
  int ready;
};

static void *std_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud; (void)osize;
  if (nsize == 0) { free(ptr); return NULL; }
  return realloc(ptr, nsize);
}

int ti4_game_new(ti4_game **out, ti4_alloc f, void *ud) {
  if (!out) return TI4_EILLEGAL;
  *out = NULL;
  if (!f) f = std_alloc;
  ti4_game *g = f(ud, NULL, 0, sizeof *g);
  if (!g) return TI4_ENOMEM;
  memset(g, 0, sizeof *g);
  g->alloc = f;
  g->ud = ud;
  *out = g;
  return TI4_OK;
}

void ti4_game_free(ti4_game *g) {
  if (!g) return;
  ti4_alloc f = g->alloc;
  void *ud = g->ud;
  if (g->moves) f(ud, g->moves, g->capmoves * sizeof *g->moves, 0);
  if (g->log) f(ud, g->log, g->caplog * sizeof *g->log, 0);
  if (g->logmark) f(ud, g->logmark, g->capmark * sizeof *g->logmark, 0);
  f(ud, g, sizeof *g, 0);
}

static int set_err(ti4_game *g, int code, const char *msg, const char *word) {
  return ti4_fail(&g->err, code, "", msg, word);
}

void ti4_engine_run(ti4_state *s, ti4_events *ev);

int ti4_game_setup(ti4_game *g, const ti4_setup *opt) {
  ti4_state tmp;
  ti4_events ev;
  ev.n = 0; ev.dropped = 0;
  int rc = ti4_state_setup(&tmp, opt, &g->err);
  if (rc) return rc;
  ti4_engine_run(&tmp, &ev);
  g->st = tmp;
  g->start = tmp;
  g->opt = *opt;
  g->map[0] = 0;
  if (opt->map) {
    size_t n = strlen(opt->map);
    if (n >= sizeof g->map) n = sizeof g->map - 1;
    memcpy(g->map, opt->map, n);
    g->map[n] = 0;
    g->opt.map = g->map;
  }
  g->nmoves = 0;
  g->nlog = 0;
  g->last = ev;
  g->ready = 1;
  return TI4_OK;
}

const ti4_state *ti4_game_state(const ti4_game *g) { return g->ready ? &g->st : NULL; }
const ti4_setup *ti4_game_setup_options(const ti4_game *g) { return g->ready ? &g->opt : NULL; }
const ti4_error *ti4_game_error(const ti4_game *g) { return &g->err; }
const ti4_events *ti4_game_events(const ti4_game *g) { return &g->last; }
const ti4_event *ti4_game_log(const ti4_game *g, size_t *n) { *n = g->nlog; return g->log; }
const ti4_move *ti4_game_moves(const ti4_game *g, size_t *n) { *n = g->nmoves; return g->moves; }

static int grow(ti4_game *g, void **p, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap) return 0;
  size_t nc = *cap ? *cap * 2 : 64;
  while (nc < need) nc *= 2;
  void *q = g->alloc(g->ud, *p, *cap * elem, nc * elem);
  if (!q) return -1;
  *p = q;
  *cap = nc;
  return 0;
}

int ti4_game_apply(ti4_game *g, const ti4_move *m) {
  if (!g->ready) return set_err(g, TI4_EILLEGAL, N_("no game: start one with new%s"), "");
  /* Room first, so that a refused allocation changes nothing. */
  if (grow(g, (void **)&g->moves, &g->capmoves, g->nmoves + 1, sizeof *g->moves) ||
      grow(g, (void **)&g->logmark, &g->capmark, g->nmoves + 1, sizeof *g->logmark))
    return set_err(g, TI4_ENOMEM, N_("out of memory%s"), "");
  if (grow(g, (void **)&g->log, &g->caplog, g->nlog + TI4_MAX_EVENTS, sizeof *g->log))
    return set_err(g, TI4_ENOMEM, N_("out of memory%s"), "");
  ti4_state tmp = g->st;      /* apply on a copy: the handle changes only on success */
  ti4_events ev;
  int rc = ti4_state_apply(&tmp, m, &ev, &g->err);
  if (rc) return rc;
  g->st = tmp;
  g->last = ev;
  g->logmark[g->nmoves] = g->nlog;
  g->moves[g->nmoves++] = *m;
  memcpy(g->log + g->nlog, ev.ev, ev.n * sizeof *ev.ev);
  g->nlog += ev.n;
  return TI4_OK;
}

int ti4_game_undo(ti4_game *g, unsigned n) {
  if (!g->ready) return set_err(g, TI4_EILLEGAL, N_("no game: start one with new%s"), "");
  if (n == 0 || n > g->nmoves)
    return ti4_fail_num(&g->err, TI4_EILLEGAL, "", N_("there are not that many moves to take back (%s)"), (long)n);
  ti4_state s = g->start;
  ti4_events ev;
  size_t keep = g->nmoves - n;
  for (size_t i = 0; i < keep; i++)
    if (ti4_state_apply(&s, &g->moves[i], &ev, &g->err)) return TI4_ECORRUPT;  /* cannot happen: replay */
  g->st = s;
  g->nmoves = keep;
  g->nlog = g->logmark[keep];                 /* the log as it was before move `keep` */
  g->last.n = 0;
  g->last.dropped = 0;
  return TI4_OK;
}

const char *ti4_result_name(int code) {
  switch (code) {
  case TI4_OK: return "ok";
  case TI4_EUNKNOWN_COMMAND: return "unknown_command";
  case TI4_ESYNTAX: return "bad_syntax";
  case TI4_EUNKNOWN_ID: return "unknown_id";
  case TI4_ENOT_YOURS: return "not_your_decision";
  case TI4_EILLEGAL: return "illegal_move";
  case TI4_EIO: return "io";
  case TI4_ECORRUPT: return "corrupt_save";
  case TI4_ENOMEM: return "out_of_memory";
  case TI4_ERANGE: return "range";
  default: return "error";
  }
}
