/* leaders.c -- ability records of leaders (see rules.h, ti4_ability): those
 * that act in the agenda phase and the component actions ("ACTION:"; an
 * agent exhausts, a hero is purged: abilities.c). */
#include "agenda_rules.h"
#include "faction_abilities.h"
#include "mahact.h"
#include "round.h"
#include "rng.h"
#include "turn.h"
#include "deeds.h"
#include "exploration.h"

#define W(x) (1u << (x))

/* Z'eu (Naalu agent, PoK): after an agenda is revealed, look at the top
 * agenda card. Looking changes nothing the state keeps; the agent exhausts. */
static int zeu_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_AFTER)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used after an agenda is revealed"), "zeu");
  return 0;
}
static void zeu(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)s; (void)seat; (void)m; (void)ev;
}

/* Odlynn Myrr (Keleres hero, Operation Archon): after an agenda is revealed,
 * predict an outcome aloud; 6 more votes go with the hero's player's own
 * votes (a vote modifier, agenda_cards.c). Once the outcome resolves, whether
 * or not the prediction came true: 1 trade good and 1 command token for
 * each player who abstained or voted for another outcome than predicted
 * (leaders.tsv: "abstains or votes differently"; itself included, AG-059).
 * A prediction, so Deadly Plot ends it unpaid (LRR 2.0). Purged when used. */
static void odlynn_myrr(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) { ti4_predict_record(s, seat, m, ev); return; }
  int n = ti4_voted_otherwise(s, m->target);
  if (n <= 0) return;
  ti4_gain_tg(s, seat, n, ev);
  int left = ti4_reinforcement_tokens(s, seat);   /* 20.3a: none left, none gained */
  if (n > left) n = left;
  if (n <= 0) return;
  ti4_ask_for(s, TI4_ASK_TOKENS, seat, m->card);
  s->ask.arg[0] = (int16_t)n;
}

#define PLANET_OF(m) (TI4_TARGET_KIND((m)->target) == TI4_T_PLANET && TI4_TARGET_INDEX((m)->target) < TI4_NPLANETS \
                        ? (int)TI4_TARGET_INDEX((m)->target) : -1)

/* Every planet as a target; the record's check filters. */
static int rinn_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
static size_t rinn_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, rinn_check, 0);
}

/* Ggrocuto Rinn (Xxcha agent): ACTION: exhaust to ready any planet. (Taking
 * 1 infantry off it needs the galaxy's adjacency: not offered.) */
static int rinn_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int p = PLANET_OF(m);
  if (p < 0 || s->planet_owner[p] == TI4_NOBODY || !(s->planet_flags[p] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name an exhausted planet (%s)"), ti4_seat_word(seat));
  return 0;
}
static void rinn(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int p = PLANET_OF(m);
  s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_READIED, s->planet_owner[p], p, -1, 0, 0);
}

/* Jace X (Sol hero): ACTION: return each of your command tokens on the board
 * to your reinforcements; purge. */
static void jace(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) s->tokens[i] &= (uint8_t)~(1u << seat);
}

/* Dannel of the Tenth (Yin hero, PoK): ACTION: for each planet with your
 * infantry, ready it or place as many infantry again on it; purge. The
 * planets named are readied, the others get the infantry. */
static int dannel_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  TI4_SET_FOREACH(set, p)
    if (s->planet_owner[p] != seat || !s->planet_units[p][0])
      return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name only planets of yours with your infantry (%s)"), ti4_planets[p].id);
  return 0;
}
static size_t dannel_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  ti4_move ready = *base;                         /* ready every exhausted one, or none */
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (s->planet_owner[p] == seat && s->planet_units[p][0] && (s->planet_flags[p] & TI4_PF_EXHAUSTED))
      ti4_set_add(ready.planets, p);
  if (k < cap) out[k] = *base;
  k++;
  if (ti4_count_set(ready.planets)) { if (k < cap) out[k] = ready; k++; }
  return k;
}
static void dannel(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  for (int p = 0; p < TI4_NPLANETS; p++) {
    if (s->planet_owner[p] != seat || !s->planet_units[p][0]) continue;
    if (ti4_set_has(set, p)) {
      if (s->planet_flags[p] & TI4_PF_EXHAUSTED) {
        s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
        ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
      }
    } else {
      int n = s->planet_units[p][0] * 2;
      s->planet_units[p][0] = (uint8_t)(n > 255 ? 255 : n);
    }
  }
}

/* Harka Leeds (Keleres hero): ACTION: reveal action cards from the deck
 * until 3 with "Action:" are revealed; draw those, shuffle the rest back
 * into the deck; purge. */
static void harka(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  uint8_t rest[TI4_MAX_AC_DECK];
  int nrest = 0, found = 0;
  while (found < 3 && s->nac_deck > 0) {
    uint8_t c = s->ac_deck[--s->nac_deck];
    s->ac_deck[s->nac_deck] = 0;
    if (ti4_actions[c].window == TI4_ACW_ACTION && !ti4_hand_add(s, seat, c)) {
      found++;
      ti4_emit_what(ev, TI4_EV_DREW, seat, TI4_RES_ACTION, c, 1);
    } else {
      rest[nrest++] = c;
    }
  }
  for (int i = 0; i < nrest; i++) s->ac_deck[s->nac_deck++] = rest[i];
  ti4_rng_shuffle(s->rng, s->ac_deck, s->nac_deck);
}

/* Mathis Mathinus (Winnu hero): ACTION: resolve the primary of any strategy
 * card; then each other player, from your left, may resolve its secondary
 * (the strategic action's ring, action_phase.c); purge. The card itself is
 * neither taken nor exhausted. */
static int mathis_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int c = (int)TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) != TI4_T_STRATEGY || c >= 8)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name a strategy card (%s)"), ti4_seat_word(seat));
  return ti4_sc_primary_check(s, seat, c, e);
}
static size_t mathis_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int c = 0; c < 8; c++) {
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_STRATEGY, c);
    if (mathis_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void mathis(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int c = (int)TI4_TARGET_INDEX(m->target);
  ti4_ap_offer_secondaries(s, c);
  ti4_sc_primary(s, seat, c, ev);
}

/* Ul the Progenitor (Titans hero): ACTION: ready Elysium and attach this
 * card to it: +3 resources, +3 influence (its SPACE CANNON needs combat). */
static int ul_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->planet_owner[TI4_PLANET_ELYSIUM] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("you do not control Elysium (%s)"), ti4_seat_word(seat));
  return 0;
}
static void ul(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int p = TI4_PLANET_ELYSIUM;
  s->planet_flags[p] |= TI4_PF_ATTACH | TI4_PF_GEOFORM;
  if (s->planet_flags[p] & TI4_PF_EXHAUSTED) {
    s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
  }
}

/* Rin, the Master's Legacy (Jol-Nar hero, Genetic Memory): ACTION: each
 * technology of yours that is not a unit upgrade may be swapped for another
 * of the same colour from your deck; purge. Asked one at a time (`choose
 * OLD`, then `choose NEW`; plain `choose` stops, or keeps OLD): genetic_*
 * below. */
enum { ASK_GENETIC = 130 };   /* numbered apart from techs.c (120+), agenda (48+), strategy (200+) */
static void rin(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  ti4_ask_for(s, ASK_GENETIC, seat, m->card);
  s->ask.arg[0] = -1;                             /* no tech given up yet */
  s->ask.arg[1] = s->ask.arg[2] = s->ask.arg[3] = 0;   /* swapped or kept: bits by deck_rank */
}

/* Suffi An (Keleres commander): after you perform a component action, you
 * may perform an additional action (Master Plan's way, actions.c). */
int ti4_keleres_commander_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
void ti4_extra_action_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);

#define COMP TI4_ABF_COMPONENT
static const ti4_ability rows[] = {
  { "keleres_suffi_an", TI4_AB_LEADER, TI4_LEADER_KELERES_SUFFI_AN, W(TI4_W_AFTER_ACTION), 0,
    ti4_keleres_commander_check, NULL, NULL, ti4_extra_action_effect },
  { "zeu", TI4_AB_LEADER, TI4_LEADER_ZEU, W(TI4_W_AFTER_REVEALED), 0, zeu_check, NULL, NULL, zeu },
  { "odlynn_myrr", TI4_AB_LEADER, TI4_LEADER_ODLYNN_MYRR, W(TI4_W_AFTER_REVEALED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, ti4_predict_check, ti4_predict_options, NULL, odlynn_myrr },
  { "ggrocuto_rinn", TI4_AB_LEADER, TI4_LEADER_GGROCUTO_RINN, 0, COMP | TI4_ABF_TARGET, rinn_check, rinn_planets, NULL, rinn },
  { "jace_x_4th_air_legion", TI4_AB_LEADER, TI4_LEADER_JACE_X_4TH_AIR_LEGION, 0, COMP, NULL, NULL, NULL, jace },
  { "dannel_of_the_tenth", TI4_AB_LEADER, TI4_LEADER_DANNEL_OF_THE_TENTH, 0, COMP | TI4_ABF_FREE, dannel_check, dannel_options, NULL, dannel },
  { "harka_leeds", TI4_AB_LEADER, TI4_LEADER_HARKA_LEEDS, 0, COMP, NULL, NULL, NULL, harka },
  { "mathis_mathinus", TI4_AB_LEADER, TI4_LEADER_MATHIS_MATHINUS, 0, COMP | TI4_ABF_TARGET, mathis_check, mathis_options, NULL, mathis },
  { "ul_the_progenitor", TI4_AB_LEADER, TI4_LEADER_UL_THE_PROGENITOR, 0, COMP, ul_check, NULL, NULL, ul },
  { "rin_the_masters_legacy", TI4_AB_LEADER, TI4_LEADER_RIN_THE_MASTERS_LEGACY, 0, COMP, NULL, NULL, NULL, rin },
};
const ti4_ability_table ti4_ab_leaders = { rows, sizeof rows / sizeof rows[0] };

/* ---- Genetic Memory's choices (Rin, above) ----------------------------------
 * ask.arg[0]: the technology given up and waiting for its replacement, -1
 * while asking which one to give up; arg[1..3]: 48 bits, one per technology
 * of the seat's deck (deck_rank), set once it was swapped in or kept, so
 * each technology is swapped at most once. */
static int coloured(int t) {
  return t >= 0 && t < TI4_NTECHS && ti4_techs[t].color >= TI4_COLOR_BLUE && ti4_techs[t].color <= TI4_COLOR_RED;
}
/* "Your deck": the generic technologies and your faction's, in this game. */
static int in_deck(const ti4_state *s, int seat, int t) {
  int f = s->p[seat].faction, tf = ti4_techs[t].faction;
  return coloured(t) && (ti4_techs[t].source & s->expansions) &&
         (tf < 0 || (f >= 0 && (tf == f || tf == ti4_factions[f].family)));
}
/* The bit of a deck technology in the marks; -1 if none (not in the deck,
 * or past the 48 bits: the data has 26). */
static int deck_rank(const ti4_state *s, int seat, int t) {
  if (!in_deck(s, seat, t)) return -1;
  int r = 0;
  for (int i = 0; i < t; i++) r += in_deck(s, seat, i);
  return r < 48 ? r : -1;
}
static int marked(const ti4_state *s, int r) {
  return r >= 0 && (s->ask.arg[1 + r / 16] >> (r % 16)) & 1;
}
static void mark(ti4_state *s, int r) {
  if (r >= 0) s->ask.arg[1 + r / 16] = (int16_t)(s->ask.arg[1 + r / 16] | (1 << (r % 16)));
}
static int may_give_up(const ti4_state *s, int seat, int t) {
  return coloured(t) && ti4_has_tech(s, seat, t) && !marked(s, deck_rank(s, seat, t));
}
static int may_take(const ti4_state *s, int seat, int old, int t) {
  return t != old && in_deck(s, seat, t) && ti4_techs[t].color == ti4_techs[old].color &&
         !ti4_has_tech(s, seat, t) && deck_rank(s, seat, t) >= 0;
}
static int genetic_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int old = s->ask.arg[0];
  if (m->card < 0) return 0;                      /* stop / keep this one */
  if (old < 0 && !may_give_up(s, m->seat, m->card))
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("name a technology of yours, not a unit upgrade, not swapped yet (%s)"), ti4_seat_word(m->seat));
  if (old >= 0 && !may_take(s, m->seat, old, m->card))
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("name a technology of your deck of the same colour that you do not own (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void genetic_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat, old = s->ask.arg[0], card = s->ask.card;
  if (old < 0) {
    if (m->card < 0) return;                      /* done: nothing more asked */
    ti4_ask_for(s, ASK_GENETIC, seat, card);
    s->ask.arg[0] = m->card;
    return;
  }
  if (m->card < 0) {
    mark(s, deck_rank(s, seat, old));             /* kept */
  } else {
    ti4_set_tech(s, seat, old, 0);
    s->p[seat].tech_exhausted[old >> 3] &= (uint8_t)~(1u << (old & 7));
    ti4_set_tech(s, seat, m->card, 1);
    mark(s, deck_rank(s, seat, m->card));
    ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_TECH, old, 1);
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TECH, m->card, 1);
    ti4_tech_gained(s, seat, ev);
  }
  s->ask.arg[0] = -1;
  for (int t = 0; t < TI4_NTECHS; t++)
    if (may_give_up(s, seat, t)) { ti4_ask_for(s, ASK_GENETIC, seat, card); return; }
}
static size_t genetic_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat, old = s->ask.arg[0];
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE);
  k++;
  for (int t = 0; t < TI4_NTECHS; t++) {
    if (old < 0 ? !may_give_up(s, seat, t) : !may_take(s, seat, old, t)) continue;
    if (k < cap) { ti4_move_blank(&out[k], seat, TI4_MV_CHOOSE); out[k].card = (int16_t)t; }
    k++;
  }
  return k;
}

/* Suffi An's unlock (Keleres commander, 51.6): "spend 1 trade good after
 * playing an action card that has a component action". Asked of a Keleres
 * with it locked and a trade good, once their component-action card has
 * resolved (phases/action_phase.c): `choose trade_good` spends it and
 * unlocks the commander, plain `choose` keeps both. */
enum { ASK_KELERES_UNLOCK = 149 };
static void unlock(ti4_state *s, int seat, int type, ti4_events *ev);
int ti4_keleres_unlock_ask(ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || s->p[seat].faction < 0 || s->p[seat].tg < 1 ||
      ti4_factions[s->p[seat].faction].leaders[TI4_LEADER_COMMANDER] != TI4_LEADER_KELERES_SUFFI_AN ||
      s->p[seat].leaders[TI4_LEADER_COMMANDER] != TI4_LEADER_LOCKED) return 0;
  ti4_ask_for(s, ASK_KELERES_UNLOCK, seat, -1);
  return 1;
}
static int keleres_unlock_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!m->target) return 0;                       /* declined */
  if (m->target != TI4_TARGET(TI4_T_OPTION, TI4_OPT_TRADE_GOOD) || s->p[m->seat].tg < 1)
    return ti4_fail(e, TI4_EILLEGAL, "51.6", N_("Suffi An: choose trade_good to spend 1 trade good and unlock it, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void keleres_unlock(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (!m->target || s->p[m->seat].tg < 1) return;
  ti4_gain_tg(s, m->seat, -1, ev);
  unlock(s, m->seat, TI4_LEADER_COMMANDER, ev);
}
static size_t keleres_unlock_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  for (int i = 0; i < 2 && (size_t)i < cap; i++) {
    ti4_move_blank(&out[i], s->ask.seat, TI4_MV_CHOOSE);
    if (i) out[i].target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_TRADE_GOOD);
  }
  return 2;
}

static const ti4_choice choice_rows[] = {
  { ASK_KELERES_UNLOCK, keleres_unlock_check, keleres_unlock, keleres_unlock_legal, "keleres_suffi_an_unlock",
    N_("Suffi An (your commander, locked): you played an action card that has a component action; spend 1 trade good to unlock it (choose trade_good), or choose nothing") },
  { ASK_GENETIC, genetic_check, genetic_apply, genetic_legal, "genetic_memory_technology",
    N_("Genetic Memory: which technology to swap (choose TECH, or choose to stop); then which technology of the same colour to take (choose TECH, or choose to keep it)") },
};
const ti4_choice_table ti4_choices_leaders = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

/* ---- setup and unlocking (LRR 51) ---------------------------------------- */

/* 51.4: an agent needs no unlocking and starts readied; commanders and
 * heroes start locked (51.6, 51.10). The Nomad's two other agents are ready
 * in a zeroed sheet (agents2, state.c: ti4_leader_state). */
void ti4_leaders_setup(ti4_state *s) {
  for (int i = 0; i < s->nseats; i++) {
    if (s->p[i].faction < 0) continue;
    s->p[i].leaders[TI4_LEADER_AGENT] = TI4_LEADER_UNLOCKED;
    s->p[i].leaders[TI4_LEADER_COMMANDER] = TI4_LEADER_LOCKED;
    s->p[i].leaders[TI4_LEADER_HERO] = TI4_LEADER_LOCKED;
  }
}

/* What a commander's condition counts on the planets and on the board: one
 * pass over each, only if some locked commander reads it, and for each
 * planet or system only what its owner's condition needs. */
enum { P_NONE, P_GROUND, P_STRUCTURES, P_DOCKS, P_PDS, P_RES, P_INF, P_NONHOME,
       P_MECH_POS, P_TROOP_POS, P_UNIT_POS, P_PRESENT };
enum { S_NONE, S_ABILITIES, S_DREADNOUGHTS, S_CRUISERS, S_STACK, S_UNIT_POS };
typedef struct tally {
  int16_t count[TI4_MAX_SEATS];        /* the number the condition compares */
  uint64_t pos[TI4_MAX_SEATS];         /* positions (TI4_MAX_MAP < 64) it names */
} tally;

typedef struct unlock_rule {
  int16_t leader;
  uint8_t planets, ships;              /* P_*, S_*: what the passes count for it */
  uint8_t n;
  int (*holds)(const ti4_state *s, int seat, const tally *t, int n);
  uint8_t board;                       /* reads the board itself: not at a window offer */
} unlock_rule;

static void count_planets(const ti4_state *s, const uint8_t kind[TI4_MAX_SEATS], int positions, int values, tally *t) {
  int8_t pos_of[TI4_MAX_SYSTEMS];
  if (positions) {
    memset(pos_of, -1, sizeof pos_of);
    for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++)
      if (s->map[i] >= 0 && s->map[i] < TI4_MAX_SYSTEMS) pos_of[s->map[i]] = (int8_t)i;
  }
  for (int base = 0; base < TI4_NPLANETS; base += 8) {
    uint64_t w, hi = 0x8080808080808080ull, lo = 0x7F7F7F7F7F7F7F7Full;
    memcpy(&w, s->planet_owner + base, 8);       /* 8 owners at once: a seat is 0..7 */
    w &= 0xF8F8F8F8F8F8F8F8ull;
    uint64_t owned = ~(((w & lo) + lo) | w | lo) & hi;   /* the high bit of each zero byte */
    for (; owned; owned &= owned - 1) {
      int p = base + (__builtin_ctzll(owned) >> 3);
      if (p >= TI4_NPLANETS) break;
      int o = s->planet_owner[p], k = kind[o];
      const uint8_t *u = s->planet_units[p];
      /* every count at once and the owner's picked by index: owners come
       * in no order, so a branch on the kind would mostly be mispredicted */
      int v[P_PRESENT + 1];
      v[P_NONE] = 0;
      v[P_GROUND] = u[0] + u[1];
      v[P_STRUCTURES] = u[2] + u[3];
      v[P_DOCKS] = u[3];
      v[P_PDS] = u[2];
      v[P_RES] = values && k == P_RES ? ti4_planet_resources(s, p) : 0;   /* calls: only for their owner */
      v[P_INF] = values && k == P_INF ? ti4_planet_influence(s, p) : 0;
      v[P_NONHOME] = ti4_planets[p].home_of < 0;
      v[P_MECH_POS] = u[1] != 0;
      v[P_TROOP_POS] = (u[0] | u[1]) != 0;
      v[P_UNIT_POS] = (u[0] | u[1] | u[2] | u[3]) != 0;
      v[P_PRESENT] = 1;
      if (k < P_MECH_POS) { t->count[o] = (int16_t)(t->count[o] + v[k]); continue; }
      int sys = ti4_planets[p].system, pos = sys >= 0 && sys < TI4_MAX_SYSTEMS ? pos_of[sys] : -1;
      if (p == TI4_PLANET_MIRAGE) pos = s->x.mirage - 1;   /* the Mirage: where its card put it */
      if (pos >= 0 && v[k]) t->pos[o] |= (uint64_t)1 << pos;   /* off the board (the Ghosts' home): no bit */
    }
  }
}

static void count_ship(int k, const uint8_t *sh, int pos, int o, tally *t) {
  int nonfighter = 0;
  if (k == S_STACK || k == S_UNIT_POS)
    for (int u = 0; u < 7; u++) if (u != TI4_UT_FIGHTER) nonfighter += sh[u];
  switch (k) {
  case S_ABILITIES:     /* destroyers (ANTI-FIGHTER BARRAGE), dreadnoughts and war suns (BOMBARDMENT) */
    t->count[o] = (int16_t)(t->count[o] + sh[TI4_UT_DESTROYER] + sh[TI4_UT_DREADNOUGHT] + sh[TI4_UT_WARSUN]);
    break;
  case S_DREADNOUGHTS: t->count[o] = (int16_t)(t->count[o] + sh[TI4_UT_DREADNOUGHT]); break;
  case S_CRUISERS: t->count[o] = (int16_t)(t->count[o] + sh[TI4_UT_CRUISER]); break;
  case S_STACK: if (nonfighter > t->count[o]) t->count[o] = (int16_t)nonfighter; break;
  case S_UNIT_POS: if ((nonfighter || sh[TI4_UT_FIGHTER]) && pos >= 0) t->pos[o] |= (uint64_t)1 << pos; break;
  default: break;
  }
}

static void count_ships(const ti4_state *s, const uint8_t kind[TI4_MAX_SEATS], tally *t) {
  int seat[TI4_MAX_SEATS], n = 0;               /* the few seats counted; the sums commute */
  for (int o = 0; o < s->nseats; o++) if (kind[o]) seat[n++] = o;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    for (int i = 0; i < n; i++) {
      const uint8_t *sh = s->ships[pos][seat[i]];
      if (sh[0] | sh[1] | sh[2] | sh[3] | sh[4] | sh[5] | sh[6]) count_ship(kind[seat[i]], sh, pos, seat[i], t);
    }
}

static int positions_with(const ti4_state *s, uint64_t set, int wormholes, int anomalies) {
  int n = 0;
  for (; set; set &= set - 1) {
    int sys = s->map[__builtin_ctzll(set)];
    if (sys < 0) continue;
    if ((ti4_systems[sys].wormholes & wormholes) || (ti4_systems[sys].anomalies & anomalies)) n++;
  }
  return n;
}

static int techs_owned(const ti4_state *s, int o) {
  uint64_t w[2] = {0, 0};
  memcpy(w, s->p[o].techs, sizeof s->p[o].techs < sizeof w ? sizeof s->p[o].techs : sizeof w);
  return __builtin_popcountll(w[0]) + __builtin_popcountll(w[1]);
}

/* The conditions (leaders.tsv, unlock_condition); n is the number named. */
static int c_count(const ti4_state *s, int o, const tally *t, int n) { (void)s; return t->count[o] >= n; }
static int c_tg(const ti4_state *s, int o, const tally *t, int n) { (void)t; return s->p[o].tg >= n; }
static int c_hand(const ti4_state *s, int o, const tally *t, int n) { (void)t; return s->p[o].nhand >= n; }
static int c_techs(const ti4_state *s, int o, const tally *t, int n) { (void)t; return techs_owned(s, o) >= n; }
/* Nekro Acidos: a Valefar Assimilator counts only while its token lies on
 * a technology (the card then is that technology: counted once). */
static int c_techs_nekro(const ti4_state *s, int o, const tally *t, int n) {
  (void)t;
  int idle = 0;
  for (int i = 0; i < 2; i++)
    idle += ti4_tech_card(s, o, i ? TI4_TECH_VALEFAR_ASSIMILATOR_Y : TI4_TECH_VALEFAR_ASSIMILATOR_X) && !s->tok.valefar[i];
  return techs_owned(s, o) - idle >= n;
}
static int c_secret(const ti4_state *s, int o, const tally *t, int n) {
  (void)t;
  int k = 0;
  for (size_t i = 0; i + 8 <= sizeof s->scored; i += 8) {   /* only the objectives o scored */
    uint64_t w;
    memcpy(&w, s->scored + i, 8);
    for (w &= 0x0101010101010101ull << o; w; w &= w - 1) {
      size_t obj = i + (size_t)(__builtin_ctzll(w) >> 3);
      k += obj < TI4_NOBJECTIVES && ti4_objectives[obj].stage == TI4_OBJ_SECRET;
    }
  }
  return k >= n;
}
static int c_mecatol(const ti4_state *s, int o, const tally *t, int n) { (void)t; (void)n; return s->planet_owner[TI4_PLANET_MECATOL_REX] == o; }
static int c_positions(const ti4_state *s, int o, const tally *t, int n) { (void)s; return __builtin_popcountll(t->pos[o]) >= n; }
static int c_rifts(const ti4_state *s, int o, const tally *t, int n) { return positions_with(s, t->pos[o], 0, TI4_ANOM_RIFT) >= n; }
static int c_wormholes(const ti4_state *s, int o, const tally *t, int n) {
  return positions_with(s, t->pos[o], TI4_WH_ALPHA | TI4_WH_BETA, 0) >= n;
}
/* M'aban (Codex III): ground forces in or adjacent to the Mecatol Rex system. */
static int c_near_mecatol(const ti4_state *s, int o, const tally *t, int n) {
  (void)n;
  if (!t->pos[o]) return 0;
  int mr = ti4_planet_pos(s, TI4_PLANET_MECATOL_REX);
  if (mr < 0) return 0;
  if ((t->pos[o] >> mr) & 1) return 1;
  for (uint64_t set = t->pos[o]; set; set &= set - 1) {
    int pos = __builtin_ctzll(set);
    if (pos == mr || ti4_adjacent(s, pos, mr)) return 1;
  }
  return 0;
}
/* Xuange (Empyrean): neighbours (LRR 60) of every other player in the game. */
int ti4_neighbors_all(const ti4_state *s, int seat);   /* galaxy.c */
static int c_all_neighbors(const ti4_state *s, int o, const tally *t, int n) {
  (void)t; (void)n;
  return ti4_neighbors_all(s, o);
}
/* Il Na Viroset (Mahact): 2 other factions' tokens in the fleet pool (mahact.c). */
static int c_edict(const ti4_state *s, int o, const tally *t, int n) { (void)t; (void)n; return ti4_viroset_unlocks(s, o); }
/* What the player did and the board does not show (common/deeds.c): Magmus
 * (produced a war sun), Brother Omar (used a faction ability, Codex III
 * Omega), Rickar Rickani's "enter a combat in its system" half. The Keleres'
 * Suffi An unlocks by its own question (above: a trade good spent). */
static int c_deed(const ti4_state *s, int o, const tally *t, int n) { (void)t; (void)n; return ti4_deed_commander(s, o); }
static int c_mecatol_or_deed(const ti4_state *s, int o, const tally *t, int n) {
  return c_mecatol(s, o, t, n) || c_deed(s, o, t, n);
}
/* A commander's unlock condition (51.6), by leader index so that finding a
 * seat's costs nothing. */
static const unlock_rule unlocks[TI4_NLEADERS] = {
  [TI4_LEADER_DIRZUGA_ROPHAL] = { TI4_LEADER_DIRZUGA_ROPHAL, P_GROUND, S_NONE, 12, c_count, 0 },     /* 12 ground forces on your planets */
  [TI4_LEADER_TRRAKAN_AUN_ZULOK] = { TI4_LEADER_TRRAKAN_AUN_ZULOK, P_PDS, S_ABILITIES, 6, c_count, 0 }, /* 6 units with AFB, SPACE CANNON or BOMBARDMENT */
  [TI4_LEADER_THAT_WHICH_MOLDS_FLESH] = { TI4_LEADER_THAT_WHICH_MOLDS_FLESH, P_UNIT_POS, S_UNIT_POS, 3, c_rifts, 0 }, /* units in 3 gravity rifts */
  [TI4_LEADER_SAI_SERAVUS] = { TI4_LEADER_SAI_SERAVUS, P_UNIT_POS, S_UNIT_POS, 3, c_wormholes, 0 },  /* units in 3 alpha/beta systems */
  [TI4_LEADER_GILA_THE_SILVERTONGUE] = { TI4_LEADER_GILA_THE_SILVERTONGUE, P_NONE, S_NONE, 10, c_tg, 0 }, /* 10 trade goods */
  [TI4_LEADER_TA_ZERN] = { TI4_LEADER_TA_ZERN, P_NONE, S_NONE, 8, c_techs, 0 },                      /* own 8 technologies */
  [TI4_LEADER_X2RAM] = { TI4_LEADER_X2RAM, P_NONE, S_DREADNOUGHTS, 4, c_count, 0 },                  /* 4 dreadnoughts on the board */
  [TI4_LEADER_REAR_ADMIRAL_FARRAN] = { TI4_LEADER_REAR_ADMIRAL_FARRAN, P_NONE, S_STACK, 5, c_count, 0 }, /* 5 non-fighter ships in one system */
  [TI4_LEADER_SULA_MENTARION] = { TI4_LEADER_SULA_MENTARION, P_NONE, S_CRUISERS, 4, c_count, 0 },    /* 4 cruisers on the board */
  [TI4_LEADER_MABAN] = { TI4_LEADER_MABAN, P_TROOP_POS, S_NONE, 1, c_near_mecatol, 0 },
  [TI4_LEADER_DART_AND_TAI] = { TI4_LEADER_DART_AND_TAI, P_MECH_POS, S_NONE, 3, c_positions, 0 },    /* mechs in 3 systems */
  [TI4_LEADER_NEKRO_ACIDOS] = { TI4_LEADER_NEKRO_ACIDOS, P_NONE, S_NONE, 3, c_techs_nekro, 0 },      /* own 3 technologies */
  [TI4_LEADER_NAVARCH_FENG] = { TI4_LEADER_NAVARCH_FENG, P_NONE, S_NONE, 1, c_secret, 0 },           /* 1 scored secret objective */
  [TI4_LEADER_ROWL_SARRIG] = { TI4_LEADER_ROWL_SARRIG, P_DOCKS, S_NONE, 3, c_count, 0 },             /* 3 space docks on the board */
  [TI4_LEADER_GHOM_SEKKUS] = { TI4_LEADER_GHOM_SEKKUS, P_NONHOME, S_NONE, 5, c_count, 0 },           /* 5 planets in non-home systems */
  [TI4_LEADER_CLAIRE_GIBSON] = { TI4_LEADER_CLAIRE_GIBSON, P_RES, S_NONE, 12, c_count, 0 },          /* planets worth 12 resources */
  [TI4_LEADER_TUNGSTANTUS] = { TI4_LEADER_TUNGSTANTUS, P_STRUCTURES, S_NONE, 5, c_count, 0 },        /* 5 structures on the board */
  [TI4_LEADER_RICKAR_RICKANI] = { TI4_LEADER_RICKAR_RICKANI, P_NONE, S_NONE, 0, c_mecatol_or_deed, 0 }, /* control Mecatol Rex or enter a combat in its system */
  [TI4_LEADER_MAGMUS] = { TI4_LEADER_MAGMUS, P_NONE, S_NONE, 0, c_deed, 0 },                         /* produce a war sun */
  [TI4_LEADER_BROTHER_OMAR] = { TI4_LEADER_BROTHER_OMAR, P_NONE, S_NONE, 0, c_deed, 0 },             /* use any of your faction abilities */
  [TI4_LEADER_ELDER_QANOJ] = { TI4_LEADER_ELDER_QANOJ, P_INF, S_NONE, 12, c_count, 0 },              /* planets worth 12 influence */
  [TI4_LEADER_SO_ATA] = { TI4_LEADER_SO_ATA, P_NONE, S_NONE, 7, c_hand, 0 },                         /* 7 action cards */
  [TI4_LEADER_XUANGE] = { TI4_LEADER_XUANGE, P_NONE, S_NONE, 0, c_all_neighbors, 1 },             /* neighbours of all other players */
  [TI4_LEADER_IL_NA_VIROSET] = { TI4_LEADER_IL_NA_VIROSET, P_NONE, S_NONE, 2, c_edict, 0 },         /* 2 others' tokens in the fleet pool */
};

static const unlock_rule *rule_of(int leader) {
  return leader >= 0 && leader < TI4_NLEADERS && unlocks[leader].holds ? &unlocks[leader] : NULL;
}

static void unlock(ti4_state *s, int seat, int type, ti4_events *ev) {
  s->p[seat].leaders[type] = TI4_LEADER_UNLOCKED;
  ti4_emit(ev, TI4_EV_UNLOCKED, seat, ti4_factions[s->p[seat].faction].leaders[type], type, 0, 0);
  /* Elder Qanoj, unlocked during an agenda phase: a bar on voting set
   * before no longer holds (1.6a; ti4_bar_vote would not have set it) */
  for (int i = 0; i < s->nseats; i++)
    if (s->p[i].cannot_vote && ti4_vote_protected(s, i)) s->p[i].cannot_vote = 0;
}

/* After each move: unlock every commander (51.6) and hero (51.10) whose
 * condition holds now. Not while an effect is half resolved (51.6c: a
 * `choose` is pending). Only seats with a locked leader are looked at, and
 * the planets and the board are walked once each, only if a locked
 * commander's condition reads them, and not at a window offer. A leader never locks again (51.6d,
 * 51.10d). */
void ti4_leaders_unlock(ti4_state *s, ti4_events *ev) {
  if (s->phase == TI4_PHASE_OVER || s->pending.kind == TI4_PEND_CHOOSE) return;
  /* Most moves answer a window offer, and most of those change nothing:
   * the walks over the planets and the board wait for the next decision
   * that is not a window offer (a vote, a turn, a pick...). */
  int offer = s->pending.kind == TI4_PEND_WINDOW;
  uint8_t heroes = 0, commanders = 0;
  uint8_t pk[TI4_MAX_SEATS] = {0}, sk[TI4_MAX_SEATS] = {0};
  int any_p = 0, any_s = 0, positions = 0, values = 0;
  const unlock_rule *rule[TI4_MAX_SEATS] = {0};
  for (int i = 0; i < s->nseats; i++) {
    const ti4_player *p = &s->p[i];
    if (p->faction < 0 || p->eliminated) continue;
    const int16_t *ld = ti4_factions[p->faction].leaders;
    if (p->leaders[TI4_LEADER_HERO] == TI4_LEADER_LOCKED && ld[TI4_LEADER_HERO] >= 0) heroes |= (uint8_t)(1u << i);
    if (p->leaders[TI4_LEADER_COMMANDER] != TI4_LEADER_LOCKED || !(rule[i] = rule_of(ld[TI4_LEADER_COMMANDER]))) continue;
    if (offer && (rule[i]->planets || rule[i]->ships || rule[i]->board)) continue;
    commanders |= (uint8_t)(1u << i);
    pk[i] = rule[i]->planets;
    sk[i] = rule[i]->ships;
    any_p |= pk[i] != P_NONE;
    any_s |= sk[i] != S_NONE;
    positions |= pk[i] >= P_MECH_POS;
    values |= pk[i] == P_RES || pk[i] == P_INF;
  }
  if (heroes) {                 /* 51.10a: 3 scored objectives, public or secret; VP do not count */
    int scored[TI4_MAX_SEATS] = {0};
    for (size_t o = 0; o + 8 <= sizeof s->scored; o += 8) {
      uint64_t w;
      memcpy(&w, s->scored + o, 8);
      for (w &= heroes * 0x0101010101010101ull; w; w &= w - 1) scored[__builtin_ctzll(w) & 7]++;
    }
    for (int i = 0; i < s->nseats; i++)
      if (((heroes >> i) & 1) && scored[i] >= 3) unlock(s, i, TI4_LEADER_HERO, ev);
  }
  if (!commanders) return;
  tally t;
  memset(&t, 0, sizeof t);
  if (any_p) count_planets(s, pk, positions, values, &t);
  if (any_s) count_ships(s, sk, &t);
  for (int i = 0; i < s->nseats; i++)
    if (((commanders >> i) & 1) && rule[i]->holds(s, i, &t, rule[i]->n)) unlock(s, i, TI4_LEADER_COMMANDER, ev);
}
