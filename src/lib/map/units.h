/* units.h -- the units on the board: which unit card a seat uses for a
 * type (cost, move, capacity), how many it has on the board, its
 * reinforcements (LRR 72, 23.4), and the geometry movement needs. */
#ifndef TI4_UNITS_H
#define TI4_UNITS_H
#include "rules.h"

/* The row of ti4_units seat uses for type k (its faction's unit if it has
 * one, the upgraded II with the technology of that name), -1 if none. */
int ti4_unit_row(const ti4_state *s, int seat, int k);
int ti4_unit_cost2(const ti4_state *s, int seat, int k);
/* Are seat's PDS also ground forces (43; the Titans' Hel-Titans: a PDS card
 * with a combat value)? They fight in ground combats on their planet (42),
 * may sustain damage there (87) and hold it; they are never transported. */
int ti4_pds_ground_force(const ti4_state *s, int seat);
/* The ground forces of its controller on planet pl: infantry, mechs and
 * PDS that are ground forces (Hel-Titans). */
int ti4_planet_ground_forces(const ti4_state *s, int pl);   /* ×2, -1: cannot be produced */
/* Resources to produce n units of type k (67.2: two fighters or infantry
 * for one cost; one each under Regulated Conscription, For). */
int ti4_units_cost(const ti4_state *s, int seat, int k, int n);
int ti4_unit_move(const ti4_state *s, int seat, int k);
int ti4_unit_capacity(const ti4_state *s, int seat, int k);
/* Non-fighter ships seat may have in a system (37.1; the Letnev's Armada: 2 more). */
int ti4_fleet_limit(const ti4_state *s, int seat);
/* Units of type k seat has on the board (space areas, the off-board home, planets). */
int ti4_units_on_board(const ti4_state *s, int seat, int k);
/* Plastic per type (LRR 72.1); fighters and infantry: no limit (23.4). */
int ti4_unit_limit(int k);
/* Captured units (LRR 17.1): the nibble of type k in ti4_captured.n (-1:
 * a fighter, infantry or structure, never kept there); how many of owner's
 * units of type k are captured; and units of type k owner cannot produce
 * or place (17.5, 72): those on the board and those captured. */
int ti4_capture_slot(int k);
int ti4_units_captured(const ti4_state *s, int owner, int k);
int ti4_units_out(const ti4_state *s, int seat, int k);
/* The PRODUCTION value of seat's space dock on planet pl (68.1, 79.1). */
int ti4_dock_production(const ti4_state *s, int seat, int pl);
/* The systems adjacent to position pos, a bit per position (LRR 6, 44, 101). */
uint64_t ti4_adjacent_mask(const ti4_state *s, int pos);
/* The same for movement: ab_link joins alpha and beta wormholes (Lost Star
 * Chart); the Enforced Travel Ban takes them out. */
uint64_t ti4_move_adjacent_mask(const ti4_state *s, int pos, int seat, int ab_link);
/* The same; *through: those adjacent through a wormhole (or Emissary
 * Taivra's hub), whether neighbours too or not. */
uint64_t ti4_move_adjacent_mask_wh(const ti4_state *s, int pos, int seat, int ab_link, uint64_t *through);
/* Spatial Conduit Cylinders used this activation: the systems the one at
 * pos is adjacent to besides its neighbours (for the active system, those
 * with the active player's units; for those, the active system), a bit
 * per position; 0 for other seats or when it is not used. */
uint64_t ti4_conduit_links(const ti4_state *s, int seat, int pos);
/* The wormholes in the system at pos (TI4_WH_*): its tile's and the tokens
 * there (gamma tokens, the Creuss tokens). */
unsigned ti4_wormholes_at(const ti4_state *s, int pos);
/* Is the system at pos on the edge of the game board (39.2)? */
int ti4_pos_on_edge(const ti4_state *s, int pos);
/* Does seat have units at pos: in the space area or on a planet it controls? */
int ti4_units_at(const ti4_state *s, int seat, int pos);
/* Units seat may produce in the system at pos after activating it, by its
 * flagship there (the Arborec's Duha Menaimon: up to 5; not PRODUCTION, so
 * outside the production step, 67.4); 0 if none. */
int ti4_flagship_production(const ti4_state *s, int seat, int pos);
/* The Clan of Saar's Floating Factories (faction ability; s->floating):
 * seat's space docks in the space area at pos (pos -1: on the board in
 * all); the capacity they give there (4 each, 5 with Floating Factory II;
 * no "3 fighters beside capacity" as a dock on a planet); the seat that
 * has them (the Saar's), -1. */
int ti4_floating_at(const ti4_state *s, int seat, int pos);
int ti4_floating_capacity(const ti4_state *s, int seat, int pos);
int ti4_floating_seat(const ti4_state *s);
/* "If this unit is blockaded, it is destroyed" (Floating Factory; 14.1:
 * another player's ships in its system and none of the Saar's). */
void ti4_floating_blockade(ti4_state *s, ti4_events *ev);
/* A space dock of seat's placed "on planet pl" (Construction, Construction
 * Rider): on it, or for the Saar into the space area of its system. */
void ti4_place_dock(ti4_state *s, int seat, int pl);
/* A space dock of seat's was placed in the system at map position pos:
 * with Minister of Industry seat's law, its production there is owed
 * (s->minister; asked by galaxy/tactical.c, ti4_minister_ask). */
void ti4_minister_dock(ti4_state *s, int seat, int pos);
/* Does seat have a space dock on a planet of the system at pos? */
int ti4_dock_in(const ti4_state *s, int seat, int pos);
/* Everything of seat's in the space area at from moves to to, damage
 * included, the Saar's Floating Factories too (Skilled Retreat,
 * Foresight): `moved` events. */
void ti4_space_area_move(ti4_state *s, int seat, int from, int to, ti4_events *ev);
/* The tile number of system sys (-1: not all digits), and the map
 * position of the tile numbered n (-1: not on the board). */
int ti4_tile_number(int sys);
int ti4_tile_pos(const ti4_state *s, int n);

#endif
