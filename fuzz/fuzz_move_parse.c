/* fuzz_move_parse.c -- arbitrary bytes as protocol lines: each line is
 * parsed (ti4_move_parse) and, when it parses, applied to a sandbox agenda
 * position (edits included, so the fuzzer can also rebuild the table).
 * Nothing may crash; a refused move must leave the state byte-for-byte as
 * it was; a move that was applied must format back into a line. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ti4/ti4.h"
#include "position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static ti4_state start[4], s, before;
static int ready;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!ready) {
    ti4_error err;
    for (int i = 0; i < 4; i++)
      if (ti4pos_agenda(&start[i], 3 + 2 * i > 8 ? 8 : 3 + 2 * i, (uint64_t)i + 1, &err, NULL)) abort();
    ready = 1;
  }
  s = start[size ? data[0] % 4 : 0];
  char line[600];
  size_t i = size ? 1 : 0;
  for (int lines = 0; i < size && lines < 64; lines++) {
    size_t n = 0;
    while (i < size && data[i] != '\n' && n < sizeof line - 1) line[n++] = (char)data[i++];
    while (i < size && data[i] != '\n') i++;   /* an over-long line is cut */
    i++;
    line[n] = 0;
    ti4_move m;
    ti4_error err;
    if (ti4_move_parse(&m, line, &s, &err) != TI4_OK) continue;
    before = s;
    ti4_events ev;
    if (ti4_state_apply(&s, &m, &ev, &err) != TI4_OK) {
      if (memcmp(&before, &s, sizeof s)) abort();   /* a refusal changed the state */
      continue;
    }
    char out[512];
    ti4_move_format(out, sizeof out, &m, &before);
  }
  return 0;
}
