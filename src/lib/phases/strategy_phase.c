/* strategy_phase.c -- the strategy phase (LRR 84): a start-of-phase window,
 * then picks in speaker order, one card each with 5-8 players and two each
 * with 3-4 (84.1); a trade good on each card left (84.2); the Naalu 0
 * token; then the action phase. A pick is declared first and takes effect
 * when the "when a player picks" window closes (Public Disgrace may send the
 * picker back); a seat that kept its cards (Political Stability) picks none. */
#include "rules.h"
#include "faction_abilities.h"

enum { SP_START, SP_WINDOW, SP_PICK, SP_END, SP_DECLARED, SP_QDN };

/* The seats that pick, in speaker order (kept cards: none). */
static int pickers(const ti4_state *s, uint8_t out[TI4_MAX_SEATS]) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order), k = 0;
  for (int i = 0; i < n; i++)
    if (!((s->sc_kept >> order[i]) & 1)) out[k++] = order[i];
  return k;
}

static int picks_total(const ti4_state *s) {
  int n = 0;
  uint8_t order[TI4_MAX_SEATS];
  for (int i = 0; i < s->nseats; i++) if (!s->p[i].eliminated) n++;
  int k = pickers(s, order);
  return n <= 4 ? 2 * k : k;                   /* 84.1 counts every player */
}

static int picker(const ti4_state *s) {
  uint8_t order[TI4_MAX_SEATS];
  int n = pickers(s, order);
  return n ? order[s->substep % n] : TI4_NOBODY;
}

/* The pick takes effect: the card and its trade goods. */
static void take(ti4_state *s, int seat, int card, ti4_events *ev) {
  s->sc_holder[card] = (uint8_t)seat;
  ti4_emit(ev, TI4_EV_PICKED, seat, card, -1, 0, 0);
  if (s->sc_tg[card]) {                        /* the picker takes the card's trade goods */
    ti4_receive_tg(s, seat, s->sc_tg[card], ev);   /* from the card, not the supply (Artuno) */
    s->sc_tg[card] = 0;
  }
  s->sc_barred = 0;
  s->substep++;
}

int ti4_agenda_start_of_strategy(ti4_state *s, ti4_events *ev);
void ti4_notes_end_of_strategy(ti4_state *s, ti4_events *ev);   /* promissory.c */
int ti4_agenda_end_of_strategy(ti4_state *s, ti4_events *ev);    /* agenda_effects.c: Imperial Arbiter */
int ti4_qdn_ask(ti4_state *s, int seat);                         /* techs2.c: Quantum Datahub Node */
static void advance(ti4_state *s, ti4_events *ev) {
  switch (s->step) {
  case SP_START:
    for (int c = 0; c < 8; c++)                  /* Political Stability: kept cards stay */
      if (s->sc_holder[c] >= TI4_MAX_SEATS || !((s->sc_kept >> s->sc_holder[c]) & 1))
        s->sc_holder[c] = TI4_NOBODY;
    s->sc_declared = 0;
    s->sc_barred = 0;
    s->sc_exhausted = 0;
    s->naalu_zero = TI4_NOBODY;
    s->substep = 0;
    if (ti4_agenda_start_of_strategy(s, ev)) return;   /* agenda effects due now (agenda_effects.c) */
    ti4_factions_start_of_strategy(s, ev);       /* Council Patronage (faction_abilities.c) */
    s->step = SP_WINDOW;
    /* Hand sizes are public: with every hand empty (the first round) and no
     * other player's note held (Cybernetic Enhancements) nobody could act
     * in the window, so it is skipped without revealing anything. */
    int any = ti4_other_note_holders(s) != 0;
    for (int i = 0; i < s->nseats && !any; i++) any = s->p[i].nhand != 0;
    if (any) { ti4_window_open_default(s, TI4_W_STRATEGY_START, ev); return; }
    s->step = SP_PICK;
    return;
  case SP_DECLARED: /* the pick's window closed (window_closed moved on) */
  case SP_WINDOW:   /* the window closed without window_closed (none open) */
    s->step = SP_PICK;
    return;
  case SP_PICK:
    if (s->substep >= picks_total(s)) { s->step = SP_QDN; s->substep = 0; return; }
    ti4_set_pending(s, TI4_PEND_PICK, picker(s), 0);
    return;
  case SP_QDN: {    /* "at the end of the strategy phase": Quantum Datahub Node, in speaker order (1.20) */
    uint8_t order[TI4_MAX_SEATS];
    int n = ti4_speaker_order(s, order);
    while (s->substep < n) {
      int seat = order[s->substep++];
      if (ti4_qdn_ask(s, seat)) return;          /* cards/techs2.c */
    }
    s->step = SP_END;
    return;
  }
  case SP_END:
    if (ti4_agenda_end_of_strategy(s, ev)) return;   /* a law's question first */
    for (int c = 0; c < 8; c++)                  /* 84.2: a trade good on each card left */
      if (s->sc_holder[c] == TI4_NOBODY && s->sc_tg[c] < 255) s->sc_tg[c]++;
    for (int i = 0; i < s->nseats; i++)          /* Naalu "Telepathic": the 0 token */
      if (s->p[i].faction == TI4_FACTION_NAALU && !s->p[i].eliminated) s->naalu_zero = (uint8_t)i;
    ti4_notes_end_of_strategy(s, ev);            /* Gift of Prescience: its holder instead */
    s->sc_kept = 0;                              /* kept for this round only */
    ti4_enter_phase(s, TI4_PHASE_ACTION, ev);
    return;
  default:
    s->step = SP_PICK;
    return;
  }
}

static void window_closed(ti4_state *s, int window, ti4_events *ev) {
  if (window == TI4_W_STRATEGY_START) s->step = SP_PICK;
  if (window == TI4_W_WHEN_PICKED) {
    /* Not disgraced: the declared pick stands. Disgraced (actions.c cleared
     * it and barred the card): the same seat picks again. */
    if (s->sc_declared) take(s, picker(s), s->sc_declared - 1, ev);
    s->sc_declared = 0;
    s->step = SP_PICK;
  }
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->kind != TI4_MV_PICK || s->pending.kind != TI4_PEND_PICK)
    return ti4_fail(e, TI4_EILLEGAL, "84.1", N_("the strategy phase waits for a strategy card pick (%s)"), ti4_seat_word(m->seat));
  if (m->card < 0 || m->card >= 8)
    return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown strategy card %s"), m->card);
  if (s->sc_holder[m->card] != TI4_NOBODY)
    return ti4_fail(e, TI4_EILLEGAL, "84.1", N_("%s has been taken already"), ti4_strategies[m->card].id);
  if (s->sc_barred == m->card + 1)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Public Disgrace: pick a strategy card other than %s"), ti4_strategies[m->card].id);
  return 0;
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  /* "When a player picks a strategy card" (Public Disgrace): a window before
   * the pick takes effect. Hand sizes are public: with no action card in any
   * other hand nobody could answer, so it is skipped without revealing more. */
  uint8_t order[TI4_MAX_SEATS], ring[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order), k = 0, cards = 0;
  for (int i = 0; i < n; i++)
    if (order[i] != m->seat) { ring[k++] = order[i]; cards += s->p[order[i]].nhand; }
  if (!cards || k == 0 || s->nwin >= TI4_MAX_WINDOWS) { take(s, m->seat, m->card, ev); return; }
  s->sc_declared = (uint8_t)(m->card + 1);
  s->step = SP_DECLARED;
  ti4_window_open(s, TI4_W_WHEN_PICKED, ring, k, ev);
  ti4_window *w = ti4_window_top(s);
  w->opener = m->seat;
  w->play = *m;
}

static size_t legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (s->pending.kind != TI4_PEND_PICK) return 0;
  for (int c = 0; c < 8; c++) {
    if (s->sc_holder[c] != TI4_NOBODY || s->sc_barred == c + 1) continue;
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
