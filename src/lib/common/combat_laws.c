/* combat_laws.c -- laws that change what combat may do, asked by the galaxy's
 * combat steps: Conventions of War For (no BOMBARDMENT against units on
 * cultural planets). Layer: common. */
#include "rules.h"
#include "deeds.h"

int ti4_law_bombard_check(const ti4_state *s, int pl, ti4_error *e) {
  if (pl < 0 || pl >= TI4_NPLANETS || !s->nlaws) return 0;
  if (!(ti4_planet_traits(s, pl) & TI4_TRAIT_CULTURAL) || ti4_law_in_play(s, TI4_AGENDA_CONVENTIONS_OF_WAR) < 0) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "8.20", N_("Conventions of War: units on a cultural planet cannot be bombarded (%s)"), ti4_planets[pl].id);
}
