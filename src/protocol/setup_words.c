/* setup_words.c -- the options of `new` (and of a save's setup), from
 * words to a ti4_setup. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include "protocol.h"

static int expansions_from(const char *v, int *out) {
  char buf[256];
  int bits = 0;
  snprintf(buf, sizeof buf, "%s", v);
  char *save = NULL;
  for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    if (!strcmp(t, "base")) bits |= TI4_SRC_BASE;
    else if (!strcmp(t, "pok")) bits |= TI4_SRC_BASE | TI4_SRC_POK;
    else if (!strcmp(t, "codex")) bits |= TI4_SRC_BASE | TI4_SRC_CODEX1 | TI4_SRC_CODEX2 | TI4_SRC_CODEX3;
    else if (!strcmp(t, "codex1")) bits |= TI4_SRC_BASE | TI4_SRC_CODEX1;
    else if (!strcmp(t, "codex2")) bits |= TI4_SRC_BASE | TI4_SRC_CODEX2;
    else if (!strcmp(t, "codex3")) bits |= TI4_SRC_BASE | TI4_SRC_CODEX3;
    else if (!strcmp(t, "all")) bits = 0;
    else return -1;
  }
  *out = bits;
  return 0;
}

json_t *setup_from_words(ti4_setup *opt, char **w, int n, const char **map) {
  memset(opt, 0, sizeof *opt);
  opt->players = 6;
  opt->vp = 10;
  opt->seed = 1;
  *map = NULL;
  for (int i = 0; i < TI4_MAX_SEATS; i++) opt->factions[i] = -1;
  for (int i = 0; i < n; i++) {
    char *eq = strchr(w[i], '=');
    if (!eq) {
      if (!strcmp(w[i], "sandbox")) { opt->sandbox = 1; continue; }
      if (!strcmp(w[i], "edits")) { opt->edits = 1; continue; }
      return answer_error(TI4_ESYNTAX, "", N_("unknown option: %s"), w[i]);
    }
    *eq = 0;
    const char *k = w[i], *v = eq + 1;
    unsigned long long u;
    if (!strcmp(k, "players")) {
      if (parse_uint(v, 8, &u) || u < 1) return answer_error(TI4_ESYNTAX, "", N_("players= takes a number from 3 to 8, not %s"), v);
      opt->players = (int)u;
    } else if (!strcmp(k, "seed")) {
      if (parse_uint(v, ULLONG_MAX, &u)) return answer_error(TI4_ESYNTAX, "", N_("seed= takes a number, not %s"), v);
      opt->seed = (uint64_t)u;
    } else if (!strcmp(k, "vp")) {
      if (parse_uint(v, 99, &u) || (u != 10 && u != 14)) return answer_error(TI4_ESYNTAX, "", N_("vp= takes 10 or 14, not %s"), v);
      opt->vp = (int)u;
    } else if (!strcmp(k, "sandbox")) {
      opt->sandbox = strcmp(v, "0") && strcmp(v, "no") && strcmp(v, "false");
    } else if (!strcmp(k, "expansions")) {
      if (expansions_from(v, &opt->expansions)) return answer_error(TI4_ESYNTAX, "", N_("unknown expansion in %s"), v);
    } else if (!strcmp(k, "map")) {
      *map = v;
    } else if (!strcmp(k, "galaxy")) {          /* who places the dealt system tiles (Complete Setup 6.iii) */
      if (strcmp(v, "place") && strcmp(v, "random")) return answer_error(TI4_ESYNTAX, "", N_("galaxy= takes place or random, not %s"), v);
      opt->place = !strcmp(v, "place");
    } else if (!strcmp(k, "factions")) {
      char buf[512];
      snprintf(buf, sizeof buf, "%s", v);
      char *save = NULL;
      int seat = 0;
      for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save), seat++) {
        if (seat >= TI4_MAX_SEATS) return answer_error(TI4_ESYNTAX, "", N_("too many factions: %s"), v);
        if (!strcmp(t, "-") || !strcmp(t, "random")) continue;
        int f = ti4_content_find(TI4_K_FACTION, t);
        if (f < 0) return answer_error(TI4_EUNKNOWN_ID, "", N_("unknown faction: %s"), t);
        opt->factions[seat] = (int16_t)f;
      }
    } else {
      return answer_error(TI4_ESYNTAX, "", N_("unknown option: %s"), k);
    }
  }
  return NULL;
}

