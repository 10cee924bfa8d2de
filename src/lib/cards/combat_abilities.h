/* combat_abilities.h -- abilities that change rolls in combat, one record
 * each (combat_abilities.c); the combat machine (galaxy/combat.c,
 * space_cannon.c) asks these questions and never names a card. */
#ifndef TI4_COMBAT_ABILITIES_H
#define TI4_COMBAT_ABILITIES_H
#include "rules.h"

/* Added to the result of each of seat's combat rolls (18; not space cannon
 * or anti-fighter barrage rolls, 77.3d, 10). */
int ti4_combat_roll_mod(const ti4_state *s, int seat);
/* Extra dice one of seat's units rolls when it uses SPACE CANNON. */
int ti4_cannon_extra_dice(const ti4_state *s, int seat);
/* Added to each space cannon roll made against target's units. */
int ti4_cannon_mod_against(const ti4_state *s, int target);
/* Damaged units seat repairs after assigning hits in a combat round (those
 * that did not sustain damage in it). */
int ti4_round_repairs(const ti4_state *s, int seat);

#endif
