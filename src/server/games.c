/* games.c -- the games a server holds: one protocol session per game, built
 * from the database (its `new` line, then every stored move replayed and
 * checked against the stored digest), moves applied then stored then
 * answered, tokens checked by their SHA-256, views and events filtered per
 * seat.
 *
 * Locks: games_mu (the list) before a game's mu before engine_mu. The
 * protocol layer keeps a little global state (events.c), so every call into
 * it holds engine_mu. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/random.h>
#include <nettle/sha2.h>
#include "protocol.h"
#include "server.h"

/* A WebSocket subscriber has its own sending thread: a client that does not
 * read holds up only itself, never the game's moves or other clients. */
struct srv_sub {
  int slot;
  void (*send)(void *ud, const char *text);
  void *ud;
  long sent;                    /* the last event number sent (game's mu) */
  long moves;                   /* the move number last told (game's mu) */
  int lang;                     /* sentences: -1 none, 0 English, 1 Russian (game's mu) */
  int stop;                     /* (game's mu) */
  game *g;
  pthread_t th;
  pthread_cond_t cv;            /* waits with the game's mu */
  srv_sub *next;
};

struct game {
  char id[40];
  pthread_mutex_t mu;
  session ss;
  char *setup;                  /* the `new` line */
  long n;                       /* moves applied (= stored) */
  json_t *events;               /* every event; event k is events[k-1] */
  char tok[SRV_NSLOT][65];      /* token hashes, "" for none */
  double bucket[SRV_NSLOT], stamp[SRV_NSLOT];
  int players, sandbox, broken;
  int lang;                     /* the game's language: -1 none (the server's), 0 en, 1 ru */
  int edits;                    /* a sandbox, or a full setup with `edits`: the host edits */
  int refs;                     /* requests and WebSockets using it (games_mu) */
  double used;                  /* when it was last released (games_mu) */
  srv_sub *subs;
  game *next;
};

static store *G_st;
static srv_config G_cfg;
static pthread_mutex_t games_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t engine_mu = PTHREAD_MUTEX_INITIALIZER;
static game *G_games;

/* ---- small things ------------------------------------------------------------ */

int srv_random(unsigned char *buf, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = getrandom(buf + got, n - got, 0);
    if (r < 0) { if (errno == EINTR) continue; return -1; }
    got += (size_t)r;
  }
  return 0;
}

void srv_hex(char *out, const unsigned char *in, size_t n) {
  static const char hx[] = "0123456789abcdef";
  for (size_t i = 0; i < n; i++) { out[2 * i] = hx[in[i] >> 4]; out[2 * i + 1] = hx[in[i] & 15]; }
  out[2 * n] = 0;
}

void srv_sha256_hex(char out[65], const char *text) {
  struct sha256_ctx c;
  uint8_t d[SHA256_DIGEST_SIZE];
  sha256_init(&c);
  sha256_update(&c, strlen(text), (const uint8_t *)text);
  sha256_digest(&c, sizeof d, d);
  srv_hex(out, d, sizeof d);
}

json_t *srv_error(const char *code, const char *msgid) { return srv_error_word(code, msgid, NULL); }

json_t *srv_error_word(const char *code, const char *msgid, const char *word) {
  char msg[512];
  i18n_error_message(msg, sizeof msg, msgid, word);   /* the server's language (ti4 --lang ru serve) */
  json_t *o = json_object(), *e = json_object();
  json_object_set_new(o, "ok", json_false());
  json_object_set_new(e, "code", json_string(code));
  json_object_set_new(e, "message", jstr(msg));
  json_object_set_new(e, "rule", json_string(""));
  json_object_set_new(o, "error", e);
  return o;
}

int srv_lang_word(const char *w) {
  if (w && !strcmp(w, "en")) return 0;
  if (w && !strcmp(w, "ru")) return 1;
  return -1;
}

int srv_status(const json_t *a) {
  if (json_is_true(json_object_get(a, "ok"))) return 200;
  const char *c = json_string_value(json_object_get(json_object_get(a, "error"), "code"));
  static const struct { const char *code; int status; } map[] = {
    {"unauthorized", 401}, {"forbidden", 403}, {"not_found", 404}, {"conflict", 409},
    {"too_large", 413}, {"rate_limited", 429}, {"method_not_allowed", 405},
    {"bad_syntax", 400}, {"unknown_command", 400}, {"unknown_id", 400},
    {"not_your_decision", 422}, {"illegal_move", 422}, {"corrupt_save", 500},
    {"io", 500}, {"out_of_memory", 503}, {NULL, 0}};
  for (int i = 0; c && map[i].code; i++) if (!strcmp(c, map[i].code)) return map[i].status;
  return 400;
}

static const char *slot_word(int slot) {
  static const char *const w[SRV_NSLOT] = {"p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "host"};
  return slot >= 0 && slot < SRV_NSLOT ? w[slot] : "?";
}

static int slot_from_word(const char *w) {
  for (int i = 0; i < SRV_NSLOT; i++) if (!strcmp(w, slot_word(i))) return i;
  return -1;
}

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void digest_hex(char out[17], const session *ss) {
  snprintf(out, 17, "%016llx", (unsigned long long)state_digest(ti4_game_state(ss->g)));
}

/* ---- events per seat ------------------------------------------------------------ */

/* What a seat may see of an event: another seat's drawn, gained or lost
 * action card, secret objective or promissory note loses its item (the
 * count stays); edits that name such a card or the agenda deck's order
 * likewise. The host (slot SRV_HOST) sees everything. New reference. */
static json_t *event_for(json_t *e, int slot) {
  if (slot == SRV_HOST) return json_incref(e);
  const char *type = json_string_value(json_object_get(e, "type"));
  const char *player = json_string_value(json_object_get(e, "player"));
  int other = !player || strcmp(player, slot_word(slot));
  int hide = 0;
  if (type && (!strcmp(type, "drew") || !strcmp(type, "gained") || !strcmp(type, "lost"))) {
    const char *what = json_string_value(json_object_get(e, "what"));
    hide = other && what && (!strcmp(what, "action_card") || !strcmp(what, "secret") || !strcmp(what, "promissory"));
  } else if (type && !strcmp(type, "edit")) {
    const char *ed = json_string_value(json_object_get(e, "edit"));
    hide = ed && ((other && (!strcmp(ed, "action") || !strcmp(ed, "secret") || !strcmp(ed, "promissory"))) ||
                  !strcmp(ed, "deck_agenda"));
  }
  if (!hide || !json_object_get(e, "item")) return json_incref(e);
  json_t *c = json_copy(e);
  json_object_del(c, "item");
  json_object_set_new(c, "hidden", json_true());
  return c;
}

/* A seat's copy of event k (1-based) as a message {"event":…,"n":k}; with
 * lang 0 or 1 the event carries "text", its sentence in that language (the
 * program's catalogue), made from the filtered copy so it tells nothing
 * hidden. Game locked; takes the engine lock for the sentence. */
static json_t *event_message(game *g, long k, int slot, int lang) {
  json_t *e = event_for(json_array_get(g->events, (size_t)(k - 1)), slot);
  if (lang >= 0) {
    char buf[1024];
    json_t *c = json_copy(e);
    json_decref(e);
    e = c;
    pthread_mutex_lock(&engine_mu);
    int was = i18n_thread_lang(lang);
    event_text(buf, sizeof buf, e);
    i18n_thread_lang(was);
    pthread_mutex_unlock(&engine_mu);
    json_object_set_new(e, "text", jstr(buf));
  }
  json_t *m = json_object();
  json_object_set_new(m, "event", e);
  json_object_set_new(m, "n", json_integer(k));
  return m;
}

/* The subscriber's thread: send, one message each, every event after
 * s->sent, then {"moves":N} when the move number changed (a move may make
 * no event at all: a page must still learn that the game moved on);
 * writing without the game's lock. */
static void *sub_main(void *arg) {
  srv_sub *s = arg;
  game *g = s->g;
  pthread_mutex_lock(&g->mu);
  while (!s->stop) {
    long total = (long)json_array_size(g->events);
    json_t *m;
    if (s->sent < total) {
      long k = s->sent + 1;
      m = event_message(g, k, s->slot, s->lang);
      s->sent = k;
    } else if (s->moves != g->n) {
      m = json_object();
      json_object_set_new(m, "moves", json_integer(g->n));
      s->moves = g->n;
    } else {
      pthread_cond_wait(&s->cv, &g->mu);
      continue;
    }
    pthread_mutex_unlock(&g->mu);
    char *t = json_dumps(m, JSON_COMPACT);
    json_decref(m);
    if (t) { s->send(s->ud, t); free(t); }
    pthread_mutex_lock(&g->mu);
  }
  pthread_mutex_unlock(&g->mu);
  return NULL;
}

/* Wake the subscribers: there are new events (game locked). */
static void push(game *g) {
  for (srv_sub *s = g->subs; s; s = s->next) pthread_cond_signal(&s->cv);
}

/* ---- applying lines ----------------------------------------------------------------- */

/* Run one stored or new line on the game's session (engine lock held by
 * the caller); on success append its events (an undo, which has none, is
 * recorded as an "undone" event so clients know to look again). */
static json_t *exec_line(game *g, const char *line) {
  char *buf = strdup(line);
  if (!buf) return srv_error("out_of_memory", N_("out of memory"));
  json_t *a = session_exec(&g->ss, line_clean(buf));
  free(buf);
  if (!json_is_true(json_object_get(a, "ok"))) return a;
  json_t *ev = json_object_get(a, "events");
  size_t i;
  json_t *e;
  if (json_is_array(ev)) json_array_foreach(ev, i, e) json_array_append(g->events, e);
  json_t *undone = json_object_get(a, "undone");
  if (undone) {
    json_t *u = json_object();
    json_object_set_new(u, "type", json_string("undone"));
    json_object_set_new(u, "count", json_incref(undone));
    json_array_append_new(g->events, u);
  }
  return a;
}

typedef struct { game *g; int bad; } replay_ctx;

static int replay_cb(void *ud, long n, const char *line, const char *digest) {
  replay_ctx *c = ud;
  game *g = c->g;
  if (n != g->n + 1) { c->bad = 1; return 1; }
  pthread_mutex_lock(&engine_mu);
  json_t *a = exec_line(g, line);
  char d[17];
  int ok = json_is_true(json_object_get(a, "ok"));
  if (ok) digest_hex(d, &g->ss);
  pthread_mutex_unlock(&engine_mu);
  json_decref(a);
  if (!ok || strcmp(d, digest)) {
    fprintf(stderr, "ti4 serve: game %s: stored move %ld (%s) does not replay\n", g->id, n, line);
    c->bad = 1;
    return 1;
  }
  g->n = n;
  return 0;
}

/* Apply the moves other processes stored since we last looked (game locked). */
static int catch_up(game *g) {
  if (g->broken) return -1;
  replay_ctx c = {g, 0};
  if (store_moves_since(G_st, g->id, g->n, replay_cb, &c) != ST_OK) return -1;
  if (c.bad) { g->broken = 1; return -1; }
  return 0;
}

/* Build the session from nothing: the setup line, then every stored move. */
static int rebuild(game *g) {
  pthread_mutex_lock(&engine_mu);
  session_free(&g->ss);
  session_init(&g->ss);
  json_decref(g->events);
  g->events = json_array();
  g->n = 0;
  json_t *a = exec_line(g, g->setup);
  int ok = json_is_true(json_object_get(a, "ok")) && g->ss.g;
  json_decref(a);
  if (ok) {
    const ti4_setup *o = ti4_game_setup_options(g->ss.g);
    g->players = o ? o->players : 0;
    g->sandbox = o ? o->sandbox : 0;
    g->edits = o ? o->sandbox || o->edits : 0;
  }
  pthread_mutex_unlock(&engine_mu);
  g->broken = !ok;
  if (!ok) return -1;
  return catch_up(g);
}

/* ---- the list of games ------------------------------------------------------------------ */

void games_init(store *st, const srv_config *cfg) {
  G_st = st;
  G_cfg = *cfg;
}

static void game_free(game *g) {
  session_free(&g->ss);
  json_decref(g->events);
  free(g->setup);
  while (g->subs) { srv_sub *s = g->subs; g->subs = s->next; free(s); }
  pthread_mutex_destroy(&g->mu);
  free(g);
}

void games_shutdown(void) {
  pthread_mutex_lock(&games_mu);
  while (G_games) { game *g = G_games; G_games = g->next; game_free(g); }
  pthread_mutex_unlock(&games_mu);
}

static game *game_alloc(const char *id, char *setup) {
  game *g = calloc(1, sizeof *g);
  if (!g) return NULL;
  snprintf(g->id, sizeof g->id, "%s", id);
  pthread_mutex_init(&g->mu, NULL);
  session_init(&g->ss);
  g->events = json_array();
  g->setup = setup;
  g->lang = -1;
  for (int i = 0; i < SRV_NSLOT; i++) g->bucket[i] = G_cfg.burst;
  return g;
}

static void load_token(void *ud, const char *seat, const char *hash) {
  game *g = ud;
  int s = slot_from_word(seat);
  if (s >= 0 && strlen(hash) == 64) memcpy(g->tok[s], hash, 65);
}

static int id_ok(const char *id) {
  size_t n = strlen(id);
  if (n < 1 || n > 32) return 0;
  for (size_t i = 0; i < n; i++)
    if (!((id[i] >= '0' && id[i] <= '9') || (id[i] >= 'a' && id[i] <= 'f'))) return 0;
  return 1;
}

/* The game, from memory or the database; NULL with *err set. */
static game *game_get(const char *id, json_t **err) {
  *err = NULL;
  if (!id_ok(id)) { *err = srv_error("not_found", N_("no such game")); return NULL; }
  pthread_mutex_lock(&games_mu);
  game *g;
  for (g = G_games; g; g = g->next) if (!strcmp(g->id, id)) break;
  if (!g) {
    char *setup = NULL;
    game *ng = NULL;
    int rc = ST_ERROR;
    char lang[4];
    ng = game_alloc(id, NULL);
    if (ng) rc = store_load_game(G_st, id, &setup, lang, load_token, ng);
    if (rc == ST_OK) {
      ng->setup = setup;
      ng->lang = lang[0] ? srv_lang_word(lang) : -1;
      if (rebuild(ng)) fprintf(stderr, "ti4 serve: game %s does not replay from the database\n", id);
      ng->next = G_games;
      G_games = ng;
      g = ng;
    } else {
      if (ng) game_free(ng);
      *err = rc == ST_NOTFOUND ? srv_error("not_found", N_("no such game")) : srv_error("io", N_("the database did not answer"));
    }
  }
  if (g) g->refs++;
  pthread_mutex_unlock(&games_mu);
  return g;
}

int game_lang(const game *g) { return g->lang; }   /* set at creation, never changed */

void game_release(game *g) {
  if (!g) return;
  pthread_mutex_lock(&games_mu);
  g->refs--;
  g->used = now_s();
  pthread_mutex_unlock(&games_mu);
}

json_t *games_auth(const char *id, const char *token, game **out, int *slot) {
  *out = NULL;
  if (!token || !*token) return srv_error("unauthorized", N_("a token is needed (Authorization: Bearer TOKEN)"));
  if (strlen(token) > 256) return srv_error("unauthorized", N_("wrong token"));
  json_t *err;
  game *g = game_get(id, &err);
  if (!g) return err;
  char h[65];
  srv_sha256_hex(h, token);
  int s = -1;
  for (int i = 0; i < SRV_NSLOT; i++) if (g->tok[i][0] && !strcmp(g->tok[i], h)) s = i;
  if (s < 0) { game_release(g); return srv_error("unauthorized", N_("wrong token for this game")); }
  if (G_cfg.rate > 0) {
    pthread_mutex_lock(&g->mu);
    double t = now_s();
    if (g->stamp[s] > 0) g->bucket[s] += (t - g->stamp[s]) * G_cfg.rate;
    if (g->bucket[s] > G_cfg.burst) g->bucket[s] = G_cfg.burst;
    g->stamp[s] = t;
    int over = g->bucket[s] < 1.0;
    if (!over) g->bucket[s] -= 1.0;
    pthread_mutex_unlock(&g->mu);
    if (over) { game_release(g); return srv_error("rate_limited", N_("too many requests: slow down")); }
  }
  *out = g;
  *slot = s;
  return NULL;
}

/* ---- creating a game --------------------------------------------------------------------- */

/* A value for the `new` line: a number, or a word of safe characters. */
static int option_word(char *out, size_t cap, const json_t *v) {
  if (json_is_integer(v)) {
    if (json_integer_value(v) < 0) return -1;
    snprintf(out, cap, "%lld", (long long)json_integer_value(v));
    return 0;
  }
  if (!json_is_string(v)) return -1;
  const char *s = json_string_value(v);
  size_t n = strlen(s);
  if (!n || n >= cap || n > 1024) return -1;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
          c == '_' || c == '-' || c == ',' || c == '.' || c == ':' || c == '/' || c == '+'))
      return -1;
  }
  memcpy(out, s, n + 1);
  return 0;
}

json_t *games_create(const json_t *body) {
  if (!json_is_object(body)) return srv_error("bad_syntax", N_("the body must be a JSON object of new options"));
  char line[4096] = "new";
  size_t len = 3;
  const char *k;
  json_t *v;
  int glang = -1;
  json_object_foreach((json_t *)body, k, v) {
    char w[1100];
    if (!strcmp(k, "lang")) {      /* the default language of this game's answers (not an engine option) */
      if (!json_is_string(v) || (strcmp(json_string_value(v), "en") && strcmp(json_string_value(v), "ru")))
        return srv_error("bad_syntax", N_("lang takes en or ru"));
      glang = srv_lang_word(json_string_value(v));
      continue;
    }
    if (!strcmp(k, "sandbox")) {
      if (!json_is_boolean(v)) return srv_error("bad_syntax", N_("sandbox takes true or false"));
      if (json_is_true(v)) { snprintf(line + len, sizeof line - len, " sandbox"); len += 8; }
      continue;
    }
    if (!strcmp(k, "edits")) {     /* the full setup, then the host's edits (the game is marked edited) */
      if (!json_is_boolean(v)) return srv_error("bad_syntax", N_("edits takes true or false"));
      if (json_is_true(v)) { snprintf(line + len, sizeof line - len, " edits"); len += 6; }
      continue;
    }
    if (strcmp(k, "players") && strcmp(k, "seed") && strcmp(k, "vp") && strcmp(k, "expansions") &&
        strcmp(k, "factions") && strcmp(k, "map") && strcmp(k, "galaxy"))
      return srv_error("bad_syntax", N_("unknown option"));
    if (json_is_array(v) && !strcmp(k, "factions")) {   /* ["sol", null, ...] */
      size_t i, o = 0;
      json_t *f;
      w[0] = 0;
      json_array_foreach(v, i, f) {
        char one[64];
        if (json_is_null(f)) snprintf(one, sizeof one, "-");
        else if (option_word(one, sizeof one, f)) return srv_error("bad_syntax", N_("a faction is an id"));
        int r = snprintf(w + o, sizeof w - o, "%s%s", i ? "," : "", one);
        if (r < 0 || (size_t)r >= sizeof w - o) return srv_error("bad_syntax", N_("too many factions"));
        o += (size_t)r;
      }
    } else if (option_word(w, sizeof w, v)) {
      return srv_error("bad_syntax", N_("an option's value is a number or a word of letters, digits and _-,.:/+"));
    }
    int r = snprintf(line + len, sizeof line - len, " %s=%s", k, w);
    if (r < 0 || (size_t)r >= sizeof line - len) return srv_error("too_large", N_("too many options"));
    len += (size_t)r;
  }
  /* try the setup first: a refused one stores nothing */
  unsigned char rnd[12];
  char id[25];
  if (srv_random(rnd, sizeof rnd)) return srv_error("io", N_("no random numbers"));
  srv_hex(id, rnd, sizeof rnd);
  char *setup = strdup(line);
  game *g = setup ? game_alloc(id, setup) : NULL;
  if (!g) { free(setup); return srv_error("out_of_memory", N_("out of memory")); }
  g->lang = glang;
  pthread_mutex_lock(&engine_mu);
  json_t *a = exec_line(g, g->setup);
  if (json_is_true(json_object_get(a, "ok")) && g->ss.g) {
    const ti4_setup *o = ti4_game_setup_options(g->ss.g);
    g->players = o ? o->players : 0;
    g->sandbox = o ? o->sandbox : 0;
    g->edits = o ? o->sandbox || o->edits : 0;
  }
  pthread_mutex_unlock(&engine_mu);
  if (!json_is_true(json_object_get(a, "ok"))) { game_free(g); return a; }
  json_decref(a);

  const char *seat[SRV_NSLOT], *hash[SRV_NSLOT];
  char tokens[SRV_NSLOT][65];
  int nt = 0;
  json_t *seats = json_object();
  for (int s = 0; s < SRV_NSLOT; s++) {
    if (s < SRV_HOST && s >= g->players) continue;
    unsigned char t[32];
    if (srv_random(t, sizeof t)) { json_decref(seats); game_free(g); return srv_error("io", N_("no random numbers")); }
    srv_hex(tokens[s], t, sizeof t);
    srv_sha256_hex(g->tok[s], tokens[s]);
    seat[nt] = slot_word(s);
    hash[nt] = g->tok[s];
    nt++;
    if (s < SRV_HOST) json_object_set_new(seats, slot_word(s), json_string(tokens[s]));
  }
  if (store_create_game(G_st, id, g->setup, glang == 1 ? "ru" : glang == 0 ? "en" : "", nt, seat, hash) != ST_OK) {
    json_decref(seats);
    game_free(g);
    return srv_error("io", N_("the game could not be stored"));
  }
  pthread_mutex_lock(&games_mu);
  g->used = now_s();
  g->next = G_games;
  G_games = g;
  pthread_mutex_unlock(&games_mu);
  json_t *r = json_object();
  json_object_set_new(r, "ok", json_true());
  json_object_set_new(r, "game", json_string(id));
  json_object_set_new(r, "seats", seats);
  json_object_set_new(r, "host", json_string(tokens[SRV_HOST]));
  return r;
}

/* ---- views ------------------------------------------------------------------------------ */

/* Lock the game and catch up; an answer when it cannot be served. */
static json_t *enter(game *g) {
  pthread_mutex_lock(&g->mu);
  if (catch_up(g)) {
    pthread_mutex_unlock(&g->mu);
    return srv_error(g->broken ? "corrupt_save" : "io",
                     g->broken ? N_("this game's stored moves do not replay") : N_("the database did not answer"));
  }
  push(g);
  return NULL;
}

static json_t *run_view(game *g, const char *cmd) {
  pthread_mutex_lock(&engine_mu);
  json_t *a = session_exec(&g->ss, cmd);
  pthread_mutex_unlock(&engine_mu);
  json_object_set_new(a, "n", json_integer(g->n));
  return a;
}

json_t *game_info(game *g, int slot) {
  json_t *e = enter(g);
  if (e) return e;
  json_t *a = json_object(), *gi = json_object();
  json_object_set_new(a, "ok", json_true());
  json_object_set_new(gi, "id", json_string(g->id));
  json_object_set_new(gi, "players", json_integer(g->players));
  json_object_set_new(gi, "sandbox", json_boolean(g->sandbox));
  if (g->lang >= 0) json_object_set_new(gi, "lang", json_string(g->lang ? "ru" : "en"));
  json_object_set_new(gi, "n", json_integer(g->n));
  json_object_set_new(gi, "events", json_integer((json_int_t)json_array_size(g->events)));
  json_object_set_new(a, "game", gi);
  json_object_set_new(a, "seat", json_string(slot_word(slot)));
  pthread_mutex_unlock(&g->mu);
  return a;
}

json_t *game_state(game *g, int slot) {
  json_t *e = enter(g);
  if (e) return e;
  char cmd[32];
  if (slot == SRV_HOST) snprintf(cmd, sizeof cmd, "state");
  else snprintf(cmd, sizeof cmd, "state as=%s", slot_word(slot));
  json_t *a = run_view(g, cmd);
  pthread_mutex_unlock(&g->mu);
  /* LRR 69.6: the view (state as=pX) already hides others' notes in hand */
  return a;
}

json_t *game_pending(game *g, int slot) {
  json_t *e = enter(g);
  if (e) return e;
  json_t *a = run_view(g, "pending");
  pthread_mutex_unlock(&g->mu);
  json_t *p = json_object_get(a, "pending");
  const char *who = json_string_value(json_object_get(p, "player"));
  /* another seat's options could tell what that seat holds */
  if (slot != SRV_HOST && p && (!who || strcmp(who, slot_word(slot))))
    json_object_set_new(p, "options", json_array());
  return a;
}

json_t *game_legal(game *g, int slot) {
  json_t *e = enter(g);
  if (e) return e;
  json_t *a = run_view(g, "legal");
  pthread_mutex_unlock(&g->mu);
  if (slot == SRV_HOST) return a;
  json_t *all = json_object_get(a, "moves"), *mine = json_array();
  char pre[4];
  snprintf(pre, sizeof pre, "%s ", slot_word(slot));
  size_t i;
  json_t *m;
  json_array_foreach(all, i, m) {
    const char *s = json_string_value(m);
    if (s && !strncmp(s, pre, 3)) json_array_append(mine, m);
  }
  json_object_set_new(a, "moves", mine);
  return a;
}

json_t *game_log(game *g, int slot, long since, int lang) {
  json_t *e = enter(g);
  if (e) return e;
  json_t *a = json_object(), *arr = json_array();
  long total = (long)json_array_size(g->events);
  if (since < 0) since = 0;
  for (long k = since + 1; k <= total; k++) json_array_append_new(arr, event_message(g, k, slot, lang));
  json_object_set_new(a, "ok", json_true());
  json_object_set_new(a, "events", arr);
  json_object_set_new(a, "last", json_integer(total));
  json_object_set_new(a, "n", json_integer(g->n));
  pthread_mutex_unlock(&g->mu);
  return a;
}

static int record_cb(void *ud, long n, const char *line, const char *digest) {
  json_t *o = json_object();
  json_object_set_new(o, "n", json_integer(n));
  json_object_set_new(o, "move", jstr(line));
  json_object_set_new(o, "digest", json_string(digest));
  json_array_append_new(ud, o);
  return 0;
}

/* The stored record, read back from the database (host only): what a
 * replay is checked against. */
json_t *game_record(game *g, int slot) {
  if (slot != SRV_HOST) return srv_error("forbidden", N_("only the host token reads the record"));
  json_t *moves = json_array();
  if (store_moves_since(G_st, g->id, 0, record_cb, moves) != ST_OK) {
    json_decref(moves);
    return srv_error("io", N_("the database did not answer"));
  }
  json_t *a = json_object();
  json_object_set_new(a, "ok", json_true());
  json_object_set_new(a, "setup", jstr(g->setup));
  json_object_set_new(a, "moves", moves);
  return a;
}

json_t *game_map(game *g, int slot) {
  (void)slot;
  json_t *e = enter(g);
  if (e) return e;
  json_t *a = run_view(g, "map");
  pthread_mutex_unlock(&g->mu);
  return a;
}

/* ---- moves -------------------------------------------------------------------------------- */

static const char *const program_words[] = {"save", "load", "new", "run", "quit", "exit",
  "expect", "help", "list", "state", "pending", "legal", "log", "map", NULL};

static int is_edit_word(const char *w, size_t n) {
  /* dice: a sandbox must queue every roll (doc/galaxy.md), so its host needs it */
  static const char *const ed[] = {"give", "set", "law", "deck", "dice", "reveal", NULL};
  for (int i = 0; ed[i]; i++) if (strlen(ed[i]) == n && !strncmp(w, ed[i], n)) return 1;
  return 0;
}

json_t *game_move(game *g, int slot, const json_t *body, int lang) {
  const json_t *mv = json_object_get(body, "move"), *ex = json_object_get(body, "expect");
  if (!json_is_object(body) || !json_is_string(mv))
    return srv_error("bad_syntax", N_("the body is {\"move\":\"pX ...\", \"expect\":N}"));
  if (ex && !json_is_null(ex) && (!json_is_integer(ex) || json_integer_value(ex) < 0))
    return srv_error("bad_syntax", N_("expect is the move number you saw"));
  const char *raw = json_string_value(mv);
  size_t rl = strlen(raw);
  if (rl > 4096) return srv_error("too_large", N_("a move line is at most 4096 bytes"));
  if (rl != json_string_length(mv)) return srv_error("bad_syntax", N_("a move line has no NUL bytes"));
  for (size_t i = 0; i < rl; i++)
    if ((unsigned char)raw[i] < 0x20 || raw[i] == 0x7f) return srv_error("bad_syntax", N_("a move is one line of text"));
  char line[4100];
  memcpy(line, raw, rl + 1);
  char *cmd = line_clean(line);
  if (!*cmd) return srv_error("bad_syntax", N_("empty move"));
  size_t wl = strcspn(cmd, " ");
  /* who may send this line */
  if (cmd[0] == 'p' && wl == 2 && cmd[1] >= '1' && cmd[1] <= '8') {
    int seat = cmd[1] - '1';
    if (slot == SRV_HOST ? !g->edits : slot != seat)
      return srv_error("forbidden", N_("this token makes only its own seat's moves"));
  } else if (is_edit_word(cmd, wl)) {
    if (slot != SRV_HOST || !g->edits) return srv_error("forbidden", N_("edits are for the host of a sandbox game"));
  } else if (wl == 4 && !strncmp(cmd, "undo", 4)) {
    if (slot != SRV_HOST) return srv_error("forbidden", N_("only the host takes moves back"));
  } else {
    for (int i = 0; program_words[i]; i++)
      if (strlen(program_words[i]) == wl && !strncmp(cmd, program_words[i], wl))
        return srv_error("forbidden", N_("only moves are taken here; program commands never over the network"));
    return srv_error("unknown_command", N_("unknown command"));
  }
  int has_expect = ex && json_is_integer(ex);
  long expect = has_expect ? (long)json_integer_value(ex) : -1;

  for (int attempt = 0; attempt < 2; attempt++) {
    json_t *e = enter(g);
    if (e) return e;
    if (has_expect && expect != g->n) {
      char nw[32];
      snprintf(nw, sizeof nw, "%ld", g->n);
      pthread_mutex_unlock(&g->mu);
      json_t *c = srv_error_word("conflict", N_("the game has moved on: %s moves have been made"), nw);
      json_object_set_new(c, "n", json_integer(g->n));
      return c;
    }
    size_t ev0 = json_array_size(g->events);
    pthread_mutex_lock(&engine_mu);
    json_t *a = exec_line(g, cmd);
    char d[17] = "";
    int ok = json_is_true(json_object_get(a, "ok"));
    if (ok) digest_hex(d, &g->ss);
    pthread_mutex_unlock(&engine_mu);
    if (!ok) {             /* refused: the engine changed nothing */
      json_object_set_new(a, "n", json_integer(g->n));
      pthread_mutex_unlock(&g->mu);
      return a;
    }
    int rc = store_add_move(G_st, g->id, g->n + 1, cmd, d);
    if (rc != ST_OK) {
      /* not stored, so not made: back to what the database holds */
      json_decref(a);
      rebuild(g);
      push(g);
      long n = g->n;
      pthread_mutex_unlock(&g->mu);
      if (rc == ST_CONFLICT && !has_expect && attempt == 0) continue;
      json_t *c = rc == ST_CONFLICT ? srv_error("conflict", N_("another move was made first"))
                                    : srv_error("io", N_("the move could not be stored"));
      json_object_set_new(c, "n", json_integer(n));
      return c;
    }
    g->n++;
    /* the answer, with this seat's view of the events */
    json_t *mine = json_array();
    for (size_t k = ev0; k < json_array_size(g->events); k++) {
      json_t *msg = event_message(g, (long)k + 1, slot, lang);
      json_array_append(mine, json_object_get(msg, "event"));
      json_decref(msg);
    }
    json_object_set_new(a, "events", mine);
    json_object_set_new(a, "n", json_integer(g->n));
    json_object_set_new(a, "first_event", json_integer((json_int_t)ev0 + 1));
    push(g);
    pthread_mutex_unlock(&g->mu);
    return a;
  }
  return srv_error("conflict", N_("another move was made first"));
}

/* ---- WebSocket subscribers ------------------------------------------------------------------ */

srv_sub *game_subscribe(game *g, int slot, int lang, void (*send)(void *ud, const char *text), void *ud) {
  srv_sub *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->slot = slot;
  s->lang = lang;
  s->send = send;
  s->ud = ud;
  s->g = g;
  pthread_cond_init(&s->cv, NULL);
  pthread_mutex_lock(&g->mu);
  s->sent = (long)json_array_size(g->events);   /* new events only, until {"since":N} */
  s->moves = g->n;
  if (pthread_create(&s->th, NULL, sub_main, s)) {
    pthread_mutex_unlock(&g->mu);
    pthread_cond_destroy(&s->cv);
    free(s);
    return NULL;
  }
  s->next = g->subs;
  g->subs = s;
  pthread_mutex_unlock(&g->mu);
  return s;
}

void game_unsubscribe(game *g, srv_sub *s) {
  pthread_mutex_lock(&g->mu);
  for (srv_sub **p = &g->subs; *p; p = &(*p)->next)
    if (*p == s) { *p = s->next; break; }
  s->stop = 1;
  pthread_cond_signal(&s->cv);
  pthread_mutex_unlock(&g->mu);
  pthread_join(s->th, NULL);
  pthread_cond_destroy(&s->cv);
  free(s);
}

void game_catch_up_sub(game *g, srv_sub *s, long since, int lang) {
  pthread_mutex_lock(&g->mu);
  if (lang >= -1) s->lang = lang;
  long total = (long)json_array_size(g->events);
  if (since < 0) since = 0;
  if (since > total) since = total;
  s->sent = since;
  pthread_cond_signal(&s->cv);
  pthread_mutex_unlock(&g->mu);
}

void games_poll(void) {
  /* games with WebSocket clients, held while they are brought up to date;
   * games nobody has used for the idle time leave memory (the database
   * has them) */
  game *held[256];
  int nh = 0;
  double t = now_s();
  pthread_mutex_lock(&games_mu);
  for (game **p = &G_games; *p;) {
    game *g = *p;
    if (!g->refs && !g->subs && G_cfg.idle > 0 && g->used > 0 && t - g->used > G_cfg.idle) {
      *p = g->next;
      fprintf(stderr, "ti4 serve: game %s leaves memory (unused for %.0f s)\n", g->id, t - g->used);
      game_free(g);
      continue;
    }
    if (g->subs && nh < 256) { g->refs++; held[nh++] = g; }
    p = &g->next;
  }
  pthread_mutex_unlock(&games_mu);
  for (int i = 0; i < nh; i++) {
    game *g = held[i];
    pthread_mutex_lock(&g->mu);
    if (!catch_up(g)) push(g);
    pthread_mutex_unlock(&g->mu);
    game_release(g);
  }
}

/* ---- creating games: bounded per client address ------------------------------------ */

/* Creating a game needs no token, so its bound is per address: a tenth of
 * the per-token rate. A small table; the stalest entry makes room. */
#define ADDR_SLOTS 256
static struct { char addr[48]; double bucket, stamp; } addr_tab[ADDR_SLOTS];
static pthread_mutex_t addr_mu = PTHREAD_MUTEX_INITIALIZER;

int games_create_allowed(const char *addr) {
  if (G_cfg.rate <= 0) return 1;
  double rate = G_cfg.rate / 10, burst = G_cfg.burst / 10, t = now_s();
  if (burst < 1) burst = 1;
  pthread_mutex_lock(&addr_mu);
  int k = -1, old = 0;
  for (int i = 0; i < ADDR_SLOTS; i++) {
    if (!strcmp(addr_tab[i].addr, addr)) { k = i; break; }
    if (addr_tab[i].stamp < addr_tab[old].stamp) old = i;
  }
  if (k < 0) {
    k = old;
    snprintf(addr_tab[k].addr, sizeof addr_tab[k].addr, "%s", addr);
    addr_tab[k].bucket = burst;
  } else {
    addr_tab[k].bucket += (t - addr_tab[k].stamp) * rate;
    if (addr_tab[k].bucket > burst) addr_tab[k].bucket = burst;
  }
  addr_tab[k].stamp = t;
  int ok = addr_tab[k].bucket >= 1.0;
  if (ok) addr_tab[k].bucket -= 1.0;
  pthread_mutex_unlock(&addr_mu);
  return ok;
}
