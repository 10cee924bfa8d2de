/* factions.c -- ability records of faction abilities and faction
 * technologies (see rules.h, ti4_ability): those that act in the agenda phase. */
#include "agenda_rules.h"
#include "units.h"
#include "faction_abilities.h"
#include "exploration.h"
#include "round.h"

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
  ti4_strategy_spent(s, seat, 1, ev);            /* Magmus */
}
static void quash(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m;
  if (s->phase == TI4_PHASE_AGENDA && s->ag.current >= 0) ti4_agenda_replace(s, ev);
}

/* Galactic Threat (Nekro): cannot vote (a vote modifier in agenda_cards.c);
 * may predict; on success may gain a technology owned by a player who voted
 * for the outcome (asked; agenda_effects.c). */
static int threat_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->p[seat].executed & 2)                  /* the faction sheet: once per agenda phase */
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Galactic Threat is used once per agenda phase (%s)"), ti4_seat_word(seat));
  return ti4_predict_check(s, seat, m, e);
}
static void galactic_threat(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) {
    ti4_predict_record(s, seat, m, ev);
    if (s->phase == TI4_PHASE_AGENDA) s->p[seat].executed |= 2;   /* cleared with the phase (agenda.c) */
    return;
  }
  if (m->arg[1] != 1) return;                  /* the prediction failed */
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_THREAT, 1, -1);
}

/* Genetic Recombination (Mahact faction technology): before another player
 * casts votes, exhaust it and name an outcome; that player casts at least 1
 * vote for it or removes a token from their fleet pool (agenda.c settles it
 * when they vote). Used while their vote is pending, out of turn. Not on a
 * player who cannot vote or has no ready planet with influence (AG-069). */
static int recombination_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int t = TI4_TECH_GENETIC_RECOMBINATION;
  int b = s->pending.seat;
  if (!ti4_has_tech(s, seat, t))
    return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("you do not own %s"), "genetic_recombination");
  if ((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("%s is exhausted"), "genetic_recombination");
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_VOTING || s->pending.kind != TI4_PEND_VOTE ||
      b == seat || s->ag.recombined)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used before another player casts votes"), "genetic_recombination");
  if (!m->target || !ti4_outcome_valid(s, s->ag.current, m->target))
    return ti4_fail(e, TI4_EILLEGAL, "8.8", N_("%s is not an outcome of this agenda"), ti4_outcome_word(m->target));
  int can = 0;
  if (ti4_rep_government(s)) can = 1;
  for (int p = 0; p < TI4_NPLANETS && !can; p++)
    can = ti4_planet_ready_owned(s, b, p) && ti4_planet_influence(s, p) > 0;
  if (!can || (s->p[b].cannot_vote && !ti4_vote_protected(s, b)))
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s cannot vote: Genetic Recombination cannot name them"), ti4_seat_word(b));
  return 0;
}
static void recombination(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  s->ag.recombined = (uint8_t)(s->pending.seat + 1);
  s->ag.recombine_for = m->target;
}

/* Orbital Drop (Sol): ACTION: spend 1 token from your strategy pool to
 * place 2 infantry from your reinforcements on 1 planet you control
 * (`component orbital_drop PLANET`). Not on a Demilitarized Zone. */
static int orbital_drop_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("name a planet you control (%s)"), ti4_seat_word(seat));
  if (s->planet_flags[pl] & TI4_PF_DMZ)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("no units may be placed on %s (Demilitarized Zone)"), ti4_planets[pl].id);
  if (s->p[seat].strategy == 0)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("your strategy pool is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t orbital_drop_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, orbital_drop_check, 0);
}
static void orbital_drop_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  ti4_strategy_spent(s, seat, 1, ev);            /* Magmus */
}
static void orbital_drop(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pl = (int)TI4_TARGET_INDEX(m->target);
  if (pl >= TI4_NPLANETS || s->planet_owner[pl] != seat || (s->planet_flags[pl] & TI4_PF_DMZ)) return;
  s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] + 2);   /* infantry: no limit (23.4) */
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, 2);
}

/* Star Forge (Muaat): ACTION: spend 1 token from your strategy pool to
 * place either 2 fighters or 1 destroyer from your reinforcements in a
 * system that contains 1 or more of your war suns. `component star_forge N 2`
 * (two fighters) or `... N 1` (a destroyer), N the tile number. Placing
 * beyond capacity or the fleet pool (16.3, 37.3: removed at once) is
 * refused rather than offered. */
static int tile_num(int sys) {
  int n = 0;
  for (const char *c = ti4_systems[sys].id; *c; c++) { if (*c < '0' || *c > '9') return -1; n = n * 10 + (*c - '0'); }
  return n;
}
static int forge_pos(const ti4_state *s, int n) {
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (s->map[pos] >= 0 && tile_num(s->map[pos]) == n) return pos;
  return -1;
}
static int star_forge_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? forge_pos(s, m->arg[0]) : -1;
  if (pos < 0 || (m->arg[1] != 1 && m->arg[1] != 2))
    return ti4_fail(e, TI4_ESYNTAX, "", N_("name the system by its tile number and 2 (fighters) or 1 (a destroyer), e.g. component star_forge 26 2 (%s)"), ti4_seat_word(seat));
  const uint8_t *u = s->ships[pos][seat];
  if (!u[TI4_UT_WARSUN]) return ti4_fail(e, TI4_EILLEGAL, "", N_("you have no war sun in system %s"), ti4_systems[s->map[pos]].id);
  if (s->p[seat].strategy == 0) return ti4_fail(e, TI4_EILLEGAL, "", N_("your strategy pool is empty (%s)"), ti4_seat_word(seat));
  if (m->arg[1] == 1) {
    int fleet = 0;
    for (int k = 0; k <= TI4_UT_WARSUN; k++) if (k != TI4_UT_FIGHTER) fleet += u[k];
    if (ti4_units_out(s, seat, TI4_UT_DESTROYER) >= ti4_unit_limit(TI4_UT_DESTROYER))
      return ti4_fail(e, TI4_EILLEGAL, "72", N_("not enough %s units left in your reinforcements"), "destroyer");
    if (fleet + 1 > ti4_fleet_limit(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), ti4_systems[s->map[pos]].id);
  } else {
    int cap = 0, f = u[TI4_UT_FIGHTER] + 2, cargo = f + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH];
    for (int k = 0; k <= TI4_UT_WARSUN; k++) cap += u[k] * ti4_unit_capacity(s, seat, k);
    if (ti4_dock_in(s, seat, pos)) cargo -= f < 3 ? f : 3;
    if (cargo > cap)
      return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters than your ships' capacity in system %s"), ti4_systems[s->map[pos]].id);
  }
  return 0;
}
static size_t star_forge_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || !s->ships[pos][seat][TI4_UT_WARSUN] || tile_num(s->map[pos]) < 0) continue;
    for (int what = 1; what <= 2; what++) {
      ti4_move m = *base;
      m.arg[0] = (int16_t)tile_num(s->map[pos]);
      m.arg[1] = (int16_t)what;
      if (star_forge_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void star_forge(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = forge_pos(s, m->arg[0]);
  if (pos < 0) return;
  int k = m->arg[1] == 1 ? TI4_UT_DESTROYER : TI4_UT_FIGHTER, n = m->arg[1] == 1 ? 1 : 2;
  s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] + n);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, n);
}

/* Fabrication (Naaz-Rokha): ACTION: purge 2 relic fragments of the same
 * type to gain 1 relic (73.2), or purge 1 to gain 1 command token (asked
 * where it goes). `component fabrication`, then `choose 2 TRAIT` or
 * `choose 1 TRAIT` (cultural, hazardous, industrial, unknown); for a
 * relic, unknown fragments stand in for a trait's missing one (35.9). */
static int fab_deck(int opt) {
  return opt == TI4_OPT_CULTURAL ? TI4_XDECK_CULTURAL : opt == TI4_OPT_HAZARDOUS ? TI4_XDECK_HAZARDOUS
       : opt == TI4_OPT_INDUSTRIAL ? TI4_XDECK_INDUSTRIAL : opt == TI4_OPT_UNKNOWN ? TI4_XDECK_FRONTIER : -1;
}
static int fab_fits(const ti4_state *s, int seat, int n, int d) {
  if (d < 0 || (n != 1 && n != 2)) return 0;
  int have = ti4_fragments(s, seat, d), unknown = d == TI4_XDECK_FRONTIER ? 0 : ti4_fragments(s, seat, TI4_XDECK_FRONTIER);
  if (n == 1) return have >= 1 && ti4_reinforcement_tokens(s, seat) > 0;
  return have >= 1 && have + unknown >= 2 && s->x.nrelic_deck > 0;
}
static int fab_any(const ti4_state *s, int seat) {
  for (int n = 1; n <= 2; n++)
    for (int d = 0; d < 4; d++) if (fab_fits(s, seat, n, d)) return 1;
  return 0;
}
static int fabrication_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!fab_any(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "73.1", N_("Fabrication needs a relic fragment, and a relic in the deck or a command token in your reinforcements (%s)"), ti4_seat_word(seat));
  return 0;
}
static void fabrication(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  if (fab_any(s, seat)) ti4_ask_for(s, TI4_ASK_FABRICATION, seat, -1);
}
static int fab_answer(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? fab_deck((int)TI4_TARGET_INDEX(m->target)) : -1;
}
static int fab_choose_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!fab_fits(s, m->seat, m->arg[0], fab_answer(m)) || m->arg[1] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "73.1", N_("Fabrication: choose 2 and a trait you hold 2 fragments of (a relic), or 1 and a trait you hold (a command token) (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void fab_choose(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, d = fab_answer(m), n = m->arg[0];
  if (!fab_fits(s, seat, n, d)) return;
  int own = ti4_fragments(s, seat, d) < n ? ti4_fragments(s, seat, d) : n;
  ti4_fragments_set(s, seat, d, ti4_fragments(s, seat, d) - own);       /* purged */
  if (own < n) ti4_fragments_set(s, seat, TI4_XDECK_FRONTIER, ti4_fragments(s, seat, TI4_XDECK_FRONTIER) - (n - own));
  if (n == 2) { ti4_relic_draw(s, seat, ev); return; }
  ti4_ask_for(s, TI4_ASK_TOKENS, seat, -1);                              /* 1 command token: which pool */
  s->ask.arg[0] = 1;
}
static size_t fab_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  static const int opts[4] = { TI4_OPT_CULTURAL, TI4_OPT_HAZARDOUS, TI4_OPT_INDUSTRIAL, TI4_OPT_UNKNOWN };
  size_t k = 0;
  for (int n = 2; n >= 1; n--)
    for (int i = 0; i < 4; i++) {
      if (!fab_fits(s, s->ask.seat, n, fab_deck(opts[i]))) continue;
      if (k < cap) {
        ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
        out[k].arg[0] = (int16_t)n;
        out[k].target = TI4_TARGET(TI4_T_OPTION, opts[i]);
      }
      k++;
    }
  return k;
}

/* Law's Order (the Keleres, all three sheets): at the start of your turn,
 * spend 1 trade good or 1 commodity (`play laws_order trade_good` /
 * `... commodity`): every law is blank until the end of your turn -- for
 * every player (ti4_law_in_play answers none; a blank law is still in
 * play, so Repeal Law can discard it). phases/action_phase.c clears it
 * once the end-of-turn window has closed. */
static int laws_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (!w || w->id != TI4_W_TURN_START || seat != s->active || s->phase != TI4_PHASE_ACTION)
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("this is used at the start of your turn (%s)"), ti4_seat_word(seat));
  if (s->tok.laws_blank)
    return ti4_fail(e, TI4_EILLEGAL, "1.21", N_("every law is blank this turn already (%s)"), ti4_seat_word(seat));
  if (o != TI4_OPT_TRADE_GOOD && o != TI4_OPT_COMMODITY)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("name what you spend: trade_good or commodity (%s)"), ti4_seat_word(seat));
  if ((o == TI4_OPT_TRADE_GOOD ? s->p[seat].tg : s->p[seat].commodities) < 1)
    return ti4_fail(e, TI4_EILLEGAL, "93.2", N_("you have none of that to spend (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t laws_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  const uint16_t what[2] = { TI4_TARGET(TI4_T_OPTION, TI4_OPT_TRADE_GOOD), TI4_TARGET(TI4_T_OPTION, TI4_OPT_COMMODITY) };
  return ti4_listed_targets(s, seat, base, out, cap, laws_check, what, 2);
}
static void laws_order(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (TI4_TARGET_INDEX(m->target) == TI4_OPT_TRADE_GOOD) ti4_gain_tg(s, seat, -1, ev);
  else if (s->p[seat].commodities) {
    s->p[seat].commodities--;
    ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_COMMODITIES, -1, 1);
  }
  s->tok.laws_blank = 1;
}

static int stall_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
static void stall_tactics(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
static const ti4_ability rows[] = {
  { "laws_order", TI4_AB_FACTION, TI4_FACTION_KELERES_MENTAK, W(TI4_W_TURN_START), TI4_ABF_TARGET,
    laws_check, laws_options, NULL, laws_order },
  { "stall_tactics", TI4_AB_FACTION, TI4_FACTION_YSSARIL, 0, TI4_ABF_COMPONENT,
    stall_check, NULL, NULL, stall_tactics },
  { "fabrication", TI4_AB_FACTION, TI4_FACTION_NAAZ, 0, TI4_ABF_COMPONENT,
    fabrication_check, NULL, NULL, fabrication },
  { "star_forge", TI4_AB_FACTION, TI4_FACTION_MUAAT, 0, TI4_ABF_COMPONENT,
    star_forge_check, star_forge_options, orbital_drop_pay, star_forge },
  { "orbital_drop", TI4_AB_FACTION, TI4_FACTION_SOL, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET,
    orbital_drop_check, orbital_drop_options, orbital_drop_pay, orbital_drop },
  { "quash", TI4_AB_FACTION, TI4_FACTION_XXCHA, W(TI4_W_WHEN_REVEALED), 0,
    quash_check, NULL, quash_pay, quash },
  { "galactic_threat", TI4_AB_FACTION, TI4_FACTION_NEKRO,
    W(TI4_W_WHEN_REVEALED) | W(TI4_W_AFTER_REVEALED) | W(TI4_W_AFTER_SPEAKER_VOTES) | W(TI4_W_WHEN_ELECTED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, threat_check, ti4_predict_options, NULL, galactic_threat },
  { "genetic_recombination", TI4_AB_TECH, TI4_TECH_GENETIC_RECOMBINATION, 0,
    TI4_ABF_TARGET | TI4_ABF_EXHAUST | TI4_ABF_OUT_OF_TURN, recombination_check, ti4_predict_options, NULL, recombination },
};
const ti4_ability_table ti4_ab_factions = { rows, sizeof rows / sizeof rows[0] };

/* ---- questions faction abilities ask (faction_abilities.h) ---------------- */
/* Stall Tactics (Yssaril): ACTION: discard 1 action card -- asked which. */
static int stall_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!s->p[seat].nhand) return ti4_fail(e, TI4_EILLEGAL, "", N_("Stall Tactics discards an action card, and you hold none (%s)"), ti4_seat_word(seat));
  return 0;
}
static void stall_tactics(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  if (s->p[seat].nhand) ti4_ask_for(s, TI4_ASK_STALL, seat, -1);
}
static int stall_discard_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 || m->card >= TI4_NACTIONS || ti4_hand_find(s, m->seat, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("name an action card in your hand to discard (%s)"), ti4_seat_word(m->seat));
  return 0;
}
/* Mitosis (Arborec): the planet for the infantry (asked by the status phase). */
static int mitosis_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != m->seat || (s->planet_flags[pl] & TI4_PF_DMZ))
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Mitosis places the infantry on a planet you control (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void mitosis(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  s->planet_units[pl][0]++;
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_UNIT, -1, 1);
}
static size_t mitosis_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (s->planet_owner[pl] != s->ask.seat || (s->planet_flags[pl] & TI4_PF_DMZ)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
    }
    k++;
  }
  return k;
}

/* Peace Accords (Xxcha): the planet taken (25.1: its card exhausted), or
 * plain `choose` for none. */
static int accords_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (!m->target && m->card < 0) return 0;    /* declined */
  if (!ti4_peace_accords_fits(s, m->seat, pl))
    return ti4_fail(e, TI4_EILLEGAL, "25", N_("Peace Accords takes a planet other than Mecatol Rex, without units, next to a planet you control (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void accords(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (pl < 0 || pl >= TI4_NPLANETS) return;
  int was = s->planet_owner[pl];
  s->planet_owner[pl] = (uint8_t)m->seat;
  s->planet_flags[pl] |= TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_CONTROL, m->seat, pl, was < s->nseats ? was : -1, 0, 0);
  ti4_explore_control_gained(s, m->seat, pl, was, ev);   /* 25.1c, 35.1 */
}
static size_t accords_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
  k++;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (!ti4_peace_accords_fits(s, s->ask.seat, pl)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
    }
    k++;
  }
  return k;
}

/* Pillage (Mentak): `choose pX trade_good`, `choose pX commodity` (taken:
 * a commodity received becomes a trade good, 21), or plain `choose`. */
static int pillage_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int o = s->ask.arg[0];
  if (!m->target && m->arg[0] < 0) return 0;   /* declined */
  int opt = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (m->arg[0] >= 0 && m->arg[0] != o)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Pillage takes from %s, who gained trade goods or traded"), ti4_seat_word(o));
  if (m->arg[0] != o || (opt != TI4_OPT_TRADE_GOOD && opt != TI4_OPT_COMMODITY))
    return ti4_fail(e, TI4_ESYNTAX, "", N_("Pillage: choose %s trade_good or commodity, or choose nothing"), ti4_seat_word(o));
  if (opt == TI4_OPT_COMMODITY && !s->p[o].commodities)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("%s has no commodities"), ti4_seat_word(o));
  return 0;
}
static void pillage(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int o = s->ask.arg[0];
  if (!m->target || o < 0 || o >= s->nseats) return;
  if (TI4_TARGET_INDEX(m->target) == TI4_OPT_COMMODITY && s->p[o].commodities) {
    s->p[o].commodities--;
    ti4_emit_what(ev, TI4_EV_LOST, o, TI4_RES_COMMODITIES, -1, 1);
  } else if (s->p[o].tg) ti4_gain_tg(s, o, -1, ev);
  else return;
  ti4_receive_tg(s, m->seat, 1, ev);   /* taken from that player, not the supply */
  int f = s->p[m->seat].faction;                 /* Suffi An, readied: asked at once (its window: after Pillage) */
  if (f >= 0 && ti4_factions[f].leaders[TI4_LEADER_AGENT] == TI4_LEADER_SUFFI_AN &&
      ti4_leader_state(s, m->seat, TI4_LEADER_SUFFI_AN) == TI4_LEADER_UNLOCKED) {
    ti4_ask_for(s, TI4_ASK_SUFFI_AN, m->seat, -1);
    s->ask.arg[0] = (int16_t)o;
  }
}

/* Suffi An (Mentak agent): after Pillage is used against another player,
 * exhaust it: you and that player each draw 1 action card. `choose draw`
 * uses it, plain `choose` keeps it readied. */
static int suffi_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  (void)s;
  if (m->target && m->target != TI4_TARGET(TI4_T_OPTION, TI4_OPT_DRAW))
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("Suffi An: choose draw (you and the player pillaged each draw 1 action card), or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void suffi(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int o = s->ask.arg[0];
  if (!m->target || o < 0 || o >= s->nseats) return;
  ti4_agent_exhaust(s, m->seat, TI4_LEADER_SUFFI_AN);   /* Temporal Command Suite may answer */
  ti4_draw_actions(s, m->seat, 1, ev);
  ti4_draw_actions(s, o, 1, ev);
}
static size_t suffi_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  for (int i = 0; i < 2 && (size_t)i < cap; i++) {
    ti4_move_blank(&out[i], s->ask.seat, TI4_MV_CHOOSE);
    if (i) out[i].target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_DRAW);
  }
  return 2;
}
static size_t pillage_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int o = s->ask.arg[0];
  for (int opt = -1; opt < 2; opt++) {
    if (opt == 1 && !s->p[o].commodities) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      if (opt >= 0) {
        out[k].arg[0] = (int16_t)o;
        out[k].target = TI4_TARGET(TI4_T_OPTION, opt ? TI4_OPT_COMMODITY : TI4_OPT_TRADE_GOOD);
      }
    }
    k++;
  }
  return k;
}

/* Technological Singularity (Nekro): `choose TECH` owned by the opponent
 * whose unit was destroyed, or plain `choose`. A faction technology of
 * theirs places a Valefar Assimilator token on it instead (90.16): the one
 * the Nekro may use, or asked which when both may go. */
static int singularity_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 && !m->target) return 0;    /* declined */
  if (m->card >= 0 && m->card < TI4_NTECHS && ti4_techs[m->card].faction >= 0) {
    if (!ti4_valefar_tokens(s, m->seat, s->ask.arg[0], m->card))
      return ti4_fail(e, TI4_EILLEGAL, "90.16", N_("Valefar Assimilator: a token goes on a faction technology %s owns that you do not have, with a Valefar Assimilator you own"), ti4_seat_word(s->ask.arg[0]));
    return 0;
  }
  if (!ti4_singularity_fits(s, m->seat, s->ask.arg[0], m->card))
    return ti4_fail(e, TI4_EILLEGAL, "90.11", N_("Technological Singularity: name a technology %s owns that you do not, not a faction technology"), ti4_seat_word(s->ask.arg[0]));
  return 0;
}
static void singularity(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (m->card < 0) return;
  ti4_singularity_used(s);
  int mask = ti4_valefar_tokens(s, m->seat, s->ask.arg[0], m->card);
  if (mask == 3) {                              /* X or Y: asked */
    int o = s->ask.arg[0];
    ti4_ask_for(s, TI4_ASK_VALEFAR, m->seat, m->card);
    s->ask.arg[0] = (int16_t)o;
    return;
  }
  if (mask) { ti4_valefar_place(s, m->seat, mask == 2, m->card, ev); return; }
  ti4_set_tech(s, m->seat, m->card, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_TECH, m->card, 1);
  ti4_tech_gained(s, m->seat, ev);
}
static size_t singularity_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
  k++;
  for (int t = 0; t < TI4_NTECHS; t++) {
    if (!ti4_singularity_fits(s, s->ask.seat, s->ask.arg[0], t) && !ti4_valefar_tokens(s, s->ask.seat, s->ask.arg[0], t)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].card = (int16_t)t;
    }
    k++;
  }
  return k;
}

/* Valefar Assimilator: `choose valefar_assimilator_x` or `choose
 * valefar_assimilator_y`, the token that goes on the technology ask.card
 * (moved from its card, if it lies on one). */
static int valefar_token(int card) {
  return card == TI4_TECH_VALEFAR_ASSIMILATOR_X ? 0 : card == TI4_TECH_VALEFAR_ASSIMILATOR_Y ? 1 : -1;
}
static int valefar_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int i = valefar_token(m->card);
  if (i < 0 || m->target || !((ti4_valefar_tokens(s, m->seat, s->ask.arg[0], s->ask.card) >> i) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "90.16", N_("Valefar Assimilator: choose valefar_assimilator_x or valefar_assimilator_y, a token you may place on %s"),
                    ti4_content_id(TI4_K_TECH, s->ask.card));
  return 0;
}
static void valefar(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_valefar_place(s, m->seat, valefar_token(m->card), s->ask.card, ev);
}
static size_t valefar_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int mask = ti4_valefar_tokens(s, s->ask.seat, s->ask.arg[0], s->ask.card);
  for (int i = 0; i < 2; i++) {
    if (!((mask >> i) & 1)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].card = (int16_t)(i ? TI4_TECH_VALEFAR_ASSIMILATOR_Y : TI4_TECH_VALEFAR_ASSIMILATOR_X);
    }
    k++;
  }
  return k;
}

/* Nekro Acidos (the Nekro's commander): `choose draw` draws 1 action
 * card, plain `choose` declines. */
static int acidos_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  (void)s;
  if (m->target && m->target != TI4_TARGET(TI4_T_OPTION, TI4_OPT_DRAW))
    return ti4_fail(e, TI4_EILLEGAL, "51.6", N_("Nekro Acidos: choose draw for 1 action card, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void acidos(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (m->target) ti4_draw_actions(s, m->seat, 1, ev);
}
static size_t acidos_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  for (int i = 0; i < 2 && (size_t)i < cap; i++) {
    ti4_move_blank(&out[i], s->ask.seat, TI4_MV_CHOOSE);
    if (i) out[i].target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_DRAW);
  }
  return 2;
}

/* Reclamation (Winnu): `choose mecatol_rex` places them, plain `choose` declines. */
static int reclamation_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pds, dock;
  if (!m->target) return 0;
  if (m->target != TI4_TARGET(TI4_T_PLANET, TI4_PLANET_MECATOL_REX) || !ti4_reclamation_units(s, m->seat, &pds, &dock))
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Reclamation places its units on Mecatol Rex: choose mecatol_rex, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void reclamation(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pds, dock, pl = TI4_PLANET_MECATOL_REX;
  if (!m->target || !ti4_reclamation_units(s, m->seat, &pds, &dock)) return;
  s->planet_units[pl][2] = (uint8_t)(s->planet_units[pl][2] + pds);
  s->planet_units[pl][3] = (uint8_t)(s->planet_units[pl][3] + dock);
  if (dock) ti4_minister_dock(s, m->seat, ti4_planet_pos(s, pl));   /* Minister of Industry */
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_UNIT, -1, pds + dock);
}
static size_t reclamation_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  for (int i = 0; i < 2 && (size_t)i < cap; i++) {
    ti4_move_blank(&out[i], s->ask.seat, TI4_MV_CHOOSE);
    if (i) out[i].target = TI4_TARGET(TI4_T_PLANET, TI4_PLANET_MECATOL_REX);
  }
  return 2;
}

static const ti4_choice choice_rows[] = {
  { TI4_ASK_STALL, stall_discard_check, ti4_hand_discard_chosen, ti4_hand_card_options, "stall_tactics_discard",
    N_("Stall Tactics: name an action card in your hand to discard") },
  { TI4_ASK_MITOSIS, mitosis_check, mitosis, mitosis_legal, "mitosis_planet",
    N_("Mitosis: name a planet you control for 1 infantry from your reinforcements") },
  { TI4_ASK_PEACE_ACCORDS, accords_check, accords, accords_legal, "peace_accords_planet",
    N_("Peace Accords: name a planet to take (no units on it, next to a planet you control), or choose nothing") },
  { TI4_ASK_SINGULARITY, singularity_check, singularity, singularity_legal, "technological_singularity",
    N_("Technological Singularity: your opponent's unit was destroyed; name a technology they own to gain it, or choose nothing") },
  { TI4_ASK_VALEFAR, valefar_check, valefar, valefar_legal, "valefar_assimilator",
    N_("Valefar Assimilator: which token goes on the faction technology (it leaves the card it lies on): choose valefar_assimilator_x or valefar_assimilator_y") },
  { TI4_ASK_ACIDOS, acidos_check, acidos, acidos_legal, "nekro_acidos",
    N_("Nekro Acidos: you gained a technology; draw 1 action card (choose draw), or choose nothing") },
  { TI4_ASK_RECLAMATION, reclamation_check, reclamation, reclamation_legal, "reclamation",
    N_("Reclamation: you gained Mecatol Rex in this tactical action; place 1 PDS and 1 space dock there (choose mecatol_rex), or choose nothing") },
  { TI4_ASK_FABRICATION, fab_choose_check, fab_choose, fab_legal, "fabrication",
    N_("Fabrication: purge 2 relic fragments of one type for a relic (choose 2 TRAIT) or 1 for a command token (choose 1 TRAIT)") },
  { TI4_ASK_PILLAGE, pillage_check, pillage, pillage_legal, "pillage",
    N_("Pillage: a neighbour with 3 or more trade goods gained trade goods or traded; take 1 of their trade goods or commodities, or choose nothing") },
  { TI4_ASK_SUFFI_AN, suffi_check, suffi, suffi_legal, "suffi_an",
    N_("Suffi An: you pillaged a player; exhaust it so that you and that player each draw 1 action card (choose draw), or choose nothing") },
};
const ti4_choice_table ti4_choices_factions = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
static const ti4_choice_seat seat_rows[] = { { TI4_ASK_PILLAGE, 1 } };
const ti4_choice_seat_table ti4_choice_seats_factions = { seat_rows, sizeof seat_rows / sizeof seat_rows[0] };
