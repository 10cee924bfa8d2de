/* agenda_rules.h -- agenda primitives shared by the agenda phase machine
 * (agenda.c) and the cards that act on it (agenda_cards.c, the riders and
 * other agenda-phase action cards): outcomes, eligibility, reveal and
 * replacement, laws. Layer: below the phase machine, above the state. */
#ifndef TI4_AGENDA_RULES_H
#define TI4_AGENDA_RULES_H
#include "rules.h"

/* Agenda steps (s->ag.step). */
enum ti4_agenda_step {
  TI4_AG_START, TI4_AG_START_WIN, TI4_AG_REVEAL, TI4_AG_WHEN, TI4_AG_AFTER,
  TI4_AG_VOTING, TI4_AG_BRIBERY, TI4_AG_COUNT, TI4_AG_DECIDE, TI4_AG_ELECTED,
  TI4_AG_RESOLVE, TI4_AG_RIDERS, TI4_AG_RIDER_WIN, TI4_AG_END, TI4_AG_READY
};

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
/* Put a law in play with its elected target / take one out. */
void ti4_law_enact(ti4_state *s, int agenda, uint16_t elected, ti4_events *ev);
void ti4_law_remove(ti4_state *s, int agenda, ti4_events *ev);
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
} ti4_agenda_rule;
const ti4_agenda_rule *ti4_agenda_rule_get(int agenda);   /* NULL if none */

/* Additional votes (8.15) and vote permissions from laws, techs, factions,
 * leaders and promissory notes: one record each (voting modifiers). */
typedef struct ti4_vote_mod {
  const char *id;
  /* Additional votes seat casts with this vote (0 if none); may not change s. */
  int (*extra)(const ti4_state *s, int seat, const ti4_move *vote);
  /* 1 if seat cannot vote on this agenda (8.16). */
  int (*forbids)(const ti4_state *s, int seat);
  /* After the outcome is elected, for each seat that cast votes: a cost the
   * modifier takes then (NULL: none). */
  void (*settle)(ti4_state *s, int seat, uint16_t outcome, ti4_events *ev);
} ti4_vote_mod;
extern const ti4_vote_mod ti4_vote_mods[];
extern const int ti4_nvote_mods;

/* Predictions (8.22), shared by the riders of every family (agenda_actions.c):
 * check a prediction now, record it, and list its possible outcomes. */
int ti4_predict_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
void ti4_predict_record(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
size_t ti4_predict_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap);
/* Choices asked by agenda-phase effects (answered with `choose`). */
enum { TI4_ASK_PRESSURE = TI4_ASK__FIRST_FREE + 40 };
int ti4_pressure_choose_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_pressure_choose_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_pressure_choose_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* Representative Government (PoK) elected For: one vote each, no planets,
 * no additional votes (agenda_cards.c). 2 for the base printing, which does
 * not forbid additional votes. */
int ti4_rep_government(const ti4_state *s);
/* Did seat vote for the outcome the previous vote (8.15)?  The seat that
 * voted just before the pending voter (Distinguished Councilor). */
int ti4_previous_voter(const ti4_state *s);

#endif
