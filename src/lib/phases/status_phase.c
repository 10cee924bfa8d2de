/* status_phase.c -- the status phase (LRR 81): scoring in initiative order
 * (81.1, 61.6), revealing the next public objective (81.2, 61.13-61.15),
 * action cards (81.3), command tokens off the board and 2 gained (81.4-81.5),
 * readying (81.6), strategy cards returned (81.8); then the agenda phase,
 * which itself skips to a new round while the custodians token is on
 * Mecatol Rex (agenda.c, TI4_AG_START).
 *
 * Objective requirements are records (one row per objective) checked against
 * what the state models: planets, traits, specialties, attachments,
 * technologies, structures, ships per system, spending. Objectives that need
 * movement or combat history are refused as not modelled (README Not yet). */
#include "rules.h"
#include "faction_abilities.h"
#include "round.h"
#include "combat.h"
#include "techs2.h"

enum { ST_START, ST_SCORE, ST_REVEAL, ST_DRAW, ST_TOKENS, ST_READY, ST_RETURN, ST_END };


/* ---- the phase ------------------------------------------------------------ */
static int first_seat(const ti4_state *s) {
  uint8_t order[TI4_MAX_SEATS];
  return ti4_initiative_order(s, order, 0) ? order[0] : TI4_NOBODY;
}

/* The seat after `seat` in initiative order, NOBODY after the last. */
static int next_seat(const ti4_state *s, int seat) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, order, 0);
  for (int i = 0; i + 1 < n; i++) if (order[i] == seat) return order[i + 1];
  return TI4_NOBODY;
}

static int count_stage(const ti4_state *s, int stage) {
  int n = 0;
  for (int i = 0; i < s->nrevealed; i++) n += ti4_objectives[s->revealed[i]].stage == stage;
  return n;
}

/* 61.15 / 98.8: no objective left to reveal -- the game ends; most VP wins,
 * ties to the earliest in initiative order. */
static void end_by_objectives(ti4_state *s, ti4_events *ev) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, order, 0), best = -1;
  for (int i = 0; i < n; i++)
    if (best < 0 || s->p[order[i]].vp > s->p[best].vp) best = order[i];
  s->winner = (uint8_t)(best < 0 ? 0 : best);
  s->phase = TI4_PHASE_OVER;
  s->nwin = 0;
  memset(&s->pending, 0, sizeof s->pending);
  s->pending.seat = TI4_NOBODY;
  ti4_emit(ev, TI4_EV_WINNER, s->winner, -1, -1, 0, 0);
}

void ti4_agenda_end_of_status(ti4_state *s, ti4_events *ev);   /* agenda_effects.c */
void ti4_notes_end_of_status(ti4_state *s, ti4_events *ev);    /* promissory.c */
int ti4_oracle_ready(const ti4_state *s);                      /* heroes2.c: The Oracle */
static void advance(ti4_state *s, ti4_events *ev) {
  switch (s->step) {
  case ST_START:
    s->active = (uint8_t)first_seat(s);
    s->substep = 0;
    s->step = ST_SCORE;
    if (ti4_factions_start_of_status(s, ev)) return;   /* Mitosis: asked first */
    return;
  case ST_SCORE:
    if (s->active == TI4_NOBODY || s->substep == 3) {
      if (s->active != TI4_NOBODY) s->active = (uint8_t)next_seat(s, s->active);
      s->substep = 0;
      if (s->active == TI4_NOBODY) s->step = ST_REVEAL;
      return;
    }
    ti4_set_pending(s, TI4_PEND_SCORE, s->active, 0);
    return;
  case ST_REVEAL: {
    int o = -1;
    if (count_stage(s, TI4_OBJ_STAGE1) < 5 && s->nstage1) o = s->stage1[--s->nstage1];
    else if (count_stage(s, TI4_OBJ_STAGE2) < 5 && s->nstage2) o = s->stage2[--s->nstage2];
    if (o < 0 || s->nrevealed >= 16) { end_by_objectives(s, ev); return; }
    s->revealed[s->nrevealed++] = (uint8_t)o;
    ti4_emit(ev, TI4_EV_OBJECTIVE_REVEALED, TI4_NOBODY, o, -1, 0, ti4_objectives[o].points);
    s->step = ST_DRAW;
    return;
  }
  case ST_DRAW: {
    uint8_t order[TI4_MAX_SEATS];
    int n = ti4_initiative_order(s, order, 0);
    for (int i = 0; i < n; i++) ti4_draw_actions(s, order[i], 1, ev);
    memset(s->tokens, 0, sizeof s->tokens);       /* 81.4 */
    s->active = (uint8_t)first_seat(s);
    s->step = ST_TOKENS;
    return;
  }
  case ST_TOKENS:
    if (s->active == TI4_NOBODY) { s->step = ST_READY; return; }
    {
      int seat = s->active;
      s->active = (uint8_t)next_seat(s, seat);
      ti4_ask_redistribute(s, seat, ti4_status_tokens(s, seat));   /* 81.5: gain 2 (Versatile: 3), redistribute */
    }
    return;
  case ST_READY:
    for (int p = 0; p < TI4_NPLANETS; p++)         /* 81.6 */
      if (s->planet_flags[p] & TI4_PF_EXHAUSTED) {
        s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
        ti4_emit(ev, TI4_EV_READIED, s->planet_owner[p], p, -1, 0, 0);
      }
    for (int i = 0; i < s->nseats; i++) {
      memset(s->p[i].tech_exhausted, 0, sizeof s->p[i].tech_exhausted);
      s->p[i].relics_exhausted = 0;
      ti4_agents_ready_all(s, i, ev);              /* the Nomad's three each; Artuno's trade goods */
      for (int l = TI4_LEADER_COMMANDER; l < 3; l++)
        if (s->p[i].leaders[l] == TI4_LEADER_EXHAUSTED) s->p[i].leaders[l] = TI4_LEADER_UNLOCKED;
    }
    s->sc_exhausted = 0;
    ti4_repair_all(s, ev);                         /* 81, step 7: repair units */
    s->step = ST_RETURN;
    {
      /* "When you would return your strategy cards" (Political Stability):
       * a window in initiative order before 81.8; hand sizes are public, so
       * with every hand empty it is skipped without revealing anything
       * (unless the Crown of Emphidia is held: relics.c). */
      uint8_t order[TI4_MAX_SEATS];
      int n = ti4_initiative_order(s, order, 0), cards = 0;
      for (int i = 0; i < n; i++) cards += s->p[order[i]].nhand;
      cards += s->relic_holder[TI4_RELIC_THE_CROWN_OF_EMPHIDIA] != TI4_NOBODY;   /* its purge, a public holding */
      cards += ti4_oracle_ready(s);                /* The Oracle, an unlocked hero (public) */
      s->active = TI4_NOBODY;
      if (cards && n) ti4_window_open(s, TI4_W_STATUS_RETURN, order, n, ev);
    }
    return;
  case ST_RETURN:
    for (int c = 0; c < 8; c++)                    /* 81.8, but kept cards stay */
      if (s->sc_holder[c] >= TI4_MAX_SEATS || !((s->sc_kept >> s->sc_holder[c]) & 1))
        s->sc_holder[c] = TI4_NOBODY;
    s->naalu_zero = TI4_NOBODY;
    s->active = TI4_NOBODY;
    ti4_agenda_end_of_status(s, ev);               /* Minister of Policy */
    ti4_notes_end_of_status(s, ev);                /* Gift of Prescience goes back */
    s->step = ST_END;
    s->active = (uint8_t)first_seat(s);
    return;
  case ST_END:
  default:
    while (s->active != TI4_NOBODY) {              /* "at the end of the status phase": Bioplasmosis, in initiative order */
      int seat = s->active;
      s->active = (uint8_t)next_seat(s, seat);
      if (ti4_bioplasmosis_ask(s, seat)) return;  /* cards/techs2.c */
    }
    if (s->custodians) {                           /* 8.1: no agenda phase yet, and none announced */
      s->round++;
      ti4_enter_phase(s, TI4_PHASE_STRATEGY, ev);
      return;
    }
    ti4_enter_phase(s, TI4_PHASE_AGENDA, ev);   /* (agenda.c still skips one set by an edit) */
    return;
  }
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (s->pending.kind != TI4_PEND_SCORE)
    return ti4_fail(e, TI4_EILLEGAL, "81.1", N_("nothing to score now (%s)"), ti4_seat_word(m->seat));
  if (m->kind == TI4_MV_PASS) return 0;
  if (m->kind != TI4_MV_SCORE)
    return ti4_fail(e, TI4_EILLEGAL, "81.1", N_("score an objective or pass (%s)"), ti4_seat_word(m->seat));
  int o = m->card;
  if (o < 0 || o >= TI4_NOBJECTIVES) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown objective %s"), o);
  int secret = ti4_objectives[o].stage == TI4_OBJ_SECRET;
  if ((s->substep >> secret) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "61.6", N_("one public and one secret objective each status phase (%s)"), ti4_objectives[o].id);
  if (ti4_objectives[o].phase != TI4_PH_STATUS)
    return ti4_fail(e, TI4_EILLEGAL, "61.3", N_("%s is not scored in the status phase"), ti4_objectives[o].id);
  return ti4_objective_check(s, m->seat, o, m, e);
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (m->kind == TI4_MV_PASS) {
    ti4_emit(ev, TI4_EV_PASSED, m->seat, -1, TI4_PASS_SCORE, 0, 0);
    s->substep = 3;
    return;
  }
  s->substep |= (uint8_t)(1u << (ti4_objectives[m->card].stage == TI4_OBJ_SECRET));
  ti4_objective_score(s, m->seat, m->card, m, ev);
}

static size_t legal(const ti4_state *s, ti4_move *out, size_t cap) {
  if (s->pending.kind != TI4_PEND_SCORE) return 0;
  int seat = s->pending.seat;
  size_t k = 0;
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_PASS);
  m.arg[0] = 0;
  if (k < cap) out[k] = m;
  k++;
  for (int o = 0; o < TI4_NOBJECTIVES; o++) {
    int mine = s->secret_holder[o] == seat;
    if (!mine) {
      int shown = 0;
      for (int i = 0; i < s->nrevealed; i++) if (s->revealed[i] == o) shown = 1;
      if (!shown) continue;
    }
    ti4_move x = m;
    x.kind = TI4_MV_SCORE; x.card = (int16_t)o; x.arg[0] = -1;
    if (ti4_objective_payment(s, seat, o, &x)) continue;
    if (check(s, &x, NULL)) continue;
    if (k < cap) out[k] = x;
    k++;
  }
  return k;
}

const ti4_phase_ops ti4_status_ops = { advance, NULL, check, apply, legal };
