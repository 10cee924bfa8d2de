/* leaders.c -- ability records of leaders (see rules.h, ti4_ability): those
 * that act in the agenda phase. */
#include "agenda_rules.h"

#define W(x) (1u << (x))

/* Z'eu (Naalu agent, PoK): after an agenda is revealed, look at the top
 * agenda card. Looking changes nothing the state keeps; the agent exhausts. */
static int zeu_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_AFTER)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used after an agenda is revealed"), "zeu");
  return 0;
}
static void zeu(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)s; (void)seat; (void)m; (void)ev;
}

static const ti4_ability rows[] = {
  { "zeu", TI4_AB_LEADER, TI4_LEADER_ZEU, W(TI4_W_AFTER_REVEALED), 0, zeu_check, NULL, NULL, zeu },
};
const ti4_ability_table ti4_ab_leaders = { rows, sizeof rows / sizeof rows[0] };
