/* techs.c -- ability records of technologies whose effects touch modelled
 * state (see rules.h, ti4_ability). Specialties skipping prerequisites (90.14)
 * and Psychoarchaeology's use of them live with research (strategy_cards.c). */
#include "rules.h"

#define W(id) (1u << (id))

static int planet_of(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
}

/* Bio-Stims: at the end of your turn, exhaust it to ready 1 of your planets
 * that has a technology specialty. (Readying another technology instead is
 * not offered yet: a move cannot name a technology as its target.) */
static int biostims_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_ACTION || s->active != seat)
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("Bio-Stims is used at the end of your own turn (%s)"), ti4_seat_word(seat));
  int p = planet_of(m);
  if (p < 0 || s->planet_owner[p] != seat || ti4_planets[p].specialty >= 5 ||
      ti4_planets[p].specialty == TI4_COLOR_NONE || !(s->planet_flags[p] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "90.14", N_("name an exhausted planet of yours with a technology specialty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t biostims_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) {
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_PLANET, p);
    if (s->planet_owner[p] != seat || biostims_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void biostims_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int p = planet_of(m);
  if (p < 0) return;
  s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
}

static const ti4_ability rows[] = {
  { "bio_stims", TI4_AB_TECH, TI4_TECH_BIO_STIMS, W(TI4_W_TURN_END), TI4_ABF_EXHAUST | TI4_ABF_TARGET,
    biostims_check, biostims_options, NULL, biostims_effect },
};
const ti4_ability_table ti4_ab_techs = { rows, sizeof rows / sizeof rows[0] };
