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

enum { SRC_COMMANDER, SRC_AGENT, SRC_HERO };
enum {
  FX_OUTSIDE_LIMIT,   /* up to value fighters or infantry beyond the PRODUCTION limit */
  FX_FREE_FLAGSHIP,   /* the flagship is produced without spending resources */
  FX_TG,              /* value trade goods when units use PRODUCTION */
  FX_ALL_FREE,        /* every unit of this use costs 0 */
  FX_COST_LESS,       /* this use's total cost less value */
  FX_ANY_DOCK,        /* fighters and infantry placed at any unblockaded space dock */
  FX_ADJACENT_GROUND  /* ground forces placed on a planet in this or an adjacent system */
};

typedef struct {
  uint8_t src;
  int16_t leader;     /* TI4_LEADER_* */
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
};
enum { NREC = (int)(sizeof records / sizeof *records) };

/* A commander applies by itself while usable; a hero or an agent only
 * when the move names it. */
static int applies(const ti4_state *s, int seat, const production_record *r, unsigned opts) {
  if (r->src == SRC_COMMANDER) return ti4_commander_usable(s, seat, ti4_leaders[r->leader].faction);
  return r->opt >= 0 && ((opts >> r->opt) & 1u);
}

/* A hero or agent seat may use now: its own faction's, unlocked, ready. */
static int ready(const ti4_state *s, int seat, const production_record *r) {
  const ti4_leader_info *l = &ti4_leaders[r->leader];
  return s->p[seat].faction == l->faction && s->p[seat].leaders[l->type] == TI4_LEADER_UNLOCKED;
}

unsigned ti4_production_option_word(const char *w) {
  for (int i = 0; i < NREC; i++)
    if (records[i].word && !strcmp(records[i].word, w)) return 1u << records[i].opt;
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

int ti4_production_outside_limit(const ti4_state *s, int seat, const int n[TI4_SPACE_TYPES]) {
  int small = n[TI4_UT_FIGHTER] + n[TI4_UT_INFANTRY], free = 0;
  for (int i = 0; i < NREC; i++)
    if (records[i].fx == FX_OUTSIDE_LIMIT && applies(s, seat, &records[i], 0)) free += records[i].value;
  return small < free ? small : free;
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
  }
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (n[k] && !(k == TI4_UT_FLAGSHIP && flag_free)) res += ti4_units_cost(s, seat, k, n[k]);   /* 67.2 */
  if (all_free) return 0;
  return res > less ? res - less : 0;
}

void ti4_production_used(ti4_state *s, int seat, unsigned opts, ti4_events *ev) {
  for (int i = 0; i < NREC; i++) {
    const production_record *r = &records[i];
    if (!applies(s, seat, r, opts)) continue;
    if (r->fx == FX_TG) ti4_gain_tg(s, seat, r->value, ev);
    if (r->src == SRC_HERO) s->p[seat].leaders[TI4_LEADER_HERO] = TI4_LEADER_PURGED;      /* 51.12 */
    else if (r->src == SRC_AGENT) s->p[seat].leaders[TI4_LEADER_AGENT] = TI4_LEADER_EXHAUSTED;
  }
}
