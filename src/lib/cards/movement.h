/* movement.h -- the movement and wormhole family's records (movement.c). */
#ifndef TI4_MOVEMENT_H
#define TI4_MOVEMENT_H
#include "rules.h"

/* Is seat offered the window after another player activates a system for
 * Counterstroke or Forward Supply Base (an action card in hand, a command
 * token or units in the active system: public facts)? */
int ti4_movement_cards_can(const ti4_state *s, int seat);

#endif
