/* server.h -- what the files of `ti4 serve` share.
 *
 * store.c   the database: SQLite (default) or PostgreSQL, one schema
 * games.c   games in memory: a protocol session per game, built from the
 *           database, moves applied and stored, tokens, views, events
 * http.c    civetweb handlers: the API, WebSocket push, static files
 * load.c    `ti4 serve-load`: concurrent games of random legal moves
 */
#ifndef TI4_SERVER_H
#define TI4_SERVER_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

/* ---- store.c ---------------------------------------------------------- */
typedef struct store store;
/* url: a file name (SQLite) or postgresql://... ; NULL and *err on failure. */
store *store_open(const char *url, char *err, size_t errcap);
void store_close(store *st);
int store_is_pg(const store *st);
enum { ST_OK = 0, ST_NOTFOUND = 1, ST_CONFLICT = 2, ST_ERROR = -1 };
/* A new game with its setup line, language ("en", "ru" or "") and token
 * hashes (seat words "p1".., "host"). */
int store_create_game(store *st, const char *id, const char *setup, const char *lang,
                      int ntok, const char *const *seat, const char *const *hash);
/* The setup line (malloc'd), language ("" none) and tokens of a game: cb
 * once per token. */
int store_load_game(store *st, const char *id, char **setup, char lang[4],
                    void (*cb)(void *ud, const char *seat, const char *hash), void *ud);
/* The moves after move `after`, in order: cb(n, line, digest); a nonzero
 * return from cb stops. */
int store_moves_since(store *st, const char *id, long after,
                      int (*cb)(void *ud, long n, const char *line, const char *digest), void *ud);
/* Store move n; ST_CONFLICT when (game, n) is taken. */
int store_add_move(store *st, const char *id, long n, const char *line, const char *digest);
/* The highest move number stored for a game (0 if none). */
int store_last_move(store *st, const char *id, long *n);

/* ---- games.c ------------------------------------------------------------ */
#define SRV_HOST 8               /* token slot of the host; seats are 0..7 */
#define SRV_NSLOT 9
#define SRV_MAX_BODY 65536

typedef struct srv_config {
  double rate;                   /* requests per second per token; 0 = unbounded */
  double burst;
  double idle;                   /* seconds before an unused game leaves memory; 0 = never */
} srv_config;

typedef struct game game;
typedef struct srv_sub srv_sub; /* a WebSocket subscriber */

/* HTTP status of an answer (200 when ok). */
int srv_status(const json_t *ans);
/* An error answer: msgid translated, "%s" filled with word. */
json_t *srv_error(const char *code, const char *msgid);
json_t *srv_error_word(const char *code, const char *msgid, const char *word);

void games_init(store *st, const srv_config *cfg);
void games_shutdown(void);
/* POST /api/games: body is the options object. */
json_t *games_create(const json_t *body);
/* 1 when the client at addr may create a game now (a bound per address). */
int games_create_allowed(const char *addr);
/* Find (or load) a game and check the token: on success *slot is 0..7 or
 * SRV_HOST and *out the game, held until game_release; else an error
 * answer. */
json_t *games_auth(const char *id, const char *token, game **out, int *slot);
void game_release(game *g);
/* The language the game was created with: -1 none, 0 English, 1 Russian;
 * a request without ?lang= is answered in it (else the server's). */
int game_lang(const game *g);
json_t *game_info(game *g, int slot);
json_t *game_state(game *g, int slot);
json_t *game_pending(game *g, int slot);
json_t *game_legal(game *g, int slot);
/* lang: -1 events as they are; 0 or 1 with their sentence ("text") in
 * English or Russian. */
json_t *game_log(game *g, int slot, long since, int lang);
json_t *game_record(game *g, int slot);
/* lang: as game_log, for the answer's events */
json_t *game_move(game *g, int slot, const json_t *body, int lang);
/* The `map` command's answer. */
json_t *game_map(game *g, int slot);
/* WebSocket subscribers: send(ud, text) writes one message: an event
 * {"event":…,"n":K} (with "text" when lang is 0 or 1), or {"moves":N} when
 * the game's move number changed. */
srv_sub *game_subscribe(game *g, int slot, int lang, void (*send)(void *ud, const char *text), void *ud);
void game_unsubscribe(game *g, srv_sub *s);
/* Send the events after `since` to one subscriber; lang -1, 0 or 1 sets
 * its sentences' language (below -1: unchanged). */
void game_catch_up_sub(game *g, srv_sub *s, long since, int lang);
/* Bring every game with subscribers up to date with the database (for
 * moves stored by other processes); called periodically. */
void games_poll(void);

/* The language a request asked for (?lang=en|ru): 0, 1, or -1 for none. */
int srv_lang_word(const char *w);

/* ---- util (games.c) --------------------------------------------------------- */
int srv_random(unsigned char *buf, size_t n);
void srv_hex(char *out, const unsigned char *in, size_t n);
void srv_sha256_hex(char out[65], const char *text);

/* ---- entry points ------------------------------------------------------------- */
int ti4_serve_main(int argc, char **argv);
int ti4_serve_load_main(int argc, char **argv);

#endif
