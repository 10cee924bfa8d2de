/* leaders2.c -- more leader records (leaders.tsv): Carth of Golden Sands
 * (Hacan agent), Garv and Gunn (Naaz agent), Nekro Malleon (Nekro agent). The registry exhausts an agent
 * when used (abilities.c). */
#include "agenda_rules.h"
#include "faction_abilities.h"
#include "exploration.h"

#define W(x) (1u << (x))

/* Carth of Golden Sands (Hacan agent): during the action phase, exhaust to
 * gain 2 commodities (up to the faction's value, 21.2) or to make another
 * player replenish commodities (21.3). "During the action phase" is offered
 * at the start and the end of every turn (any player's), the moments between
 * which transactions happen; not inside a turn's other windows, which would
 * stop every step for the Hacan player. `play
 * carth_of_golden_sands` gains; `play carth_of_golden_sands p2` replenishes p2. */
static int carth_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_ACTION)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("%s is used during the action phase"), "carth_of_golden_sands");
  if (m->target == 0) return 0;
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (o < 0 || o >= s->nseats || o == seat || s->p[o].eliminated)
    return ti4_fail(e, TI4_EILLEGAL, "21.3", N_("name another player to replenish commodities, or no one to gain 2 commodities (%s)"),
                    ti4_seat_word(seat));
  return 0;
}
static size_t carth_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int o = -1; o < s->nseats; o++) {
    ti4_move m = *base;
    m.target = o < 0 ? 0 : TI4_TARGET(TI4_T_PLAYER, o);
    if (carth_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void carth(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->target) { ti4_replenish(s, (int)TI4_TARGET_INDEX(m->target), ev); return; }
  int f = s->p[seat].faction, cap = f >= 0 ? ti4_factions[f].commodities : 0;
  int n = cap - s->p[seat].commodities;
  if (n > 2) n = 2;
  if (n <= 0) return;
  s->p[seat].commodities = (uint8_t)(s->p[seat].commodities + n);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_COMMODITIES, -1, n);
}

/* Garv and Gunn (Naaz agent): at the end of any player's turn, exhaust;
 * that player may explore 1 of their planets (asked of them: `choose
 * PLANET`, or plain `choose` for none). The exploration is queued and
 * resolved once the end-of-turn window closes (35); a planet without a
 * trait cannot be explored (35.1), and a full queue takes no more. */
enum { ASK_GARV = TI4_ASKS_LEADERS + 5 };   /* leaders.c numbers from TI4_ASKS_LEADERS */
static int garv_fits(const ti4_state *s, int seat, int pl) {
  return pl >= 0 && pl < TI4_NPLANETS && s->planet_owner[pl] == seat && ti4_planet_traits(s, pl) != 0 &&
         ti4_planet_pos(s, pl) >= 0 && s->x.nqueue < TI4_MAX_EXPLORE_Q;
}
static int garv_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  int a = s->active;
  if (s->phase != TI4_PHASE_ACTION || a >= s->nseats)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("%s is used at the end of a player's turn"), "garv_and_gunn");
  for (int pl = 0; pl < TI4_NPLANETS; pl++)
    if (garv_fits(s, a, pl)) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "35.1", N_("Garv and Gunn: %s, whose turn ends, controls no planet that can be explored"), ti4_seat_word(a));
}
static void garv(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  ti4_ask_for(s, ASK_GARV, s->active, m->card);
}
static int garv_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!m->target && m->card < 0) return 0;    /* declined */
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (m->card >= 0 || !garv_fits(s, m->seat, pl))
    return ti4_fail(e, TI4_EILLEGAL, "35.1", N_("Garv and Gunn: name a planet of yours that can be explored, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void garv_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (!m->target) return;
  ti4_explore_enqueue(s, m->seat, (int)TI4_TARGET_INDEX(m->target), 0);   /* resolved when the window closes */
}
static size_t garv_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
  k++;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (!garv_fits(s, s->ask.seat, pl)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
    }
    k++;
  }
  return k;
}
/* Artuno the Betrayer (Nomad agent): when you gain trade goods from the
 * supply, exhaust it to put the same number of trade goods (from the
 * supply) on it; when it readies, you gain the trade goods on it
 * (ti4_agent_ready, state.c: the status phase, 81). Asked once the gain's
 * move is done and nothing else is asked (faction_abilities.c: a gain by
 * ti4_gain_tg; trade goods taken from a player or turned from commodities
 * are not from the supply): `choose N` (N the trade goods gained: N go on
 * the card) or `choose` (no). Of several gains in one move it is asked for
 * the largest, the one its player would name. */
static int artuno_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rest = m->card >= 0 || m->target || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < 5; i++) rest |= m->arg[i] != -1;
  if (!rest && m->arg[0] == -1) return 0;     /* declined */
  if (rest || m->arg[0] != s->ask.arg[0] || !ti4_artuno_fits(s, m->seat))
    return ti4_fail_num(e, TI4_EILLEGAL, "51.4", N_("Artuno the Betrayer: choose the number of trade goods you gained (%s) to put as many on it, or choose nothing"), s->ask.arg[0]);
  return 0;
}
static void artuno_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (m->arg[0] < 1 || !ti4_artuno_fits(s, m->seat)) return;
  ti4_agent_exhaust(s, m->seat, TI4_LEADER_ARTUNO_THE_BETRAYER);
  int n = s->p[m->seat].artuno_tg + m->arg[0];
  s->p[m->seat].artuno_tg = (uint8_t)(n > 255 ? 255 : n);
}
static size_t artuno_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  if (cap > 0) ti4_move_blank(&out[0], s->ask.seat, TI4_MV_CHOOSE);
  if (cap > 1) {
    ti4_move_blank(&out[1], s->ask.seat, TI4_MV_CHOOSE);
    out[1].arg[0] = s->ask.arg[0];
  }
  return 2;
}

/* Temporal Command Suite (Nomad technology): after any player's agent
 * becomes exhausted, exhaust it to ready that agent; if it is another
 * player's, you may perform a transaction with that player. Asked once the
 * exhausting move is done and nothing else is asked (faction_abilities.c;
 * an agent exhausted by `give` is not), its owner's seat first: `choose pX`
 * (pX, whose agent: readied -- Artuno the Betrayer's trade goods come with
 * it) or `choose` (no). Then, for another player's agent, the two may
 * trade once (offer.tcs_pair), whoever is active and neighbours or not,
 * until the next turn or agenda. */
static int tcs_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rest = m->card >= 0 || m->target || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < 5; i++) rest |= m->arg[i] != -1;
  if (!rest && m->arg[0] == -1) return 0;     /* declined */
  int o = s->ask.arg[0], agent = s->ask.arg[1];
  if (rest || m->arg[0] != o || !ti4_tcs_fits(s, m->seat) || ti4_leader_state(s, o, agent) != TI4_LEADER_EXHAUSTED)
    return ti4_fail(e, TI4_EILLEGAL, "51.4", N_("Temporal Command Suite: choose %s to ready that player's exhausted agent, or choose nothing"), ti4_seat_word(o));
  return 0;
}
static void tcs_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int o = s->ask.arg[0], agent = s->ask.arg[1], t = TI4_TECH_TEMPORAL_COMMAND_SUITE;
  if (m->arg[0] != o || !ti4_tcs_fits(s, m->seat) || ti4_leader_state(s, o, agent) != TI4_LEADER_EXHAUSTED) return;
  s->p[m->seat].tech_exhausted[t >> 3] |= (uint8_t)(1u << (t & 7));
  ti4_agent_ready(s, o, agent, ev);
  if (o != m->seat) s->offer.tcs_pair = (uint8_t)((m->seat + 1) | (o + 1) << 4);   /* 94: one transaction */
}
static size_t tcs_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  if (cap > 0) ti4_move_blank(&out[0], s->ask.seat, TI4_MV_CHOOSE);
  if (cap > 1) {
    ti4_move_blank(&out[1], s->ask.seat, TI4_MV_CHOOSE);
    out[1].arg[0] = s->ask.arg[0];
  }
  return 2;
}

/* Nekro Malleon (Nekro agent): during the action phase, exhaust it and
 * choose a player (the Nekro too); that player may discard 1 action card or
 * spend 1 command token from their command sheet to gain 2 trade goods.
 * Offered as Carth of Golden Sands is (the start and end of every turn);
 * `play nekro_malleon pY`, then pY is asked `nekro_malleon`: `choose CARD`
 * (an action card of theirs), `choose tactic|fleet|strategy`, or a plain
 * `choose` (neither: no trade goods). */
enum { ASK_MALLEON = 36 };
static int malleon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (s->phase != TI4_PHASE_ACTION)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("%s is used during the action phase"), "nekro_malleon");
  if (o < 0 || o >= s->nseats || s->p[o].eliminated)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name the player who may discard an action card or spend a command token (%s)"),
                    ti4_seat_word(seat));
  return 0;
}
static size_t malleon_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_seat_targets(s, seat, base, out, cap, malleon_check);
}
static void malleon(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  ti4_ask_for(s, ASK_MALLEON, (int)TI4_TARGET_INDEX(m->target), -1);
}
static uint8_t *malleon_pool(ti4_player *p, int opt) {
  return opt == TI4_OPT_TACTIC ? &p->tactic : opt == TI4_OPT_FLEET ? &p->fleet : opt == TI4_OPT_STRATEGY ? &p->strategy : NULL;
}
static int malleon_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int opt = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (ti4_choose_plain(m, 1)) return 0;
  if (m->card >= 0 && !m->target) {
    if (m->card < TI4_NACTIONS && ti4_hand_find(s, m->seat, m->card) >= 0) return 0;
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name an action card in your hand to discard (%s)"), ti4_seat_word(m->seat));
  }
  uint8_t *pool = m->card < 0 ? malleon_pool((ti4_player *)&s->p[m->seat], opt) : NULL;
  if (!pool || !*pool)
    return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("name a pool of your command sheet holding a token: tactic, fleet or strategy (%s)"),
                    ti4_seat_word(m->seat));
  return 0;
}
static void malleon_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  static const int res[3] = { TI4_RES_TACTIC, TI4_RES_FLEET, TI4_RES_STRATEGY };
  if (ti4_choose_plain(m, 1)) return;
  if (m->card >= 0 && !m->target) ti4_hand_discard_chosen(s, m, ev);
  else {
    int opt = (int)TI4_TARGET_INDEX(m->target);
    uint8_t *pool = malleon_pool(&s->p[m->seat], opt);
    if (!pool || !*pool) return;
    (*pool)--;
    ti4_emit_what(ev, TI4_EV_LOST, m->seat, res[opt - TI4_OPT_TACTIC], -1, 1);
    if (opt == TI4_OPT_STRATEGY) ti4_strategy_spent(s, m->seat, 1, ev);   /* Magmus */
  }
  ti4_gain_tg(s, m->seat, 2, ev);
}
static size_t malleon_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  static const int opts[3] = { TI4_OPT_TACTIC, TI4_OPT_FLEET, TI4_OPT_STRATEGY };
  int a = s->ask.seat;
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], a, TI4_MV_CHOOSE);
  k++;
  k += ti4_hand_card_options(s, k < cap ? out + k : out, k < cap ? cap - k : 0);
  for (int i = 0; i < 3; i++) {
    if (!*malleon_pool((ti4_player *)&s->p[a], opts[i])) continue;
    if (k < cap) { ti4_move_blank(&out[k], a, TI4_MV_CHOOSE); out[k].target = TI4_TARGET(TI4_T_OPTION, opts[i]); }
    k++;
  }
  return k;
}

static const ti4_choice choice_rows[] = {
  { ASK_MALLEON, malleon_choice_check, malleon_choice, malleon_legal, "nekro_malleon",
    N_("Nekro Malleon: discard 1 action card or spend 1 command token of your command sheet to gain 2 trade goods (choose CARD, choose tactic|fleet|strategy, or choose nothing)") },
  { TI4_ASK_TCS, tcs_choice_check, tcs_choice, tcs_legal, "temporal_command_suite",
    N_("Temporal Command Suite: a player's agent was exhausted; exhaust it to ready that agent, and trade with that player if it is another's (choose pX, or choose nothing)") },
  { TI4_ASK_ARTUNO, artuno_choice_check, artuno_choice, artuno_legal, "artuno_the_betrayer",
    N_("Artuno the Betrayer: you gained trade goods from the supply; exhaust it to put as many on it, gained when it readies (choose N, or choose nothing)") },
  { ASK_GARV, garv_choice_check, garv_choice, garv_legal, "garv_and_gunn_planet",
    N_("Garv and Gunn: you may explore 1 of your planets (choose PLANET, or choose nothing)") },
};
const ti4_choice_table ti4_choices_leaders2 = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
static const ti4_choice_seat seat_rows[] = { { TI4_ASK_TCS, 1 } };
const ti4_choice_seat_table ti4_choice_seats_leaders2 = { seat_rows, sizeof seat_rows / sizeof seat_rows[0] };

static const ti4_ability rows[] = {
  { "carth_of_golden_sands", TI4_AB_LEADER, TI4_LEADER_CARTH_OF_GOLDEN_SANDS,
    W(TI4_W_TURN_START) | W(TI4_W_TURN_END),
    TI4_ABF_TARGET, carth_check, carth_options, NULL, carth },
  { "garv_and_gunn", TI4_AB_LEADER, TI4_LEADER_GARV_AND_GUNN, W(TI4_W_TURN_END), 0, garv_check, NULL, NULL, garv },
  { "nekro_malleon", TI4_AB_LEADER, TI4_LEADER_NEKRO_MALLEON, W(TI4_W_TURN_START) | W(TI4_W_TURN_END),
    TI4_ABF_TARGET, malleon_check, malleon_options, NULL, malleon },
};
const ti4_ability_table ti4_ab_leaders2 = { rows, sizeof rows / sizeof rows[0] };
