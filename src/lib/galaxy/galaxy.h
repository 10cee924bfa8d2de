/* galaxy.h -- the tactical action after activation (LRR 89.2-89.5):
 * movement, landing ground forces where nobody defends, production. The
 * action phase calls it; it calls the floors below (map/units.h). */
#ifndef TI4_GALAXY_H
#define TI4_GALAXY_H
#include "rules.h"

/* The system at pos has been activated by the active player (89.1). */
void ti4_tactical_begin(ti4_state *s, int pos);
/* Ask the next decision of the tactical action: 1 if one is pending, 0 when
 * the action is over. */
int ti4_tactical_advance(ti4_state *s, ti4_events *ev);
/* A space combat in s->tac.pos outside a tactical action (a component
 * action set TI4_TAC2_COMBAT: Benediction): the combat step, then done. */
void ti4_tactical_combat_only(ti4_state *s, ti4_events *ev);
int ti4_tactical_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_tactical_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_tactical_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* Minister of Industry (tactical.c): the production owed where its owner
 * placed a space dock (s->minister), asked as the production step's
 * `produce` in that system; 1 when it asks. While it is asked
 * (ti4_minister_asking), its moves are checked, applied and listed here. */
int ti4_minister_ask(ti4_state *s);
int ti4_minister_asking(const ti4_state *s);
int ti4_minister_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_minister_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_minister_legal(const ti4_state *s, ti4_move *out, size_t cap);

/* A move's group slot i (0..TI4_MAX_GROUPS-1), 0 if empty; set it. */
uint16_t ti4_group_get(const ti4_move *m, int i);
void ti4_group_set(ti4_move *m, int i, uint16_t g);

#endif
