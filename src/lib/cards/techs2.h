/* techs2.h -- questions the galaxy asks of technologies that change where
 * ships go and what produces (techs2.c): Magmus Reactor, Aerie Hololattice,
 * Chaos Mapping. */
#ifndef TI4_TECHS2_H
#define TI4_TECHS2_H
#include "rules.h"

/* Magmus Reactor: can seat's ships move into a supernova (86.1 lifted)? */
int ti4_magmus_into(const ti4_state *s, int seat);
/* Magmus Reactor (Codex I Omega): the PRODUCTION the system at pos has for
 * seat (5 when it is a supernova with seat's units), else 0. */
int ti4_magmus_production(const ti4_state *s, int seat, int pos);
/* Aerie Hololattice: does another player's hololattice bar seat's ships
 * from moving through the system at pos (their structures are there)? */
int ti4_aerie_bars(const ti4_state *s, int seat, int pos);
/* Aerie Hololattice: PRODUCTION 1 of planet pl for its controller seat
 * (a structure of theirs on it), else 0. */
int ti4_aerie_production(const ti4_state *s, int seat, int pl);
/* Chaos Mapping: does another player's Chaos Mapping bar seat from
 * activating the system at pos (an asteroid field with their ships)? */
int ti4_chaos_mapping_bars(const ti4_state *s, int seat, int pos);
/* A ground force of type k produced in pos outside the production step
 * (Chaos Mapping, Dirzuga Rophal): the places it may go (68.3: a planet of
 * seat's there with a unit with PRODUCTION; 68.4: with such a unit in the
 * space area, any planet seat controls there, or the space area within
 * capacity); ti4_ground_place puts it there, or asks seat where when there
 * is more than one (dirzuga: which question). Other units: the space area. */
int ti4_ground_places(const ti4_state *s, int seat, int pos, int k);
void ti4_ground_place(ti4_state *s, int seat, int pos, int k, int dirzuga, ti4_events *ev);
#endif
