/* combat_choices.c -- combat's questions that belong to no card
 * (combat_choices.h). */
#include "combat_choices.h"

unsigned ti4_invasion_contested(const ti4_state *s) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  unsigned t = 0;
  for (int i = 0; i < sy->nplanets && i < 4; i++) {
    int pl = sy->planets[i], o = pl >= 0 ? s->planet_owner[pl] : TI4_NOBODY;
    if (!((s->combat.committed >> i) & 1) || o == s->active || o >= s->nseats) continue;
    if (s->planet_units[pl][0] || s->planet_units[pl][1] || s->planet_units[pl][2]) t |= 1u << i;   /* invasion.c's "defended" */
  }
  return t;
}

/* ---- the order of ground combats (49.3a, 49.4a) ---------------------------
 * When the active player committed ground forces to two or more planets
 * where a combat waits, it names the next (`choose PLANET`); invasion.c
 * reads combat.gc_next and asks again while two or more remain. */
static int order_slot(const ti4_state *s, const ti4_move *m) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  if (m->card >= 0 || TI4_TARGET_KIND(m->target) != TI4_T_PLANET) return -1;
  for (int i = 0; i < sy->nplanets && i < 4; i++)
    if (sy->planets[i] == (int)TI4_TARGET_INDEX(m->target) && ((ti4_invasion_contested(s) >> i) & 1)) return i;
  return -1;
}
static int order_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (order_slot(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.4a", N_("name the planet whose ground combat comes next: one you committed ground forces to where a combat waits (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void order_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.gc_next = (uint8_t)(order_slot(s, m) + 1);
}
static size_t order_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  size_t k = 0;
  for (unsigned t = ti4_invasion_contested(s); t; t &= t - 1, k++)
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, sy->planets[__builtin_ctz(t)]);
    }
  return k;
}

static const ti4_choice choice_rows[] = {
  { TI4_ASK_GROUND_ORDER, order_check, order_apply, order_legal, "ground_combat_order",
    N_("Choose the planet whose ground combat is resolved next (choose PLANET)") },
};
const ti4_choice_table ti4_choices_combat = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
