/* leaders2.c -- more leader records (leaders.tsv): Carth of Golden Sands
 * (Hacan agent). The registry exhausts an agent when used (abilities.c). */
#include "agenda_rules.h"
#include "faction_abilities.h"

#define W(x) (1u << (x))

/* Carth of Golden Sands (Hacan agent): during the action phase, exhaust to
 * gain 2 commodities (up to the faction's value, 21.2) or to make another
 * player replenish commodities (21.3). "During the action phase" is offered
 * at the start and the end of every turn (any player's), the moments between
 * which transactions happen; not inside a turn's other windows, which would
 * stop every step for the Hacan player. `play
 * carth_of_golden_sands` gains; `play carth_of_golden_sands p2` replenishes p2. */
static int carth_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_ACTION)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("%s is used during the action phase"), "carth_of_golden_sands");
  if (m->target == 0) return 0;
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (o < 0 || o >= s->nseats || o == seat || s->p[o].eliminated)
    return ti4_fail(e, TI4_EILLEGAL, "21.3", N_("name another player to replenish commodities, or no one to gain 2 commodities (%s)"),
                    ti4_seat_word(seat));
  return 0;
}
static size_t carth_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int o = -1; o < s->nseats; o++) {
    ti4_move m = *base;
    m.target = o < 0 ? 0 : TI4_TARGET(TI4_T_PLAYER, o);
    if (carth_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void carth(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->target) { ti4_replenish(s, (int)TI4_TARGET_INDEX(m->target), ev); return; }
  int f = s->p[seat].faction, cap = f >= 0 ? ti4_factions[f].commodities : 0;
  int n = cap - s->p[seat].commodities;
  if (n > 2) n = 2;
  if (n <= 0) return;
  s->p[seat].commodities = (uint8_t)(s->p[seat].commodities + n);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_COMMODITIES, -1, n);
}

static const ti4_ability rows[] = {
  { "carth_of_golden_sands", TI4_AB_LEADER, TI4_LEADER_CARTH_OF_GOLDEN_SANDS,
    W(TI4_W_TURN_START) | W(TI4_W_TURN_END),
    TI4_ABF_TARGET, carth_check, carth_options, NULL, carth },
};
const ti4_ability_table ti4_ab_leaders2 = { rows, sizeof rows / sizeof rows[0] };
