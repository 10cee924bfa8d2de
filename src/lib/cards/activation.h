/* activation.h -- what the action phase asks of the records used "after a
 * player activates a system" by seats other than the active player
 * (cards/activation.c). */
#ifndef TI4_ACTIVATION_H
#define TI4_ACTIVATION_H
#include "rules.h"

/* 1 if seat, not the active player, could use one of these records in the
 * after-activation window now (judged from public facts: leaders' states,
 * units on the board, reinforcements), so the window is offered to it. */
int ti4_activation_can(const ti4_state *s, int seat);

#endif
