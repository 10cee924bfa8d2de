/* agenda.c -- the agenda phase (LRR 8, RU 94): the step machine from the
 * start-of-phase window to readying planets. Voting rules are in voting.c,
 * outcome primitives in agenda_rules.c, card effects in agenda_cards.c and
 * the ability records of the cards that act here. */
#include "agenda_rules.h"
#include "ability_index.h"
#include "round.h"
#include "rng.h"

int ti4_vote_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_vote_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_vote_legal(const ti4_state *s, ti4_move *out, size_t cap);
void ti4_vote_order(ti4_state *s);


/* Reveal the top agenda (8.2a); reshuffle the discard if the deck is empty. */
static int reveal(ti4_state *s, ti4_events *ev) {
  for (int tries = 0; tries < TI4_MAX_AGENDAS * 2; tries++) {
    if (s->nagenda_deck == 0) {
      if (s->nagenda_discard == 0) return 0;
      memcpy(s->agenda_deck, s->agenda_discard, s->nagenda_discard);
      s->nagenda_deck = s->nagenda_discard;
      s->nagenda_discard = 0;
      ti4_rng_shuffle(s->rng, s->agenda_deck, s->nagenda_deck);
    }
    int a = s->agenda_deck[--s->nagenda_deck];
    s->agenda_deck[s->nagenda_deck] = 0;
    ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, s->ag.covert ? -1 : a, -1, 0, 0);
    if (ti4_agendas[a].discard_if_no_target && !ti4_agenda_has_target(s, a)) {
      /* nothing eligible: the card says discard it and reveal another */
      s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;
      ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
      continue;
    }
    const ti4_agenda_rule *r = ti4_agenda_rule_get(a);
    if (r && r->revealed && r->revealed(s, a, ev)) continue;   /* it stepped aside */
    s->ag.current = (int16_t)a;
    return 1;
  }
  return 0;
}

static void new_agenda(ti4_state *s) {
  uint8_t number = s->ag.number;
  memset(&s->ag, 0, sizeof s->ag);
  s->offer.tcs_pair = 0;                       /* Temporal Command Suite's transaction: not into another agenda */
  s->ag.current = -1;
  s->ag.number = number;
  for (int i = 0; i < TI4_MAX_SEATS; i++) {
    s->p[i].cannot_vote = 0;
    s->p[i].no_abilities = 0;
    if ((s->pn_in_play[TI4_PROMISSORY_POLITICAL_SECRET] >> i) & 1)   /* the agenda it covered is over (AG-043) */
      s->pn_holder[TI4_PROMISSORY_POLITICAL_SECRET][i] = (uint8_t)i;
  }
  s->pn_in_play[TI4_PROMISSORY_POLITICAL_SECRET] = 0;
}

/* Count the votes (8.19): the outcome with most votes, or the speaker
 * decides among the tied (all outcomes when nobody voted). */
static void count(ti4_state *s, ti4_events *ev) {
  uint16_t cand[TI4_MAX_SEATS];
  int votes[TI4_MAX_SEATS], nc = 0, best = 0;
  for (int i = 0; i < s->nseats; i++) {
    uint16_t t = s->ag.outcome_of[i];
    int v = s->ag.votes[i] + (s->ag.extra[i] > 0 ? s->ag.extra[i] : 0);
    if (!t || v <= 0) continue;
    int k = 0;
    while (k < nc && cand[k] != t) k++;
    if (k == nc) { cand[nc] = t; votes[nc] = 0; nc++; }
    votes[k] += v;
  }
  for (int k = 0; k < nc; k++) if (votes[k] > best) best = votes[k];
  s->ag.ntied = 0;
  for (int k = 0; k < nc; k++)
    if (votes[k] == best) s->ag.tied[s->ag.ntied++] = cand[k];
  if (s->ag.ntied == 1) {
    s->ag.outcome = s->ag.tied[0];
    s->ag.step = TI4_AG_ELECTED;
    ti4_emit(ev, TI4_EV_DECIDED, TI4_NOBODY, s->ag.current, best, s->ag.outcome, best);
    ti4_window_open_default(s, TI4_W_WHEN_ELECTED, ev);
    return;
  }
  if (s->ag.ntied == 0) {                      /* nobody voted: any outcome */
    uint16_t all[TI4_MAX_SEATS * 2];
    int n = ti4_outcome_list(s, s->ag.current, all, TI4_MAX_SEATS * 2);
    if (n > TI4_MAX_SEATS * 2) n = TI4_MAX_SEATS * 2;
    for (int k = 0; k < n; k++) s->ag.tied[k] = all[k];
    s->ag.ntied = (uint8_t)n;
    if (n == 0) {                              /* nothing can be elected at all */
      s->ag.outcome = 0;
      s->ag.step = TI4_AG_RESOLVE;
      return;
    }
  }
  /* One event per tied outcome, so each carries its votes (all equal: the
   * most cast, 0 when nobody voted); b counts the tied outcomes. */
  for (int k = 0; k < s->ag.ntied; k++)
    ti4_emit(ev, TI4_EV_TIE, s->speaker, s->ag.current, s->ag.ntied, s->ag.tied[k], best);
  s->ag.step = TI4_AG_DECIDE;
  ti4_set_pending(s, TI4_PEND_DECIDE, s->speaker, 0);
}

/* An ability used "before another player votes" or "before players vote"
 * (TI4_ABF_OUT_OF_TURN, no window) by the seat whose vote is pending: the
 * record's check decides, as for any other seat (engine.c). */
static const ti4_ability *out_of_turn(const ti4_state *s, const ti4_move *m) {
  const ti4_ability *a = m->kind == TI4_MV_PLAY ? ti4_ability_get(m->card) : NULL;
  if (!a || s->pending.kind != TI4_PEND_VOTE || !(a->flags & TI4_ABF_OUT_OF_TURN) || a->windows || !a->check)
    return NULL;
  return a;
}

/* The next rider to resolve: speaker order, one at a time (8.22b). */
static int next_rider(const ti4_state *s) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order);
  for (int k = 0; k < n; k++)
    for (int i = 0; i < s->ag.nriders; i++)
      if (!s->ag.riders[i].resolved && s->ag.riders[i].seat == order[k]) return i;
  return -1;
}

/* A player with several riders that came true chooses their order (8.22b;
 * RU 94 comments 4-5); one at a time, others may act between them. */
static void rider_resolve(ti4_state *s, int i, ti4_events *ev);
static void resolve_riders(ti4_state *s, ti4_events *ev) {
  int i = next_rider(s);
  if (i < 0) { s->ag.step = TI4_AG_END; return; }
  int won = 0;
  for (int k = 0; k < s->ag.nriders; k++)
    won += !s->ag.riders[k].resolved && s->ag.riders[k].seat == s->ag.riders[i].seat &&
           s->ag.riders[k].target == s->ag.outcome;
  if (won >= 2 && !(s->ag.flags & TI4_AGF_RIDER_CHOSEN)) {
    ti4_ask_for(s, TI4_ASK_AG_RIDER, s->ag.riders[i].seat, -1);
    return;                                    /* the answer puts its rider first */
  }
  s->ag.flags &= (uint8_t)~TI4_AGF_RIDER_CHOSEN;
  rider_resolve(s, i, ev);
}

static void rider_resolve(ti4_state *s, int i, ti4_events *ev) {
  ti4_rider *r = &s->ag.riders[i];
  r->resolved = 1;
  const ti4_ability *a = ti4_ability_get(r->card);
  int won = r->target == s->ag.outcome;
  ti4_emit(ev, TI4_EV_RIDER, r->seat, r->card, won, r->target, 0);
  if (a && a->effect) {                        /* most reward only a true prediction; */
    ti4_move m;                                /* some pay either way (Odlynn Myrr) */
    memset(&m, 0, sizeof m);
    m.seat = r->seat; m.kind = TI4_MV_PLAY; m.card = r->card; m.target = r->target;
    m.arg[0] = 1;                              /* 1: resolving the prediction */
    m.arg[1] = (int16_t)won;                   /* did it come true */
    a->effect(s, r->seat, &m, ev);
  }
  if (next_rider(s) >= 0 && won)               /* others may act between riders; */
    s->ag.step = TI4_AG_RIDER_WIN;             /* opened after any choice it asked */
}

static void ready_planets(ti4_state *s, ti4_events *ev) {
  for (int i = 0; i < TI4_NPLANETS; i++)       /* planets only (8.4, comment 7) */
    if (s->planet_flags[i] & TI4_PF_EXHAUSTED) {
      s->planet_flags[i] &= (uint8_t)~TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_READIED, s->planet_owner[i], i, -1, 0, 0);
    }
}

/* Checks and Balances Against: a seat with 3 or fewer exhausted planets
 * readies them all; the others choose 3 (TI4_ASK_AG_READY3). */
static void ready_few(ti4_state *s, ti4_events *ev) {
  int n[TI4_MAX_SEATS] = {0};
  for (int i = 0; i < TI4_NPLANETS; i++)
    if ((s->planet_flags[i] & TI4_PF_EXHAUSTED) && s->planet_owner[i] < TI4_MAX_SEATS) n[s->planet_owner[i]]++;
  for (int i = 0; i < TI4_NPLANETS; i++)
    if ((s->planet_flags[i] & TI4_PF_EXHAUSTED) && (s->planet_owner[i] >= TI4_MAX_SEATS || n[s->planet_owner[i]] <= 3)) {
      s->planet_flags[i] &= (uint8_t)~TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_READIED, s->planet_owner[i], i, -1, 0, 0);
    }
}

static void advance(ti4_state *s, ti4_events *ev) {
  switch (s->ag.step) {
  case TI4_AG_START:
    if (s->custodians) {                       /* 8.1: no agenda phase yet */
      s->round++;
      ti4_enter_phase(s, TI4_PHASE_STRATEGY, ev);
      return;
    }
    new_agenda(s);
    s->ag.number = 0;
    for (int i = 0; i < TI4_MAX_SEATS; i++) s->p[i].executed = 0;   /* Public Execution: a past phase's */
    s->ag.step = TI4_AG_START_WIN;
    ti4_window_open_default(s, TI4_W_AGENDA_START, ev);
    return;
  case TI4_AG_REVEAL:
    new_agenda(s);
    if (!reveal(s, ev)) { s->ag.step = TI4_AG_READY; return; }
    s->ag.step = TI4_AG_WHEN;
    ti4_window_open_default(s, TI4_W_WHEN_REVEALED, ev);
    return;
  case TI4_AG_VOTING:
    if (s->ag.vote_pos >= s->ag.nvoters) { s->ag.step = TI4_AG_COUNT; return; }
    {
      int seat = s->ag.vote_order[s->ag.vote_pos];
      if (ti4_vote_barred(s, seat)) {                         /* 8.16: skipped, no votes */
        s->ag.voted |= (uint8_t)(1u << seat);
        s->ag.abstained |= (uint8_t)(1u << seat);
        ti4_emit(ev, TI4_EV_ABSTAINED, seat, s->ag.current, 1, 0, 0);
        s->ag.vote_pos++;
        if (seat == s->speaker) {
          s->ag.step = TI4_AG_BRIBERY;
          ti4_window_open_default(s, TI4_W_AFTER_SPEAKER_VOTES, ev);
        }
        return;
      }
      ti4_set_pending(s, TI4_PEND_VOTE, seat, 0);
    }
    return;
  case TI4_AG_COUNT:
    count(s, ev);
    return;
  case TI4_AG_DECIDE:
    ti4_set_pending(s, TI4_PEND_DECIDE, s->speaker, 0);
    return;
  case TI4_AG_RESOLVE:
    ti4_agenda_resolve_now(s, ev);
    s->ag.step = (s->ag.flags & TI4_AGF_SECONDARY) ? TI4_AG_SECONDARY : TI4_AG_RIDERS;
    return;
  case TI4_AG_SECONDARY: {                     /* each seat in speaker order (Pact) */
    uint8_t order[TI4_MAX_SEATS];
    int n = ti4_speaker_order(s, order);
    if (s->sc_pos >= n) {                      /* done: the action phase's fields again */
      s->ag.flags &= (uint8_t)~TI4_AGF_SECONDARY;
      s->sc_card = 0; s->sc_pos = 0; s->sc_free = 0;
      s->ag.step = TI4_AG_RIDERS;
      return;
    }
    ti4_set_pending(s, TI4_PEND_SECONDARY, order[s->sc_pos], 0);
    return;
  }
  case TI4_AG_RIDERS:
    resolve_riders(s, ev);
    return;
  case TI4_AG_RIDER_WIN:
    ti4_window_open_default(s, TI4_W_AFTER_RESOLVED, ev);
    return;
  case TI4_AG_END:
    ti4_standing_expire(s, TI4_STAND_AGENDA);
    if (s->ag.revote > 0) {                    /* Miscount Disclosed: the law again, */
      int law = s->ag.revote - 1;              /* as if just revealed (same agenda slot) */
      new_agenda(s);
      s->ag.current = (int16_t)law;
      ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, law, -1, 0, 0);
      s->ag.step = TI4_AG_WHEN;
      ti4_window_open_default(s, TI4_W_WHEN_REVEALED, ev);
      return;
    }
    s->ag.number++;
    s->ag.current = -1;
    s->ag.step = s->ag.number >= 2 ? TI4_AG_READY : TI4_AG_REVEAL;
    return;
  case TI4_AG_READY:
    if (s->next_strategy & TI4_NS_CHECKS) {    /* Checks and Balances Against: 3 each */
      s->next_strategy &= (uint8_t)~TI4_NS_CHECKS;
      ready_few(s, ev);
      s->ag.step = TI4_AG_READIED;
      if (ti4_ag_chain(s, TI4_ASK_AG_READY3, -1)) return;
    } else {
      ready_planets(s, ev);
    }
    /* fall through */
  case TI4_AG_READIED:                         /* (the chosen planets are ready) */
    new_agenda(s);
    for (int i = 0; i < TI4_MAX_SEATS; i++) s->p[i].executed = 0;   /* the phase is over */
    s->round++;
    ti4_enter_phase(s, TI4_PHASE_STRATEGY, ev);   /* 8.4: a new round */
    return;
  default:
    return;                                    /* a window or decision is pending */
  }
}

static void window_closed(ti4_state *s, int window, ti4_events *ev) {
  (void)ev;
  switch (window) {
  case TI4_W_AGENDA_START: s->ag.step = TI4_AG_REVEAL; break;
  case TI4_W_WHEN_REVEALED:
    if (s->ag.step == TI4_AG_WHEN) {
      s->ag.step = TI4_AG_AFTER;
      ti4_window_open_default(s, TI4_W_AFTER_REVEALED, ev);
    }
    break;
  case TI4_W_AFTER_REVEALED:
    if (s->ag.step == TI4_AG_AFTER) {
      ti4_standing_expire(s, TI4_STAND_VOTING);
      ti4_vote_order(s);
      s->ag.step = TI4_AG_VOTING;
    }
    break;
  case TI4_W_AFTER_SPEAKER_VOTES: s->ag.step = TI4_AG_VOTING; break;
  case TI4_W_WHEN_ELECTED: s->ag.step = TI4_AG_RESOLVE; break;
  case TI4_W_AFTER_RESOLVED: s->ag.step = TI4_AG_RIDERS; break;
  default: break;
  }
}

/* ---- a strategy card's secondary offered by an outcome (Galactic Crisis
 * Pact): the strategy cards' own secondaries (strategy_cards.c); sc_free
 * marks every seat, so no strategy token is spent. */

static int pact_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->kind == TI4_MV_PASS) return 0;
  if (m->kind != TI4_MV_SECONDARY)
    return ti4_fail(e, TI4_EILLEGAL, "82.1", N_("follow the secondary ability or pass (%s)"), ti4_seat_word(m->seat));
  return ti4_sc_secondary_check(s, m->seat, m, e);
}
static void pact_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  s->sc_pos++;                                 /* before the effect: it may ask */
  if (m->kind == TI4_MV_PASS) { ti4_emit(ev, TI4_EV_PASSED, m->seat, -1, TI4_PASS_SECONDARY, 0, 0); return; }
  ti4_sc_secondary(s, m->seat, m, ev);
}
static size_t pact_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->pending.seat;
  size_t k = ti4_sc_secondary_legal(s, seat, out, cap);
  ti4_move p;
  ti4_move_blank(&p, seat, TI4_MV_PASS);
  p.arg[0] = 0;
  if (k < cap) out[k] = p;
  return k + 1;
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (s->pending.kind == TI4_PEND_SECONDARY) return pact_check(s, m, e);
  switch (m->kind) {
  case TI4_MV_VOTE: case TI4_MV_ABSTAIN:
    if (s->pending.kind != TI4_PEND_VOTE)
      return ti4_fail(e, TI4_EILLEGAL, "8.2", N_("no vote is being cast now (%s)"), ti4_seat_word(m->seat));
    return ti4_vote_check(s, m, e);
  case TI4_MV_DECIDE:
    if (s->pending.kind != TI4_PEND_DECIDE)
      return ti4_fail(e, TI4_EILLEGAL, "8.19", N_("the speaker decides only a tie or an agenda nobody voted on (%s)"), ti4_seat_word(m->seat));
    for (int i = 0; i < s->ag.ntied; i++)
      if (s->ag.tied[i] == m->target) return 0;
    return ti4_fail(e, TI4_EILLEGAL, "8.19", N_("%s is not one of the tied outcomes"), ti4_outcome_word(m->target));
  default:
    if (out_of_turn(s, m)) {
      const ti4_ability *a = out_of_turn(s, m);
      if (a->src == TI4_AB_ACTION && ti4_hand_find(s, m->seat, a->content) < 0)
        return ti4_fail(e, TI4_EILLEGAL, "2.7", N_("you hold no %s action card"), a->id);
      int rc = a->check(s, m->seat, m, e);
      return rc ? rc : ti4_ability_shape(s, m->seat, m, e);
    }
    if (m->kind == TI4_MV_PLAY && ti4_ability_get(m->card) &&
        (ti4_ability_get(m->card)->flags & TI4_ABF_RIDER))
      return ti4_fail(e, TI4_EILLEGAL, "8.22", N_("predictions are made before any votes (%s)"), ti4_ability_get(m->card)->id);
    return ti4_fail(e, TI4_EILLEGAL, "8.2", N_("that move is not part of the agenda phase (%s)"), ti4_seat_word(m->seat));
  }
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (s->ag.step == TI4_AG_SECONDARY) { pact_apply(s, m, ev); return; }
  if (m->kind == TI4_MV_PLAY) {                /* checked by out_of_turn(); the vote stays pending */
    ti4_ability_play(s, m->seat, m, ev);
    return;
  }
  if (m->kind == TI4_MV_DECIDE) {
    s->ag.outcome = m->target;
    ti4_emit(ev, TI4_EV_DECIDED, m->seat, s->ag.current, 0, m->target, 0);
    s->ag.step = TI4_AG_ELECTED;
    ti4_window_open_default(s, TI4_W_WHEN_ELECTED, ev);
    return;
  }
  ti4_vote_apply(s, m, ev);
  if (s->ag.recombined == m->seat + 1) {       /* Genetic Recombination named this vote */
    int obeyed = m->kind == TI4_MV_VOTE && m->target == s->ag.recombine_for;
    s->ag.recombined = 0;
    s->ag.recombine_for = 0;
    if (!obeyed && s->p[m->seat].fleet > 0) {
      s->p[m->seat].fleet--;
      ti4_emit_what(ev, TI4_EV_LOST, m->seat, TI4_RES_FLEET, -1, 1);
    }
  }
  if (m->seat == s->speaker) {                 /* "after the speaker votes" */
    s->ag.step = TI4_AG_BRIBERY;
    ti4_window_open_default(s, TI4_W_AFTER_SPEAKER_VOTES, ev);
  }
}

static size_t out_of_turn_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int seat = s->pending.seat;
  /* the generated index names the few records that qualify (out of turn,
   * no window, a check, a law's), in index order as a scan would find them */
  for (int i = 0; i < 64 * TI4_ABX_WORDS; i++) {
    uint64_t rest = ti4_abx_oot[i >> 6] >> (i & 63);
    if (!rest) { i |= 63; continue; }
    i += __builtin_ctzll(rest);
    const ti4_ability *a = ti4_ability_get(i);
    ti4_move base, buf[TI4_MAX_SEATS];
    ti4_move_blank(&base, seat, TI4_MV_PLAY);
    base.card = (int16_t)i;
    size_t nb = a->options ? a->options(s, seat, &base, buf, TI4_MAX_SEATS) : 1;
    if (!a->options) buf[0] = base;
    for (size_t j = 0; j < nb && j < TI4_MAX_SEATS; j++) {
      if (a->check(s, seat, &buf[j], NULL)) continue;
      if (k < cap) out[k] = buf[j];
      k++;
    }
  }
  return k;
}

static size_t legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (s->pending.kind == TI4_PEND_VOTE) {
    k = ti4_vote_legal(s, out, cap);
    if (!ti4_voting_started(s))                /* "before players vote" (Committee Formation) */
      k += out_of_turn_legal(s, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
    return k;
  }
  if (s->pending.kind == TI4_PEND_SECONDARY) return pact_legal(s, out, cap);
  if (s->pending.kind == TI4_PEND_DECIDE)
    for (int i = 0; i < s->ag.ntied; i++, k++)
      if (k < cap) {
        ti4_move_blank(&out[k], s->speaker, TI4_MV_DECIDE);
        out[k].target = s->ag.tied[i];
      }
  return k;
}

const ti4_phase_ops ti4_agenda_ops = { advance, window_closed, check, apply, legal };
