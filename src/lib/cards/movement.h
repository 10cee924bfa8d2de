/* movement.h -- the movement and wormhole family's records (movement.c). */
#ifndef TI4_MOVEMENT_H
#define TI4_MOVEMENT_H
#include "rules.h"
#include "production.h"   /* ti4_one_unit_fits */

/* Is seat offered the window after another player activates a system for
 * Counterstroke or Forward Supply Base (an action card in hand, a command
 * token or units in the active system: public facts)? */
int ti4_movement_cards_can(const ti4_state *s, int seat);

/* The Creuss wormhole tokens (Wormhole Generator, Creuss IFF): a token
 * (the move's target: alpha, beta, gamma) into the system of tile number
 * arg[0] that has a planet seat controls, or is a non-home system without
 * other players' ships (101); every such placement; placing it. */
int ti4_creuss_token_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
size_t ti4_creuss_token_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                                int (*check)(const ti4_state *, int, const ti4_move *, ti4_error *));
void ti4_creuss_token_place(ti4_state *s, int seat, const ti4_move *m);

/* Could seat use Emissary Taivra on the system just activated (the Ghosts'
 * agent, ready; a non-delta wormhole there)? The after-activation window
 * is offered to such a seat (ghosts.c). */
int ti4_taivra_can(const ti4_state *s, int seat);

/* One unit produced in a system named by its tile number (Sling Relay,
 * Chaos Mapping): the representative plays of the first ntypes unit types
 * (each once, in the first system `at` allows, paid greedily) that check
 * accepts; the move's target is the unit's option word, arg[0] the tile,
 * arg[1] the trade goods. */
size_t ti4_one_unit_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap, int ntypes,
                            int (*at)(const ti4_state *, int, int), int (*cost)(const ti4_state *, int, int),
                            int (*check)(const ti4_state *, int, const ti4_move *, ti4_error *));


#endif
