/* turn.c -- the action phase's turn, read and requested through the state
 * (turn.h). */
#include "turn.h"

void ti4_ap_end_turn(ti4_state *s) {
  if (s->phase == TI4_PHASE_ACTION && s->step == AP_DECLARED) s->step = AP_END_TURN;
}

void ti4_ap_grant_action(ti4_state *s) {
  if (s->phase == TI4_PHASE_ACTION && (s->sc_flags & APF_EXTRA) < APF_EXTRA) s->sc_flags++;
}

int ti4_ap_last_action(const ti4_state *s) {
  if (s->phase != TI4_PHASE_ACTION || s->step != AP_AFTER_DONE) return 0;
  return s->sc_flags >> APF_KIND_SHIFT;
}

int ti4_ap_declared(const ti4_state *s) {
  return s->phase == TI4_PHASE_ACTION && s->step == AP_DECLARED ? s->sc_card & 7 : -1;
}

void ti4_ap_offer_secondaries(ti4_state *s, int card) {
  s->sc_card = (uint8_t)card; s->sc_pos = 1; s->sc_free = 0; s->step = AP_SECONDARY;
}
