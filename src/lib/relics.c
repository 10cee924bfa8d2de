/* relics.c -- ability records of relics (see rules.h, ti4_ability): those
 * that act in the agenda phase. */
#include "agenda_rules.h"

#define W(x) (1u << (x))

/* Maw of Worlds: at the start of the agenda phase, purge it and exhaust all
 * your planets to gain any technology, prerequisites ignored (asked). */
static int maw_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_START_WIN)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used at the start of the agenda phase"), "maw_of_worlds");
  return 0;
}
static void maw(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int r = TI4_RELIC_MAW_OF_WORLDS;
  s->relic_holder[r] = TI4_NOBODY;                 /* purged */
  s->p[seat].relics &= (uint16_t)~(1u << r);
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (s->planet_owner[p] == seat && !(s->planet_flags[p] & TI4_PF_EXHAUSTED)) {
      s->planet_flags[p] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
    }
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_ANY, 1, -1);
}

static const ti4_ability rows[] = {
  { "maw_of_worlds", TI4_AB_RELIC, TI4_RELIC_MAW_OF_WORLDS, W(TI4_W_AGENDA_START), 0,
    maw_check, NULL, NULL, maw },
};
const ti4_ability_table ti4_ab_relics = { rows, sizeof rows / sizeof rows[0] };
