/* techs2.h -- questions the galaxy asks of technologies that change where
 * ships go and what produces (techs2.c): Magmus Reactor, Aerie Hololattice,
 * Chaos Mapping. */
#ifndef TI4_TECHS2_H
#define TI4_TECHS2_H
#include "rules.h"
#include "placement.h"   /* Magmus Reactor's and Aerie Hololattice's PRODUCTION, placing ground forces */

/* Aerie Hololattice: does another player's hololattice bar seat's ships
 * from moving through the system at pos (their structures are there)? */
int ti4_aerie_bars(const ti4_state *s, int seat, int pos);
/* Chaos Mapping: does another player's Chaos Mapping bar seat from
 * activating the system at pos (an asteroid field with their ships)? */
int ti4_chaos_mapping_bars(const ti4_state *s, int seat, int pos);
/* Bioplasmosis, at the end of the status phase: asks seat (1) if it holds
 * the technology and has infantry that could move. */
int ti4_bioplasmosis_ask(ti4_state *s, int seat);
/* Quantum Datahub Node, at the end of the strategy phase: asks seat (1) if
 * it holds the technology and could pay for a swap of strategy cards. */
int ti4_qdn_ask(ti4_state *s, int seat);
#endif
