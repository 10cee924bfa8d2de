/* payment.c -- paying a cost with planets and trade goods (LRR 1.11-1.12,
 * 93: trade goods spent as resources or influence), shared by strategy
 * cards, objectives and the effects that cost something. */
#include "round.h"

/* Mirror Computing (the Mentak's): each trade good the player spends is
 * worth 2 resources or 2 influence (one or the other: a trade good is not
 * split between a cost's resources and its influence). */
int ti4_tg_worth_two(const ti4_state *s, int seat) {
  return ti4_has_tech(s, seat, TI4_TECH_MIRROR_COMPUTING);
}

/* ---- payment: the move's planets (a planet word parsed as the target
 * counts too) and trade goods (LRR 93: spent as resources or influence) --- */
void ti4_pay_set(const ti4_move *m, uint64_t set[TI4_PLANET_WORDS]) {
  memcpy(set, m->planets, sizeof m->planets);
  if (TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS)
    ti4_set_add(set, (int)TI4_TARGET_INDEX(m->target));
}

int ti4_pay_check(const ti4_state *s, int seat, const ti4_move *m, int tg, int res, int inf, int need_tg, ti4_error *e) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  if (tg < 0) tg = 0;
  if (tg > s->p[seat].tg)
    return ti4_fail_num(e, TI4_EILLEGAL, "93.2", N_("you have fewer trade goods than %s"), tg);
  if (tg < need_tg)
    return ti4_fail_num(e, TI4_EILLEGAL, "93.2", N_("this needs more trade goods (%s)"), need_tg);
  /* which (resources, influence) pairs the planets can make, capped at the need */
  uint8_t can[32][32];
  memset(can, 0, sizeof can);
  can[0][0] = 1;
  if (res > 31) res = 31;
  if (inf > 31) inf = 31;
  for (int p = 0; p < TI4_NPLANETS; p++) {
    if (!ti4_set_has(set, p)) continue;
    if (!ti4_planet_ready_owned(s, seat, p))
      return ti4_fail(e, TI4_EILLEGAL, "75.2", N_("%s is not a ready planet you control"), ti4_planets[p].id);
    int pr = ti4_planet_resources(s, p), pi = ti4_planet_influence(s, p);
    uint8_t nx[32][32];
    memset(nx, 0, sizeof nx);
    for (int r = 0; r <= res; r++)
      for (int i = 0; i <= inf; i++) {
        if (!can[r][i]) continue;
        int r2 = r + pr > res ? res : r + pr, i2 = i + pi > inf ? inf : i + pi;
        nx[r2][i] = 1;
        nx[r][i2] = 1;
      }
    memcpy(can, nx, sizeof can);
  }
  int spare = tg - need_tg, two = ti4_tg_worth_two(s, seat);
  for (int r = 0; r <= res; r++)
    for (int i = 0; i <= inf; i++)
      if (can[r][i] && (two ? (res - r + 1) / 2 + (inf - i + 1) / 2 : (res - r) + (inf - i)) <= spare) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "75.1", N_("the planets and trade goods named do not pay the cost (%s)"), ti4_seat_word(seat));
}

void ti4_pay_apply(ti4_state *s, int seat, const ti4_move *m, int tg, ti4_events *ev) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (ti4_set_has(set, p) && ti4_planet_ready_owned(s, seat, p)) {
      s->planet_flags[p] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
    }
  if (tg > 0) ti4_gain_tg(s, seat, -tg, ev);
}

/* A payment for `legal`: ready planets in table order until the need is met,
 * then trade goods; the tg count goes in arg[0]. Returns 0 when it pays. */
int ti4_pay_greedy(const ti4_state *s, int seat, ti4_move *m, int res, int inf, int need_tg) {
  int r = 0, i = 0;
  for (int p = 0; p < TI4_NPLANETS && (r < res || i < inf); p++) {
    if (!ti4_planet_ready_owned(s, seat, p)) continue;
    int pr = ti4_planet_resources(s, p), pi = ti4_planet_influence(s, p);
    if (r < res && (pr >= pi || i >= inf) && pr > 0) { r += pr; ti4_set_add(m->planets, p); }
    else if (i < inf && pi > 0) { i += pi; ti4_set_add(m->planets, p); }
  }
  int two = ti4_tg_worth_two(s, seat), lr = r < res ? res - r : 0, li = i < inf ? inf - i : 0;
  int tg = need_tg + (two ? (lr + 1) / 2 + (li + 1) / 2 : lr + li);
  if (tg > s->p[seat].tg) return -1;
  m->arg[0] = (int16_t)(tg > 0 ? tg : -1);
  return 0;
}

