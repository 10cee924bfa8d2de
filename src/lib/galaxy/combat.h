/* combat.h -- combat in the active system (LRR 78 space combat, 18, 87
 * sustain damage, 62 opponent, 29 defender, 13 attacker): rounds, rolls,
 * hits assigned by their owner, retreats. The tactical action (tactical.c)
 * starts it after movement; the status phase repairs (81). */
#ifndef TI4_COMBAT_H
#define TI4_COMBAT_H
#include "rules.h"

/* After movement: if the active system holds ships of the active player and
 * of another, a space combat begins (89.3, 78); 1 if it did. */
int ti4_space_combat_begin(ti4_state *s, ti4_events *ev);
/* Run the combat under way on to its next decision (1, pending set) or to
 * its end (0). */
int ti4_combat_advance(ti4_state *s, ti4_events *ev);
/* Space cannon offense after movement (77.2-77.5): begin; run on to the
 * next decision (1) or its end (0). */
void ti4_cannon_offense_begin(ti4_state *s);
int ti4_cannon_offense_advance(ti4_state *s, ti4_events *ev);
/* The bombardment step of an invasion (15, 49.1): run on to the next
 * decision (1) or its end (0); s->combat.bomb_on starts it. */
int ti4_bombard_advance(ti4_state *s, ti4_events *ev);
/* Is the retreat, assignment or space cannon answer valid now (without looking at the dice)? */
int ti4_combat_move_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
/* A ground combat on planet pl between the active player's committed
 * ground forces and its controller's (42, 49.4). */
void ti4_ground_combat_begin(ti4_state *s, int pl, int inf, int mech);
/* Open timing window id for the n seats of ring (the active player first),
 * unless none of them could act in it (public facts); 1 if it opened. */
int ti4_combat_offer(ti4_state *s, int id, const uint8_t *ring, int n, ti4_events *ev);
void ti4_combat_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_combat_legal(const ti4_state *s, ti4_move *out, size_t cap);

/* Other seats with ships at pos (a bit per seat). */
unsigned ti4_ships_of_others(const ti4_state *s, int seat, int pos);
/* Damaged units go where their units went: after units of type k of seat
 * left `from` for `to`, the damaged ones beyond those left behind follow
 * (the undamaged ones are taken first; 87). */
void ti4_damage_moved(ti4_state *s, int seat, int from, int to, int k);
/* How many of seat's units of type k at pos are damaged (never more than are there). */
int ti4_damaged(const ti4_state *s, int seat, int pos, int k);
/* Status phase, step 7 (81): every player repairs all damaged units. */
void ti4_repair_all(ti4_state *s, ti4_events *ev);

#endif
