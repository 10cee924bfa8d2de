/* combat_plays2.h -- questions galaxy/combat.c asks of the records of
 * combat_plays2.c: ground forces in the space area that fight as ships. */
#ifndef TI4_COMBAT_PLAYS2_H
#define TI4_COMBAT_PLAYS2_H
#include "rules.h"

/* At the start of a space combat at pos: seat's mechs in the space area
 * that fight as ships without a choice (the Naaz-Rokha's Eidolon flips to
 * Z-Grav Eidolon). */
int ti4_space_flip_mechs(const ti4_state *s, int seat, int pos);
/* The row of data/units.tsv seat's mechs roll with in a space combat (the
 * flipped card), -1: their own. */
int ti4_space_mech_row(const ti4_state *s, int seat);
/* side's opponent lost n ships of type k in the space combat under way:
 * what follows for side (Sleeper Cell places as many of its own). */
void ti4_space_ships_lost(ti4_state *s, int side, int k, int n, ti4_events *ev);

#endif
