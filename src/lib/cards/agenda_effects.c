/* agenda_effects.c -- the questions agenda-phase effects ask (answered with
 * `choose`): gaining a technology (riders, Maw of Worlds, Galactic Threat,
 * Research Grant Reallocation, Ixthian Artifact), placing units for the
 * Construction, Warfare and Diplomacy Riders, which of one's riders resolves
 * next (8.22b), Colonial Redistribution, Clandestine Operations, Checks and
 * Balances, and the effects due at the start of the next strategy phase.
 * Effects on several players ask them one at a time in speaker order: the
 * ask keeps the index in speaker order (a "chain") and passes it on. */
#include "production.h"   /* Self-Assembly Routines */
#include "agenda_rules.h"
#include "faction_abilities.h"
#include "vuilraith.h"
#include "units.h"
#include "capture.h"
#include "round.h"
#include "excess.h"
#include "research.h"

static int speaker_seat(const ti4_state *s, int k) {   /* initiative order under the Nexus */
  uint8_t o[TI4_MAX_SEATS];
  int n = ti4_agenda_effect_order(s, o);
  return k >= 0 && k < n ? o[k] : -1;
}
static void ask(ti4_state *s, int what, int seat, int card, int a0, int a1, int a2, int a3) {
  ti4_ask_for(s, what, seat, card);
  s->ask.arg[0] = (int16_t)a0; s->ask.arg[1] = (int16_t)a1;
  s->ask.arg[2] = (int16_t)a2; s->ask.arg[3] = (int16_t)a3;
}
static void blank(ti4_move *m, int seat) { ti4_move_blank(m, seat, TI4_MV_CHOOSE); }
static int cast(const ti4_state *s, int seat) {
  return s->ag.outcome_of[seat] && s->ag.votes[seat] + (s->ag.extra[seat] > 0 ? s->ag.extra[seat] : 0) > 0;
}

/* ---- technologies ------------------------------------------------------------ */
/* A unit upgrade of a type of seat's units that take part in the combat
 * under way (ships in a space combat, ground forces on the planet in a
 * ground combat), researched (90.4 applies). */
int ti4_prototype_fits(const ti4_state *s, int seat, int t) {
  const ti4_combat *c = &s->combat;
  int pos = s->tac.pos, k = -1;
  if (t < 0 || t >= TI4_NTECHS || seat < 0 || seat >= TI4_MAX_SEATS || pos >= TI4_MAX_MAP) return 0;
  for (int r = 0; r < TI4_NUNITS && k < 0; r++) if (ti4_units[r].tech == t) k = ti4_units[r].type;
  if (k < 0 || ti4_tech_check(s, seat, t, NULL)) return 0;
  if (c->kind == 1) return k <= TI4_UT_WARSUN && s->ships[pos][seat][k] > 0;
  if (c->kind != 2 || k < TI4_UT_INFANTRY || k > TI4_UT_MECH || c->planet < 0) return 0;
  return seat == c->seat[0] ? c->invader[k - TI4_UT_INFANTRY] > 0
         : seat == c->seat[1] && s->planet_units[c->planet][k - TI4_UT_INFANTRY] > 0;
}
static int tech_fits(const ti4_state *s, int seat, int t, int mode) {
  if (t < 0 || t >= TI4_NTECHS) return 0;
  if (mode == TI4_AGT_RESEARCH || mode == TI4_AGT_WORMHOLE)   /* 90.4 applies; the Nekro never research */
    return !ti4_propagation(s, seat) && ti4_tech_check(s, seat, t, NULL) == 0;
  if (mode == TI4_AGT_PROTOTYPE) return !ti4_propagation(s, seat) && ti4_prototype_fits(s, seat, t);
  const ti4_tech_info *ti = &ti4_techs[t];
  if (ti4_has_tech(s, seat, t) || !(ti->source & s->expansions)) return 0;
  if (mode == TI4_AGT_THREAT) {        /* owned by a player who voted for the outcome */
    for (int p = 0; p < s->nseats; p++)
      if (p != seat && cast(s, p) && s->ag.outcome_of[p] == s->ag.outcome && ti4_has_tech(s, p, t)) return 1;
    return 0;
  }
  if (mode >= TI4_AGT_COLOR && ti->color != mode - TI4_AGT_COLOR) return 0;   /* UNIT.DSGN.FLAYESH */
  if (mode == TI4_AGT_NEIGHBOR) {      /* Plagiarize */
    if (ti->faction >= 0) return 0;
    for (int p = 0; p < s->nseats; p++)
      if (p != seat && ti4_has_tech(s, p, t) && ti4_neighbors(s, seat, p)) return 1;
    return 0;
  }
  int f = s->p[seat].faction;          /* any technology: not another faction's */
  return ti->faction < 0 || (f >= 0 && (ti->faction == f || ti->faction == ti4_factions[f].family));
}
static int any_tech(const ti4_state *s, int seat, int mode) {
  for (int t = 0; t < TI4_NTECHS; t++) if (tech_fits(s, seat, t, mode)) return 1;
  return 0;
}
int ti4_ag_tech_available(const ti4_state *s, int seat, int mode) { return any_tech(s, seat, mode); }
static void tech_from(ti4_state *s, int card, int mode, int n, int k) {
  for (int seat; (seat = speaker_seat(s, k)) >= 0; k++) {
    if (mode == TI4_AGT_WORMHOLE && !((n >> 4 >> seat) & 1)) continue;   /* not one of the seats named */
    if (any_tech(s, seat, mode)) { ask(s, TI4_ASK_AG_TECH, seat, card, mode, (mode == TI4_AGT_WORMHOLE ? n & 15 : n) - 1, k, n); return; }
  }
}
void ti4_ag_ask_tech(ti4_state *s, int seat, int card, int mode, int n, int chain) {
  if (n <= 0) return;
  if ((mode == TI4_AGT_RESEARCH || mode == TI4_AGT_PROTOTYPE) && chain < 0 && seat >= 0 && ti4_propagation(s, seat)) {
    ti4_propagation_tokens(s, seat);         /* Nekro, Propagation: tokens instead */
    return;
  }
  if (chain >= 0) { tech_from(s, card, mode, n, chain); return; }
  if (any_tech(s, seat, mode)) ask(s, TI4_ASK_AG_TECH, seat, card, mode, n - 1, -1, n);
}
static int prereqs(int t) {
  int n = 0;
  for (int c = 0; c < 5; c++) n += ti4_techs[t].prereq[c];
  return n;
}

/* ---- choices ------------------------------------------------------------------ */
/* Every space dock of seat's is on the board: none left to place (72.1, 23.4). */
static int no_dock_left(const ti4_state *s, int seat) {
  return ti4_units_on_board(s, seat, TI4_UT_SPACEDOCK) >= ti4_unit_limit(TI4_UT_SPACEDOCK);
}
static int planet_pos(const ti4_state *s, int pl) { return ti4_planet_pos(s, pl); }
static int has_ships(const ti4_state *s, int pos, int seat) {
  for (int k = 0; k < 7; k++) if (s->ships[pos][seat][k]) return 1;
  return 0;
}
static int fewest_vp(const ti4_state *s) {
  int best = 99;
  for (int p = 0; p < s->nseats; p++) if (!s->p[p].eliminated && s->p[p].vp < best) best = s->p[p].vp;
  return best;
}
static int sheet(const ti4_state *s, int seat) { return s->p[seat].tactic + s->p[seat].fleet + s->p[seat].strategy; }
static int exhausted_planets(const ti4_state *s, int seat) {
  int n = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) n += s->planet_owner[p] == seat && (s->planet_flags[p] & TI4_PF_EXHAUSTED);
  return n;
}
static int ready_planets(const ti4_state *s, int seat) {
  int n = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) n += ti4_planet_ready_owned(s, seat, p);
  return n;
}
static int techs_owned(const ti4_state *s, int seat) {
  int n = 0;
  for (int t = 0; t < TI4_NTECHS; t++) n += ti4_has_tech(s, seat, t);
  return n;
}
static int air_count(const ti4_state *s, int seat) {
  int t = techs_owned(s, seat), r = ready_planets(s, seat);
  return t < r ? t : r;
}
/* Does seat have anything to answer for a chained question? */
static int chain_needs(const ti4_state *s, int what, int seat) {
  switch (what) {
  case TI4_ASK_AG_TOKENS2: return sheet(s, seat) > 0;
  case TI4_ASK_AG_TOKENS1: {                   /* those who voted Against */
    uint16_t v;
    return sheet(s, seat) > 0 && ti4_voted_for(s, seat, &v) && TI4_TARGET_KIND(v) == TI4_T_AGAINST &&
           s->ag.votes[seat] + (s->ag.extra[seat] > 0 ? s->ag.extra[seat] : 0) > 0;
  }
  case TI4_ASK_AG_READY3: return exhausted_planets(s, seat) > 3;
  case TI4_ASK_AG_EXHAUST: return air_count(s, seat) > 0;
  default: return 0;
  }
}
/* Ask the first seat from speaker index k on that needs to answer; 1 if asked. */
static int chain_from(ti4_state *s, int what, int card, int k) {
  for (int seat; (seat = speaker_seat(s, k)) >= 0; k++)
    if (chain_needs(s, what, seat)) { ask(s, what, seat, card, 0, 0, k, 0); return 1; }
  return 0;
}
int ti4_ag_chain(ti4_state *s, int what, int card);
int ti4_ag_chain(ti4_state *s, int what, int card) { return chain_from(s, what, card, 0); }

/* Diplomacy Rider: each other player, in speaker order from index k, puts a
 * command token from reinforcements in the system at pos -- not where they
 * have one (20.6) --; with none in reinforcements, from a pool of their
 * command sheet (20.3b): asked when two or more pools hold one (1 if
 * asked), taken from the only one otherwise; with every pool empty there
 * is no token to place. */
static const int pool_res[3] = { TI4_RES_TACTIC, TI4_RES_FLEET, TI4_RES_STRATEGY };
static uint8_t *pool_of(ti4_player *p, int i) { return i == 0 ? &p->tactic : i == 1 ? &p->fleet : &p->strategy; }
static int diplo_rider_place(ti4_state *s, int pos, int rider, int card, int k, ti4_events *ev) {
  for (int p; (p = speaker_seat(s, k)) >= 0; k++) {
    if (p == rider || s->p[p].eliminated || ((s->tokens[pos] >> p) & 1)) continue;
    ti4_player *q = &s->p[p];
    if (ti4_reinforcement_tokens(s, p) <= 0) {
      int pools = (q->tactic > 0) + (q->fleet > 0) + (q->strategy > 0);
      if (!pools) continue;
      if (pools > 1) { ask(s, TI4_ASK_AG_DIPLO_POOL, p, card, pos, rider, k, 0); return 1; }
      int i = q->tactic ? 0 : q->fleet ? 1 : 2;
      (*pool_of(q, i))--;
      ti4_emit_what(ev, TI4_EV_LOST, p, pool_res[i], -1, 1);
    }
    s->tokens[pos] |= (uint8_t)(1u << p);
    ti4_emit(ev, TI4_EV_TOKEN_PLACED, p, pos, -1, 0, 0);   /* from reinforcements or the sheet */
  }
  return 0;
}

/* Does an answer name planets (a technology's specialties, 90.14)? */
static int named_planets(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLANET || ti4_count_set(m->planets) > 0;
}
/* A chosen set of planets: the parser takes the first planet as the target. */
static void chosen_set(const ti4_move *m, uint64_t set[TI4_PLANET_WORDS]) {
  memcpy(set, m->planets, sizeof m->planets);
  if (TI4_TARGET_KIND(m->target) == TI4_T_PLANET) ti4_set_add(set, (int)TI4_TARGET_INDEX(m->target));
}

int ti4_ag_choose_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
int ti4_ag_choose_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat;
  const ti4_ask *a = &s->ask;
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
  switch (a->what) {
  case TI4_ASK_AG_TECH:
    if (m->card < 0) return 0;                 /* gain nothing */
    if (a->arg[0] == TI4_AGT_RESEARCH || a->arg[0] == TI4_AGT_WORMHOLE) {   /* the research hook (strategy_cards.c) */
      if (ti4_propagation(s, seat))
        return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("%s cannot be gained this way"), ti4_techs[m->card].id);
      return ti4_research_check(s, seat, m->card, m, 0, e);   /* 90.14: specialties, words, Inheritance's payment */
    }
    if (named_planets(m))                      /* 90.14: specialties, only when researching */
      return ti4_fail(e, TI4_EILLEGAL, "90.14", N_("a planet named is neither a payment nor a specialty this needs (%s)"), ti4_seat_word(seat));
    if (!tech_fits(s, seat, m->card, a->arg[0]))
      return ti4_fail(e, TI4_EILLEGAL, a->arg[0] == TI4_AGT_THREAT ? "1.3" : "90.1",
                      N_("%s cannot be gained this way"), ti4_techs[m->card].id);
    return 0;
  case TI4_ASK_AG_RIDER: {
    int i = m->arg[0];
    if (i < 0 || i >= s->ag.nriders || s->ag.riders[i].resolved || s->ag.riders[i].seat != seat)
      return ti4_fail(e, TI4_EILLEGAL, "8.22", N_("name one of your riders still to resolve (%s)"), ti4_seat_word(seat));
    return 0;
  }
  case TI4_ASK_AG_DOCK:
    if (pl < 0 || s->planet_owner[pl] != seat)
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("the space dock goes on a planet you control (%s)"), ti4_seat_word(seat));
    if (s->planet_units[pl][3])
      return ti4_fail(e, TI4_EILLEGAL, "77.2", N_("%s has a space dock already"), ti4_planets[pl].id);
    if (no_dock_left(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "72.1", N_("no space dock is left in your reinforcements (%s)"), ti4_seat_word(seat));
    return 0;
  case TI4_ASK_AG_DREAD:
    if (m->arg[0] < 0 || m->arg[0] >= s->nmap || m->arg[0] >= TI4_MAX_MAP || !has_ships(s, m->arg[0], seat))
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("the dreadnought goes to a system that contains your ships (%s)"), ti4_seat_word(seat));
    return 0;
  case TI4_ASK_AG_DIPLO:
    if (pl < 0 || s->planet_owner[pl] != seat || planet_pos(s, pl) < 0)
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("choose a system containing a planet you control (%s)"), ti4_seat_word(seat));
    return 0;
  case TI4_ASK_AG_COLONIAL: {
    int p = m->arg[0];
    if (p < 0 || p >= s->nseats || s->p[p].eliminated || s->p[p].vp != fewest_vp(s))
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("choose a player with the fewest victory points (%s)"), ti4_seat_word(seat));
    return 0;
  }
  case TI4_ASK_AG_TOKENS2: case TI4_ASK_AG_TOKENS1: case TI4_ASK_AG_DIPLO_POOL: {
    const ti4_player *p = &s->p[seat];
    int want = a->what == TI4_ASK_AG_TOKENS2 ? 2 : 1;
    int n = sheet(s, seat) < want ? sheet(s, seat) : want, t = m->arg[0], f = m->arg[1], g = m->arg[2];
    if (t < 0) t = 0;
    if (f < 0) f = 0;
    if (g < 0) g = 0;
    if (a->what == TI4_ASK_AG_DIPLO_POOL && (t > p->tactic || f > p->fleet || g > p->strategy || t + f + g != 1))
      return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("Diplomacy Rider: none left in your reinforcements, place 1 command token from a pool of your command sheet: choose 1 0 0 (tactic), 0 1 0 (fleet) or 0 0 1 (strategy) (%s)"),
                      ti4_seat_word(seat));
    if (t > p->tactic || f > p->fleet || g > p->strategy || t + f + g != n)
      return ti4_fail(e, TI4_EILLEGAL, "1.3", want == 1 ? N_("return exactly 1 command token from your command sheet (%s)")
                                                        : N_("return exactly 2 command tokens from your command sheet (%s)"), ti4_seat_word(seat));
    return 0;
  }
  case TI4_ASK_AG_READY3: case TI4_ASK_AG_EXHAUST: {
    int want = a->what == TI4_ASK_AG_READY3 ? 3 : air_count(s, seat);
    uint64_t set[TI4_PLANET_WORDS];
    chosen_set(m, set);
    for (int p = 0; p < TI4_NPLANETS; p++) {
      if (!ti4_set_has(set, p)) continue;
      int exh = (s->planet_flags[p] & TI4_PF_EXHAUSTED) != 0;
      if (s->planet_owner[p] != seat || (a->what == TI4_ASK_AG_READY3 ? !exh : exh))
        return ti4_fail(e, TI4_EILLEGAL, "1.3", a->what == TI4_ASK_AG_READY3 ? N_("ready exhausted planets you control (%s)")
                                                                           : N_("exhaust ready planets you control (%s)"), ti4_planets[p].id);
    }
    if (ti4_count_set(set) != want)
      return ti4_fail(e, TI4_EILLEGAL, "1.3", a->what == TI4_ASK_AG_READY3 ? N_("choose exactly 3 planets to ready (%s)")
                                                                         : N_("choose one planet per technology you own (%s)"), ti4_seat_word(seat));
    return 0;
  }
  }
  return ti4_fail(e, TI4_EILLEGAL, "", N_("nothing to choose (%s)"), ti4_seat_word(seat));
}

/* An agenda effect's choice answered. (A Political Data Nexus in progress
 * in the action phase goes on once nothing more is asked: action_phase.c.) */
void ti4_ag_choose_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  ti4_ask a = s->ask;
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
  uint64_t set[TI4_PLANET_WORDS];
  switch (a.what) {
  case TI4_ASK_AG_TECH:
    if (m->card >= 0) {
      if (a.arg[0] == TI4_AGT_RESEARCH || a.arg[0] == TI4_AGT_WORMHOLE)
        ti4_research_apply(s, seat, m->card, m, 0, ev);   /* the research hook (strategy_cards.c) */
      else if (a.arg[0] == TI4_AGT_PROTOTYPE) ti4_researched(s, seat, m->card, ev);   /* paid for already */
      else {                                   /* gained, not researched (90.5) */
        ti4_set_tech(s, seat, m->card, 1);
        ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TECH, m->card, 1);
        ti4_tech_gained(s, seat, ev);
      }
      if (a.arg[0] == TI4_AGT_GRANT) {         /* a fleet-pool token per prerequisite */
        int n = prereqs(m->card), k = s->p[seat].fleet < n ? s->p[seat].fleet : n;
        s->p[seat].fleet = (uint8_t)(s->p[seat].fleet - k);
        if (k) ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_FLEET, -1, k);
      }
      if (a.arg[1] > 0 && any_tech(s, seat, a.arg[0])) {
        ask(s, TI4_ASK_AG_TECH, seat, a.card, a.arg[0], a.arg[1] - 1, a.arg[2], a.arg[3]);
        return;
      }
    }
    if (a.arg[2] >= 0) tech_from(s, a.card, a.arg[0], a.arg[3], a.arg[2] + 1);
    return;
  case TI4_ASK_AG_RIDER: {                     /* the phase resolves it next (8.22b) */
    int i = m->arg[0], j = 0;
    while (j < i && (s->ag.riders[j].resolved || s->ag.riders[j].seat != seat)) j++;
    ti4_rider r = s->ag.riders[i];
    s->ag.riders[i] = s->ag.riders[j];
    s->ag.riders[j] = r;
    s->ag.flags |= TI4_AGF_RIDER_CHOSEN;
    return;
  }
  case TI4_ASK_AG_DOCK:
    ti4_place_dock(s, seat, pl);                 /* the Saar's: in the space area (Floating Factory) */
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, TI4_UNIT_SPACE_DOCK, 1);
    return;
  case TI4_ASK_AG_DREAD:
    s->ships[m->arg[0]][seat][TI4_UT_DREADNOUGHT]++;
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, TI4_UNIT_DREADNOUGHT, 1);
    return;
  case TI4_ASK_AG_DIPLO:
    diplo_rider_place(s, planet_pos(s, pl), seat, a.card, 0, ev);
    return;
  case TI4_ASK_AG_DIPLO_POOL: {                /* 20.3b: the pool this player chose */
    ti4_player *p = &s->p[seat];
    int i = m->arg[0] == 1 ? 0 : m->arg[1] == 1 ? 1 : 2;
    (*pool_of(p, i))--;
    ti4_emit_what(ev, TI4_EV_LOST, seat, pool_res[i], -1, 1);
    s->tokens[a.arg[0]] |= (uint8_t)(1u << seat);
    ti4_emit(ev, TI4_EV_TOKEN_PLACED, seat, a.arg[0], -1, 0, 0);
    diplo_rider_place(s, a.arg[0], a.arg[1], a.card, a.arg[2] + 1, ev);
    return;
  }
  case TI4_ASK_AG_COLONIAL:                    /* that player places 1 infantry */
    pl = a.arg[0];
    s->planet_owner[pl] = (uint8_t)m->arg[0];
    s->planet_units[pl][0] = 1;
    ti4_emit_what(ev, TI4_EV_GAINED, m->arg[0], TI4_RES_PLANET, pl, 1);
    ti4_factions_control_gained(s, m->arg[0], pl, ev);    /* Scavenge */
    {                                          /* Minister of Exploration: 1 trade good per planet gained */
      int li = ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_EXPLORATION);
      if (li >= 0 && s->laws[li].elected == TI4_TARGET(TI4_T_PLAYER, m->arg[0])) ti4_gain_tg(s, m->arg[0], 1, ev);
    }
    return;
  case TI4_ASK_AG_TOKENS2: case TI4_ASK_AG_TOKENS1: {
    ti4_player *p = &s->p[seat];
    uint8_t *pool[3] = { &p->tactic, &p->fleet, &p->strategy };
    static const int res[3] = { TI4_RES_TACTIC, TI4_RES_FLEET, TI4_RES_STRATEGY };
    for (int i = 0; i < 3; i++)
      if (m->arg[i] > 0) {
        *pool[i] = (uint8_t)(*pool[i] - m->arg[i]);
        ti4_emit_what(ev, TI4_EV_LOST, seat, res[i], -1, m->arg[i]);
      }
    chain_from(s, a.what, a.card, a.arg[2] + 1);
    return;
  }
  case TI4_ASK_AG_READY3:
    chosen_set(m, set);
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (ti4_set_has(set, p)) {
        s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
        ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
      }
    chain_from(s, a.what, a.card, a.arg[2] + 1);
    return;
  case TI4_ASK_AG_EXHAUST:
    chosen_set(m, set);
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (ti4_set_has(set, p)) {
        s->planet_flags[p] |= TI4_PF_EXHAUSTED;
        ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
      }
    chain_from(s, a.what, a.card, a.arg[2] + 1);
    return;
  }
}

size_t ti4_ag_choose_legal(const ti4_state *s, ti4_move *out, size_t cap);
size_t ti4_ag_choose_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  size_t k = 0;
  ti4_move m;
#define ADD() do { if (k < cap) out[k] = m; k++; } while (0)
  switch (s->ask.what) {
  case TI4_ASK_AG_TECH:
    blank(&m, seat); ADD();                    /* gain nothing */
    for (int t = 0; t < TI4_NTECHS; t++) {
      int researching = s->ask.arg[0] == TI4_AGT_RESEARCH || s->ask.arg[0] == TI4_AGT_WORMHOLE;
      if (tech_fits(s, seat, t, s->ask.arg[0])) {
        blank(&m, seat); m.card = (int16_t)t; ADD();
        if (researching && !ti4_research_words_check(s, seat, t, TI4_RW_TEARS_DRAW, NULL)) { m.arg[5] = TI4_RW_TEARS_DRAW; ADD(); }   /* research.c */
        continue;
      }
      if (!researching || ti4_propagation(s, seat)) continue;
      for (unsigned b = TI4_RW_TEARS; b <= TI4_RW_INHERIT; b <<= 1) {   /* a card's word ignores prerequisites (research.c) */
        if (!(b & TI4_RW_IGNORES) || ti4_research_words_check(s, seat, t, b, NULL)) continue;
        blank(&m, seat); m.card = (int16_t)t; m.arg[5] = (int16_t)b;
        if (ti4_research_extra_cost(b) && ti4_pay_greedy(s, seat, &m, ti4_research_extra_cost(b), 0, 0)) continue;
        if (!ti4_research_check(s, seat, t, &m, 0, NULL)) ADD();
      }
      if (ti4_commander_usable(s, seat, TI4_FACTION_YIN))   /* Brother Omar: the first planet with infantry */
        for (int p = 0; p < TI4_NPLANETS; p++) {
          if (s->planet_owner[p] != seat || !s->planet_units[p][0]) continue;
          blank(&m, seat); m.card = (int16_t)t; m.arg[5] = (int16_t)((p + 1) << 8);
          if (!ti4_research_check(s, seat, t, &m, 0, NULL)) ADD();
          break;
        }
      ti4_move all;                            /* 90.14: with the specialties it needs (one answer) */
      uint64_t spec[TI4_PLANET_WORDS];
      blank(&all, seat); all.card = (int16_t)t;
      for (int p = 0; p < TI4_NPLANETS; p++)
        if (s->planet_owner[p] == seat && ti4_planet_specialty(s, p) < 5) ti4_set_add(all.planets, p);
      if (!ti4_count_set(all.planets)) continue;
      ti4_tech_research_spec(s, seat, t, &all, spec, NULL);
      if (!ti4_count_set(spec)) continue;
      blank(&m, seat); m.card = (int16_t)t;
      for (int p = ti4_set_next(spec, 0), first = 1; p >= 0; p = ti4_set_next(spec, p + 1), first = 0)
        if (first) m.target = TI4_TARGET(TI4_T_PLANET, p);   /* as the parser reads it */
        else ti4_set_add(m.planets, p);
      if (!ti4_tech_research_spec(s, seat, t, &m, spec, NULL)) ADD();
    }
    break;
  case TI4_ASK_AG_RIDER:
    for (int i = 0; i < s->ag.nriders; i++)
      if (!s->ag.riders[i].resolved && s->ag.riders[i].seat == seat) { blank(&m, seat); m.arg[0] = (int16_t)i; ADD(); }
    break;
  case TI4_ASK_AG_DOCK: case TI4_ASK_AG_DIPLO:
    if (s->ask.what == TI4_ASK_AG_DOCK && no_dock_left(s, seat)) break;
    for (int p = 0; p < TI4_NPLANETS; p++) {
      if (s->planet_owner[p] != seat) continue;
      if (s->ask.what == TI4_ASK_AG_DOCK ? s->planet_units[p][3] != 0 : planet_pos(s, p) < 0) continue;
      blank(&m, seat); m.target = TI4_TARGET(TI4_T_PLANET, p); ADD();
    }
    break;
  case TI4_ASK_AG_DREAD:
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
      if (has_ships(s, pos, seat)) { blank(&m, seat); m.arg[0] = (int16_t)pos; ADD(); }
    break;
  case TI4_ASK_AG_COLONIAL:
    for (int p = 0; p < s->nseats; p++)
      if (!s->p[p].eliminated && s->p[p].vp == fewest_vp(s)) { blank(&m, seat); m.arg[0] = (int16_t)p; ADD(); }
    break;
  case TI4_ASK_AG_TOKENS2: case TI4_ASK_AG_TOKENS1: case TI4_ASK_AG_DIPLO_POOL: {
    const ti4_player *p = &s->p[seat];
    int want = s->ask.what == TI4_ASK_AG_TOKENS2 ? 2 : 1;
    int n = sheet(s, seat) < want ? sheet(s, seat) : want;
    for (int t = 0; t <= n && t <= p->tactic; t++)
      for (int f = 0; f <= n - t && f <= p->fleet; f++)
        if (n - t - f <= p->strategy) {
          blank(&m, seat); m.arg[0] = (int16_t)t; m.arg[1] = (int16_t)f; m.arg[2] = (int16_t)(n - t - f); ADD();
        }
    break;
  }
  case TI4_ASK_AG_READY3: case TI4_ASK_AG_EXHAUST: {
    /* a set of planets: listed once, with the first that fit (protocol) */
    int want = s->ask.what == TI4_ASK_AG_READY3 ? 3 : air_count(s, seat), got = 0;
    blank(&m, seat);
    for (int p = 0; p < TI4_NPLANETS && got < want; p++) {
      if (s->planet_owner[p] != seat) continue;
      int exh = (s->planet_flags[p] & TI4_PF_EXHAUSTED) != 0;
      if (!(s->ask.what == TI4_ASK_AG_READY3 ? exh : !exh)) continue;
      if (!got) m.target = TI4_TARGET(TI4_T_PLANET, p);   /* as the parser reads it */
      else ti4_set_add(m.planets, p);
      got++;
    }
    ADD();
    break;
  }
  }
#undef ADD
  return k;
}

/* ---- effects that ask --------------------------------------------------------- */
void ti4_ag_ask_unit(ti4_state *s, int what, int seat, int card);
void ti4_ag_ask_unit(ti4_state *s, int what, int seat, int card) {
  ti4_move tmp[1];
  ti4_ask save = s->ask;
  /* Ask only if there is a place: the listing of the same question says so. */
  s->ask.what = (uint8_t)what; s->ask.seat = (uint8_t)seat;
  size_t n = ti4_ag_choose_legal(s, tmp, 1);
  s->ask = save;
  if (n) ask(s, what, seat, card, 0, 0, -1, 0);
}

/* Colonial Redistribution: the planet's controller chooses who gets it. */
void ti4_ag_colonial(ti4_state *s, int planet, int controller, int card);
void ti4_ag_colonial(ti4_state *s, int planet, int controller, int card) {
  if (controller == TI4_NOBODY || controller >= s->nseats) return;
  ask(s, TI4_ASK_AG_COLONIAL, controller, card, planet, 0, -1, 0);
}

/* ---- Ixthian Artifact ----------------------------------------------------------
 * For: the speaker rolls a die (s->rng). 6+: each player researches 2
 * technologies in speaker order. 5 or less: every unit in Mecatol Rex's
 * system is destroyed, and each player with units in systems adjacent to
 * it destroys 3 of their units in EACH of those systems (the printed card;
 * all of them where they have 3 or fewer). Destroyed, not hit: SUSTAIN
 * DAMAGE cannot cancel an effect that directly destroys a unit (87.5).
 * Structures and ground forces on planets of the system are units in it
 * (and the Saar's space docks in its space area).
 * The player chooses, one unit per answer, one system at a time (map
 * order), in speaker order; the ask's arg[0] is the map position, arg[1]
 * the units still to destroy there, arg[2] the speaker index. Where the
 * player has no more units there than are still to go, they are all
 * destroyed without a question. Adjacency is the board's (6): Quantum
 * Entanglement does not put the Creuss' units in beta systems among them
 * when Mecatol Rex's system has an alpha wormhole (LRR FAQ, Ixthian
 * Artifact: "only the Creuss treat those systems as adjacent").
 * The FAQ's "destroyed simultaneously": no destruction here triggers
 * anything before the next answer, and excess capacity is looked at once
 * the questions end (16.3, common/excess.c). */
static int mecatol_pos(const ti4_state *s) { return ti4_system_pos(s, ti4_planets[TI4_PLANET_MECATOL_REX].system); }
static uint64_t ixth_systems(const ti4_state *s) {
  int mr = mecatol_pos(s);
  if (mr < 0) return 0;
  return ti4_adjacent_mask(s, mr) & ~(1ull << mr);   /* the board's adjacency for every player */
}
/* seat's units of type k in the space area at pos (ships[] holds the
 * space types; a space dock there is a Floating Factory) or on planet pl
 * (-1: the space area); *damaged of them. */
static int ixth_count(const ti4_state *s, int seat, int pos, int pl, int k, int *damaged) {
  *damaged = 0;
  if (pl < 0) {
    if (k == TI4_UT_SPACEDOCK) return ti4_floating_at(s, seat, pos);
    if (k < 0 || k >= TI4_SPACE_TYPES) return 0;
    *damaged = ti4_damaged_get(s, pos, seat, k);
    return s->ships[pos][seat][k];
  }
  if (k < TI4_UT_INFANTRY || k > TI4_UT_SPACEDOCK || s->planet_owner[pl] != seat) return 0;
  if (k == TI4_UT_MECH) *damaged = s->planet_damaged[pl];
  return s->planet_units[pl][k - TI4_UT_INFANTRY];
}
/* All of seat's units in the system at pos, counted, or destroyed (do). */
static int ixth_all(ti4_state *s, int seat, int pos, int do_it, ti4_events *ev) {
  int total = 0, d;
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = -1; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = i < 0 ? -1 : ti4_sys_planets(s, sy)[i];
    if (i >= 0 && pl < 0) continue;
    for (int k = 0; k < TI4_UT__COUNT; k++) {
      int n = ixth_count(s, seat, pos, pl, k, &d);
      if (n <= 0) continue;
      total += n;
      if (!do_it) continue;
      ti4_capture_lost(s, seat, k, n, pos, ev);   /* 17: The Terror Between there (its own too) */
      if (pl >= 0) {
        s->planet_units[pl][k - TI4_UT_INFANTRY] = 0;
        if (k == TI4_UT_MECH) s->planet_damaged[pl] = 0;
      } else if (k == TI4_UT_SPACEDOCK) {
        for (int f = 0; f < 3; f++) if (s->floating[f] == pos + 1) s->floating[f] = 0;
      } else {
        s->ships[pos][seat][k] = 0;
        ti4_damaged_set(s, pos, seat, k, 0);
      }
      ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, n);
      ti4_production_mechs_destroyed(s, seat, k, n, ev);   /* Self-Assembly Routines */
    }
  }
  return total;
}
/* The next question from speaker index k, map position pos on: systems
 * where the seat has 3 or fewer units lose them all on the way. */
static void ixth_from(ti4_state *s, int card, int k, int pos, ti4_events *ev) {
  uint64_t adj = ixth_systems(s);
  for (int seat; (seat = speaker_seat(s, k)) >= 0; k++, pos = 0)
    for (; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (!((adj >> pos) & 1)) continue;
      int n = ixth_all(s, seat, pos, 0, ev);
      if (n > 3) { ask(s, TI4_ASK_AG_IXTHIAN, seat, card, pos, 3, k, 0); return; }
      if (n) ixth_all(s, seat, pos, 1, ev);
    }
  ti4_excess_owed(s);                          /* ships lost: capacity (16.3) */
}
int ti4_ag_ixthian_asking(const ti4_state *s) { return s && s->pending.kind == TI4_PEND_CHOOSE && s->ask.what == TI4_ASK_AG_IXTHIAN; }

int ti4_ag_ixthian_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = s->ask.seat, sys = m->arg[0], k = m->arg[1], pl = m->arg[2], d, pos = s->ask.arg[0];
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || sys != s->map[pos])
    return ti4_fail(e, TI4_EILLEGAL, "8.18", N_("Ixthian Artifact: name one of your units in the system asked about, %s"),
                    pos >= 0 && pos < s->nmap && pos < TI4_MAX_MAP && s->map[pos] >= 0 ? ti4_systems[s->map[pos]].id : "?");
  if (pl >= TI4_NPLANETS || (pl >= 0 && ti4_planets[pl].system != sys) || m->arg[3] != -1 ||
      m->arg[4] != -1 || m->arg[5] != -1 || m->card >= 0 || m->target || ti4_count_set(m->planets) > 0)
    return ti4_fail(e, TI4_EILLEGAL, "8.18", N_("Ixthian Artifact: name a planet of that system, or none for its space area (%s)"), ti4_seat_word(seat));
  if (ixth_count(s, seat, pos, pl, k, &d) <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Ixthian Artifact: you have no such unit there (%s)"), ti4_seat_word(seat));
  return 0;
}
void ti4_ag_ixthian_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_ask a = s->ask;
  int seat = a.seat, k = m->arg[1], pl = m->arg[2], d, pos = a.arg[0], left = a.arg[1] - 1;
  ixth_count(s, seat, pos, pl, k, &d);
  ti4_capture_lost(s, seat, k, 1, pos, ev);      /* 17: The Terror Between there */
  if (pl >= 0) {                               /* a damaged mech first: the owner's choice */
    s->planet_units[pl][k - TI4_UT_INFANTRY]--;
    if (k == TI4_UT_MECH && d > 0) s->planet_damaged[pl]--;
  } else if (k == TI4_UT_SPACEDOCK) {
    for (int f = 0; f < 3; f++) if (s->floating[f] == pos + 1) { s->floating[f] = 0; break; }
  } else {
    s->ships[pos][seat][k]--;
    if (d > 0) ti4_damaged_set(s, pos, seat, k, d - 1);
  }
  ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, 1);
  ti4_production_mechs_destroyed(s, seat, k, 1, ev);     /* Self-Assembly Routines */
  /* asked only with more units there than to destroy: some are left */
  if (left > 0 && ixth_all(s, seat, pos, 0, ev) > 0) { ask(s, TI4_ASK_AG_IXTHIAN, seat, a.card, pos, left, a.arg[2], 0); return; }
  ixth_from(s, a.card, a.arg[2], pos + 1, ev);
}
size_t ti4_ag_ixthian_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat, pos = s->ask.arg[0], d;
  size_t n = 0;
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = -1; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = i < 0 ? -1 : ti4_sys_planets(s, sy)[i];
    if (i >= 0 && pl < 0) continue;
    for (int k = 0; k < TI4_UT__COUNT; k++) {
      if (ixth_count(s, seat, pos, pl, k, &d) <= 0) continue;
      if (n < cap) {
        ti4_move_blank(&out[n], seat, TI4_MV_CHOOSE);
        out[n].arg[0] = (int16_t)s->map[pos];
        out[n].arg[1] = (int16_t)k;
        out[n].arg[2] = (int16_t)pl;
      }
      n++;
    }
  }
  return n;
}

void ti4_ag_ixthian(ti4_state *s, int roll, int card, ti4_events *ev);
void ti4_ag_ixthian(ti4_state *s, int roll, int card, ti4_events *ev) {
  ti4_emit(ev, TI4_EV_DECIDED, TI4_NOBODY, TI4_AGENDA_IXTHIAN_ARTIFACT, roll, 0, roll);
  if (roll >= 6) { ti4_ag_ask_tech(s, -1, card, TI4_AGT_RESEARCH, 2, 0); return; }
  int mr = mecatol_pos(s);
  if (mr < 0) return;
  for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++) ixth_all(s, seat, mr, 1, ev);
  ixth_from(s, card, 0, 0, ev);
}

/* ---- the start of the next strategy phase ----------------------------------- */
static void exhaust_where(ti4_state *s, int seat, int (*fits)(const ti4_state *s, int planet), ti4_events *ev) {
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (ti4_planet_ready_owned(s, seat, p) && fits(s, p)) {
      s->planet_flags[p] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
    }
}
static int has_specialty(const ti4_state *s, int p) { return ti4_planet_specialty(s, p) != TI4_COLOR_NONE; }   /* a research facility's too */
static int is_cultural(const ti4_state *s, int p) { return (ti4_planet_traits(s, p) & TI4_TRAIT_CULTURAL) != 0; }

/* Imperial Arbiter: "at the end of the strategy phase, you may discard this
 * card to swap 1 of your strategy cards with 1 of another player's". Asked
 * once (TI4_NS_ARBITER marks the question until the phase moves on). */
static int arbiter_seat(const ti4_state *s) {
  int i = ti4_law_in_play(s, TI4_AGENDA_IMPERIAL_ARBITER);
  if (i < 0 || TI4_TARGET_KIND(s->laws[i].elected) != TI4_T_PLAYER) return -1;
  int p = (int)TI4_TARGET_INDEX(s->laws[i].elected);
  return p < s->nseats && !s->p[p].eliminated ? p : -1;
}
int ti4_agenda_end_of_strategy(ti4_state *s, ti4_events *ev) {
  (void)ev;
  if (s->next_strategy & TI4_NS_ARBITER) { s->next_strategy &= (uint8_t)~TI4_NS_ARBITER; return 0; }
  int p = arbiter_seat(s), mine = 0, theirs = 0;
  if (p < 0) return 0;
  for (int c = 0; c < 8; c++) {
    mine += s->sc_holder[c] == p;
    theirs += s->sc_holder[c] < s->nseats && s->sc_holder[c] != p;
  }
  if (!mine || !theirs) return 0;
  s->next_strategy |= TI4_NS_ARBITER;
  ti4_ask_for(s, TI4_ASK_AG_ARBITER, p, -1);
  return 1;
}
/* Minister of Policy: its elected player draws 1 action card at the end of
 * every status phase. */
void ti4_agenda_end_of_status(ti4_state *s, ti4_events *ev) {
  int i = ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_POLICY);
  if (i < 0 || TI4_TARGET_KIND(s->laws[i].elected) != TI4_T_PLAYER) return;
  int p = (int)TI4_TARGET_INDEX(s->laws[i].elected);
  if (p < s->nseats && !s->p[p].eliminated) ti4_draw_actions(s, p, 1, ev);
}

int ti4_agenda_start_of_strategy(ti4_state *s, ti4_events *ev) {
  uint8_t ns = s->next_strategy;
  if (!ns) return 0;
  uint8_t o[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, o);
  if (ns & TI4_NS_ARMS) {                      /* Arms Reduction Against */
    for (int i = 0; i < n; i++) exhaust_where(s, o[i], has_specialty, ev);
    s->next_strategy &= (uint8_t)~TI4_NS_ARMS;
  }
  if (ns & TI4_NS_CONSTITUTION) {              /* New Constitution For: home systems */
    for (int i = 0; i < n; i++) {
      int f = s->p[o[i]].faction;
      if (f < 0) continue;
      for (int p = 0; p < TI4_NPLANETS; p++)
        if (ti4_planet_ready_owned(s, o[i], p) && ti4_planets[p].system == ti4_factions[f].home_system) {
          s->planet_flags[p] |= TI4_PF_EXHAUSTED;
          ti4_emit(ev, TI4_EV_EXHAUSTED, o[i], p, -1, 0, 0);
        }
    }
    s->next_strategy &= (uint8_t)~TI4_NS_CONSTITUTION;
  }
  if (ns & TI4_NS_REPGOV) {                    /* Representative Government Against */
    for (int i = 0; i < n; i++)
      if ((s->next_strategy_seats >> o[i]) & 1) exhaust_where(s, o[i], is_cultural, ev);
    s->next_strategy &= (uint8_t)~TI4_NS_REPGOV;
    s->next_strategy_seats = 0;
  }
  if (ns & TI4_NS_AIR) {                       /* Anti-Intellectual Revolution Against */
    s->next_strategy &= (uint8_t)~TI4_NS_AIR;
    if (chain_from(s, TI4_ASK_AG_EXHAUST, -1, 0)) return 1;
  }
  return 0;
}
