/* rules.h -- what the rules modules share: errors, events, seats, the
 * ability record, the choice record, and the hooks each phase provides.
 *
 * Floors (src/lib/FLOORS, one folder each, bottom to top): state (this
 * header, content, rng, payment) -> map (the board) -> windows (timing
 * windows, uses per window) -> common (rules the records share) -> cards (the
 * ability and agenda records, one file per family) -> registry (dispatch over
 * the records: abilities.c, choices.c) -> galaxy (the tactical action) ->
 * phases -> api (engine, moves, edits, setup, the game handle). A file calls
 * only its own floor and floors below; tests/layers.sh checks it. A record
 * never calls a phase: it asks the state, and writes into the state what the
 * phase picks up. */
#ifndef TI4_RULES_H
#define TI4_RULES_H

#include <string.h>
#include "ti4/ti4.h"
#include "content.h"

#ifndef N_
#define N_(s) s   /* marks a msgid for xgettext; the program translates it */
#endif

/* ---- errors --------------------------------------------------------------- */
/* Fill *e (if not NULL) and return code. word may be NULL. */
int ti4_fail(ti4_error *e, int code, const char *rule, const char *msg, const char *word);
/* ti4_fail with a number as the word: the value refused, not a placeholder. */
int ti4_fail_num(ti4_error *e, int code, const char *rule, const char *msg, long v);
/* Seat word "p3" for messages. */
const char *ti4_seat_word(int seat);
/* The protocol word of an outcome/target ("for", "p3", "lodor"), for an
 * error's word: a refusal names the value it refuses, never a placeholder. */
const char *ti4_outcome_word(uint16_t target);

/* ---- events --------------------------------------------------------------- */
void ti4_emit(ti4_events *ev, int type, int seat, int a, int b, uint16_t target, int n);
void ti4_emit_what(ti4_events *ev, int type, int seat, int what, int a, int n);

/* ---- dice (dice.c) ---------------------------------------------------------
 * Every roll comes from the game's generator, or from the queue the `dice`
 * edit fills; while s->dice_fixed a roll must be queued (a rules case shows
 * exact outcomes), so a move that would roll more than is queued is refused
 * before it changes anything. Each roll is announced (TI4_EV_ROLLED). */
int ti4_dice_ready(const ti4_state *s, int n, ti4_error *e);   /* 0 if n rolls can be made */
int ti4_roll(ti4_state *s, int seat, int type, int pos, ti4_events *ev);  /* 1..10 */

/* ---- seats and order ---------------------------------------------------- */
/* Seats in speaker order (speaker first, clockwise): returns count. */
int ti4_speaker_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS]);
/* Seats in initiative order starting with the active player (1.19). */
int ti4_initiative_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS], int from_active);
/* Lowest initiative number a seat holds (Naalu 0 counted), 99 if none. */
int ti4_initiative(const ti4_state *s, int seat);
int ti4_seat_valid(const ti4_state *s, int seat);
/* Ask seat for a decision of this kind (window: the window id, or 0). */
void ti4_set_pending(ti4_state *s, int kind, int seat, int window);
/* A move of seat and kind with no card and every argument -1. */
void ti4_move_blank(ti4_move *m, int seat, int kind);

/* ---- small state helpers (state.c) -------------------------------------- */
/* Does seat have technology `tech`: its card in the play area, or (the
 * Nekro) a Valefar Assimilator whose X or Y token lies on it (90.16), the
 * assimilator then having that technology's text. Every question of the
 * rules asks this, so a copied technology acts wherever its own would. */
int ti4_has_tech(const ti4_state *s, int seat, int tech);
/* The card itself in seat's play area (no Valefar copy). */
int ti4_tech_card(const ti4_state *s, int seat, int tech);
/* The Valefar Assimilator token (0 X, 1 Y) through which seat has tech, -1 none. */
int ti4_valefar_copy(const ti4_state *s, int seat, int tech);
/* Does a Valefar Assimilator token lie on one of seat's own technologies? */
int ti4_valefar_victim(const ti4_state *s, int seat);
void ti4_set_tech(ti4_state *s, int seat, int tech, int on);
int ti4_hand_find(const ti4_state *s, int seat, int card);   /* index or -1 */
void ti4_hand_remove(ti4_state *s, int seat, int idx);
int ti4_hand_add(ti4_state *s, int seat, int card);          /* 0 ok, -1 full */
/* Draw n action cards for seat, reshuffling the discard when the deck runs out. */
void ti4_draw_actions(ti4_state *s, int seat, int n, ti4_events *ev);
/* Discard a played action card from seat's hand slot idx. */
void ti4_discard_action(ti4_state *s, int seat, int idx);
/* 2.4: ask a seat over seven action cards to discard; 1 if asked. */
int ti4_hand_limit_ask(ti4_state *s);
/* Relic fragments seat holds of deck d (TI4_XDECK_*; FRONTIER: unknown). */
int ti4_fragments(const ti4_state *s, int seat, int d);
void ti4_fragments_set(ti4_state *s, int seat, int d, int n);
/* Does seat hold another player's promissory note in its hand (a note it
 * could play; the count of notes held is public)? */
int ti4_holds_other_note(const ti4_state *s, int seat);
unsigned ti4_other_note_holders(const ti4_state *s);   /* the same for every seat: a bit per seat */
/* Spy Net (Yssaril's note): the holder takes 1 action card of its owner's
 * hand (ask.arg[0]: the owner), `choose CARD` (hand.c). */
#define TI4_ASK_SPY_NET (TI4_ASKS_HAND + 3)
/* Form a Spy Network: seat owes n discards, asked one by one at once. */
void ti4_hand_discards_owed(ti4_state *s, int seat, int n);
/* hand.c: discard the card a `choose CARD` names; list one such answer per
 * distinct card in the asked seat's hand (the discard questions). */
void ti4_hand_discard_chosen(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_hand_card_options(const ti4_state *s, ti4_move *out, size_t cap);
/* Influence/resources of a planet including attachments. */
int ti4_planet_influence(const ti4_state *s, int planet);
int ti4_planet_resources(const ti4_state *s, int planet);
/* A planet's traits (TI4_TRAIT_* bits): printed, or all three with the
 * Terraform note attached (its text). */
int ti4_planet_traits(const ti4_state *s, int planet);
/* A legendary planet: printed so, or with the Nano-Forge attached. */
int ti4_planet_legendary(const ti4_state *s, int planet);
/* I.I.H.Q. Modernization: its owner gains the Custodia Vigilia planet card
 * (state.c); Custodian's Favour: seat holds it and controls Mecatol Rex. */
void ti4_custodia_sync(ti4_state *s, ti4_events *ev);
int ti4_custodia_favour(const ti4_state *s, int seat);
/* A planet's technology specialty (enum ti4_color), a research facility attached included. */
int ti4_planet_specialty(const ti4_state *s, int planet);
int ti4_planet_ready_owned(const ti4_state *s, int seat, int planet);
void ti4_gain_vp(ti4_state *s, int seat, int n, ti4_events *ev);  /* checks the winner */
/* Trade goods from the supply (n < 0: spent or lost); Pillage and
 * Artuno the Betrayer may answer a gain. */
void ti4_gain_tg(ti4_state *s, int seat, int n, ti4_events *ev);
/* Trade goods gained but not from the supply: taken from another player,
 * or commodities turned into trade goods (21.3, 21.5). Pillage may answer;
 * Artuno the Betrayer does not ("from the supply"). */
void ti4_receive_tg(ti4_state *s, int seat, int n, ti4_events *ev);
/* A leader's state (enum ti4_leader_state) on seat's sheet, and setting it:
 * leaders[type], or for the Nomad's second and third agents (Field Marshal
 * Mercer, The Thundarian: each readies and exhausts apart, LRR 51) two bits
 * of agents2. */
int ti4_leader_state(const ti4_state *s, int seat, int leader);
void ti4_leader_set(ti4_state *s, int seat, int leader, int state);
/* An agent exhausted by its use (not an edit): Temporal Command Suite is
 * owed its question (tok.agent_exhausted). */
void ti4_agent_exhaust(ti4_state *s, int seat, int leader);
/* The agent tok.agent_exhausted names, -1 none; *seat its seat. */
int ti4_agent_exhausted(const ti4_state *s, int *seat);
/* Readies seat's exhausted agents (81, step 6; Temporal Command Suite):
 * Artuno the Betrayer's trade goods go to its player as it readies. */
void ti4_agent_ready(ti4_state *s, int seat, int leader, ti4_events *ev);
void ti4_agents_ready_all(ti4_state *s, int seat, ti4_events *ev);
/* seat gained trade goods or resolved a transaction (Pillage may answer). */
void ti4_pillage_mark(ti4_state *s, int seat);
/* The index in laws of a law in effect, or -1: none while Law's Order
 * makes every law blank (tok.laws_blank). ti4_law_index: in play at all
 * (the agenda phase's bookkeeping, edits). */
int ti4_law_in_play(const ti4_state *s, int agenda);
int ti4_law_index(const ti4_state *s, int agenda);
/* A faction ability's record names its faction, or the family's first for
 * the Keleres' three sheets (data/factions.tsv: family). */
static inline int ti4_faction_of(int f, int content) {
  return f == content || (f >= 0 && f < TI4_NFACTIONS && ti4_factions[f].family == content);
}
/* Reparations: opens after_control_gained for the player a planet was taken
 * from, once nothing else is under way (cards/action_cards2.c); 1 if opened. */
int ti4_reparations_offer(ti4_state *s, ti4_events *ev);
int ti4_count_set(const uint64_t set[TI4_PLANET_WORDS]);
/* A plain `choose` (nothing named: no target, card, planet, nor any of its
 * first nargs arguments): "you may" declined, or "stop". */
static inline int ti4_choose_plain(const ti4_move *m, int nargs) {
  int plain = !m->target && m->card < 0 && !ti4_count_set(m->planets);
  for (int i = 0; i < nargs && i < TI4_MOVE_ARGS; i++) plain &= m->arg[i] == -1;
  return plain;
}
static inline int ti4_set_has(const uint64_t set[TI4_PLANET_WORDS], int i) {
  return (int)((set[i >> 6] >> (i & 63)) & 1u);
}
static inline void ti4_set_add(uint64_t set[TI4_PLANET_WORDS], int i) {
  set[i >> 6] |= (uint64_t)1 << (i & 63);
}
/* The first planet in set at index >= from, or -1: walks only set bits. */
static inline int ti4_set_next(const uint64_t set[TI4_PLANET_WORDS], int from) {
  for (int w = from >> 6; w < TI4_PLANET_WORDS; w++) {
    uint64_t bits = set[w] & (from > (w << 6) ? ~(uint64_t)0 << (from & 63) : ~(uint64_t)0);
    if (bits) return (w << 6) + __builtin_ctzll(bits);
  }
  return -1;
}
#define TI4_SET_FOREACH(set, i) for (int i = ti4_set_next((set), 0); i >= 0; i = ti4_set_next((set), i + 1))

/* A For/Against law in play with this outcome elected (laws that act later:
 * Executive Sanctions, Fleet Regulations, Publicize Weapon Schematics). */
static inline int ti4_law_for(const ti4_state *s, int agenda) {
  int i = ti4_law_in_play(s, agenda);          /* For is kept as elected 0 (8.20); Against is discarded */
  return i >= 0 && (s->laws[i].elected == 0 || TI4_TARGET_KIND(s->laws[i].elected) == TI4_T_FOR);
}
/* Fleet Regulations For: no more than 4 tokens in a fleet pool. */
static inline int ti4_fleet_pool_cap(const ti4_state *s) {
  return ti4_law_for(s, TI4_AGENDA_FLEET_REGULATIONS) ? 4 : 255;
}
/* A war sun technology: War Sun, Prototype War Sun II, or the Muaat's
 * Prototype War Sun I on its faction sheet (Publicize Weapon Schematics). */
static inline int ti4_owns_war_sun_tech(const ti4_state *s, int seat) {
  return ti4_has_tech(s, seat, TI4_TECH_WAR_SUN) || ti4_has_tech(s, seat, TI4_TECH_PROTOTYPE_WAR_SUN_II) ||
         s->p[seat].faction == TI4_FACTION_MUAAT;
}
/* Does a unit of type k (its card: row r) have SUSTAIN DAMAGE? Publicize
 * Weapon Schematics, For: all war suns lose it (a war sun's card's
 * SUSTAIN DAMAGE is not there to use, cancel or target while the law is in
 * play; The Cavalry's ship gets the Nomad flagship's: combat.c). */
static inline int ti4_unit_sustains(const ti4_state *s, int r, int k) {
  if (r < 0 || !ti4_units[r].sustain) return 0;
  return k != TI4_UT_WARSUN || !s->nlaws || !ti4_law_for(s, TI4_AGENDA_PUBLICIZE_WEAPON_SCHEMATICS);
}
/* The planets of a system on the board (sy: its tile's row): the tile's,
 * or the Mirage planet where the Mirage exploration card put it (only into
 * a system with no planets: ti4_explore.mirage, its map position + 1). */
/* A planet the Stellar Converter destroyed is no longer one of them
 * (ti4_explore.converted; the rest in conv_planets). */
static inline int ti4_sys_converted(const ti4_state *s, const ti4_system_info *sy) {
  if (!s->x.converted) return 0;
  for (int i = 0; i < sy->nplanets && i < 4; i++) if (sy->planets[i] == s->x.converted - 1) return 1;
  return 0;
}
static inline int ti4_sys_nplanets(const ti4_state *s, const ti4_system_info *sy) {
  if (ti4_sys_converted(s, sy)) return sy->nplanets - 1;
  return sy->nplanets ? sy->nplanets : s->x.mirage && s->map[s->x.mirage - 1] == (int)(sy - ti4_systems);
}
static inline const int16_t *ti4_sys_planets(const ti4_state *s, const ti4_system_info *sy) {
  static const int16_t mirage[4] = { TI4_PLANET_MIRAGE, -1, -1, -1 };
  if (ti4_sys_converted(s, sy)) return s->x.conv_planets;
  return sy->nplanets ? sy->planets : mirage;   /* the Mirage only where ti4_sys_nplanets counts it */
}
/* Political Censure: its elected player cannot play action cards. */
static inline int ti4_censured(const ti4_state *s, int seat) {
  int i = ti4_law_in_play(s, TI4_AGENDA_POLITICAL_CENSURE);
  return i >= 0 && s->laws[i].elected == TI4_TARGET(TI4_T_PLAYER, seat);
}

/* The seat holding promissory note pn of owner, TI4_NOBODY if none. */
int ti4_pn_holder(const ti4_state *s, int pn, int owner);

/* ---- abilities (registry/abilities.c; uses per window: windows/uses.c) ----
 * Every card, faction ability, leader, technology, relic and promissory note
 * the engine knows is one record. A new card is a new record (in the file of
 * its family) and a scenario test, never a branch in a phase module. */
enum ti4_ability_src { TI4_AB_ACTION, TI4_AB_PROMISSORY, TI4_AB_FACTION,
  TI4_AB_LEADER, TI4_AB_TECH, TI4_AB_RELIC, TI4_AB_LAW /* a law in play (used out of turn) */,
  TI4_AB_FRAGMENT /* exploration cards in a play area: relic fragments, Enigmatic Device (exploration.c) */,
  TI4_AB_UNIT /* a unit's ability (DEPLOY; content: its row of ti4_units): the record checks the unit */ };

enum {
  TI4_ABF_COMPONENT = 1,   /* "Action:" - a component action (1.5) */
  TI4_ABF_RIDER = 2,       /* a prediction: needs an outcome, before votes (8.22) */
  TI4_ABF_TARGET = 4,      /* takes an outcome/target in move.target */
  TI4_ABF_NO_SABOTAGE = 8, /* cannot be answered by Sabotage */
  TI4_ABF_EXHAUST = 16,    /* its component is exhausted, not discarded */
  TI4_ABF_OUT_OF_TURN = 32,/* may be used by a seat other than the one offered
                              (e.g. "after you cast votes") */
  TI4_ABF_OWN = 64,        /* its effect is its player's own: copies played by
                              different players are different effects (2.6b) */
  TI4_ABF_FREE = 128,      /* its numbers and planets are counts or sets its check
                              validates: `legal` lists representative plays (the
                              documented exception to legal == apply) */
  TI4_ABF_PRODUCTION = 256 /* played in no window: at its player's decision to use
                              PRODUCTION (the production step's `produce`, Warfare's
                              `follow`), before it (War Machine; ti4_ability_check_production) */
};

typedef struct ti4_ability {
  const char *id;          /* the word after "play" */
  uint8_t src;             /* enum ti4_ability_src */
  int16_t content;         /* index in its content table (card, note, faction, ...) */
  uint32_t windows;        /* bitset of (1u << ti4_window_id) where usable */
  uint16_t flags;          /* TI4_ABF_* */
  /* Extra legality and cost (holding the component is checked by the
   * registry). NULL: always. Must not change s. */
  int (*check)(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
  /* Fill out with the concrete plays (targets/args) for `legal`; NULL: one
   * play with no arguments. Returns how many it would list (may exceed cap). */
  size_t (*options)(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap);
  /* Pay the cost (runs when played, before others may answer). NULL: none. */
  void (*pay)(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
  /* The effect (after the Sabotage window, if not cancelled). */
  void (*effect)(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
} ti4_ability;

/* A record's check, as ti4_ability.check. */
typedef int (*ti4_move_check)(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
/* Options of a record that takes a planet (common/targets.c): every planet
 * as base's target that check allows (own: only the seat's planets, a
 * pre-filter for a check that refuses the others). Returns how many (may
 * exceed cap). */
size_t ti4_planet_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                          ti4_move_check check, int own);
/* ... each of the n targets given (option words, strategy cards) that check
 * allows; ti4_seat_targets: every player of the game. */
size_t ti4_listed_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                          ti4_move_check check, const uint16_t *targets, size_t n);
size_t ti4_seat_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                        ti4_move_check check);
/* The same for a record that names a system by its tile number (arg[0]). */
size_t ti4_tile_targets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                        ti4_move_check check);

/* A family of records (one per file: agenda_cards.c, action_cards.c, ...). */
typedef struct ti4_ability_table { const ti4_ability *rows; size_t n; } ti4_ability_table;

int ti4_ability_count(void);
const ti4_ability *ti4_ability_get(int i);
int ti4_ability_find(const char *id);                 /* index or -1 */
int ti4_ability_find_for(const ti4_state *s, int seat, const char *id);   /* the record of that name seat holds */
int ti4_ability_by_content(int src, int content);     /* index or -1 */
/* Can seat play ability i now (window, holding, once per window, cost)? */
int ti4_ability_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
/* The same for a TI4_ABF_PRODUCTION record, played at its player's decision
 * to use PRODUCTION (no window: the caller has found that decision pending;
 * m a play, `play ID`). */
int ti4_ability_check_production(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
/* The TI4_ABF_PRODUCTION plays seat could make now (the caller as above). */
size_t ti4_ability_list_production(const ti4_state *s, int seat, ti4_move *out, size_t cap);
/* Play it: remove/exhaust the component, pay, log, open the answer window
 * (Sabotage) or resolve at once. */
void ti4_ability_play(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev);
/* m takes the shape of one of its record's listed plays (abilities.c). */
int ti4_ability_shape(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
/* List every ability play seat could make now (for legal). */
size_t ti4_ability_list(const ti4_state *s, int seat, ti4_move *out, size_t cap);
/* 1 if seat could use a record in the open window whose holding is public
 * (a technology, faction ability, leader, relic: no action card or note). */
int ti4_ability_records_usable(const ti4_state *s, int seat);
/* Refuse m if its component was used in the open window already (RU 85 c.5)
 * or an action card of its name answers the same effect there (2.6b); a
 * record's check calls it when the target decides (legal lists only what
 * passes). 0 if not. */
int ti4_ability_used(const ti4_state *s, const ti4_move *m, ti4_error *e);
int ti4_ability_used_by(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e);
/* Record in w that seat used m's ability there (windows/uses.c). */
void ti4_ability_note_use(ti4_window *w, int seat, const ti4_move *m);
/* A cancelled card is not treated as played (2.6b): forget its use in w. */
void ti4_ability_forget(ti4_window *w, const ti4_move *m);

/* ---- windows (windows.c) --------------------------------------------------- */
/* Open window id over the given ring of seats (pushes; nested if one is open). */
void ti4_window_open(ti4_state *s, int id, const uint8_t *order, int n, ti4_events *ev);
/* Open with the phase's default ring: speaker order in strategy/agenda phases
 * (1.20), initiative order from the active player in the action phase (1.19). */
void ti4_window_open_default(ti4_state *s, int id, ti4_events *ev);
ti4_window *ti4_window_top(ti4_state *s);
const ti4_window *ti4_window_top_c(const ti4_state *s);
int ti4_window_is_open(const ti4_state *s, int id);
/* The offered seat passes / acted: advance the ring; closes the window when
 * every seat passed in succession. Returns 1 if the window closed. */
int ti4_window_pass(ti4_state *s, ti4_events *ev);
void ti4_window_acted(ti4_state *s);
/* Skip seats with standing orders: auto-pass them (logged). Returns 1 if the
 * window closed while doing so. */
int ti4_window_autopass(ti4_state *s, ti4_events *ev);
/* A closed window's id, set when the last window closed (phases read it). */
void ti4_window_pop(ti4_state *s);
/* Clear standing orders of a level (phase end, agenda end, voting start). */
void ti4_standing_expire(ti4_state *s, int level);

/* ---- phase modules --------------------------------------------------------- */
typedef struct ti4_phase_ops {
  /* Run forward from the current step until a decision is needed (set
   * s->pending) or the phase hands over (set s->phase and return). Called
   * again whenever the pending decision is NONE. */
  void (*advance)(ti4_state *s, ti4_events *ev);
  /* A window of this phase closed (it has been popped). */
  void (*window_closed)(ti4_state *s, int window, ti4_events *ev);
  /* Non-window moves of this phase: check (no change) and apply. */
  int (*check)(const ti4_state *s, const ti4_move *m, ti4_error *e);
  void (*apply)(ti4_state *s, const ti4_move *m, ti4_events *ev);
  size_t (*legal)(const ti4_state *s, ti4_move *out, size_t cap);
} ti4_phase_ops;

extern const ti4_phase_ops ti4_strategy_ops, ti4_action_ops, ti4_status_ops,
  ti4_agenda_ops;

/* ---- choices an effect asks for (choices.c) ---------------------------------
 * An effect that needs an answer sets s->ask (what, seat, card, args) and
 * calls ti4_ask_for(); the answer is a `choose` move routed to the handler
 * registered for ask.what. Handlers live beside the effect that asks. */
typedef struct ti4_choice {
  uint8_t what;            /* ask.what it answers: enum ti4_ask_what */
  int (*check)(const ti4_state *s, const ti4_move *m, ti4_error *e);
  void (*apply)(ti4_state *s, const ti4_move *m, ti4_events *ev);
  size_t (*legal)(const ti4_state *s, ti4_move *out, size_t cap);
  const char *name;        /* protocol word for what is asked ("leadership_influence") */
  const char *question;    /* English msgid saying what to answer, for people */
} ti4_choice;
/* The questions whose answers name players: bit i of seats, arg[i] is a
 * seat (written pX, never a number). One table per family that has any. */
typedef struct ti4_choice_seat { uint8_t what, seats; } ti4_choice_seat;
typedef struct ti4_choice_seat_table { const ti4_choice_seat *rows; size_t n; } ti4_choice_seat_table;
enum ti4_ask_what { TI4_ASK_NONE, TI4_ASK_TOKENS, TI4_ASK_PLAYER, TI4_ASK_PLANET,
  TI4_ASK_CARD, TI4_ASK_NUMBER, TI4_ASK_ORDER, TI4_ASK_YESNO, TI4_ASK__FIRST_FREE };
typedef struct ti4_choice_table { const ti4_choice *rows; size_t n; } ti4_choice_table;
/* Where each family numbers its asks, so that no two questions share an id
 * (tests/unit/test_choices.c checks every registered row is unique). */
enum { TI4_ASKS_AGENDA = TI4_ASK__FIRST_FREE + 40, TI4_ASKS_COMPONENTS = 120,
       TI4_ASKS_LEADERS = 130, TI4_ASKS_HAND = 140, TI4_ASKS_PHASES = 200,
       TI4_ASKS_SETUP = 220, TI4_ASKS_FACTIONS = 160 };
/* How many registered choice rows share their ask id with another (0). */
int ti4_choice_duplicates(void);
/* The arg slots of the pending question that name players (ti4_choice.seats). */
int ti4_choice_seat_args(const ti4_state *s);
void ti4_ask_for(ti4_state *s, int what, int seat, int card);
int ti4_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
/* A question whose answer is a set or a payment (by its protocol word). */
int ti4_choice_is_set(const char *name);
void ti4_choice_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_choice_legal(const ti4_state *s, ti4_move *out, size_t cap);
/* Is the card of a `choose` answer to the pending question an action card
 * (else a technology)? Move text names it by the right table. */
int ti4_choice_card_is_action(const ti4_state *s);

/* Leaders (leaders.c): agents start unlocked (51.4); after each move, commanders and heroes whose condition holds unlock (51.6, 51.10). */
void ti4_leaders_setup(ti4_state *s);
void ti4_leaders_unlock(ti4_state *s, ti4_events *ev);
/* Suffi An's unlock (Keleres commander, cards/leaders.c): after seat's
 * action card with a component action resolved, asks whether to spend 1
 * trade good for it; 1 when asked. */
int ti4_keleres_unlock_ask(ti4_state *s, int seat);

/* ---- edits ------------------------------------------------------------------- */
int ti4_edit_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_edit_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);

/* ---- setup ------------------------------------------------------------------- */
void ti4_state_clear(ti4_state *s, int nseats, uint64_t seed);
/* Enter a phase: resets its step, emits the phase event. */
void ti4_enter_phase(ti4_state *s, int phase, ti4_events *ev);

/* seat's side in the combat under way (0 attacker, 1 defender), or -1
 * (no combat, or seat is not in it): the records of combat's windows. */
static inline int ti4_combat_side(const ti4_state *s, int seat) {
  const ti4_combat *c = &s->combat;
  if (c->kind != 1 && c->kind != 2) return -1;   /* 1 space, 2 ground */
  return seat == c->seat[0] ? 0 : seat == c->seat[1] ? 1 : -1;
}

#endif
