/* combat_choices.c -- combat's questions that belong to no card
 * (combat_choices.h). */
#include "combat_choices.h"
#include "exploration.h"   /* TI4_OPT_*: unit types as answer words (enum constants only) */

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

/* ---- the unit a round's repair takes (Duranium Armor) ------------------------
 * "Repair 1 of your damaged units that did not use SUSTAIN DAMAGE during
 * this combat round": when units of two or more types could be and not all
 * are, combat.c asks their owner with the types in ask.arg[0] (a bit per
 * unit type); the answer names one (`choose dreadnought`), combat.c
 * repairs it (combat.repair_pick). */
static int type_option(int k) {
  return k <= TI4_UT_WARSUN ? TI4_OPT_CARRIER + k : k == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : k == TI4_UT_MECH ? TI4_OPT_MECH : -1;
}
static int option_type(uint16_t t) {
  int o = TI4_TARGET_KIND(t) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(t) : -1;
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (o >= 0 && type_option(k) == o) return k;
  return -1;
}
static int repair_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int k = option_type(m->target);
  if (k < 0 || m->card >= 0 || !((s->ask.arg[0] >> k) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "87.3", N_("name the type of a damaged unit of yours that did not use SUSTAIN DAMAGE this round, e.g. choose dreadnought (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void repair_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.repair_pick = (uint8_t)(option_type(m->target) + 1);
}
static size_t repair_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t n = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!((s->ask.arg[0] >> k) & 1) || type_option(k) < 0) continue;
    if (n < cap) {
      ti4_move_blank(&out[n], s->ask.seat, TI4_MV_CHOOSE);
      out[n].target = TI4_TARGET(TI4_T_OPTION, type_option(k));
    }
    n++;
  }
  return n;
}

static const ti4_choice choice_rows[] = {
  { TI4_ASK_GROUND_ORDER, order_check, order_apply, order_legal, "ground_combat_order",
    N_("Choose the planet whose ground combat is resolved next (choose PLANET)") },
  { TI4_ASK_REPAIR, repair_check, repair_apply, repair_legal, "unit_to_repair",
    N_("Choose the type of the damaged unit to repair (choose TYPE)") },
};
const ti4_choice_table ti4_choices_combat = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
