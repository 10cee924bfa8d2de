/* interactive.c -- the terminal front end: libedit line editing, history
 * (kept in ~/.ti4_history) and Tab completion of commands, seats, move
 * words and content ids; the prompt says whose decision it is. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>
#include "protocol.h"

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
    for (int i = 0; protocol_commands[i]; i++) cand_add(protocol_commands[i]);
    for (int i = 0; i < seats; i++) cand_add(seat_word(i));
    return;
  }
  if (!strcmp(w[0], "list") || !strcmp(w[0], "help")) {
    if (!strcmp(w[0], "list")) for (int i = 0; list_words[i]; i++) cand_add(list_words[i]);
    else for (int i = 0; protocol_commands[i]; i++) cand_add(protocol_commands[i]);
    return;
  }
  if (!strcmp(w[0], "new")) {
    static const char *const o[] = {"players=", "seed=", "factions=", "map=", "vp=", "expansions=", "sandbox", NULL};
    for (int i = 0; o[i]; i++) cand_add(o[i]);
    return;
  }
  if (!strcmp(w[0], "state")) {
    char b[8];
    for (int i = 0; i < seats; i++) { snprintf(b, sizeof b, "as=%s", seat_word(i)); cand_add(b); }
    return;
  }
  if (w[0][0] == 'p' && n == 1) {
    static const char *const mv[] = {"pass", "play", "vote", "abstain", "decide", "choose",
      "pick", "strategic", "tactical", "move", "land", "produce", "component", "offer", "accept", "decline", NULL};
    for (int i = 0; mv[i]; i++) cand_add(mv[i]);
    return;
  }
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
  if (ncand && w[0][0] == 'p' && n >= 1) return;   /* the legal moves said it all */
  if (n == 2 && s && w[0][0] == 'p' && !strcmp(w[1], "play")) {
    /* not this seat's decision now: the action cards it holds */
    int seat = w[0][1] - '1';
    if (seat >= 0 && seat < s->nseats)
      for (int i = 0; i < s->p[seat].nhand && i < TI4_MAX_HAND; i++)
        cand_add(ti4_content_id(TI4_K_ACTION, s->p[seat].hand[i]));
    return;
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

int interactive_loop(session *ss) {
  cur = ss;
  rl_readline_name = "ti4";
  rl_attempted_completion_function = complete;
  char hist[4096] = "";
  const char *home = getenv("HOME");
  if (home && *home) {
    snprintf(hist, sizeof hist, "%s/.ti4_history", home);
    read_history(hist);
  }
  printf("%s\n", _("ti4 — Twilight Imperium rules engine. Type help for commands, Tab to complete, Ctrl-D to leave."));
  for (;;) {
    char prompt[700];
    prompt_text(prompt, sizeof prompt, ss);
    char *line = readline(prompt);
    if (!line) { putchar('\n'); break; }
    char *cmd = line_clean(line);
    if (*cmd) {
      add_history(cmd);
      int quit = !strcmp(cmd, "quit") || !strcmp(cmd, "exit");
      json_t *a = session_exec(ss, cmd);
      if (!quit) answer_print_text(stdout, a);
      json_decref(a);
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
