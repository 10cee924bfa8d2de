/* tactical_windows.h -- what the phases ask of the records used after an
 * activation or after movement (cards/tactical_windows.c). */
#ifndef TI4_TACTICAL_WINDOWS_H
#define TI4_TACTICAL_WINDOWS_H
#include "rules.h"

/* 1 if seat may use Aetherpassage for the active player's activation: the
 * Empyrean, not the active player, with ships on the board. The
 * after-activation window is offered to such a seat (action_phase.c). */
int ti4_aetherpassage_can(const ti4_state *s, int seat);
/* 1 if seat may use Nullification Field now: another player activated a
 * system with seat's ships; seat holds it ready and has a strategy token. */
int ti4_nullification_can(const ti4_state *s, int seat);
/* 1 if seat owns Minister of Peace and could use it now: the active
 * system holds another player's units than the active player's. */
int ti4_minister_of_peace_can(const ti4_state *s, int seat);
/* The abilities that act by themselves after the active player activates
 * the system at pos (E-Res Siphons). */
void ti4_activation_abilities(ti4_state *s, int pos, ti4_events *ev);
/* Sh'val, Harbinger: the active player's ships in the active system back to
 * reinforcements, after the commit (galaxy/tactical.c). */
void ti4_tekklar_return(ti4_state *s, ti4_events *ev);

#endif
