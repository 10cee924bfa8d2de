/* interactive.c -- the terminal front end: libedit line editing, history
 * (kept in ~/.ti4_history) and Tab completion of what is legal now; the
 * prompt says whose decision it is and names no hidden card. For a table
 * on one screen (doc/table.md): Ctrl-C drops the line, new/load/quit ask
 * before leaving a game, every change is autosaved (autosave.c) and offered
 * for resuming at start, undo past a reveal asks first, and autopass asks
 * only the seats that might act in a window. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>
#include "autosave.h"
#include "views.h"
#include "undoguard.h"
#include "passall.h"

static session *cur;

static char **cand;
static size_t ncand, capcand;

static void cand_add(const char *s) {
  if (!s || !*s) return;
  for (size_t i = 0; i < ncand; i++) if (!strcmp(cand[i], s)) return;
  if (ncand == capcand) {
    size_t nc = capcand ? capcand * 2 : 256;
    char **n = realloc(cand, nc * sizeof *n);
    if (!n) return;
    cand = n;
    capcand = nc;
  }
  char *d = strdup(s);
  if (d) cand[ncand++] = d;
}

static void cand_clear(void) {
  for (size_t i = 0; i < ncand; i++) free(cand[i]);
  ncand = 0;
}

static void add_kind(int kind) {
  int n = ti4_content_count(kind);
  for (int i = 0; i < n; i++) cand_add(ti4_content_id(kind, i));
}

static void add_content_ids(void) {
  static const int kinds[] = {TI4_K_PLANET, TI4_K_AGENDA, TI4_K_ACTION,
    TI4_K_PROMISSORY, TI4_K_STRATEGY, TI4_K_TECH, TI4_K_OBJECTIVE, TI4_K_FACTION,
    TI4_K_RELIC, TI4_K_LEADER};
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
    int n = ti4_content_count(kinds[k]);
    for (int i = 0; i < n; i++) cand_add(ti4_content_id(kinds[k], i));
  }
}

/* Words of the line before the one being completed. */
static int words_before(char out[8][64]) {
  const char *line = rl_line_buffer ? rl_line_buffer : "";
  int n = 0;
  const char *p = line;
  for (;;) {
    while (*p == ' ') p++;
    const char *s = p;
    while (*p && *p != ' ') p++;
    if (!*p) break;                      /* the last word is being completed */
    if (n < 8) {
      size_t l = (size_t)(p - s);
      if (l > 63) l = 63;
      memcpy(out[n], s, l);
      out[n][l] = 0;
      n++;
    }
  }
  return n;
}

static void build_candidates(void) {
  char w[8][64];
  int n = words_before(w);
  cand_clear();
  const ti4_state *s = cur && cur->g ? ti4_game_state(cur->g) : NULL;
  int seats = s ? s->nseats : 8;
  /* what the legal moves say at this position comes first */
  if (s) {
    json_t *legal = legal_json(s);
    size_t i;
    json_t *m;
    json_array_foreach(legal, i, m) {
      char buf[4096];
      snprintf(buf, sizeof buf, "%s", json_string_value(m));
      char *tok[16];
      int nt = 0;
      char *save = NULL;
      for (char *t = strtok_r(buf, " ", &save); t && nt < 16; t = strtok_r(NULL, " ", &save)) tok[nt++] = t;
      int match = nt > n;
      for (int k = 0; match && k < n; k++) if (strcmp(tok[k], w[k])) match = 0;
      if (match) cand_add(tok[n]);
    }
    json_decref(legal);
  }
  if (n == 0) {
    /* what can be typed now: commands (edits only where edits are allowed)
     * and the seat whose decision it is */
    int edits = !s || s->sandbox || s->edits;
    for (int i = 0; protocol_commands[i]; i++) {
      const char *c = protocol_commands[i];
      if (!edits && (!strcmp(c, "give") || !strcmp(c, "set") || !strcmp(c, "law") || !strcmp(c, "deck"))) continue;
      cand_add(c);
    }
    const ti4_pending *pd = s ? ti4_state_pending(s) : NULL;
    if (pd && pd->kind != TI4_PEND_NONE && pd->seat < seats) cand_add(seat_word(pd->seat));
    return;
  }
  if (!strcmp(w[0], "list") || !strcmp(w[0], "help")) {
    if (!strcmp(w[0], "list")) for (int i = 0; list_words[i]; i++) cand_add(list_words[i]);
    else {
      for (int i = 0; protocol_commands[i]; i++) cand_add(protocol_commands[i]);
      static const char *const mv[] = {"pass", "standing", "play", "vote", "abstain", "decide", "choose", "pick",
        "strategic", "tactical", "component", "follow", "score", "offer", "accept", "decline", "until", NULL};
      for (int i = 0; mv[i]; i++) cand_add(mv[i]);
    }
    return;
  }
  if (!strcmp(w[0], "new")) {
    static const char *const o[] = {"players=", "seed=", "factions=", "map=", "galaxy=", "vp=", "expansions=", "sandbox", "edits", NULL};
    for (int i = 0; o[i]; i++) cand_add(o[i]);
    return;
  }
  if (!strcmp(w[0], "state")) {
    char b[8];
    for (int i = 0; i < seats; i++) { snprintf(b, sizeof b, "as=%s", seat_word(i)); cand_add(b); }
    cand_add("as=all");
    cand_add("as=public");
    return;
  }
  if (!strcmp(w[0], "pass") && n == 1) { cand_add("all"); return; }
  if (w[0][0] == 'p' && w[0][1] >= '1' && w[0][1] <= '8' && !w[0][2] && n == 1) {   /* the legal moves' words, and a standing order */
    cand_add("standing");
    return;
  }
  if (!strcmp(w[0], "hand") && n == 1) { for (int i = 0; i < seats; i++) cand_add(seat_word(i)); return; }
  if (!strcmp(w[0], "give") && n == 1) { for (int i = 0; i < seats; i++) cand_add(seat_word(i)); return; }
  if (!strcmp(w[0], "give") && n == 3) {       /* the id of the kind named */
    static const struct { const char *w; int kind; } k[] = {{"planet", TI4_K_PLANET},
      {"action", TI4_K_ACTION}, {"promissory", TI4_K_PROMISSORY}, {"tech", TI4_K_TECH},
      {"secret", TI4_K_OBJECTIVE}, {"relic", TI4_K_RELIC}, {"leader", TI4_K_LEADER}};
    for (size_t i = 0; i < sizeof k / sizeof *k; i++)
      if (!strcmp(w[2], k[i].w)) { add_kind(k[i].kind); return; }
    if (!strcmp(w[2], "tokens")) { cand_add("tactic="); cand_add("fleet="); cand_add("strategy="); return; }
    return;                                     /* a number: nothing to offer */
  }
  if (!strcmp(w[0], "give") && n == 4 && !strcmp(w[2], "planet")) { cand_add("exhausted"); return; }
  if (!strcmp(w[0], "reveal") && n == 1) { add_kind(TI4_K_OBJECTIVE); return; }
  if (n >= 2 && w[0][0] == 'p' && (!strcmp(w[1], "land") || !strcmp(w[1], "produce"))) {
    static const char *const u[] = {"none", "carrier=", "cruiser=", "destroyer=", "dreadnought=", "fighter=",
      "flagship=", "warsun=", "infantry=", "mech=", NULL};
    for (int i = 0; u[i]; i++) if (w[1][0] == 'p' || i == 0 || i >= 8) cand_add(u[i]);
    add_kind(TI4_K_PLANET);
    return;
  }
  if ((!strcmp(w[0], "deck") && n == 2) || !strcmp(w[0], "law")) {
    add_kind(TI4_K_AGENDA);
    if (!strcmp(w[0], "law") && n >= 2) for (int i = 0; i < seats; i++) {
      char b[16];
      snprintf(b, sizeof b, "elected=%s", seat_word(i));
      cand_add(b);
    }
    return;
  }
  if (!strcmp(w[0], "set") && n == 2 && (!strcmp(w[1], "speaker") || !strcmp(w[1], "strategy"))) {
    for (int i = 0; i < seats; i++) cand_add(seat_word(i));
    return;
  }
  if (!strcmp(w[0], "set") && n == 3 && !strcmp(w[1], "strategy")) { add_kind(TI4_K_STRATEGY); return; }
  if (!strcmp(w[0], "set") && n == 2 && !strcmp(w[1], "custodians")) { cand_add("removed"); return; }
  if (n == 2 && w[0][0] == 'p' && !strcmp(w[1], "pass")) {
    static const char *const u[] = {"until=window", "until=voting", "until=agenda", "until=never", NULL};
    for (int i = 0; u[i]; i++) cand_add(u[i]);
    return;
  }
  if (n >= 3 && s && w[0][0] == 'p' && !strcmp(w[1], "vote")) {
    /* more planets for the vote: the voter's ready planets */
    int seat = w[0][1] - '1';
    int np = ti4_content_count(TI4_K_PLANET);
    for (int i = 0; i < np && i < TI4_MAX_PLANETS; i++)
      if (seat >= 0 && seat < s->nseats && s->planet_owner[i] == seat && !(s->planet_flags[i] & TI4_PF_EXHAUSTED))
        cand_add(ti4_content_id(TI4_K_PLANET, i));
    return;
  }
  if (w[0][0] == 'p' && w[0][1] >= '1' && w[0][1] <= '8' && !w[0][2]) {
    if (n == 2 && !strcmp(w[1], "standing")) {
      static const char *const o[] = {"none", "window", "voting", "agenda", "never", "skip=", NULL};
      for (int i = 0; o[i]; i++) cand_add(o[i]);
    }
    return;                                     /* only what the legal moves say */
  }
  if (!strcmp(w[0], "give") && n == 2) {
    static const char *const g[] = {"planet", "action", "promissory", "tg", "commodities", "vp", "tech", "secret", "tokens", "units", "leader", "relic", NULL};
    for (int i = 0; g[i]; i++) cand_add(g[i]);
    return;
  }
  if (!strcmp(w[0], "set") && n == 1) {
    static const char *const g[] = {"speaker", "custodians", "phase", "round", "strategy", NULL};
    for (int i = 0; g[i]; i++) cand_add(g[i]);
    return;
  }
  if (!strcmp(w[0], "set") && n == 2 && !strcmp(w[1], "phase")) {
    static const char *const g[] = {"strategy", "action", "status", "agenda", NULL};
    for (int i = 0; g[i]; i++) cand_add(g[i]);
    return;
  }
  if (!strcmp(w[0], "deck") && n == 1) { cand_add("agenda"); return; }
  for (int i = 0; i < seats; i++) cand_add(seat_word(i));
  cand_add("for");
  cand_add("against");
  if (n >= 3 && w[0][0] == 'p' && (!strcmp(w[1], "play") || !strcmp(w[1], "decide"))) {
    add_kind(TI4_K_PLANET);                     /* what an outcome may be */
    add_kind(TI4_K_AGENDA);
    return;
  }
  add_content_ids();
}

static char *generator(const char *text, int state) {
  static size_t idx;
  if (!state) { build_candidates(); idx = 0; }
  size_t len = strlen(text);
  while (idx < ncand) {
    const char *c = cand[idx++];
    if (!strncmp(c, text, len)) return strdup(c);
  }
  return NULL;
}

static char **complete(const char *text, int start, int end) {
  (void)start; (void)end;
  return rl_completion_matches(text, generator);
}

/* Ctrl-C: at the prompt the line is dropped and a new prompt shown (as in
 * bash or psql); it never ends the program. The key sends SIGINT; libedit
 * puts the terminal back and passes the signal to on_sigint, and readline
 * returns NULL with the flag set. A SIGINT from elsewhere (kill -INT) does
 * the same. */
static volatile sig_atomic_t interrupted;

static void on_sigint(int sig) { (void)sig; interrupted = 1; }

/* A line from the terminal: NULL at the end of input; "" after Ctrl-C. */
static char *read_line(const char *prompt, int *eof) {
  interrupted = 0;
  *eof = 0;
  char *line = readline(prompt);
  if (!line && interrupted) {
    fputs("^C\n", stdout);
    fflush(stdout);
    return strdup("");
  }
  if (!line) *eof = 1;
  return line;
}

static int word_is(const char *cmd, const char *w) {
  size_t n = strlen(w);
  return !strncmp(cmd, w, n) && (cmd[n] == ' ' || !cmd[n]);
}

/* Autopass (on at the prompt; `autopass off` turns it off): after a move,
 * `pass all` runs by itself, window after window, so only seats that might
 * act in a window are asked (judged from public facts, passall.c). Never
 * after undo or load: an undo to a window must stay there. */
static int autopass = 1;

static int is_move(const char *cmd) {
  return ((cmd[0] == 'p' || cmd[0] == 'P') && cmd[1] >= '1' && cmd[1] <= '8' && (cmd[2] == ' ' || !cmd[2])) ||
         word_is(cmd, "new") || word_is(cmd, "give") || word_is(cmd, "set") || word_is(cmd, "law") ||
         word_is(cmd, "deck") || word_is(cmd, "pass");
}

static void run_autopass(session *ss) {
  for (int i = 0; i < 64 && ss->g; i++) {
    const ti4_state *s = ti4_game_state(ss->g);
    if (s->pending.kind != TI4_PEND_WINDOW) return;
    json_t *a = pass_all(ss);
    json_t *passed = json_object_get(a, "passed");
    int n = (int)json_array_size(passed);
    if (n) answer_print_text(stdout, a);
    json_decref(a);
    if (!n) return;                      /* stopped at a seat that might act */
  }
}

static int in_progress(const session *ss) {
  return ss->g && ti4_game_state(ss->g)->phase != TI4_PHASE_OVER;
}

/* Ask a yes/no question; Ctrl-C, Ctrl-D or anything but yes is no. */
static int confirm(const char *question) {
  int eof;
  char prompt[1200];
  snprintf(prompt, sizeof prompt, "%s %s ", question, _("[y/N]"));
  char *a = read_line(prompt, &eof);
  if (!a) { putchar('\n'); return 0; }
  char *w = line_clean(a);
  int yes = !strcmp(w, "y") || !strcmp(w, "yes") || !strcmp(w, "д") || !strcmp(w, "да") ||
            !strcmp(w, "Y") || !strcmp(w, "Д") || !strcmp(w, "Да");
  free(a);
  return yes;
}

/* Leaving the game in progress: ask, saying where it is kept. */
static int confirm_leave(const session *ss) {
  if (!in_progress(ss)) return 1;
  char q[1100];
  const char *p = autosave_path();
  if (p) i18n_fill(q, sizeof q, _("A game is in progress (autosaved to %s). Leave it?"), p);
  else snprintf(q, sizeof q, "%s", _("A game is in progress and is not saved. Leave it?"));
  return confirm(q);
}

/* At start: offer the newest autosave of a game that is not over (the five
 * newest files are looked at). */
static void offer_resume(session *ss) {
  static char files[5][4352];
  int n = autosave_list(files, 5);
  for (int i = 0; i < n; i++) {
    json_t *a = load_game(ss, files[i]);
    int ok = json_is_true(json_object_get(a, "ok"));
    json_decref(a);
    if (!ok) continue;                 /* not readable: say nothing */
    const ti4_state *s = ti4_game_state(ss->g);
    if (s->phase == TI4_PHASE_OVER) continue;
    char q[4600], r[16], line[1500];
    snprintf(r, sizeof r, "%d", s->round);
    i18n_fill(line, sizeof line, _("An unfinished game, round %s:"), r);
    printf("%s ", line);
    prompt_text(line, sizeof line, ss);
    printf("%.*s\n", (int)(strlen(line) > 3 ? strlen(line) - 3 : strlen(line)), line);  /* without " > " */
    i18n_fill(q, sizeof q, _("Resume the game autosaved in %s?"), files[i]);
    if (confirm(q)) {
      autosave_adopt(ss, files[i]);
      return;
    }
    break;                             /* declined: start afresh */
  }
  session_free(ss);
  session_init(ss);
}

int interactive_loop(session *ss) {
  cur = ss;
  views_public_state = 1;           /* a shared screen: no seat's hand unless asked */
  rl_readline_name = "ti4";
  rl_attempted_completion_function = complete;
  /* ours before libedit's: libedit restores the terminal, then passes the
   * signal on to it (and still handles Ctrl-Z and resizing itself) */
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);                     /* no SA_RESTART: readline returns */
  rl_initialize();
  char hist[4096] = "";
  const char *home = getenv("HOME");
  if (home && *home) {
    snprintf(hist, sizeof hist, "%s/.ti4_history", home);
    read_history(hist);
  }
  printf("%s\n", _("ti4 — Twilight Imperium rules engine. Type help for commands, Tab to complete, Ctrl-D to leave."));
  offer_resume(ss);
  for (;;) {
    char prompt[700];
    prompt_text(prompt, sizeof prompt, ss);
    int eof;
    char *line = read_line(prompt, &eof);
    if (!line) {
      putchar('\n');
      if (autosave_path() && in_progress(ss)) {
        char m[1100];
        i18n_fill(m, sizeof m, _("The game is autosaved to %s."), autosave_path());
        printf("%s\n", m);
      }
      break;
    }
    char *cmd = line_clean(line);
    if (*cmd) {
      add_history(cmd);
      int quit = word_is(cmd, "quit") || word_is(cmd, "exit");
      if ((quit || word_is(cmd, "new") || word_is(cmd, "load")) && !confirm_leave(ss)) {
        free(line);
        continue;
      }
      char what[32];
      if (undo_guard_check(ss, cmd, what, sizeof what)) {
        char q[400];
        i18n_fill(q, sizeof q, _("This takes back %s, which the table has seen. Undo anyway?"), undo_reveal_display(what));
        if (!confirm(q)) { free(line); continue; }
      }
      if (word_is(cmd, "autopass")) {
        const char *v = cmd + 8;
        while (*v == ' ') v++;
        if (!strcmp(v, "on") || !strcmp(v, "off")) autopass = !strcmp(v, "on");
        printf("%s\n", autopass ? _("Autopass is on: seats that cannot act in a window pass by themselves.")
                                : _("Autopass is off: every seat is asked in every window."));
        free(line);
        continue;
      }
      json_t *a = session_exec(ss, cmd);
      if (!quit) answer_print_text(stdout, a);
      int moved = json_is_true(json_object_get(a, "ok")) && is_move(cmd);
      json_decref(a);
      if (autopass && moved) run_autopass(ss);
      autosave_after(ss, stdout);
      if (quit) { free(line); break; }
    }
    free(line);
  }
  if (hist[0]) write_history(hist);
  cand_clear();
  free(cand);
  cand = NULL;
  capcand = 0;
  return 0;
}
