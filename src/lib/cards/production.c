/* production.c -- abilities that act when units are produced (LRR 67, 68),
 * one record each (production.h says what is asked). A record names its
 * source (a commander, usable while unlocked or lent by Alliance, 51.6,
 * 51.8; an agent or hero of the seat's faction that the move names), its
 * effect and its value; the askers sum what applies. Card texts
 * paraphrased (../shared/reference/leaders.tsv). */
#include "production.h"
#include "units.h"
#include "round.h"
#include "agenda_rules.h"   /* ti4_commander_usable */
#include "exploration.h"    /* TI4_OPT_*: ship words */
#include "capture.h"        /* Amalgamation returns captured units */
#include "placement.h"      /* Dirzuga Rophal places ground forces as Chaos Mapping */
#include "excess.h"         /* Yin Spinner: infantry in a space area (16.3) */

enum { SRC_COMMANDER, SRC_AGENT, SRC_HERO, SRC_FACTION, SRC_TECH };
enum {
  FX_OUTSIDE_LIMIT,   /* up to value fighters or infantry beyond the PRODUCTION limit */
  FX_FREE_FLAGSHIP,   /* the flagship is produced without spending resources */
  FX_TG,              /* value trade goods when units use PRODUCTION */
  FX_ALL_FREE,        /* every unit of this use costs 0 */
  FX_COST_LESS,       /* this use's total cost less value */
  FX_COST_LESS_UPGRADES, /* ... less the unit upgrade technologies the seat owns */
  FX_ANY_DOCK,        /* fighters and infantry placed at any unblockaded space dock */
  FX_ADJACENT_GROUND, /* ground forces placed on a planet in this or an adjacent system */
  FX_CAPTURED_FREE    /* a captured unit of the type returned: one unit produced costs nothing */
};

typedef struct {
  uint8_t src;
  int16_t leader;     /* TI4_LEADER_*; SRC_FACTION: TI4_FACTION_*; SRC_TECH: TI4_TECH_* */
  uint8_t fx;
  int8_t value;
  int8_t opt;         /* the option bit a move names it by, -1: acts by itself */
  const char *word;   /* that option's word */
} production_record;

static const production_record records[] = {
  /* That Which Molds Flesh (Cabal commander): when you produce fighters or
   * infantry, up to 2 of them do not count toward your PRODUCTION limit */
  {SRC_COMMANDER, TI4_LEADER_THAT_WHICH_MOLDS_FLESH, FX_OUTSIDE_LIMIT, 2, -1, NULL},
  /* Navarch Feng (Nomad commander): you may produce your flagship without
   * spending resources (any production of it: PRODUCTION or Sling Relay) */
  {SRC_COMMANDER, TI4_LEADER_NAVARCH_FENG, FX_FREE_FLAGSHIP, 0, -1, NULL},
  /* Tungstantus (Titans commander): when your units use PRODUCTION, gain
   * 1 trade good (a "may" the engine always takes: a trade good costs
   * nothing) */
  {SRC_COMMANDER, TI4_LEADER_TUNGSTANTUS, FX_TG, 1, -1, NULL},
  /* Rowl Sarrig (Saar commander): when you produce fighters or infantry,
   * you may place each of them at any of your space docks that is not
   * blockaded (14) -- the move names one such system for all of them */
  {SRC_COMMANDER, TI4_LEADER_ROWL_SARRIG, FX_ANY_DOCK, 0, -1, NULL},
  /* Harrugh Gefhara (Hacan hero): when your units use PRODUCTION, every
   * unit produced in that use costs 0; then purge (51.12) */
  {SRC_HERO, TI4_LEADER_HARRUGH_GEFHARA, FX_ALL_FREE, 0, 0, "harrugh_gefhara"},
  /* Berekar Berekon (Winnu agent): when a player's units use PRODUCTION,
   * exhaust to cut the total cost of the units produced by 2 (the Winnu's
   * own production only: README, Not yet) */
  {SRC_AGENT, TI4_LEADER_BEREKAR_BEREKON, FX_COST_LESS, 2, 1, "berekar_berekon"},
  /* Trillossa Aun Mirik (Argent agent): when a player produces ground
   * forces in a system, exhaust it: they may be placed on that player's
   * planets in that system or in adjacent systems (the Argent's own
   * production only, one planet named with on=: README, Not yet) */
  {SRC_AGENT, TI4_LEADER_TRILLOSSA_AUN_MIRIK, FX_ADJACENT_GROUND, 0, 2, "trillossa_aun_mirik"},
  /* Amalgamation (the Vuil'raith Cabal's faction ability): when you
   * produce a unit, you may return 1 captured unit of that type to produce
   * that unit without spending resources (17.2b). Named in the move by
   * amalgamation=TYPE[:N], its own word (not an option bit) */
  {SRC_FACTION, TI4_FACTION_CABAL, FX_CAPTURED_FREE, 1, -1, "amalgamation"},
  /* AI Development Algorithm (technology): when 1 or more of your units
   * use PRODUCTION, you may exhaust this card to reduce the combined cost
   * of the produced units by the number of unit upgrade technologies you
   * own (its research half: cards/research.c) */
  {SRC_TECH, TI4_TECH_AI_DEVELOPMENT_ALGORITHM, FX_COST_LESS_UPGRADES, 0, 3, "ai_development_algorithm"},
};
enum { NREC = (int)(sizeof records / sizeof *records) };

/* A commander applies by itself while usable; a hero or an agent only
 * when the move names it. */
static int applies(const ti4_state *s, int seat, const production_record *r, unsigned opts) {
  if (r->src == SRC_FACTION) return 0;                  /* asked by its own questions below */
  if (r->src == SRC_COMMANDER) return ti4_commander_usable(s, seat, ti4_leaders[r->leader].faction);
  return r->opt >= 0 && ((opts >> r->opt) & 1u);
}

static int tech_exhausted(const ti4_state *s, int seat, int t) { return (s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1; }
/* A hero or agent seat may use now: its own faction's, unlocked, ready;
 * a technology: owned and ready. */
static int ready(const ti4_state *s, int seat, const production_record *r) {
  if (r->src == SRC_TECH) return ti4_has_tech(s, seat, r->leader) && !tech_exhausted(s, seat, r->leader);
  const ti4_leader_info *l = &ti4_leaders[r->leader];
  return s->p[seat].faction == l->faction && ti4_leader_state(s, seat, r->leader) == TI4_LEADER_UNLOCKED;
}

unsigned ti4_production_option_word(const char *w) {
  for (int i = 0; i < NREC; i++)
    if (records[i].word && records[i].opt >= 0 && !strcmp(records[i].word, w)) return 1u << records[i].opt;
  return 0;
}
const char *ti4_production_option_name(int i) {
  for (int k = 0; k < NREC; k++)
    if (records[k].opt == i) return records[k].word;
  return "?";
}

unsigned ti4_production_move_options(const ti4_move *m) {
  unsigned i = TI4_TARGET_INDEX(m->target);
  if (!m->target) return 0;
  return TI4_TARGET_KIND(m->target) == TI4_T_OPTION && i > 0 && i < (1u << TI4_PRODUCE_OPT_BITS) ? i : ~0u;
}
void ti4_production_set_options(ti4_move *m, unsigned opts) {
  m->target = opts ? TI4_TARGET(TI4_T_OPTION, opts) : 0;
}

unsigned ti4_production_options(const ti4_state *s, int seat) {
  unsigned o = 0;
  for (int i = 0; i < NREC; i++)
    if (records[i].opt >= 0 && ready(s, seat, &records[i])) o |= 1u << records[i].opt;
  return o;
}

int ti4_production_options_check(const ti4_state *s, int seat, unsigned opts, ti4_error *e) {
  for (int i = 0; i < NREC; i++) {
    const production_record *r = &records[i];
    if (r->opt < 0 || !((opts >> r->opt) & 1u) || ready(s, seat, r)) continue;
    if (r->src == SRC_TECH)
      return ti4_has_tech(s, seat, r->leader) ? ti4_fail(e, TI4_EILLEGAL, "34.4", N_("%s is exhausted"), ti4_techs[r->leader].id)
                                              : ti4_fail(e, TI4_EILLEGAL, "90.1", N_("you do not own %s"), ti4_techs[r->leader].id);
    const ti4_leader_info *l = &ti4_leaders[r->leader];
    if (s->p[seat].faction != l->faction)
      return ti4_fail(e, TI4_EILLEGAL, "51.1", N_("%s is another faction's leader"), l->id);
    if (r->src == SRC_HERO)
      return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("%s is not an unlocked hero you can use (locked or purged)"), l->id);
    return ti4_fail(e, TI4_EILLEGAL, "51.4", N_("%s is exhausted: an agent is used while readied"), l->id);
  }
  if (opts >> TI4_PRODUCE_OPT_BITS)
    return ti4_fail_num(e, TI4_ESYNTAX, "", N_("no such production option (%s)"), (long)opts);
  return 0;
}

/* War Machine (action card, Codex I): when 1 or more of your units use
 * PRODUCTION, apply +4 to the total PRODUCTION value of those units and
 * reduce the combined cost of the produced units by 1. Played at the
 * decision to use PRODUCTION (the production step, Warfare's secondary:
 * TI4_ABF_PRODUCTION), before it; after its Sabotage window, s->war_machine
 * remembers it for that one use, which reads it here. */
enum { WAR_MACHINE_VALUE = 4, WAR_MACHINE_LESS = 1 };
static int war_machine(const ti4_state *s, int seat) { return s->war_machine == seat + 1; }

int ti4_production_outside_limit(const ti4_state *s, int seat, const int n[TI4_SPACE_TYPES]) {
  int small = n[TI4_UT_FIGHTER] + n[TI4_UT_INFANTRY], free = 0;
  for (int i = 0; i < NREC; i++)
    if (records[i].fx == FX_OUTSIDE_LIMIT && applies(s, seat, &records[i], 0)) free += records[i].value;
  return (small < free ? small : free) + (war_machine(s, seat) ? WAR_MACHINE_VALUE : 0);
}

void ti4_production_war_machine_end(ti4_state *s, int seat) {
  if (war_machine(s, seat)) s->war_machine = 0;
}

static int war_machine_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (war_machine(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "2.6b", N_("War Machine already applies to this use of PRODUCTION (%s)"), ti4_seat_word(seat));
  return 0;
}
static void war_machine_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  s->war_machine = (uint8_t)(seat + 1);
}

int ti4_production_adjacent_ground(unsigned opts) {
  for (int i = 0; i < NREC; i++)
    if (records[i].fx == FX_ADJACENT_GROUND && records[i].opt >= 0 && ((opts >> records[i].opt) & 1u)) return 1;
  return 0;
}

int ti4_production_at_any_dock(const ti4_state *s, int seat) {
  for (int i = 0; i < NREC; i++)
    if (records[i].fx == FX_ANY_DOCK && applies(s, seat, &records[i], 0)) return 1;
  return 0;
}

int ti4_production_cost(const ti4_state *s, int seat, const int n[TI4_SPACE_TYPES], unsigned opts, int use) {
  int flag_free = 0, all_free = 0, less = 0, res = 0;
  for (int i = 0; i < NREC; i++) {
    const production_record *r = &records[i];
    if (r->opt >= 0 && !use) continue;              /* "when your units use PRODUCTION" */
    if (!applies(s, seat, r, opts)) continue;
    if (r->fx == FX_FREE_FLAGSHIP) flag_free = 1;
    else if (r->fx == FX_ALL_FREE) all_free = 1;
    else if (r->fx == FX_COST_LESS) less += r->value;
    else if (r->fx == FX_COST_LESS_UPGRADES)
      for (int t = 0; t < TI4_NTECHS; t++) less += ti4_techs[t].color == TI4_COLOR_UNIT && ti4_has_tech(s, seat, t);
  }
  if (use && war_machine(s, seat)) less += WAR_MACHINE_LESS;   /* War Machine */
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (n[k] && !(k == TI4_UT_FLAGSHIP && flag_free)) res += ti4_units_cost(s, seat, k, n[k]);   /* 67.2 */
  if (all_free) return 0;
  return res > less ? res - less : 0;
}

/* Where one produced unit of type k may go in the system at map position
 * pos (Chaos Mapping, Freelancers, Integrated Economy): a type seat can produce (26.3; the
 * Muaat produce war suns without the technology), reinforcements (67.5),
 * no ships where another player has ships (67.6), the fleet pool (37.1)
 * and capacity (16.2) for a fighter, or a ground force placed in the space
 * area (pl < 0; with pl >= 0 it goes onto that planet). */
int ti4_one_unit_fits(const ti4_state *s, int seat, int pos, int k, int pl, ti4_error *e) {
  static const char *const words[TI4_SPACE_TYPES] = {"carrier", "cruiser", "destroyer", "dreadnought",
    "fighter", "flagship", "warsun", "infantry", "mech"};
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  if (ti4_unit_cost2(s, seat, k) < 0 || (k == TI4_UT_WARSUN && !ti4_owns_war_sun_tech(s, seat) && s->p[seat].faction != TI4_FACTION_MUAAT))
    return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot produce a %s"), words[k]);
  if (ti4_units_out(s, seat, k) + 1 > ti4_unit_limit(k))
    return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("not enough %s units left in your reinforcements"), words[k]);
  const uint8_t *u = s->ships[pos][seat];
  int others = 0;
  for (int o = 0; o < s->nseats; o++)
    for (int j = 0; o != seat && j <= TI4_UT_WARSUN; j++) others |= s->ships[pos][o][j] != 0;
  if (k <= TI4_UT_WARSUN && others)
    return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in system %s: no ships can be produced there"), sy->id);
  if (k <= TI4_UT_WARSUN && k != TI4_UT_FIGHTER) {
    int fleet = 1;
    for (int j = 0; j <= TI4_UT_WARSUN; j++) fleet += j != TI4_UT_FIGHTER ? u[j] : 0;
    if (fleet > ti4_fleet_limit(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), sy->id);
  } else if (k == TI4_UT_FIGHTER || pl < 0) {            /* into the space area: capacity (16.2) */
    int capv = 0, f = u[TI4_UT_FIGHTER] + (k == TI4_UT_FIGHTER);
    for (int j = 0; j <= TI4_UT_WARSUN; j++) capv += u[j] * ti4_unit_capacity(s, seat, j);
    capv += ti4_floating_capacity(s, seat, pos);
    if (ti4_dock_in(s, seat, pos)) f -= f < 3 ? f : 3;   /* a space dock on a planet holds 3 fighters */
    if (f + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH] + (k > TI4_UT_WARSUN) > capv)
      return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters or ground forces than your ships' capacity in system %s"), sy->id);
  }
  return 0;
}

/* ---- after PRODUCTION: Self-Assembly Routines and Yin Spinner --------------
 * Both are offered once the producing move is done and nothing else is
 * asked (ti4_production_owed_ask, called by the engine as it does the hand
 * limit): fx.flags says which is owed, fx.prod_seat and fx.prod_pos whose
 * production and where. */
enum { ASK_SAR = 112, ASK_YIN = 113, ASK_IE = 114, ASK_LETANI = 115 };   /* the asks numbered for production (112-119) */
static int ie_fits(const ti4_state *s, int seat, int pl);
static void owe(ti4_state *s, int seat, int pos, unsigned flag) {
  s->fx.flags = (uint8_t)(s->fx.flags | flag);
  s->fx.prod_seat = (uint8_t)seat;
  s->fx.prod_pos = (uint8_t)pos;
}
static int tech_ready(const ti4_state *s, int seat, int t) {
  return seat >= 0 && seat < s->nseats && !s->p[seat].eliminated && ti4_has_tech(s, seat, t) &&
         !((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1);
}
static int left_in_reinforcements(const ti4_state *s, int seat, int k) {
  int n = ti4_unit_limit(k) - ti4_units_out(s, seat, k);
  return n > 0 ? n : 0;
}
/* Self-Assembly Routines (technology): after 1 or more of your units use
 * PRODUCTION, you may exhaust it to place 1 mech from your reinforcements
 * on a planet you control in that system. pl: that planet (-1: is there
 * one). */
static int sar_planet(const ti4_state *s, int seat, int pos, int pl) {
  return pl >= 0 && pl < TI4_NPLANETS && s->planet_owner[pl] == seat && ti4_planet_pos(s, pl) == pos;
}
static int sar_fits(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0 ||
      !tech_ready(s, seat, TI4_TECH_SELF_ASSEMBLY_ROUTINES) || !left_in_reinforcements(s, seat, TI4_UT_MECH)) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++)
    if (sar_planet(s, seat, pos, ti4_sys_planets(s, sy)[i])) return 1;
  return 0;
}
/* ... and after 1 of your mechs is destroyed, gain 1 trade good (exhausted
 * or not: the card's second ability needs no exhausting). */
void ti4_production_mechs_destroyed(ti4_state *s, int seat, int k, int n, ti4_events *ev) {
  if (k == TI4_UT_MECH && n > 0 && seat >= 0 && seat < s->nseats && ti4_has_tech(s, seat, TI4_TECH_SELF_ASSEMBLY_ROUTINES))
    ti4_gain_tg(s, seat, n, ev);
}
/* Yin Spinner (Yin technology, Codex I text): after you produce units,
 * place up to 2 infantry from your reinforcements on any planets you
 * control or in any space areas that contain 1 or more of your ships. */
static int yin_fits(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && !s->p[seat].eliminated && ti4_has_tech(s, seat, TI4_TECH_YIN_SPINNER) &&
         left_in_reinforcements(s, seat, TI4_UT_INFANTRY) > 0;
}
void ti4_production_produced(ti4_state *s, int seat, int pos) {
  if (yin_fits(s, seat)) owe(s, seat, pos, TI4_FX_YIN_OWED);
}
int ti4_production_owed_ask(ti4_state *s) {
  int seat = s->fx.prod_seat, pos = s->fx.prod_pos;
  if (s->fx.flags & TI4_FX_SAR_OWED) {
    s->fx.flags &= (uint8_t)~TI4_FX_SAR_OWED;
    if (sar_fits(s, seat, pos)) {
      ti4_ask_for(s, ASK_SAR, seat, -1);
      s->ask.arg[0] = (int16_t)pos;
      return 1;
    }
  }
  if (s->fx.flags & TI4_FX_YIN_OWED) {
    s->fx.flags &= (uint8_t)~TI4_FX_YIN_OWED;
    if (yin_fits(s, seat)) {
      ti4_ask_for(s, ASK_YIN, seat, -1);
      return 1;
    }
  }
  if (s->fx.flags & TI4_FX_IE_OWED) {
    s->fx.flags &= (uint8_t)~TI4_FX_IE_OWED;
    if (ie_fits(s, s->fx.ie_seat, s->fx.ie_planet)) {
      ti4_ask_for(s, ASK_IE, s->fx.ie_seat, -1);
      s->ask.arg[0] = s->fx.ie_planet;
      return 1;
    }
  }
  return 0;
}

/* `choose PLANET` (a planet of theirs in that system: the mech goes there,
 * the card is exhausted) or `choose` (no). */
static int sar_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rest = m->card >= 0 || ti4_count_set(m->planets) > 0;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) rest |= m->arg[i] != -1;
  if (!rest && !m->target) return 0;           /* declined */
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (rest || !sar_fits(s, m->seat, s->ask.arg[0]) || !sar_planet(s, m->seat, s->ask.arg[0], pl))
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("Self-Assembly Routines: name a planet you control in the system where your units used PRODUCTION, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void sar_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int t = TI4_TECH_SELF_ASSEMBLY_ROUTINES;
  if (!m->target || sar_choice_check(s, m, NULL)) return;
  int pl = (int)TI4_TARGET_INDEX(m->target);
  s->p[m->seat].tech_exhausted[t >> 3] |= (uint8_t)(1u << (t & 7));
  s->planet_units[pl][1]++;
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_UNIT, ti4_unit_row(s, m->seat, TI4_UT_MECH), 1);
}
static size_t sar_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int seat = s->ask.seat, pos = s->ask.arg[0];
  if (k < cap) ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
  k++;
  if (!sar_fits(s, seat, pos)) return k;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (!sar_planet(s, seat, pos, pl)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
    }
    k++;
  }
  return k;
}

/* `choose [PLACE [PLACE]]`, a PLACE a planet of theirs on the board or the
 * tile number of a system holding a ship of theirs (its space area); the
 * same place twice for 2 infantry there; plain `choose`: none. A planet
 * named first is the move's target, a second one its planet set; tiles
 * are arg[0] and arg[1]. An answer that is a set: `legal` lists each place
 * alone and twice, pairs of places are accepted. */
typedef struct { int pl[2], pos[2], n; } yin_places;
static int yin_planet(const ti4_state *s, int seat, int pl) {
  return pl >= 0 && pl < TI4_NPLANETS && s->planet_owner[pl] == seat && ti4_planet_pos(s, pl) >= 0;
}
static int yin_space(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP) return 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (s->ships[pos][seat][k]) return 1;
  return 0;
}
static int yin_parse(const ti4_state *s, const ti4_move *m, yin_places *p) {
  p->n = 0;
  int np = ti4_count_set(m->planets), pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (m->card >= 0 || (m->target && pl < 0) || (np && pl < 0) || np > 1) return -1;
  for (int i = 2; i < TI4_MOVE_ARGS; i++) if (m->arg[i] != -1) return -1;
  if (m->arg[0] == -1 && m->arg[1] != -1) return -1;
  if (pl >= 0) { p->pl[p->n] = pl; p->pos[p->n++] = -1; }
  for (int i = 0; np && i < TI4_NPLANETS; i++)
    if (ti4_set_has(m->planets, i)) { p->pl[p->n] = i; p->pos[p->n++] = -1; }
  for (int i = 0; i < 2; i++) {
    if (m->arg[i] == -1) continue;
    if (p->n >= 2) return -1;
    int pos = m->arg[i] >= 0 ? ti4_tile_pos(s, m->arg[i]) : -1;
    if (pos < 0) return -1;
    p->pl[p->n] = -1;
    p->pos[p->n++] = pos;
  }
  return 0;
}
static int yin_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  yin_places p;
  int seat = m->seat;
  if (yin_parse(s, m, &p))
    return ti4_fail(e, TI4_ESYNTAX, "", N_("Yin Spinner: name up to 2 places, each a planet of yours or the tile of a system with your ships, e.g. choose 26 lodor (%s)"), ti4_seat_word(seat));
  for (int i = 0; i < p.n; i++)
    if (p.pl[i] >= 0 ? !yin_planet(s, seat, p.pl[i]) : !yin_space(s, seat, p.pos[i]))
      return ti4_fail(e, TI4_EILLEGAL, "6", N_("Yin Spinner: infantry go on a planet you control or into a space area that contains your ships (%s)"), ti4_seat_word(seat));
  if (p.n > left_in_reinforcements(s, seat, TI4_UT_INFANTRY))
    return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("Yin Spinner: not that many infantry left in your reinforcements (%s)"), ti4_seat_word(seat));
  return 0;
}
static void yin_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  yin_places p;
  if (yin_parse(s, m, &p) || yin_choice_check(s, m, NULL)) return;
  for (int i = 0; i < p.n; i++) {
    if (p.pl[i] >= 0) s->planet_units[p.pl[i]][0]++;
    else s->ships[p.pos[i]][m->seat][TI4_UT_INFANTRY]++;   /* beyond capacity: removed by their owner (16.3) */
    ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_UNIT, ti4_unit_row(s, m->seat, TI4_UT_INFANTRY), 1);
  }
  ti4_excess_owed(s);
}
static size_t yin_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int seat = s->ask.seat, two = left_in_reinforcements(s, seat, TI4_UT_INFANTRY) >= 2;
  if (k < cap) ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
  k++;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (!yin_planet(s, seat, pl)) continue;
    for (int j = 0; j <= two; j++) {
      if (k < cap) {
        ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
        out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
        if (j) ti4_set_add(out[k].planets, pl);
      }
      k++;
    }
  }
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos || !yin_space(s, seat, pos)) continue;
    for (int j = 0; j <= two; j++) {
      if (k < cap) {
        ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
        out[k].arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
        if (j) out[k].arg[1] = out[k].arg[0];
      }
      k++;
    }
  }
  return k;
}

/* Integrated Economy (technology): after you gain control of a planet,
 * you may produce any number of units on that planet whose combined cost
 * is at most that planet's resource value. Asked once the move in which
 * control was gained is done and nothing else is asked (the last planet
 * gained in it; common/faction_abilities.c marks it): `choose
 * SYSTEM:TYPE=N,... [TG] [PLANET ...]` (SYSTEM: the planet's, as Arms
 * Reduction names units), or `choose` (no). Not PRODUCTION (no limit, no
 * Self-Assembly Routines): the cost is paid (67.2), every unit must fit as
 * produced one by one, ships first (26.3, 67.5, 67.6, 37.1, 16.2); ships
 * go into the planet's system, ground forces onto the planet (into the
 * space area on a Demilitarized Zone). */
static int ie_fits(const ti4_state *s, int seat, int pl) {
  return seat >= 0 && seat < s->nseats && !s->p[seat].eliminated && pl >= 0 && pl < TI4_NPLANETS &&
         ti4_has_tech(s, seat, TI4_TECH_INTEGRATED_ECONOMY) && s->planet_owner[pl] == seat &&
         ti4_planet_pos(s, pl) >= 0 && ti4_planet_resources(s, pl) > 0;
}
int ti4_production_units_asking(const ti4_state *s) {
  return s && s->pending.kind == TI4_PEND_CHOOSE && (s->ask.what == ASK_IE || s->ask.what == ASK_LETANI);
}
static int ie_ground(const ti4_state *s, int pl) {
  return (s->planet_flags[pl] & TI4_PF_DMZ) ? -1 : pl;
}
/* Each unit of n[] in turn on a copy (ships, then fighters, then ground
 * forces, onto planet on or, -1, into the space area): 0 when all fit. */
__attribute__((noinline))
static int units_fit(const ti4_state *s, int seat, int pos, int ground, const int n[TI4_SPACE_TYPES], ti4_error *e) {
  static const int order[TI4_SPACE_TYPES] = {TI4_UT_CARRIER, TI4_UT_CRUISER, TI4_UT_DESTROYER, TI4_UT_DREADNOUGHT,
    TI4_UT_FLAGSHIP, TI4_UT_WARSUN, TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_MECH};
  ti4_state t;
  memcpy(&t, s, sizeof t);
  for (int i = 0; i < TI4_SPACE_TYPES; i++) {
    int k = order[i], on = k > TI4_UT_WARSUN ? ground : -1;
    for (int j = 0; j < n[k]; j++) {
      int rc = ti4_one_unit_fits(&t, seat, pos, k, on, e);
      if (rc) return rc;
      if (on >= 0) t.planet_units[on][k - TI4_UT_INFANTRY]++;
      else t.ships[pos][seat][k]++;
    }
  }
  return 0;
}
/* The answer `choose SYS:TYPE=n [TG] [PLANET ...]` producing n units of
 * type k in the system at pos, paid greedily (Integrated Economy's and
 * Letani Miasmiala's listings); 1 when seat cannot pay. */
static int paid_answer(const ti4_state *s, int seat, int pos, int k, int n, ti4_move *m) {
  int cnt[TI4_SPACE_TYPES] = {0};
  ti4_move pay;
  cnt[k] = n;
  ti4_move_blank(m, seat, TI4_MV_CHOOSE);
  pay = *m;
  if (ti4_pay_greedy(s, seat, &pay, ti4_production_cost(s, seat, cnt, 0, 0), 0, 0)) return 1;
  m->arg[0] = (int16_t)s->map[pos];
  m->arg[1] = m->arg[2] = m->arg[3] = 0;
  m->arg[1 + k / 3] = (int16_t)(n << (k % 3 * 5));
  if (pay.arg[0] > 0) m->arg[4] = pay.arg[0];
  memcpy(m->planets, pay.planets, sizeof m->planets);
  return 0;
}
static int ie_plain(const ti4_move *m) { return ti4_choose_plain(m, TI4_MOVE_ARGS); }
static int ie_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat, pl = s->ask.arg[0], n[TI4_SPACE_TYPES], total = 0;
  if (ie_plain(m)) return 0;                     /* declined: "you may" */
  int bad = m->target || m->card >= 0 || m->arg[5] != -1 || m->arg[0] < 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) total += n[k] = TI4_PRODUCE_COUNT(m, k);
  if (bad || !total)
    return ti4_fail(e, TI4_ESYNTAX, "67", N_("Integrated Economy: name the units as SYSTEM:TYPE=N,..., then the payment, e.g. choose 26:infantry=2 1 lodor, or choose nothing (%s)"), ti4_seat_word(seat));
  if (!ie_fits(s, seat, pl))
    return ti4_fail(e, TI4_EILLEGAL, "25", N_("Integrated Economy: you no longer control the planet gained (%s)"), ti4_seat_word(seat));
  int pos = ti4_planet_pos(s, pl);
  if (m->arg[0] != s->map[pos])
    return ti4_fail(e, TI4_EILLEGAL, "67", N_("Integrated Economy: the units are produced in the system of the planet gained, %s"), ti4_systems[s->map[pos]].id);
  int cost = ti4_production_cost(s, seat, n, 0, 0);
  if (cost > ti4_planet_resources(s, pl))
    return ti4_fail(e, TI4_EILLEGAL, "67.2", N_("Integrated Economy: the units cost more in total than the planet's resources (%s)"), ti4_planets[pl].id);
  int rc = units_fit(s, seat, pos, ie_ground(s, pl), n, e);
  if (rc) return rc;
  return ti4_pay_check(s, seat, m, m->arg[4] > 0 ? m->arg[4] : 0, cost, 0, 0, e);
}
/* Pay for and place the units m names at pos (ground forces onto on, -1:
 * the space area). */
static void produce_named(ti4_state *s, const ti4_move *m, int pos, int on, ti4_events *ev) {
  int seat = m->seat;
  ti4_pay_apply(s, seat, m, m->arg[4] > 0 ? m->arg[4] : 0, ev);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    if (k > TI4_UT_WARSUN && on >= 0) s->planet_units[on][k - TI4_UT_INFANTRY] = (uint8_t)(s->planet_units[on][k - TI4_UT_INFANTRY] + n);
    else s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] + n);
    ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, n);
  }
  ti4_nexus_update(s);                           /* 100.2 */
  ti4_production_produced(s, seat, pos);         /* Yin Spinner */
}
static void ie_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pl = s->ask.arg[0];
  if (ie_plain(m) || ie_check(s, m, NULL)) return;
  produce_named(s, m, ti4_planet_pos(s, pl), ie_ground(s, pl), ev);
}
/* Representatives (a payment: ti4_choice_is_set): each unit type alone (2
 * fighters or infantry, else 1), paid greedily; and the plain `choose`. */
static size_t ie_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat, pl = s->ask.arg[0];
  size_t c = 0;
  if (c < cap) ti4_move_blank(&out[c], seat, TI4_MV_CHOOSE);
  c++;
  if (!ie_fits(s, seat, pl)) return c;
  int pos = ti4_planet_pos(s, pl);
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    for (int two = k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY; two >= 0; two--) {
      if (ti4_unit_cost2(s, seat, k) < 0) break;
      ti4_move m;
      if (paid_answer(s, seat, pos, k, 1 + two, &m) || ie_check(s, &m, NULL)) continue;
      if (c < cap) out[c] = m;
      c++;
      break;
    }
  return c;
}

/* ---- Letani Miasmiala (Arborec hero, Ultrasonic Emitter): ACTION:
 * produce any number of units in any number of systems that contain 1 or
 * more of your ground forces; then purge this card. `component
 * letani_miasmiala` (purged as played, 51.12), then a question asked
 * again after each answer: `choose SYSTEM:TYPE=N,... [TG] [PLANET ...]`
 * produces in SYSTEM (one with their infantry or mechs on a planet or in
 * its space area), `choose` ends. Not PRODUCTION (no limit, 68; no
 * Self-Assembly Routines): the cost is paid (67.2); the units fit as
 * produced one by one, ships first (26.3, 67.5, 67.6, 37.1, 16.2); ships
 * go into the space area, ground forces onto the first planet of theirs
 * there holding their ground forces, else into the space area. */
static int letani_ground(const ti4_state *s, int seat, int pos) {   /* that planet, -1 none */
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p >= 0 && s->planet_owner[p] == seat && !(s->planet_flags[p] & TI4_PF_DMZ) && (s->planet_units[p][0] | s->planet_units[p][1]))
      return p;
  }
  return -1;
}
static int letani_system(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  if (s->ships[pos][seat][TI4_UT_INFANTRY] || s->ships[pos][seat][TI4_UT_MECH]) return 1;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p >= 0 && s->planet_owner[p] == seat && (s->planet_units[p][0] | s->planet_units[p][1])) return 1;
  }
  return 0;
}
static int miasmiala_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rest = m->target || ti4_count_set(m->planets);
  for (int i = 0; i < TI4_MOVE_ARGS - 1; i++) rest |= m->arg[i] != -1;
  if (rest)
    return ti4_fail(e, TI4_ESYNTAX, "51", N_("component letani_miasmiala takes no more words: the units are asked next (%s)"), ti4_seat_word(seat));
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (letani_system(s, seat, pos)) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "51", N_("Letani Miasmiala: you have no ground forces on the board (%s)"), ti4_seat_word(seat));
}
static void miasmiala(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  ti4_ask_for(s, ASK_LETANI, seat, -1);
}
static int letani_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat, n[TI4_SPACE_TYPES], total = 0;
  if (ie_plain(m)) return 0;                     /* done */
  int bad = m->target || m->card >= 0 || m->arg[5] != -1 || m->arg[0] < 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) total += n[k] = TI4_PRODUCE_COUNT(m, k);
  if (bad || !total)
    return ti4_fail(e, TI4_ESYNTAX, "51", N_("Letani Miasmiala: name the units as SYSTEM:TYPE=N,..., then the payment, e.g. choose 26:infantry=2 1 lodor, or choose nothing to end (%s)"), ti4_seat_word(seat));
  int pos = ti4_system_pos(s, m->arg[0]);
  if (!letani_system(s, seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "51", N_("Letani Miasmiala: units are produced in a system that contains your ground forces (%s)"), ti4_systems[m->arg[0]].id);
  int rc = units_fit(s, seat, pos, letani_ground(s, seat, pos), n, e);
  if (rc) return rc;
  return ti4_pay_check(s, seat, m, m->arg[4] > 0 ? m->arg[4] : 0, ti4_production_cost(s, seat, n, 0, 0), 0, 0, e);
}
static void letani_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (ie_plain(m) || letani_check(s, m, NULL)) return;   /* ended */
  int pos = ti4_system_pos(s, m->arg[0]);
  produce_named(s, m, pos, letani_ground(s, m->seat, pos), ev);
  ti4_ask_for(s, ASK_LETANI, m->seat, -1);       /* any number of systems: asked again */
}
/* Representatives (a payment: ti4_choice_is_set): in each system with
 * their ground forces, each unit type alone (2 fighters or infantry),
 * paid greedily; and the plain `choose`. */
static size_t letani_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  size_t c = 0;
  if (c < cap) ti4_move_blank(&out[c], seat, TI4_MV_CHOOSE);
  c++;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (!letani_system(s, seat, pos) || ti4_system_pos(s, s->map[pos]) != pos) continue;
    for (int k = 0; k < TI4_SPACE_TYPES; k++) {
      if (ti4_unit_cost2(s, seat, k) < 0) continue;
      ti4_move m;
      if (paid_answer(s, seat, pos, k, k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY ? 2 : 1, &m) ||
          letani_check(s, &m, NULL)) continue;
      if (c < cap) out[c] = m;
      c++;
    }
  }
  return c;
}

static const ti4_choice choice_rows[] = {
  { ASK_SAR, sar_choice_check, sar_choice, sar_legal, "self_assembly_routines",
    N_("Self-Assembly Routines: your units used PRODUCTION; exhaust it to place 1 mech on a planet you control in that system (choose PLANET, or choose nothing)") },
  { ASK_YIN, yin_choice_check, yin_choice, yin_legal, "yin_spinner",
    N_("Yin Spinner: you produced units; place up to 2 infantry on planets you control or in space areas with your ships (choose PLACE [PLACE], or choose nothing)") },
  { ASK_IE, ie_check, ie_apply, ie_legal, "integrated_economy",
    N_("Integrated Economy: you gained control of a planet; produce units on it costing in total at most its resources (choose SYSTEM:TYPE=N,... [TG] [PLANET ...], or choose nothing)") },
  { ASK_LETANI, letani_check, letani_apply, letani_legal, "letani_miasmiala",
    N_("Letani Miasmiala: produce units in a system that contains your ground forces (choose SYSTEM:TYPE=N,... [TG] [PLANET ...]), asked again after each; choose nothing to end") },
};
const ti4_choice_table ti4_choices_production = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

void ti4_production_used(ti4_state *s, int seat, unsigned opts, int fighters, int pos, ti4_events *ev) {
  ti4_production_war_machine_end(s, seat);               /* War Machine: that one use */
  if (sar_fits(s, seat, pos)) owe(s, seat, pos, TI4_FX_SAR_OWED);   /* Self-Assembly Routines */
  ti4_production_produced(s, seat, pos);                 /* Yin Spinner */
  for (int i = 0; i < NREC; i++) {
    const production_record *r = &records[i];
    if (!applies(s, seat, r, opts)) continue;
    if (r->fx == FX_TG) ti4_gain_tg(s, seat, r->value, ev);
    if (r->src == SRC_HERO) s->p[seat].leaders[TI4_LEADER_HERO] = TI4_LEADER_PURGED;      /* 51.12 */
    else if (r->src == SRC_AGENT) ti4_agent_exhaust(s, seat, r->leader);
    else if (r->src == SRC_TECH) s->p[seat].tech_exhausted[r->leader >> 3] |= (uint8_t)(1u << (r->leader & 7));
  }
  /* Prophecy of Ixth (law): when its owner uses PRODUCTION, they discard it
   * unless they produce 2 or more fighters */
  int li = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_PROPHECY_OF_IXTH) : -1;
  if (li >= 0 && s->laws[li].elected == TI4_TARGET(TI4_T_PLAYER, seat) && fighters < 2)
    ti4_law_discard(s, TI4_AGENDA_PROPHECY_OF_IXTH, ev);   /* no `removed` hook */
}

/* ---- Amalgamation: the record whose faction seat plays, NULL none. */
static const production_record *captured_free(const ti4_state *s, int seat) {
  for (int i = 0; i < NREC; i++)
    if (records[i].fx == FX_CAPTURED_FREE && s->p[seat].faction == records[i].leader) return &records[i];
  return NULL;
}
const char *ti4_production_amalgamation_word(void) {
  for (int i = 0; i < NREC; i++) if (records[i].fx == FX_CAPTURED_FREE) return records[i].word;
  return "?";
}
/* Its group: SYS TI4_PRODUCE_AMALGAM (no system), TYPE the unit type,
 * COUNT the units returned; in a slot remove= leaves free. */
_Static_assert((int)TI4_NSYSTEMS < (int)TI4_PRODUCE_AMALGAM, "no system has the index of Amalgamation's group");
int ti4_production_amalgamation(const ti4_move *m, int *k) {
  *k = -1;
  for (int i = 4; i < 6; i++) {
    uint16_t g = (uint16_t)m->arg[i];
    if (m->arg[i] == -1 || TI4_GROUP_SYS(g) != TI4_PRODUCE_AMALGAM) continue;
    *k = TI4_GROUP_TYPE(g);
    return TI4_GROUP_COUNT(g);
  }
  return 0;
}
int ti4_production_set_amalgamation(ti4_move *m, int k, int n) {
  int i = m->arg[4] == -1 ? 4 : m->arg[5] == -1 ? 5 : -1;
  if (k < 0 || k >= TI4_SPACE_TYPES || n < 1 || n > 31 || i < 0) return -1;
  m->arg[i] = (int16_t)TI4_GROUP(TI4_PRODUCE_AMALGAM, k, n);
  return 0;
}
/* Seat's captured units of type k (a token for a fighter or infantry,
 * 17.3), and the owner of the next one returned: seat's own first, then
 * clockwise (as Riftmeld's, cards/vuilraith.c). */
static int captured_of(const ti4_state *s, int seat, int k, int *owner) {
  const ti4_captured *c = &s->captured;
  int n = 0;
  *owner = -1;
  if (c->seat != seat) return 0;
  if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY) {
    n = k == TI4_UT_FIGHTER ? c->fighters : c->infantry;
    if (n) *owner = seat;
    return n;
  }
  for (int i = 0; i < s->nseats; i++) {
    int o = (seat + i) % s->nseats, h = ti4_units_captured(s, o, k);
    if (h && *owner < 0) *owner = o;
    n += h;
  }
  return n;
}
int ti4_production_amalgamation_max(const ti4_state *s, int seat, int k) {
  int o;
  return captured_free(s, seat) ? captured_of(s, seat, k, &o) : 0;
}
int ti4_production_amalgamation_check(const ti4_state *s, int seat, const ti4_move *m, const int n[TI4_SPACE_TYPES], ti4_error *e) {
  int k, a = ti4_production_amalgamation(m, &k), o;
  if (!a) return 0;
  for (int i = 4; i < 6; i++)                           /* named once */
    if (m->arg[i] != -1 && TI4_GROUP_SYS((uint16_t)m->arg[i]) == TI4_PRODUCE_AMALGAM && i == 4 &&
        m->arg[5] != -1 && TI4_GROUP_SYS((uint16_t)m->arg[5]) == TI4_PRODUCE_AMALGAM)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("%s is named twice"), "amalgamation=");
  const production_record *r = captured_free(s, seat);
  if (!r)
    return ti4_fail(e, TI4_EILLEGAL, "17.2b", N_("%s is the Vuil'raith Cabal's faction ability"), ti4_production_amalgamation_word());
  if (k >= TI4_SPACE_TYPES || a > n[k])
    return ti4_fail(e, TI4_EILLEGAL, "17.2b", N_("amalgamation: more units returned than units of that type produced (%s)"), ti4_seat_word(seat));
  if (captured_of(s, seat, k, &o) < a)
    return ti4_fail(e, TI4_EILLEGAL, "17.2b", N_("amalgamation: you have not captured that many units of that type (%s)"), ti4_seat_word(seat));
  return 0;
}
void ti4_production_paid(const ti4_move *m, int n[TI4_SPACE_TYPES]) {
  int k, a = ti4_production_amalgamation(m, &k);
  if (a && k < TI4_SPACE_TYPES) n[k] = n[k] > a ? n[k] - a : 0;
}
void ti4_production_amalgamate(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k, a = ti4_production_amalgamation(m, &k), o;
  for (int i = 0; i < a && captured_of(s, seat, k, &o) > 0; i++)
    ti4_capture_return(s, o, k, 1, ev);                 /* 17.1: to its owner's reinforcements; a token to the supply */
}

/* ---- Letani Ospha (Arborec agent): ACTION: exhaust it and choose a
 * player's non-fighter ship; that player may replace it with a ship from
 * their reinforcements costing up to 2 more. The Arborec's own ships
 * (another player's: README, Not yet): `component letani_ospha 26 cruiser
 * dreadnought` (the tile, the ship replaced, the ship placed, a
 * non-fighter one the player can produce, 26.3, 67.5). A damaged ship of
 * that type is replaced first (the new one is undamaged). */
static int ship_word(int o) {
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN && o - TI4_OPT_CARRIER != TI4_UT_FIGHTER ? o - TI4_OPT_CARRIER : -1;
}
static int ospha_parse(const ti4_state *s, const ti4_move *m, int *pos, int *from, int *to) {
  *from = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? ship_word((int)TI4_TARGET_INDEX(m->target)) : -1;
  *to = ship_word(TI4_OPT_OF_ARG(m->arg[1]));
  *pos = m->arg[0] >= 0 && TI4_OPT_OF_ARG(m->arg[0]) < 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  return *from < 0 || *to < 0 || *pos < 0 || m->arg[2] != -1 || ti4_count_set(m->planets) ? -1 : 0;
}
static int ospha_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos, from, to;
  if (ospha_parse(s, m, &pos, &from, &to))
    return ti4_fail(e, TI4_ESYNTAX, "51", N_("name a ship of yours and the ship that replaces it, e.g. component letani_ospha 26 cruiser dreadnought (%s)"), ti4_seat_word(seat));
  const char *sys = ti4_systems[s->map[pos]].id;
  if (!s->ships[pos][seat][from])
    return ti4_fail(e, TI4_EILLEGAL, "51", N_("you have no such ship in system %s"), sys);
  int c_from = ti4_unit_cost2(s, seat, from), c_to = ti4_unit_cost2(s, seat, to), f = s->p[seat].faction;
  if (to == from || c_to < 0 || (to == TI4_UT_WARSUN && !ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) &&
      !ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) && f != TI4_FACTION_MUAAT))
    return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot place that ship (%s)"), sys);
  if (c_to > c_from + 4)                              /* costs are kept doubled: 2 more is 4 */
    return ti4_fail(e, TI4_EILLEGAL, "51", N_("the new ship costs more than 2 above the one replaced (%s)"), sys);
  if (ti4_units_out(s, seat, to) + 1 > ti4_unit_limit(to))
    return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("none of that ship is left in your reinforcements (%s)"), sys);
  int capv = ti4_floating_capacity(s, seat, pos), fi = s->ships[pos][seat][TI4_UT_FIGHTER];   /* 16.2 after the swap */
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    capv += (s->ships[pos][seat][k] - (k == from) + (k == to)) * ti4_unit_capacity(s, seat, k);
  if (ti4_dock_in(s, seat, pos)) fi -= fi < 3 ? fi : 3;
  int ground = s->ships[pos][seat][TI4_UT_INFANTRY] + s->ships[pos][seat][TI4_UT_MECH];
  if (ground > capv || (fi + ground > capv && ti4_unit_move(s, seat, TI4_UT_FIGHTER) <= 0))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("the ships there would not carry the fighters and ground forces in system %s"), sys);
  return 0;
}
static size_t ospha_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t n = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos) continue;
    for (int from = 0; from <= TI4_UT_WARSUN; from++) {
      if (from == TI4_UT_FIGHTER || !s->ships[pos][seat][from]) continue;
      for (int to = 0; to <= TI4_UT_WARSUN; to++) {
        ti4_move m = *base;
        m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
        m.target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CARRIER + from);
        m.arg[1] = (int16_t)TI4_OPT_ARG(TI4_OPT_CARRIER + to);
        if (to == TI4_UT_FIGHTER || ospha_check(s, seat, &m, NULL)) continue;
        if (n < cap) out[n] = m;
        n++;
      }
    }
  }
  return n;
}
static void ospha(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos, from, to;
  if (ospha_parse(s, m, &pos, &from, &to) || ospha_check(s, seat, m, NULL)) return;
  int d = ti4_damaged_get(s, pos, seat, from);
  if (d > 0) ti4_damaged_set(s, pos, seat, from, d - 1);   /* the damaged one goes (back in the box it is repaired) */
  s->ships[pos][seat][from]--;
  s->ships[pos][seat][to]++;
  ti4_emit(ev, TI4_EV_REMOVED, seat, from, pos, 0, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, ti4_unit_row(s, seat, to), 1);
}

/* ---- Umbat (Muaat agent): ACTION: exhaust it and choose a player; that
 * player may produce up to 2 units that each cost 4 or less in a system
 * that contains their war sun or flagship. The Muaat themselves (another
 * player: README, Not yet): `component umbat TILE UNIT [UNIT] [TG]
 * [PLANET ...]` (UNIT a ship word or `infantry`; mechs not: README, Not
 * yet), e.g. `component umbat 26 dreadnought fighter 5`. Not PRODUCTION
 * (no limit, 68): the costs are paid (67.2), reinforcements (67.5), no
 * ships beside other players' ships (67.6), the fleet pool and capacity
 * after (37.1, 16.2); infantry go into the space area. */
static int unit_word(int o) {
  if (o == TI4_OPT_INFANTRY) return TI4_UT_INFANTRY;
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : -1;
}
/* The units named (counts by type), the system, the trade goods. */
static int umbat_parse(const ti4_state *s, const ti4_move *m, int n[TI4_SPACE_TYPES], int *pos, int *tg) {
  int k1 = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? unit_word((int)TI4_TARGET_INDEX(m->target)) : -1, a = 1;
  memset(n, 0, sizeof(int) * TI4_SPACE_TYPES);
  *pos = m->arg[0] >= 0 && TI4_OPT_OF_ARG(m->arg[0]) < 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  *tg = 0;
  if (k1 < 0 || *pos < 0) return -1;
  n[k1]++;
  if (TI4_OPT_OF_ARG(m->arg[1]) >= 0) {
    int k2 = unit_word(TI4_OPT_OF_ARG(m->arg[1]));
    if (k2 < 0) return -1;
    n[k2]++;
    a = 2;
  }
  if (m->arg[a] >= 0) {
    if (TI4_OPT_OF_ARG(m->arg[a]) >= 0) return -1;
    *tg = m->arg[a];
    a++;
  }
  for (; a < TI4_MOVE_ARGS - 1; a++) if (m->arg[a] != -1) return -1;
  return 0;
}
static int umbat_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int n[TI4_SPACE_TYPES], pos, tg, f = s->p[seat].faction;
  if (umbat_parse(s, m, n, &pos, &tg))
    return ti4_fail(e, TI4_ESYNTAX, "51", N_("name a system and 1 or 2 units, e.g. component umbat 26 dreadnought fighter 5 (%s)"), ti4_seat_word(seat));
  const char *sys = ti4_systems[s->map[pos]].id;
  const uint8_t *u = s->ships[pos][seat];
  if (!u[TI4_UT_WARSUN] && !u[TI4_UT_FLAGSHIP])
    return ti4_fail(e, TI4_EILLEGAL, "51", N_("you have no war sun or flagship in system %s"), sys);
  int ships = 0, others = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!n[k]) continue;
    int c = ti4_unit_cost2(s, seat, k);
    if (c < 0 || c > 8 || (k == TI4_UT_WARSUN && !ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) &&
        !ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) && f != TI4_FACTION_MUAAT))
      return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("each unit costs 4 or less and is one you can produce (%s)"), sys);
    if (ti4_units_out(s, seat, k) + n[k] > ti4_unit_limit(k))
      return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("none of that ship is left in your reinforcements (%s)"), sys);
    if (k <= TI4_UT_WARSUN) ships += n[k];
  }
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++) others += s->ships[pos][o][k];
  if (ships && others)
    return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in system %s: no ships can be produced there"), sys);
  int cap = ti4_floating_capacity(s, seat, pos), fleet = 0;   /* 37.1, 16.2 after */
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    cap += (u[k] + n[k]) * ti4_unit_capacity(s, seat, k);
    if (k != TI4_UT_FIGHTER) fleet += u[k] + n[k];
  }
  int fi = u[TI4_UT_FIGHTER] + n[TI4_UT_FIGHTER], ground = u[TI4_UT_INFANTRY] + n[TI4_UT_INFANTRY] + u[TI4_UT_MECH];
  if (ti4_dock_in(s, seat, pos)) fi -= fi < 3 ? fi : 3;
  int excess = fi + ground - cap;
  if (ground > cap || (excess > 0 && ti4_unit_move(s, seat, TI4_UT_FIGHTER) <= 0))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters or ground forces than your ships' capacity in system %s"), sys);
  if (excess > 0) fleet += ti4_has_tech(s, seat, TI4_TECH_HYBRID_CRYSTAL_FIGHTER_II) ? (excess + 1) / 2 : excess;
  if ((ships - n[TI4_UT_FIGHTER] > 0 || excess > 0) && fleet > ti4_fleet_limit(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), sys);
  return ti4_pay_check(s, seat, m, tg, ti4_production_cost(s, seat, n, 0, 0), 0, 0, e);
}
/* Representative plays (TI4_ABF_FREE: the payment is a set): in each
 * system with the player's war sun or flagship, each unit alone (two
 * fighters, two infantry), paid with ready planets, then trade goods. */
static size_t umbat_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  static const int words[8] = {TI4_OPT_CARRIER, TI4_OPT_CRUISER, TI4_OPT_DESTROYER, TI4_OPT_DREADNOUGHT,
                               TI4_OPT_FIGHTER, TI4_OPT_FLAGSHIP, TI4_OPT_WARSUN, TI4_OPT_INFANTRY};
  size_t c = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos ||
        (!s->ships[pos][seat][TI4_UT_WARSUN] && !s->ships[pos][seat][TI4_UT_FLAGSHIP])) continue;
    for (int i = 0; i < 8; i++) {
      int k = unit_word(words[i]), n[TI4_SPACE_TYPES] = {0}, two = k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY;
      ti4_move m = *base, pay = *base;
      m.target = TI4_TARGET(TI4_T_OPTION, words[i]);
      m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
      if (two) m.arg[1] = (int16_t)TI4_OPT_ARG(words[i]);
      n[k] = 1 + two;
      if (ti4_unit_cost2(s, seat, k) < 0 || ti4_pay_greedy(s, seat, &pay, ti4_production_cost(s, seat, n, 0, 0), 0, 0)) continue;
      if (pay.arg[0] > 0) m.arg[1 + two] = pay.arg[0];
      memcpy(m.planets, pay.planets, sizeof m.planets);
      if (umbat_check(s, seat, &m, NULL)) continue;
      if (c < cap) out[c] = m;
      c++;
    }
  }
  return c;
}
static void umbat(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int n[TI4_SPACE_TYPES], pos, tg;
  if (umbat_parse(s, m, n, &pos, &tg) || umbat_check(s, seat, m, NULL)) return;
  ti4_pay_apply(s, seat, m, tg, ev);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!n[k]) continue;
    s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] + n[k]);   /* infantry: the space area */
    ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, n[k]);
  }
  ti4_production_produced(s, seat, pos);                 /* Yin Spinner */
  ti4_nexus_update(s);                                   /* 100.2: placed into the wormhole nexus */
}

/* ---- Dirzuga Rophal (Arborec commander): after another player activates a
 * system that contains your units with PRODUCTION, you may produce 1 unit
 * in that system. `play dirzuga_rophal UNIT [TG] [PLANET ...]` in the
 * after_activation window (UNIT a ship word, `infantry` or `mech`), e.g.
 * `play dirzuga_rophal cruiser 2`. Not a use of PRODUCTION (no limit, no
 * Tungstantus): the cost is paid (67.2: 1 infantry costs 1), reinforcements
 * (67.5), no ships beside other players' ships (67.6), the fleet pool and
 * capacity after (37.1, 16.2); ground forces where PRODUCTION places them
 * (68.3, 68.4), the player asked where when there is more than one place
 * (`choose PLANET` / `choose TILE`, placement.c's ti4_ground_place). */
static int after_activation(const ti4_state *s) {
  const ti4_window *w = ti4_window_top_c(s);
  return w && w->id == TI4_W_AFTER_ACTIVATION && s->phase == TI4_PHASE_ACTION && s->active < s->nseats && s->tac.pos < s->nmap;
}
/* The Arborec's units with PRODUCTION in pos (units.tsv: a space dock, a
 * Letani Warrior on a planet, a Letani Behemoth unless Articles of War):
 * the first such planet (*pl, -1 only in space); 0 none. */
static int arborec_production(const ti4_state *s, int seat, int pos, int *pl) {
  int behemoth = !(s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR)), any = 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  *pl = -1;
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p < 0 || s->planet_owner[p] != seat) continue;
    const uint8_t *u = s->planet_units[p];
    if (u[3] || u[0] || (behemoth && u[1])) { if (*pl < 0) *pl = p; any = 1; }
  }
  return any || (behemoth && s->ships[pos][seat][TI4_UT_MECH]);
}
static int rophal_parse(const ti4_move *m, int *k, int *tg) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  *k = o == TI4_OPT_MECH ? TI4_UT_MECH : unit_word(o);
  *tg = m->arg[0] >= 0 ? m->arg[0] : 0;
  if (m->arg[0] >= 0 && TI4_OPT_OF_ARG(m->arg[0]) >= 0) return -1;
  for (int a = 1; a < TI4_MOVE_ARGS - 1; a++) if (m->arg[a] != -1) return -1;
  return *k < 0 ? -1 : 0;
}
static int rophal_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int k, tg, pl, pos = s->tac.pos, f = s->p[seat].faction, n[TI4_SPACE_TYPES] = {0};
  if (!after_activation(s) || seat == s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after another player activates a system (%s)"), ti4_seat_word(seat));
  if (rophal_parse(m, &k, &tg))
    return ti4_fail(e, TI4_ESYNTAX, "51", N_("name 1 unit, e.g. play dirzuga_rophal cruiser 2 (%s)"), ti4_seat_word(seat));
  const char *sys = ti4_systems[s->map[pos]].id;
  if (!arborec_production(s, seat, pos, &pl))
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("you have no unit with PRODUCTION in the active system (%s)"), sys);
  if (ti4_unit_cost2(s, seat, k) < 0 || (k == TI4_UT_WARSUN && !ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) &&
      !ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) && f != TI4_FACTION_MUAAT))
    return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot produce that unit (%s)"), sys);
  if (ti4_units_out(s, seat, k) + 1 > ti4_unit_limit(k))
    return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("none of that unit is left in your reinforcements (%s)"), sys);
  int others = 0;
  for (int o = 0; o < s->nseats; o++)
    for (int j = 0; o != seat && j <= TI4_UT_WARSUN; j++) others += s->ships[pos][o][j];
  if (k <= TI4_UT_WARSUN && others)
    return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in system %s: no ships can be produced there"), sys);
  if (k > TI4_UT_WARSUN && !ti4_ground_places(s, seat, pos, k))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters or ground forces than your ships' capacity in system %s"), sys);
  const uint8_t *u = s->ships[pos][seat];
  int cap = ti4_floating_capacity(s, seat, pos), fleet = 0;
  for (int j = 0; j <= TI4_UT_WARSUN; j++) {
    int c = u[j] + (j == k);
    cap += c * ti4_unit_capacity(s, seat, j);
    if (j != TI4_UT_FIGHTER) fleet += c;
  }
  int fi = u[TI4_UT_FIGHTER] + (k == TI4_UT_FIGHTER);
  int ground = u[TI4_UT_INFANTRY] + u[TI4_UT_MECH];   /* a ground force produced: checked above */
  if (ti4_dock_in(s, seat, pos)) fi -= fi < 3 ? fi : 3;
  int excess = fi + ground - cap;
  if (k == TI4_UT_FIGHTER &&
      (ground > cap || (excess > 0 && ti4_unit_move(s, seat, TI4_UT_FIGHTER) <= 0)))
    return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters or ground forces than your ships' capacity in system %s"), sys);
  if (excess > 0 && k == TI4_UT_FIGHTER) fleet += ti4_has_tech(s, seat, TI4_TECH_HYBRID_CRYSTAL_FIGHTER_II) ? (excess + 1) / 2 : excess;
  if (k <= TI4_UT_WARSUN && fleet > ti4_fleet_limit(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), sys);
  n[k] = 1;
  return ti4_pay_check(s, seat, m, tg, ti4_production_cost(s, seat, n, 0, 0), 0, 0, e);
}
int ti4_production_dirzuga_can(const ti4_state *s, int seat) {
  int pl;
  return seat >= 0 && seat < s->nseats && seat != s->active && s->active < s->nseats && s->tac.pos < s->nmap &&
         ti4_commander_usable(s, seat, ti4_leaders[TI4_LEADER_DIRZUGA_ROPHAL].faction) &&
         arborec_production(s, seat, s->tac.pos, &pl);
}
/* Representative plays (TI4_ABF_FREE): each unit type alone, paid with
 * ready planets, then trade goods. */
static size_t rophal_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  static const int words[9] = {TI4_OPT_CARRIER, TI4_OPT_CRUISER, TI4_OPT_DESTROYER, TI4_OPT_DREADNOUGHT,
                               TI4_OPT_FIGHTER, TI4_OPT_FLAGSHIP, TI4_OPT_WARSUN, TI4_OPT_INFANTRY, TI4_OPT_MECH};
  size_t c = 0;
  if (!after_activation(s) || !ti4_production_dirzuga_can(s, seat)) return 0;
  for (int i = 0; i < 9; i++) {
    int k = words[i] == TI4_OPT_MECH ? TI4_UT_MECH : unit_word(words[i]), n[TI4_SPACE_TYPES] = {0};
    ti4_move m = *base, pay = *base;
    m.target = TI4_TARGET(TI4_T_OPTION, words[i]);
    n[k] = 1;
    if (ti4_unit_cost2(s, seat, k) < 0 || ti4_pay_greedy(s, seat, &pay, ti4_production_cost(s, seat, n, 0, 0), 0, 0)) continue;
    if (pay.arg[0] > 0) m.arg[0] = pay.arg[0];
    memcpy(m.planets, pay.planets, sizeof m.planets);
    if (rophal_check(s, seat, &m, NULL)) continue;
    if (c < cap) out[c] = m;
    c++;
  }
  return c;
}
static void rophal(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k, tg, pos = s->tac.pos;
  if (rophal_parse(m, &k, &tg) || rophal_check(s, seat, m, NULL)) return;
  ti4_pay_apply(s, seat, m, tg, ev);
  ti4_ground_place(s, seat, pos, k, 1, ev);          /* 68.3, 68.4; ships into the space area */
  ti4_production_produced(s, seat, pos);                 /* Yin Spinner */
}

static const ti4_ability rows[] = {
  { "letani_miasmiala", TI4_AB_LEADER, TI4_LEADER_LETANI_MIASMIALA, 0, TI4_ABF_COMPONENT,
    miasmiala_check, NULL, NULL, miasmiala },
  { "umbat", TI4_AB_LEADER, TI4_LEADER_UMBAT, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET | TI4_ABF_FREE,
    umbat_check, umbat_options, NULL, umbat },
  { "letani_ospha", TI4_AB_LEADER, TI4_LEADER_LETANI_OSPHA, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET,
    ospha_check, ospha_options, NULL, ospha },
  { "dirzuga_rophal", TI4_AB_LEADER, TI4_LEADER_DIRZUGA_ROPHAL, 1u << TI4_W_AFTER_ACTIVATION, TI4_ABF_TARGET | TI4_ABF_FREE,
    rophal_check, rophal_options, NULL, rophal },
};
const ti4_ability_table ti4_ab_production = { rows, sizeof rows / sizeof rows[0] };

/* Action cards played at a decision to use PRODUCTION (TI4_ABF_PRODUCTION). */
static const ti4_ability card_rows[] = {
  { "war_machine", TI4_AB_ACTION, TI4_ACTION_WAR_MACHINE, 0, TI4_ABF_OWN | TI4_ABF_PRODUCTION,
    war_machine_check, NULL, NULL, war_machine_effect },
};
const ti4_ability_table ti4_ab_production_cards = { card_rows, sizeof card_rows / sizeof card_rows[0] };
