/* techs.c -- ability records of technologies whose effects touch modelled
 * state (see rules.h, ti4_ability). Specialties skipping prerequisites (90.14)
 * and Psychoarchaeology's use of them live with research (strategy_cards.c).
 * The choices the component records ask (`choose`) are routed here for all
 * families: ti4_choices_components below. */
#include "round.h"
#include "techs.h"
#include "units.h"
#include "faction_abilities.h"

#define W(id) (1u << (id))

static int planet_of(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
}

/* our choices: numbered apart from the agenda (48+) and strategy (200+) asks */
enum { ASK_BIOSTIMS_TECH = 120, ASK_MAGEON = 121, ASK_CODEX = 122, ASK_JR = 123 };

static int exhausted_tech(const ti4_state *s, int seat, int t) {
  return t >= 0 && t < TI4_NTECHS && ti4_has_tech(s, seat, t) &&
         ((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1);
}
static int in_action_turn(const ti4_state *s, int seat) {
  return s->phase == TI4_PHASE_ACTION && s->active == seat;
}

/* Bio-Stims: at the end of your turn, exhaust it to ready 1 of your planets
 * that has a technology specialty, or 1 of your other technologies: name
 * the planet, or nothing and `choose TECH` afterwards. */
static int biostims_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!in_action_turn(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("Bio-Stims is used at the end of your own turn (%s)"), ti4_seat_word(seat));
  if (!m->target) {
    for (int t = 0; t < TI4_NTECHS; t++)
      if (t != TI4_TECH_BIO_STIMS && exhausted_tech(s, seat, t)) return 0;
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("you have no other exhausted technology to ready (%s)"), ti4_seat_word(seat));
  }
  int p = planet_of(m);
  if (p < 0 || s->planet_owner[p] != seat || ti4_planet_specialty(s, p) >= 5 ||
      ti4_planet_specialty(s, p) == TI4_COLOR_NONE || !(s->planet_flags[p] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "90.14", N_("name an exhausted planet of yours with a technology specialty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t biostims_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (!biostims_check(s, seat, base, NULL)) { if (k < cap) out[k] = *base; k++; }
  return k + ti4_planet_targets(s, seat, base, cap > k ? out + k : NULL, cap > k ? cap - k : 0, biostims_check, 1);
}
static void biostims_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int p = planet_of(m);
  if (!m->target) { ti4_ask_for(s, ASK_BIOSTIMS_TECH, seat, m->card); return; }
  if (p < 0) return;
  s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
}

/* Production Biomes (Hacan): ACTION: exhaust it and spend 1 strategy token:
 * gain 4 trade goods; another player you name gains 2. */
static int biomes_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) != TI4_T_PLAYER || t == seat || !ti4_seat_valid(s, t))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name another player (%s)"), ti4_seat_word(seat));
  if (!s->p[seat].strategy)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("your strategy pool is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t opt_others(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = 0; i < s->nseats; i++) {
    if (i == seat || !ti4_seat_valid(s, i)) continue;
    if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_PLAYER, i); }
    k++;
  }
  return k;
}
static void biomes_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  ti4_strategy_spent(s, seat, 1, ev);            /* Magmus */
}
static void biomes_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_gain_tg(s, seat, 4, ev);
  ti4_gain_tg(s, (int)TI4_TARGET_INDEX(m->target), 2, ev);
}

/* Mageon Implants (Yssaril): ACTION: exhaust it to look at another player's
 * action cards and take 1 of them (`choose CARD`). */
static int mageon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) != TI4_T_PLAYER || t == seat || !ti4_seat_valid(s, t) || !s->p[t].nhand)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name another player who holds action cards (%s)"), ti4_seat_word(seat));
  if (s->p[seat].nhand >= TI4_MAX_HAND)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("your hand is full for the engine (%s)"), ti4_seat_word(seat));
  return 0;
}
static void mageon_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  ti4_ask_for(s, ASK_MAGEON, seat, m->card);
  s->ask.arg[0] = (int16_t)TI4_TARGET_INDEX(m->target);
}

/* Predictive Intelligence: at the end of your turn, exhaust it to
 * redistribute your command tokens: play predictive_intelligence TACTIC
 * FLEET STRATEGY (the same total in the three pools). */
static int own_turn_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!in_action_turn(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("this is used in your own turn of the action phase (%s)"), ti4_seat_word(seat));
  return 0;
}
static int predictive_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = own_turn_check(s, seat, m, e);
  if (rc) return rc;
  const ti4_player *p = &s->p[seat];
  if (m->arg[0] < 0 || m->arg[1] < 0 || m->arg[2] < 0 ||
      m->arg[0] + m->arg[1] + m->arg[2] != p->tactic + p->fleet + p->strategy)
    return ti4_fail(e, TI4_EILLEGAL, "20", N_("give the three pools, tactic fleet strategy, with the same total (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t predictive_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  const ti4_player *p = &s->p[seat];
  int n = p->tactic + p->fleet + p->strategy;
  size_t k = 0;                               /* a sample: one token moved between two pools */
  int v[3] = { p->tactic, p->fleet, p->strategy };
  for (int from = 0; from < 3; from++)
    for (int to = 0; to < 3; to++) {
      if (from == to || !v[from]) continue;
      ti4_move m = *base;
      for (int i = 0; i < 3; i++) m.arg[i] = (int16_t)(v[i] - (i == from) + (i == to));
      (void)n;
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}
static void predictive_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  ti4_player *p = &s->p[seat];
  p->tactic = (uint8_t)m->arg[0];
  p->fleet = (uint8_t)m->arg[1];
  p->strategy = (uint8_t)m->arg[2];
}

/* Transit Diodes: at the start of your turn, exhaust it to move up to 4 of
 * your ground forces onto planets you control. One hop a use:
 * play transit_diodes FROM TO INFANTRY [MECHS]. */
static int second_planet(const ti4_move *m) {
  int first = planet_of(m);
  for (int p = ti4_set_next(m->planets, 0); p >= 0; p = ti4_set_next(m->planets, p + 1))
    if (p != first) return ti4_set_next(m->planets, p + 1) >= 0 ? -2 : p;
  return -1;
}
static int diodes_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = own_turn_check(s, seat, m, e);
  if (rc) return rc;
  int from = planet_of(m), to = second_planet(m);
  int inf = m->arg[0] > 0 ? m->arg[0] : 0, mech = m->arg[1] > 0 ? m->arg[1] : 0;
  if (from < 0 || to < 0 || s->planet_owner[from] != seat || s->planet_owner[to] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name a planet of yours to take ground forces from, one to put them on, and how many infantry and mechs (%s)"), ti4_seat_word(seat));
  if (inf + mech < 1 || inf + mech > 4 || inf > s->planet_units[from][0] || mech > s->planet_units[from][1])
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("move 1 to 4 of the ground forces that are there (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t diodes_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;                               /* a sample: 1 infantry between two planets */
  for (int a = 0; a < TI4_NPLANETS; a++) {
    if (s->planet_owner[a] != seat || !s->planet_units[a][0]) continue;
    for (int b = 0; b < TI4_NPLANETS; b++) {
      if (b == a || s->planet_owner[b] != seat) continue;
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_PLANET, a);
      ti4_set_add(m.planets, b);
      m.arg[0] = 1;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void diodes_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int from = planet_of(m), to = second_planet(m);
  int inf = m->arg[0] > 0 ? m->arg[0] : 0, mech = m->arg[1] > 0 ? m->arg[1] : 0;
  if (from < 0 || to < 0) return;
  s->planet_units[from][0] = (uint8_t)(s->planet_units[from][0] - inf);
  int dm = ti4_planet_mechs_take(s, from, mech, -1);   /* 87: damaged mechs stay damaged (the undamaged first) */
  s->planet_units[to][0] = (uint8_t)(s->planet_units[to][0] + inf);
  ti4_planet_mechs_put(s, to, mech, dm);
}

/* Psychoarchaeology: during the action phase, exhaust planets of yours with
 * a technology specialty for 1 trade good each. Offered in the turn windows
 * (start and end of every turn), the action phase's moments the engine has. */
static int psycho_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  if (s->phase != TI4_PHASE_ACTION || !ti4_count_set(set))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name ready planets of yours with a technology specialty, in the action phase (%s)"), ti4_seat_word(seat));
  TI4_SET_FOREACH(set, p)
    if (!ti4_planet_ready_owned(s, seat, p) || ti4_planet_specialty(s, p) >= 5 || ti4_planet_specialty(s, p) == TI4_COLOR_NONE)
      return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name ready planets of yours with a technology specialty, in the action phase (%s)"), ti4_planets[p].id);
  return 0;
}
static size_t psycho_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (s->phase != TI4_PHASE_ACTION) return 0;
  ti4_move all = *base;
  for (int p = 0; p < TI4_NPLANETS; p++) {
    if (s->planet_owner[p] != seat || (s->planet_flags[p] & TI4_PF_EXHAUSTED)) continue;   /* psycho_check's cheap half first */
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_PLANET, p);
    if (psycho_check(s, seat, &m, NULL)) continue;
    if (!all.target) all.target = m.target;     /* as the line reads back: the first planet */
    else ti4_set_add(all.planets, p);           /* is the target, the rest the set */
    if (k < cap) out[k] = m;
    k++;
  }
  if (k > 1) { if (k < cap) out[k] = all; k++; }
  return k;
}
static void psycho_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  TI4_SET_FOREACH(set, p) {
    s->planet_flags[p] |= TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
  }
  ti4_gain_tg(s, seat, ti4_count_set(set), ev);
}

/* Lazax Gate Folding (Winnu): ACTION: if you control Mecatol Rex, exhaust it
 * to place 1 infantry there. */
static int lazax_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->planet_owner[TI4_PLANET_MECATOL_REX] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("you do not control Mecatol Rex (%s)"), ti4_seat_word(seat));
  return 0;
}
static void lazax_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  uint8_t *n = &s->planet_units[TI4_PLANET_MECATOL_REX][0];
  if (*n < 255) (*n)++;
}

/* Aetherstream (Empyrean): after you or one of your neighbors activate a
 * system that is adjacent to an anomaly, you may apply +1 to the move value
 * of all of that player's ships during this tactical action. Played in the
 * after-activation window, which is offered to its holder too when they
 * could use it (action_phase.c); a flag of the tactical action, read by
 * galaxy/tactical.c, apart from Flank Speed's (both may apply). */
int ti4_aetherstream_can(const ti4_state *s, int seat) {
  int pos = s->tac.pos;
  if (seat < 0 || seat >= s->nseats || !ti4_has_tech(s, seat, TI4_TECH_AETHERSTREAM)) return 0;
  if (seat != s->active && !ti4_neighbors(s, seat, s->active)) return 0;
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP) return 0;
  uint64_t adj = ti4_adjacent_mask(s, pos) & ~((uint64_t)1 << pos);
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP; q++)
    if ((adj >> q & 1) && s->map[q] >= 0 && ti4_systems[s->map[q]].anomalies) return 1;
  return 0;
}
static int aetherstream_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this is used after a system is activated (%s)"), ti4_seat_word(seat));
  if (!ti4_aetherstream_can(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "6", N_("Aetherstream: the active system is not adjacent to an anomaly, or its activator is not you or your neighbor (%s)"), ti4_seat_word(seat));
  return ti4_ability_used_by(s, seat, m, e);
}
static void aetherstream_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags |= TI4_TAC_MOVE_AETHER;
}

#define COMP TI4_ABF_COMPONENT
#define EXH TI4_ABF_EXHAUST
static const ti4_ability rows[] = {
  { "aetherstream", TI4_AB_TECH, TI4_TECH_AETHERSTREAM, W(TI4_W_AFTER_ACTIVATION), 0,
    aetherstream_check, NULL, NULL, aetherstream_effect },
  { "bio_stims", TI4_AB_TECH, TI4_TECH_BIO_STIMS, W(TI4_W_TURN_END), EXH | TI4_ABF_TARGET,
    biostims_check, biostims_options, NULL, biostims_effect },
  { "production_biomes", TI4_AB_TECH, TI4_TECH_PRODUCTION_BIOMES, 0, COMP | EXH | TI4_ABF_TARGET,
    biomes_check, opt_others, biomes_pay, biomes_effect },
  { "mageon_implants", TI4_AB_TECH, TI4_TECH_MAGEON_IMPLANTS, 0, COMP | EXH | TI4_ABF_TARGET,
    mageon_check, opt_others, NULL, mageon_effect },
  { "predictive_intelligence", TI4_AB_TECH, TI4_TECH_PREDICTIVE_INTELLIGENCE, W(TI4_W_TURN_END), EXH | TI4_ABF_FREE,
    predictive_check, predictive_options, NULL, predictive_effect },
  { "transit_diodes", TI4_AB_TECH, TI4_TECH_TRANSIT_DIODES, W(TI4_W_TURN_START), EXH | TI4_ABF_TARGET | TI4_ABF_FREE,
    diodes_check, diodes_options, NULL, diodes_effect },
  { "psychoarchaeology", TI4_AB_TECH, TI4_TECH_PSYCHOARCHAEOLOGY, W(TI4_W_TURN_START) | W(TI4_W_TURN_END), 0,
    psycho_check, psycho_options, NULL, psycho_effect },
  { "lazax_gate_folding", TI4_AB_TECH, TI4_TECH_LAZAX_GATE_FOLDING, 0, COMP | EXH,
    lazax_check, NULL, NULL, lazax_effect },
};
const ti4_ability_table ti4_ab_techs = { rows, sizeof rows / sizeof rows[0] };

/* ---- the choices component records ask ---------------------------------- */
/* Defined beside its record (relics.c). */
int ti4_codex_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_codex_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_codex_legal(const ti4_state *s, ti4_move *out, size_t cap);
int ti4_jr_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_jr_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_jr_legal(const ti4_state *s, ti4_move *out, size_t cap);

/* Bio-Stims: `choose TECH`, an exhausted technology of yours to ready. */
static int bs_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card == TI4_TECH_BIO_STIMS || !exhausted_tech(s, m->seat, m->card))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name another exhausted technology of yours (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void bs_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->p[m->seat].tech_exhausted[m->card >> 3] &= (uint8_t)~(1u << (m->card & 7));
}
static size_t bs_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int t = 0; t < TI4_NTECHS; t++) {
    ti4_move m;
    ti4_move_blank(&m, s->ask.seat, TI4_MV_CHOOSE);
    m.card = (int16_t)t;
    if (bs_check(s, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

/* Mageon Implants: `choose CARD`, one of the named player's action cards. */
static int mg_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int t = s->ask.arg[0];
  if (m->card < 0 || t < 0 || t >= s->nseats || ti4_hand_find(s, t, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("name an action card %s holds"), ti4_seat_word(t < 0 ? 0 : t));
  return 0;
}
static void mg_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int t = s->ask.arg[0];
  ti4_hand_remove(s, t, ti4_hand_find(s, t, m->card));
  ti4_hand_add(s, m->seat, m->card);
  ti4_emit_what(ev, TI4_EV_LOST, t, TI4_RES_ACTION, -1, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_ACTION, -1, 1);
}
static size_t mg_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int t = s->ask.arg[0];
  if (t < 0 || t >= s->nseats) return 0;
  for (int i = 0; i < s->p[t].nhand; i++) {
    if (ti4_hand_find(s, t, s->p[t].hand[i]) != i) continue;   /* one per name */
    if (k < cap) { ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE); out[k].card = s->p[t].hand[i]; }
    k++;
  }
  return k;
}

static const ti4_choice choice_rows[] = {
  { ASK_BIOSTIMS_TECH, bs_check, bs_apply, bs_legal, "bio_stims_technology",
    N_("Bio-Stims: which exhausted technology of yours to ready? (choose TECH)") },
  { ASK_MAGEON, mg_check, mg_apply, mg_legal, "mageon_implants_card",
    N_("Mageon Implants: which of that player's action cards to take? (choose CARD)") },
  { ASK_CODEX, ti4_codex_check, ti4_codex_apply, ti4_codex_legal, "codex_card",
    N_("The Codex: which action card to take from the discard pile? (choose CARD, or choose 0 to stop)") },
  { ASK_JR, ti4_jr_check, ti4_jr_apply, ti4_jr_legal, "jr_xs455_o_structure",
    N_("JR-XS455-O: pay 3 resources to place a PDS (DOCK 0) or space dock (DOCK 1) on a planet you control? (choose PLANET DOCK TG [PLANET ...], or choose 0 for 1 trade good)") },
};
const ti4_choice_table ti4_choices_components = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
