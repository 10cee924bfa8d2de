/* objectives.c -- public and secret objectives (LRR 61): one requirement
 * record per objective, checked against what the state models (planets,
 * traits, specialties, attachments, technologies, structures, ships per
 * system, spending, laws, elections); scoring. Objectives whose requirement
 * needs history the state does not keep are refused as not modelled
 * (README, Not yet); the action-phase secrets read deeds (deeds.c). Phases decide when scoring is offered; the agenda phase lets a
 * seat score its agenda-phase objectives at any moment (61.5c, AG-026). */
#include "round.h"
#include "faction_abilities.h"
#include "units.h"
#include "deeds.h"

enum req { R_SPEND, R_TOKENS, R_TRAIT_ANY, R_TRAIT, R_UPGRADES, R_COLORS, R_SAME_COLOR,
  R_NONHOME, R_SPECIALTY, R_STRUCTURES, R_PDS, R_DOCKS, R_STRUCT_OUTSIDE, R_ATTACH,
  R_FACTION_TECHS, R_INF_TOTAL, R_RES_TOTAL, R_LEGENDARY, R_BIG_SHIP, R_FLEET,
  R_MECATOL_SHIPS, R_MECHS, R_LAWS, R_ELECTED,
  R_NEAR_MECATOL, R_NO_PLANETS, R_LEGEND_SYSTEMS, R_EDGE, R_SUPREMACY, R_DISTANT, R_PUSH,
  R_GATEKEEPER, R_SHIP_SYSTEMS, R_CUT_SUPPLY, R_DREADNOUGHTS, R_COSMOS, R_THREATEN, R_FRINGE,
  R_EN_MASSE, R_COHESION, R_STAKE, R_BONDS,
  R_DEED,          /* an action-phase deed (common/deeds.c), a = TI4_DEED_* */
  R_CONQUER, R_NEXUS,
  R_FRAGMENTS,     /* purge a relic fragments of any traits: the payment names them */
  R_DISCARD };     /* discard a action cards: asked one by one once scored (state/hand.c) */

typedef struct { const char *id; uint8_t req; uint8_t a, b, c; } obj_rule;

static const obj_rule rules[] = {
  {"corner_the_market", R_TRAIT_ANY, 4, 0, 0},
  {"develop_weaponry", R_UPGRADES, 2, 0, 0},
  {"diversify_research", R_COLORS, 2, 2, 0},
  {"erect_a_monument", R_SPEND, 8, 0, 0},
  {"expand_borders", R_NONHOME, 6, 0, 0},
  {"found_research_outposts", R_SPECIALTY, 3, 0, 0},
  {"lead_from_the_front", R_TOKENS, 3, 0, 0},
  {"negotiate_trade_routes", R_SPEND, 0, 0, 5},
  {"sway_the_council", R_SPEND, 0, 8, 0},
  {"amass_wealth", R_SPEND, 3, 3, 3},
  {"build_defenses", R_STRUCTURES, 4, 0, 0},
  {"discover_lost_outposts", R_ATTACH, 2, 0, 0},
  {"engineer_a_marvel", R_BIG_SHIP, 0, 0, 0},
  {"improve_infrastructure", R_STRUCT_OUTSIDE, 3, 0, 0},
  {"raise_a_fleet", R_FLEET, 5, 0, 0},
  {"centralize_galactic_trade", R_SPEND, 0, 0, 10},
  {"form_galactic_brain_trust", R_SPECIALTY, 5, 0, 0},
  {"found_a_golden_age", R_SPEND, 16, 0, 0},
  {"galvanize_the_people", R_TOKENS, 6, 0, 0},
  {"manipulate_galactic_law", R_SPEND, 0, 16, 0},
  {"master_the_sciences", R_COLORS, 2, 4, 0},
  {"revolutionize_warfare", R_UPGRADES, 3, 0, 0},
  {"subdue_the_galaxy", R_NONHOME, 11, 0, 0},
  {"unify_the_colonies", R_TRAIT_ANY, 6, 0, 0},
  {"construct_massive_cities", R_STRUCTURES, 7, 0, 0},
  {"hold_vast_reserves", R_SPEND, 6, 6, 6},
  {"protect_the_border", R_STRUCT_OUTSIDE, 5, 0, 0},
  {"reclaim_ancient_monuments", R_ATTACH, 3, 0, 0},
  {"command_an_armada", R_FLEET, 8, 0, 0},
  {"adapt_new_strategies", R_FACTION_TECHS, 2, 0, 0},
  {"establish_a_perimeter", R_PDS, 4, 0, 0},
  {"forge_an_alliance", R_TRAIT, 4, TI4_TRAIT_CULTURAL, 0},
  {"fuel_the_war_machine", R_DOCKS, 3, 0, 0},
  {"master_the_laws_of_physics", R_SAME_COLOR, 4, 0, 0},
  {"mine_rare_metals", R_TRAIT, 4, TI4_TRAIT_HAZARDOUS, 0},
  {"monopolize_production", R_TRAIT, 4, TI4_TRAIT_INDUSTRIAL, 0},
  {"establish_hegemony", R_INF_TOTAL, 12, 0, 0},
  {"hoard_raw_materials", R_RES_TOTAL, 12, 0, 0},
  {"seize_an_icon", R_LEGENDARY, 1, 0, 0},
  {"occupy_the_seat_of_the_empire", R_MECATOL_SHIPS, 3, 0, 0},
  {"mechanize_the_military", R_MECHS, 4, 0, 0},
  {"dictate_policy", R_LAWS, 3, 0, 0},
  {"drive_the_debate", R_ELECTED, 0, 0, 0},
  /* position and control (the galaxy in play) */
  {"intimidate_council", R_NEAR_MECATOL, 2, 0, 0},
  {"explore_deep_space", R_NO_PLANETS, 3, 0, 0},
  {"patrol_vast_territories", R_NO_PLANETS, 5, 0, 0},
  {"make_history", R_LEGEND_SYSTEMS, 2, 0, 0},
  {"become_a_legend", R_LEGEND_SYSTEMS, 4, 0, 0},
  {"populate_the_outer_rim", R_EDGE, 3, 0, 0},
  {"control_the_borderlands", R_EDGE, 5, 0, 0},
  {"achieve_supremacy", R_SUPREMACY, 0, 0, 0},
  {"rule_distant_lands", R_DISTANT, 2, 0, 0},
  {"push_boundaries", R_PUSH, 2, 0, 0},
  {"become_the_gatekeeper", R_GATEKEEPER, 0, 0, 0},
  {"control_the_region", R_SHIP_SYSTEMS, 6, 0, 0},
  {"cut_supply_lines", R_CUT_SUPPLY, 0, 0, 0},
  {"gather_a_mighty_fleet", R_DREADNOUGHTS, 5, 0, 0},
  {"learn_the_secrets_of_the_cosmos", R_COSMOS, 3, 0, 0},
  {"threaten_enemies", R_THREATEN, 0, 0, 0},
  {"occupy_the_fringe", R_FRINGE, 9, 0, 0},
  {"produce_en_masse", R_EN_MASSE, 8, 0, 0},
  {"foster_cohesion", R_COHESION, 0, 0, 0},
  {"stake_your_claim", R_STAKE, 0, 0, 0},
  {"strengthen_bonds", R_BONDS, 0, 0, 0},
  /* what combat leads to */
  {"conquer_the_weak", R_CONQUER, 0, 0, 0},
  {"defy_space_and_time", R_NEXUS, 0, 0, 0},
  {"destroy_their_greatest_ship", R_DEED, TI4_DEED_GREATEST_SHIP, 0, 0},
  {"make_an_example_of_their_world", R_DEED, TI4_DEED_EXAMPLE_WORLD, 0, 0},
  {"spark_a_rebellion", R_DEED, TI4_DEED_REBELLION, 0, 0},
  {"turn_their_fleets_to_dust", R_DEED, TI4_DEED_FLEETS_TO_DUST, 0, 0},
  {"unveil_flagship", R_DEED, TI4_DEED_UNVEIL_FLAGSHIP, 0, 0},
  {"become_a_martyr", R_DEED, TI4_DEED_MARTYR, 0, 0},
  {"betray_a_friend", R_DEED, TI4_DEED_BETRAY_FRIEND, 0, 0},
  {"brave_the_void", R_DEED, TI4_DEED_BRAVE_VOID, 0, 0},
  {"darken_the_skies", R_DEED, TI4_DEED_DARKEN_SKIES, 0, 0},
  {"demonstrate_your_power", R_DEED, TI4_DEED_DEMONSTRATE_POWER, 0, 0},
  {"fight_with_precision", R_DEED, TI4_DEED_PRECISION, 0, 0},
  {"prove_endurance", R_DEED, TI4_DEED_ENDURANCE, 0, 0},
  /* costs other than spending */
  {"destroy_heretical_works", R_FRAGMENTS, 2, 0, 0},
  {"form_a_spy_network", R_DISCARD, 5, 0, 0},
};


static int home_pos(const ti4_state *s, int seat);

static int ships_at(const ti4_state *s, int seat, int pos) {
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (s->ships[pos][seat][k]) return 1;
  return 0;
}

/* The secret objectives that read where ships and units are. */
static int secret_met(const ti4_state *s, int seat, const obj_rule *r) {
  int n = 0, alpha = 0, beta = 0;
  uint64_t anomaly_near = 0, enemy_home_near = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_systems[s->map[pos]].hyperlane) continue;
    if (r->req == R_COSMOS && ti4_systems[s->map[pos]].anomalies) anomaly_near |= ti4_adjacent_mask(s, pos);
  }
  if (r->req == R_THREATEN)
    for (int q = 0; q < s->nseats; q++) {
      int h = q == seat ? -1 : home_pos(s, q);
      if (h >= 0) enemy_home_near |= ti4_adjacent_mask(s, h);
    }
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_systems[s->map[pos]].hyperlane) continue;
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    int ships = ships_at(s, seat, pos);
    switch (r->req) {
    case R_GATEKEEPER: if (ships) { alpha |= (sy->wormholes & TI4_WH_ALPHA) != 0; beta |= (sy->wormholes & TI4_WH_BETA) != 0; } break;
    case R_SHIP_SYSTEMS: n += ships; break;
    case R_COSMOS: n += ships && ((anomaly_near >> pos) & 1); break;
    case R_THREATEN: if (ships && ((enemy_home_near >> pos) & 1)) return 1; break;
    case R_CUT_SUPPLY:
      if (!ships) break;
      for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
        int pl = ti4_sys_planets(s, sy)[i], o = pl >= 0 ? s->planet_owner[pl] : TI4_NOBODY;
        if (o != seat && o < s->nseats && s->planet_units[pl][3]) return 1;
      }
      for (int o = 0; o < s->nseats; o++) if (o != seat && ti4_floating_at(s, o, pos)) return 1;   /* a Floating Factory */
      break;
    case R_EN_MASSE: {                               /* space docks, and the Arborec's Letani Warriors */
      int v = 0;
      for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
        int pl = ti4_sys_planets(s, sy)[i];
        if (pl < 0 || s->planet_owner[pl] != seat) continue;
        if (s->planet_units[pl][3]) v += ti4_dock_production(s, seat, pl);
        if (s->p[seat].faction == TI4_FACTION_ARBOREC)
          v += s->planet_units[pl][0] * (ti4_has_tech(s, seat, TI4_TECH_LETANI_WARRIOR_II) ? 2 : 1);
      }
      v += ti4_floating_at(s, seat, pos) * ti4_dock_production(s, seat, -1);   /* Floating Factories */
      if (v >= r->a) return 1;
      break;
    }
    case R_STAKE: {
      int mine = 0, theirs = 0;
      for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
        int pl = ti4_sys_planets(s, sy)[i], o = pl >= 0 ? s->planet_owner[pl] : TI4_NOBODY;
        if (o == seat) mine = 1;
        else if (o < s->nseats) theirs = 1;
      }
      if (mine && theirs) return 1;
      break;
    }
    default: break;
    }
  }
  switch (r->req) {
  case R_GATEKEEPER: return alpha && beta;
  case R_SHIP_SYSTEMS: case R_COSMOS: return n >= r->a;
  case R_DREADNOUGHTS: return ti4_units_on_board(s, seat, TI4_UT_DREADNOUGHT) >= r->a;
  case R_FRINGE:
    for (int pl = 0; pl < TI4_NPLANETS; pl++)
      if (s->planet_owner[pl] == seat && !s->planet_units[pl][3] && ti4_planet_ground_forces(s, pl) >= r->a) return 1;   /* Hel-Titans too */
    return 0;
  case R_COHESION: return ti4_neighbors_all(s, seat);
  case R_BONDS:                                      /* another player's note face up in this seat's play area */
    for (int pn = 0; pn < TI4_NPROMISSORYS; pn++)
      for (int o = 0; o < s->nseats; o++)
        if (o != seat && ((s->pn_in_play[pn] >> o) & 1) && s->pn_holder[pn][o] == seat) return 1;
    return 0;
  default: return 0;
  }
}

static int home_pos(const ti4_state *s, int seat) {
  int f = s->p[seat].faction;
  return f >= 0 ? ti4_system_pos(s, ti4_factions[f].home_system) : -1;
}
static int planets_of(const ti4_state *s, int seat) {
  int n = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) n += s->planet_owner[p] == seat;
  return n;
}
/* Systems (by position) where seat has units and which pass the rule's test. */
static int position_count(const ti4_state *s, int seat, int req) {
  int n = 0, mr = ti4_system_pos(s, ti4_planets[TI4_PLANET_MECATOL_REX].system), home = home_pos(s, seat);
  uint64_t near = req == R_NEAR_MECATOL && mr >= 0 ? ti4_adjacent_mask(s, mr) : 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_systems[s->map[pos]].hyperlane) continue;
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    if (req == R_NEAR_MECATOL) {                 /* ships, not units */
      int ships = 0;
      for (int k = 0; k <= TI4_UT_WARSUN; k++) ships += s->ships[pos][seat][k];
      n += ((near >> pos) & 1) && ships;
      continue;
    }
    if (!ti4_units_at(s, seat, pos)) continue;
    if (req == R_NO_PLANETS) n += ti4_sys_nplanets(s, sy) == 0;
    else if (req == R_EDGE) n += pos != home && ti4_pos_on_edge(s, pos);
    else if (req == R_LEGEND_SYSTEMS) {
      int hit = sy->anomalies != 0 || pos == mr;
      for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) if (ti4_sys_planets(s, sy)[i] >= 0 && ti4_planet_legendary(s, ti4_sys_planets(s, sy)[i])) hit = 1;
      n += hit;
    }
  }
  return n;
}
/* Rule Distant Lands: two planets, each in or next to a different other
 * player's home system. */
static int distant_lands(const ti4_state *s, int seat) {
  uint64_t area[TI4_MAX_SEATS] = {0};
  for (int q = 0; q < s->nseats; q++) {
    int h = q == seat ? -1 : home_pos(s, q);
    if (h >= 0) area[q] = ti4_adjacent_mask(s, h) | (uint64_t)1 << h;
  }
  for (int p1 = 0; p1 < TI4_NPLANETS; p1++) {
    int a = s->planet_owner[p1] == seat ? ti4_planet_pos(s, p1) : -1;
    if (a < 0) continue;
    for (int p2 = p1 + 1; p2 < TI4_NPLANETS; p2++) {
      int b = s->planet_owner[p2] == seat ? ti4_planet_pos(s, p2) : -1;
      if (b < 0) continue;
      for (int q1 = 0; q1 < s->nseats; q1++)
        for (int q2 = 0; q2 < s->nseats; q2++)
          if (q1 != q2 && ((area[q1] >> a) & 1) && ((area[q2] >> b) & 1)) return 1;
    }
  }
  return 0;
}

static const obj_rule *rule_of(int o) {
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
    if (rules[i].id[0] == ti4_objectives[o].id[0] && !strcmp(rules[i].id, ti4_objectives[o].id))
      return &rules[i];                 /* the first letter first: asked for every listing */
  return NULL;
}

static int home_planet_of(const ti4_state *s, int seat, int p) {
  int f = s->p[seat].faction;
  if (f < 0) return 0;
  for (int k = 0; k < ti4_factions[f].nhome; k++) if (ti4_factions[f].home_planets[k] == p) return 1;
  return 0;
}

static int elected(const ti4_state *s, int seat, uint16_t outcome) {
  unsigned k = TI4_TARGET_KIND(outcome), i = TI4_TARGET_INDEX(outcome);
  if (k == TI4_T_PLAYER) return (int)i == seat;
  return k == TI4_T_PLANET && i < TI4_NPLANETS && s->planet_owner[i] == seat;
}

static int met(const ti4_state *s, int seat, const obj_rule *r) {
  int n = 0, col[6] = {0}, tr[8] = {0}, best = 0;
  switch (r->req) {
  case R_TRAIT_ANY: case R_TRAIT:
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (s->planet_owner[p] == seat)
        for (int t = 0; t < 3; t++) if (ti4_planet_traits(s, p) & (1 << t)) tr[1 << t]++;
    if (r->req == R_TRAIT) return tr[r->b] >= r->a;
    return tr[1] >= r->a || tr[2] >= r->a || tr[4] >= r->a;
  case R_UPGRADES: case R_COLORS: case R_SAME_COLOR: case R_FACTION_TECHS:
    for (int t = 0; t < TI4_NTECHS; t++)
      if (ti4_has_tech(s, seat, t)) {
        if (ti4_techs[t].color < 6) col[ti4_techs[t].color]++;
        if (ti4_techs[t].faction >= 0 && strncmp(ti4_techs[t].id, "valefar", 7) && ti4_tech_card(s, seat, t)) n++;   /* nor their copies */
      }
    if (r->req == R_UPGRADES) return col[TI4_COLOR_UNIT] >= r->a;
    if (r->req == R_FACTION_TECHS) return n >= r->a;
    for (int c = TI4_COLOR_BLUE; c <= TI4_COLOR_RED; c++) {
      if (col[c] >= r->a) n++;
      if (col[c] > best) best = col[c];
    }
    if (r->req == R_SAME_COLOR) return best >= r->a;
    return n >= r->b;
  case R_NONHOME: case R_SPECIALTY: case R_ATTACH: case R_INF_TOTAL: case R_RES_TOTAL: case R_LEGENDARY:
    for (int p = 0; p < TI4_NPLANETS; p++) {
      if (s->planet_owner[p] != seat) continue;
      const ti4_planet_info *pi = &ti4_planets[p];
      if (r->req == R_NONHOME) n += pi->home_of < 0 && p != TI4_PLANET_MECATOL_REX ? 1 : 0;
      else if (r->req == R_SPECIALTY) n += ti4_planet_specialty(s, p) != TI4_COLOR_NONE;
      else if (r->req == R_ATTACH) n += (s->planet_flags[p] & TI4_PF_ATTACH) != 0;
      else if (r->req == R_INF_TOTAL) n += ti4_planet_influence(s, p);
      else if (r->req == R_RES_TOTAL) n += ti4_planet_resources(s, p);
      else n += ti4_planet_legendary(s, p);
    }
    if (r->req == R_NONHOME) {   /* Mecatol Rex is not a home system */
      if (s->planet_owner[TI4_PLANET_MECATOL_REX] == seat) n++;
    }
    return n >= r->a;
  case R_STRUCTURES: case R_PDS: case R_DOCKS: case R_STRUCT_OUTSIDE: case R_MECHS:
    for (int p = 0; p < TI4_NPLANETS; p++) {
      if (s->planet_owner[p] != seat) continue;
      const uint8_t *u = s->planet_units[p];
      if (r->req == R_STRUCTURES) n += u[2] + u[3];
      else if (r->req == R_PDS) n += u[2];
      else if (r->req == R_DOCKS) n += u[3];
      else if (r->req == R_MECHS) n += u[1] > 0;
      else n += (u[2] + u[3]) > 0 && !home_planet_of(s, seat, p);
    }
    return n >= r->a;
  case R_BIG_SHIP:
    for (int i = 0; i < s->nmap; i++)
      if (s->ships[i][seat][TI4_UT_FLAGSHIP] || s->ships[i][seat][TI4_UT_WARSUN]) return 1;
    return 0;
  case R_FLEET:
    for (int i = 0; i < s->nmap; i++) {
      int k = 0;
      for (int u = 0; u <= TI4_UT_WARSUN; u++) if (u != TI4_UT_FIGHTER) k += s->ships[i][seat][u];
      if (k >= r->a) return 1;
    }
    return 0;
  case R_MECATOL_SHIPS: {
    if (s->planet_owner[TI4_PLANET_MECATOL_REX] != seat) return 0;
    for (int i = 0; i < s->nmap; i++) {
      if (s->map[i] != ti4_planets[TI4_PLANET_MECATOL_REX].system) continue;
      int k = 0;
      for (int u = 0; u <= TI4_UT_WARSUN; u++) k += s->ships[i][seat][u];
      return k >= r->a;
    }
    return 0;
  }
  case R_NEAR_MECATOL: case R_NO_PLANETS: case R_LEGEND_SYSTEMS: case R_EDGE:
    return position_count(s, seat, r->req) >= r->a;
  case R_SUPREMACY:
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (!s->ships[pos][seat][TI4_UT_FLAGSHIP] && !s->ships[pos][seat][TI4_UT_WARSUN]) continue;
      if (s->map[pos] == ti4_planets[TI4_PLANET_MECATOL_REX].system) return 1;
      for (int q = 0; q < s->nseats; q++) if (q != seat && home_pos(s, q) == pos) return 1;
    }
    return 0;
  case R_DISTANT:
    return distant_lands(s, seat);
  case R_PUSH: {                                  /* more planets than each of 2 neighbours */
    int mine = planets_of(s, seat);
    for (int q = 0; q < s->nseats; q++)
      if (q != seat && !s->p[q].eliminated && ti4_neighbors(s, seat, q) && planets_of(s, q) < mine) n++;
    return n >= r->a;
  }
  case R_GATEKEEPER: case R_SHIP_SYSTEMS: case R_CUT_SUPPLY: case R_DREADNOUGHTS: case R_COSMOS:
  case R_THREATEN: case R_FRINGE: case R_EN_MASSE: case R_COHESION: case R_STAKE: case R_BONDS:
    return secret_met(s, seat, r);
  case R_DEED:
    return ti4_deed_done(s, seat, r->a);
  case R_CONQUER:    /* a planet in another player's home system */
    for (int p = 0; p < TI4_NPLANETS; p++) {
      int f = ti4_planets[p].home_of;
      if (s->planet_owner[p] != seat || f < 0 || f == s->p[seat].faction) continue;
      for (int q = 0; q < s->nseats; q++) if (q != seat && s->p[q].faction == f) return 1;
    }
    return 0;
  case R_NEXUS:      /* units in the wormhole nexus (either side of tile 82) */
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
      if (s->map[pos] >= 0 && !strncmp(ti4_systems[s->map[pos]].id, "82", 2) && ti4_units_at(s, seat, pos)) return 1;
    return 0;
  case R_LAWS:
    return s->nlaws >= r->a;
  case R_ELECTED:   /* you, or a planet you control, elected in this agenda phase */
    for (int i = 0; i < s->nhistory; i++) {
      const ti4_agenda_record *h = &s->history[i];
      if (h->round != s->round) continue;
      if (elected(s, seat, h->outcome)) return 1;   /* recorded once the outcome resolved */
    }
    return 0;
  default:
    return 1;   /* spending: checked with the payment */
  }
}

int ti4_objective_check(const ti4_state *s, int seat, int o, const ti4_move *pay, ti4_error *e) {
  if (o < 0 || o >= TI4_NOBJECTIVES) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown objective %s"), o);
  const ti4_objective_info *oi = &ti4_objectives[o];
  if ((s->scored[o] >> seat) & 1) return ti4_fail(e, TI4_EILLEGAL, "61.8", N_("you have scored %s already"), oi->id);
  if (oi->stage == TI4_OBJ_SECRET) {
    if (s->secret_holder[o] != seat) return ti4_fail(e, TI4_EILLEGAL, "61.19", N_("%s is not your secret objective"), oi->id);
  } else {
    int shown = 0;
    for (int i = 0; i < s->nrevealed; i++) if (s->revealed[i] == o) shown = 1;
    if (!shown) return ti4_fail(e, TI4_EILLEGAL, "61.14", N_("%s has not been revealed"), oi->id);
    int f = s->p[seat].faction;
    if (f >= 0 && !ti4_scores_without_home(s, seat))
      for (int k = 0; k < ti4_factions[f].nhome; k++)
        if (s->planet_owner[ti4_factions[f].home_planets[k]] != seat)
          return ti4_fail(e, TI4_EILLEGAL, "61.16", N_("you do not control every planet of your home system (%s)"), ti4_planets[ti4_factions[f].home_planets[k]].id);
  }
  const obj_rule *r = rule_of(o);
  if (!r) return ti4_fail(e, TI4_EILLEGAL, "61.4", N_("the requirement of %s is not modelled yet (see README, Not yet)"), oi->id);
  if (r->req == R_SPEND) return ti4_pay_check(s, seat, pay, pay->arg[0], r->a, r->b, r->c, e);
  if (r->req == R_FRAGMENTS) {       /* `score OBJ C H I U`: how many of each trait are purged */
    int sum = 0;
    for (int d = 0; d < 4; d++) {
      if (pay->arg[d] < 0 || pay->arg[d] > ti4_fragments(s, seat, d))
        return ti4_fail(e, TI4_EILLEGAL, "61.5", N_("name the relic fragments you purge: cultural, hazardous, industrial and unknown ones you hold, e.g. score %s 1 0 0 1"), oi->id);
      sum += pay->arg[d];
    }
    if (sum != r->a || pay->arg[4] >= 0)
      return ti4_fail(e, TI4_EILLEGAL, "61.5", N_("name the relic fragments you purge: cultural, hazardous, industrial and unknown ones you hold, e.g. score %s 1 0 0 1"), oi->id);
    return 0;
  }
  if (r->req == R_DISCARD) {
    if (s->p[seat].nhand < r->a) return ti4_fail(e, TI4_EILLEGAL, "61.5", N_("you do not meet the requirement of %s"), oi->id);
    return 0;
  }
  if (r->req == R_TOKENS) {
    int t = pay->arg[0], g = pay->arg[1];
    if (t < 0 || g < 0 || t + g != r->a)
      return ti4_fail(e, TI4_ESYNTAX, "61.10", N_("name the tactic and strategy tokens spent, e.g. score %s 2 1"), oi->id);
    if (t > s->p[seat].tactic || g > s->p[seat].strategy)
      return ti4_fail(e, TI4_EILLEGAL, "61.10", N_("you do not have those command tokens (%s)"), oi->id);
    return 0;
  }
  if (!met(s, seat, r)) return ti4_fail(e, TI4_EILLEGAL, "61.5", N_("you do not meet the requirement of %s"), oi->id);
  return 0;
}

void ti4_objective_score(ti4_state *s, int seat, int o, const ti4_move *pay, ti4_events *ev) {
  const obj_rule *r = rule_of(o);
  if (r && r->req == R_SPEND) ti4_pay_apply(s, seat, pay, pay->arg[0], ev);
  if (r && r->req == R_TOKENS) {
    s->p[seat].tactic = (uint8_t)(s->p[seat].tactic - pay->arg[0]);
    s->p[seat].strategy = (uint8_t)(s->p[seat].strategy - pay->arg[1]);
    ti4_strategy_spent(s, seat, pay->arg[1], ev);   /* Magmus */
  }
  if (r && r->req == R_DEED) ti4_deed_scored(s, seat, r->a);   /* 61.7: and that combat's other deeds */
  if (r && r->req == R_FRAGMENTS)
    for (int d = 0; d < 4; d++)             /* purged: out of the game (35.9) */
      ti4_fragments_set(s, seat, d, ti4_fragments(s, seat, d) - pay->arg[d]);
  if (r && r->req == R_DISCARD) ti4_hand_discards_owed(s, seat, r->a);   /* asked at once, before anything else */
  s->scored[o] |= (uint8_t)(1u << seat);
  ti4_emit(ev, TI4_EV_SCORED, seat, o, -1, 0, ti4_objectives[o].points);
  ti4_gain_vp(s, seat, ti4_objectives[o].points, ev);   /* 98.7: the game may end here */
}

int ti4_objective_payment(const ti4_state *s, int seat, int o, ti4_move *m) {
  const obj_rule *r = rule_of(o);
  if (!r) return -1;
  if (r->req == R_SPEND) return ti4_pay_greedy(s, seat, m, r->a, r->b, r->c);
  if (r->req == R_FRAGMENTS) {           /* known traits first, unknown ones last */
    int need = r->a;
    for (int d = 0; d < 4; d++) {
      int x = ti4_fragments(s, seat, d) < need ? ti4_fragments(s, seat, d) : need;
      m->arg[d] = (int16_t)x;
      need -= x;
    }
    return need ? -1 : 0;
  }
  if (r->req == R_DISCARD) return s->p[seat].nhand >= r->a ? 0 : -1;
  if (r->req == R_TOKENS) {
    int t = s->p[seat].tactic < r->a ? s->p[seat].tactic : r->a;
    if (r->a - t > s->p[seat].strategy) return -1;
    m->arg[0] = (int16_t)t;
    m->arg[1] = (int16_t)(r->a - t);
  }
  return 0;
}


/* A `score` out of the status phase: an objective of that phase (61.3). */
static int phase_objective_check(const ti4_state *s, const ti4_move *m, ti4_error *e, int phase) {
  int o = m->card;
  if (o < 0 || o >= TI4_NOBJECTIVES) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown objective %s"), o);
  if (ti4_objectives[o].phase != phase)
    return ti4_fail(e, TI4_EILLEGAL, "61.3", phase == TI4_PH_AGENDA ? N_("%s is not scored in the agenda phase")
                                                                    : N_("%s is not scored in the action phase"), ti4_objectives[o].id);
  return ti4_objective_check(s, m->seat, o, m, e);
}

/* ---- agenda-phase objectives: any moment of the agenda phase (61.5c) ---- */
int ti4_objective_agenda_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  return phase_objective_check(s, m, e, TI4_PH_AGENDA);
}

size_t ti4_objective_agenda_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  /* Every agenda decision asks this for every seat: only the few
   * agenda-phase objectives (generated from data/objectives.tsv) are looked
   * at, each only for its holder, and one scored already is not checked
   * (61.8). Seat by seat, ascending objective within a seat. */
  static const int agenda_objs[] = { TI4_OBJECTIVES_AGENDA_PHASE };
  int cand[sizeof agenda_objs / sizeof agenda_objs[0]], nc = 0;
  for (const int *o = agenda_objs; *o >= 0; o++) {
    int h = s->secret_holder[*o];
    if (h < s->nseats && !((s->scored[*o] >> h) & 1)) cand[nc++] = *o;
  }
  if (!nc) return 0;
  size_t k = 0;
  for (int seat = 0; seat < s->nseats; seat++)
    for (int c = 0; c < nc; c++) {
      if (s->secret_holder[cand[c]] != seat) continue;
      ti4_move m;
      ti4_move_blank(&m, seat, TI4_MV_SCORE);
      m.card = (int16_t)cand[c];
      if (ti4_objective_agenda_check(s, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}


/* ---- action-phase objectives: any time of the action phase (61.5b) ---- */
int ti4_objective_action_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  return phase_objective_check(s, m, e, TI4_PH_ACTION);
}

size_t ti4_objective_action_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  /* Asked at every action-phase decision: nothing to do without a deed. */
  uint16_t any = 0;
  for (int seat = 0; seat < s->nseats; seat++) any |= s->deeds.done[seat];
  if (!any) return 0;
  size_t k = 0;
  for (int seat = 0; seat < s->nseats; seat++)
    for (int o = 0; o < TI4_NOBJECTIVES && s->deeds.done[seat]; o++) {
      if (s->secret_holder[o] != seat || ti4_objectives[o].phase != TI4_PH_ACTION) continue;
      ti4_move m;
      ti4_move_blank(&m, seat, TI4_MV_SCORE);
      m.card = (int16_t)o;
      if (ti4_objective_action_check(s, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}
