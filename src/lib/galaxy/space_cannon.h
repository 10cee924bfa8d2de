/* space_cannon.h -- SPACE CANNON (LRR 77): which units of a seat can fire
 * at the active system or at a planet, and their rolls. The offense and
 * defense steps themselves are run by combat.c. */
#ifndef TI4_SPACE_CANNON_H
#define TI4_SPACE_CANNON_H
#include "rules.h"

/* Dice seat's SPACE CANNON units can roll: pl < 0, offense at the system
 * at pos (units in it, or adjacent with the ability to reach, 77.3c); pl a
 * planet, defense (units on it only, 77.7d). */
int ti4_cannon_dice(const ti4_state *s, int seat, int pos, int pl);
/* Roll them at target's units (each die a `rolled` event; the abilities of
 * combat_abilities.c applied); the hits. Sets s->combat.short_dice when a
 * roll found the `dice` queue empty. */
int ti4_cannon_roll(ti4_state *s, int seat, int pos, int pl, int target, ti4_events *ev);
/* The same roll with `extra` more dice for its best unit (Strike Wing
 * Ambuscade); only > 0: roll only that many dice, for its best unit.
 * Plasma Scoring's added die goes to the unit type s->combat.cannon_die
 * names (type + 1, the cannon move's die=TYPE), else to the best unit. */
int ti4_cannon_roll_more(ti4_state *s, int seat, int pos, int pl, int target, int extra, int only, ti4_events *ev);
/* Dice of seat's units of type k in that roll (0: none can fire). */
int ti4_cannon_type_dice(const ti4_state *s, int seat, int pos, int pl, int k);
/* 77.5: the seats whose ships seat's space cannon offense may target (a bit per seat). */
unsigned ti4_cannon_targets(const ti4_state *s, int seat);

#endif
