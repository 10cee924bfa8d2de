/* invasion.h -- ground forces landing where another player's ground forces
 * are, ground combat on each such planet, and control (LRR 49, 42, 25). */
#ifndef TI4_INVASION_H
#define TI4_INVASION_H
#include "rules.h"

/* Are another player's ground forces on planet pl (a ground combat if seat lands)? */
int ti4_invasion_defended(const ti4_state *s, int seat, int pl);
/* Is a landing on pl committed (49.2) and control taken after the landing
 * step (49.5, with its "when you gain control" window): defended, or with
 * another player's structures (a space dock alone: Infiltrate)? */
int ti4_invasion_commits(const ti4_state *s, int seat, int pl);
/* May seat land on pl of another player (not modelled: its space cannon defense)? */
int ti4_invasion_land_check(const ti4_state *s, int seat, int pl, ti4_error *e);
/* 49.2: commit ground forces (and fighters: Matriarch) from the active system's space area to pl. */
void ti4_invasion_commit(ti4_state *s, int seat, int pl, int inf, int mech, int fighters, ti4_events *ev);
/* May seat commit that many fighters to pl as if they were ground forces (Matriarch)? */
int ti4_invasion_fighters_check(const ti4_state *s, int seat, int pl, int fighters, ti4_error *e);
/* 49.4-49.5: the ground combats and control, on to the next decision (1) or done (0). */
int ti4_invasion_advance(ti4_state *s, ti4_events *ev);

#endif
