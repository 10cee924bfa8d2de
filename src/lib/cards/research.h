/* research.h -- the research hook (LRR 90): every research of a technology
 * passes through it, and the cards that act "when you research" or
 * "after ... researches" are its records (cards/research.c). Layer: cards. */
#ifndef TI4_RESEARCH_H
#define TI4_RESEARCH_H
#include "rules.h"

/* Words a research answer may carry (`choose TECH ... WORD`): a bit each,
 * in the move's arg[5] (-1: none). */
enum { TI4_RW_TEARS = 1,        /* The Prophet's Tears: exhaust, ignore 1 prerequisite */
       TI4_RW_TEARS_DRAW = 2,   /* ... or exhaust, draw 1 action card */
       TI4_RW_AIDA = 4,         /* AI Development Algorithm: a unit upgrade, 1 prerequisite */
       TI4_RW_INHERIT = 8,      /* Inheritance Systems: 2 resources, every prerequisite */
       TI4_RW_IGNORES = TI4_RW_TEARS | TI4_RW_AIDA | TI4_RW_INHERIT };
/* Doctor Sucaban (`doctor_sucaban=PLANET:N`): N infantry (bits 4-7) from
 * planet + 1 (bits 8-14) cut the research's cost by N. */
#define TI4_RW_SUCABAN_N(w) ((int)(((w) >> 4) & 15u))
#define TI4_RW_SUCABAN_PLANET(w) ((int)(((w) >> 8) & 127u) - 1)
/* Brother Omar Ω (`brother_omar=PLANET`): the planet bits without a count,
 * the planet whose infantry returns; -1 none. */
#define TI4_RW_OMAR_PLANET(w) (TI4_RW_SUCABAN_N(w) ? -1 : TI4_RW_SUCABAN_PLANET(w))

/* The bit of a research word, 0 if w is none; the word of a bit. */
unsigned ti4_research_word(const char *w);
const char *ti4_research_word_name(unsigned bit);
/* A research word with an argument (doctor_sucaban=PLANET:N, brother_omar=PLANET): 0 and its
 * bits in *bits, -1 if w is no such word, 1 if malformed. */
int ti4_research_word_arg(const char *w, unsigned *bits);
/* The words of a research answer. */
unsigned ti4_research_words(const ti4_move *m);
/* Does the pending question ask for a research (its answer may carry words)? strategy_cards.c */
int ti4_research_asking(const ti4_state *s);
/* Prerequisites of t the words ignore (99: all of them). */
int ti4_research_ignore(const ti4_state *s, int seat, int t, unsigned words);
/* Resources the words add to the research's cost (Inheritance Systems: 2). */
int ti4_research_extra_cost(unsigned words);
/* The research's cost after the words (Doctor Sucaban's cut; e: refused
 * when it cuts more than is spent), -1 if refused. */
int ti4_research_cost(const ti4_state *s, int seat, int cost, unsigned words, ti4_error *e);
/* Can seat use these words when researching t (held, ready, of its kind)? */
int ti4_research_words_check(const ti4_state *s, int seat, int t, unsigned words, ti4_error *e);
/* ... and use them: exhaust the cards, draw. */
void ti4_research_words_apply(ti4_state *s, int seat, unsigned words, ti4_events *ev);

/* The research hook (strategy_cards.c): may seat research t with the
 * answer m (specialty planets, words; the planets beyond the specialties
 * and the trade goods in arg[0] pay `cost` resources plus the words' own)?
 * ... and research it. Every research passes through these two, or
 * through ti4_researched below for the researches that check otherwise
 * (Divert Funding, Reveal Prototype). */
int ti4_research_check(const ti4_state *s, int seat, int t, const ti4_move *m, int cost, ti4_error *e);
void ti4_research_apply(ti4_state *s, int seat, int t, const ti4_move *m, int cost, ti4_events *ev);
/* After seat researched t: it is gained, then the "after researches"
 * records are owed (Research Agreement, Nekro Acidos). */
void ti4_researched(ti4_state *s, int seat, int t, ti4_events *ev);
/* The owed questions (engine.c, once nothing else is asked): 1 if asked. */
int ti4_research_owed_ask(ti4_state *s);

#endif
