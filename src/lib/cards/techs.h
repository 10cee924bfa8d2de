/* techs.h -- what the phases ask of technology records (cards/techs.c). */
#ifndef TI4_TECHS_H
#define TI4_TECHS_H
#include "rules.h"

/* 1 if seat may use Aetherstream for the active player's activation of the
 * active system (s->tac.pos): seat holds it, is the active player or one of
 * their neighbours, and the system is adjacent to an anomaly. The
 * after-activation window is offered to such a seat (action_phase.c). */
int ti4_aetherstream_can(const ti4_state *s, int seat);

#endif
