/* test_oom.c -- the handle under a failing allocator. For every N, the Nth
 * allocation of a scripted game (a sandbox built with edits, a random
 * agenda phase, some undos) fails: the call that met it must answer
 * TI4_ENOMEM with the game byte-for-byte unchanged, the same call must then
 * succeed, and at the end nothing may be left allocated. The allocator also
 * checks the ti4_alloc contract (the old size passed back is the size it
 * gave). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "../../bench/position.h"

/* ---- a failing, checking allocator ---------------------------------------- */
#define MAXLIVE 64
typedef struct {
  long calls;        /* allocations and reallocations (not frees) so far */
  long fail_at;      /* fail this call (1-based); 0 never */
  int failed;        /* how many calls were refused */
  int bad_osize;     /* osize did not match what was given */
  void *ptr[MAXLIVE];
  size_t size[MAXLIVE];
  int live;
} faulty;

static int find(faulty *f, void *p) {
  for (int i = 0; i < f->live; i++) if (f->ptr[i] == p) return i;
  return -1;
}

static void *faulty_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  faulty *f = ud;
  int i = ptr ? find(f, ptr) : -1;
  if (ptr && (i < 0 || f->size[i] != osize)) f->bad_osize++;
  if (nsize == 0) {
    if (ptr) {
      free(ptr);
      if (i >= 0) { f->ptr[i] = f->ptr[f->live - 1]; f->size[i] = f->size[f->live - 1]; f->live--; }
    }
    return NULL;
  }
  if (++f->calls == f->fail_at) { f->failed++; return NULL; }
  void *q = realloc(ptr, nsize);
  if (!q) return NULL;
  if (i >= 0) { f->ptr[i] = q; f->size[i] = nsize; }
  else if (f->live < MAXLIVE) { f->ptr[f->live] = q; f->size[f->live] = nsize; f->live++; }
  return q;
}

/* ---- the script ------------------------------------------------------------- */
#define MAXSCRIPT 4096
typedef struct { int undo; ti4_move m; } op;    /* undo > 0: take back that many */
static op script[MAXSCRIPT];
static size_t nscript;
static ti4_setup script_opt;

/* Record: the edits that build a 6-seat agenda table, then random legal
 * moves to the end of the phase, with an undo of 1-3 moves now and then
 * (followed by the same moves again). */
static void make_script(uint64_t seed) {
  ti4_state *s = malloc(sizeof *s);
  ti4pos_rec *rec = malloc(sizeof *rec);
  ti4_move *legal = malloc(2048 * sizeof *legal);
  ti4_move *played = malloc(MAXSCRIPT * sizeof *played);
  ti4_error err;
  assert_true(s && rec && legal && played);
  assert_int_equal(ti4pos_agenda(s, 6, seed, &err, rec), TI4_OK);
  script_opt = rec->opt;
  nscript = 0;
  size_t nplayed = 0;
  for (size_t i = 0; i < rec->n; i++) { script[nscript].undo = 0; script[nscript++].m = rec->edits[i]; played[nplayed++] = rec->edits[i]; }
  uint64_t r = seed;
  while (s->phase == TI4_PHASE_AGENDA && nscript + 8 < MAXSCRIPT) {
    size_t n = 0;
    ti4_state_legal(legal, 2048, &n, s);
    assert_true(n > 0);
    if (n > 2048) n = 2048;
    ti4_move m = legal[ti4pos_below(&r, (unsigned)n)];
    assert_int_equal(ti4_state_apply(s, &m, NULL, &err), TI4_OK);
    script[nscript].undo = 0; script[nscript++].m = m;
    played[nplayed++] = m;
    if (ti4pos_below(&r, 10) == 0) {
      int k = 1 + (int)ti4pos_below(&r, 3);
      script[nscript++].undo = k;
      for (int j = k; j > 0; j--) { script[nscript].undo = 0; script[nscript++].m = played[nplayed - (size_t)j]; }
    }
  }
  free(s); free(rec); free(legal); free(played);
}

/* Everything a caller can see of the handle. */
typedef struct { ti4_state st; size_t nmoves, nlog; } snapshot;
static void snap(const ti4_game *g, snapshot *o) {
  memset(o, 0, sizeof *o);
  memcpy(&o->st, ti4_game_state(g), sizeof o->st);
  ti4_game_moves(g, &o->nmoves);
  ti4_game_log(g, &o->nlog);
}

/* Run the script with the Nth allocation failing. Returns how many
 * allocations the whole run asked for. */
static long run_script(long fail_at, int *met) {
  faulty f;
  memset(&f, 0, sizeof f);
  f.fail_at = fail_at;
  ti4_game *g = NULL;
  int rc;
  while ((rc = ti4_game_new(&g, faulty_alloc, &f)) == TI4_ENOMEM) assert_null(g);
  assert_int_equal(rc, TI4_OK);
  assert_int_equal(ti4_game_setup(g, &script_opt), TI4_OK);
  snapshot *before = malloc(sizeof *before), *after = malloc(sizeof *after);
  assert_true(before && after);
  for (size_t i = 0; i < nscript; i++) {
    snap(g, before);
    int failed = f.failed;
    rc = script[i].undo ? ti4_game_undo(g, (unsigned)script[i].undo) : ti4_game_apply(g, &script[i].m);
    if (rc == TI4_ENOMEM) {
      assert_int_equal(f.failed, failed + 1);         /* only when the allocator said no */
      assert_int_equal(ti4_game_error(g)->code, TI4_ENOMEM);
      snap(g, after);
      if (memcmp(before, after, sizeof *before) != 0) {
        fprintf(stderr, "allocation %ld failed at script step %zu: the game changed\n", fail_at, i);
        fail();
      }
      rc = script[i].undo ? ti4_game_undo(g, (unsigned)script[i].undo) : ti4_game_apply(g, &script[i].m);
    }
    if (rc != TI4_OK) {
      fprintf(stderr, "allocation %ld failed: script step %zu answers %s\n", fail_at, i, ti4_result_name(rc));
      fail();
    }
  }
  ti4_game_free(g);
  if (f.live != 0) {
    fprintf(stderr, "allocation %ld failed: %d blocks leaked\n", fail_at, f.live);
    fail();
  }
  if (f.bad_osize) {
    fprintf(stderr, "allocation %ld failed: %d calls passed a wrong old size\n", fail_at, f.bad_osize);
    fail();
  }
  *met = f.failed;
  free(before); free(after);
  return f.calls;
}

static void test_every_allocation_fails_once(void **state) {
  (void)state;
  long tried = 0;
  for (uint64_t seed = 1; seed <= 6; seed++) {
    make_script(seed);
    int met = 0;
    long total = run_script(0, &met);
    assert_int_equal(met, 0);
    assert_true(total >= 3);            /* handle, moves, log at least */
    for (long n = 1; n <= total; n++) {
      run_script(n, &met);
      assert_int_equal(met, 1);
      tried++;
    }
  }
  fprintf(stderr, "oom: %ld failing allocations tried\n", tried);
}

/* No allocator at all: the standard one. Nothing else to check than that
 * it plays and frees (leaks show under the sanitizers). */
static void test_default_allocator(void **state) {
  (void)state;
  make_script(99);
  ti4_game *g = NULL;
  assert_int_equal(ti4_game_new(&g, NULL, NULL), TI4_OK);
  assert_int_equal(ti4_game_apply(g, &script[0].m), TI4_EILLEGAL);   /* no game yet */
  assert_int_equal(ti4_game_setup(g, &script_opt), TI4_OK);
  for (size_t i = 0; i < nscript; i++)
    assert_int_equal(script[i].undo ? ti4_game_undo(g, (unsigned)script[i].undo) : ti4_game_apply(g, &script[i].m), TI4_OK);
  ti4_game_free(g);
  ti4_game_free(NULL);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_every_allocation_fails_once),
    cmocka_unit_test(test_default_allocator),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
