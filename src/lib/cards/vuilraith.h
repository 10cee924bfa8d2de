/* vuilraith.h -- the Vuil'raith Cabal's records that other card families
 * ask about (cards/vuilraith.c). Layer: cards. */
#ifndef TI4_VUILRAITH_H
#define TI4_VUILRAITH_H
#include "rules.h"

/* Riftmeld: can seat ignore all prerequisites of unit upgrade technology t
 * by returning a captured unit of its type? The unit type, or -1. */
int ti4_riftmeld_type(const ti4_state *s, int seat, int t);
/* ... and return that unit (17.2b): seat's own first, then other owners
 * clockwise from seat; a fighter or infantry token to the supply. */
void ti4_riftmeld_pay(ti4_state *s, int seat, int t, ti4_events *ev);
/* Is research of t by seat legal only through Riftmeld (spec: planets
 * whose specialties it uses, or NULL)? strategy_cards.c */
int ti4_tech_riftmeld(const ti4_state *s, int seat, int t, const uint64_t *spec);

#endif
