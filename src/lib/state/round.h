/* round.h -- what the round's modules share: payments (state/payment.c),
 * objectives (common/objectives.c), strategy cards (cards/strategy_cards.c)
 * and the board (map/galaxy.c). Declared once for every floor that calls
 * them; each is defined on the lowest floor that can. */
#ifndef TI4_ROUND_H
#define TI4_ROUND_H
#include "rules.h"

/* Paying: the move's planets (and a planet target) plus tg trade goods
 * cover res resources, inf influence and need_tg trade goods. */
/* The planets a payment names: its planet set plus a planet target. */
void ti4_pay_set(const ti4_move *m, uint64_t set[TI4_PLANET_WORDS]);
int ti4_pay_check(const ti4_state *s, int seat, const ti4_move *m, int tg, int res, int inf, int need_tg, ti4_error *e);
void ti4_pay_apply(ti4_state *s, int seat, const ti4_move *m, int tg, ti4_events *ev);
/* 1: each trade good seat spends is worth 2 resources or 2 influence (Mirror Computing). */
int ti4_tg_worth_two(const ti4_state *s, int seat);
/* Fill m with a payment that covers the cost, cheapest first; -1 if none. */
int ti4_pay_greedy(const ti4_state *s, int seat, ti4_move *m, int res, int inf, int need_tg);

/* Objectives: may seat score obj now, paying with pay (where it costs)? */
int ti4_objective_check(const ti4_state *s, int seat, int obj, const ti4_move *pay, ti4_error *e);
void ti4_objective_score(ti4_state *s, int seat, int obj, const ti4_move *pay, ti4_events *ev);
int ti4_objective_payment(const ti4_state *s, int seat, int obj, ti4_move *m);
/* Agenda-phase objectives, scored at any moment of the agenda phase; the
 * listing covers every seat. */
int ti4_objective_agenda_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
size_t ti4_objective_agenda_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* Action-phase objectives (the deeds of common/deeds.c), scored at any time
 * of the action phase (61.5b); the listing covers every seat. */
int ti4_objective_action_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
size_t ti4_objective_action_legal(const ti4_state *s, ti4_move *out, size_t cap);

/* Strategy cards. */
int ti4_sc_primary_check(const ti4_state *s, int seat, int card, ti4_error *e);
void ti4_sc_primary(ti4_state *s, int seat, int card, ti4_events *ev);
int ti4_sc_secondary_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
void ti4_sc_secondary(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
size_t ti4_sc_secondary_legal(const ti4_state *s, int seat, ti4_move *out, size_t cap);
/* 0 when seat's secondary decision is one to use PRODUCTION (Warfare's); else refused. */
int ti4_sc_secondary_produces(const ti4_state *s, int seat, ti4_error *e);
int ti4_tech_check(const ti4_state *s, int seat, int tech, ti4_error *e);
void ti4_draw_secret(ti4_state *s, int seat, ti4_events *ev);
void ti4_ask_redistribute(ti4_state *s, int seat, int gain);
int ti4_reinforcement_tokens(const ti4_state *s, int seat);

/* The galaxy: map position of a planet's / a system's tile, -1 if off the map. */
int ti4_planet_pos(const ti4_state *s, int planet);
/* Planet p at map position pos leaves the game with its planet card (70.1;
 * Adjudicator Ba'al, the Stellar Converter): nobody controls it; the units
 * on it are destroyed (`removed` for seat's own, -1 none), its attachments,
 * the Nano-Forge and sleeper tokens on it go. */
void ti4_planet_purge(ti4_state *s, int p, int pos, int seat, ti4_events *ev);
int ti4_system_pos(const ti4_state *s, int system);
void ti4_nexus_update(ti4_state *s);   /* 100.2: flip the wormhole nexus when a unit is in it or Mallice is controlled */
/* Positions a and b hold adjacent systems (LRR 6, 44, 101); seats a and b are neighbours (LRR 60). */
int ti4_adjacent(const ti4_state *s, int pos_a, int pos_b);
const char *ti4_hyperlane_lanes(int system);   /* printed lane pairs, or NULL */
int ti4_neighbors(const ti4_state *s, int a, int b);
int ti4_neighbors_all(const ti4_state *s, int a);   /* a neighbour of every other player still in the game */
/* Build the galaxy from a map string (or the standard one when NULL/empty;
 * place: its tiles dealt to the players, s->deal); home_pos gets each
 * seat's home position. */
int ti4_galaxy_build(ti4_state *s, const char *map, int place, uint8_t *home_pos, ti4_error *e);
/* Placing the dealt tiles (Complete Setup 6.iii): the open positions of the
 * ring being built (bit mask, *ring its ring; 0 when all are placed; *later
 * those of the rings after it), and what placing system sys at pos would
 * break. */
uint64_t ti4_galaxy_open(const ti4_state *s, int *ring, uint64_t *later);
enum { TI4_CLASH_ANOMALY = 1, TI4_CLASH_WORMHOLE = 2 };
unsigned ti4_galaxy_clash(const ti4_state *s, int sys, int pos);
/* LRR 38.1: a frontier token on each system without planets (setup step 7). */
void ti4_explore_place_frontier(ti4_state *s);

#endif
