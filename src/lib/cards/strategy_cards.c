/* strategy_cards.c -- the primary and secondary abilities of the eight
 * strategy cards (LRR 83 and the card texts), one record per card, plus the
 * choices they ask (`choose`), payment with planets and trade goods, and
 * technology research (LRR 90). The action phase calls in here; no card is a
 * branch in action_phase.c. */
#include <stdio.h>
#include <stdlib.h>
#include "rules.h"
#include "rng.h"
#include "round.h"
#include "units.h"
#include "faction_abilities.h"
#include "production.h"
#include "vuilraith.h"
#include "deeds.h"
#include "research.h"
#include "agenda_rules.h"   /* TI4_ASK_AG_TECH: research asked by agendas and cards */

/* our choices: numbered high so the agenda family's own asks never collide */
enum { ASK_LEAD_INF = 200, ASK_DIPLO_SYS, ASK_READY2, ASK_SPEAKER, ASK_AGENDA_ORDER,
       ASK_BUILD, ASK_TRADE_FREE, ASK_WAR_REMOVE, ASK_TECH, ASK_IMPERIAL,
       ASK_REDIST = 210, ASK_SECRET_RETURN, ASK_DIPLO_POOL };

extern const ti4_choice_table ti4_choices_phases;


static int influence_of(const ti4_state *s, const ti4_move *m) {
  uint64_t set[TI4_PLANET_WORDS];
  int n = 0;
  ti4_pay_set(m, set);
  for (int p = 0; p < TI4_NPLANETS; p++) if (ti4_set_has(set, p)) n += ti4_planet_influence(s, p);
  return n;
}

static int planets_in(const ti4_move *m) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  return ti4_count_set(set);
}

/* ---- technology (LRR 90) -------------------------------------------------- */
/* Prerequisites of t the seat lacks, by colour. Only the technologies the
 * seat owns are visited (the set bits): listing the choices calls this for
 * every technology, several times each. */
static void tech_missing(const ti4_state *s, int seat, int t, int miss[5]) {
  int have[5] = {0};
  const uint8_t *owned = s->p[seat].techs;
  for (int i = 0; i < TI4_MAX_TECHS / 8; i++)
    for (unsigned x = owned[i]; x; x &= x - 1) {
      int k = i * 8 + __builtin_ctz(x);
      if (k < TI4_NTECHS && ti4_techs[k].color < 5) have[ti4_techs[k].color]++;
    }
  if (s->p[seat].faction >= 0 && ti4_commander_usable(s, seat, TI4_FACTION_YIN)) have[TI4_COLOR_GREEN]++;   /* Brother Omar: a green prerequisite */
  for (int c = 0; c < 5; c++) miss[c] = c >= TI4_COLOR_BLUE && c <= TI4_COLOR_RED && have[c] < ti4_techs[t].prereq[c]
                                        ? ti4_techs[t].prereq[c] - have[c] : 0;
}

/* 90.14: of the planets a research move names, the ready ones the seat
 * controls whose specialty matches a missing prerequisite are exhausted to
 * ignore it (one each, in table order); the rest pay. */
static void tech_split(const ti4_state *s, int seat, int t, const ti4_move *m,
                       uint64_t spec[TI4_PLANET_WORDS], ti4_move *rest) {
  int miss[5];
  uint64_t named[TI4_PLANET_WORDS];
  ti4_pay_set(m, named);                          /* a lone planet word parses as the target */
  *rest = *m;
  if (TI4_TARGET_KIND(m->target) == TI4_T_PLANET) rest->target = 0;
  memcpy(rest->planets, named, sizeof named);
  memset(spec, 0, sizeof(uint64_t) * TI4_PLANET_WORDS);
  if (t < 0 || t >= TI4_NTECHS) return;
  tech_missing(s, seat, t, miss);
  for (int p = 0; p < TI4_NPLANETS; p++) {
    int c = ti4_planet_specialty(s, p);
    int usable = ti4_planet_ready_owned(s, seat, p) ||   /* Psychoarchaeology: even exhausted */
                 (s->planet_owner[p] == seat && ti4_has_tech(s, seat, TI4_TECH_PSYCHOARCHAEOLOGY));
    if (!ti4_set_has(named, p) || c >= 5 || !miss[c] || !usable) continue;
    miss[c]--;
    ti4_set_add(spec, p);
    rest->planets[p >> 6] &= ~((uint64_t)1 << (p & 63));
  }
}

static int tech_check_rm(const ti4_state *s, int seat, int t, const uint64_t *spec, int rift, unsigned words, ti4_error *e);
static int tech_check_spec(const ti4_state *s, int seat, int t, const uint64_t *spec, ti4_error *e) {
  return tech_check_rm(s, seat, t, spec, 1, 0, e);
}
int ti4_tech_check(const ti4_state *s, int seat, int t, ti4_error *e) { return tech_check_spec(s, seat, t, NULL, e); }
/* Riftmeld (vuilraith.c): is research of t legal only by returning a captured unit? */
static int riftmeld_words(const ti4_state *s, int seat, int t, const uint64_t *spec, unsigned words) {
  return tech_check_rm(s, seat, t, spec, 0, words, NULL) && !tech_check_rm(s, seat, t, spec, 1, words, NULL);
}
int ti4_tech_riftmeld(const ti4_state *s, int seat, int t, const uint64_t *spec) { return riftmeld_words(s, seat, t, spec, 0); }

/* 90.14 for research outside the Technology card (the Technology Rider,
 * Wormhole Research): of the planets m names, the specialties t needs go
 * in spec; 0 if t can be researched so and no other planet is named. */
int ti4_tech_research_spec(const ti4_state *s, int seat, int t, const ti4_move *m, uint64_t spec[TI4_PLANET_WORDS], ti4_error *e) {
  ti4_move rest;
  tech_split(s, seat, t, m, spec, &rest);
  int rc = tech_check_spec(s, seat, t, spec, e);
  if (rc) return rc;
  if (ti4_count_set(rest.planets))
    return ti4_fail(e, TI4_EILLEGAL, "90.14", N_("a planet named is neither a payment nor a specialty this needs (%s)"), ti4_seat_word(seat));
  return 0;
}
/* ... and exhausts them (Psychoarchaeology: without exhausting). */
void ti4_tech_spec_exhaust(ti4_state *s, int seat, const uint64_t spec[TI4_PLANET_WORDS], ti4_events *ev) {
  if (ti4_has_tech(s, seat, TI4_TECH_PSYCHOARCHAEOLOGY)) return;
  for (int q = 0; q < TI4_NPLANETS; q++)
    if (ti4_set_has(spec, q)) {
      s->planet_flags[q] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, seat, q, -1, 0, 0);
    }
}

static int tech_check_rm(const ti4_state *s, int seat, int t, const uint64_t *spec, int rift, unsigned words, ti4_error *e) {
  if (t < 0 || t >= TI4_NTECHS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown technology %s"), t);
  const ti4_tech_info *ti = &ti4_techs[t];
  int f = s->p[seat].faction;
  if (!(ti->source & s->expansions))
    return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("%s is not in this game's expansions"), ti->id);
  if (ti4_has_tech(s, seat, t)) return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("you own %s already"), ti->id);
  if (ti->faction >= 0 && (f < 0 || (ti->faction != f && ti->faction != ti4_factions[f].family)))
    return ti4_fail(e, TI4_EILLEGAL, "90.3", N_("%s is another faction's technology"), ti->id);
  int miss[5];
  tech_missing(s, seat, t, miss);
  if ((t == TI4_TECH_WAR_SUN || t == TI4_TECH_PROTOTYPE_WAR_SUN_II) && s->nlaws &&
      ti4_law_for(s, TI4_AGENDA_PUBLICIZE_WEAPON_SCHEMATICS))
    for (int i = 0; i < s->nseats; i++)        /* For: once anyone owns one, no prerequisites */
      if (!s->p[i].eliminated && ti4_owns_war_sun_tech(s, i)) { memset(miss, 0, sizeof miss); break; }
  if (spec)                                   /* 90.14: specialties ignore one each */
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (ti4_set_has(spec, p) && ti4_planet_specialty(s, p) < 5 && miss[ti4_planet_specialty(s, p)] > 0)
        miss[ti4_planet_specialty(s, p)]--;
  int missing = 0;
  for (int c = TI4_COLOR_BLUE; c <= TI4_COLOR_RED; c++) missing += miss[c] > 0 ? miss[c] : 0;
  if (words) missing -= ti4_research_ignore(s, seat, t, words);   /* research.c: Prophet's Tears, AIDA, Inheritance */
  if (missing < 0) missing = 0;
  /* Jol-Nar, Analytical: one prerequisite ignored, unit upgrades aside */
  if (missing == 1 && f == TI4_FACTION_JOLNAR && ti->color != TI4_COLOR_UNIT) missing = 0;
  if (missing > 0 && rift && ti4_riftmeld_type(s, seat, t) >= 0) missing = 0;   /* Riftmeld */
  if (missing > 0)
    return ti4_fail(e, TI4_EILLEGAL, spec ? "90.14" : "90.4", N_("you lack the prerequisites of %s"), ti->id);
  return 0;
}

/* ---- the research hook (LRR 90) --------------------------------------------
 * Every research passes through these two: the Technology card's (ASK_TECH
 * below), the agenda and action cards' (agenda_effects.c: Technology
 * Rider, Wormhole Research, Enigmatic Device, ...). The answer names the
 * technology, specialty planets (90.14), words of the cards that act when
 * researching (research.c), and pays `cost` resources -- plus the words'
 * own -- with the other planets and arg[0] trade goods. */
int ti4_research_check(const ti4_state *s, int seat, int t, const ti4_move *m, int cost, ti4_error *e) {
  ti4_move pay;
  uint64_t spec[TI4_PLANET_WORDS];
  unsigned w = ti4_research_words(m);
  tech_split(s, seat, t, m, spec, &pay);
  int rc = ti4_research_words_check(s, seat, t, w, e);
  if (!rc) rc = tech_check_rm(s, seat, t, spec, 1, w, e);
  if (rc) return rc;
  for (unsigned b = 1; b <= TI4_RW_IGNORES; b <<= 1)     /* a word that ignores nothing needed: refused */
    if ((w & b & TI4_RW_IGNORES) && !tech_check_rm(s, seat, t, spec, 0, w & ~b, NULL))
      return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("%s ignores no prerequisite this research needs"), ti4_research_word_name(b));
  if (TI4_RW_OMAR_PLANET(w) >= 0 && !tech_check_rm(s, seat, t, spec, 0, w & TI4_RW_IGNORES, NULL))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("%s ignores no prerequisite this research needs"), "brother_omar");
  cost = ti4_research_cost(s, seat, cost + ti4_research_extra_cost(w), w, e);   /* Doctor Sucaban's cut */
  if (cost < 0) return TI4_EILLEGAL;
  if (cost > 0) return ti4_pay_check(s, seat, &pay, m->arg[0], cost, 0, 0, e);
  if (ti4_count_set(pay.planets))
    return ti4_fail(e, TI4_EILLEGAL, "90.14", N_("a planet named is neither a payment nor a specialty this needs (%s)"), ti4_seat_word(seat));
  return 0;
}
int ti4_research_asking(const ti4_state *s) {
  if (!s || s->pending.kind != TI4_PEND_CHOOSE) return 0;
  if (s->ask.what == TI4_ASK_AG_TECH) return s->ask.arg[0] == TI4_AGT_RESEARCH || s->ask.arg[0] == TI4_AGT_WORMHOLE;
  return s->ask.what == ASK_TECH;
}
void ti4_research_apply(ti4_state *s, int seat, int t, const ti4_move *m, int cost, ti4_events *ev) {
  ti4_move pay;
  uint64_t spec[TI4_PLANET_WORDS];
  unsigned w = ti4_research_words(m);
  tech_split(s, seat, t, m, spec, &pay);
  if (riftmeld_words(s, seat, t, spec, w)) ti4_riftmeld_pay(s, seat, t, ev);   /* 17.2b */
  ti4_tech_spec_exhaust(s, seat, spec, ev);   /* Psychoarchaeology: without exhausting */
  ti4_research_words_apply(s, seat, w, ev);
  if (ti4_research_cost(s, seat, cost + ti4_research_extra_cost(w), w, NULL) > 0) ti4_pay_apply(s, seat, &pay, m->arg[0], ev);
  ti4_researched(s, seat, t, ev);
}

/* 45.4, 61.21a: more than three secret objectives (scored ones count; four
 * while The Obsidian is held, its text): one unscored goes back, asked. */
static void secret_limit_ask(ti4_state *s, int seat) {
  int held = 0, limit = s->relic_holder[TI4_RELIC_THE_OBSIDIAN] == seat ? 4 : 3;
  for (int i = 0; i < TI4_NOBJECTIVES; i++) held += s->secret_holder[i] == seat;
  if (held > limit) ti4_ask_for(s, ASK_SECRET_RETURN, seat, -1);
}

void ti4_draw_secret(ti4_state *s, int seat, ti4_events *ev) {
  if (!s->nsecret_deck) return;
  int o = s->secret_deck[--s->nsecret_deck];
  s->secret_deck[s->nsecret_deck] = 0;
  s->secret_holder[o] = (uint8_t)seat;
  ti4_emit_what(ev, TI4_EV_DREW, seat, TI4_RES_SECRET, -1, 1);
  secret_limit_ask(s, seat);
}

/* 61.21a: more than three secret objectives: return an unscored one to the
 * deck, which is shuffled. Answer: `choose OBJECTIVE`. */
static int secret_return_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  unsigned o = TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) != TI4_T_SECRET || o >= TI4_NOBJECTIVES ||
      s->secret_holder[o] != m->seat || ((s->scored[o] >> m->seat) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "61.21", N_("name one of your unscored secret objectives to return (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void secret_return_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  unsigned o = TI4_TARGET_INDEX(m->target);
  s->secret_holder[o] = TI4_NOBODY;
  s->secret_deck[s->nsecret_deck++] = (uint8_t)o;
  ti4_rng_shuffle(s->rng, s->secret_deck, s->nsecret_deck);
  ti4_emit_what(ev, TI4_EV_LOST, m->seat, TI4_RES_SECRET, (int)o, 1);
  secret_limit_ask(s, m->seat);              /* Search Warrant drew two: maybe one more */
}
static size_t secret_return_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int o = 0; o < TI4_NOBJECTIVES; o++) {
    if (s->secret_holder[o] != s->ask.seat || ((s->scored[o] >> s->ask.seat) & 1)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_SECRET, o);
    }
    k++;
  }
  return k;
}


static void ask(ti4_state *s, int what, int seat, int a0, int a1) {
  ti4_ask_for(s, what, seat, s->sc_card);
  s->ask.arg[0] = (int16_t)a0;
  s->ask.arg[1] = (int16_t)a1;
  s->ask.arg[2] = 0;
  s->ask.arg[3] = 0;
}

/* Gained tokens only: the shared TI4_ASK_TOKENS (agenda_cards.c: `choose
 * tactic=N fleet=N strategy=N` adds N to each pool). Gain and redistribute
 * (Warfare, status phase 81.5): ASK_REDIST, whose answer is the new pool
 * sizes. */
static void ask_tokens(ti4_state *s, int seat, int gain, int redistribute) {
  int left = ti4_reinforcement_tokens(s, seat);
  if (gain > left) gain = left;               /* 20.3a: none left, none gained */
  if (gain <= 0 && !redistribute) return;
  if (!redistribute) {
    ti4_ask_for(s, TI4_ASK_TOKENS, seat, -1);
    s->ask.arg[0] = (int16_t)gain;
    return;
  }
  ask(s, ASK_REDIST, seat, gain, 1);
}
void ti4_ask_redistribute(ti4_state *s, int seat, int gain) { ask_tokens(s, seat, gain, 1); }

/* ---- the eight cards ------------------------------------------------------- */
static int need_strategy_token(const ti4_state *s, int seat, ti4_error *e) {
  if (s->p[seat].strategy == 0)
    return ti4_fail(e, TI4_EILLEGAL, "83.4", N_("the secondary costs a strategy-pool token and yours is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
/* Scepter of Emelpar: `follow ... emelpar` (arg[0] 2) exhausts it and
 * spends a token from reinforcements instead of the strategy pool. */
static int emelpar(const ti4_move *m) { return m->arg[0] == 2; }
static void spend_strategy_token(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if ((s->sc_free >> seat) & 1) return;        /* follows free: Trade's named players, Galactic Crisis Pact */
  if (emelpar(m)) {
    s->p[seat].relics_exhausted |= (uint16_t)(1u << TI4_RELIC_SCEPTER_OF_EMELPAR);
    return;                                    /* the reinforcement token: back in the box's supply */
  }
  s->p[seat].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_STRATEGY, -1, 1);
  ti4_strategy_spent(s, seat, 1, ev);            /* Magmus */
}

/* Leadership: 3 tokens, then influence for more (3 per token). */
static void lead_primary(ti4_state *s, int seat, ti4_events *ev) { (void)ev; ask(s, ASK_LEAD_INF, seat, 0, 0); }
/* `follow [TG] [PLANET ...]`: the trade goods a follow spends are arg[1]
 * (move.c), spent as resources or influence (93.2). */
static int follow_tg(const ti4_move *m) { return m->arg[1] > 0 ? m->arg[1] : 0; }

static int lead_sec_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = ti4_pay_check(s, seat, m, follow_tg(m), 0, 0, 0, e);   /* no strategy token (card text) */
  if (rc) return rc;
  /* card text: spend influence to gain tokens; paying for none is refused */
  if ((influence_of(s, m) + follow_tg(m) * (1 + ti4_tg_worth_two(s, seat))) / 3 < 1)
    return ti4_fail(e, TI4_EILLEGAL, "83.4", N_("Leadership's secondary: spend at least 3 influence for a command token (%s)"), ti4_seat_word(seat));
  return 0;
}
static void lead_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int n = (influence_of(s, m) + follow_tg(m) * (1 + ti4_tg_worth_two(s, seat))) / 3;   /* Mirror Computing */
  ti4_pay_apply(s, seat, m, follow_tg(m), ev);
  ask_tokens(s, seat, n, 0);
}

static void diplo_primary(ti4_state *s, int seat, ti4_events *ev) { (void)ev; ask(s, ASK_DIPLO_SYS, seat, 0, 0); }
static int token_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if ((s->sc_free >> seat) & 1) return 0;
  if (emelpar(m)) return 0;                    /* checked by ti4_sc_secondary_check */
  return need_strategy_token(s, seat, e);
}
static void diplo_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  spend_strategy_token(s, seat, m, ev);
  ask(s, ASK_READY2, seat, 0, 0);
}

static void politics_primary(ti4_state *s, int seat, ti4_events *ev) { (void)ev; ask(s, ASK_SPEAKER, seat, 0, 0); }
static void politics_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  spend_strategy_token(s, seat, m, ev);
  ti4_draw_actions(s, seat, 2, ev);
}

static void build_primary(ti4_state *s, int seat, ti4_events *ev) { (void)ev; ask(s, ASK_BUILD, seat, 0, 0); }
static void build_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  spend_strategy_token(s, seat, m, ev);          /* it goes on the board with the structure */
  ask(s, ASK_BUILD, seat, 2, 0);
}

static void trade_replenish(ti4_state *s, int seat, ti4_events *ev) { ti4_replenish(s, seat, ev); }
static void trade_primary(ti4_state *s, int seat, ti4_events *ev) {
  ti4_gain_tg(s, seat, 3, ev);
  trade_replenish(s, seat, ev);
  ask(s, ASK_TRADE_FREE, seat, 0, 0);
}
/* Hacan, Masters of Trade: Trade's secondary costs them no command token. */
static int masters_of_trade(const ti4_state *s, int seat) { return s->p[seat].faction == TI4_FACTION_HACAN; }
static int trade_sec_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  return masters_of_trade(s, seat) ? 0 : token_check(s, seat, m, e);
}
static void trade_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (!masters_of_trade(s, seat)) spend_strategy_token(s, seat, m, ev);
  trade_replenish(s, seat, ev);
}

static int has_token_on_board(const ti4_state *s, int seat) {
  for (int i = 0; i < s->nmap; i++) if ((s->tokens[i] >> seat) & 1) return 1;
  return 0;
}
static void war_primary(ti4_state *s, int seat, ti4_events *ev) {
  (void)ev;
  /* 99.1: the token gained is the one removed; with none on the board,
   * only the redistribution (99.2) remains */
  if (has_token_on_board(s, seat)) ask(s, ASK_WAR_REMOVE, seat, 0, 0);
  else ask_tokens(s, seat, 0, 1);
}
/* Warfare's secondary (LRR 99.3, 67, 68): a strategy token for the
 * PRODUCTION of 1 space dock in the home system. The move is
 * `pX follow [TG] [PLANET ...] UNIT=N ...` with UNIT one of the words below
 * (ti4_unit_type order): TG trade goods and the planets pay. The counts are
 * packed 5 bits each, three to an argument, in arg[2..4]; arg[5] marks them. */
#define WAR_MARK 0x5741
static const char *const unit_words[9] = {"carrier", "cruiser", "destroyer", "dreadnought",
  "fighter", "flagship", "warsun", "infantry", "mech"};
/* Plastic in the box per type (LRR 72 / reference units.tsv); fighters and
 * infantry have tokens beyond their plastic (67.5b): no limit. */
static const uint8_t unit_limit[9] = {4, 8, 8, 5, 255, 1, 2, 255, 4};

static int war_count(const ti4_move *m, int k) {
  return m->arg[5] == WAR_MARK ? (m->arg[2 + k / 3] >> (5 * (k % 3))) & 31 : 0;
}
static void war_set(int16_t arg[TI4_MOVE_ARGS], int k, int n) {
  int sh = 5 * (k % 3);
  arg[2 + k / 3] = (int16_t)((arg[2 + k / 3] & ~(31 << sh)) | (n << sh));
}

/* move.c: take the UNIT=N words out of a follow line before its other words
 * are parsed; put them into the move after. */
int ti4_follow_units_take(char **w, int *n, int from, int16_t packed[TI4_MOVE_ARGS], ti4_error *e);
int ti4_follow_units_take(char **w, int *n, int from, int16_t packed[TI4_MOVE_ARGS], ti4_error *e) {
  int out = from;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) packed[i] = 0;
  for (int i = from; i < *n; i++) {
    const char *eq = strchr(w[i], '=');
    int k = -1;
    for (int u = 0; eq && u < 9; u++)
      if (strlen(unit_words[u]) == (size_t)(eq - w[i]) && !strncmp(w[i], unit_words[u], (size_t)(eq - w[i]))) k = u;
    if (k < 0) { w[out++] = w[i]; continue; }
    char *end;
    long v = strtol(eq + 1, &end, 10);
    if (*end || end == eq + 1 || v < 0 || v > 31)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit count is 0 to 31: %s"), w[i]);
    war_set(packed, k, (int)v);
    packed[5] = WAR_MARK;
  }
  *n = out;
  return 0;
}
int ti4_follow_units_put(ti4_move *m, const int16_t packed[TI4_MOVE_ARGS], ti4_error *e);
int ti4_follow_units_put(ti4_move *m, const int16_t packed[TI4_MOVE_ARGS], ti4_error *e) {
  if (packed[5] != WAR_MARK) return 0;
  for (int i = 2; i < TI4_MOVE_ARGS; i++)
    if (m->arg[i] >= 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("a production follow takes one number, the trade goods (%s)"), ti4_seat_word(m->seat));
  for (int i = 2; i < TI4_MOVE_ARGS; i++) m->arg[i] = packed[i];
  return 0;
}
/* The numbers and unit words of a follow line; 0 if it names no units. */
int ti4_follow_units_format(const ti4_move *m, char *buf, size_t cap, size_t *len);
int ti4_follow_units_format(const ti4_move *m, char *buf, size_t cap, size_t *len) {
  if (m->arg[5] != WAR_MARK) return 0;
  if (m->arg[1] >= 0 && *len < cap) *len += (size_t)snprintf(buf + *len, cap - *len, " %d", m->arg[1]);
  for (int k = 0; k < 9; k++)
    if (war_count(m, k) && *len < cap) *len += (size_t)snprintf(buf + *len, cap - *len, " %s=%d", unit_words[k], war_count(m, k));
  if (*len >= cap) *len = cap - 1;
  return 1;
}

/* Cost ×2 of one unit of type k for seat: the faction's own unit of that type
 * if it has one (its II only with the technology of that name), else the
 * generic unit I. -1: seat has no such unit. */
static int unit_cost2(const ti4_state *s, int seat, int k) { return ti4_unit_cost2(s, seat, k); }

/* The home-system planet whose space dock produces (the highest PRODUCTION
 * value, table order on a tie), -1 none; *value its PRODUCTION (68.1). */
static int war_dock(const ti4_state *s, int seat, int *value) {
  int f = s->p[seat].faction, best = -1;
  *value = 0;
  if (f < 0) return -1;
  if (ti4_floating_at(s, seat, ti4_system_pos(s, ti4_factions[f].home_system))) {   /* a Floating Factory at home */
    for (int k = 0; k < ti4_factions[f].nhome; k++)                  /* ground forces: onto a home planet of theirs (68.4) */
      if (s->planet_owner[ti4_factions[f].home_planets[k]] == seat) { *value = ti4_dock_production(s, seat, -1); return ti4_factions[f].home_planets[k]; }
  }
  for (int k = 0; k < ti4_factions[f].nhome; k++) {
    int pl = ti4_factions[f].home_planets[k];
    if (s->planet_owner[pl] != seat || !s->planet_units[pl][3]) continue;
    int v;
    if (f == TI4_FACTION_CABAL) v = ti4_has_tech(s, seat, TI4_TECH_DIMENSIONAL_TEAR_II) ? 7 : 5;
    else if (f == TI4_FACTION_SAAR) v = ti4_has_tech(s, seat, TI4_TECH_FLOATING_FACTORY_II) ? 7 : 5;
    else v = ti4_planet_resources(s, pl) + (ti4_has_tech(s, seat, TI4_TECH_SPACE_DOCK_II) ? 4 : 2);
    if (v > *value) { *value = v; best = pl; }
  }
  return best;
}


/* The unit (units.tsv index) a seat's unit of type k is, for events: its
 * faction's flagship or mech where it has one, else the generic unit. */
static int unit_index(const ti4_state *s, int seat, int k) {
  static const int16_t generic[9] = {TI4_UNIT_CARRIER, TI4_UNIT_CRUISER, TI4_UNIT_DESTROYER,
    TI4_UNIT_DREADNOUGHT, TI4_UNIT_FIGHTER, -1, TI4_UNIT_WAR_SUN, TI4_UNIT_INFANTRY, TI4_UNIT_MECH};
  int f = s->p[seat].faction;
  if (f >= 0 && k == TI4_UT_FLAGSHIP) return ti4_factions[f].flagship;
  if (f >= 0 && k == TI4_UT_MECH && ti4_factions[f].mech >= 0) return ti4_factions[f].mech;
  return k >= 0 && k < 9 ? generic[k] : -1;
}

static int units_on_board(const ti4_state *s, int seat, int k) { return ti4_units_on_board(s, seat, k); }

/* 67.2 (two for the cost, or one for the full cost; Regulated Conscription),
 * with the records of production.c (Navarch Feng) */
static int war_cost(const ti4_state *s, int seat, const ti4_move *m) {
  int n[TI4_SPACE_TYPES];
  for (int k = 0; k < 9; k++) n[k] = war_count(m, k);
  return ti4_production_cost(s, seat, n, 0, 1);
}

static int war_sec_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = token_check(s, seat, m, e);
  if (rc) return rc;
  int value, dock = war_dock(s, seat, &value), total = 0, f = s->p[seat].faction;
  if (dock < 0)
    return ti4_fail(e, TI4_EILLEGAL, "99.3", N_("you have no space dock in your home system (%s)"), ti4_seat_word(seat));
  int counts[TI4_SPACE_TYPES];
  for (int k = 0; k < 9; k++) total += counts[k] = war_count(m, k);
  if (!total)
    return ti4_fail(e, TI4_ESYNTAX, "99.3", N_("name the units to produce, e.g. follow fighter=2 infantry=2 (%s)"), ti4_seat_word(seat));
  if (total > value + ti4_production_outside_limit(s, seat, counts))   /* That Which Molds Flesh */
    return ti4_fail(e, TI4_EILLEGAL, "68.1", N_("your space dock produces at most its PRODUCTION value in units (%s)"), ti4_seat_word(seat));
  int ships = 0;
  for (int k = 0; k < 7; k++) ships += war_count(m, k);
  if (ships && f >= 0) {                      /* 67.6: not with others' ships there */
    int pos = ti4_system_pos(s, ti4_factions[f].home_system);
    for (int i = 0; pos >= 0 && i < s->nseats; i++)
      for (int k = 0; i != seat && k < 7; k++)
        if (s->ships[pos][i][k])
          return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in your home system: no ships can be produced (%s)"), ti4_seat_word(seat));
  }
  if (war_count(m, TI4_UT_INFANTRY) && f == TI4_FACTION_ARBOREC)
    return ti4_fail(e, TI4_EILLEGAL, "68.1d", N_("Arborec space docks cannot produce infantry (%s)"), ti4_seat_word(seat));
  for (int k = 0; k < 9; k++) {
    int n = war_count(m, k);
    if (!n) continue;
    int c = unit_cost2(s, seat, k);
    if (c < 0 || (k == TI4_UT_WARSUN && !ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) &&
                  !ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) && f != TI4_FACTION_MUAAT))
      return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot produce a %s"), unit_words[k]);
    if (units_on_board(s, seat, k) + n > unit_limit[k])
      return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("not enough %s units left in your reinforcements"), unit_words[k]);
  }
  if (f >= 0 && war_count(m, TI4_UT_FIGHTER)) {   /* 16.2 in the home system after production (the dock keeps 3 fighters) */
    int pos = ti4_system_pos(s, ti4_factions[f].home_system), cap = 0, fleet = 0;
    if (pos < 0) return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("system %s is not on the map"), ti4_systems[ti4_factions[f].home_system].id);
    const uint8_t *u = s->ships[pos][seat];
    for (int k = 0; k < 7; k++) {
      int c = u[k] + war_count(m, k);
      cap += c * ti4_unit_capacity(s, seat, k);
      if (k != TI4_UT_FIGHTER) fleet += c;
    }
    int fighters = u[TI4_UT_FIGHTER] + war_count(m, TI4_UT_FIGHTER);
    if (ti4_dock_in(s, seat, pos)) fighters -= fighters < 3 ? fighters : 3;
    cap += ti4_floating_capacity(s, seat, pos);            /* Floating Factories: capacity, not 3 fighters */
    int excess = fighters + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH] - cap;
    if (excess > 0 && war_count(m, TI4_UT_FIGHTER)) {
      if (ti4_unit_move(s, seat, TI4_UT_FIGHTER) <= 0)  /* Fighter II: beyond capacity they count as ships */
        return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters than your ships' capacity in your home system (%s)"), ti4_seat_word(seat));
      fleet += ti4_has_tech(s, seat, TI4_TECH_HYBRID_CRYSTAL_FIGHTER_II) ? (excess + 1) / 2 : excess;
    }
    if (excess > 0 && fleet > ti4_fleet_limit(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("fighters beyond capacity and non-fighter ships in your home system would exceed your fleet pool (%s)"), ti4_seat_word(seat));
  }
  return ti4_pay_check(s, seat, m, follow_tg(m), war_cost(s, seat, m), 0, 0, e);
}

static void war_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int value, dock = war_dock(s, seat, &value), f = s->p[seat].faction;
  int pos = ti4_system_pos(s, ti4_factions[f].home_system);
  spend_strategy_token(s, seat, m, ev);          /* not placed in the system (card text) */
  ti4_pay_apply(s, seat, m, follow_tg(m), ev);
  for (int k = 0; k < 9; k++) {
    int n = war_count(m, k);
    if (!n) continue;
    if (k < 7 && pos >= 0) s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] + n);           /* 68.2: ships in the system */
    else s->planet_units[dock][k - TI4_UT_INFANTRY] = (uint8_t)(s->planet_units[dock][k - TI4_UT_INFANTRY] + n);  /* 68.3 */
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, unit_index(s, seat, k), n);
    ti4_deeds_produced(s, seat, k);              /* Magmus's unlock: a war sun */
  }
  ti4_production_used(s, seat, 0, war_count(m, TI4_UT_FIGHTER), pos, ev);   /* Tungstantus, Prophecy of Ixth */
}

/* For `legal`: the cheapest production that passes (fighters or infantry). */
static size_t war_sec_legal(const ti4_state *s, int seat, ti4_move *out, size_t cap) {
  static const int try_units[4][2] = {{TI4_UT_FIGHTER, 2}, {TI4_UT_INFANTRY, 2}, {TI4_UT_FIGHTER, 1}, {TI4_UT_INFANTRY, 1}};
  for (int i = 0; i < 4; i++) {
    ti4_move m;
    ti4_move_blank(&m, seat, TI4_MV_SECONDARY);
    m.arg[2] = m.arg[3] = m.arg[4] = 0;
    m.arg[5] = WAR_MARK;
    war_set(m.arg, try_units[i][0], try_units[i][1]);
    if (ti4_pay_greedy(s, seat, &m, war_cost(s, seat, &m), 0, 0)) continue;
    m.arg[1] = m.arg[0];                        /* the trade goods it spends */
    m.arg[0] = 1;
    if (war_sec_check(s, seat, &m, NULL)) continue;
    if (cap) out[0] = m;
    return 1;
  }
  return 0;
}

static void tech_primary(ti4_state *s, int seat, ti4_events *ev) {
  (void)ev;
  if (ti4_propagation(s, seat)) { ti4_propagation_tokens(s, seat); return; }   /* Nekro: tokens, no research */
  ask(s, ASK_TECH, seat, 0, 0);
}
/* Minister of Sciences (law): its elected player researches through the
 * Technology card without spending resources. */
static int tech_cost(const ti4_state *s, int seat, int cost) {
  int i = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_SCIENCES) : -1;
  return i >= 0 && s->laws[i].elected == TI4_TARGET(TI4_T_PLAYER, seat) ? 0 : cost;
}

static int researchable(const ti4_state *s, int seat) {
  for (int t = 0; t < TI4_NTECHS; t++)
    if (!ti4_tech_check(s, seat, t, NULL)) return 1;
  return 0;
}
/* Jol-Nar, Brilliant: a follow that pays nothing resolves the primary
 * instead (one technology free, a second for 6). */
static int brilliant_follow(const ti4_state *s, int seat, const ti4_move *m) {
  return ti4_brilliant(s, seat) && !follow_tg(m) && !m->planets[0] && !m->planets[1] && !m->target;
}
static int tech_sec_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (brilliant_follow(s, seat, m)) return token_check(s, seat, m, e);
  int rc = token_check(s, seat, m, e);
  if (!rc) rc = ti4_pay_check(s, seat, m, follow_tg(m), tech_cost(s, seat, 4), 0, 0, e);
  if (rc) return rc;
  /* paying for nothing: no technology it could research (90.4 prerequisites
   * are checked again with the specialties when it chooses) */
  if (!ti4_propagation(s, seat) && !researchable(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("there is no technology you could research (%s)"), ti4_seat_word(seat));
  return 0;
}
static void tech_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (brilliant_follow(s, seat, m)) {
    spend_strategy_token(s, seat, m, ev);
    ask(s, ASK_TECH, seat, 0, 0);
    return;
  }
  spend_strategy_token(s, seat, m, ev);
  ti4_pay_apply(s, seat, m, follow_tg(m), ev);
  if (ti4_propagation(s, seat)) { ti4_propagation_tokens(s, seat); return; }
  ask(s, ASK_TECH, seat, 2, 0);
}

static void imperial_primary(ti4_state *s, int seat, ti4_events *ev) { (void)ev; ask(s, ASK_IMPERIAL, seat, 0, 0); }
static void imperial_sec(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  spend_strategy_token(s, seat, m, ev);
  ti4_draw_secret(s, seat, ev);
}

typedef struct {
  void (*primary)(ti4_state *s, int seat, ti4_events *ev);
  int (*sec_check)(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
  void (*secondary)(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
  int sec_resources;       /* for `legal`: resources the follow move pays */
} sc_record;

static const sc_record cards[8] = {
  { lead_primary, lead_sec_check, lead_sec, 0 },
  { diplo_primary, token_check, diplo_sec, 0 },
  { politics_primary, token_check, politics_sec, 0 },
  { build_primary, token_check, build_sec, 0 },
  { trade_primary, trade_sec_check, trade_sec, 0 },
  { war_primary, war_sec_check, war_sec, 0 },
  { tech_primary, tech_sec_check, tech_sec, 4 },
  { imperial_primary, token_check, imperial_sec, 0 },
};

int ti4_sc_primary_check(const ti4_state *s, int seat, int card, ti4_error *e) {
  (void)s; (void)seat; (void)card; (void)e;
  return 0;   /* every primary resolves as far as it can */
}

void ti4_sc_primary(ti4_state *s, int seat, int card, ti4_events *ev) {
  ti4_emit(ev, TI4_EV_PLAYED, seat, -1, card, TI4_TARGET(TI4_T_STRATEGY, card), 1);
  cards[card].primary(s, seat, ev);
}

/* Emelpar replaces a strategy-pool token the secondary would spend. */
static int emelpar_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int card = s->sc_card & 7;
  if (s->relic_holder[TI4_RELIC_SCEPTER_OF_EMELPAR] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("you do not hold %s"), "scepter_of_emelpar");
  if ((s->p[seat].relics_exhausted >> TI4_RELIC_SCEPTER_OF_EMELPAR) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "34.4", N_("%s is exhausted"), "scepter_of_emelpar");
  if (card == 0 || ((s->sc_free >> seat) & 1) || (card == 4 && masters_of_trade(s, seat)) ||
      (card == 6 && brilliant_follow(s, seat, m)))
    return ti4_fail(e, TI4_EILLEGAL, "83.4", N_("this secondary spends no strategy-pool token (%s)"), ti4_seat_word(seat));
  if (ti4_reinforcement_tokens(s, seat) < 1)
    return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("you have no command token in your reinforcements (%s)"), ti4_seat_word(seat));
  return 0;
}

int ti4_sc_secondary_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (emelpar(m)) { int rc = emelpar_check(s, seat, m, e); if (rc) return rc; }
  return cards[s->sc_card & 7].sec_check(s, seat, m, e);
}

void ti4_sc_secondary(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_emit(ev, TI4_EV_PLAYED, seat, -1, s->sc_card, TI4_TARGET(TI4_T_STRATEGY, s->sc_card), 2);
  if (cards[s->sc_card & 7].secondary) cards[s->sc_card & 7].secondary(s, seat, m, ev);
}

/* Is seat's decision whether to follow the secondary one to use PRODUCTION
 * (Warfare's, with a space dock at home and a strategy token or the Scepter
 * of Emelpar to follow with)? War Machine is played there (production.c). */
int ti4_sc_secondary_produces(const ti4_state *s, int seat, ti4_error *e) {
  int value;
  if ((s->sc_card & 7) != TI4_STRATEGY_WARFARE)
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("this secondary ability does not use PRODUCTION (%s)"), ti4_seat_word(seat));
  if (war_dock(s, seat, &value) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "99.3", N_("you have no space dock in your home system (%s)"), ti4_seat_word(seat));
  if (!s->p[seat].strategy && s->relic_holder[TI4_RELIC_SCEPTER_OF_EMELPAR] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "20.3", N_("no command token in your strategy pool to follow with (%s)"), ti4_seat_word(seat));
  return 0;
}

static size_t sec_legal(const ti4_state *s, int seat, ti4_move *out, size_t cap);
/* The follows listed, then each again with Emelpar where it may be used
 * (listed from a copy whose pool holds a token: the pool may be empty). */
size_t ti4_sc_secondary_legal(const ti4_state *s, int seat, ti4_move *out, size_t cap) {
  size_t k = sec_legal(s, seat, out, cap);
  if (s->relic_holder[TI4_RELIC_SCEPTER_OF_EMELPAR] != seat) return k;
  ti4_state c = *s;
  if (!c.p[seat].strategy) c.p[seat].strategy = 1;
  ti4_move tmp[256];
  size_t n = sec_legal(&c, seat, tmp, 256);
  for (size_t i = 0; i < n && i < 256; i++) {
    tmp[i].arg[0] = 2;
    if (ti4_sc_secondary_check(s, seat, &tmp[i], NULL)) continue;
    if (k < cap) out[k] = tmp[i];
    k++;
  }
  return k;
}
static size_t sec_legal(const ti4_state *s, int seat, ti4_move *out, size_t cap) {
  if ((s->sc_card & 7) == 5) return war_sec_legal(s, seat, out, cap);   /* Warfare: a unit list */
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_SECONDARY);
  m.arg[0] = 1;
  size_t k = 0;
  if ((s->sc_card & 7) == 6 && ti4_brilliant(s, seat)) {   /* Brilliant: the primary, paying nothing */
    if (token_check(s, seat, &m, NULL)) return 0;
    if (cap) out[0] = m;
    k = 1;
  }
  const sc_record *r = &cards[s->sc_card & 7];
  int res = (s->sc_card & 7) == 6 ? tech_cost(s, seat, r->sec_resources) : r->sec_resources;
  if (res && ti4_pay_greedy(s, seat, &m, res, 0, 0)) return k;
  m.arg[1] = res ? m.arg[0] : -1;                   /* the trade goods it spends */
  m.arg[0] = 1;
  if (r->sec_check(s, seat, &m, NULL) || (k && brilliant_follow(s, seat, &m))) return k;   /* (paying nothing: listed) */
  if (k < cap) out[k] = m;
  return k + 1;
}

/* ---- the choices ------------------------------------------------------------- */
static int planet_arg(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
}

static int count_structures(const ti4_state *s, int seat, int slot) {
  int n = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) if (s->planet_owner[p] == seat) n += s->planet_units[p][slot];
  return n;
}

/* Diplomacy can choose some system (32.2). */
static int diplo_any(const ti4_state *s, int seat) {
  for (int q = 0; q < TI4_NPLANETS; q++)
    if (s->planet_owner[q] == seat && q != TI4_PLANET_MECATOL_REX && ti4_planet_pos(s, q) >= 0) return 1;
  return 0;
}

static int ch_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat;
  const ti4_player *p = &s->p[seat];
  switch (s->ask.what) {
  case ASK_REDIST: {
    for (int i = 0; i < 3; i++)
      if (m->arg[i] < 0) return ti4_fail(e, TI4_ESYNTAX, "", N_("give all three pools: choose tactic=N fleet=N strategy=N (%s)"), ti4_seat_word(seat));
    int old = p->tactic + p->fleet + p->strategy;
    if (m->arg[0] + m->arg[1] + m->arg[2] != old + s->ask.arg[0])
      return ti4_fail(e, TI4_EILLEGAL, "81.5", N_("give the new pool sizes: the tokens you have plus those gained (%s)"), ti4_seat_word(seat));
    if (m->arg[1] > p->fleet && m->arg[1] > ti4_fleet_pool_cap(s))
      return ti4_fail(e, TI4_EILLEGAL, "37", N_("Fleet Regulations: a fleet pool holds at most 4 tokens (%s)"), ti4_seat_word(seat));
    return 0;
  }
  case ASK_LEAD_INF:
    return ti4_pay_check(s, seat, m, m->arg[0], 0, 0, 0, e);
  case ASK_DIPLO_SYS: {
    int pl = planet_arg(m);
    /* 32.2: a system with a planet it controls, not Mecatol Rex's; no
     * choice only when there is none to choose */
    if (pl < 0 && !planets_in(m) && !diplo_any(s, seat)) return 0;
    if (pl < 0 || planets_in(m) != 1 || s->planet_owner[pl] != seat || ti4_planet_pos(s, pl) < 0)
      return ti4_fail(e, TI4_EILLEGAL, "32.2", N_("name one planet you control on the board to pick its system (%s)"), ti4_seat_word(seat));
    if (pl == TI4_PLANET_MECATOL_REX)
      return ti4_fail(e, TI4_EILLEGAL, "32.2", N_("Diplomacy cannot pick the Mecatol Rex system (%s)"), "mecatol_rex");
    return 0;
  }
  case ASK_DIPLO_POOL: {
    int k = -1, n = 0;
    for (int i = 0; i < 3; i++) {
      if (m->arg[i] == 1) { k = i; n++; }
      else if (m->arg[i] > 1) n += 2;
    }
    if (n != 1)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("name one pool: choose tactic=1, fleet=1 or strategy=1 (%s)"), ti4_seat_word(seat));
    if ((k == 0 ? p->tactic : k == 1 ? p->fleet : p->strategy) == 0)
      return ti4_fail(e, TI4_EILLEGAL, "32.2a", N_("that pool holds no command token (%s)"), ti4_seat_word(seat));
    return 0;
  }
  case ASK_READY2: {
    uint64_t set[TI4_PLANET_WORDS];
    ti4_pay_set(m, set);
    if (ti4_count_set(set) > 2) return ti4_fail(e, TI4_EILLEGAL, "32.3", N_("ready at most 2 planets (%s)"), ti4_seat_word(seat));
    for (int q = 0; q < TI4_NPLANETS; q++)
      if (ti4_set_has(set, q) && (s->planet_owner[q] != seat || !(s->planet_flags[q] & TI4_PF_EXHAUSTED)))
        return ti4_fail(e, TI4_EILLEGAL, "32.3", N_("%s is not an exhausted planet you control"), ti4_planets[q].id);
    return 0;
  }
  case ASK_SPEAKER:
    if (m->arg[0] < 0 || !ti4_seat_valid(s, m->arg[0]) || m->arg[0] == s->speaker)
      return ti4_fail(e, TI4_EILLEGAL, "66.2", N_("Politics gives the speaker token to another player, not %s"), m->arg[0] >= 0 ? ti4_seat_word(m->arg[0]) : "-");
    return 0;
  case ASK_AGENDA_ORDER: {
    /* 66.2 iii: each card on top (0) or bottom (1); two on one side in
     * either order (a third number 1 swaps them). One form per choice. */
    int k = s->nagenda_deck >= 2 ? 2 : s->nagenda_deck;
    for (int i = 0; i < 5; i++) {
      int want = i < k ? (m->arg[i] == 0 || m->arg[i] == 1)
               : i == 2 && k == 2 && m->arg[0] == m->arg[1] ? (m->arg[i] == -1 || m->arg[i] == 1)
               : m->arg[i] == -1;
      if (!want) return ti4_fail(e, TI4_ESYNTAX, "66.2", N_("give each of the top agendas 0 (top) or 1 (bottom), then 1 to swap two on the same side (%s)"), ti4_seat_word(seat));
    }
    if (m->target || m->card >= 0 || ti4_count_set(m->planets))
      return ti4_fail(e, TI4_ESYNTAX, "66.2", N_("give each of the top agendas 0 (top) or 1 (bottom), then 1 to swap two on the same side (%s)"), ti4_seat_word(seat));
    return 0;
  }
  case ASK_BUILD: {
    int pl = planet_arg(m), dock = m->arg[0] == 1;
    if (pl < 0) return 0;                       /* nothing placed */
    if (s->planet_owner[pl] != seat)
      return ti4_fail(e, TI4_EILLEGAL, "24.2", N_("you do not control %s"), ti4_planets[pl].id);
    if (dock && s->ask.arg[0] == 1)
      return ti4_fail(e, TI4_EILLEGAL, "24.2", N_("the second structure is a PDS (%s)"), ti4_planets[pl].id);
    if (dock && s->planet_units[pl][3])
      return ti4_fail(e, TI4_EILLEGAL, "85.4", N_("no space dock can go on %s"), ti4_planets[pl].id);
    if (dock && ti4_units_on_board(s, seat, TI4_UT_SPACEDOCK) >= 3)     /* the plastic in the box (24.4); Floating Factories too */
      return ti4_fail(e, TI4_EILLEGAL, "24.4", N_("no space dock can go on %s"), ti4_planets[pl].id);
    if (!dock && s->planet_units[pl][2] >= 2)
      return ti4_fail(e, TI4_EILLEGAL, "85.5", N_("no PDS can go on %s"), ti4_planets[pl].id);
    if (!dock && count_structures(s, seat, 2) >= 6)
      return ti4_fail(e, TI4_EILLEGAL, "24.4", N_("no PDS can go on %s"), ti4_planets[pl].id);
    return 0;
  }
  case ASK_TRADE_FREE:
    for (int i = 0; i < 5; i++)
      if (m->arg[i] >= 0 && (!ti4_seat_valid(s, m->arg[i]) || m->arg[i] == seat || ((s->sc_free >> m->arg[i]) & 1)))
        return ti4_fail(e, TI4_EILLEGAL, "92.4", N_("Trade frees other players only, not %s"), ti4_seat_word(m->arg[i]));
    for (int i = 1; i < 5; i++)                 /* a set: each seat once, in seat order */
      if (m->arg[i] >= 0 ? m->arg[i - 1] < 0 || m->arg[i] <= m->arg[i - 1] : 0)
        return ti4_fail(e, TI4_ESYNTAX, "92.4", N_("name each player once, in seat order (%s)"), ti4_seat_word(seat));
    return 0;
  case ASK_WAR_REMOVE:
    if (m->arg[0] < 0 || m->arg[0] >= s->nmap || !((s->tokens[m->arg[0]] >> seat) & 1))
      return ti4_fail(e, TI4_EILLEGAL, "99.1", N_("name a map position holding your command token (%s)"), ti4_seat_word(seat));
    return 0;
  case ASK_TECH: {
    if (m->card < 0 && s->ask.arg[0] == 2)      /* the secondary was paid for: research */
      return ti4_fail(e, TI4_EILLEGAL, "91.3", N_("name the technology you research (%s)"), ti4_seat_word(seat));
    if (m->card < 0) return 0;                  /* research nothing */
    return ti4_research_check(s, seat, m->card, m, s->ask.arg[0] == 1 ? tech_cost(s, seat, 6) : 0, e);
  }
  case ASK_IMPERIAL: {
    if (!m->target) return 0;
    if (TI4_TARGET_KIND(m->target) != TI4_T_SECRET || TI4_TARGET_INDEX(m->target) >= TI4_NOBJECTIVES)
      return ti4_fail(e, TI4_ESYNTAX, "", N_("name a public objective (%s)"), ti4_seat_word(seat));
    int o = (int)TI4_TARGET_INDEX(m->target);
    if (ti4_objectives[o].stage == TI4_OBJ_SECRET)
      return ti4_fail(e, TI4_EILLEGAL, "61.16", N_("Imperial scores a public objective, not %s"), ti4_objectives[o].id);
    return ti4_objective_check(s, seat, o, m, e);
  }
  default:
    return ti4_fail(e, TI4_EILLEGAL, "", N_("nothing to choose (%s)"), ti4_seat_word(seat));
  }
}

/* Diplomacy's primary: every other player from seat `from` on puts a token
 * from reinforcements in the system at pos. One with none left takes it from
 * a pool of their choice (32.2a): asked when two or more pools hold tokens
 * (returns 1, the answer goes on from the next seat), taken from the only
 * one otherwise; with every pool empty there is no token to place. */
static int diplo_place(ti4_state *s, int pos, int diplo, int from, ti4_events *ev) {
  for (int i = from; i < s->nseats; i++) {
    if (i == diplo || s->p[i].eliminated || ((s->tokens[pos] >> i) & 1)) continue;
    ti4_player *q = &s->p[i];
    if (!ti4_reinforcement_tokens(s, i)) {
      int pools = (q->tactic > 0) + (q->fleet > 0) + (q->strategy > 0);
      if (!pools) continue;
      if (pools > 1) { ask(s, ASK_DIPLO_POOL, i, pos, diplo); return 1; }
      uint8_t *pool = q->tactic ? &q->tactic : q->fleet ? &q->fleet : &q->strategy;
      (*pool)--;
      ti4_emit_what(ev, TI4_EV_LOST, i, pool == &q->tactic ? TI4_RES_TACTIC : pool == &q->fleet ? TI4_RES_FLEET : TI4_RES_STRATEGY, -1, 1);
    }
    s->tokens[pos] |= (uint8_t)(1u << i);
    ti4_emit(ev, TI4_EV_TOKEN_PLACED, i, pos, -1, 0, 0);
  }
  return 0;
}

static void ch_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  ti4_player *p = &s->p[seat];
  int stage = s->ask.arg[0];
  switch (s->ask.what) {
  case ASK_REDIST: {
    /* each pool's real change: a redistribution moves tokens, a gain adds */
    uint8_t *pool[3] = {&p->tactic, &p->fleet, &p->strategy};
    static const uint8_t res[3] = {TI4_RES_TACTIC, TI4_RES_FLEET, TI4_RES_STRATEGY};
    for (int i = 0; i < 3; i++) {
      int d = m->arg[i] - *pool[i];
      *pool[i] = (uint8_t)m->arg[i];
      if (d) ti4_emit_what(ev, d > 0 ? TI4_EV_GAINED : TI4_EV_LOST, seat, res[i], -1, d > 0 ? d : -d);
    }
    return;
  }
  case ASK_LEAD_INF: {
    int n = 3 + (influence_of(s, m) + (m->arg[0] > 0 ? m->arg[0] : 0) * (1 + ti4_tg_worth_two(s, seat))) / 3;
    ti4_pay_apply(s, seat, m, m->arg[0], ev);
    ask_tokens(s, seat, n, 0);
    return;
  }
  case ASK_DIPLO_SYS: {
    int pl = planet_arg(m);
    int pos = pl >= 0 ? ti4_planet_pos(s, pl) : -1;
    if (pos >= 0 && diplo_place(s, pos, seat, 0, ev)) return;
    ask(s, ASK_READY2, seat, 0, 0);
    return;
  }
  case ASK_DIPLO_POOL: {                        /* 32.2a: the pool this player chose */
    int pos = s->ask.arg[0], diplo = s->ask.arg[1];
    uint8_t *pool = m->arg[0] == 1 ? &p->tactic : m->arg[1] == 1 ? &p->fleet : &p->strategy;
    (*pool)--;
    ti4_emit_what(ev, TI4_EV_LOST, seat, pool == &p->tactic ? TI4_RES_TACTIC : pool == &p->fleet ? TI4_RES_FLEET : TI4_RES_STRATEGY, -1, 1);
    s->tokens[pos] |= (uint8_t)(1u << seat);
    ti4_emit(ev, TI4_EV_TOKEN_PLACED, seat, pos, -1, 0, 0);
    if (diplo_place(s, pos, diplo, seat + 1, ev)) return;
    ask(s, ASK_READY2, diplo, 0, 0);
    return;
  }
  case ASK_READY2: {
    uint64_t set[TI4_PLANET_WORDS];
    ti4_pay_set(m, set);
    for (int q = 0; q < TI4_NPLANETS; q++)
      if (ti4_set_has(set, q)) {
        s->planet_flags[q] &= (uint8_t)~TI4_PF_EXHAUSTED;
        ti4_emit(ev, TI4_EV_READIED, seat, q, -1, 0, 0);
      }
    ti4_factions_after_diplomacy(s, seat);     /* Peace Accords: asked next */
    return;
  }
  case ASK_SPEAKER:
    s->speaker = (uint8_t)m->arg[0];
    ti4_emit(ev, TI4_EV_SPEAKER, m->arg[0], -1, -1, 0, 0);
    ti4_draw_actions(s, seat, 2, ev);
    if (s->nagenda_deck) ask(s, ASK_AGENDA_ORDER, seat, 0, 0);
    return;
  case ASK_AGENDA_ORDER: {
    int n = s->nagenda_deck, k = n >= 2 ? 2 : n;
    uint8_t top[2], bottom[2], nt = 0, nb = 0;
    for (int i = 0; i < k; i++) {               /* i = 0: the top card */
      uint8_t c = s->agenda_deck[n - 1 - i];
      if (m->arg[i] == 1) bottom[nb++] = c; else top[nt++] = c;
    }
    n -= k;
    if (nb == 2 && m->arg[2] == 1) { uint8_t t = bottom[0]; bottom[0] = bottom[1]; bottom[1] = t; }
    if (nb) {
      memmove(&s->agenda_deck[nb], &s->agenda_deck[0], (size_t)n);
      for (int i = 0; i < nb; i++) s->agenda_deck[i] = bottom[i];
      n += nb;
    }
    if (nt == 2 && m->arg[2] == 1) { uint8_t t = top[0]; top[0] = top[1]; top[1] = t; }
    for (int i = nt - 1; i >= 0; i--) s->agenda_deck[n++] = top[i];
    return;
  }
  case ASK_BUILD: {
    int pl = planet_arg(m);
    if (pl >= 0) {
      int slot = m->arg[0] == 1 ? 3 : 2;
      if (slot == 3) ti4_place_dock(s, seat, pl);   /* the Saar's: in the space area (Floating Factory) */
      else s->planet_units[pl][slot]++;
      ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, slot == 3 ? TI4_UNIT_SPACE_DOCK : TI4_UNIT_PDS, 1);
      int pos = ti4_planet_pos(s, pl);
      int acquiesced = s->phase == TI4_PHASE_ACTION && ((s->sc_free >> seat) & 1);   /* Acquiescence: no token placed (notes2.c) */
      if (stage == 2 && pos >= 0 && !acquiesced) s->tokens[pos] |= (uint8_t)(1u << seat);
    }
    if (stage == 0) ask(s, ASK_BUILD, seat, 1, 0);
    return;
  }
  case ASK_TRADE_FREE: {
    int named = 0, left = 0;
    for (int i = 0; i < 5; i++) if (m->arg[i] >= 0) { s->sc_free |= (uint8_t)(1u << m->arg[i]); named++; }
    for (int i = 0; i < s->nseats; i++)
      if (i != seat && ti4_seat_valid(s, i) && !((s->sc_free >> i) & 1)) left++;
    if (named == 5 && left) ask(s, ASK_TRADE_FREE, seat, 0, 0);   /* a `choose` holds 5: ask for more */
    return;
  }
  case ASK_WAR_REMOVE:
    s->tokens[m->arg[0]] &= (uint8_t)~(1u << seat);
    ask_tokens(s, seat, 1, 1);
    return;
  case ASK_TECH:
    if (m->card >= 0) ti4_research_apply(s, seat, m->card, m, stage == 1 ? tech_cost(s, seat, 6) : 0, ev);
    if (stage == 0) ask(s, ASK_TECH, seat, 1, 0);
    return;
  case ASK_IMPERIAL:
    if (m->target) ti4_objective_score(s, seat, (int)TI4_TARGET_INDEX(m->target), m, ev);
    if (s->phase == TI4_PHASE_OVER) return;
    if (s->planet_owner[TI4_PLANET_MECATOL_REX] == seat) {
      ti4_gain_vp(s, seat, 1, ev);
      int kel = s->planet_owner[TI4_PLANET_CUSTODIA_VIGILIA];   /* Custodian's Favour: 2 command tokens */
      if (kel < s->nseats && kel != seat && s->phase != TI4_PHASE_OVER && s->winner == TI4_NOBODY) ask_tokens(s, kel, 2, 0);
    }
    else ti4_draw_secret(s, seat, ev);
    return;
  default:
    return;
  }
}

static size_t put(ti4_move *out, size_t cap, size_t k, const ti4_move *m) {
  if (k < cap) out[k] = *m;
  return k + 1;
}

static size_t ch_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  const ti4_player *p = &s->p[seat];
  size_t k = 0;
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
  switch (s->ask.what) {
  case ASK_REDIST: {                          /* every split of the tokens (81.5, 99.2) */
    int total = p->tactic + p->fleet + p->strategy + s->ask.arg[0];
    for (int a = 0; a <= total; a++)
      for (int b = 0; a + b <= total; b++) {
        m.arg[0] = (int16_t)a; m.arg[1] = (int16_t)b; m.arg[2] = (int16_t)(total - a - b);
        if (!ch_check(s, &m, NULL)) k = put(out, cap, k, &m);
      }
    return k;
  }
  case ASK_DIPLO_SYS:
    if (!diplo_any(s, seat)) k = put(out, cap, k, &m);   /* nothing to choose */
    for (int q = 0; q < TI4_NPLANETS; q++)
      if (s->planet_owner[q] == seat && q != TI4_PLANET_MECATOL_REX && ti4_planet_pos(s, q) >= 0) {
        m.target = TI4_TARGET(TI4_T_PLANET, q);
        k = put(out, cap, k, &m);
      }
    return k;
  case ASK_AGENDA_ORDER: {
    int n = s->nagenda_deck >= 2 ? 2 : s->nagenda_deck;
    for (int a = 0; a < 2 && n >= 1; a++)
      for (int b = 0; b < (n == 2 ? 2 : 1); b++)
        for (int sw = 0; sw < (n == 2 && a == b ? 2 : 1); sw++) {
          ti4_move x = m;
          x.arg[0] = (int16_t)a;
          if (n == 2) x.arg[1] = (int16_t)b;
          if (sw) x.arg[2] = 1;
          k = put(out, cap, k, &x);
        }
    return k;
  }
  case ASK_TRADE_FREE: {                      /* every set of up to 5 other players, in seat order */
    int who[TI4_MAX_SEATS], nw = 0;
    for (int i = 0; i < s->nseats; i++)
      if (i != seat && ti4_seat_valid(s, i) && !((s->sc_free >> i) & 1)) who[nw++] = i;
    for (unsigned set = 0; set < (1u << nw); set++) {
      if (__builtin_popcount(set) > 5) continue;
      ti4_move x = m;
      int na = 0;
      for (int i = 0; i < nw; i++) if ((set >> i) & 1) x.arg[na++] = (int16_t)who[i];
      k = put(out, cap, k, &x);
    }
    return k;
  }
  case ASK_READY2: case ASK_LEAD_INF:
    k = put(out, cap, k, &m);                   /* the empty answer; others take sets */
    if (s->ask.what == ASK_READY2)
      for (int q = 0; q < TI4_NPLANETS; q++)
        if (s->planet_owner[q] == seat && (s->planet_flags[q] & TI4_PF_EXHAUSTED)) {
          m.target = TI4_TARGET(TI4_T_PLANET, q);
          k = put(out, cap, k, &m);
        }
    if (s->ask.what == ASK_LEAD_INF)
      for (int q = 0; q < TI4_NPLANETS; q++)
        if (ti4_planet_ready_owned(s, seat, q)) {
          m.target = TI4_TARGET(TI4_T_PLANET, q);
          k = put(out, cap, k, &m);
        }
    return k;
  case ASK_DIPLO_POOL: {
    const uint8_t pools[3] = {p->tactic, p->fleet, p->strategy};
    for (int i = 0; i < 3; i++)
      if (pools[i]) {                           /* all three pools: "0 1 0" is fleet=1 */
        ti4_move x = m;
        for (int j = 0; j < 3; j++) x.arg[j] = 0;
        x.arg[i] = 1;
        k = put(out, cap, k, &x);
      }
    return k;
  }
  case ASK_SPEAKER:
    for (int i = 0; i < s->nseats; i++)
      if (i != s->speaker && ti4_seat_valid(s, i)) { m.arg[0] = (int16_t)i; k = put(out, cap, k, &m); }
    return k;
  case ASK_BUILD:
    k = put(out, cap, k, &m);
    for (int q = 0; q < TI4_NPLANETS; q++) {
      if (s->planet_owner[q] != seat) continue;
      for (int dock = 0; dock < 2; dock++) {
        ti4_move t = m;
        t.target = TI4_TARGET(TI4_T_PLANET, q);
        t.arg[0] = (int16_t)(dock ? 1 : -1);
        if (!ch_check(s, &t, NULL)) k = put(out, cap, k, &t);
      }
    }
    return k;
  case ASK_WAR_REMOVE:
    for (int i = 0; i < s->nmap; i++)
      if ((s->tokens[i] >> seat) & 1) { m.arg[0] = (int16_t)i; k = put(out, cap, k, &m); }
    return k;
  case ASK_TECH:
    if (s->ask.arg[0] != 2) k = put(out, cap, k, &m);   /* nothing: not after paying */
    for (int t = 0; t < TI4_NTECHS; t++) {
      /* without words, then with each word the seat could use (research.c):
       * a prerequisite ignored, or The Prophet's Tears' card drawn */
      static const unsigned ws[] = {0, TI4_RW_TEARS_DRAW, TI4_RW_TEARS, TI4_RW_AIDA, TI4_RW_INHERIT};
      int plain = !ti4_tech_check(s, seat, t, NULL);
      for (size_t i = 0; i < sizeof ws / sizeof *ws; i++) {
        if ((i == 0 || i == 1) != plain || (i && ti4_research_words_check(s, seat, t, ws[i], NULL))) continue;
        ti4_move x = m;
        x.card = (int16_t)t;
        if (ws[i]) x.arg[5] = (int16_t)ws[i];
        int cost = (s->ask.arg[0] == 1 ? tech_cost(s, seat, 6) : 0) + ti4_research_extra_cost(ws[i]);
        if (cost && ti4_pay_greedy(s, seat, &x, cost, 0, 0)) continue;
        if (!ch_check(s, &x, NULL)) k = put(out, cap, k, &x);
      }
      /* Doctor Sucaban: the infantry of the seat's first planet holding some cut the cost */
      int cost = s->ask.arg[0] == 1 ? tech_cost(s, seat, 6) : 0;
      if (plain && cost > 0 && p->faction == ti4_leaders[TI4_LEADER_DOCTOR_SUCABAN].faction &&
          ti4_leader_state(s, seat, TI4_LEADER_DOCTOR_SUCABAN) == TI4_LEADER_UNLOCKED)
        for (int q = 0; q < TI4_NPLANETS; q++) {
          if (s->planet_owner[q] != seat || !s->planet_units[q][0]) continue;
          int n = s->planet_units[q][0] < cost ? s->planet_units[q][0] : cost;
          ti4_move x = m;
          x.card = (int16_t)t;
          x.arg[5] = (int16_t)((n > 15 ? 15 : n) << 4 | (q + 1) << 8);
          if (cost - n > 0 && ti4_pay_greedy(s, seat, &x, cost - n, 0, 0)) break;
          if (!ch_check(s, &x, NULL)) k = put(out, cap, k, &x);
          break;
        }
      /* Brother Omar: 1 infantry of the seat's first planet holding some */
      if (!plain && ti4_commander_usable(s, seat, TI4_FACTION_YIN))
        for (int q = 0; q < TI4_NPLANETS; q++) {
          if (s->planet_owner[q] != seat || !s->planet_units[q][0]) continue;
          ti4_move x = m;
          x.card = (int16_t)t;
          x.arg[5] = (int16_t)((q + 1) << 8);
          if (cost > 0 && ti4_pay_greedy(s, seat, &x, cost, 0, 0)) break;
          if (!ch_check(s, &x, NULL)) k = put(out, cap, k, &x);
          break;
        }
    }
    return k;
  case ASK_IMPERIAL:
    k = put(out, cap, k, &m);
    for (int i = 0; i < s->nrevealed; i++) {
      ti4_move x = m;
      x.target = TI4_TARGET(TI4_T_SECRET, s->revealed[i]);
      if (ti4_objective_payment(s, seat, s->revealed[i], &x)) continue;
      if (!ch_check(s, &x, NULL)) k = put(out, cap, k, &x);
    }
    return k;
  default:
    return 0;
  }
}

static const ti4_choice rows[] = {
  { ASK_REDIST, ch_check, ch_apply, ch_legal, "redistribute_tokens",
    N_("set your command token pools: choose tactic=N fleet=N strategy=N") },
  { ASK_LEAD_INF, ch_check, ch_apply, ch_legal, "leadership_influence",
    N_("name the planets you exhaust for 1 command token per 3 influence, or none") },
  { ASK_DIPLO_SYS, ch_check, ch_apply, ch_legal, "diplomacy_system",
    N_("name a system with a planet you control: every other player puts a command token there") },
  { ASK_DIPLO_POOL, ch_check, ch_apply, ch_legal, "diplomacy_pool",
    N_("no command token in your reinforcements: name the pool Diplomacy takes one from (tactic=1, fleet=1 or strategy=1)") },
  { ASK_READY2, ch_check, ch_apply, ch_legal, "diplomacy_ready",
    N_("name up to 2 of your exhausted planets to ready") },
  { ASK_SPEAKER, ch_check, ch_apply, ch_legal, "politics_speaker",
    N_("name the player who becomes speaker") },
  { ASK_AGENDA_ORDER, ch_check, ch_apply, ch_legal, "politics_agenda_order",
    N_("put each of the top 2 agendas on top (0) or at the bottom (1); a third 1 swaps two put on the same side") },
  { ASK_BUILD, ch_check, ch_apply, ch_legal, "construction_build",
    N_("name the planet for the structure (add 1 for a space dock)") },
  { ASK_TRADE_FREE, ch_check, ch_apply, ch_legal, "trade_free",
    N_("name the players who may follow Trade without a command token") },
  { ASK_WAR_REMOVE, ch_check, ch_apply, ch_legal, "warfare_remove",
    N_("name the map position whose command token you take back") },
  { ASK_TECH, ch_check, ch_apply, ch_legal, "technology_research",
    N_("name the technology you research and how you pay, or nothing") },
  { ASK_SECRET_RETURN, secret_return_check, secret_return_apply, secret_return_legal, "secret_to_return",
    N_("you hold more than three secret objectives: name an unscored one to return") },
  { ASK_IMPERIAL, ch_check, ch_apply, ch_legal, "imperial_score",
    N_("name a public objective you score, or nothing") },
};
/* Politics (66.2 iii): the seat secretly looking at the top agendas, -1 none. */
int ti4_politics_looker(const ti4_state *s);
int ti4_politics_looker(const ti4_state *s) {
  return s->pending.kind == TI4_PEND_CHOOSE && s->ask.what == ASK_AGENDA_ORDER ? s->ask.seat : -1;
}

const ti4_choice_table ti4_choices_phases = { rows, sizeof rows / sizeof rows[0] };
static const ti4_choice_seat seat_rows[] = { { ASK_SPEAKER, 1 }, { ASK_TRADE_FREE, 0x1F } };
const ti4_choice_seat_table ti4_choice_seats_phases = { seat_rows, sizeof seat_rows / sizeof seat_rows[0] };
