/* windows.c -- timing windows as one mechanism (LRR 1.13-1.20, RU 85).
 *
 * A window is a ring over the seats. Each offer lets the offered seat
 * resolve one ability or pass; any use resets the run of passes, so a seat
 * that passed may act again once another seat has acted (RU 85 comment 7
 * г-д); the window closes when every seat has passed in succession (7 в).
 * Windows nest as a stack: an answer window (Sabotage) sits on top of the
 * window in which its card was played and closes first. */
#include "rules.h"

ti4_window *ti4_window_top(ti4_state *s) { return s->nwin ? &s->win[s->nwin - 1] : NULL; }
const ti4_window *ti4_window_top_c(const ti4_state *s) { return s->nwin ? &s->win[s->nwin - 1] : NULL; }

int ti4_window_is_open(const ti4_state *s, int id) {
  for (int i = 0; i < s->nwin; i++) if (s->win[i].id == id) return 1;
  return 0;
}

void ti4_window_open(ti4_state *s, int id, const uint8_t *order, int n, ti4_events *ev) {
  if (s->nwin >= TI4_MAX_WINDOWS || n <= 0) return;  /* depth is bounded by the deck */
  ti4_window *w = &s->win[s->nwin++];
  memset(w, 0, sizeof *w);
  w->id = (uint8_t)id;
  w->n = (uint8_t)n;
  memcpy(w->order, order, (size_t)n);
  w->opener = TI4_NOBODY;
  w->serial = ++s->window_serial;
  w->play.card = -1;
  ti4_emit(ev, TI4_EV_WINDOW, order[0], id, s->nwin, 0, n);
}

void ti4_window_open_default(ti4_state *s, int id, ti4_events *ev) {
  uint8_t order[TI4_MAX_SEATS];
  int n = s->phase == TI4_PHASE_ACTION && s->active != TI4_NOBODY
            ? ti4_initiative_order(s, order, 1)      /* 1.19 */
            : ti4_speaker_order(s, order);           /* 1.20 */
  ti4_window_open(s, id, order, n, ev);
}

int ti4_window_pass(ti4_state *s, ti4_events *ev) {
  ti4_window *w = ti4_window_top(s);
  if (!w) return 0;
  ti4_emit(ev, TI4_EV_PASSED, w->order[w->pos], w->id, -1, 0, 0);
  w->passes++;
  w->pos = (uint8_t)((w->pos + 1) % w->n);
  return w->passes >= w->n;
}

void ti4_window_acted(ti4_state *s) {
  ti4_window *w = ti4_window_top(s);
  if (!w) return;
  w->passes = 0;
  w->pos = (uint8_t)((w->pos + 1) % w->n);
}

static int stands(const ti4_state *s, int seat, const ti4_window *w) {
  const ti4_player *p = &s->p[seat];
  if ((p->skip_windows >> w->id) & 1u) return 1;   /* pX standing skip=KIND,... */
  if (p->standing == TI4_STAND_NONE) return 0;
  if (p->standing == TI4_STAND_WINDOW) return p->standing_window == w->id;
  return 1;
}

int ti4_window_autopass(ti4_state *s, ti4_events *ev) {
  ti4_window *w = ti4_window_top(s);
  while (w && w->passes < w->n && stands(s, w->order[w->pos], w))
    if (ti4_window_pass(s, ev)) return 1;
  return w && w->passes >= w->n;
}

void ti4_window_pop(ti4_state *s) {
  if (!s->nwin) return;
  int id = s->win[s->nwin - 1].id;
  memset(&s->win[s->nwin - 1], 0, sizeof s->win[0]);
  s->nwin--;
  for (int i = 0; i < s->nseats; i++)          /* "pass for the rest of this window" */
    if (s->p[i].standing == TI4_STAND_WINDOW && s->p[i].standing_window == id) {
      s->p[i].standing = TI4_STAND_NONE;
      s->p[i].standing_window = 0;
    }
}

