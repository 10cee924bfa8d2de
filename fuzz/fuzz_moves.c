/* fuzz_moves.c -- bytes as a sequence of choices among the legal moves:
 * byte 0 picks a prepared agenda position (3 to 8 seats), then every two
 * bytes pick one move of ti4_state_legal's list, which must be accepted;
 * after each move exactly one decision is pending or the phase is over.
 * A choice byte pair with the top bit set instead plays a listed move by
 * a wrong seat, which must be refused with the state unchanged. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ti4/ti4.h"
#include "position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NSTART 12
static ti4_state start[NSTART], s, before;
static ti4_move legal[2048];
static int ready;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!ready) {
    ti4_error err;
    for (int i = 0; i < NSTART; i++)
      if (ti4pos_agenda(&start[i], 3 + i % 6, (uint64_t)i + 1, &err, NULL)) abort();
    ready = 1;
  }
  if (size == 0) return 0;
  s = start[data[0] % NSTART];
  for (size_t i = 1; i + 1 < size; i += 2) {
    if (s.phase != TI4_PHASE_AGENDA) break;
    if (s.pending.kind == TI4_PEND_NONE || s.pending.seat >= s.nseats) abort();
    size_t n = 0;
    ti4_state_legal(legal, 2048, &n, &s);
    if (n == 0) abort();                           /* pending but nothing legal */
    if (n > 2048) n = 2048;
    unsigned pick = ((unsigned)(data[i] & 0x7F) << 8 | data[i + 1]) % (unsigned)n;
    ti4_move m = legal[pick];
    ti4_error err;
    if (data[i] & 0x80) {
      if (m.kind == TI4_MV_STANDING || s.nseats < 2) continue;
      m.seat = (uint8_t)((s.pending.seat + 1 + data[i + 1] % (s.nseats - 1)) % s.nseats);
      before = s;
      if (ti4_state_apply(&s, &m, NULL, &err) == TI4_OK) {
        s = before;                                /* out-of-turn cards exist: allowed */
        continue;
      }
      if (memcmp(&before, &s, sizeof s)) abort();
      continue;
    }
    if (ti4_state_apply(&s, &m, NULL, &err) != TI4_OK) abort();   /* listed but refused */
  }
  return 0;
}
