/* http.c -- `ti4 serve`: civetweb handlers for the API (server.md), the
 * WebSocket push and the static web page. Every answer is a JSON object
 * with the status its error code names; nothing a client sends is ever a
 * file name, SQL or HTML. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <civetweb.h>
#include "protocol.h"
#include "server.h"

#ifndef TI4_SOURCE_DIR
#define TI4_SOURCE_DIR "."
#endif

static char G_web[PATH_MAX];
static int G_has_web;
static volatile sig_atomic_t G_stop;

static void on_signal(int sig) { (void)sig; G_stop = 1; }

/* ---- sending ------------------------------------------------------------------ */

static const char *reason(int status) {
  switch (status) {
  case 200: return "OK";
  case 400: return "Bad Request";
  case 401: return "Unauthorized";
  case 403: return "Forbidden";
  case 404: return "Not Found";
  case 405: return "Method Not Allowed";
  case 409: return "Conflict";
  case 413: return "Payload Too Large";
  case 422: return "Unprocessable Entity";
  case 429: return "Too Many Requests";
  case 503: return "Service Unavailable";
  default: return "Internal Server Error";
  }
}

static void send_body(struct mg_connection *c, int status, const char *type, const char *body, size_t len) {
  mg_printf(c, "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n"
               "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n"
               "Content-Security-Policy: default-src 'none'\r\n%s\r\n",
            status, reason(status), type, len,
            status == 401 ? "WWW-Authenticate: Bearer\r\n" : "");
  if (len) mg_write(c, body, len);
}

/* Send an answer and drop the reference. */
static int send_json(struct mg_connection *c, json_t *a) {
  int status = srv_status(a);
  char *t = json_dumps(a, JSON_COMPACT);
  json_decref(a);
  if (!t) { send_body(c, 500, "application/json", "{\"ok\":false}", 12); return 500; }
  size_t n = strlen(t);
  t[n] = 0;
  char *body = realloc(t, n + 2);
  if (body) { body[n] = '\n'; n++; t = body; }
  send_body(c, status, "application/json; charset=utf-8", t, n);
  free(t);
  return status;
}

/* ---- requests ------------------------------------------------------------------- */

/* The body as JSON, at most SRV_MAX_BODY bytes; an error answer otherwise. */
static json_t *read_body(struct mg_connection *c, json_t **err) {
  const struct mg_request_info *ri = mg_get_request_info(c);
  *err = NULL;
  if (ri->content_length > SRV_MAX_BODY) { *err = srv_error("too_large", N_("the body is over 64 KiB")); return NULL; }
  char *buf = malloc(SRV_MAX_BODY + 1);
  if (!buf) { *err = srv_error("out_of_memory", N_("out of memory")); return NULL; }
  size_t len = 0;
  for (;;) {
    int r = mg_read(c, buf + len, SRV_MAX_BODY + 1 - len);
    if (r <= 0) break;
    len += (size_t)r;
    if (len > SRV_MAX_BODY) { free(buf); *err = srv_error("too_large", N_("the body is over 64 KiB")); return NULL; }
  }
  json_error_t je;
  json_t *j = json_loadb(buf, len, JSON_REJECT_DUPLICATES, &je);
  free(buf);
  if (!j) *err = srv_error("bad_syntax", N_("the body is not JSON"));
  return j;
}

/* The token: Authorization: Bearer X, else ?token=X. */
static int get_token(const struct mg_connection *c, char *out, size_t cap) {
  const char *h = mg_get_header(c, "Authorization");
  out[0] = 0;
  if (h && !strncmp(h, "Bearer ", 7)) {
    snprintf(out, cap, "%s", h + 7);
    return out[0] != 0;
  }
  const char *q = mg_get_request_info(c)->query_string;
  if (q && mg_get_var(q, strlen(q), "token", out, cap) > 0) return 1;
  out[0] = 0;
  return 0;
}

static long query_long(const struct mg_connection *c, const char *name, long dflt) {
  const char *q = mg_get_request_info(c)->query_string;
  char v[32];
  if (!q || mg_get_var(q, strlen(q), name, v, sizeof v) <= 0) return dflt;
  char *end;
  errno = 0;
  long r = strtol(v, &end, 10);
  return (*end || errno) ? dflt : r;
}

/* ?lang=en|ru: 0, 1, or -1 when absent or another word */
static int query_lang(const struct mg_connection *c) {
  const char *q = mg_get_request_info(c)->query_string;
  char v[8];
  if (!q || mg_get_var(q, strlen(q), "lang", v, sizeof v) <= 0) return -1;
  return srv_lang_word(v);
}

/* /api/games/ID/REST -> id and rest ("" for none); 0 when not of that shape */
static int split_path(const char *uri, char *id, size_t idcap, char *rest, size_t restcap) {
  const char *p = uri + strlen("/api/games/");
  size_t n = strcspn(p, "/");
  if (!n || n >= idcap) return 0;
  memcpy(id, p, n);
  id[n] = 0;
  p += n;
  if (*p == '/') p++;
  if (strlen(p) >= restcap) return 0;
  snprintf(rest, restcap, "%s", p);
  return 1;
}

static int api_handler_lang(struct mg_connection *c, int lang);

/* Every answer of a request with ?lang= is in that language (refusals,
 * questions, event sentences); without it, in the game's (its "lang" at
 * creation), else the server's. */
static int api_handler(struct mg_connection *c, void *cb) {
  (void)cb;
  int lang = query_lang(c);
  int was = i18n_thread_lang(lang);
  int r = api_handler_lang(c, lang);
  i18n_thread_lang(was);
  return r;
}

static int api_handler_lang(struct mg_connection *c, int lang) {
  const struct mg_request_info *ri = mg_get_request_info(c);
  const char *uri = ri->local_uri ? ri->local_uri : "";
  const char *m = ri->request_method;
  int get = !strcmp(m, "GET"), post = !strcmp(m, "POST");
  if (!strcmp(uri, "/api/games") || !strcmp(uri, "/api/games/")) {
    if (!post) return send_json(c, srv_error("method_not_allowed", N_("POST a game's options here")));
    if (!games_create_allowed(ri->remote_addr)) return send_json(c, srv_error("rate_limited", N_("too many requests: slow down")));
    json_t *err, *body = read_body(c, &err);
    if (!body) return send_json(c, err);
    json_t *a = games_create(body);
    json_decref(body);
    return send_json(c, a);
  }
  char id[40], rest[40], tok[300];
  if (strncmp(uri, "/api/games/", 11) || !split_path(uri, id, sizeof id, rest, sizeof rest))
    return send_json(c, srv_error("not_found", N_("no such resource")));
  static const char *const known[] = {"", "state", "pending", "legal", "moves", "log", "record", "map.svg", "ws", NULL};
  int k;
  for (k = 0; known[k]; k++) if (!strcmp(rest, known[k])) break;
  if (!known[k]) return send_json(c, srv_error("not_found", N_("no such resource")));
  int want_post = !strcmp(rest, "moves");
  if (want_post ? !post : !get) return send_json(c, srv_error("method_not_allowed", want_post ? N_("POST moves") : N_("GET only")));
  json_t *body = NULL;
  if (want_post) {          /* size first: a huge body is refused before anything else */
    json_t *err;
    body = read_body(c, &err);
    if (!body) return send_json(c, err);
  }
  get_token(c, tok, sizeof tok);
  game *g;
  int slot;
  json_t *a = games_auth(id, tok, &g, &slot);
  if (a) { json_decref(body); return send_json(c, a); }
  if (lang < 0 && game_lang(g) >= 0) {   /* the game's language, when it was created with one */
    lang = game_lang(g);
    i18n_thread_lang(lang);              /* api_handler restores the thread's */
  }
  if (!strcmp(rest, "")) a = game_info(g, slot);
  else if (!strcmp(rest, "state")) a = game_state(g, slot);
  else if (!strcmp(rest, "pending")) a = game_pending(g, slot);
  else if (!strcmp(rest, "legal")) a = game_legal(g, slot);
  else if (!strcmp(rest, "log")) a = game_log(g, slot, query_long(c, "since", 0), lang);
  else if (!strcmp(rest, "record")) a = game_record(g, slot);
  else if (!strcmp(rest, "moves")) a = game_move(g, slot, body, lang);
  else if (!strcmp(rest, "ws")) a = srv_error("bad_syntax", N_("this is a WebSocket: connect with Upgrade: websocket"));
  else {                      /* map.svg */
    a = game_map(g, slot);
    const char *svg = json_string_value(json_object_get(a, "svg"));
    if (json_is_true(json_object_get(a, "ok")) && svg) {
      send_body(c, 200, "image/svg+xml", svg, strlen(svg));
      json_decref(a);
      game_release(g);
      return 200;
    }
  }
  json_decref(body);
  game_release(g);
  return send_json(c, a);
}

/* ---- WebSocket ------------------------------------------------------------------ */

typedef struct wsconn {
  game *g;
  int slot;
  int lang;                     /* sentences with the events: ?lang= or {"lang":…} */
  srv_sub *sub;
  struct mg_connection *conn;
} wsconn;

static void ws_send(void *ud, const char *text) {
  wsconn *w = ud;
  mg_lock_connection(w->conn);
  mg_websocket_write(w->conn, MG_WEBSOCKET_OPCODE_TEXT, text, strlen(text));
  mg_unlock_connection(w->conn);
}

static int ws_connect(const struct mg_connection *c, void *cb) {
  (void)cb;
  const struct mg_request_info *ri = mg_get_request_info(c);
  char id[40], rest[40], tok[300];
  const char *uri = ri->local_uri ? ri->local_uri : "";
  if (strncmp(uri, "/api/games/", 11) || !split_path(uri, id, sizeof id, rest, sizeof rest) || strcmp(rest, "ws"))
    return 1;
  get_token(c, tok, sizeof tok);
  game *g;
  int slot;
  json_t *a = games_auth(id, tok, &g, &slot);
  if (a) { json_decref(a); return 1; }
  wsconn *w = calloc(1, sizeof *w);
  if (!w) { game_release(g); return 1; }
  w->g = g;
  w->slot = slot;
  w->lang = query_lang(c);
  if (w->lang < 0) w->lang = game_lang(g);
  mg_set_user_connection_data(c, w);
  return 0;
}

static void ws_ready(struct mg_connection *c, void *cb) {
  (void)cb;
  wsconn *w = mg_get_user_connection_data(c);
  if (!w) return;
  w->conn = c;
  w->sub = game_subscribe(w->g, w->slot, w->lang, ws_send, w);
}

static int ws_data(struct mg_connection *c, int bits, char *data, size_t len, void *cb) {
  (void)cb;
  wsconn *w = mg_get_user_connection_data(c);
  int op = bits & 0xf;
  if (op == MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE) return 0;
  if (!w || !w->sub || op != MG_WEBSOCKET_OPCODE_TEXT || len > 1024) return 1;
  json_error_t je;
  json_t *j = json_loadb(data, len, 0, &je);
  json_t *since = json_object_get(j, "since"), *lang = json_object_get(j, "lang");
  /* {"since":N[,"lang":"ru"]}: the events after N again, in that language */
  int lw = json_is_string(lang) ? srv_lang_word(json_string_value(lang)) : -2;
  if (json_is_integer(since)) game_catch_up_sub(w->g, w->sub, (long)json_integer_value(since), lw);
  json_decref(j);
  return 1;
}

static void ws_close(const struct mg_connection *c, void *cb) {
  (void)cb;
  wsconn *w = mg_get_user_connection_data(c);
  if (!w) return;
  if (w->sub) game_unsubscribe(w->g, w->sub);
  game_release(w->g);
  free(w);
  mg_set_user_connection_data(c, NULL);
}

/* ---- static files ------------------------------------------------------------------- */

static const char placeholder[] =
  "<!doctype html><meta charset=utf-8><title>ti4</title>"
  "<h1>ti4 serve</h1><p>The table server is running. The web page is not installed "
  "(start with --web DIR); the API is at /api/.</p>\n";

static int static_handler(struct mg_connection *c, void *cb) {
  (void)cb;
  const struct mg_request_info *ri = mg_get_request_info(c);
  const char *uri = ri->local_uri ? ri->local_uri : "/";
  if (strcmp(ri->request_method, "GET") && strcmp(ri->request_method, "HEAD"))
    return send_json(c, srv_error("method_not_allowed", N_("GET only")));
  if (!G_has_web) {
    if (!strcmp(uri, "/") || !strcmp(uri, "/index.html")) {
      send_body(c, 200, "text/html; charset=utf-8", placeholder, sizeof placeholder - 1);
      return 200;
    }
    return send_json(c, srv_error("not_found", N_("no such file")));
  }
  /* a plain relative path of safe characters, no "..": never a name the
   * client chooses outside the web folder */
  const char *p = !strcmp(uri, "/") ? "/index.html" : uri;
  size_t n = strlen(p);
  int bad = n > 200 || strstr(p, "..") || strstr(p, "//");
  for (size_t i = 0; i < n && !bad; i++) {
    char ch = p[i];
    if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
          ch == '/' || ch == '.' || ch == '_' || ch == '-'))
      bad = 1;
  }
  char path[PATH_MAX + 256];
  struct stat sb;
  if (!bad) snprintf(path, sizeof path, "%s%s", G_web, p);
  if (bad || stat(path, &sb) || !S_ISREG(sb.st_mode)) return send_json(c, srv_error("not_found", N_("no such file")));
  mg_send_mime_file(c, path, NULL);
  return 200;
}

/* ---- main ------------------------------------------------------------------------------ */

static void serve_usage(FILE *f) {
  fprintf(f, "usage: ti4 serve [--listen 127.0.0.1:8080] [--db FILE | --db postgresql://...] [--web DIR]\n"
             "                 [--rate N] [--threads N] [--idle SECONDS] [--port-file FILE]\n");
}

int ti4_serve_main(int argc, char **argv) {
  const char *listen = "127.0.0.1:8080", *db = "ti4.db", *web = NULL, *port_file = NULL;
  const char *threads = "256";
  srv_config cfg = {50.0, 100.0, 600.0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--listen") && v) listen = v, i++;
    else if (!strcmp(a, "--db") && v) db = v, i++;
    else if (!strcmp(a, "--web") && v) web = v, i++;
    else if (!strcmp(a, "--threads") && v) threads = v, i++;
    else if (!strcmp(a, "--port-file") && v) port_file = v, i++;
    else if (!strcmp(a, "--idle") && v) cfg.idle = atof(v), i++;
    else if (!strcmp(a, "--rate") && v) { cfg.rate = atof(v); cfg.burst = cfg.rate * 2; i++; }
    else if (!strcmp(a, "--help") || !strcmp(a, "-h")) { serve_usage(stdout); return 0; }
    else { serve_usage(stderr); return 2; }
  }
  if (atoi(threads) < 4 || atoi(threads) > 1024) { fprintf(stderr, "ti4 serve: --threads takes 4..1024\n"); return 2; }
  if (web) snprintf(G_web, sizeof G_web, "%s", web);
  else {                                   /* the built page (with its catalogues), else the sources */
#ifdef TI4_BUILD_WEB
    struct stat bw;
    if (!stat(TI4_BUILD_WEB, &bw) && S_ISDIR(bw.st_mode)) snprintf(G_web, sizeof G_web, "%s", TI4_BUILD_WEB);
    else
#endif
    snprintf(G_web, sizeof G_web, "%s/web", TI4_SOURCE_DIR);
  }
  struct stat sb;
  G_has_web = !stat(G_web, &sb) && S_ISDIR(sb.st_mode);
  if (web && !G_has_web) { fprintf(stderr, "ti4 serve: %s is not a folder\n", web); return 2; }

  char err[512];
  store *st = store_open(db, err, sizeof err);
  if (!st) { fprintf(stderr, "ti4 serve: %s\n", err); return 1; }
  i18n_catalogue_ru();          /* pages may ask for Russian whatever the server speaks */
  games_init(st, &cfg);

  signal(SIGPIPE, SIG_IGN);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);

  mg_init_library(0);
  const char *opts[] = {
    "listening_ports", listen,
    "num_threads", threads,
    "enable_keep_alive", "yes",
    "keep_alive_timeout_ms", "30000",
    "request_timeout_ms", "30000",
    "websocket_timeout_ms", "3600000",
    "enable_directory_listing", "no",
    NULL};
  struct mg_callbacks cbs;
  memset(&cbs, 0, sizeof cbs);
  struct mg_context *ctx = mg_start(&cbs, NULL, opts);
  if (!ctx) {
    fprintf(stderr, "ti4 serve: cannot listen on %s\n", listen);
    store_close(st);
    return 1;
  }
  mg_set_request_handler(ctx, "/api", api_handler, NULL);
  mg_set_websocket_handler(ctx, "/api/games", ws_connect, ws_ready, ws_data, ws_close, NULL);
  mg_set_request_handler(ctx, "/", static_handler, NULL);
  struct mg_server_port ports[4];
  int np = mg_get_server_ports(ctx, 4, ports);
  int port = np > 0 ? ports[0].port : 0;
  fprintf(stderr, "ti4 serve: listening on port %d, games in %s\n", port,
          store_is_pg(st) ? "PostgreSQL" : db);
  if (port_file) {
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s.tmp", port_file);
    FILE *f = fopen(tmp, "w");
    if (f) { fprintf(f, "%d\n", port); fclose(f); rename(tmp, port_file); }
  }
  while (!G_stop) {
    struct timespec ts = {0, 200 * 1000000L};
    nanosleep(&ts, NULL);
    games_poll();   /* moves other processes stored reach our WebSocket clients */
  }
  mg_stop(ctx);
  games_shutdown();
  store_close(st);
  mg_exit_library();
  return 0;
}
