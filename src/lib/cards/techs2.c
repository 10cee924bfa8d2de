/* techs2.c -- more technology records: Spatial Conduit Cylinders (Jol-Nar)
 * after an activation; Instinct Training (Xxcha) answers an
 * action card; Transparasteel Plating (Yssaril) is a question the registry
 * asks before any action card is played. Hyper Metabolism is counted where
 * the status phase's command tokens are (common/faction_abilities.c).
 * Magmus Reactor and Aerie Hololattice are questions movement and the
 * production step ask (techs2.h; their PRODUCTION: placement.c); Chaos Mapping bars an activation
 * (phases/action_phase.c) and produces at the start of a turn. */
#include "round.h"
#include "techs2.h"
#include "movement.h"
#include "ability_index.h"
#include "units.h"
#include "exploration.h"   /* TI4_OPT_*: unit words */
#include "production.h"
#include "placement.h"
#include "deeds.h"
#include "faction_abilities.h"
#include "agenda_rules.h"   /* ti4_sc_swap_*: a swap of strategy cards (as Imperial Arbiter) */

#define W(id) (1u << (id))

/* Transparasteel Plating: during its owner's turns of the action phase,
 * players who have passed cannot play action cards. 1 if it bars seat now
 * (registry/abilities.c asks before any action card). */
int ti4_transparasteel_bars(const ti4_state *s, int seat);
int ti4_transparasteel_bars(const ti4_state *s, int seat) {
  int a = s->active;
  return s->phase == TI4_PHASE_ACTION && a >= 0 && a < s->nseats && a != seat &&
         seat >= 0 && seat < s->nseats && s->p[seat].passed &&
         ti4_has_tech(s, a, TI4_TECH_TRANSPARASTEEL_PLATING);
}

/* Instinct Training: when another player plays an action card, exhaust it
 * and spend 1 token from your strategy pool to cancel that card. Used in
 * the card's answer window (TI4_W_ACTION_PLAYED, as Sabotage); not an
 * action card itself, so it resolves at once: the card is cancelled and
 * not treated as played (2.6b). */
static int instinct_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_ACTION_PLAYED || w->opener == seat)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Instinct Training answers another player's action card (%s)"), ti4_seat_word(seat));
  if (w->cancelled)
    return ti4_fail(e, TI4_EILLEGAL, "2.6b", N_("that card is already cancelled (%s)"), ti4_seat_word(seat));
  if (!s->p[seat].strategy)
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("your strategy pool is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static void instinct_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  ti4_strategy_spent(s, seat, 1, ev);            /* Magmus */
}
void ti4_action_cancel_top(ti4_state *s);   /* actions.c: as Sabotage */
static void instinct_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  ti4_action_cancel_top(s);
}

/* Spatial Conduit Cylinders (Jol-Nar): after you activate a system that
 * contains your units, exhaust it: during this activation that system is
 * adjacent to every other system containing your units. A flag of the
 * tactical action; movement, retreats and the range of SPACE CANNON
 * (77.3c: adjacent systems) read it (ti4_conduit_links, map/units.c). */
static int conduit_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this is used after you activate a system (%s)"), ti4_seat_word(seat));
  if (!ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "6", N_("Spatial Conduit Cylinders: the active system contains none of your units (%s)"), ti4_seat_word(seat));
  return 0;
}
static void conduit_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags2 |= TI4_TAC2_CONDUIT;
}

/* Magmus Reactor (its PRODUCTION and moving into supernovas) is
 * placement.c's, as Aerie Hololattice's PRODUCTION below. */
/* Aerie Hololattice (Argent): other players cannot move ships through
 * systems that contain your structures (PDS, space docks; a Floating
 * Factory in space is one too); each planet with your structures has
 * PRODUCTION 1 as if it were one of your units. Into such a system is
 * allowed: only passing through is barred. */
static int structures_at(const ti4_state *s, int seat, int pos) {
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl >= 0 && s->planet_owner[pl] == seat && (s->planet_units[pl][2] || s->planet_units[pl][3])) return 1;
  }
  return ti4_floating_at(s, seat, pos) > 0;
}
int ti4_aerie_bars(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  for (int o = 0; o < s->nseats; o++)
    if (o != seat && ti4_has_tech(s, o, TI4_TECH_AERIE_HOLOLATTICE) && structures_at(s, o, pos)) return 1;
  return 0;
}

/* Chaos Mapping (Saar): other players cannot activate asteroid fields that
 * contain your ships. At the start of your turn in the action phase you
 * may produce 1 unit in a system that contains one of your units with
 * PRODUCTION: `play chaos_mapping UNIT TILE [TG] [PLANET ...]`. Like Sling
 * Relay it is a production (67: cost, reinforcements 67.5, no ships where
 * another player has ships 67.6, fleet pool 37.1, capacity 16.2), not a
 * use of PRODUCTION (abilities "when your units use PRODUCTION" do not
 * act). A ground force goes where PRODUCTION would place it: onto a planet
 * of the player's in that system holding a unit with PRODUCTION (68.3);
 * when such a unit is in the space area (a Floating Factory, a Letani
 * Behemoth, Magmus Reactor's supernova) also onto any planet the player
 * controls there or into the space area within capacity (68.4). When more
 * than one place is possible the player is asked (`choose PLANET`, or
 * `choose TILE` for the space area; ask "chaos_mapping_place": the
 * placing is placement.c's, shared with Dirzuga Rophal). */
int ti4_chaos_mapping_bars(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0 ||
      !(ti4_systems[s->map[pos]].anomalies & TI4_ANOM_ASTEROID)) return 0;
  for (int o = 0; o < s->nseats; o++) {
    if (o == seat || !ti4_has_tech(s, o, TI4_TECH_CHAOS_MAPPING)) continue;
    for (int k = 0; k <= TI4_UT_WARSUN; k++) if (s->ships[pos][o][k]) return 1;
  }
  return 0;
}
static int producing_at(const ti4_state *s, int seat, int pos) {
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) if (ti4_produces_on(s, seat, ti4_sys_planets(s, sy)[i])) return 1;
  return ti4_produces_in_space(s, seat, pos);
}
static int chaos_unit(const ti4_move *m) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN) return o - TI4_OPT_CARRIER;
  return o == TI4_OPT_INFANTRY ? TI4_UT_INFANTRY : o == TI4_OPT_MECH ? TI4_UT_MECH : -1;
}
static int chaos_cost(const ti4_state *s, int seat, int k) {
  int n[TI4_SPACE_TYPES] = {0};
  n[k] = 1;
  return ti4_production_cost(s, seat, n, 0, 0);
}
static int chaos_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_ACTION || s->active != seat)
    return ti4_fail(e, TI4_EILLEGAL, "3.1", N_("Chaos Mapping is used at the start of your own turn (%s)"), ti4_seat_word(seat));
  int k = chaos_unit(m), pos = m->arg[0] >= 0 && TI4_OPT_OF_ARG(m->arg[0]) < 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (k < 0 || pos < 0 || TI4_OPT_OF_ARG(m->arg[1]) >= 0 || m->arg[2] != -1)
    return ti4_fail(e, TI4_ESYNTAX, "67", N_("name a unit and a system by its tile number, then the payment, e.g. play chaos_mapping destroyer 26 1 (%s)"), ti4_seat_word(seat));
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  if (!producing_at(s, seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("you have no unit with PRODUCTION in system %s"), sy->id);
  int rc = ti4_one_unit_fits(s, seat, pos, k, k > TI4_UT_WARSUN ? 0 : -1, e);   /* a ground force's place: below */
  if (rc) return rc;
  if (k > TI4_UT_WARSUN && !ti4_ground_places(s, seat, pos, k))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters or ground forces than your ships' capacity in system %s"), sy->id);
  return ti4_pay_check(s, seat, m, m->arg[1] > 0 ? m->arg[1] : 0, chaos_cost(s, seat, k), 0, 0, e);
}
static int chaos_at(const ti4_state *s, int seat, int pos) {
  return producing_at(s, seat, pos);
}
static size_t chaos_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_one_unit_options(s, seat, base, out, cap, TI4_SPACE_TYPES, chaos_at, chaos_cost, chaos_check);
}
static void chaos_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k = chaos_unit(m), pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (k < 0 || pos < 0 || chaos_check(s, seat, m, NULL)) return;
  ti4_pay_apply(s, seat, m, m->arg[1] > 0 ? m->arg[1] : 0, ev);
  ti4_ground_place(s, seat, pos, k, 0, ev);
  ti4_deeds_produced(s, seat, k);                        /* Magmus's unlock: a war sun */
}

/* Bioplasmosis (Arborec): "at the end of the status phase, you may remove
 * any number of your infantry from planets you control and place them on 1
 * or more planets you control in the same or adjacent systems". Asked of
 * each holder in initiative order once the strategy cards are returned
 * (phases/status_phase.c), one step an answer: `choose N FROM TO` moves N
 * infantry from planet FROM to planet TO, both the holder's, TO in FROM's
 * system or an adjacent one (LRR 6) and not a Demilitarized Zone; asked
 * again until a plain `choose`. An infantry moves once: a planet that has
 * received infantry is no longer a source (the identical infantry make any
 * redistribution possible in that order); the planets that received are
 * marked in tac.near_used, idle outside a tactical action's commit step,
 * cleared when asked first and when done. */
enum { ASK_BIOPLASMOSIS = 83 };
static int bio_pair(const ti4_state *s, int seat, int from, int to) {
  if (from < 0 || from >= TI4_NPLANETS || to < 0 || to >= TI4_NPLANETS || from == to) return 0;
  if (s->planet_owner[from] != seat || s->planet_owner[to] != seat || !s->planet_units[from][0]) return 0;
  if ((s->tac.near_used[from / 8] >> (from % 8)) & 1) return 0;   /* received: moved already */
  if (s->planet_flags[to] & TI4_PF_DMZ) return 0;
  int a = ti4_planet_pos(s, from), b = ti4_planet_pos(s, to);
  return a >= 0 && b >= 0 && (a == b || ti4_adjacent(s, a, b));
}
static int bio_any(const ti4_state *s, int seat) {
  for (int f = 0; f < TI4_NPLANETS; f++) {
    if (s->planet_owner[f] != seat || !s->planet_units[f][0]) continue;
    for (int t = 0; t < TI4_NPLANETS; t++) if (bio_pair(s, seat, f, t)) return 1;
  }
  return 0;
}
int ti4_bioplasmosis_ask(ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || !ti4_has_tech(s, seat, TI4_TECH_BIOPLASMOSIS)) return 0;
  memset(s->tac.near_used, 0, sizeof s->tac.near_used);
  if (!bio_any(s, seat)) return 0;
  ti4_ask_for(s, ASK_BIOPLASMOSIS, seat, -1);
  return 1;
}
/* The answer's planets: FROM (the target), TO (the one planet named after
 * it); 0 if well formed. */
static int bio_parts(const ti4_move *m, int *from, int *to, int *n) {
  *from = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  *to = ti4_count_set(m->planets) == 1 ? ti4_set_next(m->planets, 0) : -1;
  *n = m->arg[0];
  int bad = m->card >= 0 || *from < 0 || *to < 0 || *n < 1;
  for (int i = 1; i < TI4_MOVE_ARGS; i++) bad |= m->arg[i] != -1;
  return bad;
}
static int bio_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (ti4_choose_plain(m, TI4_MOVE_ARGS)) return 0;      /* done */
  int from, to, n;
  if (bio_parts(m, &from, &to, &n))
    return ti4_fail(e, TI4_ESYNTAX, "", N_("Bioplasmosis: choose N FROM TO (N infantry from planet FROM to planet TO), or choose nothing to finish (%s)"), ti4_seat_word(m->seat));
  if (s->planet_owner[from] != m->seat || s->planet_owner[to] != m->seat)
    return ti4_fail(e, TI4_EILLEGAL, "25", N_("Bioplasmosis: both planets must be planets you control (%s)"), ti4_seat_word(m->seat));
  if ((s->tac.near_used[from / 8] >> (from % 8)) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Bioplasmosis: infantry placed on %s this time are not removed again"), ti4_planets[from].id);
  if (n > s->planet_units[from][0])
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Bioplasmosis: you have fewer infantry than that on %s"), ti4_planets[from].id);
  if (s->planet_flags[to] & TI4_PF_DMZ)
    return ti4_fail(e, TI4_EILLEGAL, "35.8", N_("Bioplasmosis: no units may be placed on the Demilitarized Zone %s"), ti4_planets[to].id);
  if (!bio_pair(s, m->seat, from, to))
    return ti4_fail(e, TI4_EILLEGAL, "6.2", N_("Bioplasmosis: %s is not in the same system as the infantry's planet or an adjacent one"), ti4_planets[to].id);
  return 0;
}
static void bio_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int from, to, n, seat = m->seat;
  if (ti4_choose_plain(m, TI4_MOVE_ARGS) || bio_parts(m, &from, &to, &n) || bio_check(s, m, NULL)) {
    memset(s->tac.near_used, 0, sizeof s->tac.near_used);   /* done */
    return;
  }
  s->planet_units[from][0] = (uint8_t)(s->planet_units[from][0] - n);
  s->planet_units[to][0] = (uint8_t)(s->planet_units[to][0] + n);
  s->tac.near_used[to / 8] |= (uint8_t)(1u << (to % 8));
  ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_INFANTRY, to, 0, (uint16_t)n);
  if (bio_any(s, seat)) ti4_ask_for(s, ASK_BIOPLASMOSIS, seat, -1);   /* more, or done */
  else memset(s->tac.near_used, 0, sizeof s->tac.near_used);
}
/* A set answer (registry/choices.c): each pair once with 1 infantry, and
 * the plain `choose`. */
static size_t bio_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
  k++;
  for (int f = 0; f < TI4_NPLANETS; f++) {
    if (s->planet_owner[f] != seat || !s->planet_units[f][0]) continue;
    for (int t = 0; t < TI4_NPLANETS; t++) {
      if (!bio_pair(s, seat, f, t)) continue;
      if (k < cap) {
        ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
        out[k].arg[0] = 1;
        out[k].target = TI4_TARGET(TI4_T_PLANET, f);
        ti4_set_add(out[k].planets, t);
      }
      k++;
    }
  }
  return k;
}
/* Quantum Datahub Node (Hacan): "at the end of the strategy phase, you may
 * spend 1 token from your strategy pool and give another player 3 of your
 * trade goods; if you do, give 1 of your strategy cards to that player and
 * take 1 of theirs". Asked of each holder in speaker order (1.20) once the
 * picks are done, before Imperial Arbiter's question (phases/strategy_phase.c),
 * of a holder with a strategy token, 3 trade goods and a card while another
 * player holds one: `choose MINE THEIRS` (the other player is THEIRS'
 * holder, as Imperial Arbiter's swap) or a plain `choose`. */
enum { ASK_QDN = 31 };
enum { QDN_TG = 3 };
int ti4_qdn_ask(ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || s->p[seat].eliminated || !ti4_has_tech(s, seat, TI4_TECH_QUANTUM_DATAHUB_NODE)) return 0;
  if (!s->p[seat].strategy || s->p[seat].tg < QDN_TG) return 0;
  if (ti4_sc_swap_legal(s, seat, NULL, 0) < 2) return 0;   /* no card of theirs, or none of another player */
  ti4_ask_for(s, ASK_QDN, seat, -1);
  return 1;
}
static int qdn_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (ti4_choose_plain(m, TI4_MOVE_ARGS)) return 0;      /* not used */
  int extra = ti4_count_set(m->planets) > 0;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) extra |= m->arg[i] != -1;
  if (extra)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("Quantum Datahub Node: choose MINE THEIRS (one of your strategy cards and another player's), or choose nothing (%s)"), ti4_seat_word(m->seat));
  if (!ti4_sc_swap_ok(s, m->seat, m))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("Quantum Datahub Node swaps one of your strategy cards with another player's (%s)"), ti4_seat_word(m->seat));
  if (!s->p[m->seat].strategy || s->p[m->seat].tg < QDN_TG)   /* asked only so: kept by the question */
    return ti4_fail(e, TI4_EILLEGAL, "1.11", N_("Quantum Datahub Node costs 1 strategy token and 3 trade goods (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void qdn_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  if (ti4_choose_plain(m, TI4_MOVE_ARGS)) return;   /* not used */
  int other = s->sc_holder[m->card];
  s->p[seat].strategy--;                                 /* the cost (1.11) */
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  ti4_strategy_spent(s, seat, 1, ev);                    /* Magmus */
  ti4_receive_tg(s, seat, -QDN_TG, ev);                  /* given away */
  ti4_sc_swap(s, seat, m, ev);
  ti4_receive_tg(s, other, QDN_TG, ev);                  /* given, not from the supply (Pillage may answer) */
}
static size_t qdn_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  return ti4_sc_swap_legal(s, s->ask.seat, out, cap);
}

static const ti4_choice choice_rows[] = {
  { ASK_QDN, qdn_check, qdn_apply, qdn_legal, "quantum_datahub_node",
    N_("Quantum Datahub Node: spend 1 strategy token and give 3 trade goods to swap one of your strategy cards with another player's (choose MINE THEIRS: that player gets the trade goods), or choose nothing") },
  { ASK_BIOPLASMOSIS, bio_check, bio_apply, bio_legal, "bioplasmosis",
    N_("Bioplasmosis: move your infantry between planets you control in the same or adjacent systems, one step at a time (choose N FROM TO), or choose nothing to finish") },
};
const ti4_choice_table ti4_choices_techs2 = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

static const ti4_ability rows[] = {
  { "spatial_conduit_cylinders", TI4_AB_TECH, TI4_TECH_SPATIAL_CONDUIT_CYLINDERS, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_EXHAUST,
    conduit_check, NULL, NULL, conduit_effect },
  { "instinct_training", TI4_AB_TECH, TI4_TECH_INSTINCT_TRAINING, W(TI4_W_ACTION_PLAYED), TI4_ABF_EXHAUST,
    instinct_check, NULL, instinct_pay, instinct_effect },
  { "chaos_mapping", TI4_AB_TECH, TI4_TECH_CHAOS_MAPPING, W(TI4_W_TURN_START), TI4_ABF_TARGET | TI4_ABF_FREE,
    chaos_check, chaos_options, NULL, chaos_effect },
};
const ti4_ability_table ti4_ab_techs2 = { rows, sizeof rows / sizeof rows[0] };
