/* mahact.h -- the Mahact Gene-Sorcerers' fleet pool (cards/mahact.c). */
#ifndef TI4_MAHACT_H
#define TI4_MAHACT_H
#include "rules.h"

/* A combat ended with a winner and a loser (galaxy/combat.c, 78.10):
 * Edict, if the winner is the Mahact. */
void ti4_edict(ti4_state *s, int winner, int loser, ti4_events *ev);

/* Il Na Viroset (the Mahact's commander, unlocked): during their tactical
 * actions they may activate a system holding their command token; both
 * tokens go back to reinforcements and the turn ends (action_phase.c). */
int ti4_viroset(const ti4_state *s, int seat);
/* Starlancer (mech): may seat end the active player's turn now? */
int ti4_starlancer_can(const ti4_state *s, int seat);
/* Its unlock condition: 2 other factions' tokens in their fleet pool. */
int ti4_viroset_unlocks(const ti4_state *s, int seat);

#endif
