/* promissory.c -- ability records of promissory notes (see rules.h,
 * ti4_ability): the notes that act in the agenda phase. The owner of a
 * played note is m->arg[5]; the note goes back to its owner (69.4). */
#include "agenda_rules.h"

#define W(x) (1u << (x))

static int when_revealed(const ti4_state *s, const char *id, ti4_error *e) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_WHEN)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used when an agenda is revealed"), id);
  return 0;
}

/* Political Secret: its owner cannot vote, play action cards or use faction
 * abilities on this agenda (agenda.c clears both flags for the next one). */
static int secret_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  return when_revealed(s, "political_secret", e);
}
static void secret(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int owner = m->arg[5];
  if (owner < 0 || owner >= s->nseats) return;
  ti4_bar_vote(s, owner);                      /* 1.6a: not over Elder Qanoj */
  s->p[owner].no_abilities = 1;
}

/* Political Favor (Xxcha): spend a token from the Xxcha strategy pool to
 * discard the agenda and reveal another (FAQ errata: "when revealed"). */
static int favor_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  int rc = when_revealed(s, "political_favor", e);
  if (rc) return rc;
  if (m->arg[5] < 0 || m->arg[5] >= s->nseats || s->p[m->arg[5]].strategy == 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("the note's owner has no strategy token to spend (%s)"), "political_favor");
  return 0;
}
static void favor_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  s->p[m->arg[5]].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, m->arg[5], TI4_RES_STRATEGY, -1, 1);
}
static void favor(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m;
  if (s->phase == TI4_PHASE_AGENDA && s->ag.current >= 0) ti4_agenda_replace(s, ev);
}

/* Keleres Rider: a prediction (not an action card, so Political Secret does
 * not stop it); 1 action card and 2 trade goods when it comes true. */
static void keleres_rider(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) {
    ti4_predict_record(s, seat, m, ev);
    ti4_bar_vote(s, seat);
    return;
  }
  if (m->arg[1] != 1) return;                  /* the prediction failed */
  ti4_draw_actions(s, seat, 1, ev);
  ti4_gain_tg(s, seat, 2, ev);
}

static const ti4_ability rows[] = {
  { "political_secret", TI4_AB_PROMISSORY, TI4_PROMISSORY_POLITICAL_SECRET,
    W(TI4_W_WHEN_REVEALED), 0, secret_check, NULL, NULL, secret },
  { "political_favor", TI4_AB_PROMISSORY, TI4_PROMISSORY_POLITICAL_FAVOR,
    W(TI4_W_WHEN_REVEALED), 0, favor_check, NULL, favor_pay, favor },
  { "keleres_rider", TI4_AB_PROMISSORY, TI4_PROMISSORY_KELERES_RIDER,
    W(TI4_W_WHEN_REVEALED) | W(TI4_W_AFTER_REVEALED) | W(TI4_W_AFTER_SPEAKER_VOTES) | W(TI4_W_WHEN_ELECTED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, ti4_predict_check, ti4_predict_options, NULL, keleres_rider },
};
const ti4_ability_table ti4_ab_promissory = { rows, sizeof rows / sizeof rows[0] };
