/* agenda_actions.c -- ability records of the action cards that act in the
 * agenda phase (LRR 8, RU 94), and the prediction primitives every rider
 * shares (8.22). One record per card; the phase machine knows none of them. */
#include "agenda_rules.h"
#include "ability_index.h"

#define W(x) (1u << (x))

static int in_agenda(const ti4_state *s, ti4_error *e, const char *id) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0)
    return ti4_fail(e, TI4_EILLEGAL, "8.2", N_("no agenda is on the table for %s"), id);
  return 0;
}

/* ---- predictions (8.22) ---------------------------------------------------- */
int ti4_predict_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const char *id = ti4_ability_valid(m->card) ? ti4_ability_word(m->card) : "rider";
  (void)seat;
  if (in_agenda(s, e, id)) return e ? e->code : TI4_EILLEGAL;
  const ti4_window *w = ti4_window_top_c(s);
  /* after the reveal (not in the "when revealed" window) and before any vote */
  if (s->ag.step != TI4_AG_AFTER || s->ag.voted || !w || w->id != TI4_W_AFTER_REVEALED)
    return ti4_fail(e, TI4_EILLEGAL, "8.22", N_("a prediction is made after the agenda is revealed and before any votes (%s)"), id);
  if (m->arg[0] >= 0)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("a prediction takes an outcome only (%s)"), id);
  if (!m->target || !ti4_outcome_valid(s, s->ag.current, m->target))
    return ti4_fail(e, TI4_EILLEGAL, "8.22a", N_("a prediction must name a possible outcome of the agenda (%s)"), id);
  if (s->ag.nriders >= TI4_MAX_RIDERS)
    return ti4_fail(e, TI4_EILLEGAL, "8.22", N_("no room for another prediction (%s)"), id);
  return ti4_ability_used(s, m, e);      /* once per window, 2.6b (abilities.c) */
}

void ti4_predict_record(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (s->ag.nriders >= TI4_MAX_RIDERS) return;
  ti4_rider *r = &s->ag.riders[s->ag.nriders++];
  r->seat = (uint8_t)seat;
  r->resolved = 0;
  r->card = m->card;
  r->target = m->target;
  ti4_emit(ev, TI4_EV_PREDICTED, seat, m->card, -1, m->target, 0);
}

size_t ti4_predict_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  uint16_t o[TI4_MAX_PLANETS + 16];
  (void)seat;
  int n = ti4_outcome_list(s, s->ag.current, o, TI4_MAX_PLANETS + 16);
  if (n > TI4_MAX_PLANETS + 16) n = TI4_MAX_PLANETS + 16;
  size_t k = 0;
  for (int i = 0; i < n; i++, k++)
    if (k < cap) { out[k] = *base; out[k].target = o[i]; }
  return k;
}

/* ---- the riders: "you cannot vote on this agenda; predict aloud ..." ------- */
static int rider_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  return ti4_predict_check(s, seat, m, e);
}

/* Played: record the prediction; the player cannot vote (card text).
 * Called again by agenda.c with arg[0] == 1 when the prediction came true. */
#define RIDER_FN(name, reward)                                              \
  static void name(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) { \
    if (m->arg[0] != 1) {                                                   \
      ti4_predict_record(s, seat, m, ev);                                   \
      ti4_bar_vote(s, seat);                                                \
      return;                                                               \
    }                                                                       \
    if (m->arg[1] != 1) return;          /* the prediction failed */        \
    reward;                                                                 \
  }

static void gain_tokens_ask(ti4_state *s, int seat, int n) {
  ti4_ask_for(s, TI4_ASK_TOKENS, seat, -1);
  s->ask.arg[0] = (int16_t)n;
}

RIDER_FN(leadership_rider, gain_tokens_ask(s, seat, 3))
RIDER_FN(trade_rider, ti4_gain_tg(s, seat, 5, ev))
RIDER_FN(imperial_rider, ti4_gain_vp(s, seat, 1, ev))
RIDER_FN(politics_rider, {
  ti4_draw_actions(s, seat, 3, ev);
  if (s->speaker != seat) {
    s->speaker = (uint8_t)seat;
    ti4_emit(ev, TI4_EV_SPEAKER, seat, -1, -1, 0, 0);
  }
})
/* These ask (agenda_effects.c): research 1 technology (prerequisites
 * apply), a space dock on a planet you control, a dreadnought where you
 * have ships, a system with a planet you control for everyone else's
 * command token. Nothing is asked when nothing fits. */
RIDER_FN(technology_rider, { (void)ev; ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_RESEARCH, 1, -1); })
RIDER_FN(construction_rider, { (void)ev; ti4_ag_ask_unit(s, TI4_ASK_AG_DOCK, seat, m->card); })
RIDER_FN(warfare_rider, { (void)ev; ti4_ag_ask_unit(s, TI4_ASK_AG_DREAD, seat, m->card); })
RIDER_FN(diplomacy_rider, { (void)ev; ti4_ag_ask_unit(s, TI4_ASK_AG_DIPLO, seat, m->card); })

/* Sanction (Codex I): each player who voted for the predicted outcome
 * returns a fleet-pool token. */
RIDER_FN(sanction, {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order);
  for (int i = 0; i < n; i++) {
    int p = order[i];
    uint16_t t;
    if (ti4_voted_for(s, p, &t) && t == m->target && s->ag.votes[p] + s->ag.extra[p] > 0 && s->p[p].fleet > 0) {
      s->p[p].fleet--;
      ti4_emit_what(ev, TI4_EV_LOST, p, TI4_RES_FLEET, -1, 1);
    }
  }
})

/* ---- "when an agenda is revealed" ---------------------------------------- */
/* The card's timing (1.3): the agenda step it is played in. */
static int at_step(const ti4_state *s, const ti4_move *m, ti4_error *e, int step, const char *msg) {
  const char *id = ti4_ability_word(m->card);
  if (in_agenda(s, e, id)) return e ? e->code : TI4_EILLEGAL;
  if (s->ag.step != step) return ti4_fail(e, TI4_EILLEGAL, "1.3", msg, id);
  return ti4_ability_used(s, m, e);      /* 2.6b with its target (abilities.c) */
}
static int when_revealed(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  return at_step(s, m, e, TI4_AG_WHEN, N_("%s is used when an agenda is revealed"));
}
static int veto_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  return when_revealed(s, m, e);
}
static void veto(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m;
  if (s->phase == TI4_PHASE_AGENDA && s->ag.current >= 0) ti4_agenda_replace(s, ev);
}

/* Diplomatic Pressure: the chosen player gives you a promissory note of
 * their choice (not a transaction). */
static int pressure_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = when_revealed(s, m, e);
  if (rc) return rc;
  /* the player is named by seat id: the target, never a number */
  int t = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (t < 0 || t >= s->nseats || t == seat || s->p[t].eliminated || m->arg[0] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("choose another player for %s"), "diplomatic_pressure");
  return 0;
}
static size_t pressure_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int p = 0; p < s->nseats; p++) {
    if (p == seat || s->p[p].eliminated) continue;
    if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_PLAYER, p); }
    k++;
  }
  return k;
}
static int holds_any_note(const ti4_state *s, int seat) {
  for (int pn = 0; pn < TI4_NPROMISSORYS; pn++)
    for (int o = 0; o < s->nseats; o++)
      if (s->pn_holder[pn][o] == seat && !((s->pn_in_play[pn] >> o) & 1)) return 1;
  return 0;
}
static void pressure(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (t >= s->nseats || !holds_any_note(s, t)) return;
  ti4_ask_for(s, TI4_ASK_PRESSURE, t, -1);
  s->ask.arg[0] = (int16_t)seat;
}
/* choose NOTE owner: the note index as a number and its owner as a seat */
int ti4_note_give_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pn = m->arg[0], o = m->arg[1];
  if (pn < 0 || pn >= TI4_NPROMISSORYS || o < 0 || o >= s->nseats || s->pn_holder[pn][o] != m->seat ||
      ((s->pn_in_play[pn] >> o) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("give one of the promissory notes you hold (%s)"), ti4_seat_word(m->seat));
  return 0;
}
void ti4_note_give_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int to = s->ask.arg[0];
  s->pn_holder[m->arg[0]][m->arg[1]] = (uint8_t)to;
  ti4_emit_what(ev, TI4_EV_GAINED, to, TI4_RES_PROMISSORY, m->arg[0], 1);
  ti4_note_received(s, m->arg[0], m->arg[1], to, ev);   /* Support for the Throne */
}
size_t ti4_note_give_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pn = 0; pn < TI4_NPROMISSORYS; pn++)
    for (int o = 0; o < s->nseats; o++)
      if (s->pn_holder[pn][o] == s->ask.seat && !((s->pn_in_play[pn] >> o) & 1)) {
        if (k < cap) {
          memset(&out[k], 0, sizeof out[k]);
          out[k].seat = s->ask.seat; out[k].kind = TI4_MV_CHOOSE; out[k].card = -1;
          for (int i = 0; i < TI4_MOVE_ARGS; i++) out[k].arg[i] = -1;
          out[k].arg[0] = (int16_t)pn; out[k].arg[1] = (int16_t)o;
        }
        k++;
      }
  return k;
}

/* ---- "after an agenda is revealed" (no prediction) ------------------------ */
static int after_revealed(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  return at_step(s, m, e, TI4_AG_AFTER, N_("%s is used after an agenda is revealed"));
}
static int plain_after_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  return after_revealed(s, m, e);
}
static int target_player(const ti4_state *s, const ti4_move *m, ti4_error *e, const char *id) {
  int t = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : m->arg[0];
  if (t < 0 || t >= s->nseats || s->p[t].eliminated)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s needs a player"), id);
  return ti4_ability_used(s, m, e);      /* 2.6b with its target (abilities.c) */
}
static int seat_of(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : m->arg[0];
}
static size_t player_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  (void)seat;
  for (int p = 0; p < s->nseats; p++, k++)
    if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_PLAYER, p); }
  return k;
}
static int assassinate_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  int rc = after_revealed(s, m, e);
  return rc ? rc : target_player(s, m, e, "assassinate_representative");
}
static void assassinate(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  ti4_bar_vote(s, seat_of(m));           /* 8.16: no votes from any source (1.6a: Elder Qanoj) */
}
static void hack_election(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->ag.hack = 1;                        /* read when the vote order is made */
}
/* Insider Information: looking at the top agenda changes nothing the state
 * keeps; the front end shows the card to the player. */
static void look(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)s; (void)seat; (void)m; (void)ev;
}

/* ---- voting: Distinguished Councilor, Bribery ------------------------------ */
int ti4_previous_voter(const ti4_state *s) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.vote_pos == 0 ||
      (s->ag.step != TI4_AG_VOTING && s->ag.step != TI4_AG_BRIBERY)) return -1;
  return s->ag.vote_order[s->ag.vote_pos - 1];
}
static int cast_votes(const ti4_state *s, int seat) {
  return s->ag.outcome_of[seat] != 0 && !((s->ag.abstained >> seat) & 1);
}
/* FAQ: "once you abstain you lose your ability to vote until the next
 * agenda" -- so no additional votes either (8.14, 8.15). */
static int abstained(const ti4_state *s, int seat, ti4_error *e, const char *id) {
  if (s->phase == TI4_PHASE_AGENDA && ((s->ag.abstained >> seat) & 1) && !s->p[seat].cannot_vote)
    return ti4_fail(e, TI4_EILLEGAL, "8.14", N_("%s abstained on this agenda: no votes until the next agenda, additional votes included"), id);
  return 0;
}
static int councilor_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (abstained(s, seat, e, ti4_seat_word(seat))) return e ? e->code : TI4_EILLEGAL;
  if (ti4_previous_voter(s) != seat || !cast_votes(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Distinguished Councilor is played right after you cast votes (%s)"), ti4_seat_word(seat));
  if (ti4_rep_government(s) == 1)
    return ti4_fail(e, TI4_EILLEGAL, "8.15", N_("Representative Government: no additional votes (%s)"), ti4_seat_word(seat));
  if (s->p[seat].cannot_vote)
    return ti4_fail(e, TI4_EILLEGAL, "8.16", N_("%s cannot vote on this agenda"), ti4_seat_word(seat));
  return 0;
}
static void councilor(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  s->ag.extra[seat] = (int16_t)(s->ag.extra[seat] + 5);   /* same outcome (8.15) */
  ti4_emit(ev, TI4_EV_VOTED, seat, s->ag.current, 5, s->ag.outcome_of[seat], 5);
}
static int bribery_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_BRIBERY)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Bribery is played after the speaker votes (%s)"), ti4_seat_word(seat));
  if (abstained(s, seat, e, ti4_seat_word(seat))) return e ? e->code : TI4_EILLEGAL;
  if (!cast_votes(s, seat) || s->p[seat].cannot_vote)
    return ti4_fail(e, TI4_EILLEGAL, "8.15", N_("additional votes go to an outcome you voted for: %s cast none"), ti4_seat_word(seat));
  if (ti4_rep_government(s) == 1)
    return ti4_fail(e, TI4_EILLEGAL, "8.15", N_("Representative Government: no additional votes (%s)"), ti4_seat_word(seat));
  /* "any number of trade goods" (FAQ): 0 included */
  if (m->arg[0] < 0 || m->arg[0] > s->p[seat].tg || m->arg[1] >= 0 || m->arg[2] >= 0 || m->arg[3] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "93.4", N_("spend from 0 to your trade goods (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t bribery_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int n = 0; n <= s->p[seat].tg; n++, k++)   /* every number it may spend */
    if (k < cap) { out[k] = *base; out[k].arg[0] = (int16_t)n; }
  return k;
}
static void bribery_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_gain_tg(s, seat, -m->arg[0], ev);
}
static void bribery(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  s->ag.extra[seat] = (int16_t)(s->ag.extra[seat] + m->arg[0]);
  ti4_emit(ev, TI4_EV_VOTED, seat, s->ag.current, m->arg[0], s->ag.outcome_of[seat], m->arg[0]);
}

/* ---- when elected / when an outcome would resolve -------------------------- */
static int elected_player(const ti4_state *s) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_ELECTED || s->ag.current < 0) return -1;
  if (TI4_TARGET_KIND(s->ag.outcome) != TI4_T_PLAYER) return -1;
  return (int)TI4_TARGET_INDEX(s->ag.outcome);
}
static int confusing_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (elected_player(s) != seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Confusing Legal Text is played when you are elected (%s)"), ti4_seat_word(seat));
  if (target_player(s, m, e, "confusing_legal_text")) return e ? e->code : TI4_EILLEGAL;
  if (!ti4_outcome_valid(s, s->ag.current, TI4_TARGET(TI4_T_PLAYER, seat_of(m))))
    return ti4_fail(e, TI4_EILLEGAL, "8.9", N_("%s is not eligible"), ti4_seat_word(seat_of(m)));
  return 0;
}
static void confusing(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  s->ag.outcome = TI4_TARGET(TI4_T_PLAYER, seat_of(m));
  ti4_emit(ev, TI4_EV_DECIDED, seat, s->ag.current, 0, s->ag.outcome, 0);
}
static int confounding_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int p = elected_player(s);
  if (p < 0 || p == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Confounding Legal Text is played when another player is elected (%s)"), ti4_seat_word(seat));
  return 0;
}
static void confounding(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (elected_player(s) < 0) return;
  s->ag.outcome = TI4_TARGET(TI4_T_PLAYER, seat);
  ti4_emit(ev, TI4_EV_DECIDED, seat, s->ag.current, 0, s->ag.outcome, 0);
}
/* Deadly Plot: only a player who voted for or predicted another outcome. */
static int deadly_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_ELECTED || s->ag.current < 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Deadly Plot is played when an outcome would resolve (%s)"), ti4_seat_word(seat));
  int other = cast_votes(s, seat) && s->ag.outcome_of[seat] != s->ag.outcome;
  for (int i = 0; i < s->ag.nriders && !other; i++)
    if (s->ag.riders[i].seat == seat && s->ag.riders[i].target != s->ag.outcome) other = 1;
  if (!other)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Deadly Plot needs a vote or prediction on another outcome (%s)"), ti4_seat_word(seat));
  return 0;
}
static void deadly_plot(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0) return;
  int a = s->ag.current;
  if (ti4_law_in_play(s, a) >= 0) ti4_law_remove(s, a, ev);   /* a law voted on again (Miscount Disclosed): it leaves play once */
  else {
    s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;     /* not replaced */
    ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
  }
  for (int i = 0; i < s->ag.nriders; i++) s->ag.riders[i].resolved = 1;   /* all fail */
  while (s->nwin) ti4_window_pop(s);
  s->ag.current = -1;
  s->ag.step = TI4_AG_END;
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (s->planet_owner[p] == seat && !(s->planet_flags[p] & TI4_PF_EXHAUSTED)) {
      s->planet_flags[p] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
    }
}

/* ---- Committee Formation (a law its elected player holds) ------------------
 * Before players vote on an agenda that elects a player, its owner may
 * discard it to choose the elected player; nobody votes on that agenda
 * (AG-083). Used while the first vote is pending, by any seat (riders are
 * played by then); Confusing/Confounding Legal Text and Deadly Plot may
 * still answer in the "when elected" window. */
static int committee_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int li = ti4_law_in_play(s, TI4_AGENDA_COMMITTEE_FORMATION);
  if (li < 0 || s->laws[li].elected != TI4_TARGET(TI4_T_PLAYER, seat))
    return ti4_fail(e, TI4_EILLEGAL, "8.20", N_("you do not own the law %s"), "committee_formation");
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_VOTING ||
      s->pending.kind != TI4_PEND_VOTE || ti4_voting_started(s))
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used before players vote"), "committee_formation");
  if (s->ag.current == TI4_AGENDA_COMMITTEE_FORMATION)   /* voted on again (Miscount Disclosed) */
    return ti4_fail(e, TI4_EILLEGAL, "8.20", N_("%s is the agenda being voted on"), "committee_formation");
  if (!ti4_outcome_valid(s, s->ag.current, TI4_TARGET(TI4_T_PLAYER, 0)) &&
      !ti4_outcome_valid(s, s->ag.current, TI4_TARGET(TI4_T_PLAYER, 1)))
    return ti4_fail(e, TI4_EILLEGAL, "8.9", N_("%s needs an agenda that elects a player"), "committee_formation");
  int t = seat_of(m);
  if (t < 0 || t >= s->nseats || !ti4_outcome_valid(s, s->ag.current, TI4_TARGET(TI4_T_PLAYER, t)))
    return ti4_fail(e, TI4_EILLEGAL, "8.9", N_("%s needs a player who can be elected"), "committee_formation");
  return 0;
}
/* Minister of War (law): "Action: Purge this card to remove 1 of your
 * command tokens from the game board and return it to your
 * reinforcements." `component minister_of_war POS` (a map position). */
static int war_minister_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0];
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || !((s->tokens[pos] >> seat) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "20", N_("name a map position holding your command token (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t war_minister_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if ((s->tokens[pos] >> seat) & 1) {
      if (k < cap) { out[k] = *base; out[k].arg[0] = (int16_t)pos; }
      k++;
    }
  return k;
}
static void war_minister(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  s->tokens[m->arg[0]] &= (uint8_t)~(1u << seat);
  int li = ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_WAR);   /* purged: out of the game */
  if (li < 0) return;
  memmove(&s->laws[li], &s->laws[li + 1], sizeof s->laws[0] * (size_t)(s->nlaws - li - 1));
  s->nlaws--;
  memset(&s->laws[s->nlaws], 0, sizeof s->laws[0]);
  ti4_emit(ev, TI4_EV_LAW_REMOVED, TI4_NOBODY, TI4_AGENDA_MINISTER_OF_WAR, -1, 0, 0);
}

static void committee(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_law_remove(s, TI4_AGENDA_COMMITTEE_FORMATION, ev);   /* discarded (agenda discard pile) */
  s->ag.outcome = TI4_TARGET(TI4_T_PLAYER, seat_of(m));
  ti4_emit(ev, TI4_EV_DECIDED, seat, s->ag.current, 0, s->ag.outcome, 0);
  s->ag.step = TI4_AG_ELECTED;                 /* no vote on this agenda */
  ti4_window_open_default(s, TI4_W_WHEN_ELECTED, ev);
}

/* ---- start of the agenda phase --------------------------------------------- */
static int burial_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_START_WIN)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is played at the start of the agenda phase"), "ancient_burial_sites");
  return target_player(s, m, e, "ancient_burial_sites");
}
static void burial(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int t = seat_of(m);
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (s->planet_owner[p] == t && (ti4_planet_traits(s, p) & TI4_TRAIT_CULTURAL) &&
        !(s->planet_flags[p] & TI4_PF_EXHAUSTED)) {
      s->planet_flags[p] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, t, p, -1, 0, 0);
    }
}

#define AC(id, card, win, fl, chk, opt, pay, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, win, fl, chk, opt, pay, eff }
#define AGW (W(TI4_W_WHEN_REVEALED) | W(TI4_W_AFTER_REVEALED) | W(TI4_W_AFTER_SPEAKER_VOTES) | \
             W(TI4_W_WHEN_ELECTED) | W(TI4_W_AFTER_RESOLVED))
#define RIDER(id, card, fn) AC(id, card, AGW, TI4_ABF_RIDER | TI4_ABF_TARGET, rider_check, ti4_predict_options, NULL, fn)

static const ti4_ability rows[] = {
  RIDER("leadership_rider", LEADERSHIP_RIDER, leadership_rider),
  RIDER("diplomacy_rider", DIPLOMACY_RIDER, diplomacy_rider),
  RIDER("politics_rider", POLITICS_RIDER, politics_rider),
  RIDER("construction_rider", CONSTRUCTION_RIDER, construction_rider),
  RIDER("trade_rider", TRADE_RIDER, trade_rider),
  RIDER("warfare_rider", WARFARE_RIDER, warfare_rider),
  RIDER("technology_rider", TECHNOLOGY_RIDER, technology_rider),
  RIDER("imperial_rider", IMPERIAL_RIDER, imperial_rider),
  RIDER("sanction", SANCTION, sanction),
  AC("veto", VETO, W(TI4_W_WHEN_REVEALED), 0, veto_check, NULL, NULL, veto),
  AC("diplomatic_pressure", DIPLOMATIC_PRESSURE, W(TI4_W_WHEN_REVEALED), TI4_ABF_TARGET | TI4_ABF_OWN, pressure_check, pressure_options, NULL, pressure),
  AC("assassinate_representative", ASSASSINATE_REPRESENTATIVE, W(TI4_W_AFTER_REVEALED), TI4_ABF_TARGET, assassinate_check, player_options, NULL, assassinate),
  AC("hack_election", HACK_ELECTION, W(TI4_W_AFTER_REVEALED), 0, plain_after_check, NULL, NULL, hack_election),
  AC("insider_information", INSIDER_INFORMATION, W(TI4_W_AFTER_REVEALED), 0, plain_after_check, NULL, NULL, look),
  AC("distinguished_councilor", DISTINGUISHED_COUNCILOR, W(TI4_W_AFTER_SPEAKER_VOTES), TI4_ABF_OUT_OF_TURN, councilor_check, NULL, NULL, councilor),
  AC("bribery", BRIBERY, W(TI4_W_AFTER_SPEAKER_VOTES), TI4_ABF_OWN, bribery_check, bribery_options, bribery_pay, bribery),
  AC("confusing_legal_text", CONFUSING_LEGAL_TEXT, W(TI4_W_WHEN_ELECTED), TI4_ABF_TARGET, confusing_check, player_options, NULL, confusing),
  AC("confounding_legal_text", CONFOUNDING_LEGAL_TEXT, W(TI4_W_WHEN_ELECTED), 0, confounding_check, NULL, NULL, confounding),
  AC("deadly_plot", DEADLY_PLOT, W(TI4_W_WHEN_ELECTED), 0, deadly_check, NULL, NULL, deadly_plot),
  { "committee_formation", TI4_AB_LAW, TI4_AGENDA_COMMITTEE_FORMATION, 0, TI4_ABF_OUT_OF_TURN | TI4_ABF_TARGET,
    committee_check, player_options, NULL, committee },
  { "minister_of_war", TI4_AB_LAW, TI4_AGENDA_MINISTER_OF_WAR, 0, TI4_ABF_COMPONENT,
    war_minister_check, war_minister_options, NULL, war_minister },
  AC("ancient_burial_sites", ANCIENT_BURIAL_SITES, W(TI4_W_AGENDA_START), TI4_ABF_TARGET, burial_check, player_options, NULL, burial),
};
const ti4_ability_table ti4_ab_agenda_actions = { rows, sizeof rows / sizeof rows[0] };

/* Diplomatic Pressure's question, answered by the player it names. */
static const ti4_choice choices[] = {
  { TI4_ASK_PRESSURE, ti4_note_give_check, ti4_note_give_apply, ti4_note_give_legal,
    "promissory_to_give", N_("name the promissory note you give") },
};
const ti4_choice_table ti4_choices_agenda_actions = { choices, sizeof choices / sizeof choices[0] };
