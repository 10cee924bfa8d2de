/* summary.c -- the round summary attached to the move (or `pass all`) that
 * ends a round: who scored what, the objectives revealed, the VP standings
 * (doc/table.md). Read from the game's event log back to the start of the
 * round that ended; views.c prints it. */
#define _POSIX_C_SOURCE 200809L
#include <string.h>
#include "protocol.h"
#include "summary.h"

/* ---- the round summary ------------------------------------------------------------ */

void round_summary_attach(session *ss, json_t *a) {
  if (!ss->g || !json_is_true(json_object_get(a, "ok"))) return;
  const json_t *ev = json_object_get(a, "events");
  size_t i;
  json_t *e;
  int ended = 0;
  json_array_foreach(ev, i, e) {
    const char *ty = json_string_value(json_object_get(e, "type"));
    const char *ph = json_string_value(json_object_get(e, "phase"));
    /* a new round's strategy phase (not the first, after setup), or the end */
    if (ty && !strcmp(ty, "phase") && ph && ((!strcmp(ph, "strategy") && ti4_game_state(ss->g)->round > 1) || !strcmp(ph, "over"))) ended = 1;
    if (ty && !strcmp(ty, "winner")) ended = 1;
  }
  if (!ended) return;
  /* the log back to the start of the round that ended */
  size_t total = 0;
  const ti4_event *log = ti4_game_log(ss->g, &total);
  const ti4_state *s = ti4_game_state(ss->g);
  size_t n_now = json_array_size(ev);
  size_t end = total >= n_now ? total - n_now : 0, start = 0;
  for (size_t k = end; k-- > 0;)
    if (log[k].type == TI4_EV_PHASE && log[k].a == TI4_PHASE_STRATEGY) { start = k; break; }
  json_t *sum = json_object(), *scored = json_array(), *revealed = json_array(), *vp = json_object();
  for (size_t k = start; k < total; k++) {
    if (log[k].type == TI4_EV_SCORED) {
      json_t *x = json_object();
      json_object_set_new(x, "player", json_string(seat_word(log[k].seat) ? seat_word(log[k].seat) : "?"));
      const char *id = ti4_content_id(TI4_K_OBJECTIVE, log[k].a);
      json_object_set_new(x, "objective", json_string(id ? id : "?"));
      json_array_append_new(scored, x);
    } else if (log[k].type == TI4_EV_OBJECTIVE_REVEALED) {
      const char *id = ti4_content_id(TI4_K_OBJECTIVE, log[k].a);
      json_array_append_new(revealed, json_string(id ? id : "?"));
    }
  }
  for (int seat = 0; seat < s->nseats; seat++) json_object_set_new(vp, seat_word(seat), json_integer(s->p[seat].vp));
  int round = s->phase == TI4_PHASE_STRATEGY && s->round > 1 ? s->round - 1 : s->round;
  json_object_set_new(sum, "round", json_integer(round));
  json_object_set_new(sum, "scored", scored);
  json_object_set_new(sum, "revealed", revealed);
  json_object_set_new(sum, "vp", vp);
  json_object_set_new(a, "round_summary", sum);
}

