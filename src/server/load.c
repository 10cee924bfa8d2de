/* load.c -- `ti4 serve-load`: load on a running `ti4 serve`, bounded in
 * games, moves and time, over loopback.
 *
 *   ti4 serve-load --url 127.0.0.1:PORT [--url ...] [--games N] [--seconds S]
 *                  [--moves M] [--seed X] [--log FILE] [--games-file FILE]
 *   ti4 serve-load --check --url 127.0.0.1:PORT --games-file FILE --log FILE
 *
 * N games, six clients each (one thread per seat token; with several --url
 * the clients of a game are spread over the servers). A client asks for its
 * legal moves, makes a random one with `expect`, and measures the answer's
 * latency; a refused legal move is a failure. At the end every game's stored
 * record (GET …/record) is replayed here from its `new` line, each move's
 * digest checked, and the replayed state compared with the server's state.
 * --log writes "S GAME N LINE" before a move is sent, then "A GAME N LINE"
 * once it is acknowledged or "X GAME N LINE" when it is refused; --check
 * reads it back against the stored records (after a crash: every
 * acknowledged move stored, and nothing else stored but moves whose request
 * got no answer at all). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <civetweb.h>
#include "protocol.h"
#include "server.h"

#define MAX_GAMES 64
#define MAX_URLS 4

typedef struct { char host[64]; int port; } target;

static target T[MAX_URLS];
static int NT;
static FILE *LOG;
static pthread_mutex_t log_mu = PTHREAD_MUTEX_INITIALIZER;

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One request on a fresh loopback connection; the answer's JSON (or NULL)
 * and its status (0 when the server did not answer). */
static json_t *http(const target *t, const char *method, const char *path, const char *token,
                    const char *body, int *status) {
  char err[256];
  *status = 0;
  struct mg_connection *c = mg_connect_client(t->host, t->port, 0, err, sizeof err);
  if (!c) return NULL;
  size_t bl = body ? strlen(body) : 0;
  mg_printf(c, "%s %s HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n%s%s%s"
               "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n",
            method, path, t->host, t->port, token ? "Authorization: Bearer " : "",
            token ? token : "", token ? "\r\n" : "", bl);
  if (bl) mg_write(c, body, bl);
  json_t *j = NULL;
  if (mg_get_response(c, err, sizeof err, 30000) >= 0) {
    const struct mg_response_info *ri = mg_get_response_info(c);
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    for (int r; buf && (r = mg_read(c, buf + len, cap - len)) > 0;) {
      len += (size_t)r;
      if (len == cap) {
        char *nb = realloc(buf, cap * 2);
        if (!nb) break;
        buf = nb;
        cap *= 2;
      }
    }
    if (buf) {
      json_error_t je;
      j = json_loadb(buf, len, 0, &je);
      free(buf);
    }
    if (j) *status = ri->status_code;
  }
  mg_close_connection(c);
  return j;
}

/* ---- the load ------------------------------------------------------------------ */

typedef struct lgame {
  char id[40], host[80];
  char tok[8][80];
  int players;
  volatile int over;
  long moves;                 /* acknowledged */
  pthread_mutex_t mu;
} lgame;

typedef struct client {
  lgame *g;
  int seat;
  const target *t;
  unsigned seed;
  double deadline;
  long max_moves;
  double *lat;
  size_t nlat, caplat;
  long made, conflicts, refused, errors;
  char refused_line[200];
} client;

static void logf_line(char kind, const char *gid, long n, const char *line) {
  if (!LOG) return;
  pthread_mutex_lock(&log_mu);
  fprintf(LOG, "%c %s %ld %s\n", kind, gid, n, line);
  fflush(LOG);
  pthread_mutex_unlock(&log_mu);
}

static void *client_main(void *arg) {
  client *c = arg;
  lgame *g = c->g;
  char path[128], body[4600];
  int idle = 0, down = 0;
  while (!g->over && now_s() < c->deadline) {
    pthread_mutex_lock(&g->mu);
    int enough = g->moves >= c->max_moves;
    pthread_mutex_unlock(&g->mu);
    if (enough) break;
    int st;
    snprintf(path, sizeof path, "/api/games/%s/legal", g->id);
    json_t *a = http(c->t, "GET", path, g->tok[c->seat], NULL, &st);
    if (!a) {
      c->errors++;
      if (++down > 100) break;      /* the server is gone */
      struct timespec d = {0, 10 * 1000000L};
      nanosleep(&d, NULL);
      continue;
    }
    down = 0;
    json_t *mv = json_object_get(a, "moves");
    long n = (long)json_integer_value(json_object_get(a, "n"));
    size_t k = json_array_size(mv);
    if (st != 200 || !k) {
      json_decref(a);
      if (st == 200 && ++idle % 50 == 0) {   /* is the game over? */
        snprintf(path, sizeof path, "/api/games/%s/pending", g->id);
        json_t *p = http(c->t, "GET", path, g->tok[c->seat], NULL, &st);
        const char *kind = json_string_value(json_object_get(json_object_get(p, "pending"), "kind"));
        if (kind && !strcmp(kind, "none")) g->over = 1;
        json_decref(p);
      }
      struct timespec d = {0, 1000000L};
      nanosleep(&d, NULL);
      continue;
    }
    const char *line = json_string_value(json_array_get(mv, (size_t)rand_r(&c->seed) % k));
    json_t *req = json_object();
    json_object_set_new(req, "move", json_string(line));
    json_object_set_new(req, "expect", json_integer(n));
    char *rb = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    snprintf(body, sizeof body, "%s", rb ? rb : "{}");
    free(rb);
    char linecopy[4200];
    snprintf(linecopy, sizeof linecopy, "%s", line);
    json_decref(a);
    snprintf(path, sizeof path, "/api/games/%s/moves", g->id);
    logf_line('S', g->id, n + 1, linecopy);
    double t0 = now_s();
    json_t *r = http(c->t, "POST", path, g->tok[c->seat], body, &st);
    double dt = now_s() - t0;
    if (!r) { c->errors++; continue; }
    if (st == 200) {
      long got = (long)json_integer_value(json_object_get(r, "n"));
      logf_line('A', g->id, got, linecopy);
      c->made++;
      pthread_mutex_lock(&g->mu);
      g->moves++;
      pthread_mutex_unlock(&g->mu);
      if (c->nlat == c->caplat) {
        size_t nc = c->caplat ? c->caplat * 2 : 1024;
        double *nl = realloc(c->lat, nc * sizeof *nl);
        if (nl) { c->lat = nl; c->caplat = nc; }
      }
      if (c->nlat < c->caplat) c->lat[c->nlat++] = dt;
    } else if (st == 409) {
      logf_line('X', g->id, n + 1, linecopy);
      c->conflicts++;
    } else if (st == 429) {
      logf_line('X', g->id, n + 1, linecopy);
      struct timespec d = {0, 20 * 1000000L};
      nanosleep(&d, NULL);
    } else {
      logf_line('X', g->id, n + 1, linecopy);
      c->refused++;
      snprintf(c->refused_line, sizeof c->refused_line, "%.150s -> %d", linecopy, st);
    }
    json_decref(r);
  }
  return NULL;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* ---- verifying ---------------------------------------------------------------------- */

/* Replay the stored record of a game here and compare with the server. 0 ok. */
static int verify_game(lgame *g, const target *t, json_t **record_out) {
  char path[128];
  int st;
  snprintf(path, sizeof path, "/api/games/%s/record", g->id);
  json_t *rec = http(t, "GET", path, g->host, NULL, &st);
  if (!rec || st != 200) { fprintf(stderr, "game %s: no record (%d)\n", g->id, st); json_decref(rec); return -1; }
  snprintf(path, sizeof path, "/api/games/%s/state", g->id);
  json_t *srv = http(t, "GET", path, g->host, NULL, &st);
  int bad = 0;
  session ss;
  session_init(&ss);
  json_t *a = session_exec(&ss, json_string_value(json_object_get(rec, "setup")));
  if (!json_is_true(json_object_get(a, "ok"))) bad = 1;
  json_decref(a);
  size_t i;
  json_t *m;
  json_array_foreach(json_object_get(rec, "moves"), i, m) {
    if (bad) break;
    if (json_integer_value(json_object_get(m, "n")) != (json_int_t)i + 1) {
      fprintf(stderr, "game %s: move numbers not contiguous at %zu\n", g->id, i + 1);
      bad = 1;
      break;
    }
    char *line = strdup(json_string_value(json_object_get(m, "move")));
    a = session_exec(&ss, line_clean(line));
    free(line);
    char d[17];
    int ok = json_is_true(json_object_get(a, "ok"));
    json_decref(a);
    if (ok) snprintf(d, sizeof d, "%016llx", (unsigned long long)state_digest(ti4_game_state(ss.g)));
    if (!ok || strcmp(d, json_string_value(json_object_get(m, "digest")))) {
      fprintf(stderr, "game %s: stored move %zu does not replay to its digest\n", g->id, i + 1);
      bad = 1;
    }
  }
  if (!bad) {
    json_t *mine = state_json(ti4_game_state(ss.g), -1);
    if (!srv || st != 200 || !json_equal(mine, json_object_get(srv, "state"))) {
      fprintf(stderr, "game %s: the server's state differs from the replay of its record\n", g->id);
      bad = 1;
    }
    json_decref(mine);
  }
  session_free(&ss);
  json_decref(srv);
  if (record_out) *record_out = rec;
  else json_decref(rec);
  return bad ? -1 : 0;
}

/* ---- the crash check ------------------------------------------------------------------ */

static int check_log(lgame *games, int ng, const char *logpath) {
  FILE *f = fopen(logpath, "r");
  if (!f) { fprintf(stderr, "serve-load: cannot read %s\n", logpath); return 1; }
  int fails = 0;
  long acked_total = 0, inflight_total = 0;
  for (int gi = 0; gi < ng; gi++) {
    json_t *rec = NULL;
    if (verify_game(&games[gi], &T[0], &rec)) fails++;
    json_t *moves = json_object_get(rec, "moves");
    long stored = (long)json_array_size(moves);
    /* acknowledged (n -> line) and sent lines of this game */
    char *acked = calloc((size_t)stored + 2, 1);
    char line[4400];
    rewind(f);
    long inflight = 0;
    while (fgets(line, sizeof line, f)) {
      char kind, id[40];
      long n;
      int off = 0;
      line[strcspn(line, "\n")] = 0;
      if (sscanf(line, "%c %39s %ld %n", &kind, id, &n, &off) != 3 || strcmp(id, games[gi].id)) continue;
      const char *mv = line + off;
      const json_t *m = n >= 1 && n <= stored ? json_array_get(moves, (size_t)(n - 1)) : NULL;
      const char *sm = m ? json_string_value(json_object_get(m, "move")) : NULL;
      if (kind == 'A') {
        acked_total++;
        if (!sm || strcmp(sm, mv)) {
          fprintf(stderr, "game %s: acknowledged move %ld (%s) is not stored\n", games[gi].id, n, mv);
          fails++;
        } else acked[n] = 1;
      }
    }
    /* stored but never acknowledged: only a move whose request got no
     * answer at all (sent as the server died), never one that was answered
     * with a refusal or a conflict; at most one per client */
    for (long n = 1; n <= stored; n++) {
      if (acked[n]) continue;
      const char *sm = json_string_value(json_object_get(json_array_get(moves, (size_t)(n - 1)), "move"));
      long sent = 0, answered = 0;
      rewind(f);
      while (fgets(line, sizeof line, f)) {
        char kind, id[40];
        long k;
        int off = 0;
        line[strcspn(line, "\n")] = 0;
        if (sscanf(line, "%c %39s %ld %n", &kind, id, &k, &off) == 3 && !strcmp(id, games[gi].id) &&
            k == n && !strcmp(line + off, sm)) {
          if (kind == 'S') sent++;
          else answered++;
        }
      }
      if (sent <= answered) {
        fprintf(stderr, "game %s: move %ld (%s) is stored but was never acknowledged%s\n",
                games[gi].id, n, sm, sent ? " (its request was answered with a refusal)" : " nor sent");
        fails++;
      } else inflight++;
    }
    if (inflight > 6) { fprintf(stderr, "game %s: %ld unacknowledged moves stored\n", games[gi].id, inflight); fails++; }
    inflight_total += inflight;
    free(acked);
    json_decref(rec);
  }
  fclose(f);
  printf("check: games=%d acknowledged=%ld in_flight_stored=%ld failures=%d (%s)\n", ng, acked_total,
         inflight_total, fails, fails ? "FAILED" : "every acknowledged move stored, nothing else but moves sent without an answer, replays identical");
  return fails ? 1 : 0;
}

/* ---- main --------------------------------------------------------------------------------- */

static int parse_target(target *t, const char *s) {
  const char *p = s;
  if (!strncmp(p, "http://", 7)) p += 7;
  const char *colon = strrchr(p, ':');
  if (!colon || (size_t)(colon - p) >= sizeof t->host) return -1;
  memcpy(t->host, p, (size_t)(colon - p));
  t->host[colon - p] = 0;
  t->port = atoi(colon + 1);
  return t->port > 0 && t->port < 65536 ? 0 : -1;
}

static void load_usage(FILE *f) {
  fprintf(f, "usage: ti4 serve-load --url HOST:PORT [--url ...] [--games N<=%d] [--seconds S<=600]\n"
             "                      [--moves M] [--seed X] [--log FILE] [--games-file FILE]\n"
             "       ti4 serve-load --check --url HOST:PORT --games-file FILE --log FILE\n", MAX_GAMES);
}

static int read_games(const char *path, lgame *games, int *ng) {
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  char line[1024];
  *ng = 0;
  while (*ng < MAX_GAMES && fgets(line, sizeof line, f)) {
    lgame *g = &games[*ng];
    memset(g, 0, sizeof *g);
    if (sscanf(line, "%39s %79s", g->id, g->host) == 2) (*ng)++;
  }
  fclose(f);
  return 0;
}

int ti4_serve_load_main(int argc, char **argv) {
  int ngames = 4, check = 0;
  double seconds = 10;
  long max_moves = 100000;
  unsigned seed = 1;
  const char *logpath = NULL, *gamesfile = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--url") && v && NT < MAX_URLS) { if (parse_target(&T[NT++], v)) { load_usage(stderr); return 2; } i++; }
    else if (!strcmp(a, "--games") && v) ngames = atoi(v), i++;
    else if (!strcmp(a, "--seconds") && v) seconds = atof(v), i++;
    else if (!strcmp(a, "--moves") && v) max_moves = atol(v), i++;
    else if (!strcmp(a, "--seed") && v) seed = (unsigned)strtoul(v, NULL, 10), i++;
    else if (!strcmp(a, "--log") && v) logpath = v, i++;
    else if (!strcmp(a, "--games-file") && v) gamesfile = v, i++;
    else if (!strcmp(a, "--check")) check = 1;
    else { load_usage(stderr); return 2; }
  }
  if (!NT || ngames < 1 || ngames > MAX_GAMES || seconds <= 0 || seconds > 600 || max_moves < 1) {
    load_usage(stderr);
    return 2;
  }
  mg_init_library(0);
  static lgame games[MAX_GAMES];
  if (check) {
    int ng = 0;
    if (!gamesfile || !logpath || read_games(gamesfile, games, &ng)) { load_usage(stderr); return 2; }
    int rc = check_log(games, ng, logpath);
    mg_exit_library();
    return rc;
  }
  if (logpath && !(LOG = fopen(logpath, "w"))) { fprintf(stderr, "serve-load: cannot write %s\n", logpath); return 1; }
  FILE *gf = gamesfile ? fopen(gamesfile, "w") : NULL;
  /* the games */
  for (int gi = 0; gi < ngames; gi++) {
    lgame *g = &games[gi];
    memset(g, 0, sizeof *g);
    pthread_mutex_init(&g->mu, NULL);
    char body[128];
    snprintf(body, sizeof body, "{\"players\":6,\"seed\":\"%u\"}", seed + (unsigned)gi);
    int st;
    json_t *a = http(&T[0], "POST", "/api/games", NULL, body, &st);
    if (!a || st != 200) { fprintf(stderr, "serve-load: cannot create a game (%d)\n", st); return 1; }
    snprintf(g->id, sizeof g->id, "%s", json_string_value(json_object_get(a, "game")));
    snprintf(g->host, sizeof g->host, "%s", json_string_value(json_object_get(a, "host")));
    for (int s = 0; s < 6; s++) {
      char w[4];
      snprintf(w, sizeof w, "p%d", s + 1);
      snprintf(g->tok[s], sizeof g->tok[s], "%s", json_string_value(json_object_get(json_object_get(a, "seats"), w)));
    }
    g->players = 6;
    json_decref(a);
    if (gf) { fprintf(gf, "%s %s\n", g->id, g->host); fflush(gf); }
  }
  if (gf) fclose(gf);
  int nc = ngames * 6;
  client *cl = calloc((size_t)nc, sizeof *cl);
  pthread_t *th = calloc((size_t)nc, sizeof *th);
  if (!cl || !th) return 1;
  double t0 = now_s();
  for (int i = 0; i < nc; i++) {
    cl[i].g = &games[i / 6];
    cl[i].seat = i % 6;
    cl[i].t = &T[i % NT];
    cl[i].seed = seed * 7919u + (unsigned)i;
    cl[i].deadline = t0 + seconds;
    cl[i].max_moves = max_moves;
    if (pthread_create(&th[i], NULL, client_main, &cl[i])) { fprintf(stderr, "serve-load: no thread\n"); return 1; }
  }
  for (int i = 0; i < nc; i++) pthread_join(th[i], NULL);
  double el = now_s() - t0;
  long made = 0, conflicts = 0, refused = 0, errors = 0;
  size_t nl = 0;
  for (int i = 0; i < nc; i++) {
    made += cl[i].made; conflicts += cl[i].conflicts; refused += cl[i].refused; errors += cl[i].errors;
    nl += cl[i].nlat;
    if (cl[i].refused) fprintf(stderr, "refused legal move: %s\n", cl[i].refused_line);
  }
  double *lat = malloc((nl ? nl : 1) * sizeof *lat);
  size_t o = 0;
  for (int i = 0; i < nc; i++) { if (cl[i].nlat) memcpy(lat + o, cl[i].lat, cl[i].nlat * sizeof *lat); o += cl[i].nlat; free(cl[i].lat); }
  qsort(lat, nl, sizeof *lat, cmp_double);
  double p50 = nl ? lat[nl / 2] : 0, p99 = nl ? lat[(nl * 99) / 100 < nl ? (nl * 99) / 100 : nl - 1] : 0;
  free(lat);
  int over = 0;
  for (int gi = 0; gi < ngames; gi++) over += games[gi].over;
  printf("load: games=%d clients=%d servers=%d seconds=%.1f moves=%ld moves/s=%.0f p50=%.2fms p99=%.2fms "
         "conflicts=%ld refused=%ld errors=%ld finished_games=%d\n",
         ngames, nc, NT, el, made, el > 0 ? (double)made / el : 0, p50 * 1e3, p99 * 1e3,
         conflicts, refused, errors, over);
  fflush(stdout);
  int rc = refused ? 1 : 0;
  if (LOG) { fclose(LOG); LOG = NULL; }
  /* every game: its stored record replayed here equals the server's state */
  int verified = 0;
  for (int gi = 0; gi < ngames; gi++) if (!verify_game(&games[gi], &T[0], NULL)) verified++;
  printf("verify: %d/%d games identical to a replay of their stored moves\n", verified, ngames);
  if (verified != ngames) rc = 1;
  free(cl);
  free(th);
  mg_exit_library();
  return rc;
}
