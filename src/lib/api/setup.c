/* setup.c -- a new game: the decks every game has, then either an empty
 * table (sandbox, built with edits) or the full setup (galaxy.c). */
#include "agenda_rules.h"
#include "rng.h"
#include "round.h"
#include "exploration.h"

int ti4_setup_full(ti4_state *s, const ti4_setup *opt, ti4_error *e);

/* Build and shuffle the agenda, action, objective and secret decks. */
void ti4_setup_decks(ti4_state *s);
void ti4_setup_decks(ti4_state *s) {
  int pok = (s->expansions & TI4_SRC_POK) != 0;
  s->nagenda_deck = 0;
  for (int i = 0; i < TI4_NAGENDAS; i++)
    if (ti4_agendas[i].decks & (pok ? 2 : 1)) s->agenda_deck[s->nagenda_deck++] = (uint8_t)i;
  ti4_rng_shuffle(s->rng, s->agenda_deck, s->nagenda_deck);
  /* then out with the cards whose effect is not modelled (no inert law in
   * play); after the shuffle, so the generator runs as it always did */
  uint8_t n = 0;
  for (uint8_t i = 0; i < s->nagenda_deck; i++) {
    const ti4_agenda_rule *r = ti4_agenda_rule_get(s->agenda_deck[i]);
    if (!(r && r->unmodelled)) s->agenda_deck[n++] = s->agenda_deck[i];
  }
  memset(s->agenda_deck + n, 0, (size_t)(s->nagenda_deck - n));
  s->nagenda_deck = n;
  s->nac_deck = 0;
  for (int i = 0; i < TI4_NACTIONS; i++) {
    int copies = pok ? ti4_actions[i].count_pok : ti4_actions[i].count_base;
    for (int c = 0; c < copies && s->nac_deck < TI4_MAX_AC_DECK; c++) s->ac_deck[s->nac_deck++] = (uint8_t)i;
  }
  ti4_rng_shuffle(s->rng, s->ac_deck, s->nac_deck);
  _Static_assert(TI4_NSTAGE1_OBJECTIVES <= TI4_MAX_STAGE_DECK && TI4_NSTAGE2_OBJECTIVES <= TI4_MAX_STAGE_DECK,
                 "each public deck is held whole (61.13)");
  s->nstage1 = s->nstage2 = s->nsecret_deck = 0;
  for (int i = 0; i < TI4_NOBJECTIVES; i++) {
    const ti4_objective_info *o = &ti4_objectives[i];
    if (!pok && o->source != TI4_SRC_BASE) continue;
    if (o->stage == TI4_OBJ_STAGE1) s->stage1[s->nstage1++] = (uint8_t)i;
    else if (o->stage == TI4_OBJ_STAGE2) s->stage2[s->nstage2++] = (uint8_t)i;
    else if (o->stage == TI4_OBJ_SECRET) s->secret_deck[s->nsecret_deck++] = (uint8_t)i;
  }
  ti4_rng_shuffle(s->rng, s->stage1, s->nstage1);
  ti4_rng_shuffle(s->rng, s->stage2, s->nstage2);
  ti4_rng_shuffle(s->rng, s->secret_deck, s->nsecret_deck);
  uint16_t relics = 1u << TI4_RELIC_SHARD_OF_THE_THRONE |   /* modelled by what they do when gained and held */
                    1u << TI4_RELIC_THE_OBSIDIAN |       /* (exploration.c, strategy_cards.c) */
                    1u << TI4_RELIC_SCEPTER_OF_EMELPAR | /* `follow ... emelpar` (strategy_cards.c) */
                    1u << TI4_RELIC_THE_PROPHETS_TEARS;  /* a research word (cards/research.c) */
  for (int r = 0; r < TI4_NRELICS && r < 16; r++)
    if (ti4_ability_by_content(TI4_AB_RELIC, r) >= 0) relics |= (uint16_t)(1u << r);
  ti4_explore_setup(s, relics);               /* step 8: exploration decks and the relic deck */
}

int ti4_state_setup(ti4_state *s, const ti4_setup *opt, ti4_error *e) {
  if (!opt || opt->players < 3 || opt->players > TI4_MAX_SEATS)
    return ti4_fail_num(e, TI4_EILLEGAL, "", N_("a game has 3 to 8 players, not %s"), opt ? opt->players : 0);
  if (opt->vp != 0 && opt->vp != 10 && opt->vp != 14)
    return ti4_fail_num(e, TI4_EILLEGAL, "", N_("the victory point goal is 10 or 14, not %s"), opt->vp);
  ti4_state_clear(s, opt->players, opt->seed);
  s->vp_goal = (uint8_t)(opt->vp ? opt->vp : 10);
  s->expansions = (uint8_t)(opt->expansions ? opt->expansions : 0x1F);
  s->sandbox = (uint8_t)(opt->sandbox != 0);
  s->edits = (uint8_t)(opt->edits != 0 && !opt->sandbox);
  s->dice_fixed = s->sandbox;                  /* a rules case names its rolls (`dice`) */
  ti4_setup_decks(s);
  if (opt->sandbox) {
    for (int i = 0; i < opt->players; i++)
      if (opt->factions[i] >= 0 && opt->factions[i] < TI4_NFACTIONS) s->p[i].faction = opt->factions[i];
    s->phase = TI4_PHASE_SETUP;
    for (int i = 0; i < TI4_MAX_SEATS; i++) s->xs.fleet_seen[i] = s->p[i].fleet;   /* as the engine's first look sees them (common/excess.c) */
    return TI4_OK;
  }
  int rc = ti4_setup_full(s, opt, e);
  if (rc) return rc;
  /* LRR 100.1: with the Prophecy of Kings the wormhole nexus is set beside
   * the board, inactive side (82a) up, unless a map string put it on it */
  if ((s->expansions & TI4_SRC_POK) && ti4_system_pos(s, TI4_SYSTEM_T82A) < 0 && ti4_system_pos(s, TI4_SYSTEM_T82B) < 0) {
    s->map[TI4_POS_NEXUS] = TI4_SYSTEM_T82A;
    s->nmap = TI4_MAX_MAP;
  }
  ti4_explore_place_frontier(s);              /* step 7 (38.1) */
  ti4_leaders_setup(s);                        /* LRR 51.2-51.4: agents unlocked */
  void ti4_engine_run(ti4_state *st, ti4_events *ev);
  ti4_engine_run(s, NULL);                     /* waits at the first choice */
  return TI4_OK;
}
