/* factions.c -- ability records of faction abilities (see rules.h,
 * ti4_ability): those that act in the agenda phase. */
#include "agenda_rules.h"

#define W(x) (1u << (x))

/* Quash (Xxcha): spend a strategy-pool token to discard the revealed agenda
 * and reveal another; a faction ability, so Political Secret stops it. */
static int quash_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_WHEN)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used when an agenda is revealed"), "quash");
  if (s->p[seat].strategy == 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Quash costs a strategy-pool token (%s)"), ti4_seat_word(seat));
  return 0;
}
static void quash_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
}
static void quash(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m;
  if (s->phase == TI4_PHASE_AGENDA && s->ag.current >= 0) ti4_agenda_replace(s, ev);
}

/* Galactic Threat (Nekro): cannot vote (a vote modifier in agenda_cards.c);
 * may predict; on success may gain a technology owned by a player who voted
 * for the outcome (asked; agenda_effects.c). */
static void galactic_threat(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) { ti4_predict_record(s, seat, m, ev); return; }
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_THREAT, 1, -1);
}

static const ti4_ability rows[] = {
  { "quash", TI4_AB_FACTION, TI4_FACTION_XXCHA, W(TI4_W_WHEN_REVEALED), 0,
    quash_check, NULL, quash_pay, quash },
  { "galactic_threat", TI4_AB_FACTION, TI4_FACTION_NEKRO,
    W(TI4_W_WHEN_REVEALED) | W(TI4_W_AFTER_REVEALED) | W(TI4_W_AFTER_SPEAKER_VOTES) | W(TI4_W_WHEN_ELECTED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, ti4_predict_check, ti4_predict_options, NULL, galactic_threat },
};
const ti4_ability_table ti4_ab_factions = { rows, sizeof rows / sizeof rows[0] };
