/* agenda_rules.h -- what the agenda phase (phases/agenda.c, voting.c) and
 * the records that act on it (cards/: agenda_cards.c, agenda_effects.c,
 * agenda_outcome.c, the riders of agenda_actions.c, ...) share: steps,
 * outcomes, eligibility, replacement, laws, vote modifiers, predictions.
 * Declared here, defined on the lowest floor that can: common/agenda_rules.c
 * for what needs no record, cards/ for what reads the records. */
#ifndef TI4_AGENDA_RULES_H
#define TI4_AGENDA_RULES_H
#include "rules.h"

/* Agenda steps (s->ag.step). */
enum ti4_agenda_step {
  TI4_AG_START, TI4_AG_START_WIN, TI4_AG_REVEAL, TI4_AG_WHEN, TI4_AG_AFTER,
  TI4_AG_VOTING, TI4_AG_BRIBERY, TI4_AG_COUNT, TI4_AG_DECIDE, TI4_AG_ELECTED,
  TI4_AG_RESOLVE, TI4_AG_RIDERS, TI4_AG_RIDER_WIN, TI4_AG_END, TI4_AG_READY,
  TI4_AG_READIED,
  TI4_AG_SECONDARY   /* an outcome offers a strategy card's secondary to each seat */
};
/* s->ag.flags */
enum { TI4_AGF_SECONDARY = 1, /* after resolving: the secondary of s->sc_card, speaker order, free */
       TI4_AGF_NEXUS = 2,     /* Political Data Nexus (action phase): ag.tied[0..ntied) wait to resolve */
       TI4_AGF_RIDER_CHOSEN = 4 /* the player named which rider resolves next: it is the
                                   first of theirs in ag.riders; resolve it without asking */ };

/* Is target a possible outcome of agenda a now (8.8-8.11, 8.22a)? */
int ti4_outcome_valid(const ti4_state *s, int agenda, uint16_t target);
/* Every possible outcome of agenda a; returns the count (may exceed cap). */
int ti4_outcome_list(const ti4_state *s, int agenda, uint16_t *out, int cap);
/* Does the agenda have anything to elect (for discard_if_no_target)? */
int ti4_agenda_has_target(const ti4_state *s, int agenda);
/* Total votes cast for target so far. */
int ti4_votes_for(const ti4_state *s, uint16_t target);
/* Discard the agenda on the table and reveal a fresh one with fresh windows
 * (Veto, Political Favor, Quash): the open agenda windows close. */
void ti4_agenda_replace(ti4_state *s, ti4_events *ev);
int ti4_agenda_effect_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS]);   /* speaker, or initiative under the Nexus */
/* Put a law in play with its elected target / take one out. */
void ti4_law_enact(ti4_state *s, int agenda, uint16_t elected, ti4_events *ev);
void ti4_law_remove(ti4_state *s, int agenda, ti4_events *ev);
/* The same without the record's `removed` hook (common/agenda_rules.c). */
void ti4_law_discard(ti4_state *s, int agenda, ti4_events *ev);
/* Has seat voted (not abstained) this agenda, and for what. */
int ti4_voted_for(const ti4_state *s, int seat, uint16_t *target);

/* Effects of agenda cards (agenda_cards.c): one record per agenda. */
typedef struct ti4_agenda_rule {
  int16_t agenda;
  /* Extra eligibility beyond the outcome kind (NULL: none). */
  int (*eligible)(const ti4_state *s, uint16_t target);
  /* Resolve the outcome; the law/discard bookkeeping is done by agenda.c
   * afterwards (8.20-8.21) unless the effect moved the card itself. */
  void (*resolve)(ti4_state *s, uint16_t outcome, ti4_events *ev);
  /* A law leaving play (Repeal Law, Judicial Abolishment): undo ongoing state. */
  void (*removed)(ti4_state *s, ti4_events *ev);
  /* Just revealed: 1 if the card stepped aside for another reveal (Covert
   * Legislation draws the next agenda face down in its place). NULL: none. */
  int (*revealed)(ti4_state *s, int agenda, ti4_events *ev);
  /* 1: its effect is not modelled -- the card is left out of the agenda deck
   * at setup and `deck agenda`/`law` refuse it (README, Not yet), so no law
   * lies in play doing nothing. */
  uint8_t unmodelled;
} ti4_agenda_rule;
const ti4_agenda_rule *ti4_agenda_rule_get(int agenda);   /* NULL if none */
/* Put an attached law's card on its elected planet (flags only). */
void ti4_agenda_attach(ti4_state *s, int agenda, uint16_t elected);

/* Additional votes (8.15) and vote permissions from laws, techs, factions,
 * leaders and promissory notes: one record each (voting modifiers). */
typedef struct ti4_vote_mod {
  const char *id;
  /* Additional votes seat casts with this vote (0 if none); may not change s.
   * Never asked under Representative Government (PoK): voting.c checks. */
  int (*extra)(const ti4_state *s, int seat, const ti4_move *vote);
  /* 1 if seat cannot vote on this agenda (8.16). */
  int (*forbids)(const ti4_state *s, int seat);
  /* After the outcome is elected, for each seat that cast votes: a cost the
   * modifier takes then (NULL: none). */
  void (*settle)(ti4_state *s, int seat, uint16_t outcome, ti4_events *ev);
  /* After the outcome resolved (not after Deadly Plot), for every seat in
   * speaker order: a passive reward (Future Sight). NULL: none. */
  void (*after)(ti4_state *s, int seat, uint16_t outcome, ti4_events *ev);
  /* 1 if seat votes before everyone else (Zeal). NULL: no. */
  int (*first)(const ti4_state *s, int seat);
} ti4_vote_mod;
extern const ti4_vote_mod ti4_vote_mods[];
extern const int ti4_nvote_mods;

/* Predictions (8.22), shared by the riders of every family (agenda_actions.c):
 * check a prediction now, record it, and list its possible outcomes. */
int ti4_predict_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
void ti4_predict_record(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
size_t ti4_predict_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap);
/* "Which promissory note do you give" (TI4_ASK_PRESSURE's answer, `choose
 * NOTE pY`: the note and its owner), asked of ask.seat for ask.arg[0]
 * (agenda_actions.c); The Oracle asks it under its own id. */
int ti4_note_give_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_note_give_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_note_give_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* Choices asked by agenda-phase effects (answered with `choose`). */
enum { TI4_ASK_PRESSURE = TI4_ASK__FIRST_FREE + 40,
  TI4_ASK_AG_TECH,        /* choose TECH (or nothing): arg0 enum ti4_ag_tech, arg1 more after this, arg2 chain index */
  TI4_ASK_AG_RIDER,       /* choose K: which of your riders resolves next (8.22b) */
  TI4_ASK_AG_DOCK,        /* choose PLANET: Construction Rider */
  TI4_ASK_AG_DREAD,       /* choose POS: Warfare Rider */
  TI4_ASK_AG_DIPLO,       /* choose PLANET: Diplomacy Rider */
  TI4_ASK_AG_COLONIAL,    /* choose pX: Colonial Redistribution */
  TI4_ASK_AG_TOKENS2,     /* choose tactic=N fleet=N strategy=N to return: Clandestine Operations */
  TI4_ASK_AG_READY3,      /* choose PLANET...: Checks and Balances Against */
  TI4_ASK_AG_EXHAUST,     /* choose PLANET...: Anti-Intellectual Revolution Against */
  TI4_ASK_AG_NEXUS_PICK,  /* choose AGENDA AGENDA: Political Data Nexus, 2 of the top 5 in order */
  TI4_ASK_AG_NEXUS_OUTCOME, /* choose OUTCOME: Political Data Nexus, the outcome of ag.current */
  TI4_ASK_AG_ARBITER,     /* choose MINE THEIRS (or nothing): Imperial Arbiter's swap */
  TI4_ASK_AG_TOKENS1      /* choose tactic=1 | fleet=1 | strategy=1 to return: Wormhole Research Against */
};
/* How an agenda-phase effect gains a technology (TI4_ASK_AG_TECH). */
enum ti4_ag_tech { TI4_AGT_RESEARCH, TI4_AGT_ANY, TI4_AGT_THREAT, TI4_AGT_GRANT,
  TI4_AGT_WORMHOLE,  /* research, only the seats of a mask: n = 1 | mask << 4 (Wormhole Research) */
  TI4_AGT_NEIGHBOR,  /* a non-faction technology a neighbour owns (Plagiarize) */
  TI4_AGT_PROTOTYPE, /* research a unit upgrade of a type of the seat's units in the combat (Reveal Prototype) */
  TI4_AGT_COLOR };   /* + a colour (enum ti4_color): any technology of that colour, prerequisites ignored */
/* Could seat research technology t with mode TI4_AGT_PROTOTYPE (agenda_effects.c)? */
int ti4_prototype_fits(const ti4_state *s, int seat, int t);
/* Ask seat to gain a technology (none asked when nothing fits); n: how many
 * in all; chain >= 0: then ask the next seat in speaker order (index). */
void ti4_ag_ask_tech(ti4_state *s, int seat, int card, int mode, int n, int chain);
/* Is there a technology seat could gain with mode (what ti4_ag_ask_tech would offer)? */
int ti4_ag_tech_available(const ti4_state *s, int seat, int mode);
/* Effects due at the start of the next strategy phase (s->next_strategy):
 * strategy_phase.c calls this at its start; returns 1 while it asks. */
int ti4_agenda_start_of_strategy(ti4_state *s, ti4_events *ev);
enum { TI4_NS_ARMS = 1, TI4_NS_AIR = 2, TI4_NS_CONSTITUTION = 4, TI4_NS_REPGOV = 8,
       TI4_NS_CHECKS = 16 /* end of this agenda phase: ready only 3 planets */,
       TI4_NS_ARBITER = 32 /* this strategy phase's end: Imperial Arbiter was asked */ };
/* From strategy_cards.c: can seat research tech t (90). */
int ti4_tech_check(const ti4_state *s, int seat, int tech, ti4_error *e);
/* 90.14 outside the Technology card: the specialty planets m names that
 * research of tech needs (spec); 0 if it may be researched so. Then
 * ti4_tech_spec_exhaust exhausts them. */
int ti4_tech_research_spec(const ti4_state *s, int seat, int tech, const ti4_move *m, uint64_t spec[TI4_PLANET_WORDS], ti4_error *e);
void ti4_tech_spec_exhaust(ti4_state *s, int seat, const uint64_t spec[TI4_PLANET_WORDS], ti4_events *ev);
int ti4_planet_pos(const ti4_state *s, int planet);
/* agenda_effects.c: ask a chained question of each seat in speaker order
 * that has something to answer (1 if one was asked); ask a unit placement
 * if there is a place; Colonial Redistribution; Ixthian Artifact's roll. */
int ti4_ag_chain(ti4_state *s, int what, int card);
void ti4_ag_ask_unit(ti4_state *s, int what, int seat, int card);
void ti4_ag_colonial(ti4_state *s, int planet, int controller, int card);
void ti4_ag_ixthian(ti4_state *s, int roll, int card, ti4_events *ev);
/* Ixthian Artifact (5 or less): each player with units in systems adjacent
 * to Mecatol Rex's system destroys 3 of them in each such system, one unit
 * per answer: `choose SYSTEM UNIT [PLANET]` (arg0 the system, arg1 the unit
 * type, arg2 the planet or -1). ask.arg0 the map position asked about,
 * arg1 the units still to destroy there, arg2 the index in speaker order
 * (agenda_effects.c). Its own id in
 * the range 24-31 (apart from TI4_ASKS_AGENDA's). */
enum { TI4_ASK_AG_IXTHIAN = 24 };
/* Diplomacy Rider: a player with no command token in reinforcements takes
 * one from a pool of their command sheet (20.3b), asked when two or more
 * pools hold one: `choose 1 0 0` (tactic), `0 1 0` (fleet), `0 0 1`
 * (strategy). ask.arg0 the map position, arg1 the rider's player, arg2 the
 * index in speaker order (agenda_effects.c). Its id from 104-111. */
enum { TI4_ASK_AG_DIPLO_POOL = 104 };
int ti4_ag_ixthian_asking(const ti4_state *s);
int ti4_ag_ixthian_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_ag_ixthian_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_ag_ixthian_legal(const ti4_state *s, ti4_move *out, size_t cap);
int ti4_ag_choose_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_ag_choose_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_ag_choose_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* Representative Government (PoK) elected For: one vote each, no planets,
 * no additional votes (agenda_cards.c). 2 for the base printing, which does
 * not forbid additional votes. */
int ti4_rep_government(const ti4_state *s);
/* Elder Qanoj (Xxcha commander, unlocked): game effects cannot prevent seat
 * from voting. A permitting ability over a forbidding one (LRR 1.6a). */
int ti4_vote_protected(const ti4_state *s, int seat);
/* "seat cannot vote on this agenda" (8.16), unless seat is protected. */
void ti4_bar_vote(ti4_state *s, int seat);
/* Odlynn Myrr's payout: the players who abstained or voted for an outcome
 * other than target (the hero's own seat included). */
int ti4_voted_otherwise(const ti4_state *s, uint16_t target);
/* Did seat vote for the outcome the previous vote (8.15)?  The seat that
 * voted just before the pending voter (Distinguished Councilor). */
int ti4_previous_voter(const ti4_state *s);
/* May seat use the unlocked commander of faction f: its own, or through the
 * Alliance note of its owner that seat holds (PoK Alliance; promissory.c). */
int ti4_commander_usable(const ti4_state *s, int seat, int faction);
/* Gila the Silvertongue (Hacan commander): may seat spend trade goods for
 * votes (2 each)? 8.13 refuses them otherwise. */
int ti4_gila(const ti4_state *s, int seat);
/* Notes that act by themselves (promissory.c): on receipt, when their owner
 * replenishes commodities, at the end of the strategy / status phase. */
void ti4_note_received(ti4_state *s, int pn, int owner, int to, ti4_events *ev);
void ti4_note_replenished(ti4_state *s, int owner, ti4_events *ev);
void ti4_note_activated(ti4_state *s, int seat, int pos, ti4_events *ev);
void ti4_note_eliminated(ti4_state *s, int owner, ti4_events *ev);
void ti4_notes_end_of_strategy(ti4_state *s, ti4_events *ev);
void ti4_notes_end_of_status(ti4_state *s, ti4_events *ev);
/* Laws that act at the end of the strategy phase (Imperial Arbiter): 1 if
 * a question was asked (the phase waits for it). */
int ti4_agenda_end_of_strategy(ti4_state *s, ti4_events *ev);
int ti4_arbiter_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_arbiter_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_arbiter_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* One of seat's strategy cards swapped with another player's, `choose MINE
 * THEIRS` (agenda_cards.c; Imperial Arbiter, Quantum Datahub Node): the
 * answer allowed, the swap, and every swap after the plain `choose`. */
int ti4_sc_swap_ok(const ti4_state *s, int seat, const ti4_move *m);
void ti4_sc_swap(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
size_t ti4_sc_swap_legal(const ti4_state *s, int seat, ti4_move *out, size_t cap);
/* Laws that act at the end of the status phase (Minister of Policy). */
void ti4_agenda_end_of_status(ti4_state *s, ti4_events *ev);
/* Predictive Intelligence is ready to give its optional 3 votes. */
int ti4_predictive_ready(const ti4_state *s, int seat);
/* Is seat skipped when voting on this agenda (8.16, vote modifiers, 1.6a)? */
int ti4_vote_barred(const ti4_state *s, int seat);
/* Has any seat voted or abstained by choice on this agenda (agenda_outcome.c)? */
int ti4_voting_started(const ti4_state *s);
/* Resolve s->ag.outcome of s->ag.current now (agenda_outcome.c): the card's effect,
 * the law or the discard pile (8.20-8.21), the history and the passive
 * rewards; riders are not resolved here. */
void ti4_agenda_resolve_now(ti4_state *s, ti4_events *ev);
/* Political Data Nexus (political_data_nexus.c): after an effect's choice,
 * go on with the next agenda the hero revealed (nothing if none). */
void ti4_nexus_resume(ti4_state *s, ti4_events *ev);
extern const ti4_ability_table ti4_ab_nexus;

#endif
