/* targets.c -- the options of records that take a planet or a system: every
 * planet as the move's target (or every system, its tile number as
 * arg[0]) that the record's own check allows, for `legal`. */
#include "rules.h"
#include "units.h"

size_t ti4_planet_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                          ti4_move_check check, int own) {
  size_t k = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) {
    if (own && s->planet_owner[p] != seat) continue;   /* cheap: the check refuses these too */
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_PLANET, p);
    if (check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

size_t ti4_listed_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                          ti4_move_check check, const uint16_t *targets, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    ti4_move m = *base;
    m.target = targets[i];
    if (check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
size_t ti4_seat_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                        ti4_move_check check) {
  uint16_t t[TI4_MAX_SEATS];
  size_t n = 0;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) t[n++] = TI4_TARGET(TI4_T_PLAYER, o);
  return ti4_listed_targets(s, seat, base, out, cap, check, t, n);
}

size_t ti4_tile_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                        ti4_move_check check) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int n = s->map[pos] >= 0 ? ti4_tile_number(s->map[pos]) : -1;
    if (n < 0 || ti4_tile_pos(s, n) != pos) continue;   /* the position its tile number names */
    ti4_move m = *base;
    m.arg[0] = (int16_t)n;
    if (check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
