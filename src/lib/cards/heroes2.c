/* heroes2.c -- more heroes as component actions (leaders.tsv), besides
 * heroes.c's: Darktalon Treilla (Letnev). The registry purges the hero
 * when it is played (53.4). */
#include "rules.h"

/* ---- Darktalon Treilla (Letnev hero, Dark Matter Affinity): ACTION: until
 * the end of this game round, the number of non-fighter ships you can have
 * in systems is not limited by laws or by the number of command tokens in
 * your fleet pool; purge. map/units.c's fleet limit reads the bit; when the
 * round is over, ships beyond the pool are the player's to choose and
 * remove (37.3, common/excess.c). No law limits ships per system today. */
static int darktalon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s; (void)m; (void)e; (void)seat;
  return 0;
}
static void darktalon(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  s->xs.fleet_ignored = (uint8_t)(s->xs.fleet_ignored | 1u << seat);
  s->xs.ignored_round = s->round;
}

static const ti4_ability rows[] = {
  { "darktalon_treilla", TI4_AB_LEADER, TI4_LEADER_DARKTALON_TREILLA, 0, TI4_ABF_COMPONENT, darktalon_check, NULL, NULL, darktalon },
};
const ti4_ability_table ti4_ab_heroes2 = { rows, sizeof rows / sizeof rows[0] };
