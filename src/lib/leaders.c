/* leaders.c -- ability records of leaders (see rules.h, ti4_ability): those
 * that act in the agenda phase. */
#include "agenda_rules.h"
#include "round.h"

#define W(x) (1u << (x))

/* Z'eu (Naalu agent, PoK): after an agenda is revealed, look at the top
 * agenda card. Looking changes nothing the state keeps; the agent exhausts. */
static int zeu_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_AFTER)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used after an agenda is revealed"), "zeu");
  return 0;
}
static void zeu(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)s; (void)seat; (void)m; (void)ev;
}

/* Odlynn Myrr (Keleres hero, Operation Archon): after an agenda is revealed,
 * predict an outcome aloud; 6 more votes go with the hero's player's own
 * votes (a vote modifier, agenda_cards.c). Once the outcome resolves, whether
 * or not the prediction came true: 1 trade good and 1 command token for
 * each player who abstained or voted for another outcome than predicted
 * (leaders.tsv: "abstains or votes differently"; itself included, AG-059).
 * A prediction, so Deadly Plot ends it unpaid (LRR 2.0). Purged when used. */
static void odlynn_myrr(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) { ti4_predict_record(s, seat, m, ev); return; }
  int n = ti4_voted_otherwise(s, m->target);
  if (n <= 0) return;
  ti4_gain_tg(s, seat, n, ev);
  int left = ti4_reinforcement_tokens(s, seat);   /* 20.3a: none left, none gained */
  if (n > left) n = left;
  if (n <= 0) return;
  ti4_ask_for(s, TI4_ASK_TOKENS, seat, m->card);
  s->ask.arg[0] = (int16_t)n;
}

static const ti4_ability rows[] = {
  { "zeu", TI4_AB_LEADER, TI4_LEADER_ZEU, W(TI4_W_AFTER_REVEALED), 0, zeu_check, NULL, NULL, zeu },
  { "odlynn_myrr", TI4_AB_LEADER, TI4_LEADER_ODLYNN_MYRR, W(TI4_W_AFTER_REVEALED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, ti4_predict_check, ti4_predict_options, NULL, odlynn_myrr },
};
const ti4_ability_table ti4_ab_leaders = { rows, sizeof rows / sizeof rows[0] };
