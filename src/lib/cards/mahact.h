/* mahact.h -- the Mahact Gene-Sorcerers' fleet pool (cards/mahact.c). */
#ifndef TI4_MAHACT_H
#define TI4_MAHACT_H
#include "rules.h"

/* A combat ended with a winner and a loser (galaxy/combat.c, 78.10):
 * Edict, if the winner is the Mahact. */
void ti4_edict(ti4_state *s, int winner, int loser, ti4_events *ev);

#endif
