/* combat_abilities.h -- abilities that act in combat, one record each
 * (combat_abilities.c): faction abilities, technologies, flagships, mechs.
 * The combat machine (galaxy/combat.c, space_cannon.c) asks these
 * questions and never names a card. */
#ifndef TI4_COMBAT_ABILITIES_H
#define TI4_COMBAT_ABILITIES_H
#include "rules.h"

/* One side of a combat as the records see it: the seat, its opponent, the
 * place, and the units of each type that take part (ships in a space
 * combat or under space cannon fire; ground forces on the planet in a
 * ground combat or a bombardment). */
typedef struct {
  int seat, opp;
  int ground;                /* 1: on a planet (ground combat, bombardment, space cannon defense) */
  int pos, planet;           /* the active system's position; the planet (ground), -1 */
  int own[TI4_SPACE_TYPES], foe[TI4_SPACE_TYPES];
} ti4_fight;

/* Added to the result of each combat roll of seat's units of type k (18;
 * not space cannon or anti-fighter barrage rolls, 77.3d, 10): Unrelenting,
 * Fragile, C'morran N'orr, Arvicon Rex. */
int ti4_fight_roll_mod(const ti4_state *s, const ti4_fight *f, int k);
/* The dice each unit of type k rolls in a combat round (its card's dice,
 * changed by Salai Sai Corian, Visz El Vir). */
int ti4_fight_dice(const ti4_state *s, const ti4_fight *f, int k, int dice);
/* Additional hits a die of a unit of type k produces, from its unmodified
 * result (J.N.S. Hylarim). */
int ti4_fight_extra_hits(const ti4_state *s, const ti4_fight *f, int k, int die);
/* 1 if the hits of seat's units of type k must be assigned to the
 * opponent's non-fighter ships if able ([0.0.1]). */
int ti4_fight_nonfighter(const ti4_state *s, const ti4_fight *f, int k);
/* 1 if seat's units of type k cannot use SUSTAIN DAMAGE here (the
 * opponent's Fourth Moon, Moll Terminus). */
int ti4_fight_no_sustain(const ti4_state *s, const ti4_fight *f, int k);
/* Hits one use of SUSTAIN DAMAGE cancels (87.1; Non-Euclidean Shielding: 2). */
int ti4_fight_sustain_cancels(const ti4_state *s, const ti4_fight *f);
/* May the side's mechs in the space area use SUSTAIN DAMAGE against hits on
 * its ships (Quantum Manipulator)? */
int ti4_fight_space_mech_sustain(const ti4_state *s, const ti4_fight *f);
/* May seat commit fighters to planets as if they were ground forces during
 * an invasion of the system at pos (Matriarch in its space area)? */
int ti4_fighters_commit(const ti4_state *s, int seat, int pos);
/* May seat also commit 1 ground force from each planet in the active system
 * and in adjacent systems without its command token (G'hom Sek'kus)? */
int ti4_commit_near(const ti4_state *s, int seat);
/* After seat's units of type k used SUSTAIN DAMAGE n times: what follows
 * (Rear Admiral Farran's trade good); returns the hits against the
 * opponent's units in a ground combat round (Valkyrie Exoskeleton). */
int ti4_fight_sustained(ti4_state *s, const ti4_fight *f, int k, int n, ti4_events *ev);
/* Infantry seat places on the planet at the start of a ground combat there
 * (Claire Gibson; it must control the planet). */
int ti4_fight_ground_start(ti4_state *s, const ti4_fight *f, ti4_events *ev);
/* Infantry seat places on the planet after winning a ground combat there
 * (Dacxive Animators). */
int ti4_fight_ground_won(const ti4_state *s, const ti4_fight *f);
/* 1 if seat, attacking in a ground combat, bombards the planet after each round (Harrow). */
int ti4_fight_harrow(const ti4_state *s, const ti4_fight *f);
/* 1 if seat's barrage hits beyond the opponent's fighters damage its ships
 * with SUSTAIN DAMAGE (Raid Formation). */
int ti4_fight_raid(const ti4_state *s, const ti4_fight *f);
/* Extra dice one of seat's units rolls when it uses ANTI-FIGHTER BARRAGE. */
int ti4_barrage_extra_dice(const ti4_state *s, int seat);
/* One die of seat's unit k for a unit ability (ANTI-FIGHTER BARRAGE, SPACE
 * CANNON, BOMBARDMENT) at map position pos: 1 if it hits (a result of need
 * or more, modifiers already taken off need). When a record lets seat
 * reroll (Ta Zern), a miss is counted in combat.miss[utally - 1][k] (need
 * in combat.uneed) for its player to name after the roll (galaxy/combat.c);
 * with no roll under way to count it (utally 0), it is rerolled at once. */
int ti4_unit_ability_die(ti4_state *s, int seat, int k, int pos, int need, ti4_events *ev);
/* ... the die's result itself (after such a reroll). */
int ti4_unit_ability_value(ti4_state *s, int seat, int k, int pos, int need, ti4_events *ev);
/* One die of seat's unit k rolled again (a miss its player named): 1 if it
 * hits need. */
int ti4_unit_ability_reroll(ti4_state *s, int seat, int k, int pos, int need, ti4_events *ev);
/* Additional hits of seat after the rolls of a ground combat round, when its
 * opponent produced `against` hits (Valkyrie Particle Weave). */
int ti4_fight_bonus_hits(const ti4_state *s, const ti4_fight *f, int against);
/* At the start of each space combat round: repairs (Arc Secundus). */
void ti4_fight_round_start(ti4_state *s, const ti4_fight *f, ti4_events *ev);
/* At the start of a combat (space: before anti-fighter barrage; ground:
 * after space cannon defense), seat's ability number i (0, 1, ...)
 * resolves: returns the hits against the opponent's units, 0 when it does
 * not apply, -1 past the last one; *flags says how they are assigned
 * (TI4_OPEN_*). Assault Cannon, Mentak Ambush, Dimensional Splicer, Magen
 * Defense Grid. */
enum { TI4_OPEN_NONFIGHTER = 1, TI4_OPEN_NOSUSTAIN = 2, TI4_OPEN_FOE_ASSIGNS = 4,
       TI4_OPEN_ASKED = -2 };   /* returned: its player was asked (Ambush's ships); call again once answered */
int ti4_fight_opening(ti4_state *s, const ti4_fight *f, int i, int *flags, ti4_events *ev);
/* 1 if seat may not use ANTI-FIGHTER BARRAGE against its opponent's units
 * here (the Naalu Iconoclast). */
int ti4_fight_no_barrage(const ti4_state *s, const ti4_fight *f);
/* 1 if destroying seat's unit of type k destroys every ship in its system
 * (Van Hauge). */
int ti4_death_blast(const ti4_state *s, int seat, int k);

/* Extra dice one of seat's units rolls when it uses SPACE CANNON. */
int ti4_cannon_extra_dice(const ti4_state *s, int seat);
/* Added to each space cannon roll made against target's units. */
int ti4_cannon_mod_against(const ti4_state *s, int target);
/* 1 if no SPACE CANNON may fire at target's ships in the system at pos
 * (Quetzecoatl). */
int ti4_cannon_immune(const ti4_state *s, int target, int pos);
/* 1 if no space cannon defense may fire during seat's invasion (L4 Disruptors). */
int ti4_cannon_defense_denied(const ti4_state *s, int seat);
/* 1 if other players' units in the system at pos lose PLANETARY SHIELD
 * against seat (a War Sun, Arc Secundus; 65.3). */
int ti4_shields_lost(const ti4_state *s, int seat, int pos);
/* 1 if seat's BOMBARDMENT that destroyed infantry destroys all the
 * remaining infantry on the planet (X-89 Bacterial Weapon). */
int ti4_bombard_wipes(const ti4_state *s, int seat);
/* Graviton Laser System is ready for seat's space cannon; exhaust it. */
int ti4_graviton_ready(const ti4_state *s, int seat);
void ti4_graviton_use(ti4_state *s, int seat, ti4_events *ev);
/* Damaged units seat repairs after assigning hits in a combat round (those
 * that did not sustain damage in it). */
int ti4_round_repairs(const ti4_state *s, int seat);

/* 1 if seat (not the active player) is offered the "after you activate a
 * system" window: units in the active system and one of the active
 * player's promissory notes in hand (Ceasefire; combat_cards.c). */
int ti4_ceasefire_can(const ti4_state *s, int seat);

#endif
