/* tokens.h -- reading the faction tokens the state keeps in s->tok: the
 * Titans' sleeper tokens (cards/titans.c) and the other players' command
 * tokens in the Mahact's fleet pool (cards/mahact.c). Inline, so that every
 * floor may ask without calling upward. */
#ifndef TI4_TOKENS_H
#define TI4_TOKENS_H
#include "rules.h"

#define TI4_SLEEPERS 5       /* the Titans' sleeper tokens (faction sheet) */

/* The sleeper token on planet pl (its slot), -1 if none. */
static inline int ti4_sleeper_at(const ti4_state *s, int pl) {
  for (int i = 0; i < TI4_SLEEPERS; i++)
    if (pl >= 0 && s->tok.sleeper[i] == pl + 1) return i;
  return -1;
}
/* Sleeper tokens in the Titans' supply (not on the board). */
static inline int ti4_sleepers_free(const ti4_state *s) {
  int n = 0;
  for (int i = 0; i < TI4_SLEEPERS; i++) n += !s->tok.sleeper[i];
  return n;
}
/* Terragenesis: seat explored planet pl; if seat is the Titans and pl holds
 * no sleeper token, they are asked once nothing else is (cards/titans.c). */
static inline void ti4_terragenesis_due(ti4_state *s, int seat, int pl) {
  if (pl < 0 || pl >= TI4_NPLANETS || seat < 0 || seat >= s->nseats ||
      s->p[seat].faction != TI4_FACTION_TITANS || ti4_sleeper_at(s, pl) >= 0) return;
  s->tok.terra_owed = (uint8_t)(pl + 1);
}
/* Edict: is o's command token in the fleet pool of seat, the Mahact? */
static inline int ti4_mahact_holds(const ti4_state *s, int seat, int o) {
  return seat >= 0 && seat < s->nseats && o >= 0 && o < TI4_MAX_SEATS && o != seat &&
         s->p[seat].faction == TI4_FACTION_MAHACT && ((s->tok.mahact >> o) & 1);
}
/* The seat of the Mahact while other players' tokens are in their fleet
 * pool, -1 otherwise. */
static inline int ti4_mahact_seat(const ti4_state *s) {
  if (!s->tok.mahact) return -1;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
    if (s->p[o].faction == TI4_FACTION_MAHACT) return o;
  return -1;
}

#endif
