/* helpers.h -- what the unit tests share: driving the engine with protocol
 * lines (setup options: ti4pos_options of bench/position.h). Header-only,
 * static inline: a test includes it after <cmocka.h> and the library headers. */
#ifndef TI4_TEST_HELPERS_H
#define TI4_TEST_HELPERS_H
#include <string.h>
#include "ti4/ti4.h"
#include "../../bench/position.h"   /* ti4pos_options: a full game's setup options */

/* Parse one protocol line and apply it; the result code, *e says why. */
static inline int ti4t_line(ti4_state *s, ti4_error *e, const char *line) {
  ti4_move m;
  memset(e, 0, sizeof *e);
  int rc = ti4_move_parse(&m, line, s, e);
  return rc ? rc : ti4_state_apply(s, &m, NULL, e);
}

#endif
