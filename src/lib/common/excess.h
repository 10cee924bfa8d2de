/* excess.h -- units beyond the fleet pool (LRR 37.3) or beyond capacity
 * (16.3) that their owner chooses and removes, whenever they arise outside
 * movement (tokens lost to an agenda or an ability, a retreat, the end of a
 * combat, a ship scuttled). */
#ifndef TI4_EXCESS_H
#define TI4_EXCESS_H
#include "rules.h"

/* Ask ids (registry/choices.c's tables must not share them). */
enum { TI4_ASK_FLEET_EXCESS = 230, TI4_ASK_CAPACITY_EXCESS = 231, TI4_ASK_ARMS_REDUCTION = 232,
       TI4_ASK_HELMSMAN = 233,     /* cards/heroes2.c: answered SYS:TYPE=N too; apart from activation.c (244-248), cards9 (250-251) */
       TI4_ASK_MIRIK_SHIPS = TI4_ASK__FIRST_FREE + 0,   /* cards/heroes2.c (Mirik Aun Sissiri): SYS:TYPE=N too */
       TI4_ASK_MIRIK_INTO = TI4_ASK__FIRST_FREE + 1 };  /* ... the next system: TILE */

/* Something may have put units beyond the fleet pool or capacity: look
 * (and ask) once no combat is under way. */
void ti4_excess_owed(ti4_state *s);
/* Arms Reduction, For: each player destroys all but 2 of its dreadnoughts
 * and all but 4 of its cruisers, choosing which (asked in speaker order,
 * one system per answer). */
void ti4_excess_arms_owed(ti4_state *s);
/* The engine's loop: 1 if a seat was asked which units to remove. A seat
 * whose fleet tokens went down since the last look is looked at too. */
int ti4_excess_ask(ti4_state *s);
/* Is the pending question one of these (its answer is SYS:TYPE=N,...)? */
int ti4_excess_asking(const ti4_state *s);
/* Would seat's units in the space area at pos, counts c[TI4_SPACE_TYPES],
 * be beyond the fleet pool (bit 2) or capacity (bit 1)? */
int ti4_excess_rule(const ti4_state *s, int seat, int pos, const int c[TI4_SPACE_TYPES]);

#endif
