/* turn.h -- the action phase's turn as the state records it: the step
 * machine's steps (phases/action_phase.c runs them) and the questions and
 * requests a card record may put to it without calling the phase: which
 * strategic action is declared, what kind of action was just performed, one
 * more action this turn, end the turn, resolve a primary then offer the
 * secondaries. Layer: common (below the card records and the phases). */
#ifndef TI4_TURN_H
#define TI4_TURN_H
#include "rules.h"

/* s->step in the action phase. */
enum { AP_START, AP_TURN, AP_SECONDARY, AP_END_TURN, AP_ACT, AP_NEXT,
       AP_DECLARED,      /* a strategic action declared: its "when" window, then it resolves */
       AP_DISCARDED,     /* a component-action card was played: its discard's window */
       AP_AFTER_ACTION,  /* an action is done: the "after an action" window */
       AP_AFTER_DONE,    /* ... closed: an additional action, or the end of the turn */
       AP_TACTICAL };    /* a tactical action after activation (galaxy/tactical.c) */

/* s->sc_flags in the action phase: the turn's additional actions. */
enum { APF_EXTRA = 0x07,        /* additional actions granted, not yet taken */
       APF_IN_EXTRA = 0x08,     /* the action being taken is an additional one */
       APF_KIND_SHIFT = 4 };    /* bits 4-7: the move kind of the action just performed */
/* s->substep in the action phase: the action card (content + 1) played as
 * the component action, whose discard opens a window; 0 none. */

/* Coup d'Etat: the declared strategic action is not resolved and its card
 * stays ready; the turn ends (its end-of-turn window follows). */
void ti4_ap_end_turn(ti4_state *s);
/* One more action this turn, taken when the "after an action" window closes. */
void ti4_ap_grant_action(ti4_state *s);
/* The move kind (TI4_MV_STRATEGIC, _TACTICAL, _COMPONENT) of the action the
 * "after an action" window answers; 0 outside it. */
int ti4_ap_last_action(const ti4_state *s);
/* The strategy card (0-7) whose strategic action is declared and waits for
 * its "when" window, -1 if none. */
int ti4_ap_declared(const ti4_state *s);
/* A component action that resolves a card's primary then offers its
 * secondary to the others (the Winnu hero): the same ring as a strategic
 * action, which the phase runs once the primary is done. */
void ti4_ap_offer_secondaries(ti4_state *s, int card);

#endif
