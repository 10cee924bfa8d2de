/* exploration.h -- exploration (LRR 35), frontier tokens (38), relic
 * fragments and the relic deck (73): cards/exploration.c. */
#ifndef TI4_EXPLORATION_H
#define TI4_EXPLORATION_H
#include "rules.h"

/* Setup step 8: shuffle the exploration decks (Prophecy of Kings only) and
 * the relic deck; relics: the relics that may go in it (modelled ones). */
void ti4_explore_setup(ti4_state *s, uint16_t relics);
/* Setup step 7 (38.1), a frontier token in each system with no planets:
 * ti4_explore_place_frontier, round.h (map/galaxy.c). */
/* seat gained control of planet pl from prev (a seat, or TI4_NOBODY):
 * 25.1c / 35.1 (an exploration falls due), Minister of Exploration, the
 * Shard of the Throne (a legendary or home planet taken), Become a
 * Martyr (deeds.c). Every change of control between players comes here
 * (but Colonial Redistribution's, of a non-home planet). */
void ti4_explore_control_gained(ti4_state *s, int seat, int pl, int prev, ti4_events *ev);
/* The tactical action in s->tac.pos is over: Dark Energy Tap (35.4). */
void ti4_explore_after_tactical(ti4_state *s, ti4_events *ev);
/* Resolve the next exploration due, if one may be now; 1 if it did. */
int ti4_explore_step(ti4_state *s, ti4_events *ev);
/* 73.2: seat draws the top relic (none if the deck is empty). */
void ti4_relic_draw(ti4_state *s, int seat, ti4_events *ev);
/* The top card of deck d (its discard pile reshuffled if empty, 35.7a), -1
 * if none; card c onto its discard pile; an exploration due for seat (a
 * planet, or with frontier a map position's frontier token), resolved by
 * ti4_explore_step. */
int ti4_explore_draw(ti4_state *s, int d);
void ti4_explore_discard(ti4_state *s, int c);
void ti4_explore_enqueue(ti4_state *s, int seat, int where, int frontier);
void ti4_explore_enqueue_first(ti4_state *s, int seat, int pl);   /* resolved next, unasked (35.2d) */
/* Every frontier token in a system with seat's ships falls due for seat,
 * in map order, as many as the queue holds now and the rest as it empties
 * (Conservator Procyon; x.more_seat, x.more_pos). */
void ti4_explore_frontiers_of(ti4_state *s, int seat);
/* Is exploration card c in play in a deck (its record exists)? */
int ti4_explore_modelled(int c);
/* The option words of exploration choices (TI4_T_OPTION targets). */
enum { TI4_OPT_CULTURAL, TI4_OPT_HAZARDOUS, TI4_OPT_INDUSTRIAL, TI4_OPT_GAIN,
  TI4_OPT_CONVERT, TI4_OPT_SPEND_TG, TI4_OPT_SPEND_COMMODITY, TI4_OPT_INFANTRY,
  TI4_OPT_TACTIC, TI4_OPT_FLEET, TI4_OPT_STRATEGY, TI4_OPT_REPLENISH,
  TI4_OPT_REMOVE,
  /* words of component actions (cards/movement.c): a wormhole token, a ship */
  TI4_OPT_ALPHA, TI4_OPT_BETA, TI4_OPT_GAMMA,
  TI4_OPT_CARRIER, TI4_OPT_CRUISER, TI4_OPT_DESTROYER, TI4_OPT_DREADNOUGHT,
  TI4_OPT_FIGHTER, TI4_OPT_FLAGSHIP, TI4_OPT_WARSUN,
  TI4_OPT_TRADE_GOOD, TI4_OPT_COMMODITY,   /* what Pillage takes (cards/factions.c) */
  TI4_OPT_UNKNOWN,                         /* unknown relic fragments (Fabrication) */
  TI4_OPT_MECH,                            /* a unit type to capture (cards/vuilraith.c) */
  TI4_OPT_DRAW,                            /* Nekro Acidos: draw the action card (cards/factions.c) */
  TI4_OPT_SUSTAIN,                         /* a unit hit sustains damage (common/combat_choices.c) */
  TI4_OPT_USE,                             /* an ability is used (common/combat_choices.c) */
  TI4_OPT_TAKE, TI4_OPT_DISCARD,           /* Kyver, Blade and Key: take the card shown, or 3 random discards (cards/heroes2.c) */
  TI4_OPT__COUNT };
/* An option word among a play's numbers (`component scuttle 26 cruiser 27
 * destroyer`: the first word is the target, the next ones take an argument
 * slot as TI4_OPT_ARG(word)); above any number a move can hold. */
#define TI4_OPT_ARG(o) (10000 + (o))
#define TI4_OPT_OF_ARG(a) ((a) >= 10000 ? (a) - 10000 : -1)
const char *ti4_option_word(int i);
int ti4_option_find(const char *w);

#endif
