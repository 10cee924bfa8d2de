/* store.c -- the server's database: SQLite by default, PostgreSQL for a
 * postgresql:// URL; one schema:
 *   games(id PRIMARY KEY, setup)        setup = the protocol's `new` line
 *   tokens(hash PRIMARY KEY, game, seat) SHA-256 of each token, never the token
 *   moves(game, n, line, digest, PRIMARY KEY (game, n))
 * A move is one INSERT (its own transaction); the key (game, n) is what
 * serializes concurrent moves on one game across processes: the loser of a
 * race gets ST_CONFLICT. Every value goes in as a bound parameter. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sqlite3.h>
#include <libpq-fe.h>
#include "server.h"

#define POOL 6

struct store {
  int pg;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int busy[POOL];
  sqlite3 *lite[POOL];
  PGconn *pq[POOL];
  char *url;
};

static const char *const schema_sql =
  "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, setup TEXT NOT NULL);"
  "CREATE TABLE IF NOT EXISTS tokens (hash TEXT PRIMARY KEY, game TEXT NOT NULL, seat TEXT NOT NULL);"
  "CREATE TABLE IF NOT EXISTS moves (game TEXT NOT NULL, n BIGINT NOT NULL, line TEXT NOT NULL,"
  " digest TEXT NOT NULL, PRIMARY KEY (game, n));";
/* The game's language ("en", "ru", "" none): a column added after the
 * first release, so an older database gains it when opened. */
static const char *const lang_pg = "ALTER TABLE games ADD COLUMN IF NOT EXISTS lang TEXT NOT NULL DEFAULT ''";
static const char *const lang_lite = "ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT ''";

int store_is_pg(const store *st) { return st->pg; }

static int acquire(store *st) {
  pthread_mutex_lock(&st->mu);
  for (;;) {
    for (int i = 0; i < POOL; i++)
      if (!st->busy[i]) { st->busy[i] = 1; pthread_mutex_unlock(&st->mu); return i; }
    pthread_cond_wait(&st->cv, &st->mu);
  }
}

static void release(store *st, int i) {
  pthread_mutex_lock(&st->mu);
  st->busy[i] = 0;
  pthread_cond_signal(&st->cv);
  pthread_mutex_unlock(&st->mu);
}

/* ---- PostgreSQL ----------------------------------------------------------- */

/* A broken connection (the database restarted) is reopened once. */
static PGconn *pg_conn(store *st, int i) {
  if (PQstatus(st->pq[i]) != CONNECTION_OK) PQreset(st->pq[i]);
  return st->pq[i];
}

static PGresult *pg_exec(store *st, int i, const char *sql, int n, const char *const *v) {
  return PQexecParams(pg_conn(st, i), sql, n, NULL, v, NULL, NULL, 0);
}

static int pg_ok(PGresult *r) {
  ExecStatusType s = PQresultStatus(r);
  return s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK;
}

static int pg_unique_violation(PGresult *r) {
  const char *state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
  return state && !strcmp(state, "23505");
}

/* ---- SQLite ------------------------------------------------------------------ */

static int lite_prepare(store *st, int i, const char *sql, sqlite3_stmt **stmt) {
  return sqlite3_prepare_v2(st->lite[i], sql, -1, stmt, NULL) == SQLITE_OK ? 0 : -1;
}

/* ---- open / close ---------------------------------------------------------------- */

store *store_open(const char *url, char *err, size_t errcap) {
  store *st = calloc(1, sizeof *st);
  if (!st) { snprintf(err, errcap, "out of memory"); return NULL; }
  pthread_mutex_init(&st->mu, NULL);
  pthread_cond_init(&st->cv, NULL);
  st->pg = !strncmp(url, "postgresql://", 13) || !strncmp(url, "postgres://", 11);
  st->url = strdup(url);
  for (int i = 0; i < POOL; i++) {
    if (st->pg) {
      st->pq[i] = PQconnectdb(url);
      if (PQstatus(st->pq[i]) != CONNECTION_OK) {
        snprintf(err, errcap, "PostgreSQL: %s", PQerrorMessage(st->pq[i]));
        store_close(st);
        return NULL;
      }
      PGresult *r = PQexec(st->pq[i], "SET client_min_messages = warning");
      PQclear(r);
    } else {
      if (sqlite3_open_v2(url, &st->lite[i], SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
        snprintf(err, errcap, "SQLite %s: %s", url, st->lite[i] ? sqlite3_errmsg(st->lite[i]) : "cannot open");
        store_close(st);
        return NULL;
      }
      sqlite3_busy_timeout(st->lite[i], 10000);
      /* WAL: readers never wait for the writer; FULL: a commit is on disk
       * before the move is answered */
      char *msg = NULL;
      if (sqlite3_exec(st->lite[i], "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", NULL, NULL, &msg) != SQLITE_OK) {
        snprintf(err, errcap, "SQLite %s: %s", url, msg ? msg : "?");
        sqlite3_free(msg);
        store_close(st);
        return NULL;
      }
    }
  }
  /* the schema, once */
  if (st->pg) {
    /* two processes starting together: the advisory lock keeps their
     * CREATE TABLEs apart */
    PGresult *r = PQexec(st->pq[0], "SELECT pg_advisory_lock(74114)");
    PQclear(r);
    r = PQexec(st->pq[0], schema_sql);
    int ok = pg_ok(r);
    if (ok) { PQclear(r); r = PQexec(st->pq[0], lang_pg); ok = pg_ok(r); }
    if (!ok) snprintf(err, errcap, "PostgreSQL schema: %s", PQresultErrorMessage(r));
    PQclear(r);
    r = PQexec(st->pq[0], "SELECT pg_advisory_unlock(74114)");
    PQclear(r);
    if (!ok) { store_close(st); return NULL; }
  } else {
    char *msg = NULL;
    sqlite3_stmt *probe = NULL;
    int rc = sqlite3_exec(st->lite[0], schema_sql, NULL, NULL, &msg);
    if (rc == SQLITE_OK && lite_prepare(st, 0, "SELECT lang FROM games LIMIT 0", &probe))
      rc = sqlite3_exec(st->lite[0], lang_lite, NULL, NULL, &msg);   /* an older database */
    sqlite3_finalize(probe);
    if (rc != SQLITE_OK) {
      snprintf(err, errcap, "SQLite schema: %s", msg ? msg : "?");
      sqlite3_free(msg);
      store_close(st);
      return NULL;
    }
  }
  return st;
}

void store_close(store *st) {
  if (!st) return;
  for (int i = 0; i < POOL; i++) {
    if (st->pq[i]) PQfinish(st->pq[i]);
    if (st->lite[i]) sqlite3_close(st->lite[i]);
  }
  pthread_mutex_destroy(&st->mu);
  pthread_cond_destroy(&st->cv);
  free(st->url);
  free(st);
}

/* ---- operations ----------------------------------------------------------------- */

int store_create_game(store *st, const char *id, const char *setup, const char *lang,
                      int ntok, const char *const *seat, const char *const *hash) {
  int i = acquire(st), rc = ST_OK;
  if (st->pg) {
    PGresult *r = PQexec(pg_conn(st, i), "BEGIN");
    PQclear(r);
    const char *v[3] = {id, setup, lang};
    r = pg_exec(st, i, "INSERT INTO games (id, setup, lang) VALUES ($1, $2, $3)", 3, v);
    if (!pg_ok(r)) rc = pg_unique_violation(r) ? ST_CONFLICT : ST_ERROR;
    PQclear(r);
    for (int k = 0; k < ntok && rc == ST_OK; k++) {
      const char *tv[3] = {hash[k], id, seat[k]};
      r = pg_exec(st, i, "INSERT INTO tokens (hash, game, seat) VALUES ($1, $2, $3)", 3, tv);
      if (!pg_ok(r)) rc = pg_unique_violation(r) ? ST_CONFLICT : ST_ERROR;
      PQclear(r);
    }
    r = PQexec(pg_conn(st, i), rc == ST_OK ? "COMMIT" : "ROLLBACK");
    if (!pg_ok(r) && rc == ST_OK) rc = ST_ERROR;
    PQclear(r);
  } else {
    sqlite3 *db = st->lite[i];
    sqlite3_stmt *s = NULL;
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) { release(st, i); return ST_ERROR; }
    if (lite_prepare(st, i, "INSERT INTO games (id, setup, lang) VALUES (?1, ?2, ?3)", &s)) rc = ST_ERROR;
    else {
      sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
      sqlite3_bind_text(s, 2, setup, -1, SQLITE_STATIC);
      sqlite3_bind_text(s, 3, lang, -1, SQLITE_STATIC);
      int x = sqlite3_step(s);
      if (x != SQLITE_DONE) rc = (x == SQLITE_CONSTRAINT) ? ST_CONFLICT : ST_ERROR;
      sqlite3_finalize(s);
    }
    for (int k = 0; k < ntok && rc == ST_OK; k++) {
      if (lite_prepare(st, i, "INSERT INTO tokens (hash, game, seat) VALUES (?1, ?2, ?3)", &s)) { rc = ST_ERROR; break; }
      sqlite3_bind_text(s, 1, hash[k], -1, SQLITE_STATIC);
      sqlite3_bind_text(s, 2, id, -1, SQLITE_STATIC);
      sqlite3_bind_text(s, 3, seat[k], -1, SQLITE_STATIC);
      int x = sqlite3_step(s);
      if (x != SQLITE_DONE) rc = (x == SQLITE_CONSTRAINT) ? ST_CONFLICT : ST_ERROR;
      sqlite3_finalize(s);
    }
    if (rc == ST_OK) {
      if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) rc = ST_ERROR;
    }
    if (rc != ST_OK) sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
  }
  release(st, i);
  return rc;
}

int store_load_game(store *st, const char *id, char **setup, char lang[4],
                    void (*cb)(void *ud, const char *seat, const char *hash), void *ud) {
  int i = acquire(st), rc = ST_OK;
  *setup = NULL;
  lang[0] = 0;
  if (st->pg) {
    const char *v[1] = {id};
    PGresult *r = pg_exec(st, i, "SELECT setup, lang FROM games WHERE id = $1", 1, v);
    if (!pg_ok(r)) rc = ST_ERROR;
    else if (PQntuples(r) != 1) rc = ST_NOTFOUND;
    else { *setup = strdup(PQgetvalue(r, 0, 0)); snprintf(lang, 4, "%s", PQgetvalue(r, 0, 1)); }
    PQclear(r);
    if (rc == ST_OK) {
      r = pg_exec(st, i, "SELECT seat, hash FROM tokens WHERE game = $1", 1, v);
      if (!pg_ok(r)) rc = ST_ERROR;
      else for (int k = 0; k < PQntuples(r); k++) cb(ud, PQgetvalue(r, k, 0), PQgetvalue(r, k, 1));
      PQclear(r);
    }
  } else {
    sqlite3_stmt *s = NULL;
    if (lite_prepare(st, i, "SELECT setup, lang FROM games WHERE id = ?1", &s)) rc = ST_ERROR;
    else {
      sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
      int x = sqlite3_step(s);
      if (x == SQLITE_ROW) {
        *setup = strdup((const char *)sqlite3_column_text(s, 0));
        const unsigned char *l = sqlite3_column_text(s, 1);
        snprintf(lang, 4, "%s", l ? (const char *)l : "");
      }
      else rc = x == SQLITE_DONE ? ST_NOTFOUND : ST_ERROR;
      sqlite3_finalize(s);
    }
    if (rc == ST_OK) {
      if (lite_prepare(st, i, "SELECT seat, hash FROM tokens WHERE game = ?1", &s)) rc = ST_ERROR;
      else {
        sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
        int x;
        while ((x = sqlite3_step(s)) == SQLITE_ROW)
          cb(ud, (const char *)sqlite3_column_text(s, 0), (const char *)sqlite3_column_text(s, 1));
        if (x != SQLITE_DONE) rc = ST_ERROR;
        sqlite3_finalize(s);
      }
    }
  }
  if (rc == ST_OK && !*setup) rc = ST_ERROR;
  if (rc != ST_OK) { free(*setup); *setup = NULL; }
  release(st, i);
  return rc;
}

int store_moves_since(store *st, const char *id, long after,
                      int (*cb)(void *ud, long n, const char *line, const char *digest), void *ud) {
  int i = acquire(st), rc = ST_OK;
  char a[32];
  snprintf(a, sizeof a, "%ld", after);
  if (st->pg) {
    const char *v[2] = {id, a};
    PGresult *r = pg_exec(st, i, "SELECT n, line, digest FROM moves WHERE game = $1 AND n > $2::bigint ORDER BY n", 2, v);
    if (!pg_ok(r)) rc = ST_ERROR;
    else {
      for (int k = 0; k < PQntuples(r); k++)
        if (cb(ud, strtol(PQgetvalue(r, k, 0), NULL, 10), PQgetvalue(r, k, 1), PQgetvalue(r, k, 2))) break;
    }
    PQclear(r);
  } else {
    sqlite3_stmt *s = NULL;
    if (lite_prepare(st, i, "SELECT n, line, digest FROM moves WHERE game = ?1 AND n > ?2 ORDER BY n", &s)) rc = ST_ERROR;
    else {
      sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
      sqlite3_bind_int64(s, 2, after);
      int x;
      while ((x = sqlite3_step(s)) == SQLITE_ROW)
        if (cb(ud, (long)sqlite3_column_int64(s, 0), (const char *)sqlite3_column_text(s, 1),
               (const char *)sqlite3_column_text(s, 2))) { x = SQLITE_DONE; break; }
      if (x != SQLITE_DONE) rc = ST_ERROR;
      sqlite3_finalize(s);
    }
  }
  release(st, i);
  return rc;
}

int store_add_move(store *st, const char *id, long n, const char *line, const char *digest) {
  int i = acquire(st), rc = ST_OK;
  char a[32];
  snprintf(a, sizeof a, "%ld", n);
  if (st->pg) {
    const char *v[4] = {id, a, line, digest};
    PGresult *r = pg_exec(st, i, "INSERT INTO moves (game, n, line, digest) VALUES ($1, $2::bigint, $3, $4)", 4, v);
    if (!pg_ok(r)) rc = pg_unique_violation(r) ? ST_CONFLICT : ST_ERROR;
    PQclear(r);
  } else {
    sqlite3_stmt *s = NULL;
    if (lite_prepare(st, i, "INSERT INTO moves (game, n, line, digest) VALUES (?1, ?2, ?3, ?4)", &s)) rc = ST_ERROR;
    else {
      sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
      sqlite3_bind_int64(s, 2, n);
      sqlite3_bind_text(s, 3, line, -1, SQLITE_STATIC);
      sqlite3_bind_text(s, 4, digest, -1, SQLITE_STATIC);
      int x = sqlite3_step(s);
      if (x != SQLITE_DONE) rc = (x == SQLITE_CONSTRAINT) ? ST_CONFLICT : ST_ERROR;
      sqlite3_finalize(s);
    }
  }
  release(st, i);
  return rc;
}

int store_last_move(store *st, const char *id, long *n) {
  int i = acquire(st), rc = ST_OK;
  *n = 0;
  if (st->pg) {
    const char *v[1] = {id};
    PGresult *r = pg_exec(st, i, "SELECT COALESCE(MAX(n), 0) FROM moves WHERE game = $1", 1, v);
    if (!pg_ok(r) || PQntuples(r) != 1) rc = ST_ERROR;
    else *n = strtol(PQgetvalue(r, 0, 0), NULL, 10);
    PQclear(r);
  } else {
    sqlite3_stmt *s = NULL;
    if (lite_prepare(st, i, "SELECT COALESCE(MAX(n), 0) FROM moves WHERE game = ?1", &s)) rc = ST_ERROR;
    else {
      sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
      if (sqlite3_step(s) == SQLITE_ROW) *n = (long)sqlite3_column_int64(s, 0);
      else rc = ST_ERROR;
      sqlite3_finalize(s);
    }
  }
  release(st, i);
  return rc;
}
