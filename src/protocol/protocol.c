/* protocol.c -- one command line in, one answer out (protocol.md).
 *
 * Answers are jansson objects: {"ok":true,...} or {"ok":false,"error":{...}}.
 * --json prints them as one line; people get answer_print_text. Moves and
 * edits (lines that start with a seat or an edit keyword) go to the library's
 * ti4_move_parse and ti4_game_apply: the library owns the move syntax. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "views.h"
#include "passall.h"
#include "suggest.h"
#include "help.h"
#include "undoguard.h"
#include "summary.h"
#include "map_svg.h"

const char *const protocol_commands[] = {"new", "state", "pending", "legal",
  "undo", "log", "save", "load", "expect", "help", "list", "quit",
  "give", "set", "law", "deck", "dice", "reveal", "table", "objectives", "laws", "agenda", "galaxy", "hand", "map", NULL};

void session_init(session *ss) {
  memset(ss, 0, sizeof *ss);
  ss->last_ok = 1;
}

void session_free(session *ss) {
  if (ss->g) ti4_game_free(ss->g);
  free(ss->map);
  memset(ss, 0, sizeof *ss);
}

/* ---- answers ---------------------------------------------------------------------- */

static json_t *answer_lib_error(const ti4_error *err, int code) {
  if (!err || !err->msg) return answer_error(code, "", N_("the move was refused"), NULL);
  return answer_error(err->code ? err->code : code, err->rule, err->msg, err->word);
}

static json_t *no_game(void) {
  return answer_error(TI4_EILLEGAL, "", N_("no game yet: start one with new"), NULL);
}

/* ---- words -------------------------------------------------------------------------- */

#define MAX_WORDS 64
static int split_words(char *s, char **w, int cap) {
  int n = 0;
  char *save = NULL;
  for (char *t = strtok_r(s, " ", &save); t && n < cap; t = strtok_r(NULL, " ", &save)) w[n++] = t;
  return n;
}

static int parse_seat(const char *w) {
  if (w && w[0] == 'p' && w[1] >= '1' && w[1] <= '8' && !w[2]) return w[1] - '1';
  return -1;
}

static int is_move_line(const char *cmd) {
  if (cmd[0] == 'p' && cmd[1] >= '1' && cmd[1] <= '8' && (cmd[2] == ' ' || !cmd[2])) return 1;
  static const char *const edits[] = {"give", "set", "law", "deck", "dice", "reveal", NULL};
  for (int i = 0; edits[i]; i++) {
    size_t n = strlen(edits[i]);
    if (!strncmp(cmd, edits[i], n) && (cmd[n] == ' ' || !cmd[n])) return 1;
  }
  return 0;
}

/* ---- new --------------------------------------------------------------------------- */

/* Make a game from opt; on success it replaces the session's game. */
static json_t *start_game(session *ss, ti4_setup *opt, const char *map) {
  ti4_game *g = NULL;
  if (ti4_game_new(&g, NULL, NULL) != TI4_OK || !g)
    return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);
  char *mapcopy = map ? strdup(map) : NULL;
  opt->map = mapcopy;
  int rc = ti4_game_setup(g, opt);
  if (rc != TI4_OK) {
    json_t *a = answer_lib_error(ti4_game_error(g), rc);
    ti4_game_free(g);
    free(mapcopy);
    return a;
  }
  if (ss->g) ti4_game_free(ss->g);
  free(ss->map);
  ss->g = g;
  ss->map = mapcopy;
  ss->setup = *opt;
  ss->setup.map = ss->map;
  json_t *a = answer_ok(), *gi = json_object();
  json_object_set_new(gi, "players", json_integer(opt->players));
  char seed[32];
  snprintf(seed, sizeof seed, "%llu", (unsigned long long)opt->seed);
  json_object_set_new(gi, "seed", json_string(seed));
  json_object_set_new(gi, "sandbox", json_boolean(opt->sandbox));
  json_object_set_new(gi, "edited", json_boolean(opt->sandbox || opt->edits));
  json_object_set_new(gi, "vp", json_integer(opt->vp));
  json_object_set_new(a, "game", gi);
  const ti4_events *ev = ti4_game_events(g);
  if (ev && ev->n) json_object_set_new(a, "events", events_json(ev->ev, ev->n, ti4_game_state(g)));
  return a;
}

static json_t *cmd_new(session *ss, char **w, int n) {
  ti4_setup opt;
  const char *map = NULL;
  json_t *err = setup_from_words(&opt, w, n, &map);
  if (err) return err;
  return start_game(ss, &opt, map);
}

/* ---- the other commands ---------------------------------------------------------- */

static json_t *cmd_state(session *ss, char **w, int n) {
  if (!ss->g) return no_game();
  int view = views_public_state ? TI4_NOBODY : -1;   /* at the prompt: what everyone sees */
  for (int i = 0; i < n; i++) {
    if (!strcmp(w[i], "as=all")) view = -1;
    else if (!strcmp(w[i], "as=public")) view = TI4_NOBODY;
    else if (!strncmp(w[i], "as=", 3)) {
      view = parse_seat(w[i] + 3);
      if (view < 0 || view >= ti4_game_state(ss->g)->nseats)
        return answer_error(TI4_EUNKNOWN_ID, "", N_("no such seat: %s"), w[i] + 3);
    } else {
      return answer_error(TI4_ESYNTAX, "", N_("unknown option: %s"), w[i]);
    }
  }
  json_t *a = answer_ok();
  json_object_set_new(a, "state", state_json(ti4_game_state(ss->g), view));
  return a;
}

static json_t *cmd_undo(session *ss, char **w, int n) {
  if (!ss->g) return no_game();
  unsigned long long k = 1;
  if (n > 1) return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "undo [N]");
  if (n == 1 && (parse_uint(w[0], 1000000000ULL, &k) || k == 0))
    return answer_error(TI4_ESYNTAX, "", N_("not a number: %s"), w[0]);
  int rc = ti4_game_undo(ss->g, (unsigned)k);
  if (rc != TI4_OK) {
    const ti4_error *e = ti4_game_error(ss->g);
    if (e && e->msg && *e->msg) return answer_lib_error(e, rc);
    return answer_error(rc, "", N_("there are fewer moves than that to take back"), NULL);
  }
  json_t *a = answer_ok();
  json_object_set_new(a, "undone", json_integer((json_int_t)k));
  return a;
}

static json_t *cmd_log(session *ss, char **w, int n) {
  if (!ss->g) return no_game();
  unsigned long long k = ULLONG_MAX;
  if (n > 1) return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "log [N]");
  if (n == 1 && parse_uint(w[0], ULLONG_MAX, &k)) return answer_error(TI4_ESYNTAX, "", N_("not a number: %s"), w[0]);
  size_t total = 0;
  const ti4_event *ev = ti4_game_log(ss->g, &total);
  size_t from = (k < total) ? total - (size_t)k : 0;
  json_t *a = answer_ok();
  const ti4_state *s = ti4_game_state(ss->g);
  json_t *evs = events_json(ev ? ev + from : NULL, ev ? total - from : 0, s);
  undo_guard_log(ss, evs, from);              /* undos past a reveal, where they happened */
  json_object_set_new(a, "events", evs);
  if (s->sandbox || s->edits) json_object_set_new(a, "edited", json_true());   /* the text says it first */
  return a;
}

static json_t *cmd_move(session *ss, const char *cmd) {
  if (!ss->g) return no_game();
  ti4_move m;
  ti4_error err;
  memset(&m, 0, sizeof m);
  memset(&err, 0, sizeof err);
  int rc = ti4_move_parse(&m, cmd, ti4_game_state(ss->g), &err);
  if (rc != TI4_OK) {
    json_t *a = answer_lib_error(&err, rc);
    if (rc == TI4_EUNKNOWN_ID) suggest_attach(a, err.word, NULL);
    return a;
  }
  rc = ti4_game_apply(ss->g, &m);
  if (rc != TI4_OK) return answer_lib_error(ti4_game_error(ss->g), rc);
  const ti4_events *ev = ti4_game_events(ss->g);
  json_t *a = answer_ok();
  json_object_set_new(a, "events", events_json(ev ? ev->ev : NULL, ev ? ev->n : 0, ti4_game_state(ss->g)));
  if (ev && ev->dropped) json_object_set_new(a, "events_dropped", json_integer(ev->dropped));
  round_summary_attach(ss, a);
  return a;
}

static json_t *cmd_list(char **w, int n) {
  if (n != 1) return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "list planets|agendas|actions|promissory|factions|strategy|tech|objectives");
  int k = list_kind_from_word(w[0]);
  if (k < 0) return answer_error(TI4_EUNKNOWN_ID, "", N_("nothing to list called %s"), w[0]);
  json_t *a = answer_ok();
  json_object_set_new(a, "list", jstr(w[0]));
  json_object_set_new(a, "items", list_json(k));
  return a;
}

/* ---- dispatch -------------------------------------------------------------------------- */

static json_t *dispatch(session *ss, const char *cmd) {
  if (is_move_line(cmd)) return cmd_move(ss, cmd);
  if (!strncmp(cmd, "expect", 6) && (cmd[6] == ' ' || !cmd[6])) {
    char why[512];
    return expect_exec(ss, cmd + 6, why, sizeof why);
  }
  size_t len = strlen(cmd);
  char *buf = malloc(len + 1);
  if (!buf) return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);
  memcpy(buf, cmd, len + 1);
  char *w[MAX_WORDS];
  int n = split_words(buf, w, MAX_WORDS);
  json_t *a;
  if (n == 0) a = answer_error(TI4_ESYNTAX, "", N_("empty command"), NULL);
  else if (n >= MAX_WORDS) a = answer_error(TI4_ESYNTAX, "", N_("too many words"), NULL);
  else if (!strcmp(w[0], "new")) a = cmd_new(ss, w + 1, n - 1);
  else if (!strcmp(w[0], "state")) a = cmd_state(ss, w + 1, n - 1);
  else if (!strcmp(w[0], "pending")) {
    if (!ss->g) a = no_game();
    else if (n > 1) a = answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "pending");
    else {
      a = answer_ok();
      json_t *p = pending_json(ti4_game_state(ss->g));
      if (views_public_state) views_hide_options(p, ti4_game_state(ss->g));   /* a shared screen */
      json_object_set_new(a, "pending", p);
    }
  } else if (!strcmp(w[0], "legal")) {
    if (!ss->g) a = no_game();
    else if (n > 1) a = answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "legal");
    else { a = answer_ok(); json_object_set_new(a, "moves", legal_json(ti4_game_state(ss->g))); }
  } else if (!strcmp(w[0], "undo")) a = cmd_undo(ss, w + 1, n - 1);
  else if (!strcmp(w[0], "log")) a = cmd_log(ss, w + 1, n - 1);
  else if (!strcmp(w[0], "save") || !strcmp(w[0], "load")) {
    if (n != 2) a = answer_error(TI4_ESYNTAX, "", N_("usage: %s"), w[0][0] == 's' ? _("save FILE") : _("load FILE"));
    else if (w[0][0] == 's') a = ss->g ? save_game(ss, w[1]) : no_game();
    else a = load_game(ss, w[1]);
  } else if (!strcmp(w[0], "help")) a = help_exec(w + 1, n - 1);
  else if (!strcmp(w[0], "list")) a = cmd_list(w + 1, n - 1);
  else if (!strcmp(w[0], "map")) a = map_command(ss, w + 1, n - 1);
  else if (!strcmp(w[0], "quit") || !strcmp(w[0], "exit")) a = answer_ok();
  else if (views_is_command(w[0])) a = views_exec(ss, w[0], w + 1, n - 1);
  else if (!strcmp(w[0], "pass") && n == 2 && !strcmp(w[1], "all")) a = pass_all(ss);
  else {
    a = answer_error(TI4_EUNKNOWN_COMMAND, "", N_("unknown command: %s"), w[0]);
    suggest_attach(a, w[0], protocol_commands);
  }
  free(buf);
  return a;
}

json_t *session_exec(session *ss, const char *cmd) {
  char *norm = normalize_line(cmd);        /* names, aliases, case: into ids */
  undo_guard_before(ss, norm ? norm : cmd);
  json_t *a = dispatch(ss, norm ? norm : cmd);
  free(norm);
  if (a) undo_guard_after(ss, a);
  if (!a) a = answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);
  int is_expect = !strncmp(cmd, "expect", 6) && (cmd[6] == ' ' || !cmd[6]);
  if (!is_expect) {   /* `expect error` looks at the command before it */
    ss->last_ok = json_is_true(json_object_get(a, "ok"));
    const char *code = json_string_value(json_object_get(json_object_get(a, "error"), "code"));
    snprintf(ss->last_code, sizeof ss->last_code, "%s", code ? code : "");
  }
  return a;
}

/* ---- for people ------------------------------------------------------------------------ */

void answer_print_json(FILE *f, const json_t *ans) {
  char *s = json_dumps(ans, JSON_COMPACT);
  if (s) { fputs(s, f); free(s); }
  else fputs("{\"ok\":false,\"error\":{\"code\":\"io\",\"message\":\"out of memory\",\"rule\":\"\"}}", f);
  fputc('\n', f);
  fflush(f);
}

static void fill_words(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2, const char *a3) {
  i18n_fill_template(buf, cap, tmpl, a1, a2, a3, NULL);
}

const char *window_display(const char *w);
const char *phase_display(const char *p);

/* "at the start of a turn (p1's turn)": the window, and whose turn it is. */
static void window_with_turn(char *buf, size_t cap, const json_t *p) {
  const char *wd = window_display(json_string_value(json_object_get(p, "window")));
  const char *turn = json_string_value(json_object_get(p, "turn_of"));
  char t[64] = "";
  if (turn) i18n_fill(t, sizeof t, _(" (%s's turn)"), turn);
  snprintf(buf, cap, "%s%s", wd, t);
}

/* Append s to the list: "/" between groups; an option that differs from the
 * previous one only in its last word joins it as "|word", so that
 * "play leadership_rider for", "play leadership_rider against" read
 * "play leadership_rider for|against". */
typedef struct optlist { char text[480]; size_t len; char prefix[200]; int groups; int full; } optlist;

static void opt_add(optlist *l, const char *s) {
  if (l->full) return;
  const char *sp = strrchr(s, ' ');
  size_t plen = sp ? (size_t)(sp - s) : 0;
  int join = sp && l->groups && plen == strlen(l->prefix) && !strncmp(s, l->prefix, plen);
  int w;
  if (join) w = snprintf(l->text + l->len, sizeof l->text - l->len, "|%s", sp + 1);
  else if (l->groups >= 10) w = snprintf(l->text + l->len, sizeof l->text - l->len, "/…"), l->full = 1;
  else w = snprintf(l->text + l->len, sizeof l->text - l->len, "%s%s", l->groups ? "/" : "", s);
  if (w < 0 || (size_t)w >= sizeof l->text - l->len) {   /* out of room */
    l->text[l->len] = 0;
    if (l->len + 4 < sizeof l->text) { memcpy(l->text + l->len, "/…", 5); l->len += 4; }
    l->full = 1;
    return;
  }
  l->len += (size_t)w;
  if (!join) {
    l->groups++;
    if (plen >= sizeof l->prefix) plen = 0;
    memcpy(l->prefix, s, plen);
    l->prefix[plen] = 0;
  }
}

/* "choose tactic=0 fleet=0 strategy=3", ... all KEY=NUMBER with the same
 * keys: one template "choose tactic=N fleet=N strategy=N" (else 0). */
static int options_template(char *out, size_t cap, const json_t *opts) {
  size_t i;
  json_t *v;
  char first[256] = "";
  if (json_array_size(opts) < 2) return 0;
  json_array_foreach(opts, i, v) {
    const char *s = json_string_value(v);
    if (!s || strlen(s) >= sizeof first) return 0;
    char shape[256];
    size_t o = 0;
    int eq = 0;
    for (const char *p = s; *p; p++) {
      if (*p == '=') {
        eq = 1;
        shape[o++] = '=';
        shape[o++] = 'N';
        while (p[1] >= '0' && p[1] <= '9') p++;
        if (p[1] && p[1] != ' ') return 0;
      } else shape[o++] = *p;
    }
    shape[o] = 0;
    if (!eq) return 0;
    if (!i) snprintf(first, sizeof first, "%s", shape);
    else if (strcmp(first, shape)) return 0;
  }
  snprintf(out, cap, "%s", first);
  return 1;
}

/* "p3 — vote on Mutiny (for/against; ready: Jord 2)" and the like: whose
 * decision it is, what kind, and what they may do. */
static void pending_sentence(char *buf, size_t cap, const json_t *p) {
  const char *pl = json_string_value(json_object_get(p, "player"));
  const char *kind = json_string_value(json_object_get(p, "kind"));
  const json_t *opts = json_object_get(p, "options");
  optlist l;
  memset(&l, 0, sizeof l);
  size_t i;
  json_t *v;
  if (!kind || !strcmp(kind, "none")) {
    const char *why = json_string_value(json_object_get(p, "reason"));
    snprintf(buf, cap, "%s", why && !strcmp(why, "setup")
             ? _("sandbox — set the table up (give, set, law, deck), then set phase")
             : _("the game is over"));
    return;
  }
  if (!strcmp(kind, "choose") && options_template(l.text, sizeof l.text, opts)) {
    l.groups = 1;
  } else {
    json_array_foreach(opts, i, v) {
      const char *s = json_string_value(v);
      if (!s) continue;
      /* the words to type: ids, not names */
      if (!strcmp(kind, "vote")) {
        if (strncmp(s, "vote ", 5)) continue;
        s += 5;
      } else if (!strcmp(kind, "pick") || !strcmp(kind, "decide")) {
        const char *sp = strchr(s, ' ');
        s = sp ? sp + 1 : s;
      }
      /* in Russian, the name beside the id: "for (за)", "leadership (Лидерство)" */
      char named[200];
      if (i18n_russian() && (!strcmp(kind, "vote") || !strcmp(kind, "decide") || !strcmp(kind, "pick")) &&
          strcmp(id_display(s), s)) {
        snprintf(named, sizeof named, "%s (%s)", s, id_display(s));
        s = named;
      }
      opt_add(&l, s);
    }
  }
  const char *agenda = json_string_value(json_object_get(p, "agenda"));
  const char *ag = agenda ? id_display(agenda) : "";
  if (!strcmp(kind, "window")) {
    char wd[300];
    window_with_turn(wd, sizeof wd, p);
    fill_words(buf, cap, _("{1} — {2}: play or pass ({3})"), pl, wd, l.text);
  } else if (!strcmp(kind, "vote")) {
    /* the planets the voter may exhaust, with their influence */
    char ready[300] = "";
    size_t o = 0;
    const char *k;
    json_object_foreach(json_object_get(p, "planets"), k, v) {
      /* the id to type; in Russian also the name the events use */
      int w = i18n_russian()
        ? snprintf(ready + o, sizeof ready - o, "%s%s (%s) %lld", o ? ", " : "", k, id_display(k), (long long)json_integer_value(v))
        : snprintf(ready + o, sizeof ready - o, "%s%s %lld", o ? ", " : "", k, (long long)json_integer_value(v));
      if (w < 0 || (size_t)w >= sizeof ready - o) { ready[o] = 0; break; }
      o += (size_t)w;
    }
    if (!l.groups) fill_words(buf, cap, _("{1} — vote on {2}: nothing to vote with, abstain"), pl, ag, NULL);
    else if (!o) fill_words(buf, cap, _("{1} — vote on {2} ({3}) or abstain"), pl, ag, l.text);
    else {
      char opts2[800];
      fill_words(opts2, sizeof opts2, _("{1}; ready planets: {2}"), l.text, ready, NULL);
      fill_words(buf, cap, _("{1} — vote on {2} ({3}) or abstain"), pl, ag, opts2);
    }
  } else if (!strcmp(kind, "decide")) {
    if (json_is_true(json_object_get(p, "tie")))
      fill_words(buf, cap, _("{1} — speaker, the votes are tied: decide the outcome of {2} ({3})"), pl, ag, l.text);
    else fill_words(buf, cap, _("{1} — speaker, nobody voted: decide the outcome of {2} ({3})"), pl, ag, l.text);
  } else if (!strcmp(kind, "choose")) {
    const char *ask = json_string_value(json_object_get(p, "ask"));
    const char *card = json_string_value(json_object_get(p, "card"));
    if (ask && !strcmp(ask, "tokens")) {
      char n[32];
      snprintf(n, sizeof n, "%lld", (long long)json_integer_value(json_object_get(p, "count")));
      fill_words(buf, cap, _("{1} — gain {2} command token(s), split among your pools: {3}"), pl, n, l.text);
    } else if (json_string_value(json_object_get(p, "question"))) {
      const char *q = json_string_value(json_object_get(p, "question"));
      json_t *seen = json_object_get(p, "seen"), *sv;
      if (json_is_array(seen)) {                 /* So Ata: what the looker sees */
        char list[400] = "";
        size_t si, o = 0;
        json_array_foreach(seen, si, sv) {
          int w = snprintf(list + o, sizeof list - o, "%s%s", o ? ", " : "", id_display(json_string_value(sv)));
          if (w < 0 || (size_t)w >= sizeof list - o) break;
          o += (size_t)w;
        }
        fill_words(buf, cap, _("{1} — {2}: {3}"), pl, q, list);
      } else if (card) fill_words(buf, cap, _("{1} — {2}: {3}"), pl, id_display(card), q);
      else fill_words(buf, cap, "{1} — {2}", pl, q, NULL);
    } else if (card) fill_words(buf, cap, _("{1} — {2}: choose ({3})"), pl, id_display(card), l.text);
    else fill_words(buf, cap, _("{1} — choose ({2})"), pl, l.text, NULL);
  }
  else if (!strcmp(kind, "pick")) fill_words(buf, cap, _("{1} — pick a strategy card ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "turn")) fill_words(buf, cap, _("{1} — your turn ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "secondary")) fill_words(buf, cap, _("{1} — follow the secondary ability or not ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "transaction")) fill_words(buf, cap, _("{1} — answer the offer ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "score")) fill_words(buf, cap, _("{1} — score objectives ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "move")) fill_words(buf, cap, _("{1} — move ships into the active system ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "land")) fill_words(buf, cap, _("{1} — land ground forces on planets of the active system ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "produce")) fill_words(buf, cap, _("{1} — produce units in the active system ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "retreat")) fill_words(buf, cap, _("{1} — announce a retreat from the combat, or not ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "assign")) fill_words(buf, cap, _("{1} — assign the hits against your units ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "cannon")) fill_words(buf, cap, _("{1} — use SPACE CANNON or not ({2})"), pl, l.text, NULL);
  else if (!strcmp(kind, "bombard")) fill_words(buf, cap, _("{1} — use BOMBARDMENT or not ({2})"), pl, l.text, NULL);
  else fill_words(buf, cap, "{1} — {2} ({3})", pl, kind, l.text);
}

void prompt_text(char *buf, size_t cap, const session *ss) {
  if (!ss->g) { snprintf(buf, cap, "ti4 > "); return; }
  json_t *p = pending_json(ti4_game_state(ss->g));
  if (views_public_state) views_hide_options(p, ti4_game_state(ss->g));   /* a shared screen */
  char s[600];
  pending_sentence(s, sizeof s, p);
  json_decref(p);
  snprintf(buf, cap, "%s > ", s);
}

static void state_print_text(FILE *f, const json_t *st) {
  char line[800];
  long long round = json_integer_value(json_object_get(st, "round"));
  const char *phase = json_string_value(json_object_get(st, "phase"));
  const char *speaker = json_string_value(json_object_get(st, "speaker"));
  char r[32];
  snprintf(r, sizeof r, "%lld", round);
  fill_words(line, sizeof line, _("Round {1}, {2}; speaker: {3}."), r, phase_display(phase), speaker ? speaker : "-");
  fprintf(f, "%s\n", line);
  if (json_is_true(json_object_get(st, "custodians"))) fprintf(f, "%s\n", _("The custodians token is still on Mecatol Rex."));
  const char *winner = json_string_value(json_object_get(st, "winner"));
  if (winner) { fill_words(line, sizeof line, _("{1} has won."), winner, NULL, NULL); fprintf(f, "%s\n", line); }
  const char *k;
  json_t *pl;
  json_object_foreach(json_object_get(st, "players"), k, pl) {
    const char *fac = json_string_value(json_object_get(pl, "faction"));
    fprintf(f, "%s%s%s%s: %s %lld, %s %lld, %s %lld\n", k, fac ? " " : "", fac ? id_display_kind(TI4_K_FACTION, fac) : "",
            speaker && !strcmp(speaker, k) ? _(" (speaker)") : "",
            _("VP"), (long long)json_integer_value(json_object_get(pl, "vp")),
            _("TG"), (long long)json_integer_value(json_object_get(pl, "tg")),
            _("action cards"), (long long)json_integer_value(json_object_get(pl, "action_card_count")));
    const char *pk;
    json_t *pv;
    int first = 1;
    json_object_foreach(json_object_get(pl, "planets"), pk, pv) {
      fprintf(f, "%s%s%s", first ? "    " : ", ", id_display(pk),
              json_is_true(json_object_get(pv, "exhausted")) ? _(" (exhausted)") : "");
      first = 0;
    }
    if (!first) fputc('\n', f);
    size_t i;
    json_t *c;
    first = 1;
    json_array_foreach(json_object_get(pl, "action_cards"), i, c) {
      fprintf(f, "%s%s", first ? "    " : ", ", id_display(json_string_value(c)));
      first = 0;
    }
    if (!first) fputc('\n', f);
  }
  const char *lk;
  json_t *lv;
  json_object_foreach(json_object_get(st, "laws"), lk, lv) {
    const char *el = json_string_value(json_object_get(lv, "elected"));
    fprintf(f, "%s: %s%s%s%s%s\n", _("Law"), id_display(lk), el ? " (" : "", el ? id_display(el) : "", el ? ")" : "",
            json_is_true(json_object_get(lv, "blank")) ? _(" -- blank this turn (Law's Order)") : "");
  }
  const json_t *ag = json_object_get(st, "agenda");
  const char *cur = json_string_value(json_object_get(ag, "current"));
  if (cur) {
    fprintf(f, "%s: %s", _("Agenda"), id_display(cur));
    const char *vk;
    json_t *vv;
    json_object_foreach(json_object_get(ag, "votes"), vk, vv)
      fprintf(f, "; %s %lld", id_display(vk), (long long)json_integer_value(vv));
    fputc('\n', f);
  }
  char s[600];
  pending_sentence(s, sizeof s, json_object_get(st, "pending"));
  fprintf(f, "%s\n", s);
}

void answer_print_text(FILE *f, const json_t *a) {
  char line[1024];
  if (!json_is_true(json_object_get(a, "ok"))) {
    const json_t *e = json_object_get(a, "error");
    const char *msg = json_string_value(json_object_get(e, "message"));
    const char *rule = json_string_value(json_object_get(e, "rule"));
    const char *code = json_string_value(json_object_get(e, "code"));
    fill_words(line, sizeof line, _("Error: {1}"), msg ? msg : code, NULL, NULL);
    fputs(line, f);
    if (rule && *rule) {
      /* "Setup 11" is a step of the setup, not an LRR number: said in words */
      if (!strncmp(rule, "Setup ", 6)) fill_words(line, sizeof line, _(" (rule Setup {1})"), rule + 6, NULL, NULL);
      else fill_words(line, sizeof line, _(" (rule {1})"), rule, NULL, NULL);
      fputs(line, f);
    }
    fprintf(f, " [%s]\n", code ? code : "?");
    fflush(f);
    return;
  }
  const json_t *v;
  if (views_print_text(f, a)) { fflush(f); return; }
  if ((v = json_object_get(a, "state"))) state_print_text(f, v);
  else if ((v = json_object_get(a, "pending"))) { pending_sentence(line, sizeof line, v); fprintf(f, "%s\n", line); }
  else if ((v = json_object_get(a, "help"))) fputs(json_string_value(v), f);
  else if ((v = json_object_get(a, "items"))) {
    size_t i;
    json_t *it;
    json_array_foreach(v, i, it)
      fprintf(f, "%s\t%s\t%s\n", json_string_value(json_object_get(it, "id")),
              json_string_value(json_object_get(it, "en")), json_string_value(json_object_get(it, "ru")));
  } else if ((v = json_object_get(a, "moves")) && json_is_array(v)) {
    size_t i;
    json_t *m;
    json_array_foreach(v, i, m) fprintf(f, "%s\n", json_string_value(m));
    if (!json_array_size(v)) fprintf(f, "%s\n", _("No moves."));
  } else if ((v = json_object_get(a, "saved"))) {
    fill_words(line, sizeof line, _("Saved to {1}."), json_string_value(v), NULL, NULL);
    fprintf(f, "%s\n", line);
  } else if ((v = json_object_get(a, "loaded"))) {
    fill_words(line, sizeof line, _("Loaded {1}."), json_string_value(v), NULL, NULL);
    fprintf(f, "%s\n", line);
  } else if ((v = json_object_get(a, "undone"))) {
    char n[32];
    snprintf(n, sizeof n, "%lld", (long long)json_integer_value(v));
    fill_words(line, sizeof line, _("Took back {1} move(s)."), n, NULL, NULL);
    fprintf(f, "%s\n", line);
  } else if ((v = json_object_get(a, "game"))) {
    char n[32];
    snprintf(n, sizeof n, "%lld", (long long)json_integer_value(json_object_get(v, "players")));
    fill_words(line, sizeof line, json_is_true(json_object_get(v, "sandbox"))
               ? _("New sandbox game: {1} players, seed {2}.")
               : json_is_true(json_object_get(v, "edited"))
               ? _("New game with edits allowed (marked edited): {1} players, seed {2}.")
               : _("New game: {1} players, seed {2}."),
               n, json_string_value(json_object_get(v, "seed")), NULL);
    fprintf(f, "%s\n", line);
  } else if ((v = json_object_get(a, "expect"))) {
    fprintf(f, "%s\n", _("As expected."));
  } else if (!json_object_get(a, "events")) {
    fprintf(f, "%s\n", _("OK."));
  }
  if (json_is_true(json_object_get(a, "edited")))
    fprintf(f, "%s\n", _("This game allows edits: it is marked edited."));
  if ((v = json_object_get(a, "events")) && !json_object_get(a, "game")) {
    size_t i;
    int printed = 0;
    json_t *e;
    json_array_foreach(v, i, e) {
      event_text(line, sizeof line, e);
      if (line[0]) { fprintf(f, "%s\n", line); printed++; }
    }
    if (!printed) fprintf(f, "%s\n", _("OK."));
  }
  views_print_summary(f, a);
  fflush(f);
}
