/* move.c -- moves and edits as protocol words, both ways. The library owns
 * the syntax so that every front end (program, server, bots) reads and
 * writes the same lines. Ids are the content ids; no language here. */
#include <stdio.h>
#include <stdlib.h>
#include "rules.h"
#include "galaxy.h"
#include "exploration.h"
#include "production.h"
#include "units.h"
static int space_word(const char *w, size_t len);
#include "excess.h"
#include "research.h"   /* research words */
#include "combat_choices.h"   /* TI4_ASK_REROLL: a PDS in its answer */
#include "agenda_rules.h"   /* the Ixthian Artifact's hits */

#define MAXW 24

int ti4_follow_units_take(char **w, int *n, int from, int16_t packed[TI4_MOVE_ARGS], ti4_error *e);
int ti4_follow_units_put(ti4_move *m, const int16_t packed[TI4_MOVE_ARGS], ti4_error *e);
int ti4_follow_units_format(const ti4_move *m, char *buf, size_t cap, size_t *len);

typedef struct { char buf[512]; char *w[MAXW]; int n; } words;

static int split(words *ws, const char *line) {
  size_t len = strlen(line);
  if (len >= sizeof ws->buf) return -1;
  memcpy(ws->buf, line, len + 1);
  ws->n = 0;
  char *p = ws->buf;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') *p++ = 0;
    if (!*p || *p == '#') { *p = 0; break; }
    if (ws->n >= MAXW) return -1;
    ws->w[ws->n++] = p;
    while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') p++;
  }
  return ws->n;
}

static int parse_seat(const char *w) {
  if (w[0] != 'p' || w[1] < '1' || w[1] > '8' || w[2]) return -1;
  return w[1] - '1';
}

static int parse_num(const char *w, int *out) {
  if (!*w) return -1;
  char *end;
  long v = strtol(w, &end, 10);
  if (*end || v < -9999 || v > 9999) return -1;
  *out = (int)v;
  return 0;
}

/* An outcome word: for, against, pX, or a planet / law / secret / strategy id. */
static int parse_target(const char *w, const ti4_state *s, uint16_t *t) {
  int i;
  (void)s;
  if (!strcmp(w, "for")) { *t = TI4_TARGET(TI4_T_FOR, 0); return 0; }
  if (!strcmp(w, "against")) { *t = TI4_TARGET(TI4_T_AGAINST, 0); return 0; }
  if ((i = parse_seat(w)) >= 0) { *t = TI4_TARGET(TI4_T_PLAYER, i); return 0; }
  if ((i = ti4_content_find(TI4_K_PLANET, w)) >= 0) { *t = TI4_TARGET(TI4_T_PLANET, i); return 0; }
  if ((i = ti4_content_find(TI4_K_AGENDA, w)) >= 0) { *t = TI4_TARGET(TI4_T_LAW, i); return 0; }
  if ((i = ti4_content_find(TI4_K_OBJECTIVE, w)) >= 0) { *t = TI4_TARGET(TI4_T_SECRET, i); return 0; }
  if ((i = ti4_content_find(TI4_K_STRATEGY, w)) >= 0) { *t = TI4_TARGET(TI4_T_STRATEGY, i); return 0; }
  return -1;
}

static int standing_word(const char *w) {
  if (!strcmp(w, "none")) return TI4_STAND_NONE;
  if (!strcmp(w, "window")) return TI4_STAND_WINDOW;
  if (!strcmp(w, "voting")) return TI4_STAND_VOTING;
  if (!strcmp(w, "agenda")) return TI4_STAND_AGENDA;
  if (!strcmp(w, "phase") || !strcmp(w, "never")) return TI4_STAND_PHASE;
  return -1;
}
static const char *standing_names[] = {"none", "window", "voting", "agenda", "phase"};


/* "political_secret:p4" -> note index, owner in arg[5]. */
static int parse_ability(ti4_move *m, const char *w, const ti4_state *s, ti4_error *e) {
  char id[64];
  const char *colon = strchr(w, ':');
  size_t n = colon ? (size_t)(colon - w) : strlen(w);
  if (n >= sizeof id) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown card %s"), w);
  memcpy(id, w, n);
  id[n] = 0;
  int a = ti4_ability_find_for(s, m->seat, id);   /* a shared name: the seat's record */
  if (a < 0) {
    int known = ti4_content_find(TI4_K_ACTION, id) >= 0 || ti4_content_find(TI4_K_PROMISSORY, id) >= 0 ||
                ti4_content_find(TI4_K_LEADER, id) >= 0 || ti4_content_find(TI4_K_TECH, id) >= 0 ||
                ti4_content_find(TI4_K_RELIC, id) >= 0;
    return known ? ti4_fail(e, TI4_EILLEGAL, "", N_("%s has no ability to play: it acts by itself, or it is not modelled yet (see README, Not yet)"), id)
                 : ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown card %s"), id);
  }
  m->card = (int16_t)a;
  const ti4_ability *ab = ti4_ability_get(a);
  if (ab->src == TI4_AB_PROMISSORY) {
    int owner = colon ? parse_seat(colon + 1) : -1;
    if (owner < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("a promissory note is NOTE:OWNER, e.g. %s:p4"), id);
    m->arg[5] = (int16_t)owner;
  } else if (colon) {
    return ti4_fail(e, TI4_ESYNTAX, "", N_("only promissory notes take :OWNER (%s)"), w);
  }
  return 0;
}

/* Arguments after a card: the first outcome word is the target; numbers
 * and seats fill arg[0..4]; planets beyond the target fill the planet set. */
static int parse_args(ti4_move *m, words *ws, int from, const ti4_state *s, ti4_error *e) {
  int na = 0;
  for (int i = from; i < ws->n; i++) {
    const char *w = ws->w[i];
    int v;
    uint16_t t;
    if (!parse_num(w, &v)) {
      if (na >= 5) return ti4_fail(e, TI4_ESYNTAX, "", N_("too many numbers at %s"), w);
      m->arg[na++] = (int16_t)v;
    } else if (!strncmp(w, "tg", 2) && (w[2] == 0 || w[2] == '=')) {
      m->arg[4] = 1;                            /* trade goods offered (8.13) */
    } else if (!m->target && !parse_target(w, s, &t)) {
      m->target = t;
    } else if ((v = ti4_content_find(TI4_K_PLANET, w)) >= 0) {
      ti4_set_add(m->planets, v);
    } else if ((v = ti4_option_find(w)) >= 0) {  /* a token or ship word (cards/movement.c) */
      if (!m->target) m->target = TI4_TARGET(TI4_T_OPTION, v);
      else if (na >= 5) return ti4_fail(e, TI4_ESYNTAX, "", N_("too many arguments at %s"), w);
      else m->arg[na++] = (int16_t)TI4_OPT_ARG(v);
    } else if ((v = parse_seat(w)) >= 0) {
      if (na >= 5) return ti4_fail(e, TI4_ESYNTAX, "", N_("too many arguments at %s"), w);
      m->arg[na++] = (int16_t)v;
    } else {
      return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), w);
    }
  }
  return 0;
}

static int parse_edit(ti4_move *m, words *ws, const ti4_state *s, ti4_error *e) {
  const char *c = ws->w[0];
  m->kind = TI4_MV_EDIT;
  int v;
  if (!strcmp(c, "give")) {
    if (ws->n < 4) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: give pX planet|action|promissory|tg|commodities|vp|tech|secret|tokens ... (%s)"), c);
    int seat = parse_seat(ws->w[1]);
    if (seat < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s"), ws->w[1]);
    m->arg[1] = (int16_t)seat;
    const char *what = ws->w[2], *id = ws->w[3];
    struct { const char *w; int ed, kind; } tab[] = {
      {"planet", TI4_ED_PLANET, TI4_K_PLANET}, {"action", TI4_ED_ACTION, TI4_K_ACTION},
      {"tech", TI4_ED_TECH, TI4_K_TECH}, {"secret", TI4_ED_SECRET, TI4_K_OBJECTIVE}};
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
      if (!strcmp(what, tab[i].w)) {
        m->arg[0] = (int16_t)tab[i].ed;
        m->card = (int16_t)ti4_content_find(tab[i].kind, id);
        if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), id);
        m->arg[2] = 0;
        if (ws->n > 4) {
          if (ws->n == 5 && ((tab[i].ed == TI4_ED_PLANET && !strcmp(ws->w[4], "exhausted")) ||
                             (tab[i].ed == TI4_ED_SECRET && !strcmp(ws->w[4], "scored"))))
            m->arg[2] = 1;
          else return ti4_fail(e, TI4_ESYNTAX, "", N_("unexpected %s"), ws->w[4]);
        }
        return 0;
      }
    if (!strcmp(what, "promissory")) {
      if (ws->n != 4 && (ws->n != 5 || strcmp(ws->w[4], "in_play")))
        return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: give pX promissory NOTE:OWNER [in_play] (%s)"), what);
      if (ws->n == 5) m->arg[3] = 1;            /* face up in pX's play area */
      char note[64];
      const char *colon = strchr(id, ':');
      size_t n = colon ? (size_t)(colon - id) : 0;
      if (!colon || n >= sizeof note) return ti4_fail(e, TI4_ESYNTAX, "", N_("a promissory note is NOTE:OWNER, e.g. %s:p4"), id);
      memcpy(note, id, n); note[n] = 0;
      m->arg[0] = TI4_ED_PROMISSORY;
      m->card = (int16_t)ti4_content_find(TI4_K_PROMISSORY, note);
      if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown promissory note %s"), note);
      int owner = parse_seat(colon + 1);
      if (owner < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s"), colon + 1);
      m->arg[2] = (int16_t)owner;
      return 0;
    }
    int ed = !strcmp(what, "tg") ? TI4_ED_TG : !strcmp(what, "commodities") ? TI4_ED_COMMODITIES
           : !strcmp(what, "vp") ? TI4_ED_VP : -1;
    if (ed >= 0) {
      if (ws->n != 4 || parse_num(id, &v)) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected a number, not %s"), id);
      m->arg[0] = (int16_t)ed; m->arg[2] = (int16_t)v;
      return 0;
    }
    if (!strcmp(what, "tokens")) {
      m->arg[0] = TI4_ED_TOKENS;
      for (int i = 3; i < ws->n; i++) {
        const char *w = ws->w[i];
        const char *eq = strchr(w, '=');
        if (!eq || parse_num(eq + 1, &v)) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected tactic=N fleet=N strategy=N, not %s"), w);
        size_t k = (size_t)(eq - w);
        int slot = !strncmp(w, "tactic", k) && k == 6 ? 2 : !strncmp(w, "fleet", k) && k == 5 ? 3
                 : !strncmp(w, "strategy", k) && k == 8 ? 4 : -1;
        if (slot < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected tactic=N fleet=N strategy=N, not %s"), w);
        m->arg[slot] = (int16_t)v;
      }
      return 0;
    }
    if (!strcmp(what, "fragment") && ws->n == 4) {   /* give pX fragment ID: a relic fragment from its deck */
      m->arg[0] = TI4_ED_FRAGMENT;
      m->card = (int16_t)ti4_content_find(TI4_K_EXPLORATION, id);
      if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown exploration card %s"), id);
      return 0;
    }
    if (!strcmp(what, "leader") || !strcmp(what, "relic")) {
      int leader = what[0] == 'l';
      m->arg[0] = leader ? TI4_ED_LEADER : TI4_ED_RELIC;
      m->card = (int16_t)ti4_content_find(leader ? TI4_K_LEADER : TI4_K_RELIC, id);
      if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), id);
      m->arg[2] = TI4_LEADER_UNLOCKED;
      if (ws->n > 5 || (ws->n == 5 && !leader)) return ti4_fail(e, TI4_ESYNTAX, "", N_("unexpected %s"), ws->w[ws->n - 1]);
      if (ws->n == 5) {
        static const char *st[] = {"locked", "unlocked", "exhausted", "purged"};
        m->arg[2] = -1;
        for (int i = 0; i < 4; i++) if (!strcmp(ws->w[4], st[i])) m->arg[2] = (int16_t)i;
        if (m->arg[2] < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected locked, unlocked, exhausted or purged, not %s"), ws->w[4]);
      }
      return 0;
    }
    if (!strcmp(what, "units")) {
      /* SYSTEM ship=N ... (s->ships) or PLANET infantry=N ... (planet_units):
       * each named type is set to N; counts ride in the planet-set bytes. */
      uint8_t *cnt = (uint8_t *)m->planets;
      int pl = ti4_content_find(TI4_K_PLANET, id);
      m->arg[0] = TI4_ED_UNITS;
      m->arg[2] = (int16_t)pl;
      m->arg[3] = 0;
      m->card = pl >= 0 ? -1 : (int16_t)ti4_content_find(TI4_K_SYSTEM, id);
      if (pl < 0 && m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet or system %s"), id);
      if (ws->n < 5) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: give pX units SYSTEM|PLANET TYPE=N ... (%s)"), id);
      int ndam = 0;
      for (int i = 4; i < ws->n; i++) {
        const char *w = ws->w[i], *eq = strchr(w, '=');
        int k = -1;
        if (eq && !strncmp(w, "damaged_", 8)) {     /* damaged_TYPE=N: N of them damaged (87), a byte (type+1)<<4|N */
          for (int t = pl >= 0 ? 8 : 0; t < 9; t++)
            if (strlen(ti4_unit_word(t)) == (size_t)(eq - w - 8) && !strncmp(w + 8, ti4_unit_word(t), (size_t)(eq - w - 8))) k = t;
          if (k < 0 || parse_num(eq + 1, &v) || v < 0 || v > 15 || ndam >= 5)
            return ti4_fail(e, TI4_ESYNTAX, "", pl >= 0 ? N_("expected damaged_mech=N (0 to 15), not %s")
                                                        : N_("expected damaged_TYPE=N (a ship type or mech, 0 to 15, at most 5 types), not %s"), w);
          cnt[11 + ndam++] = (uint8_t)((k + 1) << 4 | v);
          continue;
        }
        if (eq)
          for (int t = pl >= 0 ? 7 : 0; t < (pl >= 0 ? 11 : 9); t++)
            if (strlen(ti4_unit_word(t)) == (size_t)(eq - w) && !strncmp(w, ti4_unit_word(t), (size_t)(eq - w))) k = t;
        if (k < 0 || parse_num(eq + 1, &v) || v < 0 || v > 99)
          return ti4_fail(e, TI4_ESYNTAX, "", pl >= 0 ? N_("expected infantry|mech|pds|dock=N, not %s")
                                                      : N_("expected carrier|cruiser|destroyer|dreadnought|fighter|flagship|warsun|infantry|mech=N, not %s"), w);
        cnt[k] = (uint8_t)v;
        m->arg[3] = (int16_t)(m->arg[3] | (1 << k));
      }
      return 0;
    }
    return ti4_fail(e, TI4_ESYNTAX, "", N_("cannot give %s"), what);
  }
  if (!strcmp(c, "set")) {
    if (ws->n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: set speaker|custodians|phase|round|strategy ... (%s)"), c);
    const char *what = ws->w[1], *val = ws->w[2];
    if (!strcmp(what, "speaker") && ws->n == 3) {
      m->arg[0] = TI4_ED_SPEAKER; m->arg[1] = (int16_t)parse_seat(val);
      if (m->arg[1] < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s"), val);
      return 0;
    }
    if (!strcmp(what, "custodians") && ws->n == 3) {
      m->arg[0] = TI4_ED_CUSTODIANS;
      if (!strcmp(val, "removed")) m->arg[2] = 0;
      else if (!strcmp(val, "on") || !strcmp(val, "mecatol_rex")) m->arg[2] = 1;
      else return ti4_fail(e, TI4_ESYNTAX, "", N_("expected removed or on, not %s"), val);
      return 0;
    }
    if (!strcmp(what, "phase") && ws->n == 3) {
      static const char *ph[] = {"setup", "strategy", "action", "status", "agenda"};
      m->arg[0] = TI4_ED_PHASE;
      for (int i = 1; i < 5; i++) if (!strcmp(val, ph[i])) m->arg[2] = (int16_t)i;
      if (m->arg[2] < 1) return ti4_fail(e, TI4_ESYNTAX, "", N_("unknown phase %s"), val);
      return 0;
    }
    if (!strcmp(what, "round") && ws->n == 3) {
      if (parse_num(val, &v)) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected a number, not %s"), val);
      m->arg[0] = TI4_ED_ROUND; m->arg[2] = (int16_t)v;
      return 0;
    }
    if (!strcmp(what, "strategy") && ws->n == 4) {
      m->arg[0] = TI4_ED_STRATEGY;
      m->arg[1] = !strcmp(val, "none") ? TI4_NOBODY : (int16_t)parse_seat(val);
      if (m->arg[1] < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s"), val);
      m->card = (int16_t)ti4_content_find(TI4_K_STRATEGY, ws->w[3]);
      if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown strategy card %s"), ws->w[3]);
      return 0;
    }
    if (!strcmp(what, "eliminated") && ws->n == 3) {
      m->arg[0] = TI4_ED_ELIMINATED; m->arg[1] = (int16_t)parse_seat(val);
      if (m->arg[1] < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s"), val);
      return 0;
    }
    return ti4_fail(e, TI4_ESYNTAX, "", N_("cannot set %s"), what);
  }
  if (!strcmp(c, "law")) {
    if (ws->n < 2 || ws->n > 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: law ID [elected=TARGET] (%s)"), c);
    m->arg[0] = TI4_ED_LAW;
    m->card = (int16_t)ti4_content_find(TI4_K_AGENDA, ws->w[1]);
    if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown agenda %s"), ws->w[1]);
    m->target = 0;
    if (ws->n == 3) {
      if (strncmp(ws->w[2], "elected=", 8)) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected elected=TARGET, not %s"), ws->w[2]);
      uint16_t t;
      if (parse_target(ws->w[2] + 8, s, &t)) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), ws->w[2] + 8);
      m->target = t;
    }
    return 0;
  }
  if (!strcmp(c, "reveal")) {                /* reveal OBJECTIVE: a public objective face up */
    if (ws->n != 2) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: reveal OBJECTIVE (%s)"), c);
    m->arg[0] = TI4_ED_REVEAL;
    m->card = (int16_t)ti4_content_find(TI4_K_OBJECTIVE, ws->w[1]);
    if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown objective %s"), ws->w[1]);
    return 0;
  }
  if (!strcmp(c, "dice")) {                  /* dice N,N,...: the next rolls */
    if (ws->n != 2) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: dice N,N,... (%s)"), c);
    m->arg[0] = TI4_ED_DICE;
    uint8_t *r = (uint8_t *)m->planets;
    int n = 0;
    char list[256];
    snprintf(list, sizeof list, "%s", ws->w[1]);
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
      if (parse_num(tok, &v) || v < 1 || v > 10) return ti4_fail(e, TI4_ESYNTAX, "", N_("a die shows 1 to 10, not %s"), tok);
      if (n >= TI4_MAX_DICE) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 16 rolls can be queued (%s)"), tok);
      r[n++] = (uint8_t)v;
    }
    if (!n) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: dice N,N,... (%s)"), c);
    m->arg[1] = (int16_t)n;
    return 0;
  }
  if (!strcmp(c, "deck") && ws->n == 3 && strcmp(ws->w[1], "agenda")) {   /* deck cultural|hazardous|industrial|frontier ID,... */
    static const char *const decks[5] = {"cultural", "hazardous", "industrial", "frontier", "relic"};
    m->arg[0] = TI4_ED_DECK_EXPLORE;
    m->arg[2] = -1;
    for (int d = 0; d < 5; d++) if (!strcmp(ws->w[1], decks[d])) m->arg[2] = (int16_t)d;
    if (m->arg[2] < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: deck agenda|cultural|hazardous|industrial|frontier|relic ID,ID,... (%s)"), ws->w[1]);
    uint8_t *ids = (uint8_t *)m->planets;
    int n = 0;
    char list[512];
    snprintf(list, sizeof list, "%s", ws->w[2]);
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
      int a = ti4_content_find(m->arg[2] == 4 ? TI4_K_RELIC : TI4_K_EXPLORATION, tok);
      if (a < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown exploration card %s"), tok);
      if (n >= 16) return ti4_fail(e, TI4_ESYNTAX, "", N_("deck takes 1 to 16 ids (%s)"), tok);
      ids[n++] = (uint8_t)a;
    }
    m->arg[1] = (int16_t)n;
    return 0;
  }
  if (!strcmp(c, "deck")) {
    if (ws->n != 3 || strcmp(ws->w[1], "agenda")) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: deck agenda|cultural|hazardous|industrial|frontier|relic ID,ID,... (%s)"), c);
    m->arg[0] = TI4_ED_DECK_AGENDA;
    uint8_t *ids = (uint8_t *)m->planets;
    int n = 0;
    char list[512];
    snprintf(list, sizeof list, "%s", ws->w[2]);
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
      int a = ti4_content_find(TI4_K_AGENDA, tok);
      if (a < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown agenda %s"), tok);
      if (n >= 16) return ti4_fail(e, TI4_ESYNTAX, "", N_("deck agenda takes 1 to 16 ids (%s)"), tok);
      ids[n++] = (uint8_t)a;
    }
    m->arg[1] = (int16_t)n;
    return 0;
  }
  return ti4_fail(e, TI4_EUNKNOWN_COMMAND, "", N_("unknown command %s"), c);
}

static int parse_tactical(ti4_move *m, words *ws, const ti4_state *s, ti4_error *e);
static int parse_units_answer(ti4_move *m, const char *w, const ti4_state *s, ti4_error *e);
static int parse_destroy_answer(ti4_move *m, const words *ws, const ti4_state *s, ti4_error *e);
static int parse_combat(ti4_move *m, words *ws, const ti4_state *s, ti4_error *e);

int ti4_move_parse(ti4_move *m, const char *line, const ti4_state *s, ti4_error *e) {
  words ws;
  ti4_move_blank(m, TI4_NOBODY, TI4_MV_NONE);
  if (split(&ws, line) < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("line too long or too many words (%s)"), "");
  if (ws.n == 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("empty move%s"), "");
  int seat = parse_seat(ws.w[0]);
  if (seat < 0) return parse_edit(m, &ws, s, e);
  m->seat = (uint8_t)seat;
  if (ws.n < 2) return ti4_fail(e, TI4_ESYNTAX, "", N_("a move after %s"), ws.w[0]);
  const char *v = ws.w[1];
  int n;
  if (!strcmp(v, "pass")) {
    m->kind = TI4_MV_PASS;
    m->arg[0] = 0;
    if (ws.n == 3 && !strncmp(ws.w[2], "until=", 6)) {
      int st = standing_word(ws.w[2] + 6);
      if (st <= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("until= takes window, voting, agenda or never, not %s"), ws.w[2] + 6);
      m->arg[0] = (int16_t)st;
    } else if (ws.n != 2) return ti4_fail(e, TI4_ESYNTAX, "", N_("unexpected %s"), ws.w[2]);
    return 0;
  }
  if (!strcmp(v, "standing") && ws.n == 3 && !strncmp(ws.w[2], "skip=", 5)) {
    char list[256];
    uint32_t mask = 0;
    snprintf(list, sizeof list, "%s", ws.w[2] + 5);
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
      int w = ti4_window_find(tok);
      if (w < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("unknown timing window %s"), tok);
      mask |= 1u << w;
    }
    if (!mask) return ti4_fail(e, TI4_ESYNTAX, "", N_("unknown timing window %s"), ws.w[2]);
    m->kind = TI4_MV_STANDING; m->arg[0] = TI4_STAND_SKIP;
    m->arg[1] = (int16_t)(mask & 0x7FFF); m->arg[2] = (int16_t)((mask >> 15) & 0x7FFF);   /* 15 bits a word */
    m->arg[3] = (int16_t)(mask >> 30);
    return 0;
  }
  if (!strcmp(v, "standing")) {
    if (ws.n != 3 || (n = standing_word(ws.w[2])) < 0)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX standing none|window|voting|agenda|never (%s)"), v);
    m->kind = TI4_MV_STANDING; m->arg[0] = (int16_t)n;
    return 0;
  }
  if (!strcmp(v, "abstain") || !strcmp(v, "accept") || !strcmp(v, "decline") || (!strcmp(v, "strategic") && ws.n == 2)) {
    if (ws.n != 2) return ti4_fail(e, TI4_ESYNTAX, "", N_("unexpected %s"), ws.w[2]);
    m->kind = !strcmp(v, "abstain") ? TI4_MV_ABSTAIN : !strcmp(v, "accept") ? TI4_MV_ACCEPT
            : !strcmp(v, "decline") ? TI4_MV_DECLINE : TI4_MV_STRATEGIC;
    return 0;
  }
  if (!strcmp(v, "vote")) {
    if (ws.n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX vote OUTCOME PLANET ... (%s)"), v);
    m->kind = TI4_MV_VOTE;
    if (parse_target(ws.w[2], s, &m->target)) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown outcome %s"), ws.w[2]);
    for (int i = 3; i < ws.n; i++) {
      const char *w = ws.w[i];
      int p;
      if (!strncmp(w, "tg", 2) && (w[2] == 0 || w[2] == '=')) { int ntg = 1; if (w[2] && (parse_num(w + 3, &ntg) || ntg < 1)) return ti4_fail(e, TI4_ESYNTAX, "", N_("tg=N takes a number of trade goods (%s)"), w); m->arg[4] = (int16_t)ntg; continue; }   /* Gila spends N (8.13 otherwise) */
      if (!strcmp(w, "predictive_intelligence")) { m->arg[3] = 1; continue; }   /* its optional 3 votes */
      if ((p = ti4_content_find(TI4_K_PLANET, w)) < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), w);
      if (ti4_set_has(m->planets, p)) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), w);
      ti4_set_add(m->planets, p);
    }
    return 0;
  }
  if (!strcmp(v, "decide")) {
    if (ws.n != 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX decide OUTCOME (%s)"), v);
    m->kind = TI4_MV_DECIDE;
    if (parse_target(ws.w[2], s, &m->target)) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown outcome %s"), ws.w[2]);
    return 0;
  }
  if (!strcmp(v, "play") || !strcmp(v, "component")) {
    if (ws.n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX play ID [ARG ...] (%s)"), v);
    m->kind = !strcmp(v, "play") ? TI4_MV_PLAY : TI4_MV_COMPONENT;
    int rc = parse_ability(m, ws.w[2], s, e);
    if (rc) return rc;
    return parse_args(m, &ws, 3, s, e);
  }
  if (!strcmp(v, "pick") || !strcmp(v, "strategic")) {
    if (ws.n != 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX %s CARD"), v);
    m->kind = !strcmp(v, "pick") ? TI4_MV_PICK : TI4_MV_STRATEGIC;
    m->card = (int16_t)ti4_content_find(TI4_K_STRATEGY, ws.w[2]);
    if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown strategy card %s"), ws.w[2]);
    return 0;
  }
  if (!strcmp(v, "move") || !strcmp(v, "land") || !strcmp(v, "produce")) return parse_tactical(m, &ws, s, e);
  if (!strcmp(v, "retreat") || !strcmp(v, "assign") || !strcmp(v, "cannon") || !strcmp(v, "bombard")) return parse_combat(m, &ws, s, e);
  if (!strcmp(v, "tactical")) {
    if (ws.n != 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX tactical SYSTEM (%s)"), v);
    m->kind = TI4_MV_TACTICAL;
    m->card = (int16_t)ti4_content_find(TI4_K_SYSTEM, ws.w[2]);
    if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown system %s"), ws.w[2]);
    return 0;
  }
  if (!strcmp(v, "score")) {
    if (ws.n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX score OBJECTIVE [N ...] [PLANET ...] (%s)"), v);
    m->kind = TI4_MV_SCORE;
    m->card = (int16_t)ti4_content_find(TI4_K_OBJECTIVE, ws.w[2]);
    if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown objective %s"), ws.w[2]);
    return parse_args(m, &ws, 3, s, e);        /* payment: numbers, planets */
  }
  if (!strcmp(v, "follow")) {                 /* follow [TG] [N ...] [PLANET ...] [UNIT=N ...]: numbers from arg[1] */
    m->kind = TI4_MV_SECONDARY;
    int emelpar = 0;                            /* Scepter of Emelpar: a reinforcement token instead */
    for (int i = 2; i < ws.n; i++)
      if (!strcmp(ws.w[i], "emelpar")) {
        emelpar = 1;
        for (int j = i; j + 1 < ws.n; j++) ws.w[j] = ws.w[j + 1];
        ws.n--;
        break;
      }
    int16_t units[TI4_MOVE_ARGS];               /* Warfare's production (strategy_cards.c) */
    int rc = ti4_follow_units_take(ws.w, &ws.n, 2, units, e);
    if (!rc) rc = parse_args(m, &ws, 2, s, e);
    for (int i = TI4_MOVE_ARGS - 1; i > 0; i--) m->arg[i] = m->arg[i - 1];
    m->arg[0] = (int16_t)(emelpar ? 2 : 1);
    return rc ? rc : ti4_follow_units_put(m, units, e);
  }
  if (!strcmp(v, "choose") && ti4_ag_ixthian_asking(s)) {   /* SYSTEM UNIT [PLANET] */
    m->kind = TI4_MV_CHOOSE;
    return parse_destroy_answer(m, &ws, s, e);
  }
  if (!strcmp(v, "choose")) {
    m->kind = TI4_MV_CHOOSE;
    int na = 0, keys = 0, seats = ti4_choice_seat_args(s);
    for (int i = 2; i < ws.n; i++) {          /* numbers, seats, key=N, ids */
      const char *w = ws.w[i], *eq = strchr(w, '=');
      int x;
      uint16_t t;
      if (na >= 5 && (!ti4_production_units_asking(s) || !parse_num(w, &x)))   /* Integrated Economy, Letani Miasmiala: planets after the trade goods */
        return ti4_fail(e, TI4_ESYNTAX, "", N_("too many values at %s"), w);
      unsigned rw = ti4_research_asking(s) ? ti4_research_word(w) : 0;
      int rarg = ti4_research_asking(s) ? ti4_research_word_arg(w, &rw) : -1;   /* doctor_sucaban=PLANET:N */
      if (rarg > 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("doctor_sucaban=PLANET:N names a planet of yours and the infantry removed from it (%s)"), w);
      if (rarg == 0 && m->arg[5] > 0 && (m->arg[5] >> 8))   /* one planet word per answer */
        return ti4_fail(e, TI4_ESYNTAX, "", N_("one of doctor_sucaban= and brother_omar= per research (%s)"), w);
      if (rw && (m->card >= 0 || ti4_content_find(TI4_K_TECH, w) < 0)) {   /* a research word, after the technology (cards/research.c) */
        m->arg[5] = (int16_t)((m->arg[5] < 0 ? 0 : m->arg[5]) | (int)rw);
        continue;
      }
      if (strchr(w, ':') && na == 0) {         /* SYSTEM:TYPE=N,...: units to remove (common/excess.c) */
        int rc = parse_units_answer(m, w, s, e);
        if (rc) return rc;
        na = ti4_production_units_asking(s) ? 4 : 5;   /* Integrated Economy, Letani Miasmiala: trade goods follow (arg[4]) */
      } else if (eq) {
        if (parse_num(eq + 1, &x)) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected key=N, not %s"), w);
        size_t k = (size_t)(eq - w);
        int slot = k == 6 && !strncmp(w, "tactic", 6) ? 0 : k == 5 && !strncmp(w, "fleet", 5) ? 1
                 : k == 8 && !strncmp(w, "strategy", 8) ? 2 : -1;
        if (slot < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("unknown key in %s"), w);
        m->arg[slot] = (int16_t)x;
        keys = 1;
        if (slot + 1 > na) na = slot + 1;
      } else if (!parse_num(w, &x)) {
        if ((seats >> na) & 1)                  /* a player is a seat id, never a number */
          return ti4_fail(e, TI4_ESYNTAX, "", N_("name a player by seat id (p1, p2, ...), not %s"), w);
        m->arg[na++] = (int16_t)x;
      }
      else if ((x = parse_seat(w)) >= 0 && ((seats >> na) & 1)) m->arg[na++] = (int16_t)x;   /* a seat the question takes */
      else if (s && m->card < 0 && !strcmp(ti4_ask_name(s), "distant_suns_card") &&
               (x = ti4_content_find(TI4_K_EXPLORATION, w)) >= 0) m->card = (int16_t)x;   /* an exploration card drawn */
      else if (!m->target && !ti4_production_units_asking(s) && !parse_target(w, s, &t)) m->target = t;   /* an outcome, a player among them */
      else if (!m->target && (x = ti4_option_find(w)) >= 0) m->target = TI4_TARGET(TI4_T_OPTION, x);   /* an answer word (exploration) */
      else if ((x = ti4_content_find(TI4_K_PLANET, w)) >= 0) ti4_set_add(m->planets, x);   /* payments */
      else if ((x = ti4_content_find(TI4_K_STRATEGY, w)) >= 0 && m->card < 0) m->card = (int16_t)x;   /* a second card (Imperial Arbiter) */
      else if ((x = ti4_content_find(TI4_K_ACTION, w)) >= 0) m->card = (int16_t)x;
      else if ((x = ti4_content_find(TI4_K_TECH, w)) >= 0) m->card = (int16_t)x;
      else return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), w);
    }
    for (int i = 0; keys && i < 3; i++)         /* tactic=N fleet=N strategy=N: a pool not named is 0 */
      if (m->arg[i] < 0) m->arg[i] = 0;
    return 0;
  }
  if (!strcmp(v, "offer")) {
    m->kind = TI4_MV_OFFER;
    if (ws.n < 3 || (n = parse_seat(ws.w[2])) < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX offer pY give=... get=... (%s)"), v);
    m->arg[0] = (int16_t)n;
    for (int i = 3; i < ws.n; i++) {            /* give_tg=N get_tg=N give_comm=N get_comm=N give=NOTE:OWNER get=NOTE:OWNER */
      const char *w = ws.w[i], *eq = strchr(w, '=');
      int x;
      if (!eq) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected key=value, not %s"), w);
      size_t k = (size_t)(eq - w);
      if ((k == 7 && !strncmp(w, "give_tg", 7)) || (k == 6 && !strncmp(w, "get_tg", 6)) ||
          (k == 9 && !strncmp(w, "give_comm", 9)) || (k == 8 && !strncmp(w, "get_comm", 8))) {
        if (parse_num(eq + 1, &x) || x < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected a number, not %s"), eq + 1);
        int slot = w[1] == 'i' ? (w[5] == 't' ? 1 : 3) : (w[4] == 't' ? 2 : 4);
        m->arg[slot] = (int16_t)x;
      } else if ((k == 11 && !strncmp(w, "give_action", 11)) || (k == 10 && !strncmp(w, "get_action", 10))) {
        uint8_t *a = (uint8_t *)m->planets + (w[1] == 'i' ? 8 : 12);   /* action cards + 1: give at bytes 8-11, get at 12-15 */
        int c = ti4_content_find(TI4_K_ACTION, eq + 1), j = 0;
        if (c < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown action card %s"), eq + 1);
        while (j < 4 && a[j]) j++;
        if (j == 4) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most four action cards each way (%s)"), w);
        a[j] = (uint8_t)(c + 1);
      } else if ((k == 13 && !strncmp(w, "give_captured", 13)) || (k == 12 && !strncmp(w, "get_captured", 12))) {
        /* give_captured=TYPE[:N]: the captor returns captured units (17.2a). One side is the captor:
         * the counts' nibbles (ti4_capture_slot order) in arg[5] (slots 0-3; -1 none) and card (4-6;
         * bit 12: get_); at most 8 of a type (72.1), so arg[5] is never -1 once named */
        const char *t = eq + 1, *colon = strchr(t, ':');
        int ut = space_word(t, colon ? (size_t)(colon - t) : strlen(t)), slot = ti4_capture_slot(ut), get = w[1] == 'e';
        x = 1;
        if (colon && (parse_num(colon + 1, &x) || x < 1 || x > 8)) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected a number, not %s"), colon + 1);
        if (ut < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown unit %s"), t);
        if (slot < 0) return ti4_fail(e, TI4_EILLEGAL, "17.4a", N_("captured fighters and infantry cannot be returned in a transaction (%s)"), t);
        if (m->card >= 0 && ((m->card >> 12) & 1) != get)
          return ti4_fail(e, TI4_ESYNTAX, "", N_("captured units are returned by one side of a transaction only (%s)"), w);
        uint32_t u = m->card < 0 ? 0 : (uint16_t)m->arg[5] | (uint32_t)(m->card & 0xFFF) << 16;
        u = (u & ~(15u << (4 * slot))) | (uint32_t)x << (4 * slot);
        m->arg[5] = (int16_t)(uint16_t)(u & 0xFFFF);
        m->card = (int16_t)((u >> 16) | (unsigned)get << 12);
      } else if (!strncmp(w, "give_", 5) || !strncmp(w, "get_", 4)) {   /* give_cultural=N ... get_unknown=N: relic fragments (94.3) */
        static const char *const tr[4] = {"cultural", "hazardous", "industrial", "unknown"};
        const char *t = w + (w[1] == 'i' ? 5 : 4);
        int d = -1;
        for (int j = 0; j < 4; j++) if (strlen(tr[j]) == (size_t)(eq - t) && !strncmp(t, tr[j], (size_t)(eq - t))) d = j;
        if (d < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("unknown key in %s"), w);
        if (parse_num(eq + 1, &x) || x < 0 || x > 15) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected a number, not %s"), eq + 1);
        uint8_t *f = (uint8_t *)m->planets + (w[1] == 'i' ? 4 : 6);   /* give at bytes 4-5, get at 6-7 */
        f[d >> 1] = (uint8_t)((f[d >> 1] & ~(15 << ((d & 1) * 4))) | (x << ((d & 1) * 4)));
      } else if ((k == 4 && !strncmp(w, "give", 4)) || (k == 3 && !strncmp(w, "get", 3))) {
        const char *colon = strchr(eq + 1, ':');
        char note[64];
        size_t nn = colon ? (size_t)(colon - eq - 1) : 0;
        if (!colon || nn >= sizeof note) return ti4_fail(e, TI4_ESYNTAX, "", N_("a promissory note is NOTE:OWNER, e.g. %s:p4"), eq + 1);
        memcpy(note, eq + 1, nn); note[nn] = 0;
        int pn = ti4_content_find(TI4_K_PROMISSORY, note), owner = parse_seat(colon + 1);
        if (pn < 0 || owner < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown promissory note %s"), eq + 1);
        uint8_t *b = (uint8_t *)m->planets;     /* [give pn, owner, get pn, owner] */
        int off = w[1] == 'i' ? 0 : 2;
        b[off] = (uint8_t)(pn + 1); b[off + 1] = (uint8_t)owner;
      } else return ti4_fail(e, TI4_ESYNTAX, "", N_("unknown key in %s"), w);
    }
    return 0;
  }
  return ti4_fail(e, TI4_EUNKNOWN_COMMAND, "", N_("unknown move %s"), v);
}

static int space_word(const char *w, size_t len) {
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (strlen(ti4_unit_word(k)) == len && !strncmp(w, ti4_unit_word(k), len)) return k;
  return -1;
}

/* A system word: a tile id (as `tactical` takes) or @N, map position N. */
static int system_word(const char *w, const ti4_state *s);
/* choose SYSTEM:TYPE=N,TYPE=N: arg[0] the system, arg[1..3] the counts
 * packed as produce's (TI4_PRODUCE_COUNT). */
static int parse_units_answer(ti4_move *m, const char *w, const ti4_state *s, ti4_error *e) {
  const char *colon = strchr(w, ':');
  char sysw[16];
  size_t sl = (size_t)(colon - w);
  if (sl == 0 || sl >= sizeof sysw) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected SYSTEM:TYPE=N,..., not %s"), w);
  memcpy(sysw, w, sl); sysw[sl] = 0;
  int sys = system_word(sysw, s);
  if (sys < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown system %s"), sysw);
  m->arg[0] = (int16_t)sys;
  m->arg[1] = m->arg[2] = m->arg[3] = 0;
  for (const char *p = colon + 1; *p;) {
    const char *comma = strchr(p, ','), *end = comma ? comma : p + strlen(p), *eq = memchr(p, '=', (size_t)(end - p));
    int k = eq ? space_word(p, (size_t)(eq - p)) : -1, c = 0;
    char num[8];
    size_t nl = eq ? (size_t)(end - eq - 1) : 0;
    if (eq && k < 0 && eq - p == 3 && !strncmp(p, "pds", 3) && s && s->ask.what == TI4_ASK_REROLL && nl && nl < sizeof num) {
      memcpy(num, eq + 1, nl); num[nl] = 0;            /* a PDS's missed dice (Ta Zern): arg[4] */
      if (parse_num(num, &c) || c < 1 || c > 31 || m->arg[4] >= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit count is 1 to 31: %s"), w);
      m->arg[4] = (int16_t)c;
      p = comma ? comma + 1 : end;
      continue;
    }
    if (k < 0 || nl == 0 || nl >= sizeof num) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected TYPE=N (carrier, cruiser, destroyer, dreadnought, fighter, flagship, warsun, infantry, mech) in %s"), w);
    memcpy(num, eq + 1, nl); num[nl] = 0;
    if (parse_num(num, &c) || c < 1 || c > 31) return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit count is 1 to 31: %s"), w);
    if (TI4_PRODUCE_COUNT(m, k)) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), w);
    m->arg[1 + k / 3] = (int16_t)(m->arg[1 + k / 3] | c << (k % 3 * 5));
    p = comma ? comma + 1 : end;
  }
  return 0;
}

/* choose SYSTEM UNIT [PLANET]: one unit destroyed (Ixthian Artifact,
 * cards/agenda_effects.c): arg[0] the system, arg[1] the unit type (a space
 * word, pds or space_dock), arg[2] the planet (-1: the space area). */
static const char *const unit_words[2] = {"pds", "space_dock"};
static int parse_destroy_answer(ti4_move *m, const words *ws, const ti4_state *s, ti4_error *e) {
  if (ws->n < 4 || (m->arg[0] = (int16_t)system_word(ws->w[2], s)) < 0)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("expected SYSTEM UNIT [PLANET], not %s"), ws->n > 2 ? ws->w[2] : "");
  const char *u = ws->w[3];
  int k = space_word(u, strlen(u)), pl = ws->n == 5 ? ti4_content_find(TI4_K_PLANET, ws->w[4]) : -1;
  for (int j = 0; j < 2 && k < 0; j++) if (!strcmp(u, unit_words[j])) k = TI4_UT_PDS + j;
  if (k < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown unit %s"), u);
  if (ws->n > 5 || (ws->n == 5 && pl < 0))
    return ti4_fail(e, TI4_ESYNTAX, "", N_("expected SYSTEM UNIT [PLANET], not %s"), ws->w[4]);
  m->arg[1] = (int16_t)k;
  m->arg[2] = (int16_t)pl;
  return 0;
}

static int system_word(const char *w, const ti4_state *s) {
  int v;
  if (w[0] == '@') {
    if (!s || parse_num(w + 1, &v) || v < 0 || v >= s->nmap || v >= TI4_MAX_MAP) return -1;
    return s->map[v];
  }
  return ti4_content_find(TI4_K_SYSTEM, w);
}

/* pX move none | pX move SYSTEM:TYPE=N,TYPE=N ... (doc/galaxy.md) */
static int parse_tactical(ti4_move *m, words *ws, const ti4_state *s, ti4_error *e) {
  const char *v = ws->w[1];
  int none = ws->n == 3 && !strcmp(ws->w[2], "none");
  if (!strcmp(v, "move")) {
    m->kind = TI4_MV_MOVE;
    if (none) return 0;
    if (ws->n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX move none | pX move SYSTEM:TYPE=N,... (%s)"), v);
    int n = 0;
    for (int i = 2; i < ws->n; i++) {
      const char *w = ws->w[i], *colon = strchr(w, ':');
      char sysw[16];
      size_t sl = colon ? (size_t)(colon - w) : 0;
      if (!colon || sl == 0 || sl >= sizeof sysw) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected SYSTEM:TYPE=N,..., not %s"), w);
      memcpy(sysw, w, sl); sysw[sl] = 0;
      int sys = system_word(sysw, s);
      if (sys < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown system %s"), sysw);
      int ship_seen = 0, last_ship_group = 0;
      for (const char *p = colon + 1; *p;) {
        const char *comma = strchr(p, ','), *end = comma ? comma : p + strlen(p), *eq = memchr(p, '=', (size_t)(end - p));
        const char *at = eq ? memchr(eq, '@', (size_t)(end - eq)) : NULL, *nend = at ? at : end;
        int k = eq ? space_word(p, (size_t)(eq - p)) : -1, c = 0;
        char num[8], where[24];
        size_t nl = eq ? (size_t)(nend - eq - 1) : 0;
        int plus = !at && nl > 1 && eq[nl] == '+';       /* TYPE=1+: Gravity Drive's +1 for this ship */
        if (plus) nl--;
        int dock = k < 0 && eq && eq - p == 4 && !strncmp(p, "dock", 4) && !at && !plus;   /* the Saar's Floating Factory */
        if (dock) k = TI4_GT_FLOATING;
        int damaged = k < 0 && eq && eq - p == 7 && !strncmp(p, "damaged", 7) && !at && !plus;   /* damaged=N: of the ships named before (87) */
        int fly = k < 0 && eq && eq - p == 3 && !strncmp(p, "fly", 3) && !at && !plus;          /* fly=N: fighters on their own (Fighter II) */
        if (damaged || fly) k = TI4_UT_FIGHTER;
        if (k < 0 || nl == 0 || nl >= sizeof num) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected TYPE=N (carrier, cruiser, destroyer, dreadnought, fighter, flagship, warsun, infantry, mech) in %s"), w);
        memcpy(num, eq + 1, nl); num[nl] = 0;
        if (parse_num(num, &c) || c < 1 || c > 31) return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit count is 1 to 31: %s"), w);
        if (n >= TI4_MAX_GROUPS) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 14 unit groups in one move (%s)"), w);
        int gs = sys, gk = k;
        if (damaged) {
          if (!n || !last_ship_group)
            return ti4_fail(e, TI4_ESYNTAX, "", N_("damaged=N follows the ships it names, e.g. 26:dreadnought=2,damaged=1 (%s)"), w);
          ti4_group_set(m, n++, TI4_GROUP(TI4_GM_DAMAGED, TI4_GT_GRAVITY_DRIVE, c));
          p = comma ? comma + 1 : end;
          continue;
        }
        last_ship_group = 0;
        if (at) {                                /* TYPE=N@PLANET or @SYSTEM: picked up (95.1) */
          size_t wl = (size_t)(end - at - 1);
          if (wl == 0 || wl >= sizeof where) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected TYPE=N@PLANET or TYPE=N@SYSTEM in %s"), w);
          memcpy(where, at + 1, wl); where[wl] = 0;
          if (k != TI4_UT_FIGHTER && k != TI4_UT_INFANTRY && k != TI4_UT_MECH)
            return ti4_fail(e, TI4_ESYNTAX, "", N_("only fighters and ground forces are picked up (%s)"), w);
          if (!ship_seen)
            return ti4_fail(e, TI4_ESYNTAX, "", N_("units picked up follow the ship that carries them, e.g. 01:carrier=1,infantry=2@jord (%s)"), w);
          int pl = ti4_content_find(TI4_K_PLANET, where);
          if (pl >= 0 && k != TI4_UT_FIGHTER) { gs = pl; gk = k == TI4_UT_INFANTRY ? TI4_GT_PLANET_INFANTRY : TI4_GT_PLANET_MECH; }
          else {
            gs = system_word(where, s);
            if (gs < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet or system %s"), where);
            gk = k == TI4_UT_FIGHTER ? TI4_GT_AT_FIGHTER : k == TI4_UT_INFANTRY ? TI4_GT_AT_INFANTRY : TI4_GT_AT_MECH;
          }
        } else if ((k != TI4_UT_FIGHTER && k <= TI4_UT_WARSUN) || dock) ship_seen = last_ship_group = 1;   /* a Floating Factory carries too */
        last_ship_group = (last_ship_group && !dock) || gk == TI4_GT_PLANET_MECH;   /* mech=N@PLANET,damaged=D too (87) */
        ti4_group_set(m, n++, TI4_GROUP(gs, gk, c));
        if (fly) {
          if (n >= TI4_MAX_GROUPS) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 14 unit groups in one move (%s)"), w);
          ti4_group_set(m, n++, TI4_GROUP(TI4_GM_FLY, TI4_GT_GRAVITY_DRIVE, 1));
        }
        if (plus) {
          if (c != 1 || k == TI4_UT_FIGHTER || k > TI4_UT_WARSUN)
            return ti4_fail(e, TI4_ESYNTAX, "", N_("Gravity Drive's +1 is for one ship: TYPE=1+ (%s)"), w);
          if (n >= TI4_MAX_GROUPS) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 14 unit groups in one move (%s)"), w);
          ti4_group_set(m, n++, TI4_GROUP(0, TI4_GT_GRAVITY_DRIVE, 1));
        }
        p = comma ? comma + 1 : end;
      }
    }
    return 0;
  }
  if (!strcmp(v, "land")) {                  /* pX land none | pX land PLANET infantry=N[@FROM] mech=N [fighter=N] [TG] [PLANET ...] */
    m->kind = TI4_MV_LAND;
    if (none) return 0;
    if (ws->n < 4) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX land none | pX land PLANET infantry=N mech=N [TG] [PLANET ...] (%s)"), v);
    m->card = (int16_t)ti4_content_find(TI4_K_PLANET, ws->w[2]);
    if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), ws->w[2]);
    m->arg[0] = m->arg[1] = 0;
    for (int i = 3; i < ws->n; i++) {
      const char *w = ws->w[i], *eq = strchr(w, '=');
      int x;
      if (eq) {
        int k = space_word(w, (size_t)(eq - w));
        const char *at = strchr(eq, '@');
        char num[8] = "";
        if (at && (size_t)(at - eq - 1) < sizeof num) memcpy(num, eq + 1, (size_t)(at - eq - 1));
        if (at) {                                /* TYPE=N@PLANET: from that planet (G'hom Sek'kus) */
          int src = ti4_content_find(TI4_K_PLANET, at + 1);
          if (src < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), at + 1);
          if (m->arg[4] >= 0 || k == TI4_UT_FIGHTER)
            return ti4_fail(e, TI4_ESYNTAX, "", N_("one ground force from one planet in a land move (%s)"), w);
          m->arg[4] = (int16_t)src;
        }
        if ((k != TI4_UT_INFANTRY && k != TI4_UT_MECH && k != TI4_UT_FIGHTER) || parse_num(at ? num : eq + 1, &x) || x < 0 || x > 99)
          return ti4_fail(e, TI4_ESYNTAX, "", N_("expected infantry=N or mech=N, not %s"), w);
        m->arg[k == TI4_UT_FIGHTER ? 3 : k - TI4_UT_INFANTRY] = (int16_t)x;   /* fighters: Matriarch */
      } else if (!parse_num(w, &x)) {
        if (x < 0 || m->arg[2] >= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("one number, the trade goods: %s"), w);
        m->arg[2] = (int16_t)x;
      } else if ((x = ti4_content_find(TI4_K_PLANET, w)) >= 0) {
        if (ti4_set_has(m->planets, x)) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), w);
        ti4_set_add(m->planets, x);
      } else return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), w);
    }
    return 0;
  }
  /* pX produce none | pX produce TYPE=N ... [TG] [PLANET ...] */
  m->kind = TI4_MV_PRODUCE;
  m->arg[1] = m->arg[2] = m->arg[3] = 0;
  if (none) return 0;
  if (ws->n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX produce none | pX produce TYPE=N ... [TG] [PLANET ...] (%s)"), v);
  for (int i = 2; i < ws->n; i++) {
    const char *w = ws->w[i], *eq = strchr(w, '=');
    int x;
    if (!strncmp(w, "at=", 3)) {                /* at=SYSTEM: fighters and infantry at a space dock there (Rowl Sarrig) */
      if (m->card >= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("on=PLANET or at=SYSTEM, once (%s)"), w);
      int sys = system_word(w + 3, s);
      if (sys < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet or system %s"), w + 3);
      m->card = (int16_t)(TI4_PRODUCE_AT + sys);
      continue;
    }
    if (!strncmp(w, "on=", 3)) {                /* on=PLANET: where ground forces are placed (68.3, 67.4b) */
      if (m->card >= TI4_PRODUCE_AT) return ti4_fail(e, TI4_ESYNTAX, "", N_("on=PLANET or at=SYSTEM, once (%s)"), w);
      if (m->card >= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), "on=");
      m->card = (int16_t)ti4_content_find(TI4_K_PLANET, w + 3);
      if (m->card < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), w + 3);
      continue;
    }
    if (!strncmp(w, "remove=", 7)) {            /* remove=SYSTEM:TYPE=N | remove=PLANET:mech=N (67.5a) */
      int slot = m->arg[4] == -1 ? 4 : m->arg[5] == -1 ? 5 : -1;
      const char *colon = strchr(w + 7, ':'), *eq2 = colon ? strchr(colon, '=') : NULL;
      char where[24];
      size_t wl = colon ? (size_t)(colon - w - 7) : 0;
      if (slot < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most two remove= groups in one production (%s)"), w);
      if (!eq2 || wl == 0 || wl >= sizeof where) return ti4_fail(e, TI4_ESYNTAX, "", N_("expected remove=SYSTEM:TYPE=N or remove=PLANET:mech=N, not %s"), w);
      memcpy(where, w + 7, wl); where[wl] = 0;
      int k = space_word(colon + 1, (size_t)(eq2 - colon - 1)), pl = ti4_content_find(TI4_K_PLANET, where), sys;
      if (k < 0 || parse_num(eq2 + 1, &x) || x < 1 || x > 31)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("expected remove=SYSTEM:TYPE=N or remove=PLANET:mech=N, not %s"), w);
      if (pl >= 0 && k == TI4_UT_MECH) m->arg[slot] = (int16_t)TI4_GROUP(pl, TI4_GT_PLANET_MECH, x);
      else if ((sys = system_word(where, s)) >= 0) m->arg[slot] = (int16_t)TI4_GROUP(sys, k, x);
      else return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet or system %s"), where);
      continue;
    }
    size_t aw = strlen(ti4_production_amalgamation_word());
    if (!strncmp(w, ti4_production_amalgamation_word(), aw) && w[aw] == '=') {   /* amalgamation=TYPE[:N] (cards/production.c) */
      const char *t = w + aw + 1, *colon = strchr(t, ':');
      int k = space_word(t, colon ? (size_t)(colon - t) : strlen(t)), kk;
      x = 1;
      if (k < 0 || (colon && (parse_num(colon + 1, &x) || x < 1 || x > 31)))
        return ti4_fail(e, TI4_ESYNTAX, "", N_("expected amalgamation=TYPE or amalgamation=TYPE:N, not %s"), w);
      if (ti4_production_amalgamation(m, &kk)) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), "amalgamation=");
      if (ti4_production_set_amalgamation(m, k, x))
        return ti4_fail(e, TI4_ESYNTAX, "", N_("at most two remove= groups in one production (%s)"), w);
      continue;
    }
    unsigned opt = ti4_production_option_word(w);   /* a hero or agent used with PRODUCTION (cards/production.c) */
    if (opt) {
      unsigned had = ti4_production_move_options(m);
      if (had & opt) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), w);
      ti4_production_set_options(m, had | opt);
      continue;
    }
    if (eq) {
      int k = space_word(w, (size_t)(eq - w));
      if (k < 0 || parse_num(eq + 1, &x) || x < 0 || x > 31)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("expected TYPE=N with N from 0 to 31, not %s"), w);
      if (TI4_PRODUCE_COUNT(m, k)) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), w);
      m->arg[1 + k / 3] = (int16_t)(m->arg[1 + k / 3] | x << (k % 3 * 5));
    } else if (!parse_num(w, &x)) {
      if (x < 0 || m->arg[0] >= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("one number, the trade goods: %s"), w);
      m->arg[0] = (int16_t)x;
    } else if ((x = ti4_content_find(TI4_K_PLANET, w)) >= 0) {
      if (ti4_set_has(m->planets, x)) return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), w);
      ti4_set_add(m->planets, x);
    } else return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown id %s"), w);
  }
  return 0;
}

/* pX retreat none | pX retreat SYSTEM | pX assign TYPE=N ... sustain:TYPE=N ... (doc/combat.md) */
static int parse_combat(ti4_move *m, words *ws, const ti4_state *s, ti4_error *e) {
  if (!strcmp(ws->w[1], "bombard")) {         /* pX bombard none | pX bombard PLANET */
    /* pX bombard PLANET [TYPE=N ...] [PLANET TYPE=N ...] [die=TYPE]: 15.1, doc/combat.md */
    m->kind = TI4_MV_BOMBARD;
    if (ws->n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX bombard none | pX bombard PLANET [TYPE=N ...] [PLANET TYPE=N ...] [die=TYPE] (%s)"), "bombard");
    if (!strcmp(ws->w[2], "none")) return ws->n == 3 ? 0 : ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX bombard none | pX bombard PLANET [TYPE=N ...] [PLANET TYPE=N ...] [die=TYPE] (%s)"), "bombard");
    int pl = -1, n = 0, sections = 0, bare = 0, die = 0;
    for (int i = 2; i < ws->n; i++) {
      const char *w = ws->w[i], *eq = strchr(w, '=');
      int k, x;
      if (!eq) {                                 /* a planet: the units named next bombard it */
        if ((pl = ti4_content_find(TI4_K_PLANET, w)) < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), w);
        if (m->card < 0) m->card = (int16_t)pl;
        sections++;
        bare = i + 1 == ws->n || !strchr(ws->w[i + 1], '=') || !strncmp(ws->w[i + 1], "die=", 4) ? bare + 1 : bare;
        continue;
      }
      if (pl < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("name the planet before its units: bombard PLANET TYPE=N (%s)"), w);
      if (!strncmp(w, "die=", 4)) {              /* Plasma Scoring's die: a unit of that type at that planet */
        if ((k = space_word(w + 4, strlen(w + 4))) < 0 || die++)
          return ti4_fail(e, TI4_ESYNTAX, "", N_("expected one die=TYPE, not %s"), w);
        if (n >= TI4_MAX_GROUPS) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 14 unit groups in one move (%s)"), w);
        ti4_group_set(m, n++, TI4_GROUP(pl, TI4_GT_BOMB_DIE, k + 1));
        continue;
      }
      k = space_word(w, (size_t)(eq - w));
      if (k < 0 || parse_num(eq + 1, &x) || x < 1 || x > 31)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("expected TYPE=N with N from 1 to 31, not %s"), w);
      if (n >= TI4_MAX_GROUPS) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 14 unit groups in one move (%s)"), w);
      ti4_group_set(m, n++, TI4_GROUP(pl, k, x));
    }
    if (sections > 1 && bare)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("bombarding more than one planet, name the units that bombard each: bombard PLANET TYPE=N PLANET TYPE=N (%s)"), "bombard");
    return 0;
  }
  if (!strcmp(ws->w[1], "cannon")) {          /* pX cannon none | pX cannon [pY] [graviton_laser_system] [die=TYPE] */
    m->kind = TI4_MV_CANNON;
    if (ws->n > 5) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX cannon none | pX cannon [pY] [graviton_laser_system] [die=TYPE] (%s)"), "cannon");
    if (ws->n == 3 && !strcmp(ws->w[2], "none")) return 0;
    m->card = 0;
    for (int i = 2; i < ws->n; i++) {
      int t = parse_seat(ws->w[i]);
      const char *w = ws->w[i];
      if (!strcmp(w, "graviton_laser_system") && m->arg[1] < 0) m->arg[1] = 1;   /* exhausted: hits on non-fighter ships */
      else if (t >= 0 && m->arg[0] < 0 && i == 2) m->arg[0] = (int16_t)t;
      else if (!strncmp(w, "die=", 4) && m->arg[2] < 0 &&       /* Plasma Scoring's die: that unit type's */
               ((t = space_word(w + 4, strlen(w + 4))) >= 0 || (!strcmp(w + 4, "pds") && (t = TI4_UT_PDS) >= 0)))
        m->arg[2] = (int16_t)t;
      else return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX cannon none | pX cannon [pY] [graviton_laser_system] [die=TYPE] (%s)"), w);
    }
    return 0;
  }
  if (!strcmp(ws->w[1], "retreat")) {
    m->kind = TI4_MV_RETREAT;
    if (ws->n != 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX retreat none | pX retreat SYSTEM (%s)"), "retreat");
    if (!strcmp(ws->w[2], "none")) return 0;
    int sys = system_word(ws->w[2], s);
    if (sys < 0) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown system %s"), ws->w[2]);
    m->card = (int16_t)sys;
    return 0;
  }
  m->kind = TI4_MV_ASSIGN;
  if (ws->n < 3) return ti4_fail(e, TI4_ESYNTAX, "", N_("usage: pX assign TYPE=N ... sustain:TYPE=N ... (%s)"), "assign");
  int n = 0;
  for (int i = 2; i < ws->n; i++) {
    const char *w = ws->w[i], *eq = strchr(w, '=');
    int flag = !strncmp(w, "sustain:", 8), x;
    const char *t = flag ? w + 8 : w;
    int k = eq && eq > t ? space_word(t, (size_t)(eq - t)) : -1;
    if (k < 0 && eq && eq - t == 3 && !strncmp(t, "pds", 3)) k = TI4_UT_PDS;   /* Hel-Titans in a ground combat */
    if (k < 0 || parse_num(eq + 1, &x) || x < 1 || x > 31)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("expected TYPE=N or sustain:TYPE=N with N from 1 to 31, not %s"), w);
    if (n >= TI4_MAX_GROUPS) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 14 unit groups in one move (%s)"), w);
    ti4_group_set(m, n++, TI4_GROUP(flag, k, x));
  }
  return 0;
}

static const char *target_word(uint16_t t, char *tmp) {
  unsigned k = TI4_TARGET_KIND(t), i = TI4_TARGET_INDEX(t);
  switch (k) {
  case TI4_T_FOR: return "for";
  case TI4_T_AGAINST: return "against";
  case TI4_T_PLAYER: return ti4_seat_word((int)i);
  case TI4_T_PLANET: return ti4_content_id(TI4_K_PLANET, (int)i);
  case TI4_T_LAW: case TI4_T_AGENDA: return ti4_content_id(TI4_K_AGENDA, (int)i);
  case TI4_T_SECRET: return ti4_content_id(TI4_K_OBJECTIVE, (int)i);
  case TI4_T_STRATEGY: return ti4_content_id(TI4_K_STRATEGY, (int)i);
  case TI4_T_OPTION: return ti4_option_word((int)i);
  default: tmp[0] = 0; return tmp;
  }
}

const char *ti4_target_word(uint16_t t) {
  static const char none[] = "";
  char tmp[2];
  const char *w = target_word(t, tmp);
  return w && w != tmp ? w : none;
}

int ti4_move_format(char *buf, size_t cap, const ti4_move *m, const ti4_state *s) {
  char out[512], tmp[2];
  size_t n = 0;
  (void)s;
#define PUT(...) do { int r_ = snprintf(out + n, sizeof out - n, __VA_ARGS__); if (r_ < 0 || (size_t)r_ >= sizeof out - n) return TI4_ERANGE; n += (size_t)r_; } while (0)
  if (m->kind != TI4_MV_EDIT) PUT("%s ", ti4_seat_word(m->seat));
  const ti4_ability *a = m->card >= 0 ? ti4_ability_get(m->card) : NULL;
  switch (m->kind) {
  case TI4_MV_PASS:
    PUT("pass");
    if (m->arg[0] > 0 && m->arg[0] <= TI4_STAND_PHASE) PUT(" until=%s", m->arg[0] == TI4_STAND_PHASE ? "never" : standing_names[m->arg[0]]);
    break;
  case TI4_MV_STANDING:
    if (m->arg[0] == TI4_STAND_SKIP) {
      PUT("standing skip=");
      for (int w = 1, first = 1; w < TI4_W__COUNT; w++)
        if (((m->arg[1] >= 0 ? (uint32_t)m->arg[1] : 0u) | (m->arg[2] >= 0 ? (uint32_t)m->arg[2] << 15 : 0u) |
             (m->arg[3] >= 0 && m->arg[3] < 4 ? (uint32_t)m->arg[3] << 30 : 0u)) >> w & 1u) { PUT("%s%s", first ? "" : ",", ti4_window_name(w)); first = 0; }
    } else {
      PUT("standing %s", m->arg[0] >= 0 && m->arg[0] <= TI4_STAND_PHASE ? standing_names[m->arg[0]] : "none");
    }
    break;
  case TI4_MV_ABSTAIN: PUT("abstain"); break;
  case TI4_MV_ACCEPT: PUT("accept"); break;
  case TI4_MV_DECLINE: PUT("decline"); break;
  case TI4_MV_VOTE:
    PUT("vote %s", target_word(m->target, tmp));
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    if (m->arg[3] == 1) PUT(" predictive_intelligence");
    if (m->arg[4] > 0) PUT(" tg=%d", m->arg[4]);
    break;
  case TI4_MV_DECIDE: PUT("decide %s", target_word(m->target, tmp)); break;
  case TI4_MV_PLAY: case TI4_MV_COMPONENT:
    PUT("%s %s", m->kind == TI4_MV_PLAY ? "play" : "component", a ? a->id : "?");
    if (a && a->src == TI4_AB_PROMISSORY) PUT(":%s", ti4_seat_word(m->arg[5]));
    if (m->target) PUT(" %s", target_word(m->target, tmp));
    for (int i = 0; i < 4; i++) {
      if (TI4_OPT_OF_ARG(m->arg[i]) >= 0 && ti4_option_word(TI4_OPT_OF_ARG(m->arg[i]))) PUT(" %s", ti4_option_word(TI4_OPT_OF_ARG(m->arg[i])));
      else if (m->arg[i] >= 0) PUT(" %d", m->arg[i]);
    }
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    break;
  case TI4_MV_PICK: PUT("pick %s", ti4_content_id(TI4_K_STRATEGY, m->card)); break;
  case TI4_MV_STRATEGIC:
    if (m->card >= 0) PUT("strategic %s", ti4_content_id(TI4_K_STRATEGY, m->card));
    else PUT("strategic");
    break;
  case TI4_MV_TACTICAL: PUT("tactical %s", ti4_content_id(TI4_K_SYSTEM, m->card)); break;
  case TI4_MV_MOVE: {
    int any = 0, last = -1;
    PUT("move");
    for (int i = 0; i < TI4_MAX_GROUPS; i++) {
      uint16_t g = ti4_group_get(m, i);
      if (!g) continue;
      const char *sys = ti4_content_id(TI4_K_SYSTEM, TI4_GROUP_SYS(g));
      int k = TI4_GROUP_TYPE(g);
      if (k == TI4_GT_GRAVITY_DRIVE) {                  /* a modifier of the group before (TI4_GM_*) */
        if (TI4_GROUP_SYS(g) == TI4_GM_DAMAGED) PUT(",damaged=%d", TI4_GROUP_COUNT(g));
        else if (TI4_GROUP_SYS(g) == TI4_GM_GRAVITY) PUT("+");
        continue;
      }
      uint16_t next = i + 1 < TI4_MAX_GROUPS ? ti4_group_get(m, i + 1) : 0;
      int flies = k == TI4_UT_FIGHTER && next && TI4_GROUP_TYPE(next) == TI4_GT_GRAVITY_DRIVE && TI4_GROUP_SYS(next) == TI4_GM_FLY;
      if (k >= TI4_GT_PLANET_INFANTRY && k != TI4_GT_FLOATING) {   /* picked up: TYPE=N@PLANET / @SYSTEM (95.1) */
        static const char *const picked[5] = {"infantry", "mech", "fighter", "infantry", "mech"};
        const char *where = ti4_content_id(k <= TI4_GT_PLANET_MECH ? TI4_K_PLANET : TI4_K_SYSTEM, TI4_GROUP_SYS(g));
        PUT(",%s=%d@%s", k - TI4_GT_PLANET_INFANTRY < 5 ? picked[k - TI4_GT_PLANET_INFANTRY] : "?", TI4_GROUP_COUNT(g), where ? where : "?");
        any = 1;
        continue;
      }
      if (TI4_GROUP_SYS(g) != last) PUT(" %s:", sys ? sys : "?");
      else PUT(",");
      PUT("%s=%d", flies ? "fly" : k < TI4_SPACE_TYPES ? ti4_unit_word(k) : k == TI4_GT_FLOATING ? "dock" : "?", TI4_GROUP_COUNT(g));
      last = TI4_GROUP_SYS(g);
      any = 1;
    }
    if (!any) PUT(" none");
    break;
  }
  case TI4_MV_BOMBARD: {
    if (m->card < 0 || m->card >= TI4_NPLANETS) { PUT("bombard none"); break; }
    int last = -1;
    PUT("bombard");
    for (int i = 0; i < TI4_MAX_GROUPS; i++) {
      uint16_t g = ti4_group_get(m, i);
      int pl = TI4_GROUP_SYS(g), k = TI4_GROUP_TYPE(g), x = TI4_GROUP_COUNT(g);
      if (!g) continue;
      if (pl != last) PUT(" %s", pl < TI4_NPLANETS ? ti4_planets[pl].id : "?");
      if (k == TI4_GT_BOMB_DIE) PUT(" die=%s", x >= 1 && x <= TI4_SPACE_TYPES ? ti4_unit_word(x - 1) : "?");
      else PUT(" %s=%d", k < TI4_SPACE_TYPES ? ti4_unit_word(k) : "?", x);
      last = pl;
    }
    if (last < 0) PUT(" %s", ti4_planets[m->card].id);
    break;
  }
  case TI4_MV_CANNON:
    if (m->card < 0) PUT("cannon none");
    else if (m->arg[0] >= 0) PUT("cannon %s", ti4_seat_word(m->arg[0]));
    else PUT("cannon");
    if (m->card >= 0 && m->arg[1] == 1) PUT(" graviton_laser_system");
    if (m->card >= 0 && m->arg[2] >= 0) PUT(" die=%s", m->arg[2] < TI4_SPACE_TYPES ? ti4_unit_word(m->arg[2]) : m->arg[2] == TI4_UT_PDS ? "pds" : "?");
    break;
  case TI4_MV_RETREAT:
    if (m->card < 0) PUT("retreat none");
    else PUT("retreat %s", ti4_content_id(TI4_K_SYSTEM, m->card) ? ti4_content_id(TI4_K_SYSTEM, m->card) : "?");
    break;
  case TI4_MV_ASSIGN:
    PUT("assign");
    for (int flag = 0; flag < 2; flag++)
      for (int i = 0; i < TI4_MAX_GROUPS; i++) {
        uint16_t g = ti4_group_get(m, i);
        if (!g || TI4_GROUP_SYS(g) != flag) continue;
        int k = TI4_GROUP_TYPE(g);
        PUT(" %s%s=%d", flag ? "sustain:" : "", k < TI4_SPACE_TYPES ? ti4_unit_word(k) : k == TI4_UT_PDS ? "pds" : "?", TI4_GROUP_COUNT(g));
      }
    break;
  case TI4_MV_LAND:
    if (m->card < 0 || m->card >= TI4_NPLANETS) { PUT("land none"); break; }
    PUT("land %s", ti4_planets[m->card].id);
    for (int j = 0; j < 2; j++)
      if (m->arg[j] > 0) {
        PUT(" %s=%d", j ? "mech" : "infantry", m->arg[j]);
        if (m->arg[4] >= 0 && m->arg[4] < TI4_NPLANETS) PUT("@%s", ti4_planets[m->arg[4]].id);   /* G'hom Sek'kus */
      }
    if (m->arg[3] > 0) PUT(" fighter=%d", m->arg[3]);
    if (m->arg[2] >= 0) PUT(" %d", m->arg[2]);
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    break;
  case TI4_MV_PRODUCE: {
    int any = 0;
    PUT("produce");
    for (int k = 0; k < TI4_SPACE_TYPES; k++)
      if (TI4_PRODUCE_COUNT(m, k)) { PUT(" %s=%d", ti4_unit_word(k), TI4_PRODUCE_COUNT(m, k)); any = 1; }
    if (!any) { PUT(" none"); break; }
    if (m->card >= 0 && m->card < TI4_NPLANETS) PUT(" on=%s", ti4_planets[m->card].id);
    if (m->card >= TI4_PRODUCE_AT && m->card - TI4_PRODUCE_AT < TI4_NSYSTEMS) PUT(" at=%s", ti4_systems[m->card - TI4_PRODUCE_AT].id);
    for (int i = 4; i < 6; i++) {                 /* 67.5a: remove=SYSTEM:TYPE=N, remove=PLANET:mech=N */
      uint16_t g = (uint16_t)m->arg[i];
      if (m->arg[i] == -1 || !TI4_GROUP_COUNT(g) || TI4_GROUP_SYS(g) == TI4_PRODUCE_AMALGAM) continue;
      int t = TI4_GROUP_TYPE(g), w = TI4_GROUP_SYS(g);
      if (t == TI4_GT_PLANET_MECH && w < TI4_NPLANETS) PUT(" remove=%s:mech=%d", ti4_planets[w].id, TI4_GROUP_COUNT(g));
      else if (t < TI4_SPACE_TYPES && w < TI4_NSYSTEMS) PUT(" remove=%s:%s=%d", ti4_systems[w].id, ti4_unit_word(t), TI4_GROUP_COUNT(g));
    }
    for (int i = 0; i < TI4_PRODUCE_OPT_BITS; i++)
      if (ti4_production_move_options(m) != ~0u && ((ti4_production_move_options(m) >> i) & 1u)) PUT(" %s", ti4_production_option_name(i));
    {
      int ak, an = ti4_production_amalgamation(m, &ak);
      if (an && ak < TI4_SPACE_TYPES) {
        if (an == 1) PUT(" %s=%s", ti4_production_amalgamation_word(), ti4_unit_word(ak));
        else PUT(" %s=%s:%d", ti4_production_amalgamation_word(), ti4_unit_word(ak), an);
      }
    }
    if (m->arg[0] >= 0) PUT(" %d", m->arg[0]);
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    break;
  }
  case TI4_MV_SCORE:
    PUT("score %s", ti4_content_id(TI4_K_OBJECTIVE, m->card));
    for (int i = 0; i < 4; i++) if (m->arg[i] >= 0) PUT(" %d", m->arg[i]);
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    break;
  case TI4_MV_SECONDARY:
    PUT("follow");
    if (!ti4_follow_units_format(m, out, sizeof out, &n))
      for (int i = 1; i < 4; i++) if (m->arg[i] >= 0) PUT(" %d", m->arg[i]);
    if (m->target) PUT(" %s", target_word(m->target, tmp));
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    if (m->arg[0] == 2) PUT(" emelpar");
    break;
  case TI4_MV_CHOOSE:
    PUT("choose");
    if (s && s->ask.what == TI4_ASK_TOKENS) PUT(" tactic=%d fleet=%d strategy=%d", m->arg[0], m->arg[1], m->arg[2]);
    else if (ti4_ag_ixthian_asking(s) && m->arg[0] >= 0 && m->arg[0] < TI4_NSYSTEMS && m->arg[1] >= 0 && m->arg[1] < TI4_UT__COUNT) {
      PUT(" %s %s", ti4_systems[m->arg[0]].id, m->arg[1] < TI4_SPACE_TYPES ? ti4_unit_word(m->arg[1]) : unit_words[m->arg[1] - TI4_UT_PDS]);
      if (m->arg[2] >= 0 && m->arg[2] < TI4_NPLANETS) PUT(" %s", ti4_planets[m->arg[2]].id);
      break;
    }
    else if ((ti4_excess_asking(s) || ti4_production_units_asking(s)) && m->arg[0] >= 0 && m->arg[0] < TI4_NSYSTEMS) {   /* SYSTEM:TYPE=N,... */
      PUT(" %s:", ti4_systems[m->arg[0]].id);
      int first = 1;
      for (int k = 0; k < TI4_SPACE_TYPES; k++)
        if (TI4_PRODUCE_COUNT(m, k)) { PUT("%s%s=%d", first ? "" : ",", ti4_unit_word(k), TI4_PRODUCE_COUNT(m, k)); first = 0; }
      if (s->ask.what == TI4_ASK_REROLL) { if (m->arg[4] > 0) PUT("%spds=%d", first ? "" : ",", m->arg[4]); }   /* a PDS's dice */
      else if (m->arg[4] >= 0) PUT(" %d", m->arg[4]);  /* Integrated Economy's trade goods */
    } else {
      int seats = ti4_choice_seat_args(s);
      for (int i = 0; i < 5; i++)
        if (m->arg[i] >= 0 && ((seats >> i) & 1)) PUT(" %s", ti4_seat_word(m->arg[i]));
        else if (m->arg[i] >= 0) PUT(" %d", m->arg[i]);
    }
    if (m->target) PUT(" %s", target_word(m->target, tmp));
    if (m->card >= 0) {   /* the table the asking record names its cards by */
      const char *id = s && ti4_choice_card_is_action(s) ? ti4_content_id(TI4_K_ACTION, m->card)
                     : s && !strcmp(ti4_ask_name(s), "distant_suns_card") ? ti4_content_id(TI4_K_EXPLORATION, m->card)
                     : s && (!strcmp(ti4_ask_name(s), "imperial_arbiter_swap") || !strcmp(ti4_ask_name(s), "quantum_datahub_node"))
                       ? ti4_content_id(TI4_K_STRATEGY, m->card)
                     : ti4_content_id(TI4_K_TECH, m->card);
      if (id) PUT(" %s", id);
      else PUT(" %d", m->card);
    }
    if (m->arg[5] > 0 && ti4_research_asking(s))   /* research words (cards/research.c) */
    {
      for (unsigned b = 1; b < 16u; b <<= 1) if ((unsigned)m->arg[5] & b) PUT(" %s", ti4_research_word_name(b));
      int sp = TI4_RW_SUCABAN_PLANET((unsigned)m->arg[5]);
      if (TI4_RW_SUCABAN_N((unsigned)m->arg[5]) && sp >= 0 && sp < TI4_NPLANETS)
        PUT(" doctor_sucaban=%s:%d", ti4_planets[sp].id, TI4_RW_SUCABAN_N((unsigned)m->arg[5]));
      else if (sp >= 0 && sp < TI4_NPLANETS) PUT(" brother_omar=%s", ti4_planets[sp].id);
    }
    for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) PUT(" %s", ti4_planets[i].id);
    break;
  case TI4_MV_OFFER: {
    PUT("offer %s", ti4_seat_word(m->arg[0]));
    static const char *keys[] = {"", "give_tg", "get_tg", "give_comm", "get_comm"};
    for (int i = 1; i <= 4; i++) if (m->arg[i] > 0) PUT(" %s=%d", keys[i], m->arg[i]);
    const uint8_t *b = (const uint8_t *)m->planets;
    if (b[0]) PUT(" give=%s:%s", ti4_content_id(TI4_K_PROMISSORY, b[0] - 1), ti4_seat_word(b[1]));
    if (b[2]) PUT(" get=%s:%s", ti4_content_id(TI4_K_PROMISSORY, b[2] - 1), ti4_seat_word(b[3]));
    static const char *const tr[4] = {"cultural", "hazardous", "industrial", "unknown"};
    for (int side = 0; side < 2; side++)
      for (int d = 0; d < 4; d++) {
        int cnt = (b[4 + 2 * side + (d >> 1)] >> ((d & 1) * 4)) & 15;
        if (cnt) PUT(" %s_%s=%d", side ? "get" : "give", tr[d], cnt);
      }
    for (int i = 8; i < 16; i++)                  /* action cards (Arbiters) */
      if (b[i] && ti4_content_id(TI4_K_ACTION, b[i] - 1)) PUT(" %s_action=%s", i < 12 ? "give" : "get", ti4_content_id(TI4_K_ACTION, b[i] - 1));
    if (m->card >= 0)                             /* captured units returned (17.2a) */
      for (int k = 0; k < TI4_SPACE_TYPES; k++) {
        uint32_t u = (uint16_t)m->arg[5] | (uint32_t)(m->card & 0xFFF) << 16;
        int slot = ti4_capture_slot(k), cnt = slot < 0 ? 0 : (int)((u >> (4 * slot)) & 15);
        if (cnt) PUT(" %s_captured=%s:%d", (m->card >> 12) & 1 ? "get" : "give", ti4_unit_word(k), cnt);
      }
    break;
  }
  case TI4_MV_EDIT: {
    int seat = m->arg[1];
    switch (m->arg[0]) {
    case TI4_ED_PLANET: PUT("give %s planet %s%s", ti4_seat_word(seat), ti4_planets[m->card].id, m->arg[2] > 0 ? " exhausted" : ""); break;
    case TI4_ED_ACTION: PUT("give %s action %s", ti4_seat_word(seat), ti4_actions[m->card].id); break;
    case TI4_ED_PROMISSORY: PUT("give %s promissory %s:%s%s", ti4_seat_word(seat), ti4_promissories[m->card].id, ti4_seat_word(m->arg[2]), m->arg[3] > 0 ? " in_play" : ""); break;
    case TI4_ED_TG: PUT("give %s tg %d", ti4_seat_word(seat), m->arg[2]); break;
    case TI4_ED_COMMODITIES: PUT("give %s commodities %d", ti4_seat_word(seat), m->arg[2]); break;
    case TI4_ED_VP: PUT("give %s vp %d", ti4_seat_word(seat), m->arg[2]); break;
    case TI4_ED_TECH: PUT("give %s tech %s", ti4_seat_word(seat), ti4_techs[m->card].id); break;
    case TI4_ED_SECRET: PUT("give %s secret %s%s", ti4_seat_word(seat), ti4_objectives[m->card].id, m->arg[2] > 0 ? " scored" : ""); break;
    case TI4_ED_TOKENS:
      PUT("give %s tokens", ti4_seat_word(seat));
      if (m->arg[2] >= 0) PUT(" tactic=%d", m->arg[2]);
      if (m->arg[3] >= 0) PUT(" fleet=%d", m->arg[3]);
      if (m->arg[4] >= 0) PUT(" strategy=%d", m->arg[4]);
      break;
    case TI4_ED_SPEAKER: PUT("set speaker %s", ti4_seat_word(seat)); break;
    case TI4_ED_CUSTODIANS: PUT("set custodians %s", m->arg[2] > 0 ? "on" : "removed"); break;
    case TI4_ED_PHASE: {
      static const char *ph[] = {"setup", "strategy", "action", "status", "agenda"};
      PUT("set phase %s", m->arg[2] >= 1 && m->arg[2] <= 4 ? ph[m->arg[2]] : "setup");
      break;
    }
    case TI4_ED_ROUND: PUT("set round %d", m->arg[2]); break;
    case TI4_ED_STRATEGY: PUT("set strategy %s %s", seat == TI4_NOBODY ? "none" : ti4_seat_word(seat), ti4_strategies[m->card].id); break;
    case TI4_ED_LAW:
      PUT("law %s", ti4_agendas[m->card].id);
      if (m->target) PUT(" elected=%s", target_word(m->target, tmp));
      break;
    case TI4_ED_DECK_EXPLORE: {
      static const char *const decks[5] = {"cultural", "hazardous", "industrial", "frontier", "relic"};
      const uint8_t *ids = (const uint8_t *)m->planets;
      int d = m->arg[2] >= 0 && m->arg[2] < 5 ? m->arg[2] : 0;
      PUT("deck %s ", decks[d]);
      for (int i = 0; i < m->arg[1] && i < 16; i++) PUT("%s%s", i ? "," : "", ti4_content_id(d == 4 ? TI4_K_RELIC : TI4_K_EXPLORATION, ids[i]));
      break;
    }
    case TI4_ED_DECK_AGENDA: {
      const uint8_t *ids = (const uint8_t *)m->planets;
      PUT("deck agenda ");
      for (int i = 0; i < m->arg[1] && i < 16; i++) PUT("%s%s", i ? "," : "", ti4_agendas[ids[i]].id);
      break;
    }
    case TI4_ED_LEADER: {
      static const char *st[] = {"locked", "unlocked", "exhausted", "purged"};
      PUT("give %s leader %s %s", ti4_seat_word(seat), ti4_content_id(TI4_K_LEADER, m->card),
          m->arg[2] >= 0 && m->arg[2] < 4 ? st[m->arg[2]] : "unlocked");
      break;
    }
    case TI4_ED_RELIC: PUT("give %s relic %s", ti4_seat_word(seat), ti4_content_id(TI4_K_RELIC, m->card)); break;
    case TI4_ED_FRAGMENT: PUT("give %s fragment %s", ti4_seat_word(seat), ti4_content_id(TI4_K_EXPLORATION, m->card)); break;
    case TI4_ED_ELIMINATED: PUT("set eliminated %s", ti4_seat_word(seat)); break;
    case TI4_ED_REVEAL: PUT("reveal %s", ti4_content_id(TI4_K_OBJECTIVE, m->card)); break;
    case TI4_ED_DICE: {
      const uint8_t *r = (const uint8_t *)m->planets;
      PUT("dice ");
      for (int i = 0; i < m->arg[1] && i < TI4_MAX_DICE; i++) PUT("%s%d", i ? "," : "", r[i]);
      break;
    }
    case TI4_ED_UNITS: {
      const uint8_t *cnt = (const uint8_t *)m->planets;
      PUT("give %s units %s", ti4_seat_word(seat), m->card >= 0 ? ti4_content_id(TI4_K_SYSTEM, m->card)
                                                                : m->arg[2] >= 0 && m->arg[2] < TI4_NPLANETS ? ti4_planets[m->arg[2]].id : "?");
      for (int k = 0; k < 11; k++) if ((m->arg[3] >> k) & 1) PUT(" %s=%d", ti4_unit_word(k), cnt[k]);
      for (int j = 11; j < 16 && cnt[j]; j++) PUT(" damaged_%s=%d", ti4_unit_word((cnt[j] >> 4) - 1), cnt[j] & 15);
      break;
    }
    default: PUT("edit");
    }
    break;
  }
  default: PUT("?");
  }
#undef PUT
  if (n + 1 > cap) return TI4_ERANGE;
  memcpy(buf, out, n + 1);
  return TI4_OK;
}
