/* capture.h -- capturing units (LRR 17) and the Vuil'raith Cabal's
 * abilities that capture. The galaxy's combat tells this module what was
 * destroyed (one call); the engine asks it after every move whether a
 * blockade returns captured units (17.2c). Layer: common. */
#ifndef TI4_CAPTURE_H
#define TI4_CAPTURE_H
#include "rules.h"
#include "deeds.h"

/* n units of type k of victim were destroyed by `by` at a step
 * (TI4_DEED_AT_*) in the active system: captured if an ability says so. */
void ti4_capture_destroyed(ti4_state *s, int victim, int by, int k, int n, int at, ti4_events *ev);
/* n units of type k of victim at map position pos were destroyed outside
 * a combat's hit assignment -- by an ability or a card (Van Hauge's blast,
 * Impulse Core, Devotion, a hero, Ixthian Artifact): captured by The
 * Terror Between in that system, or, during a combat there, by the
 * Cabal's Devour. Call it before the units leave the board when the same
 * effect may destroy the flagship too (destroyed at once). (Units removed
 * from the board -- a gravity rift, 41.2 -- are not destroyed, 31.2.) */
void ti4_capture_lost(ti4_state *s, int victim, int k, int n, int pos, ti4_events *ev);
/* Does seat have ships in a system with a space dock of captor and
 * captor no ships there (14.1, 17.2c, 17.6)? */
int ti4_blockades_dock(const ti4_state *s, int seat, int captor);
/* 17.2c: captured non-fighter ships and mechs of a player blockading the
 * captor's space dock return to their owner's reinforcements. */
void ti4_capture_blockades(ti4_state *s, ti4_events *ev);
/* captor captures n units of owner's type k (non-structure) from wherever
 * the caller took them (17.1, 17.3), unless owner blockades one of the
 * captor's space docks (17.6). */
void ti4_capture_units(ti4_state *s, int captor, int owner, int k, int n, ti4_events *ev);
/* Return n captured units of owner's type k (a non-fighter ship or mech)
 * to owner's reinforcements (17.1): a transaction (17.2a) or an ability's
 * cost (17.2b). Returns 0, or -1 if fewer are captured. */
int ti4_capture_return(ti4_state *s, int owner, int k, int n, ti4_events *ev);
/* Do the captor's captured units of owner cover the nibbles c (4 bits per
 * type in ti4_capture_slot order)? 1 yes. */
int ti4_capture_covers(const ti4_state *s, int captor, int owner, const uint8_t c[4]);
/* Return them all (a transaction accepted, 17.2a). */
void ti4_capture_return_all(ti4_state *s, int owner, const uint8_t c[4], ti4_events *ev);

#endif
