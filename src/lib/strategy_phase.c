/* strategy_phase.c -- the strategy phase (LRR 84): a start-of-phase window,
 * then picks in speaker order, one card each with 5-8 players and two each
 * with 3-4 (84.1); a trade good on each card left (84.2); the Naalu 0
 * token; then the action phase. */
#include "rules.h"

enum { SP_START, SP_WINDOW, SP_PICK, SP_END };

static int picks_total(const ti4_state *s) {
  int n = 0;
  for (int i = 0; i < s->nseats; i++) if (!s->p[i].eliminated) n++;
  return n <= 4 ? 2 * n : n;
}

static int picker(const ti4_state *s) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order);
  return n ? order[s->substep % n] : TI4_NOBODY;
}

static void advance(ti4_state *s, ti4_events *ev) {
  switch (s->step) {
  case SP_START:
    memset(s->sc_holder, TI4_NOBODY, sizeof s->sc_holder);
    s->sc_exhausted = 0;
    s->naalu_zero = TI4_NOBODY;
    s->substep = 0;
    s->step = SP_WINDOW;
    /* Hand sizes are public: with every hand empty (the first round) nobody
     * could act in the window, so it is skipped without revealing anything. */
    for (int i = 0; i < s->nseats; i++)
      if (s->p[i].nhand) { ti4_window_open_default(s, TI4_W_STRATEGY_START, ev); return; }
    s->step = SP_PICK;
    return;
  case SP_WINDOW:   /* the window closed without window_closed (none open) */
    s->step = SP_PICK;
    return;
  case SP_PICK:
    if (s->substep >= picks_total(s)) { s->step = SP_END; return; }
    ti4_set_pending(s, TI4_PEND_PICK, picker(s), 0);
    return;
  case SP_END:
    for (int c = 0; c < 8; c++)                  /* 84.2: a trade good on each card left */
      if (s->sc_holder[c] == TI4_NOBODY && s->sc_tg[c] < 255) s->sc_tg[c]++;
    for (int i = 0; i < s->nseats; i++)          /* Naalu "Telepathic": the 0 token */
      if (s->p[i].faction == TI4_FACTION_NAALU && !s->p[i].eliminated) s->naalu_zero = (uint8_t)i;
    ti4_enter_phase(s, TI4_PHASE_ACTION, ev);
    return;
  default:
    s->step = SP_PICK;
    return;
  }
}

static void window_closed(ti4_state *s, int window, ti4_events *ev) {
  (void)ev;
  if (window == TI4_W_STRATEGY_START) s->step = SP_PICK;
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->kind != TI4_MV_PICK || s->pending.kind != TI4_PEND_PICK)
    return ti4_fail(e, TI4_EILLEGAL, "84.1", N_("the strategy phase waits for a strategy card pick (%s)"), ti4_seat_word(m->seat));
  if (m->card < 0 || m->card >= 8)
    return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown strategy card %s"), "?");
  if (s->sc_holder[m->card] != TI4_NOBODY)
    return ti4_fail(e, TI4_EILLEGAL, "84.1", N_("%s has been taken already"), ti4_strategies[m->card].id);
  return 0;
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  s->sc_holder[m->card] = m->seat;
  ti4_emit(ev, TI4_EV_PICKED, m->seat, m->card, -1, 0, 0);
  if (s->sc_tg[m->card]) {                       /* the picker takes the card's trade goods */
    ti4_gain_tg(s, m->seat, s->sc_tg[m->card], ev);
    s->sc_tg[m->card] = 0;
  }
  s->substep++;
}

static size_t legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (s->pending.kind != TI4_PEND_PICK) return 0;
  for (int c = 0; c < 8; c++) {
    if (s->sc_holder[c] != TI4_NOBODY) continue;
    if (k < cap) {
      memset(&out[k], 0, sizeof out[k]);
      out[k].seat = s->pending.seat;
      out[k].kind = TI4_MV_PICK;
      out[k].card = (int16_t)c;
      for (int i = 0; i < TI4_MOVE_ARGS; i++) out[k].arg[i] = -1;
    }
    k++;
  }
  return k;
}

const ti4_phase_ops ti4_strategy_ops = { advance, window_closed, check, apply, legal };
