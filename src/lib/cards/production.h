/* production.h -- abilities that act when units are produced (LRR 67
 * Producing Units, 68 Production), one record each (production.c). The
 * production step (galaxy/tactical.c), Warfare's secondary and Sling Relay
 * ask these questions and never name a card. */
#ifndef TI4_PRODUCTION_H
#define TI4_PRODUCTION_H
#include "rules.h"

/* Abilities a production move names by word: a hero or agent the player
 * chooses to use "when your units use PRODUCTION". Their bits are the
 * index of the move's target, TI4_TARGET(TI4_T_OPTION, bits) (no target:
 * none). */
enum { TI4_PRODUCE_OPT_BITS = 4 };
/* The options of production move m; a target that is not such a set
 * gives bits ti4_production_options_check refuses. */
unsigned ti4_production_move_options(const ti4_move *m);
/* Write options opts into m's target. */
void ti4_production_set_options(ti4_move *m, unsigned opts);
/* The option bit of word w (harrugh_gefhara, berekar_berekon, ai_development_algorithm,
 * trillossa_aun_mirik), 0 none. */
unsigned ti4_production_option_word(const char *w);
/* The word of option bit i (0..TI4_PRODUCE_OPT_BITS-1). */
const char *ti4_production_option_name(int i);
/* The options seat could name now (a bitmask). */
unsigned ti4_production_options(const ti4_state *s, int seat);
/* 0 when seat may name the options opts in a use of PRODUCTION; else
 * refused (the rule: the leader is not seat's, locked, exhausted, purged). */
int ti4_production_options_check(const ti4_state *s, int seat, unsigned opts, ti4_error *e);

/* `at=SYSTEM` in a production move (Rowl Sarrig): its card holds
 * TI4_PRODUCE_AT + the system's index; a card below it is on=PLANET's. */
enum { TI4_PRODUCE_AT = 1024 };
/* 1 if seat may place each fighter and infantry it produces at any of its
 * unblockaded space docks (Rowl Sarrig). */
int ti4_production_at_any_dock(const ti4_state *s, int seat);

/* 1 if the options opts let the ground forces produced go onto a planet
 * of the player's in an adjacent system (Trillossa Aun Mirik). */
int ti4_production_adjacent_ground(unsigned opts);

/* Units of n[] (counts by ti4_unit_type) that do not count toward seat's
 * PRODUCTION limit (That Which Molds Flesh), and what War Machine adds to
 * that limit (+4) when seat played it for this use. */
int ti4_production_outside_limit(const ti4_state *s, int seat, const int n[TI4_SPACE_TYPES]);
/* seat's use of PRODUCTION is over, or declined: War Machine played for it
 * applies no more (ti4_production_used calls it). */
void ti4_production_war_machine_end(ti4_state *s, int seat);
/* The cost of producing n[] (67.2), after the records that change it
 * (Navarch Feng; with opts, Harrugh Gefhara and Berekar Berekon; War
 * Machine played for this use).
 * use: 1 when units use PRODUCTION (68), 0 when an ability produces
 * without it (Sling Relay, Duha Menaimon). */
int ti4_production_cost(const ti4_state *s, int seat, const int n[TI4_SPACE_TYPES], unsigned opts, int use);
/* After seat's units used PRODUCTION and produced (fighters of them
 * fighters): Tungstantus's trade good; the options named are exhausted or
 * purged; Prophecy of Ixth is discarded unless 2 or more were fighters;
 * Self-Assembly Routines and Yin Spinner are owed (pos: where). */
void ti4_production_used(ti4_state *s, int seat, unsigned opts, int fighters, int pos, ti4_events *ev);
/* After seat produced units at map position pos, by PRODUCTION or an
 * ability (Yin Spinner is owed; ti4_production_used calls it). */
void ti4_production_produced(ti4_state *s, int seat, int pos);
/* Self-Assembly Routines, Yin Spinner: the question owed after a
 * production, once nothing else is asked; 1 when it asks. */
int ti4_production_owed_ask(ti4_state *s);
/* n units of type k of seat were destroyed (Self-Assembly Routines: a
 * trade good for each mech). */
void ti4_production_mechs_destroyed(ti4_state *s, int seat, int k, int n, ti4_events *ev);

/* Amalgamation (the Cabal's faction ability): `amalgamation=TYPE[:N]` in
 * a production move returns N captured units of TYPE (17.2b) and N of the
 * units of TYPE produced cost nothing. Kept in a slot of arg[4..5] that
 * remove= (galaxy/reinforcements.c) leaves free: TI4_GROUP(
 * TI4_PRODUCE_AMALGAM, TYPE, N). */
enum { TI4_PRODUCE_AMALGAM = 127 };
const char *ti4_production_amalgamation_word(void);
/* N named in m (0 none), *k the type. */
int ti4_production_amalgamation(const ti4_move *m, int *k);
/* Name it in m; -1 out of range or no slot left. */
int ti4_production_set_amalgamation(ti4_move *m, int k, int n);
/* How many captured units of type k seat could return now (0: not the
 * Cabal, none captured). */
int ti4_production_amalgamation_max(const ti4_state *s, int seat, int k);
/* 0 when seat may return what m names while producing n[]; else refused. */
int ti4_production_amalgamation_check(const ti4_state *s, int seat, const ti4_move *m, const int n[TI4_SPACE_TYPES], ti4_error *e);
/* n[] less the units m produces without spending resources. */
void ti4_production_paid(const ti4_move *m, int n[TI4_SPACE_TYPES]);
/* Return the captured units m names (the owner's first, then clockwise). */
void ti4_production_amalgamate(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);

/* May one produced unit of type k go into the system at map position pos
 * (26.3, 67.5, 67.6, 37.1, 16.2)? A ground force goes onto planet pl, or
 * into the space area when pl < 0 (Chaos Mapping, Freelancers, Integrated
 * Economy). */
int ti4_one_unit_fits(const ti4_state *s, int seat, int pos, int k, int pl, ti4_error *e);
/* Is Integrated Economy's or Letani Miasmiala's question pending (its
 * answer: SYSTEM:TYPE=N,... [TG] [PLANET ...], move.c)? */
int ti4_production_units_asking(const ti4_state *s);

/* Dirzuga Rophal (Arborec commander): could seat produce 1 unit in the
 * active system once another player activated it (the window's seats)? */
int ti4_production_dirzuga_can(const ti4_state *s, int seat);

#endif
