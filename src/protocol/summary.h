/* summary.h -- the round summary (summary.c). */
#ifndef TI4_SUMMARY_H
#define TI4_SUMMARY_H
#include "protocol.h"

/* After a move: "round_summary" in the answer when its events end a round. */
void round_summary_attach(session *ss, json_t *a);

#endif
