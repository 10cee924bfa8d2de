/* suggest.c -- the words people type, turned into the protocol's ids, and
 * "did you mean" for the ones that match nothing (doc/table.md).
 *
 * Before a line runs, its words are normalised: ids are case-insensitive;
 * a common name (data/aliases.tsv: creuss, cabal, titans, ...) or an English
 * or Russian name (Лидерство, Лодор; spaces as '_') stands for its id; за /
 * против for for / against; a planet where a system is asked (`tactical`)
 * stands for its system. The library's move syntax stays exact: this layer
 * only rewrites words into ids it would accept. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "suggest.h"

static const int name_kinds[] = {TI4_K_PLANET, TI4_K_STRATEGY, TI4_K_AGENDA, TI4_K_ACTION,
  TI4_K_PROMISSORY, TI4_K_TECH, TI4_K_OBJECTIVE, TI4_K_FACTION, TI4_K_RELIC, TI4_K_LEADER,
  TI4_K_UNIT, TI4_K_SYSTEM};
#define NKINDS (int)(sizeof name_kinds / sizeof *name_kinds)

/* Lowercase ASCII and Cyrillic (А-Я; Ё and ё as е) into out; '_' becomes
 * ' ' when spaces is set. */
static void fold(char *out, size_t cap, const char *in, int spaces) {
  size_t o = 0;
  for (const unsigned char *p = (const unsigned char *)in; *p && o + 3 < cap; p++) {
    if (p[0] == 0xD0 && p[1] >= 0x90 && p[1] <= 0x9F) { out[o++] = (char)0xD0; out[o++] = (char)(p[1] + 0x20); p++; }
    else if (p[0] == 0xD0 && p[1] >= 0xA0 && p[1] <= 0xAF) { out[o++] = (char)0xD1; out[o++] = (char)(p[1] - 0x20); p++; }
    else if ((p[0] == 0xD0 && p[1] == 0x81) || (p[0] == 0xD1 && p[1] == 0x91)) {   /* Ё ё: е, as often typed */
      out[o++] = (char)0xD0; out[o++] = (char)0xB5; p++;
    }
    else if (spaces && *p == '_') out[o++] = ' ';
    else out[o++] = (char)tolower(*p);
  }
  out[o] = 0;
}

static int find_any(const char *w, int *kind) {
  for (int k = 0; k < NKINDS; k++) {
    int i = ti4_content_find(name_kinds[k], w);
    if (i >= 0) { if (kind) *kind = name_kinds[k]; return i; }
  }
  return -1;
}

/* The id for a word of kind `want` (-1: any kind), or NULL to leave it. */
static const char *resolve(const char *w, int want) {
  static char low[256];
  int kind;
  if (want >= 0 ? ti4_content_find(want, w) >= 0 : find_any(w, NULL) >= 0) return NULL;
  fold(low, sizeof low, w, 0);
  if (!strcmp(low, "за")) return "for";
  if (!strcmp(low, "против")) return "against";
  int i = want >= 0 ? ti4_content_find(want, low) : find_any(low, &kind);
  if (i >= 0) return low;
  for (int a = 0; a < ti4_naliases; a++)
    if ((want < 0 || ti4_aliases[a].kind == want) && !strcmp(ti4_aliases[a].alias, low))
      return ti4_content_id(ti4_aliases[a].kind, ti4_aliases[a].row);
  /* a name, English or Russian; '_' for spaces */
  char name[256], row[256];
  fold(name, sizeof name, w, 1);
  for (int k = 0; k < NKINDS; k++) {
    if (want >= 0 && name_kinds[k] != want) continue;
    int n = ti4_content_count(name_kinds[k]);
    for (int r = 0; r < n; r++)
      for (int ru = 0; ru < 2; ru++) {
        const char *nm = ti4_content_name(name_kinds[k], r, ru);
        if (!nm) continue;
        fold(row, sizeof row, nm, 0);
        if (!strcmp(row, name)) return ti4_content_id(name_kinds[k], r);
      }
  }
  return strcmp(low, w) ? low : NULL;
}

/* The protocol's own words: folded, never read as names. */
static int keyword(const char *w) {
  static const char *const k[] = {"pass", "play", "vote", "abstain", "decide", "choose", "pick",
    "strategic", "tactical", "component", "offer", "accept", "decline", "standing", "follow", "score",
    "for", "against", "planet", "action", "promissory", "tg", "commodities", "vp", "tech", "secret",
    "tokens", "speaker", "custodians", "phase", "round", "strategy", "law", "units", "leader", "relic",
    "eliminated", "agenda", "status", "setup", "removed", "exhausted", "locked", "unlocked", "purged",
    "in_play", "none", "window", "voting", "never", "all", "sandbox", "edits", NULL};
  for (int i = 0; k[i]; i++) if (!strcmp(w, k[i])) return 1;
  for (const char *p = w; ; p++) { if (!*p) return 1; if (!isdigit((unsigned char)*p)) break; }   /* a number */
  return 0;
}

static int is_seat(const char *w) { return w[0] == 'p' && w[1] >= '1' && w[1] <= '8' && !w[2]; }

/* Append s to the buffer. */
typedef struct sbuf { char *p; size_t n, cap; int bad; } sbuf;
static void put(sbuf *b, const char *s, size_t n) {
  if (b->bad) return;
  if (b->n + n + 1 > b->cap) {
    size_t nc = (b->n + n + 1) * 2;
    char *np = realloc(b->p, nc);
    if (!np) { b->bad = 1; return; }
    b->p = np;
    b->cap = nc;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}
static void puts0(sbuf *b, const char *s) { put(b, s, strlen(s)); }

char *normalize_line(const char *cmd) {
  size_t len = strlen(cmd);
  char *copy = malloc(len + 1);
  if (!copy) return NULL;
  memcpy(copy, cmd, len + 1);
  sbuf b = {NULL, 0, 0, 0};
  char *save = NULL;
  int i = 0, move = 0, tactical = 0, edit_units = 0;
  char first[64] = "";
  for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save), i++) {
    if (i) puts0(&b, " ");
    char lw[256];
    fold(lw, sizeof lw, w, 0);
    if (i == 0) {
      if (strlen(w) >= 64) { puts0(&b, w); continue; }
      /* commands and seats are ASCII words: fold them */
      int ascii = 1;
      for (const char *p = w; *p; p++) if ((unsigned char)*p >= 0x80) ascii = 0;
      snprintf(first, sizeof first, "%.63s", ascii ? lw : w);
      puts0(&b, first);
      move = is_seat(first) || !strcmp(first, "give") || !strcmp(first, "set") || !strcmp(first, "law") ||
             !strcmp(first, "deck") || !strcmp(first, "new") || !strcmp(first, "hand") || !strcmp(first, "pass");
      continue;
    }
    if (!move || strlen(w) >= 200) { puts0(&b, w); continue; }
    if (i == 1 && is_seat(first) && !strcmp(lw, "tactical")) tactical = 1;
    if (i == 2 && !strcmp(first, "give") && !strcmp(lw, "units")) edit_units = 1;
    (void)edit_units;
    char *eq = strchr(w, '=');
    char *colon = strchr(w, ':');
    if (eq) {
      /* KEY=VALUE: the key is a protocol word; factions= and elected= take ids */
      size_t kl = (size_t)(eq - w);
      char key[64];
      if (kl >= sizeof key) { puts0(&b, w); continue; }
      fold(key, sizeof key, w, 0);
      key[kl] = 0;
      put(&b, key, kl);
      puts0(&b, "=");
      if (strlen(eq + 1) >= 200) {
        puts0(&b, eq + 1);                     /* too long to be a name: as typed */
      } else if (!strcmp(key, "factions") || !strcmp(key, "elected") || !strcmp(key, "give") || !strcmp(key, "get")) {
        char val[256];
        snprintf(val, sizeof val, "%s", eq + 1);
        char *s2 = NULL;
        int j = 0;
        for (char *t = strtok_r(val, ",", &s2); t; t = strtok_r(NULL, ",", &s2), j++) {
          if (j) puts0(&b, ",");
          char *c = strchr(t, ':');
          if (c) *c = 0;
          const char *r = resolve(t, !strcmp(key, "factions") ? TI4_K_FACTION : c ? TI4_K_PROMISSORY : -1);
          puts0(&b, r ? r : t);
          if (c) { char o[16]; fold(o, sizeof o, c + 1, 0); puts0(&b, ":"); puts0(&b, o); }
        }
      } else if (!strcmp(key, "map")) {
        puts0(&b, eq + 1);
      } else {
        char v[256];
        fold(v, sizeof v, eq + 1, 0);
        puts0(&b, v);
      }
      continue;
    }
    if (colon) {                             /* NOTE:OWNER */
      *colon = 0;
      const char *r = resolve(w, TI4_K_PROMISSORY);
      puts0(&b, r ? r : w);
      char o[16];
      fold(o, sizeof o, colon + 1, 0);
      puts0(&b, ":");
      puts0(&b, o);
      continue;
    }
    if (is_seat(lw) || keyword(lw)) { puts0(&b, lw); continue; }
    const char *r = resolve(w, -1);
    const char *id = r ? r : w;
    /* a planet where a system is asked: its system */
    if (tactical && i == 2) {
      int p = ti4_content_find(TI4_K_PLANET, id);
      if (p >= 0 && ti4_content_find(TI4_K_SYSTEM, id) < 0 && ti4_planets[p].system >= 0)
        id = ti4_content_id(TI4_K_SYSTEM, ti4_planets[p].system);
    }
    puts0(&b, id);
  }
  free(copy);
  if (b.bad || !b.p) { free(b.p); return NULL; }
  return b.p;
}

/* ---- did you mean ------------------------------------------------------------------- */

static int distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 64 || lb > 64) return 99;
  int d[65][65];
  for (size_t i = 0; i <= la; i++) d[i][0] = (int)i;
  for (size_t j = 0; j <= lb; j++) d[0][j] = (int)j;
  for (size_t i = 1; i <= la; i++)
    for (size_t j = 1; j <= lb; j++) {
      int c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < c) c = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < c) c = d[i][j - 1] + 1;
      d[i][j] = c;
    }
  return d[la][lb];
}

typedef struct best { const char *w[3]; int d[3]; } best;

static void consider(best *b, const char *cand, const char *word) {
  if (!cand || !*cand) return;
  for (int i = 0; i < 3; i++) if (b->w[i] && !strcmp(b->w[i], cand)) return;
  size_t lw = strlen(word);
  int d = distance(word, cand);
  if (lw >= 3 && !strncmp(cand, word, lw)) d = 1;       /* a prefix */
  int limit = lw <= 4 ? 1 : lw <= 8 ? 2 : 3;
  if (d > limit) return;
  for (int i = 0; i < 3; i++)
    if (!b->w[i] || d < b->d[i]) {
      for (int j = 2; j > i; j--) { b->w[j] = b->w[j - 1]; b->d[j] = b->d[j - 1]; }
      b->w[i] = cand;
      b->d[i] = d;
      return;
    }
}

void suggest_attach(json_t *answer, const char *word, const char *const *extra) {
  if (!word || !*word || strlen(word) > 64) return;
  char low[128];
  fold(low, sizeof low, word, 0);
  best b;
  memset(&b, 0, sizeof b);
  for (int i = 0; extra && extra[i]; i++) consider(&b, extra[i], low);
  for (int k = 0; k < NKINDS; k++) {
    int n = ti4_content_count(name_kinds[k]);
    for (int r = 0; r < n; r++) consider(&b, ti4_content_id(name_kinds[k], r), low);
  }
  for (int a = 0; a < ti4_naliases; a++) consider(&b, ti4_aliases[a].alias, low);
  if (!b.w[0]) return;
  json_t *e = json_object_get(answer, "error");
  if (!e) return;
  json_t *arr = json_array();
  char list[300] = "";
  size_t o = 0;
  for (int i = 0; i < 3 && b.w[i]; i++) {
    json_array_append_new(arr, json_string(b.w[i]));
    int w = snprintf(list + o, sizeof list - o, "%s%s", i ? ", " : "", b.w[i]);
    if (w > 0 && (size_t)w < sizeof list - o) o += (size_t)w;
  }
  json_object_set_new(e, "did_you_mean", arr);
  const char *msg = json_string_value(json_object_get(e, "message"));
  char more[300], full[900];
  i18n_fill(more, sizeof more, _("did you mean %s?"), list);
  snprintf(full, sizeof full, "%s — %s", msg ? msg : "", more);
  utf8_trim(full);
  json_object_set_new(e, "message", json_string(full));
}
