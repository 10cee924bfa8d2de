/* dice.c -- rolling a die (LRR 23.1: dice are limitless): the queue of the
 * `dice` edit first, else the seeded generator in the state. */
#include "rules.h"
#include "rng.h"

int ti4_dice_ready(const ti4_state *s, int n, ti4_error *e) {
  if (!s->dice_fixed || n <= s->ndice) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "", N_("this needs more dice than are queued: queue the rolls first with dice N,N,... (%s)"), "dice");
}

int ti4_roll(ti4_state *s, int seat, int type, int pos, ti4_events *ev) {
  int r;
  if (s->ndice) {
    r = s->dice[0];
    memmove(s->dice, s->dice + 1, (size_t)(TI4_MAX_DICE - 1));
    s->dice[--s->ndice] = 0;
  } else {
    r = 1 + (int)ti4_rng_below(s->rng, 10);
  }
  ti4_emit(ev, TI4_EV_ROLLED, seat, type, pos, 0, r);
  return r;
}
