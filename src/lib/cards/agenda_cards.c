/* agenda_cards.c -- one record per agenda card (its eligibility and the
 * state changes of its outcome), the voting modifiers (8.15-8.16), and the
 * choices agenda-phase effects ask. Effects on several players go in
 * speaker order (initiative order under Political Data Nexus). What needs units on the galaxy map is left to the map
 * layer (README, Not yet); the state changes that do not are made here. */
#include "agenda_rules.h"
#include "rng.h"
#include "ability_index.h"
#include "units.h"
#include "round.h"
#include "exploration.h"
#include "excess.h"

#define FOR(o) (TI4_TARGET_KIND(o) == TI4_T_FOR)
#define AGAINST(o) (TI4_TARGET_KIND(o) == TI4_T_AGAINST)
#define WHO(o) ((int)TI4_TARGET_INDEX(o))

/* Seats that cast at least one vote for outcome t (0 votes is abstaining). */
static int voted(const ti4_state *s, int seat, uint16_t t) {
  uint16_t v;
  return ti4_voted_for(s, seat, &v) && v == t &&
         s->ag.votes[seat] + (s->ag.extra[seat] > 0 ? s->ag.extra[seat] : 0) > 0;
}
#define EACH(s, p) \
  uint8_t ord_[TI4_MAX_SEATS]; int nord_ = ti4_agenda_effect_order(s, ord_); \
  for (int k_ = 0, p = 0; k_ < nord_ && ((p = ord_[k_]), 1); k_++)

static void discard_hand(ti4_state *s, int seat, ti4_events *ev) {
  int n = s->p[seat].nhand;
  while (s->p[seat].nhand) ti4_discard_action(s, seat, s->p[seat].nhand - 1);
  if (n) ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_ACTION, -1, n);
}
static void lose_tokens(ti4_state *s, int seat, uint8_t *pool, int res, int n, ti4_events *ev) {
  (void)s;
  int k = *pool < n ? *pool : n;
  *pool = (uint8_t)(*pool - k);
  if (k) ti4_emit_what(ev, TI4_EV_LOST, seat, res, -1, k);
}
/* Draw a secret objective, one over the limit asked back (strategy_cards.c). */
void ti4_draw_secret(ti4_state *s, int seat, ti4_events *ev);
#define draw_secret ti4_draw_secret
static void reveal_public(ti4_state *s, uint8_t *deck, uint8_t *n, ti4_events *ev) {
  if (!*n || s->nrevealed >= 16) return;
  int o = deck[--*n];
  deck[*n] = 0;
  s->revealed[s->nrevealed++] = (uint8_t)o;
  ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, -1, o, 0, 0);
}
static void destroy_ground(ti4_state *s, int planet, int *lost) {
  int n = ti4_planet_ground_forces(s, planet);
  if (n > s->planet_units[planet][0] + s->planet_units[planet][1]) s->planet_units[planet][2] = 0;   /* Hel-Titans */
  s->planet_units[planet][0] = s->planet_units[planet][1] = 0;
  if (lost) *lost = n;
}

/* ---- resolve effects -------------------------------------------------------- */
static void judicial_abolishment(ti4_state *s, uint16_t o, ti4_events *ev) {
  ti4_law_remove(s, WHO(o), ev);
}
static void classified_leaks(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (s->nrevealed < 16) s->revealed[s->nrevealed++] = (uint8_t)WHO(o);   /* now public */
  ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, -1, WHO(o), o, 0);
}
static void new_constitution(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (!FOR(o)) return;
  s->next_strategy |= TI4_NS_CONSTITUTION;    /* home planets exhaust then */
  while (s->nlaws) ti4_law_remove(s, s->laws[s->nlaws - 1].agenda, ev);
}
static void conventions_of_war(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (!AGAINST(o)) return;
  EACH(s, p) if (voted(s, p, o)) discard_hand(s, p, ev);
}
static void homeland_defense(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  if (!AGAINST(o)) return;
  EACH(s, p)
    for (int pl = 0; pl < TI4_NPLANETS; pl++)
      if (s->planet_owner[pl] == p && s->planet_units[pl][2]) { s->planet_units[pl][2]--; break; }
}
static void compensated_disarmament(ti4_state *s, uint16_t o, ti4_events *ev) {
  int pl = WHO(o), n = 0, owner = s->planet_owner[pl];
  destroy_ground(s, pl, &n);
  if (owner != TI4_NOBODY && n) ti4_gain_tg(s, owner, n, ev);
}
static void economic_equality(ti4_state *s, uint16_t o, ti4_events *ev) {
  EACH(s, p) {
    if (s->p[p].tg) ti4_gain_tg(s, p, -(int)s->p[p].tg, ev);
    if (FOR(o)) ti4_gain_tg(s, p, 5, ev);
  }
}
static void public_execution(ti4_state *s, uint16_t o, ti4_events *ev) {
  int p = WHO(o);
  discard_hand(s, p, ev);
  if (s->speaker == p) {                      /* to the player on the left */
    for (int i = 1; i < s->nseats; i++) {
      int q = (p + i) % s->nseats;
      if (!s->p[q].eliminated) { s->speaker = (uint8_t)q; break; }
    }
    ti4_emit(ev, TI4_EV_SPEAKER, s->speaker, -1, -1, 0, 0);
  }
  /* "cannot vote for the rest of this phase" (executed below; agenda.c
   * clears it when an agenda phase starts). Resolved in the action phase
   * by Political Data Nexus there is no "this phase" of voting: the
   * player still votes in the round's agenda phase (AG-100). */
  if (s->phase == TI4_PHASE_AGENDA) s->p[p].executed |= 1;
}
static void incentive_program(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (FOR(o)) reveal_public(s, s->stage1, &s->nstage1, ev);
  else reveal_public(s, s->stage2, &s->nstage2, ev);
}
static void mutiny(ti4_state *s, uint16_t o, ti4_events *ev) {
  uint16_t f = TI4_TARGET(TI4_T_FOR, 0);
  EACH(s, p) if (voted(s, p, f)) ti4_gain_vp(s, p, FOR(o) ? 1 : -1, ev);
}
static void swords_to_plowshares(ti4_state *s, uint16_t o, ti4_events *ev) {
  EACH(s, p) {
    int gained = 0;
    for (int pl = 0; pl < TI4_NPLANETS; pl++) {
      if (s->planet_owner[pl] != p) continue;
      if (FOR(o)) {
        int half = (s->planet_units[pl][0] + 1) / 2;
        s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] - half);
        gained += half;
      } else if (s->planet_units[pl][0] < 255) {
        s->planet_units[pl][0]++;
      }
    }
    if (gained) ti4_gain_tg(s, p, gained, ev);
  }
}
static void colonial_redistribution(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  int pl = WHO(o);
  destroy_ground(s, pl, NULL);
  s->planet_units[pl][2] = s->planet_units[pl][3] = 0;
  /* The controller then chooses a player with the fewest VP (asked). */
  ti4_ag_colonial(s, pl, s->planet_owner[pl], -1);
}
static void fleet_regulations(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (!AGAINST(o)) return;
  EACH(s, p) { s->p[p].fleet++; ti4_emit_what(ev, TI4_EV_GAINED, p, TI4_RES_FLEET, -1, 1); }
}
static void executive_sanctions(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (!AGAINST(o)) return;
  EACH(s, p)
    if (s->p[p].nhand) {
      ti4_discard_action(s, p, (int)ti4_rng_below(s->rng, s->p[p].nhand));
      ti4_emit_what(ev, TI4_EV_LOST, p, TI4_RES_ACTION, -1, 1);
    }
}
static void weapon_schematics(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (!AGAINST(o)) return;
  EACH(s, p) if (ti4_owns_war_sun_tech(s, p)) discard_hand(s, p, ev);
}
static void archived_secret(ti4_state *s, uint16_t o, ti4_events *ev) { draw_secret(s, WHO(o), ev); }
static void seed_of_an_empire(ti4_state *s, uint16_t o, ti4_events *ev) {
  int best = -1;
  for (int p = 0; p < s->nseats; p++) {
    int v = s->p[p].vp;
    if (!s->p[p].eliminated && (best < 0 || (FOR(o) ? v > best : v < best))) best = v;
  }
  EACH(s, q) if (s->p[q].vp == best) ti4_gain_vp(s, q, 1, ev);
}
static void unconventional_measures(ti4_state *s, uint16_t o, ti4_events *ev) {
  uint16_t f = TI4_TARGET(TI4_T_FOR, 0);
  EACH(s, p) if (voted(s, p, f)) { if (FOR(o)) ti4_draw_actions(s, p, 2, ev); else discard_hand(s, p, ev); }
}
static void elected_vp(ti4_state *s, uint16_t o, ti4_events *ev) { ti4_gain_vp(s, WHO(o), 1, ev); }
static void holy_planet(ti4_state *s, uint16_t o, ti4_events *ev) {
  int owner = s->planet_owner[WHO(o)];
  s->planet_flags[WHO(o)] |= TI4_PF_ATTACH;
  if (owner != TI4_NOBODY) ti4_gain_vp(s, owner, 1, ev);
}
static void attach(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  s->planet_flags[WHO(o)] |= TI4_PF_ATTACH;
}
static void senate_sanctuary(ti4_state *s, uint16_t o, ti4_events *ev) {
  attach(s, o, ev);
  s->planet_flags[WHO(o)] |= TI4_PF_SENATE;   /* +2 influence (state.c) */
}
static void terraforming(ti4_state *s, uint16_t o, ti4_events *ev) {
  attach(s, o, ev);
  s->planet_flags[WHO(o)] |= TI4_PF_TERRAFORM; /* +1 resources, +1 influence */
}
static void unflag(ti4_state *s, uint8_t f) {
  for (int i = 0; i < TI4_NPLANETS; i++) s->planet_flags[i] &= (uint8_t)~f;
}
static void senate_removed(ti4_state *s, ti4_events *ev) { (void)ev; unflag(s, TI4_PF_SENATE); }
static void terraforming_removed(ti4_state *s, ti4_events *ev) { (void)ev; unflag(s, TI4_PF_TERRAFORM); }
static void core_removed(ti4_state *s, ti4_events *ev) { (void)ev; unflag(s, TI4_PF_CORE); }
static void core_mining(ti4_state *s, uint16_t o, ti4_events *ev) {
  attach(s, o, ev);
  s->planet_flags[WHO(o)] |= TI4_PF_CORE;     /* +2 resources */
  if (s->planet_units[WHO(o)][0]) s->planet_units[WHO(o)][0]--;
}
static void demilitarized_zone(ti4_state *s, uint16_t o, ti4_events *ev) {
  int pl = WHO(o);
  destroy_ground(s, pl, NULL);
  s->planet_units[pl][2] = s->planet_units[pl][3] = 0;
  s->planet_flags[pl] |= TI4_PF_DMZ;
  attach(s, o, ev);
}
static void demilitarized_removed(ti4_state *s, ti4_events *ev) {
  (void)ev;
  for (int i = 0; i < TI4_NPLANETS; i++) s->planet_flags[i] &= (uint8_t)~TI4_PF_DMZ;
  for (int i = 0; i < s->x.nattach && i < TI4_MAX_ATTACH; i++)   /* the exploration card stays (exploration.c) */
    if (s->x.attach[i][0] == TI4_EXPLORATION_DEMILITARIZED_ZONE) s->planet_flags[s->x.attach[i][1]] |= TI4_PF_DMZ;
}
static void articles_of_war(ti4_state *s, uint16_t o, ti4_events *ev) {
  uint16_t f = TI4_TARGET(TI4_T_FOR, 0);
  if (!AGAINST(o)) return;
  EACH(s, p) if (voted(s, p, f)) ti4_gain_tg(s, p, 3, ev);
}
static void censure_removed(ti4_state *s, ti4_events *ev) {
  int i = ti4_law_index(s, TI4_AGENDA_POLITICAL_CENSURE);
  if (i >= 0 && TI4_TARGET_KIND(s->laws[i].elected) == TI4_T_PLAYER)
    ti4_gain_vp(s, WHO(s->laws[i].elected), -1, ev);     /* the card's own loss */
}
static void clandestine_operations(ti4_state *s, uint16_t o, ti4_events *ev) {
  /* For: each player chooses 2 tokens of their command sheet (asked in
   * speaker order). Against: 1 from the fleet pool. */
  if (FOR(o)) { ti4_ag_chain(s, TI4_ASK_AG_TOKENS2, -1); return; }
  EACH(s, p) lose_tokens(s, p, &s->p[p].fleet, TI4_RES_FLEET, 1, ev);
}
/* Research Grant Reallocation: any technology, a fleet token per prerequisite. */
static void grant_reallocation(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  ti4_ag_ask_tech(s, WHO(o), -1, TI4_AGT_GRANT, 1, -1);
}
static void ixthian_artifact(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (FOR(o)) ti4_ag_ixthian(s, 1 + (int)ti4_rng_below(s->rng, 10), -1, ev);
}
/* Wormhole Research. For: each player with ships in a system that contains
 * a wormhole may research 1 technology (asked in speaker order); then every
 * ship in a system with an alpha or beta wormhole is destroyed, with what
 * it transports. The ships go first here: the research asked afterwards
 * reads only who had ships, kept in the question. Against: each player who
 * voted Against returns 1 command token of their choice from their sheet
 * to their reinforcements. Wormhole tokens count (map/galaxy.c). */
static int ships_any(const uint8_t *u) {
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (u[k]) return 1;
  return 0;
}
static void wormhole_research(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (AGAINST(o)) { ti4_ag_chain(s, TI4_ASK_AG_TOKENS1, -1); return; }
  if (!FOR(o)) return;
  unsigned mask = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    unsigned w = ti4_wormholes_at(s, pos);
    if (!w) continue;
    for (int p = 0; p < s->nseats && p < TI4_MAX_SEATS; p++) {
      if (!ships_any(s->ships[pos][p])) continue;
      mask |= 1u << p;
      if (!(w & (TI4_WH_ALPHA | TI4_WH_BETA))) continue;
      int n = 0;
      for (int k = 0; k < TI4_SPACE_TYPES; k++) {   /* ships and the ground forces they carry */
        n += s->ships[pos][p][k];
        s->ships[pos][p][k] = 0;
        ti4_damaged_set(s, pos, p, k, 0);
      }
      ti4_emit_what(ev, TI4_EV_LOST, p, TI4_RES_UNIT, -1, n);
    }
  }
  if (mask) ti4_ag_ask_tech(s, -1, -1, TI4_AGT_WORMHOLE, (int)(1u | mask << 4), 0);
}
/* Nexus Sovereignty. For (a law): the alpha and beta wormholes of the
 * wormhole nexus have no effect during movement (map/galaxy.c reads it).
 * Against: a gamma wormhole token goes into the Mecatol Rex system. */
static void nexus_sovereignty(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  int pos = ti4_planet_pos(s, TI4_PLANET_MECATOL_REX);
  if (!AGAINST(o) || pos < 0) return;
  for (int i = 0; i < 3; i++)
    if (!s->x.gamma[i]) { s->x.gamma[i] = (uint8_t)(pos + 1); break; }
}
/* "At the start of the next strategy phase" / "end of this agenda phase":
 * flags the strategy phase (agenda_effects.c) or agenda.c reads then. */
/* Shared Research, Against: each player places a command token from their
 * reinforcements in their home system, if able (20.6: not where one is). */
static void shared_research(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  if (!AGAINST(o)) return;
  EACH(s, p) {
    int f = s->p[p].faction, pos = f >= 0 ? ti4_system_pos(s, ti4_factions[f].home_system) : -1;
    if (pos < 0 || ((s->tokens[pos] >> p) & 1) || ti4_reinforcement_tokens(s, p) <= 0) continue;
    s->tokens[pos] |= (uint8_t)(1u << p);
  }
}
/* Enforced Travel Ban, Against: every PDS in or adjacent to a system that
 * contains a wormhole is destroyed. (For: tactical.c reads the law.) */
static void travel_ban(ti4_state *s, uint16_t o, ti4_events *ev) {
  if (!AGAINST(o)) return;
  uint64_t area = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (s->map[pos] >= 0 && ti4_systems[s->map[pos]].wormholes)
      area |= ti4_adjacent_mask(s, pos) | (uint64_t)1 << pos;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    int pos = ti4_planet_pos(s, pl), o2 = s->planet_owner[pl];
    if (pos < 0 || !((area >> pos) & 1) || !s->planet_units[pl][2] || o2 >= TI4_MAX_SEATS) continue;
    ti4_emit_what(ev, TI4_EV_LOST, o2, TI4_RES_UNIT, -1, s->planet_units[pl][2]);
    s->planet_units[pl][2] = 0;
  }
}
/* For: each player destroys dreadnoughts beyond 2 and cruisers beyond 4,
 * choosing which (common/excess.c asks, speaker first). Against: next
 * strategy phase (agenda_effects.c). */
static void arms_reduction(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  if (AGAINST(o)) { s->next_strategy |= TI4_NS_ARMS; return; }
  ti4_excess_arms_owed(s);
}
static void anti_intellectual(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  if (AGAINST(o)) s->next_strategy |= TI4_NS_AIR;
}
static void checks_and_balances(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  if (AGAINST(o)) s->next_strategy |= TI4_NS_CHECKS;
}
static void representative_government(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  if (!AGAINST(o)) return;
  s->next_strategy |= TI4_NS_REPGOV;           /* those who voted Against */
  EACH(s, p) if (voted(s, p, o)) s->next_strategy_seats |= (uint8_t)(1u << p);
}
static void minister_of_antiquities(ti4_state *s, uint16_t o, ti4_events *ev) {
  ti4_relic_draw(s, WHO(o), ev);               /* the top of the relic deck (73.2) */
}
/* Rearmament Agreement. For: each player places 1 mech from their
 * reinforcements (23: none when all are out) on a planet they control in
 * their home system. Against: each player replaces each of their mechs,
 * on planets and in space areas, with 1 infantry (infantry are not
 * limited, 23.4). */
static void rearmament_agreement(ti4_state *s, uint16_t o, ti4_events *ev) {
  EACH(s, p) {
    int f = s->p[p].faction, mech = ti4_unit_row(s, p, TI4_UT_MECH), inf = ti4_unit_row(s, p, TI4_UT_INFANTRY);
    if (FOR(o)) {
      if (f < 0 || ti4_units_out(s, p, TI4_UT_MECH) >= ti4_unit_limit(TI4_UT_MECH)) continue;
      for (int i = 0; i < ti4_factions[f].nhome && i < 3; i++) {
        int pl = ti4_factions[f].home_planets[i];
        if (pl < 0 || s->planet_owner[pl] != p) continue;
        s->planet_units[pl][1]++;
        ti4_emit_what(ev, TI4_EV_GAINED, p, TI4_RES_UNIT, mech, 1);
        break;
      }
    } else {
      int n = 0;
      for (int pl = 0; pl < TI4_NPLANETS; pl++)
        if (s->planet_owner[pl] == p && s->planet_units[pl][1]) {
          n += s->planet_units[pl][1];
          ti4_emit(ev, TI4_EV_REMOVED, p, TI4_UT_MECH, ti4_planet_pos(s, pl), 0, s->planet_units[pl][1]);
          s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] + s->planet_units[pl][1]);
          s->planet_units[pl][1] = 0;
          s->planet_damaged[pl] = 0;                   /* a damaged mech is replaced by an infantry */
        }
      for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
        if (s->ships[pos][p][TI4_UT_MECH]) {            /* mechs in a space area */
          n += s->ships[pos][p][TI4_UT_MECH];
          ti4_emit(ev, TI4_EV_REMOVED, p, TI4_UT_MECH, pos, 0, s->ships[pos][p][TI4_UT_MECH]);
          s->ships[pos][p][TI4_UT_INFANTRY] = (uint8_t)(s->ships[pos][p][TI4_UT_INFANTRY] + s->ships[pos][p][TI4_UT_MECH]);
          s->ships[pos][p][TI4_UT_MECH] = 0;
          ti4_damaged_set(s, pos, p, TI4_UT_MECH, 0);
        }
      if (n) ti4_emit_what(ev, TI4_EV_GAINED, p, TI4_RES_UNIT, inf, (int16_t)n);   /* the infantry put in their place */
    }
  }
}
static void standardization(ti4_state *s, uint16_t o, ti4_events *ev) {
  ti4_player *p = &s->p[WHO(o)];
  p->tactic = 3; p->fleet = 3; p->strategy = 2;
  ti4_emit(ev, TI4_EV_GAINED, WHO(o), -1, -1, 0, 0);
}
static void search_warrant(ti4_state *s, uint16_t o, ti4_events *ev) {
  draw_secret(s, WHO(o), ev);
  draw_secret(s, WHO(o), ev);
}
/* Miscount Disclosed: the elected law is voted on again as if just revealed
 * (it stays in play meanwhile, FAQ). agenda.c reads ag.revote at the end of
 * this agenda. */
static void miscount_disclosed(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  s->ag.revote = (int16_t)(WHO(o) + 1);
}
/* Galactic Crisis Pact: every player may use the elected card's secondary
 * without a strategy token, in speaker order: agenda.c offers it through the
 * strategy cards' own secondaries (strategy_cards.c) once this resolves. */
static void galactic_crisis_pact(ti4_state *s, uint16_t o, ti4_events *ev) {
  (void)ev;
  s->sc_card = (uint8_t)WHO(o);
  s->sc_pos = 0;                               /* index in speaker order */
  s->sc_free = (uint8_t)((1u << s->nseats) - 1u);   /* no strategy token (token_check) */
  s->ag.flags |= TI4_AGF_SECONDARY;
}

/* The card of an attached law on its planet, without the outcome's other
 * effects (a position built with `law ID elected=PLANET`). */
void ti4_agenda_attach(ti4_state *s, int agenda, uint16_t o) {
  if (TI4_TARGET_KIND(o) != TI4_T_PLANET || WHO(o) >= TI4_NPLANETS) return;
  uint8_t f = 0;
  switch (agenda) {
  case TI4_AGENDA_SENATE_SANCTUARY: f = TI4_PF_SENATE; break;
  case TI4_AGENDA_TERRAFORMING_INITIATIVE: f = TI4_PF_TERRAFORM; break;
  case TI4_AGENDA_CORE_MINING: f = TI4_PF_CORE; break;
  case TI4_AGENDA_DEMILITARIZED_ZONE: f = TI4_PF_DMZ; break;
  case TI4_AGENDA_HOLY_PLANET_OF_IXTH: case TI4_AGENDA_RESEARCH_TEAM_BIOTIC: case TI4_AGENDA_RESEARCH_TEAM_CYBERNETIC:
  case TI4_AGENDA_RESEARCH_TEAM_PROPULSION: case TI4_AGENDA_RESEARCH_TEAM_WARFARE: break;
  default: return;
  }
  s->planet_flags[WHO(o)] |= (uint8_t)(TI4_PF_ATTACH | f);
}

/* ---- eligibility ------------------------------------------------------------ */
/* Classified Document Leaks: a scored secret (kind checks it); nothing more. */

/* Covert Legislation: the speaker draws the next agenda face down, reads
 * only its outcomes, and the players vote on those. */
static int covert_revealed(ti4_state *s, int agenda, ti4_events *ev) {
  (void)ev;
  if (s->ag.covert) return 0;
  s->agenda_discard[s->nagenda_discard++] = (uint8_t)agenda;
  s->ag.covert = 1;
  return 1;
}

#define R(id, res) { TI4_AGENDA_##id, NULL, res, NULL, NULL, 0 }
#define RR(id, res, rem) { TI4_AGENDA_##id, NULL, res, rem, NULL, 0 }
#define NOT_MODELLED(id) { TI4_AGENDA_##id, NULL, NULL, NULL, NULL, 1 }
static const ti4_agenda_rule rules[] = {
  R(JUDICIAL_ABOLISHMENT, judicial_abolishment),
  R(IMPERIAL_ARBITER, NULL),
  R(ARMS_REDUCTION, arms_reduction),
  R(IXTHIAN_ARTIFACT, ixthian_artifact),
  R(CLASSIFIED_DOCUMENT_LEAKS, classified_leaks),
  R(COMMITTEE_FORMATION, NULL),
  R(REGULATED_CONSCRIPTION, NULL),
  R(NEW_CONSTITUTION, new_constitution),
  R(CONVENTIONS_OF_WAR, conventions_of_war),
  R(HOMELAND_DEFENSE_ACT, homeland_defense),
  R(COMPENSATED_DISARMAMENT, compensated_disarmament),
  R(ECONOMIC_EQUALITY, economic_equality),
  R(PUBLIC_EXECUTION, public_execution),
  R(INCENTIVE_PROGRAM, incentive_program),
  R(MINISTER_OF_COMMERCE, NULL), R(MINISTER_OF_EXPLORATION, NULL),
  R(MINISTER_OF_INDUSTRY, NULL),   /* galaxy/tactical.c: the production owed where its owner places a space dock */
  R(MINISTER_OF_PEACE, NULL),   /* tactical_windows.c */
  R(MINISTER_OF_POLICY, NULL), R(MINISTER_OF_SCIENCES, NULL), R(MINISTER_OF_WAR, NULL),
  R(MISCOUNT_DISCLOSED, miscount_disclosed),
  R(MUTINY, mutiny),
  R(SWORDS_TO_PLOWSHARES, swords_to_plowshares),
  R(PROPHECY_OF_IXTH, NULL),   /* combat_abilities.c, production.c */
  R(COLONIAL_REDISTRIBUTION, colonial_redistribution),
  R(FLEET_REGULATIONS, fleet_regulations),
  R(ANTI_INTELLECTUAL_REVOLUTION, anti_intellectual),
  R(EXECUTIVE_SANCTIONS, executive_sanctions),
  R(PUBLICIZE_WEAPON_SCHEMATICS, weapon_schematics),
  R(ARCHIVED_SECRET, archived_secret),
  R(SEED_OF_AN_EMPIRE, seed_of_an_empire),
  R(SHARED_RESEARCH, shared_research),     /* For: tactical.c lets units move through nebulae */
  R(ENFORCED_TRAVEL_BAN, travel_ban),      /* For: tactical.c ignores alpha and beta wormholes */
  R(UNCONVENTIONAL_MEASURES, unconventional_measures),
  R(WORMHOLE_RECONSTRUCTION, NULL), R(WORMHOLE_RESEARCH, wormhole_research),
  RR(CORE_MINING, core_mining, core_removed),
  RR(DEMILITARIZED_ZONE, demilitarized_zone, demilitarized_removed),
  R(HOLY_PLANET_OF_IXTH, holy_planet),
  R(REPRESENTATIVE_GOVERNMENT_BASE, representative_government),
  R(RESEARCH_TEAM_BIOTIC, attach), R(RESEARCH_TEAM_CYBERNETIC, attach),
  R(RESEARCH_TEAM_PROPULSION, attach), R(RESEARCH_TEAM_WARFARE, attach),
  RR(SENATE_SANCTUARY, senate_sanctuary, senate_removed),
  R(SHARD_OF_THE_THRONE, elected_vp),
  RR(TERRAFORMING_INITIATIVE, terraforming, terraforming_removed),
  R(THE_CROWN_OF_EMPHIDIA, elected_vp),
  R(THE_CROWN_OF_THALNOS, NULL),   /* relics.c: its owner plays it in combat as the relic */
  R(ARTICLES_OF_WAR, articles_of_war),
  RR(POLITICAL_CENSURE, elected_vp, censure_removed),
  R(CHECKS_AND_BALANCES, checks_and_balances),
  R(CLANDESTINE_OPERATIONS, clandestine_operations),
  { TI4_AGENDA_COVERT_LEGISLATION, NULL, NULL, NULL, covert_revealed, 0 },
  R(GALACTIC_CRISIS_PACT, galactic_crisis_pact),
  R(RESEARCH_GRANT_REALLOCATION, grant_reallocation),
  R(MINISTER_OF_ANTIQUITIES, minister_of_antiquities),
  R(NEXUS_SOVEREIGNTY, nexus_sovereignty),   /* For: map/galaxy.c reads the law */
  R(REARMAMENT_AGREEMENT, rearmament_agreement),
  R(REPRESENTATIVE_GOVERNMENT, representative_government),
  R(ARMED_FORCES_STANDARDIZATION, standardization),
  R(SEARCH_WARRANT, search_warrant),
};
_Static_assert(sizeof rules / sizeof rules[0] == TI4_NAGENDAS, "one record per agenda");

const ti4_agenda_rule *ti4_agenda_rule_get(int agenda) {
  if (agenda >= 0 && (size_t)agenda < sizeof rules / sizeof rules[0] && rules[agenda].agenda == agenda)
    return &rules[agenda];           /* rows are in id order: no scan (hot in voting) */
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
    if (rules[i].agenda == agenda) return &rules[i];
  return NULL;
}

/* ---- voting modifiers ---------------------------------------------------------- */
int ti4_rep_government(const ti4_state *s) {
  if (!s->nlaws) return 0;                      /* asked several times per vote */
  int i = ti4_law_in_play(s, TI4_AGENDA_REPRESENTATIVE_GOVERNMENT);
  if (i >= 0) return 1;
  return ti4_law_in_play(s, TI4_AGENDA_REPRESENTATIVE_GOVERNMENT_BASE) >= 0 ? 2 : 0;
}
static int planet_votes(const ti4_state *s, const ti4_move *v) {
  int n = 0;
  for (int i = 0; i < TI4_NPLANETS; i++)
    if (ti4_set_has(v->planets, i)) n += ti4_planet_influence(s, i);
  return n;
}
static int no_extra(const ti4_state *s) { return ti4_rep_government(s) == 1; }
static int in_game(const ti4_state *s) {
  int n = 0;
  for (int i = 0; i < s->nseats; i++) n += !s->p[i].eliminated && s->p[i].faction >= 0;
  return n ? n : s->nseats;
}
/* The `extra` hooks below are not asked under Representative Government
 * (PoK: no additional votes): voting.c looks at the laws once per vote. */

/* Zeal (Argent): one more vote per player in the game when casting votes. */
static int zeal(const ti4_state *s, int seat, const ti4_move *v) {
  if (s->p[seat].faction != TI4_FACTION_ARGENT) return 0;
  if (s->p[seat].no_abilities) return 0;
  return planet_votes(s, v) > 0 || ti4_rep_government(s) ? in_game(s) : 0;
}
/* Predictive Intelligence: the player *may* cast 3 more votes while the
 * technology is ready -- a vote naming it (arg[3] == 1, the word
 * `predictive_intelligence`, voting.c checks it can). */
int ti4_predictive_ready(const ti4_state *s, int seat) {
  int t = TI4_TECH_PREDICTIVE_INTELLIGENCE;
  if (!ti4_has_tech(s, seat, t) || ((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1)) return 0;   /* cheapest first */
  return !no_extra(s);
}
static int predictive(const ti4_state *s, int seat, const ti4_move *v) {
  return v && v->kind == TI4_MV_VOTE && v->arg[3] == 1 && ti4_predictive_ready(s, seat) ? 3 : 0;
}
/* Used and its outcome lost: the technology is exhausted (and stays so, 8.4). */
static void predictive_settle(ti4_state *s, int seat, uint16_t outcome, ti4_events *ev) {
  int t = TI4_TECH_PREDICTIVE_INTELLIGENCE;
  (void)ev;
  if (!((s->ag.pi_used >> seat) & 1) || s->ag.outcome_of[seat] == outcome) return;
  s->p[seat].tech_exhausted[t >> 3] |= (uint8_t)(1u << (t & 7));
}
/* Elder Qanoj (Xxcha commander): one more vote per planet exhausted. */
static int qanoj(const ti4_state *s, int seat, const ti4_move *v) {
  if (!ti4_commander_usable(s, seat, TI4_FACTION_XXCHA)) return 0;
  return ti4_count_set(v->planets);
}
/* Gila the Silvertongue (Hacan commander, or its Alliance): 2 more votes
 * for each trade good spent when casting votes (voting.c spends them). */
int ti4_gila(const ti4_state *s, int seat) {
  return !no_extra(s) && ti4_commander_usable(s, seat, TI4_FACTION_HACAN);
}
static int gila(const ti4_state *s, int seat, const ti4_move *v) {
  return v->arg[4] > 0 && ti4_commander_usable(s, seat, TI4_FACTION_HACAN) ? 2 * v->arg[4] : 0;
}
/* Future Sight (Nomad): after an outcome the Nomad voted for or predicted
 * resolves, 1 trade good -- once, however many votes and predictions
 * match (AG-084). Deadly Plot resolves nothing, so nothing is gained. */
static void future_sight(ti4_state *s, int seat, uint16_t outcome, ti4_events *ev) {
  if (s->p[seat].faction != TI4_FACTION_NOMAD) return;
  int hit = voted(s, seat, outcome);
  for (int i = 0; i < s->ag.nriders && !hit; i++)
    hit = s->ag.riders[i].seat == seat && s->ag.riders[i].target == outcome;
  if (hit) ti4_gain_tg(s, seat, 1, ev);
}
/* Blood Pact: when its holder and the Empyrean vote for the same outcome,
 * 4 more votes; counted with the second of the two votes. */
static int blood_pact(const ti4_state *s, int seat, const ti4_move *v) {
  int pn = TI4_PROMISSORY_BLOOD_PACT;
  if (!s->pn_in_play[pn]) return 0;             /* nobody's is face up: most votes */
  for (int o = 0; o < s->nseats; o++) {
    if (!((s->pn_in_play[pn] >> o) & 1)) continue;
    int h = s->pn_holder[pn][o], partner = seat == o ? h : seat == h ? o : -1;
    if (partner < 0 || partner == TI4_NOBODY) continue;
    if (voted(s, partner, v->target)) return 4;
  }
  return 0;
}
/* Odlynn Myrr (Keleres hero): 6 more votes with the hero's player's own
 * votes on the agenda it was used on (AG-059: added only when it casts votes,
 * to the outcome it votes for; "up to 6" is taken as 6). */
static int odlynn(const ti4_state *s, int seat, const ti4_move *v) {
  (void)v;
  for (int i = 0; i < s->ag.nriders; i++) {
    const ti4_rider *r = &s->ag.riders[i];
    if (r->seat != seat || r->resolved) continue;
    if (ti4_ability_is(r->card, TI4_AB_LEADER, TI4_LEADER_ODLYNN_MYRR)) return 6;
  }
  return 0;
}
int ti4_voted_otherwise(const ti4_state *s, uint16_t target) {
  int n = 0;
  for (int p = 0; p < s->nseats; p++) {
    if (s->p[p].eliminated || s->p[p].faction < 0) continue;
    if (((s->ag.abstained >> p) & 1) || !voted(s, p, target)) n++;
  }
  return n;
}
int ti4_vote_protected(const ti4_state *s, int seat) {
  return ti4_commander_usable(s, seat, TI4_FACTION_XXCHA);   /* the Xxcha's own, or by Alliance */
}
void ti4_bar_vote(ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || ti4_vote_protected(s, seat)) return;   /* 1.6a */
  s->p[seat].cannot_vote = 1;
}
static int nekro_forbids(const ti4_state *s, int seat) {
  return s->p[seat].faction == TI4_FACTION_NEKRO;     /* Galactic Threat */
}
/* Public Execution: the elected player cannot vote for the rest of the phase. */
static int executed(const ti4_state *s, int seat) { return s->p[seat].executed & 1; }
/* Zeal: the Argent Flight always votes first, even as speaker (AG-060). */
static int argent_first(const ti4_state *s, int seat) { return s->p[seat].faction == TI4_FACTION_ARGENT; }

const ti4_vote_mod ti4_vote_mods[] = {
  {"zeal", zeal, NULL, NULL, NULL, argent_first},
  {"predictive_intelligence", predictive, NULL, predictive_settle, NULL, NULL},
  {"elder_qanoj", qanoj, NULL, NULL, NULL, NULL},
  {"gila_the_silvertongue", gila, NULL, NULL, NULL, NULL},
  {"future_sight", NULL, NULL, NULL, future_sight, NULL},
  {"blood_pact", blood_pact, NULL, NULL, NULL, NULL},
  {"odlynn_myrr", odlynn, NULL, NULL, NULL, NULL},
  {"galactic_threat", NULL, nekro_forbids, NULL, NULL, NULL},
  {"public_execution", NULL, executed, NULL, NULL, NULL},
};
const int ti4_nvote_mods = (int)(sizeof ti4_vote_mods / sizeof ti4_vote_mods[0]);

/* ---- choices ----------------------------------------------------------------- */
/* Gain N command tokens (ask.arg[0]) split between the three pools. */
static int tokens_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    if (m->arg[i] < -1) return ti4_fail_num(e, TI4_ESYNTAX, "", N_("token counts are 0 or more (%s)"), m->arg[i]);
    sum += m->arg[i] > 0 ? m->arg[i] : 0;
  }
  if (sum != s->ask.arg[0])
    return ti4_fail(e, TI4_EILLEGAL, "20.1", N_("place exactly the tokens gained (%s)"), ti4_seat_word(m->seat));
  if (m->arg[1] > 0 && s->p[m->seat].fleet + m->arg[1] > ti4_fleet_pool_cap(s))
    return ti4_fail(e, TI4_EILLEGAL, "37", N_("Fleet Regulations: a fleet pool holds at most 4 tokens (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void tokens_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_player *p = &s->p[m->seat];
  uint8_t *pool[3] = { &p->tactic, &p->fleet, &p->strategy };
  static const int res[3] = { TI4_RES_TACTIC, TI4_RES_FLEET, TI4_RES_STRATEGY };
  for (int i = 0; i < 3; i++)
    if (m->arg[i] > 0) {
      *pool[i] = (uint8_t)(*pool[i] + m->arg[i]);
      ti4_emit_what(ev, TI4_EV_GAINED, m->seat, res[i], -1, m->arg[i]);
    }
}
static size_t tokens_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int n = s->ask.arg[0];
  for (int t = 0; t <= n; t++)
    for (int f = 0; f <= n - t; f++, k++)
      if (k < cap) {
        memset(&out[k], 0, sizeof out[k]);
        out[k].seat = s->ask.seat; out[k].kind = TI4_MV_CHOOSE; out[k].card = -1;
        for (int i = 0; i < TI4_MOVE_ARGS; i++) out[k].arg[i] = -1;
        out[k].arg[0] = (int16_t)t; out[k].arg[1] = (int16_t)f; out[k].arg[2] = (int16_t)(n - t - f);
        if (tokens_check(s, &out[k], NULL)) k--;   /* Fleet Regulations */
      }
  return k;
}
/* A swap of one of seat's strategy cards with one of another player's,
 * `choose MINE THEIRS` (target = seat's card, card = the other player's,
 * strategy ids), shared by Imperial Arbiter and Quantum Datahub Node
 * (techs2.c): well formed and allowed? */
int ti4_sc_swap_ok(const ti4_state *s, int seat, const ti4_move *m) {
  int mine = TI4_TARGET_KIND(m->target) == TI4_T_STRATEGY ? (int)TI4_TARGET_INDEX(m->target) : -1, theirs = m->card;
  return mine >= 0 && mine < 8 && theirs >= 0 && theirs < 8 && s->sc_holder[mine] == seat &&
         s->sc_holder[theirs] < s->nseats && s->sc_holder[theirs] != seat;
}
/* ... made: the other player (its holder before) takes MINE. */
void ti4_sc_swap(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int mine = (int)TI4_TARGET_INDEX(m->target), theirs = m->card, other = s->sc_holder[theirs];
  s->sc_holder[theirs] = (uint8_t)seat;
  s->sc_holder[mine] = (uint8_t)other;
  ti4_emit(ev, TI4_EV_PICKED, seat, theirs, -1, 0, 0);
  ti4_emit(ev, TI4_EV_PICKED, other, mine, -1, 0, 0);
}
/* ... every swap seat could make, after the plain `choose` (none). */
size_t ti4_sc_swap_legal(const ti4_state *s, int p, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], p, TI4_MV_CHOOSE);
  k++;
  for (int a = 0; a < 8; a++)
    for (int b = 0; b < 8; b++)
      if (s->sc_holder[a] == p && s->sc_holder[b] < s->nseats && s->sc_holder[b] != p) {
        if (k < cap) {
          ti4_move_blank(&out[k], p, TI4_MV_CHOOSE);
          out[k].target = TI4_TARGET(TI4_T_STRATEGY, a);
          out[k].card = (int16_t)b;
        }
        k++;
      }
  return k;
}
/* Imperial Arbiter's question (asked by agenda_effects.c at the end of the
 * strategy phase); it discards the law, so it sits beside ti4_law_remove. */
/* choose (keep the law) or choose MINE THEIRS: target = your card, card =
 * the other player's (strategy ids). */
int ti4_arbiter_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!m->target && m->card < 0) return 0;
  if (!ti4_sc_swap_ok(s, m->seat, m))
    return ti4_fail(e, TI4_EILLEGAL, "8.20", N_("Imperial Arbiter swaps one of your strategy cards with another player's (%s)"), ti4_seat_word(m->seat));
  return 0;
}
void ti4_arbiter_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (!m->target) return;                      /* kept: the law stays */
  ti4_sc_swap(s, m->seat, m, ev);
  ti4_law_remove(s, TI4_AGENDA_IMPERIAL_ARBITER, ev);   /* discarded */
}
size_t ti4_arbiter_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  return ti4_sc_swap_legal(s, s->ask.seat, out, cap);
}

static const ti4_choice choices[] = {
  { TI4_ASK_TOKENS, tokens_check, tokens_apply, tokens_legal, "tokens",
    N_("place the command tokens you gain: choose tactic=N fleet=N strategy=N") },
#define AG(w, name, q) { w, ti4_ag_choose_check, ti4_ag_choose_apply, ti4_ag_choose_legal, name, q }
  AG(TI4_ASK_AG_TECH, "technology", N_("name the technology you gain, or nothing")),
  AG(TI4_ASK_AG_RIDER, "rider_order", N_("name which of your riders resolves next")),
  AG(TI4_ASK_AG_DOCK, "space_dock_planet", N_("name the planet you control for the space dock")),
  AG(TI4_ASK_AG_DREAD, "dreadnought_system", N_("name the map position with your ships for the dreadnought")),
  AG(TI4_ASK_AG_DIPLO, "diplomacy_rider_system", N_("name a planet you control: every other player puts a command token in its system")),
  AG(TI4_ASK_AG_COLONIAL, "planet_receiver", N_("name the player with the fewest victory points who gains the planet")),
  AG(TI4_ASK_AG_TOKENS2, "tokens_to_return", N_("return command tokens: choose tactic=N fleet=N strategy=N")),
  AG(TI4_ASK_AG_TOKENS1, "token_to_return", N_("return 1 command token: choose tactic=1, fleet=1 or strategy=1")),
  AG(TI4_ASK_AG_DIPLO_POOL, "diplomacy_rider_pool", N_("Diplomacy Rider: place 1 command token from a pool of your command sheet (none left in reinforcements): choose tactic=1, fleet=1 or strategy=1")),
  AG(TI4_ASK_AG_READY3, "planets_to_ready", N_("name the planets you ready")),
  AG(TI4_ASK_AG_EXHAUST, "planets_to_exhaust", N_("name the planets you exhaust")),
#undef AG
  { TI4_ASK_AG_IXTHIAN, ti4_ag_ixthian_check, ti4_ag_ixthian_apply, ti4_ag_ixthian_legal, "ixthian_destroy",
    N_("Ixthian Artifact: name 1 of your units to destroy in the system asked about (3 in each system adjacent to Mecatol Rex): choose SYSTEM UNIT [PLANET]") },
  { TI4_ASK_AG_ARBITER, ti4_arbiter_check, ti4_arbiter_apply, ti4_arbiter_legal, "imperial_arbiter_swap",
    N_("Imperial Arbiter: name one of your strategy cards and another player's to swap them (discarding the law), or nothing") },
};
const ti4_choice_table ti4_choices_agenda = { choices, sizeof choices / sizeof choices[0] };
static const ti4_choice_seat seat_rows[] = { { TI4_ASK_PRESSURE, 2 }, { TI4_ASK_AG_COLONIAL, 1 } };
const ti4_choice_seat_table ti4_choice_seats_agenda = { seat_rows, sizeof seat_rows / sizeof seat_rows[0] };

/* ---- outcomes and eligibility (8.8-8.11), laws leaving play ---------------
 * These read the records' hooks (eligible, removed): the dispatch lives
 * beside the records it reads. */
static int planet_fits(const ti4_state *s, int kind, int p) {
  if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] == TI4_NOBODY) return 0;  /* 8.11 */
  const ti4_planet_info *pi = &ti4_planets[p];
  switch (kind) {
  case TI4_OUT_PLANET: return 1;
  case TI4_OUT_PLANET_CULTURAL: return (ti4_planet_traits(s, p) & TI4_TRAIT_CULTURAL) != 0;
  case TI4_OUT_PLANET_HAZARDOUS: return (ti4_planet_traits(s, p) & TI4_TRAIT_HAZARDOUS) != 0;
  case TI4_OUT_PLANET_INDUSTRIAL: return (ti4_planet_traits(s, p) & TI4_TRAIT_INDUSTRIAL) != 0;
  case TI4_OUT_PLANET_NONHOME: return pi->home_of < 0 && p != TI4_PLANET_MECATOL_REX;
  default: return 0;
  }
}

/* ti4_outcome_valid with the agenda's rule looked up once by the caller
 * (ti4_outcome_list asks it for every candidate). */
static int outcome_valid_r(const ti4_state *s, int agenda, uint16_t t, const ti4_agenda_rule *r) {
  int kind = ti4_agendas[agenda].outcome;
  unsigned tk = TI4_TARGET_KIND(t), ti = TI4_TARGET_INDEX(t);
  int ok = 0;
  switch (kind) {
  case TI4_OUT_FOR_AGAINST: ok = (tk == TI4_T_FOR || tk == TI4_T_AGAINST) && ti == 0; break;
  case TI4_OUT_PLAYER: ok = tk == TI4_T_PLAYER && ti4_seat_valid(s, (int)ti); break;
  case TI4_OUT_PLANET: case TI4_OUT_PLANET_CULTURAL: case TI4_OUT_PLANET_HAZARDOUS:
  case TI4_OUT_PLANET_INDUSTRIAL: case TI4_OUT_PLANET_NONHOME:
    ok = tk == TI4_T_PLANET && planet_fits(s, kind, (int)ti); break;
  case TI4_OUT_LAW: ok = tk == TI4_T_LAW && ti4_law_in_play(s, (int)ti) >= 0; break;
  case TI4_OUT_SECRET:
    ok = tk == TI4_T_SECRET && ti < TI4_NOBJECTIVES &&
         ti4_objectives[ti].stage == TI4_OBJ_SECRET && s->scored[ti] != 0; break;
  case TI4_OUT_STRATEGY: ok = tk == TI4_T_STRATEGY && ti < 8; break;
  case TI4_OUT_COVERT: ok = tk == TI4_T_FOR || tk == TI4_T_AGAINST; break;
  default: ok = 0;
  }
  if (ok && r && r->eligible) ok = r->eligible(s, t);
  return ok;
}

int ti4_outcome_valid(const ti4_state *s, int agenda, uint16_t t) {
  if (agenda < 0 || agenda >= TI4_NAGENDAS) return 0;
  return outcome_valid_r(s, agenda, t, ti4_agenda_rule_get(agenda));
}

int ti4_outcome_list(const ti4_state *s, int agenda, uint16_t *out, int cap) {
  int n = 0;
#define ADD(t) do { uint16_t t_ = (t); if (outcome_valid_r(s, agenda, t_, r)) { if (n < cap) out[n] = t_; n++; } } while (0)
  if (agenda < 0 || agenda >= TI4_NAGENDAS) return 0;
  const ti4_agenda_rule *r = ti4_agenda_rule_get(agenda);
  switch (ti4_agendas[agenda].outcome) {
  case TI4_OUT_FOR_AGAINST: case TI4_OUT_COVERT:
    ADD(TI4_TARGET(TI4_T_FOR, 0)); ADD(TI4_TARGET(TI4_T_AGAINST, 0)); break;
  case TI4_OUT_PLAYER:
    for (int i = 0; i < s->nseats; i++) ADD(TI4_TARGET(TI4_T_PLAYER, i));
    break;
  case TI4_OUT_LAW:
    for (int i = 0; i < s->nlaws; i++) ADD(TI4_TARGET(TI4_T_LAW, s->laws[i].agenda));
    break;
  case TI4_OUT_SECRET:
    for (int i = 0; i < TI4_NOBJECTIVES; i++) ADD(TI4_TARGET(TI4_T_SECRET, i));
    break;
  case TI4_OUT_STRATEGY:
    for (int i = 0; i < 8; i++) ADD(TI4_TARGET(TI4_T_STRATEGY, i));
    break;
  case TI4_OUT_PLANET: case TI4_OUT_PLANET_CULTURAL: case TI4_OUT_PLANET_HAZARDOUS:
  case TI4_OUT_PLANET_INDUSTRIAL: case TI4_OUT_PLANET_NONHOME: {
    /* outcome_valid_r's planet case, without its dispatch per planet */
    int kind = ti4_agendas[agenda].outcome;
    for (int i = 0; i < TI4_NPLANETS; i++) {
      uint16_t t = TI4_TARGET(TI4_T_PLANET, i);
      if (planet_fits(s, kind, i) && (!r || !r->eligible || r->eligible(s, t))) { if (n < cap) out[n] = t; n++; }
    }
    break;
  }
  default:                      /* only a controlled planet can be elected (8.11) */
    for (int i = 0; i < TI4_NPLANETS; i++)
      if (s->planet_owner[i] != TI4_NOBODY) ADD(TI4_TARGET(TI4_T_PLANET, i));
  }
#undef ADD
  return n;
}

int ti4_agenda_has_target(const ti4_state *s, int agenda) {
  /* New Constitution: For/Against always has outcomes; what it needs is a
   * law in play to act on (its card: none -> discard, reveal another). */
  if (agenda >= 0 && agenda < TI4_NAGENDAS && ti4_agendas[agenda].outcome == TI4_OUT_FOR_AGAINST)
    return s->nlaws > 0;
  return ti4_outcome_list(s, agenda, NULL, 0) > 0;
}

void ti4_law_remove(ti4_state *s, int agenda, ti4_events *ev) {
  int i = ti4_law_index(s, agenda);            /* a blank law (Law's Order) leaves play too */
  if (i < 0) return;
  const ti4_agenda_rule *r = ti4_agenda_rule_get(agenda);
  if (r && r->removed) r->removed(s, ev);
  ti4_law_discard(s, agenda, ev);
}

void ti4_agenda_replace(ti4_state *s, ti4_events *ev) {
  int a = s->ag.current;
  if (a >= 0 && ti4_law_in_play(s, a) >= 0) {   /* a law voted on again (Miscount) */
    ti4_law_remove(s, a, ev);
  } else if (a >= 0) {
    s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;
    ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
  }
  /* The windows of the replaced agenda close; the new one is a fresh reveal
   * with fresh windows, transactions and Political Secret ended (FAQ). */
  while (s->nwin) ti4_window_pop(s);
  s->ag.step = 2;  /* TI4_AG_REVEAL */
  s->ag.current = -1;
  memset(s->ag.transacted, 0, sizeof s->ag.transacted);
  s->offer.tcs_pair = 0;                       /* Temporal Command Suite's transaction: not into another agenda */
}
