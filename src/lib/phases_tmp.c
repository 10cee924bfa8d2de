/* TEMPORARY until strategy_phase.c / action_phase.c / status_phase.c land. */
#include "rules.h"
static void adv(ti4_state *s, ti4_events *ev) { (void)ev; s->phase = TI4_PHASE_OVER; }
static int chk(const ti4_state *s, const ti4_move *m, ti4_error *e) { (void)s; (void)m; return ti4_fail(e, TI4_EILLEGAL, "", "not yet%s", ""); }
static void app(ti4_state *s, const ti4_move *m, ti4_events *ev) { (void)s; (void)m; (void)ev; }
static size_t leg(const ti4_state *s, ti4_move *o, size_t c) { (void)s; (void)o; (void)c; return 0; }
const ti4_phase_ops ti4_strategy_ops = { adv, NULL, chk, app, leg };
const ti4_phase_ops ti4_action_ops = { adv, NULL, chk, app, leg };
const ti4_phase_ops ti4_status_ops = { adv, NULL, chk, app, leg };
static const ti4_choice choices[] = { {0, NULL, NULL, NULL} };
const ti4_choice_table ti4_choices_phases = { choices, 0 };
int ti4_setup_full(ti4_state *s, const ti4_setup *opt, ti4_error *e);
int ti4_setup_full(ti4_state *s, const ti4_setup *opt, ti4_error *e) { (void)s; (void)opt; return ti4_fail(e, TI4_EILLEGAL, "", "full setup not yet%s", ""); }
