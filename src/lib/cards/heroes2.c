/* heroes2.c -- more heroes as component actions (leaders.tsv), besides
 * heroes.c's: Darktalon Treilla (Letnev), Conservator Procyon (Empyrean).
 * The registry purges the hero when it is played (53.4). */
#include "rules.h"
#include "exploration.h"

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

/* ---- Conservator Procyon (Empyrean hero, Multiverse Shift): ACTION: place
 * 1 frontier token in each system that does not contain any planets and
 * does not already have one; then explore each frontier token in a system
 * that contains 1 or more of your ships; purge. The explorations fall due
 * together (exploration.c's queue, in map order: 35.2d is not asked); more
 * than the queue holds is refused as not modelled. */
static uint64_t procyon_due(const ti4_state *s, int seat) {
  uint64_t due = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int sys = s->map[pos], ships = 0;
    if (sys < 0 || sys >= TI4_NSYSTEMS) continue;
    for (int k = 0; k <= TI4_UT_WARSUN; k++) ships |= s->ships[pos][seat][k];
    int token = (s->x.frontier >> pos) & 1 || (ti4_systems[sys].nplanets == 0 && !ti4_systems[sys].hyperlane);
    if (ships && token) due |= (uint64_t)1 << pos;
  }
  return due;
}
static int procyon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!(s->expansions & TI4_SRC_POK))
    return ti4_fail(e, TI4_EILLEGAL, "38", N_("no frontier tokens without Prophecy of Kings (%s)"), ti4_seat_word(seat));
  if (__builtin_popcountll(procyon_due(s, seat)) + s->x.nqueue > TI4_MAX_EXPLORE_Q)
    return ti4_fail(e, TI4_EILLEGAL, "35.2d", N_("not modelled yet: more than 4 explorations due at once (%s)"), ti4_seat_word(seat));
  return 0;
}
static void procyon(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  uint64_t due = procyon_due(s, seat);
  ti4_explore_place_frontier(s);                   /* 38.1's systems: those without a token get one */
  for (uint64_t d = due; d; d &= d - 1) ti4_explore_enqueue(s, seat, __builtin_ctzll(d), 1);
}

static const ti4_ability rows[] = {
  { "conservator_procyon", TI4_AB_LEADER, TI4_LEADER_CONSERVATOR_PROCYON, 0, TI4_ABF_COMPONENT, procyon_check, NULL, NULL, procyon },
  { "darktalon_treilla", TI4_AB_LEADER, TI4_LEADER_DARKTALON_TREILLA, 0, TI4_ABF_COMPONENT, darktalon_check, NULL, NULL, darktalon },
};
const ti4_ability_table ti4_ab_heroes2 = { rows, sizeof rows / sizeof rows[0] };
