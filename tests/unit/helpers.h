/* helpers.h -- what the unit tests share: driving the engine with protocol
 * lines, and setup options. Header-only, static inline: a test includes it
 * after <cmocka.h> and the library headers. */
#ifndef TI4_TEST_HELPERS_H
#define TI4_TEST_HELPERS_H
#include <string.h>
#include "ti4/ti4.h"

/* Parse one protocol line and apply it; the result code, *e says why. */
static inline int ti4t_line(ti4_state *s, ti4_error *e, const char *line) {
  ti4_move m;
  memset(e, 0, sizeof *e);
  int rc = ti4_move_parse(&m, line, s, e);
  return rc ? rc : ti4_state_apply(s, &m, NULL, e);
}

/* Setup options for a full game of n players from seed, factions drawn. */
static inline ti4_setup ti4t_options(int players, uint64_t seed) {
  ti4_setup o;
  memset(&o, 0, sizeof o);
  o.players = players;
  o.seed = seed;
  for (int i = 0; i < TI4_MAX_SEATS; i++) o.factions[i] = -1;
  return o;
}
#endif
