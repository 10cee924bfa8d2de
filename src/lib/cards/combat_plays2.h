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

/* The questions of combat_plays2.c's records (ids 234-236; S'Ula Mentarion asks Diplomatic Pressure's). */
enum { TI4_ASK_DART_AND_TAI = 234 };   /* choose PLANET or nothing: explore a planet taken from another player */
/* A space combat ended, winner beat loser: S'Ula Mentarion's note is owed
 * (the loser is asked which; 1 if asked). */
int ti4_space_combat_won(ti4_state *s, int winner, int loser);
/* Salvage Operations: the trade good of the winner and the loser of a
 * space combat that ended; then the winner is asked for 1 ship of a type
 * in wrecked (a bit per type destroyed in the combat) when it can produce
 * one (1 if asked). */
enum { TI4_ASK_SALVAGE_OPERATIONS = 124,
       TI4_ASK_BROTHER_MILOR = 125,     /* choose N or nothing: the fighters Brother Milor lets a player place */
       TI4_ASK_BROTHER_MILOR_INFANTRY = 182 };   /* ... the infantry, on the planet of a ground combat */
void ti4_salvage_gain(ti4_state *s, int winner, int loser, ti4_events *ev);
int ti4_salvage_ask(ti4_state *s, int winner, int wrecked);

#endif
