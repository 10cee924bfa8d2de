/* research.c -- the research hook's records (LRR 90): the cards that act
 * when a player researches a technology, named as words of the research
 * answer (`choose TECH [TG] [PLANET ...] [WORD ...]`, doc/galaxy.md, the research hook),
 * and those that act after it (asked once nothing else is). The hook
 * itself -- prerequisites, specialties, payment -- is in strategy_cards.c,
 * which calls in here. Card texts paraphrased (../shared/reference). */
#include <stdlib.h>
#include "research.h"
#include "faction_abilities.h"   /* ti4_tech_gained: Nekro Acidos */
#include "round.h"               /* ti4_planet_pos */
#include "agenda_rules.h"        /* ti4_commander_usable */

/* ---- words: "when you research a technology" --------------------------- */
typedef struct {
  unsigned bit;
  const char *word;
  int ignores;        /* prerequisites it ignores, 99 all */
  int cost;           /* resources it adds to the research */
} research_word;

static const research_word words[] = {
  /* The Prophet's Tears (relic): when you research a technology, you may
   * exhaust this card to ignore 1 of its prerequisites ... */
  {TI4_RW_TEARS, "the_prophets_tears", 1, 0},
  /* ... or to draw 1 action card */
  {TI4_RW_TEARS_DRAW, "the_prophets_tears_draw", 0, 0},
  /* AI Development Algorithm (technology): when you research a unit
   * upgrade technology, you may exhaust this card to ignore any 1
   * prerequisite (its PRODUCTION half: cards/production.c) */
  {TI4_RW_AIDA, "ai_development_algorithm", 1, 0},
  /* Inheritance Systems (L1Z1X technology): you may exhaust this card and
   * spend 2 resources when you research a technology to ignore all of
   * that technology's prerequisites */
  {TI4_RW_INHERIT, "inheritance_systems", 99, 2},
};
enum { NWORDS = (int)(sizeof words / sizeof *words) };

unsigned ti4_research_word(const char *w) {
  for (int i = 0; i < NWORDS; i++) if (!strcmp(words[i].word, w)) return words[i].bit;
  return 0;
}
const char *ti4_research_word_name(unsigned bit) {
  for (int i = 0; i < NWORDS; i++) if (words[i].bit == bit) return words[i].word;
  return "?";
}
/* Doctor Sucaban (Jol-Nar agent): when a player spends resources to
 * research, exhaust it: that player may remove any number of their
 * infantry from the board, each cutting the research's cost by 1. Here
 * the Jol-Nar's own research only, and the infantry from one planet:
 * `doctor_sucaban=PLANET:N` (README, Not yet). */
/* Brother Omar Ω (Yin commander, Codex III): when you research a
 * technology owned by another player, you may return 1 of your infantry
 * to reinforcements to ignore all of its prerequisites --
 * `brother_omar=PLANET`, the infantry from a planet (not a space area).
 * Its "counts as a green prerequisite" is strategy_cards.c's. */
static int omar_arg(const char *w, unsigned *bits) {
  static const char key[] = "brother_omar=";
  if (strncmp(w, key, sizeof key - 1)) return -1;
  int p = ti4_content_find(TI4_K_PLANET, w + sizeof key - 1);
  if (p < 0 || p >= 127) return 1;
  *bits = (unsigned)(p + 1) << 8;
  return 0;
}
int ti4_research_word_arg(const char *w, unsigned *bits) {
  static const char key[] = "doctor_sucaban=";
  int rc = omar_arg(w, bits);
  if (rc >= 0) return rc;
  if (strncmp(w, key, sizeof key - 1)) return -1;
  char name[48];
  const char *colon = strchr(w, ':');
  size_t len = colon ? (size_t)(colon - w) - (sizeof key - 1) : 0;
  if (!colon || !len || len >= sizeof name) return 1;
  memcpy(name, w + sizeof key - 1, len);
  name[len] = 0;
  int p = ti4_content_find(TI4_K_PLANET, name);
  char *end;
  long n = strtol(colon + 1, &end, 10);
  if (p < 0 || p >= 127 || *end || n < 1 || n > 15) return 1;
  *bits = (unsigned)n << 4 | (unsigned)(p + 1) << 8;
  return 0;
}
unsigned ti4_research_words(const ti4_move *m) { return m->arg[5] < 0 ? 0u : (unsigned)m->arg[5]; }

int ti4_research_ignore(const ti4_state *s, int seat, int t, unsigned w) {
  (void)s; (void)seat;
  int n = 0;
  for (int i = 0; i < NWORDS; i++)
    if (w & words[i].bit) {
      if (words[i].bit == TI4_RW_AIDA && (t < 0 || t >= TI4_NTECHS || ti4_techs[t].color != TI4_COLOR_UNIT)) continue;
      n += words[i].ignores;
    }
  if (TI4_RW_OMAR_PLANET(w) >= 0) n += 99;   /* Brother Omar: all */
  return n;
}
int ti4_research_extra_cost(unsigned w) {
  int n = 0;
  for (int i = 0; i < NWORDS; i++) if (w & words[i].bit) n += words[i].cost;
  return n;
}

int ti4_research_cost(const ti4_state *s, int seat, int cost, unsigned w, ti4_error *e) {
  int n = TI4_RW_SUCABAN_N(w);
  if (!n) return cost;
  if (cost <= 0) {
    ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Doctor Sucaban cuts the cost of a research that spends resources (%s)"), ti4_seat_word(seat));
    return -1;
  }
  if (n > cost) {
    ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Doctor Sucaban: more infantry removed than the research costs (%s)"), ti4_seat_word(seat));
    return -1;
  }
  (void)s;
  return cost - n;
}

static int tech_ready(const ti4_state *s, int seat, int t, ti4_error *e) {
  if (!ti4_has_tech(s, seat, t)) return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("you do not own %s"), ti4_techs[t].id);
  if ((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "34.4", N_("%s is exhausted"), ti4_techs[t].id);
  return 0;
}

int ti4_research_words_check(const ti4_state *s, int seat, int t, unsigned w, ti4_error *e) {
  int rc;
  if (!w) return 0;
  if (w & (TI4_RW_TEARS | TI4_RW_TEARS_DRAW)) {
    int r = TI4_RELIC_THE_PROPHETS_TEARS;
    if ((w & TI4_RW_TEARS) && (w & TI4_RW_TEARS_DRAW))
      return ti4_fail(e, TI4_EILLEGAL, "34.4", N_("The Prophet's Tears is exhausted once: it ignores a prerequisite or draws an action card, not both (%s)"), ti4_seat_word(seat));
    if (s->relic_holder[r] != seat) return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("you do not hold %s"), ti4_relics[r].id);
    if ((s->p[seat].relics_exhausted >> r) & 1) return ti4_fail(e, TI4_EILLEGAL, "34.4", N_("%s is exhausted"), ti4_relics[r].id);
  }
  if (w & TI4_RW_AIDA) {
    if ((rc = tech_ready(s, seat, TI4_TECH_AI_DEVELOPMENT_ALGORITHM, e))) return rc;
    if (t < 0 || t >= TI4_NTECHS || ti4_techs[t].color != TI4_COLOR_UNIT)
      return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("AI Development Algorithm ignores a prerequisite of a unit upgrade only (%s)"), ti4_seat_word(seat));
  }
  if ((w & TI4_RW_INHERIT) && (rc = tech_ready(s, seat, TI4_TECH_INHERITANCE_SYSTEMS, e))) return rc;
  if (TI4_RW_OMAR_PLANET(w) >= 0) {
    int p = TI4_RW_OMAR_PLANET(w), other = 0;
    if (!ti4_commander_usable(s, seat, TI4_FACTION_YIN))
      return ti4_fail(e, TI4_EILLEGAL, "51.6", N_("%s is not an unlocked commander you can use"), ti4_leaders[TI4_LEADER_BROTHER_OMAR].id);
    for (int i = 0; i < s->nseats && t >= 0 && t < TI4_NTECHS; i++) other |= i != seat && !s->p[i].eliminated && ti4_has_tech(s, i, t);
    if (!other)
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Brother Omar ignores the prerequisites of a technology another player owns only (%s)"), ti4_seat_word(seat));
    if (p >= TI4_NPLANETS || s->planet_owner[p] != seat || !s->planet_units[p][0])
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Brother Omar: name a planet of yours holding your infantry (%s)"), ti4_seat_word(seat));
  }
  if (TI4_RW_SUCABAN_N(w)) {
    int l = TI4_LEADER_DOCTOR_SUCABAN, p = TI4_RW_SUCABAN_PLANET(w);
    if (s->p[seat].faction != ti4_leaders[l].faction)
      return ti4_fail(e, TI4_EILLEGAL, "51.1", N_("%s is another faction's leader"), ti4_leaders[l].id);
    if (ti4_leader_state(s, seat, l) != TI4_LEADER_UNLOCKED)
      return ti4_fail(e, TI4_EILLEGAL, "51.4", N_("%s is exhausted: an agent is used while readied"), ti4_leaders[l].id);
    if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] != seat || s->planet_units[p][0] < TI4_RW_SUCABAN_N(w))
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Doctor Sucaban: name a planet of yours and at most the infantry on it (%s)"), ti4_seat_word(seat));
  }
  return 0;
}

static void exhaust_tech(ti4_state *s, int seat, int t, ti4_events *ev) {
  (void)ev;                                  /* as a record's exhaust (registry/abilities.c): no event */
  s->p[seat].tech_exhausted[t >> 3] |= (uint8_t)(1u << (t & 7));
}
void ti4_research_words_apply(ti4_state *s, int seat, unsigned w, ti4_events *ev) {
  if (w & (TI4_RW_TEARS | TI4_RW_TEARS_DRAW)) {
    s->p[seat].relics_exhausted |= (uint16_t)(1u << TI4_RELIC_THE_PROPHETS_TEARS);
    if (w & TI4_RW_TEARS_DRAW) ti4_draw_actions(s, seat, 1, ev);
  }
  if (w & TI4_RW_AIDA) exhaust_tech(s, seat, TI4_TECH_AI_DEVELOPMENT_ALGORITHM, ev);
  if (w & TI4_RW_INHERIT) exhaust_tech(s, seat, TI4_TECH_INHERITANCE_SYSTEMS, ev);
  int n = TI4_RW_SUCABAN_N(w), p = TI4_RW_SUCABAN_PLANET(w), o = TI4_RW_OMAR_PLANET(w);
  if (o >= 0 && o < TI4_NPLANETS && s->planet_units[o][0]) {   /* Brother Omar: 1 infantry back */
    s->planet_units[o][0]--;
    ti4_emit(ev, TI4_EV_REMOVED, seat, TI4_UT_INFANTRY, ti4_planet_pos(s, o), 0, 1);
  }
  if (n && p >= 0 && p < TI4_NPLANETS) {
    ti4_agent_exhaust(s, seat, TI4_LEADER_DOCTOR_SUCABAN);   /* Temporal Command Suite may answer */
    s->planet_units[p][0] = (uint8_t)(s->planet_units[p][0] - n);   /* back into reinforcements */
    ti4_emit(ev, TI4_EV_REMOVED, seat, TI4_UT_INFANTRY, ti4_planet_pos(s, p), 0, n);
  }
}

/* ---- after the research ---------------------------------------------------- */
/* Research Agreement (Jol-Nar promissory note): after the Jol-Nar player
 * researches a technology that is not a faction technology, its holder
 * may gain that technology (90.5: no prerequisites); then the card goes
 * back to the Jol-Nar player. Owed here (s->fx.research_owed), asked
 * once nothing else is: `choose TECH` gains it, plain `choose` keeps the
 * note. Two researches in one move (the Technology card's primary) are
 * asked together: one of them. */
enum { ASK_RESEARCH_AGREEMENT = 105 };

static int jolnar_seat(const ti4_state *s) {
  for (int i = 0; i < s->nseats; i++) if (s->p[i].faction == TI4_FACTION_JOLNAR) return i;
  return -1;
}
static int ra_fits(const ti4_state *s, int j, int t) {
  int pn = TI4_PROMISSORY_RESEARCH_AGREEMENT, h = j >= 0 ? s->pn_holder[pn][j] : TI4_NOBODY;
  return t >= 0 && t < TI4_NTECHS && h < s->nseats && h != j && !s->p[h].eliminated &&
         !((s->pn_in_play[pn] >> j) & 1) && !ti4_has_tech(s, h, t) && ti4_techs[t].faction < 0;
}

void ti4_researched(ti4_state *s, int seat, int t, ti4_events *ev) {
  ti4_set_tech(s, seat, t, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TECH, t, 1);
  ti4_tech_gained(s, seat, ev);
  if (s->p[seat].faction == TI4_FACTION_JOLNAR && ra_fits(s, seat, t)) {
    uint8_t *o = s->fx.research_owed;
    if (!o[0]) o[0] = (uint8_t)(t + 1);
    else if (!o[1]) o[1] = (uint8_t)(t + 1);
  }
}

int ti4_research_owed_ask(ti4_state *s) {
  uint8_t *o = s->fx.research_owed;
  if (!o[0]) return 0;
  int t0 = o[0] - 1, t1 = o[1] ? o[1] - 1 : -1, j = jolnar_seat(s);
  o[0] = o[1] = 0;
  if (!ra_fits(s, j, t0)) t0 = -1;
  if (!ra_fits(s, j, t1)) t1 = -1;
  if (t0 < 0) { t0 = t1; t1 = -1; }
  if (t0 < 0) return 0;
  ti4_ask_for(s, ASK_RESEARCH_AGREEMENT, s->pn_holder[TI4_PROMISSORY_RESEARCH_AGREEMENT][j], -1);
  s->ask.arg[0] = (int16_t)t0;
  s->ask.arg[1] = (int16_t)t1;
  s->ask.arg[2] = (int16_t)j;
  s->ask.arg[3] = 0;
  return 1;
}

static int ra_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 && !m->target && ti4_research_words(m) == 0) return 0;   /* keep the note */
  if (m->target || ti4_research_words(m) || (m->card != s->ask.arg[0] && m->card != s->ask.arg[1]))
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("Research Agreement: name the technology the Jol-Nar player researched to gain it, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void ra_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pn = TI4_PROMISSORY_RESEARCH_AGREEMENT, j = s->ask.arg[2];
  if (m->card < 0) return;
  ti4_set_tech(s, m->seat, m->card, 1);      /* gained, not researched (90.5) */
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_TECH, m->card, 1);
  ti4_tech_gained(s, m->seat, ev);
  s->pn_holder[pn][j] = (uint8_t)j;          /* back to the Jol-Nar player (69.4) */
  ti4_emit_what(ev, TI4_EV_LOST, m->seat, TI4_RES_PROMISSORY, pn, 1);
}
static size_t ra_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = -1; i < 2; i++) {
    if (i >= 0 && s->ask.arg[i] < 0) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      if (i >= 0) out[k].card = s->ask.arg[i];
    }
    k++;
  }
  return k;
}

static const ti4_choice choice_rows[] = {
  { ASK_RESEARCH_AGREEMENT, ra_check, ra_apply, ra_legal, "research_agreement",
    N_("Research Agreement: the Jol-Nar player researched a technology; name it to gain it (the note goes back to them), or choose nothing") },
};
const ti4_choice_table ti4_choices_research = { choice_rows, sizeof choice_rows / sizeof *choice_rows };
