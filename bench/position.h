/* position.h -- prepared positions shared by the bench, the playout tests
 * and the fuzz targets: a seeded sandbox table built with the same edit
 * lines a person would type, so that every one of them also exercises
 * ti4_move_parse. Header-only (static functions): each user is one program. */
#ifndef TI4_BENCH_POSITION_H
#define TI4_BENCH_POSITION_H

#include <stdio.h>
#include <string.h>
#include "ti4/ti4.h"
#include "content.h"

/* splitmix64: the callers' own random numbers (never the state's). */
static inline uint64_t ti4pos_rand(uint64_t *x) {
  uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static inline unsigned ti4pos_below(uint64_t *x, unsigned n) {
  return n ? (unsigned)(ti4pos_rand(x) % n) : 0;
}

/* Setup options for a full game of n players from seed, every faction drawn
 * at random (none named). */
static inline ti4_setup ti4pos_options(int players, uint64_t seed) {
  ti4_setup opt;
  memset(&opt, 0, sizeof opt);
  opt.players = players;
  opt.seed = seed;
  for (int i = 0; i < TI4_MAX_SEATS; i++) opt.factions[i] = -1;
  return opt;
}

/* What built a position: the setup options and the edit moves, so that a
 * ti4_game handle can be brought to the same position move by move. */
#define TI4POS_MAX_EDITS 96
typedef struct ti4pos_rec {
  ti4_setup opt;
  size_t n;
  ti4_move edits[TI4POS_MAX_EDITS];
} ti4pos_rec;

/* Parse and apply one protocol line (recorded in rec if not NULL); returns
 * the result code. */
static inline int ti4pos_line(ti4_state *s, const char *line, ti4_error *err, ti4pos_rec *rec) {
  ti4_move m;
  int rc = ti4_move_parse(&m, line, s, err);
  if (rc) return rc;
  rc = ti4_state_apply(s, &m, NULL, err);
  if (!rc && rec && rec->n < TI4POS_MAX_EDITS) rec->edits[rec->n++] = m;
  return rc;
}

/* A sandbox table of `players` seats ready for the agenda phase: random
 * distinct factions, a random speaker, custodians removed, 3 to 6 planets
 * per seat (some exhausted), a few action cards each, sometimes a law in
 * play, then `set phase agenda`. Returns TI4_OK or the first failing code
 * (err says which line). */
static inline int ti4pos_agenda(ti4_state *s, int players, uint64_t seed, ti4_error *err, ti4pos_rec *rec) {
  uint64_t r = seed ^ 0xA5A5A5A5u;
  ti4_setup opt;
  memset(&opt, 0, sizeof opt);
  opt.players = players;
  opt.seed = seed;
  opt.sandbox = 1;
  int16_t fac[TI4_NFACTIONS];
  for (int i = 0; i < TI4_NFACTIONS; i++) fac[i] = (int16_t)i;
  for (int i = TI4_NFACTIONS - 1; i > 0; i--) {
    unsigned j = ti4pos_below(&r, (unsigned)i + 1);
    int16_t t = fac[i]; fac[i] = fac[j]; fac[j] = t;
  }
  for (int i = 0; i < TI4_MAX_SEATS; i++) opt.factions[i] = i < players ? fac[i] : -1;
  if (rec) { rec->opt = opt; rec->n = 0; }
  int rc = ti4_state_setup(s, &opt, err);
  if (rc) return rc;
  char line[256];
  snprintf(line, sizeof line, "set speaker p%u", 1 + ti4pos_below(&r, (unsigned)players));
  if ((rc = ti4pos_line(s, line, err, rec))) return rc;
  if ((rc = ti4pos_line(s, "set custodians removed", err, rec))) return rc;
  int planets[TI4_NPLANETS];
  for (int i = 0; i < TI4_NPLANETS; i++) planets[i] = i;
  for (int i = TI4_NPLANETS - 1; i > 0; i--) {
    unsigned j = ti4pos_below(&r, (unsigned)i + 1);
    int t = planets[i]; planets[i] = planets[j]; planets[j] = t;
  }
  int next = 0;
  for (int seat = 0; seat < players; seat++) {
    int n = 3 + (int)ti4pos_below(&r, 4);
    for (int k = 0; k < n && next < TI4_NPLANETS; k++) {
      snprintf(line, sizeof line, "give p%d planet %s%s", seat + 1, ti4_planets[planets[next++]].id,
               ti4pos_below(&r, 5) == 0 ? " exhausted" : "");
      if ((rc = ti4pos_line(s, line, err, rec))) return rc;
    }
    int cards = (int)ti4pos_below(&r, 4);
    for (int k = 0; k < cards && s->nac_deck > 0; k++) {
      snprintf(line, sizeof line, "give p%d action %s", seat + 1,
               ti4_actions[s->ac_deck[ti4pos_below(&r, s->nac_deck)]].id);
      if ((rc = ti4pos_line(s, line, err, rec))) return rc;
    }
  }
  if (ti4pos_below(&r, 3) == 0) {               /* sometimes a law in play */
    for (int tries = 0; tries < 8; tries++) {
      int a = (int)ti4pos_below(&r, TI4_NAGENDAS);
      if (ti4_agendas[a].type != TI4_AGENDA_LAW || ti4_agendas[a].outcome != TI4_OUT_FOR_AGAINST) continue;
      int in_deck = 0;
      for (int i = 0; i < s->nagenda_deck; i++) in_deck |= s->agenda_deck[i] == a;
      if (!in_deck) continue;
      snprintf(line, sizeof line, "law %s", ti4_agendas[a].id);
      if ((rc = ti4pos_line(s, line, err, rec))) return rc;
      break;
    }
  }
  return ti4pos_line(s, "set phase agenda", err, rec);
}

#endif
