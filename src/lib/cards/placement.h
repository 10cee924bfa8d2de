/* placement.h -- what has PRODUCTION where, and where a unit produced
 * outside the production step goes (placement.c; LRR 68.3, 68.4). */
#ifndef TI4_PLACEMENT_H
#define TI4_PLACEMENT_H
#include "rules.h"

/* Magmus Reactor: can seat's ships move into a supernova (86.1 lifted)? */
int ti4_magmus_into(const ti4_state *s, int seat);
/* Magmus Reactor (Codex I Omega): the PRODUCTION the system at pos has for
 * seat (5 when it is a supernova with seat's units), else 0. */
int ti4_magmus_production(const ti4_state *s, int seat, int pos);
/* Aerie Hololattice: PRODUCTION 1 of planet pl for its controller seat
 * (a structure of theirs on it), else 0. */
int ti4_aerie_production(const ti4_state *s, int seat, int pl);
/* Does seat have a unit with PRODUCTION on its planet p / in the space
 * area of pos (space docks, Floating Factories, Hel-Titans, Letani
 * Warriors and Behemoths, Aerie Hololattice, Magmus Reactor)? */
int ti4_produces_on(const ti4_state *s, int seat, int p);
int ti4_produces_in_space(const ti4_state *s, int seat, int pos);
/* Would one more unit of type k in pos's space area fit capacity (16.2)? */
int ti4_space_room_for(const ti4_state *s, int seat, int pos, int k);
/* A ground force of type k produced in pos outside the production step
 * (Chaos Mapping, Dirzuga Rophal): the number of places it may go (68.3: a
 * planet of seat's there with a unit with PRODUCTION; 68.4: with such a
 * unit in the space area, any planet seat controls there, or the space area
 * within capacity); ti4_ground_place puts it there, or asks seat where when
 * there is more than one (dirzuga: which question). Ships: the space area. */
int ti4_ground_places(const ti4_state *s, int seat, int pos, int k);
void ti4_ground_place(ti4_state *s, int seat, int pos, int k, int dirzuga, ti4_events *ev);
#endif
