/* exploration.c -- exploration (LRR 35), frontier tokens (38), relic
 * fragments and the relic deck (73).
 *
 * A player who gains control of a planet nobody controlled explores it
 * (25.1c, 35.1): ti4_explore_control_gained puts the exploration in the
 * state's queue, and the engine resolves it (ti4_explore_step) as soon as
 * no combat is under way and nobody is asked anything else; several due at
 * once resolve in the order they fell due. A planet with several traits
 * asks which deck (35.2c). The card drawn is resolved by its kind (data/
 * exploration.tsv): a relic fragment goes to the play area (35.9), an
 * attachment with values or a specialty onto the planet (35.8; read by
 * ti4_planet_resources, ti4_planet_influence, ti4_planet_specialty), and
 * the other cards by their record below. A card with no record is left out
 * of its deck at setup (and listed in README's Not yet table), never drawn
 * and ignored. Questions are `choose` answers with option words
 * (TI4_T_OPTION: `choose convert`); the card being resolved waits in
 * ask.arg[1] until answered, then goes to its discard pile (35.7). */
#include "exploration.h"
#include "tokens.h"
#include "faction_abilities.h"
#include "agenda_rules.h"
#include "units.h"
#include "rng.h"
#include "round.h"
#include "combat_plays2.h"
#include "movement.h"
#include "production.h"
#include "deeds.h"

/* ---- option words --------------------------------------------------------- */
static const char *const option_words[TI4_OPT__COUNT] = { "cultural", "hazardous", "industrial",
  "gain", "convert", "spend_tg", "spend_commodity", "infantry", "tactic", "fleet", "strategy",
  "replenish", "remove", "alpha", "beta", "gamma", "carrier", "cruiser", "destroyer", "dreadnought",
  "fighter", "flagship", "warsun", "trade_good", "commodity", "unknown", "mech", "draw",
  "sustain", "use", "take", "discard" };
const char *ti4_option_word(int i) { return i >= 0 && i < TI4_OPT__COUNT ? option_words[i] : NULL; }
int ti4_option_find(const char *w) {
  for (int i = 0; w && i < TI4_OPT__COUNT; i++) if (!strcmp(w, option_words[i])) return i;
  return -1;
}

/* ---- fragments ------------------------------------------------------------- */

/* ---- the decks --------------------------------------------------------------- */
static void discard(ti4_state *s, int c) {
  int d = ti4_explorations[c].deck;
  int n = s->x.ndeck[d] + s->x.ndiscard[d];
  if (n < TI4_EXPLORE_DECK) { s->x.cards[d][n] = (uint8_t)c; s->x.ndiscard[d]++; }
}

/* 35.7a / 23.5: an empty deck is its discard pile shuffled. -1 if none. */
static int draw(ti4_state *s, int d) {
  ti4_explore *x = &s->x;
  if (!x->ndeck[d]) {
    if (!x->ndiscard[d]) return -1;
    x->ndeck[d] = x->ndiscard[d];
    x->ndiscard[d] = 0;
    ti4_rng_shuffle(s->rng, x->cards[d], x->ndeck[d]);
  }
  int c = x->cards[d][x->ndeck[d] - 1];
  int rest = x->ndiscard[d];                     /* the discard pile moves down one */
  memmove(&x->cards[d][x->ndeck[d] - 1], &x->cards[d][x->ndeck[d]], (size_t)rest);
  x->ndeck[d]--;
  x->cards[d][x->ndeck[d] + rest] = 0;
  return c;
}

void ti4_draw_secret(ti4_state *s, int seat, ti4_events *ev);   /* strategy_cards.c */
void ti4_relic_draw(ti4_state *s, int seat, ti4_events *ev) {
  if (!s->x.nrelic_deck) return;                 /* 73.2a */
  int r = s->x.relic_deck[--s->x.nrelic_deck];
  s->x.relic_deck[s->x.nrelic_deck] = 0;
  s->relic_holder[r] = (uint8_t)seat;
  s->p[seat].relics |= (uint16_t)(1u << r);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_RELIC, r, 1);
  if (r == TI4_RELIC_SHARD_OF_THE_THRONE) ti4_gain_vp(s, seat, 1, ev);   /* its text: 1 VP while held */
  if (r == TI4_RELIC_THE_OBSIDIAN) ti4_draw_secret(s, seat, ev);    /* its text: and the limit is 4 */
}

/* ---- records of the cards that are not a fragment or a plain attachment ---- */
enum { ASK_X_TRAIT = 170, ASK_X_WAREHOUSES, ASK_X_BASE, ASK_X_FABRICATORS, ASK_X_MERCENARY,
       ASK_X_REMOVE, ASK_X_TOKEN, ASK_X_MERCHANT };
enum { ASK_X_FREELANCERS = 78, ASK_X_ION_STORM };
enum { ASK_X_ORDER = 80, ASK_X_DISTANT_SUNS = 81, ASK_X_DS_CARD = 82 };

typedef struct xrec {
  int16_t card;
  /* Resolve it for seat at planet pl (-1 for a frontier token) in map
   * position pos. Returns 1 if it asked (ask.arg[1] holds the card), 0 when
   * done (the caller discards an instant card). */
  int (*resolve)(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev);
} xrec;

static int ask(ti4_state *s, int what, int seat, int c, int pl, int pos, int extra) {
  ti4_ask_for(s, what, seat, -1);
  s->ask.arg[0] = (int16_t)pl;
  s->ask.arg[1] = (int16_t)c;
  s->ask.arg[2] = (int16_t)pos;
  s->ask.arg[3] = (int16_t)extra;
  return 1;
}

static int commodity_value(const ti4_state *s, int seat) {
  int f = s->p[seat].faction;
  return (f >= 0 ? ti4_factions[f].commodities : 0) +
         (s->relic_holder[TI4_RELIC_DYNAMIS_CORE] == seat ? 2 : 0);   /* Dynamis Core (relics.tsv) */
}
static void gain_commodities(ti4_state *s, int seat, int n, ti4_events *ev) {
  int room = commodity_value(s, seat) - s->p[seat].commodities;
  if (n > room) n = room;
  if (n <= 0) return;
  s->p[seat].commodities = (uint8_t)(s->p[seat].commodities + n);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_COMMODITIES, -1, n);
}
static void convert(ti4_state *s, int seat, int n, ti4_events *ev) {
  if (n > s->p[seat].commodities) n = s->p[seat].commodities;
  if (n <= 0) return;
  s->p[seat].commodities = (uint8_t)(s->p[seat].commodities - n);
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_COMMODITIES, -1, n);
  ti4_gain_tg(s, seat, n, ev);
}
static void gain_token(ti4_state *s, int seat, int opt, ti4_events *ev) {
  ti4_player *p = &s->p[seat];
  uint8_t *pool = opt == TI4_OPT_TACTIC ? &p->tactic : opt == TI4_OPT_FLEET ? &p->fleet : &p->strategy;
  int res = opt == TI4_OPT_TACTIC ? TI4_RES_TACTIC : opt == TI4_OPT_FLEET ? TI4_RES_FLEET : TI4_RES_STRATEGY;
  if (opt == TI4_OPT_FLEET && p->fleet >= ti4_fleet_pool_cap(s)) return;
  if (*pool < 255) (*pool)++;
  ti4_emit_what(ev, TI4_EV_GAINED, seat, res, -1, 1);
}
static int has_mech(const ti4_state *s, int seat, int pl) {
  return pl >= 0 && s->planet_owner[pl] == seat && s->planet_units[pl][1] > 0;
}
static int has_infantry(const ti4_state *s, int seat, int pl) {
  return pl >= 0 && s->planet_owner[pl] == seat && s->planet_units[pl][0] > 0;
}

/* Mercenary Outfit: you may place 1 infantry from reinforcements on it. */
static int mercenary(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return s->planet_owner[pl] == seat ? ask(s, ASK_X_MERCENARY, seat, c, pl, pos, 0) : 0;
}
/* Abandoned Warehouses: gain 2 commodities, or convert up to 2 of yours. */
static int warehouses(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return ask(s, ASK_X_WAREHOUSES, seat, c, pl, pos, 0);
}
/* Functioning Base: gain 1 commodity, or spend 1 trade good or commodity
 * to draw 1 action card. */
static int base(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return ask(s, ASK_X_BASE, seat, c, pl, pos, 0);
}
/* Local Fabricators: gain 1 commodity, or spend 1 trade good or commodity
 * to place 1 mech on the planet. */
static int fabricators(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return ask(s, ASK_X_FABRICATORS, seat, c, pl, pos, 0);
}
/* Core Mine, Expedition, Volatile Fuel Source: if you have a mech on the
 * planet, or remove 1 infantry from it: 1 trade good / ready it / 1
 * command token. With a mech it just happens (the token's pool asked). */
static void hazard_effect(ti4_state *s, int seat, int c, int pl, ti4_events *ev) {
  if (c == TI4_EXPLORATION_CORE_MINE) ti4_gain_tg(s, seat, 1, ev);
  else if (c == TI4_EXPLORATION_EXPEDITION && (s->planet_flags[pl] & TI4_PF_EXHAUSTED)) {
    s->planet_flags[pl] &= (uint8_t)~TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_READIED, seat, pl, -1, 0, 0);
  }
}
static int hazard(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  int vfs = c == TI4_EXPLORATION_VOLATILE_FUEL_SOURCE;
  if (has_mech(s, seat, pl)) {
    if (vfs) return ask(s, ASK_X_TOKEN, seat, c, pl, pos, 1);
    hazard_effect(s, seat, c, pl, ev);
    return 0;
  }
  if (!has_infantry(s, seat, pl)) return 0;
  return vfs ? ask(s, ASK_X_TOKEN, seat, c, pl, pos, 1 | 0x100) : ask(s, ASK_X_REMOVE, seat, c, pl, pos, 0);
}
/* Lost Crew: draw 2 action cards. */
static int lost_crew(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)c; (void)pl; (void)pos;
  ti4_draw_actions(s, seat, 2, ev);
  return 0;
}
/* Merchant Station: replenish your commodities, or convert them all. */
static int merchant(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return ask(s, ASK_X_MERCHANT, seat, c, pl, pos, 0);
}
/* Dead World (Codex III): draw 1 relic. */
static int dead_world(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)c; (void)pl; (void)pos;
  ti4_relic_draw(s, seat, ev);
  return 0;
}
/* The entropic fields (Codex III): 1 command token and 1, 2 or 3 trade
 * goods; the Keleres Ship: 2 command tokens (each token's pool asked). */
static int entropic(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  int tg = c == TI4_EXPLORATION_MINOR_ENTROPIC_FIELD ? 1 : c == TI4_EXPLORATION_ENTROPIC_FIELD ? 2
         : c == TI4_EXPLORATION_MAJOR_ENTROPIC_FIELD ? 3 : 0;
  if (tg) ti4_gain_tg(s, seat, tg, ev);
  return ask(s, ASK_X_TOKEN, seat, c, pl, pos, c == TI4_EXPLORATION_KELERES_SHIP ? 2 : 1);
}
/* Gamma Wormhole (cultural) and Gamma Relay (frontier): a gamma wormhole
 * token in this system; the card is purged. */
static int gamma(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)seat; (void)c; (void)pl; (void)ev;
  for (int i = 0; i < 3; i++)
    if (!s->x.gamma[i]) { s->x.gamma[i] = (uint8_t)(pos + 1); break; }
  return 0;
}

/* Freelancers: you may produce 1 unit in this system, spending influence
 * as if it were resources (and resources, and trade goods) -- asked. */
static int freelancers(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return s->planet_owner[pl] == seat ? ask(s, ASK_X_FREELANCERS, seat, c, pl, pos, 0) : 0;
}

/* Ion Storm (frontier): the ion storm token goes into this system, alpha
 * or beta side up as the explorer chooses (asked); the system then has a
 * wormhole of that kind (map/galaxy.c), and the token flips after ships
 * move or retreat through its wormhole (galaxy/tactical.c, combat.c). The
 * card stays in the common area (never discarded). */
static int ion_storm(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)ev;
  return pos >= 0 && pos < TI4_MAX_MAP ? ask(s, ASK_X_ION_STORM, seat, c, pl, pos, 0) : 0;
}

/* Mirage (frontier): the Mirage planet token goes into this system (it has
 * no planets: a frontier token was there), and the explorer gains control
 * of the Mirage planet, readied; the card is purged. The planet is then
 * the system's (ti4_sys_planets, ti4_planet_pos: ti4_explore.mirage) and,
 * gained from nobody, is explored in turn (35.1: a cultural planet). */
static int mirage(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)c; (void)pl;
  int mp = TI4_PLANET_MIRAGE;
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0 || s->x.mirage ||
      ti4_sys_nplanets(s, &ti4_systems[s->map[pos]])) return 0;
  s->x.mirage = (uint8_t)(pos + 1);
  int o = s->planet_owner[mp];
  s->planet_owner[mp] = (uint8_t)seat;
  s->planet_flags[mp] &= (uint8_t)~TI4_PF_EXHAUSTED;   /* readied */
  ti4_emit(ev, TI4_EV_CONTROL, seat, mp, o < s->nseats ? o : -1, 0, 0);
  ti4_explore_control_gained(s, seat, mp, o, ev);
  return 0;
}

/* Derelict Vessel: draw 1 secret objective (61.21a: one over the limit
 * goes back, asked by strategy_cards.c). */
static int derelict(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)c; (void)pl; (void)pos;
  ti4_draw_secret(s, seat, ev);
  return 0;
}
/* Demilitarized Zone (attached): the structures on the planet return to
 * reinforcements, its ground forces go to the space area; no units may be
 * committed, produced or placed there afterwards (TI4_PF_DMZ, as the law
 * of that name). */
static int dmz(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)c; (void)ev;
  if (pl < 0) return 0;
  if (pos >= 0 && pos < TI4_MAX_MAP && s->planet_owner[pl] == seat) {
    uint8_t *sp = s->ships[pos][seat];
    sp[TI4_UT_INFANTRY] = (uint8_t)(sp[TI4_UT_INFANTRY] + s->planet_units[pl][0]);
    sp[TI4_UT_MECH] = (uint8_t)(sp[TI4_UT_MECH] + s->planet_units[pl][1]);
    ti4_damaged_set(s, pos, seat, TI4_UT_MECH, (ti4_damaged_get(s, pos, seat, TI4_UT_MECH) + s->planet_damaged[pl]));
  }
  memset(s->planet_units[pl], 0, sizeof s->planet_units[pl]);
  s->planet_damaged[pl] = 0;
  s->planet_flags[pl] |= TI4_PF_DMZ;
  return 0;
}

/* Enigmatic Device: kept face up; ACTION: spend 6 resources and purge it
 * to research 1 technology (the component action below). */
static int devices(const ti4_state *s, int seat) { return (s->x.devices >> (2 * seat)) & 3; }
static void devices_set(ti4_state *s, int seat, int n) {
  s->x.devices = (uint16_t)((s->x.devices & ~(3u << (2 * seat))) | ((unsigned)(n & 3) << (2 * seat)));
}
static int device(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  (void)c; (void)pl; (void)pos; (void)ev;
  if (devices(s, seat) < 3) devices_set(s, seat, devices(s, seat) + 1);
  return 0;
}

static const xrec records[] = {
  { TI4_EXPLORATION_ENIGMATIC_DEVICE, device },
  { TI4_EXPLORATION_DERELICT_VESSEL, derelict },
  { TI4_EXPLORATION_DEMILITARIZED_ZONE, dmz },
  { TI4_EXPLORATION_MERCENARY_OUTFIT, mercenary },
  { TI4_EXPLORATION_FREELANCERS, freelancers },
  { TI4_EXPLORATION_ABANDONED_WAREHOUSES, warehouses },
  { TI4_EXPLORATION_FUNCTIONING_BASE, base },
  { TI4_EXPLORATION_LOCAL_FABRICATORS, fabricators },
  { TI4_EXPLORATION_CORE_MINE, hazard },
  { TI4_EXPLORATION_EXPEDITION, hazard },
  { TI4_EXPLORATION_VOLATILE_FUEL_SOURCE, hazard },
  { TI4_EXPLORATION_LOST_CREW, lost_crew },
  { TI4_EXPLORATION_MERCHANT_STATION, merchant },
  { TI4_EXPLORATION_DEAD_WORLD, dead_world },
  { TI4_EXPLORATION_MINOR_ENTROPIC_FIELD, entropic },
  { TI4_EXPLORATION_ENTROPIC_FIELD, entropic },
  { TI4_EXPLORATION_MAJOR_ENTROPIC_FIELD, entropic },
  { TI4_EXPLORATION_KELERES_SHIP, entropic },
  { TI4_EXPLORATION_GAMMA_WORMHOLE, gamma },
  { TI4_EXPLORATION_GAMMA_RELAY, gamma },
  { TI4_EXPLORATION_ION_STORM, ion_storm },
  { TI4_EXPLORATION_MIRAGE, mirage },
};

static const xrec *record_of(int c) {
  for (size_t i = 0; i < sizeof records / sizeof records[0]; i++) if (records[i].card == c) return &records[i];
  return NULL;
}

int ti4_explore_modelled(int c) {
  if (c < 0 || c >= TI4_NEXPLORATIONS) return 0;
  const ti4_exploration_info *x = &ti4_explorations[c];
  if (x->kind == TI4_XK_FRAGMENT) return 1;
  if (x->kind == TI4_XK_ATTACHMENT && (x->resources || x->influence || x->specialty)) return 1;
  return record_of(c) != NULL;
}

/* ---- setup ----------------------------------------------------------------- */
void ti4_explore_setup(ti4_state *s, uint16_t relics) {
  memset(&s->x, 0, sizeof s->x);
  if (!(s->expansions & TI4_SRC_POK)) return;    /* exploration and relics are Prophecy of Kings' */
  for (int c = 0; c < TI4_NEXPLORATIONS; c++) {
    const ti4_exploration_info *x = &ti4_explorations[c];
    if (!(x->source & s->expansions) || !ti4_explore_modelled(c)) continue;
    for (int k = 0; k < x->count && s->x.ndeck[x->deck] < TI4_EXPLORE_DECK; k++)
      s->x.cards[x->deck][s->x.ndeck[x->deck]++] = (uint8_t)c;
  }
  /* shuffled by a generator derived from the game's, which itself is left
   * where it was: the other decks and every later roll stay as they were
   * before exploration was added */
  uint64_t g[4];
  for (int i = 0; i < 4; i++) g[i] = s->rng[i] ^ (UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(unsigned)(i + 1));
  for (int d = 0; d < 4; d++) ti4_rng_shuffle(g, s->x.cards[d], s->x.ndeck[d]);
  for (int r = 0; r < TI4_NRELICS && r < TI4_MAX_RELICS; r++)
    if ((ti4_relics[r].source & s->expansions) && ((relics >> r) & 1) && s->relic_holder[r] == TI4_NOBODY)
      s->x.relic_deck[s->x.nrelic_deck++] = (uint8_t)r;
  ti4_rng_shuffle(g, s->x.relic_deck, s->x.nrelic_deck);
}

/* ---- falling due ----------------------------------------------------------- */
static void enqueue(ti4_state *s, int seat, int where, int frontier) {
  if (s->x.nqueue >= TI4_MAX_EXPLORE_Q) return;
  s->x.queue[s->x.nqueue][0] = (uint8_t)(seat | (frontier ? 0x80 : 0));
  s->x.queue[s->x.nqueue][1] = (uint8_t)where;
  s->x.nqueue++;
}

void ti4_explore_control_gained(ti4_state *s, int seat, int pl, int prev, ti4_events *ev) {
  if (pl < 0 || pl >= TI4_NPLANETS || seat < 0 || seat >= s->nseats) return;
  if (prev < s->nseats && prev != seat) {
    ti4_deeds_control_lost(s, pl, prev);         /* Become a Martyr (25.5, 25.6) */
    s->fx.rep_planet = (uint8_t)(pl + 1);        /* Reparations: its window (action_cards2.c) */
    s->fx.rep_loser = (uint8_t)prev;
  }
  ti4_factions_control_gained(s, seat, pl, ev);          /* faction_abilities.c */
  int li = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_EXPLORATION) : -1;
  if (li >= 0 && s->laws[li].elected == TI4_TARGET(TI4_T_PLAYER, seat)) ti4_gain_tg(s, seat, 1, ev);
  /* Shard of the Throne: whoever takes its holder's legendary or home planet takes it */
  int r = TI4_RELIC_SHARD_OF_THE_THRONE;
  if (prev < s->nseats && prev != seat && s->relic_holder[r] == prev &&
      (ti4_planet_legendary(s, pl) || (ti4_planets[pl].home_of >= 0 && ti4_planets[pl].home_of == s->p[prev].faction))) {
    s->relic_holder[r] = (uint8_t)seat;
    s->p[prev].relics &= (uint16_t)~(1u << r);
    s->p[prev].relics_exhausted &= (uint16_t)~(1u << r);
    s->p[seat].relics |= (uint16_t)(1u << r);
    ti4_emit_what(ev, TI4_EV_LOST, prev, TI4_RES_RELIC, r, 1);
    ti4_gain_vp(s, prev, -1, ev);
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_RELIC, r, 1);
    ti4_gain_vp(s, seat, 1, ev);
  }
  /* 25.1c, 35.1: nobody controlled it; 35.2b: no traits, no exploration */
  if (!ti4_planet_traits(s, pl) || !(s->expansions & TI4_SRC_POK)) return;
  if (prev >= s->nseats) enqueue(s, seat, pl, 0);
  else if (prev != seat && ti4_commander_usable(s, seat, TI4_FACTION_NAAZ))   /* Dart and Tai: combat_plays2.c */
    enqueue(s, seat | 0x40, pl, 0);              /* "may": asked when due */
}

void ti4_explore_after_tactical(ti4_state *s, ti4_events *ev) {
  (void)ev;
  int seat = s->active, pos = s->tac.pos;
  if (seat >= s->nseats || pos >= TI4_MAX_MAP || !((s->x.frontier >> pos) & 1)) return;
  if (!ti4_has_tech(s, seat, TI4_TECH_DARK_ENERGY_TAP)) return;
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (s->ships[pos][seat][k]) { enqueue(s, seat, pos, 1); return; }
}

/* ---- resolving ------------------------------------------------------------- */
static void attach(ti4_state *s, int c, int pl) {
  if (s->x.nattach >= TI4_MAX_ATTACH) return;
  s->x.attach[s->x.nattach][0] = (uint8_t)c;
  s->x.attach[s->x.nattach][1] = (uint8_t)pl;
  s->x.nattach++;
  s->planet_flags[pl] |= TI4_PF_ATTACH;
}

/* Resolve card c drawn by seat at planet pl (-1: the frontier token at pos). */
static void resolve(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  const ti4_exploration_info *x = &ti4_explorations[c];
  ti4_emit(ev, TI4_EV_EXPLORED, seat, c, pl, (uint16_t)pos, pl < 0);
  switch (x->kind) {
  case TI4_XK_FRAGMENT:                          /* 35.9 */
    ti4_fragments_set(s, seat, x->deck, ti4_fragments(s, seat, x->deck) + 1);
    return;
  case TI4_XK_ATTACHMENT: {                      /* 35.8 */
    const xrec *r = record_of(c);
    if (pl >= 0) attach(s, c, pl);
    else discard(s, c);
    if (r && pl >= 0) r->resolve(s, seat, c, pl, pos, ev);   /* what it does besides (Demilitarized Zone) */
    return;
  }
  default: {
    const xrec *r = record_of(c);
    if (r && r->resolve(s, seat, c, pl, pos, ev)) return;   /* asked: finished by the answer */
    if (x->kind != TI4_XK_TOKEN && x->kind != TI4_XK_KEPT) discard(s, c);  /* a token's card is purged, a kept one kept */
  }
  }
}

/* Pre-Fab Arcologies (Naaz-Rokha): after you explore a planet, ready it. */
static void explored(ti4_state *s, int seat, int pl, ti4_events *ev) {
  ti4_terragenesis_due(s, seat, pl);            /* the Titans: asked next (titans.c) */
  if (pl < 0 || !ti4_has_tech(s, seat, TI4_TECH_PRE_FAB_ARCOLOGIES) || s->planet_owner[pl] != seat ||
      !(s->planet_flags[pl] & TI4_PF_EXHAUSTED)) return;
  s->planet_flags[pl] &= (uint8_t)~TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_READIED, seat, pl, -1, 0, 0);
}

static int deck_of_trait(int traits) { return traits & TI4_TRAIT_CULTURAL ? 0 : traits & TI4_TRAIT_HAZARDOUS ? 1 : 2; }

static int x_asking(const ti4_state *s) {
  return s->pending.kind == TI4_PEND_CHOOSE && ((s->ask.what >= ASK_X_TRAIT && s->ask.what <= ASK_X_MERCHANT) ||
         s->ask.what == ASK_X_FREELANCERS || s->ask.what == ASK_X_ION_STORM ||
         s->ask.what == ASK_X_DISTANT_SUNS || s->ask.what == ASK_X_DS_CARD);
}

/* Distant Suns (Naaz-Rokha): "when you explore a planet that contains 1 of
 * your mechs, you may draw 1 additional card; choose 1 of those cards to
 * resolve and discard the rest". Asked before the draw (`choose draw` or
 * plain `choose`) when the deck and its discard pile hold 2 cards or more;
 * drawn, the 2 cards wait in ask.arg[1] and ask.arg[3] for `choose CARD`. */
static int distant_suns(const ti4_state *s, int seat, int d, int pl) {
  return pl >= 0 && d >= 0 && d < TI4_XDECK_FRONTIER && s->p[seat].faction == TI4_FACTION_NAAZ &&
         has_mech(s, seat, pl) && s->x.ndeck[d] + s->x.ndiscard[d] >= 2;
}

static void explore_card(ti4_state *s, int seat, int c, int pl, int pos, ti4_events *ev) {
  if (c >= 0) resolve(s, seat, c, pl, pos, ev);
  if (!x_asking(s)) explored(s, seat, pl, ev);    /* resolved without a question */
}

static void explore_deck(ti4_state *s, int seat, int d, int pl, int pos, ti4_events *ev) {
  if (distant_suns(s, seat, d, pl)) { ask(s, ASK_X_DISTANT_SUNS, seat, -1, pl, pos, d); return; }
  explore_card(s, seat, draw(s, d), pl, pos, ev);
}

/* Frontier explorations due for one seat beyond what the queue holds
 * (Conservator Procyon): each map position from x.more_pos on, in map
 * order, with a frontier token and the seat's ships, joins the queue as
 * room is made; x.more_seat is cleared when the map is done. */
static void feed(ti4_state *s) {
  if (!s->x.more_seat) return;
  int seat = s->x.more_seat - 1;
  while (s->x.nqueue < TI4_MAX_EXPLORE_Q && s->x.more_pos < s->nmap && s->x.more_pos < TI4_MAX_MAP) {
    int pos = s->x.more_pos++, ships = 0;
    if (!((s->x.frontier >> pos) & 1) || seat >= TI4_MAX_SEATS) continue;
    for (int k = 0; k <= TI4_UT_WARSUN; k++) ships |= s->ships[pos][seat][k];
    if (ships) enqueue(s, seat, pos, 1);
  }
  if (s->x.more_pos >= s->nmap || s->x.more_pos >= TI4_MAX_MAP) s->x.more_seat = s->x.more_pos = 0;
}
void ti4_explore_frontiers_of(ti4_state *s, int seat) {
  s->x.more_seat = (uint8_t)(seat + 1);
  s->x.more_pos = 0;
  feed(s);
}

/* 35.2d: explorations of one player due together are resolved in the
 * order that player chooses. The run of entries at the queue's head with
 * the head's seat, still to be explored (the planet still theirs, the
 * frontier token still there), each place once: the candidates. A head
 * entry marked 0x08 was chosen and is resolved without asking again. */
static int q_live(const ti4_state *s, int i) {
  int where = s->x.queue[i][1];
  if (s->x.queue[i][0] & 0x80) return where < TI4_MAX_MAP && ((s->x.frontier >> where) & 1);
  return where < TI4_NPLANETS && s->planet_owner[where] == (s->x.queue[i][0] & 7);
}
static int q_candidates(const ti4_state *s, int *out) {
  int n = 0, seat = s->x.queue[0][0] & 7;
  for (int i = 0; i < s->x.nqueue && (s->x.queue[i][0] & 7) == seat; i++) {
    int dup = !q_live(s, i);
    for (int j = 0; j < n && !dup; j++)
      dup = (s->x.queue[out[j]][0] & 0x80) == (s->x.queue[i][0] & 0x80) && s->x.queue[out[j]][1] == s->x.queue[i][1];
    if (!dup) out[n++] = i;
  }
  return n;
}

int ti4_explore_step(ti4_state *s, ti4_events *ev) {
  if (!s->x.nqueue || s->combat.kind || s->nwin) return 0;
  if (s->pending.kind != TI4_PEND_NONE && s->pending.kind != TI4_PEND_LAND && s->pending.kind != TI4_PEND_PRODUCE) return 0;
  int cand[TI4_MAX_EXPLORE_Q];
  if (!(s->x.queue[0][0] & 0x08) && q_candidates(s, cand) > 1) {   /* 35.2d: the player's order */
    ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
    ti4_ask_for(s, ASK_X_ORDER, s->x.queue[0][0] & 7, -1);
    return 1;
  }
  int seat = s->x.queue[0][0] & 7, frontier = s->x.queue[0][0] & 0x80, where = s->x.queue[0][1];
  int may = s->x.queue[0][0] & 0x40;             /* Dart and Tai: the player chooses whether */
  memmove(s->x.queue[0], s->x.queue[1], sizeof s->x.queue[0] * (size_t)(TI4_MAX_EXPLORE_Q - 1));
  memset(s->x.queue[TI4_MAX_EXPLORE_Q - 1], 0, sizeof s->x.queue[0]);
  s->x.nqueue--;
  feed(s);                                       /* Conservator Procyon's next ones, in map order */
  ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);   /* landing / production is asked again after */
  if (frontier) {
    if (!((s->x.frontier >> where) & 1)) return 1;
    s->x.frontier &= ~((uint64_t)1 << where);     /* 35.6 */
    explore_deck(s, seat, TI4_XDECK_FRONTIER, -1, where, ev);
    return 1;
  }
  int pl = where, t = ti4_planet_traits(s, pl), pos = ti4_planet_pos(s, pl);
  if (s->planet_owner[pl] != seat) return 1;     /* lost again before it was explored */
  if (may) { ask(s, TI4_ASK_DART_AND_TAI, seat, -1, pl, pos, 0); return 1; }   /* combat_plays2.c */
  if (t & (t - 1)) { ask(s, ASK_X_TRAIT, seat, -1, pl, pos, 0); return 1; }   /* 35.2c */
  explore_deck(s, seat, deck_of_trait(t), pl, pos, ev);
  return 1;
}

/* ---- the questions --------------------------------------------------------- */
static int opt_of(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
}

/* The options the pending question takes (-1: a plain `choose`, declining). */
static int options(const ti4_state *s, int *out) {
  int n = 0, seat = s->ask.seat, pl = s->ask.arg[0];
  const ti4_player *p = &s->p[seat];
  switch (s->ask.what) {
  case ASK_X_TRAIT:
    for (int t = 0; t < 3; t++) if (pl >= 0 && (ti4_planet_traits(s, pl) >> t) & 1) out[n++] = TI4_OPT_CULTURAL + t;
    break;
  case ASK_X_WAREHOUSES:
    out[n++] = TI4_OPT_GAIN; out[n++] = TI4_OPT_CONVERT;
    break;
  case ASK_X_BASE: case ASK_X_FABRICATORS: {
    int can = s->ask.what == ASK_X_BASE ||
              ti4_units_out(s, seat, TI4_UT_MECH) < ti4_unit_limit(TI4_UT_MECH);   /* 23.4 */
    out[n++] = TI4_OPT_GAIN;
    if (can && p->tg) out[n++] = TI4_OPT_SPEND_TG;
    if (can && p->commodities) out[n++] = TI4_OPT_SPEND_COMMODITY;
    break;
  }
  case ASK_X_MERCENARY:
    out[n++] = TI4_OPT_INFANTRY; out[n++] = -1;
    break;
  case ASK_X_REMOVE:
    out[n++] = TI4_OPT_REMOVE; out[n++] = -1;
    break;
  case ASK_X_TOKEN:
    out[n++] = TI4_OPT_TACTIC;
    if (p->fleet < ti4_fleet_pool_cap(s)) out[n++] = TI4_OPT_FLEET;
    out[n++] = TI4_OPT_STRATEGY;
    if (s->ask.arg[3] & 0x100) out[n++] = -1;    /* removing an infantry is optional */
    break;
  case ASK_X_MERCHANT:
    out[n++] = TI4_OPT_REPLENISH; out[n++] = TI4_OPT_CONVERT;
    break;
  case ASK_X_ION_STORM:
    out[n++] = TI4_OPT_ALPHA; out[n++] = TI4_OPT_BETA;
    break;
  case ASK_X_DISTANT_SUNS:
    out[n++] = TI4_OPT_DRAW; out[n++] = -1;
    break;
  }
  return n;
}

static int x_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int o[8], n = options(s, o), want = opt_of(m), plain = m->target == 0 && m->card < 0 && !m->planets[0] && !m->planets[1];
  for (int i = 0; i < 6; i++) plain &= i < TI4_MOVE_ARGS && m->arg[i] == -1;
  for (int i = 0; i < n; i++)
    if (o[i] < 0 ? plain : want == o[i] && m->card < 0 && m->arg[0] == -1) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "35.7", N_("answer with one of the words this exploration card offers (see legal) (%s)"), ti4_seat_word(m->seat));
}

static size_t x_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int o[8], n = options(s, o);
  size_t k = 0;
  for (int i = 0; i < n; i++) {
    ti4_move m;
    ti4_move_blank(&m, s->ask.seat, TI4_MV_CHOOSE);
    if (o[i] >= 0) m.target = TI4_TARGET(TI4_T_OPTION, o[i]);
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

static void x_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_ask a = s->ask;
  int seat = a.seat, pl = a.arg[0], c = a.arg[1], pos = a.arg[2], opt = opt_of(m);
  ti4_player *p = &s->p[seat];
  switch (a.what) {
  case ASK_X_TRAIT:
    explore_deck(s, seat, opt - TI4_OPT_CULTURAL, pl, pos, ev);
    return;                                      /* the card drawn is resolved (and may ask) */
  case ASK_X_WAREHOUSES:
    if (opt == TI4_OPT_GAIN) gain_commodities(s, seat, 2, ev);
    else convert(s, seat, 2, ev);
    break;
  case ASK_X_BASE: case ASK_X_FABRICATORS:
    if (opt == TI4_OPT_GAIN) { gain_commodities(s, seat, 1, ev); break; }
    if (opt == TI4_OPT_SPEND_TG) ti4_gain_tg(s, seat, -1, ev);
    else { p->commodities--; ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_COMMODITIES, -1, 1); }
    if (a.what == ASK_X_BASE) ti4_draw_actions(s, seat, 1, ev);
    else if (pl >= 0 && s->planet_owner[pl] == seat) {
      s->planet_units[pl][1]++;
      ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, ti4_unit_row(s, seat, TI4_UT_MECH), 1);
    }
    break;
  case ASK_X_MERCENARY:
    if (opt == TI4_OPT_INFANTRY && s->planet_owner[pl] == seat && s->planet_units[pl][0] < 255) {
      s->planet_units[pl][0]++;
      ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, ti4_unit_row(s, seat, TI4_UT_INFANTRY), 1);
    }
    break;
  case ASK_X_REMOVE:
    if (opt == TI4_OPT_REMOVE && has_infantry(s, seat, pl)) {
      s->planet_units[pl][0]--;
      ti4_emit(ev, TI4_EV_DESTROYED, seat, TI4_UT_INFANTRY, pos, 0, 1);
      hazard_effect(s, seat, c, pl, ev);
    }
    break;
  case ASK_X_TOKEN:
    if (opt < 0) break;                          /* declined (no infantry removed) */
    if ((a.arg[3] & 0x100) && has_infantry(s, seat, pl)) {
      s->planet_units[pl][0]--;
      ti4_emit(ev, TI4_EV_DESTROYED, seat, TI4_UT_INFANTRY, pos, 0, 1);
    }
    gain_token(s, seat, opt, ev);
    if ((a.arg[3] & 0xFF) > 1) {                 /* the Keleres Ship's second token */
      ask(s, ASK_X_TOKEN, seat, c, pl, pos, (a.arg[3] & 0xFF) - 1);
      return;
    }
    break;
  case ASK_X_MERCHANT:
    if (opt == TI4_OPT_CONVERT) convert(s, seat, p->commodities, ev);
    else {
      gain_commodities(s, seat, commodity_value(s, seat), ev);
      ti4_note_replenished(s, seat, ev);         /* Trade Agreement */
    }
    break;
  case ASK_X_DISTANT_SUNS: {                      /* drawn: 2 cards, or the one as usual */
    int d = a.arg[3];
    if (opt != TI4_OPT_DRAW) { explore_card(s, seat, draw(s, d), pl, pos, ev); return; }
    int c1 = draw(s, d), c2 = draw(s, d);
    if (c1 < 0 || c2 < 0) { explore_card(s, seat, c1 >= 0 ? c1 : c2, pl, pos, ev); return; }
    ask(s, ASK_X_DS_CARD, seat, c1, pl, pos, c2);
    return;
  }
  case ASK_X_ION_STORM:                           /* the token placed; the card kept in the common area */
    s->x.ion_storm = (uint8_t)(pos + 1);
    s->x.ion_beta = opt == TI4_OPT_BETA;
    explored(s, seat, pl, ev);
    return;
  default:
    return;
  }
  if (c >= 0 && c < TI4_NEXPLORATIONS) discard(s, c);   /* 35.7: resolved */
  explored(s, seat, pl, ev);
}

/* Freelancers' answer: `choose UNIT [TG] [PLANET ...]` -- one unit (67)
 * into the system explored: a ship into its space area, a ground force
 * onto the planet explored (ti4_one_unit_fits: 26.3, 67.5, 67.6, 37.1,
 * 16.2), its cost (67.2, 93) paid with planets' influence or resources
 * and trade goods; a plain `choose` declines. Not a use of PRODUCTION. */
static int fl_unit(const ti4_move *m) {
  int o = opt_of(m);
  if (o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN) return o - TI4_OPT_CARRIER;
  return o == TI4_OPT_INFANTRY ? TI4_UT_INFANTRY : o == TI4_OPT_MECH ? TI4_UT_MECH : -1;
}
static int fl_cost(const ti4_state *s, int seat, int k) {
  int n[TI4_SPACE_TYPES] = {0};
  n[k] = 1;
  return ti4_production_cost(s, seat, n, 0, 0);
}
static int fl_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = s->ask.seat, pl = s->ask.arg[0], pos = s->ask.arg[2], k = fl_unit(m);
  if (ti4_choose_plain(m, TI4_MOVE_ARGS)) return 0;                           /* declined: "you may" */
  int bad = k < 0 || m->card >= 0;
  for (int i = 1; i < TI4_MOVE_ARGS; i++) bad |= m->arg[i] != -1;
  if (bad)
    return ti4_fail(e, TI4_ESYNTAX, "67", N_("Freelancers: name a unit, then the payment, e.g. choose destroyer 1 lodor, or choose nothing to decline (%s)"), ti4_seat_word(m->seat));
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "67", N_("Freelancers: the system explored is not on the board (%s)"), ti4_seat_word(m->seat));
  int on = k > TI4_UT_WARSUN && pl >= 0 && s->planet_owner[pl] == seat && !(s->planet_flags[pl] & TI4_PF_DMZ) ? pl : -1;
  int rc = ti4_one_unit_fits(s, seat, pos, k, on, e);
  if (rc) return rc;
  int cost = fl_cost(s, seat, k), tg = m->arg[0] > 0 ? m->arg[0] : 0;
  for (int r = 0; r <= cost; r++)                /* influence as if it were resources: any split */
    if (!ti4_pay_check(s, seat, m, tg, r, cost - r, 0, NULL)) return 0;
  return ti4_pay_check(s, seat, m, tg, 0, cost, 0, e);
}
/* Representatives (a payment: ti4_choice_is_set): each unit type once,
 * paid greedily with influence; and the plain `choose`. */
static size_t fl_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  size_t n = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    ti4_move m;
    ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
    if (k == TI4_UT_INFANTRY || k == TI4_UT_MECH) m.target = TI4_TARGET(TI4_T_OPTION, k == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : TI4_OPT_MECH);
    else m.target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CARRIER + k);
    if (ti4_unit_cost2(s, seat, k) < 0 || ti4_pay_greedy(s, seat, &m, 0, fl_cost(s, seat, k), 0) || fl_check(s, &m, NULL)) continue;
    if (n < cap) out[n] = m;
    n++;
  }
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
  if (n < cap) out[n] = m;
  return n + 1;
}
static void fl_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_ask a = s->ask;
  int seat = a.seat, pl = a.arg[0], c = a.arg[1], pos = a.arg[2], k = fl_unit(m);
  if (k >= 0 && !fl_check(s, m, NULL)) {
    ti4_pay_apply(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, ev);
    if (k > TI4_UT_WARSUN && pl >= 0 && s->planet_owner[pl] == seat && !(s->planet_flags[pl] & TI4_PF_DMZ))
      s->planet_units[pl][k - TI4_UT_INFANTRY]++;
    else s->ships[pos][seat][k]++;
    if (s->tac.produced < 0xFFFF) s->tac.produced++;
    ti4_nexus_update(s);                         /* 100.2: placed into the wormhole nexus */
    ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, 1);
    ti4_deeds_produced(s, seat, k);              /* Magmus's unlock: a war sun */
  }
  if (c >= 0 && c < TI4_NEXPLORATIONS) discard(s, c);   /* 35.7: resolved */
  explored(s, seat, pl, ev);
}

/* 35.2d's answer: `choose PLANET` (a planet due to be explored) or `choose
 * TILE` (a frontier token's system, by tile number): that exploration is
 * resolved next, completely; the question comes again while two or more
 * remain. The queue index answered, -1 none. */
static int order_pick(const ti4_state *s, const ti4_move *m) {
  int cand[TI4_MAX_EXPLORE_Q], n = q_candidates(s, cand);
  int bad = m->card >= 0 || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < TI4_MOVE_ARGS; i++) bad |= m->arg[i] != -1;
  if (bad || n < 2) return -1;
  int pl = -1, pos = -1;
  if (m->target && m->arg[0] == -1 && TI4_TARGET_KIND(m->target) == TI4_T_PLANET) pl = (int)TI4_TARGET_INDEX(m->target);
  else if (!m->target && m->arg[0] >= 0) pos = ti4_tile_pos(s, m->arg[0]);
  for (int j = 0; j < n; j++) {
    int i = cand[j], fr = s->x.queue[i][0] & 0x80, where = s->x.queue[i][1];
    if ((fr && pos >= 0 && where == pos) || (!fr && pl >= 0 && where == pl)) return i;
  }
  return -1;
}
static int order_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (order_pick(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "35.2d", N_("name the planet (or the frontier token's system, by tile number) to explore next, one of those due (see legal) (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void order_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int i = order_pick(s, m);
  if (i < 0) return;
  uint8_t e0 = s->x.queue[i][0], e1 = s->x.queue[i][1];
  memmove(s->x.queue[1], s->x.queue[0], sizeof s->x.queue[0] * (size_t)i);   /* to the head, the rest in order */
  s->x.queue[0][0] = (uint8_t)(e0 | 0x08);       /* chosen: resolved next without asking */
  s->x.queue[0][1] = e1;
}
static size_t order_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int cand[TI4_MAX_EXPLORE_Q], n = q_candidates(s, cand);
  size_t k = 0;
  for (int j = 0; j < n && n > 1; j++) {
    int i = cand[j], where = s->x.queue[i][1];
    ti4_move m;
    ti4_move_blank(&m, s->ask.seat, TI4_MV_CHOOSE);
    if (s->x.queue[i][0] & 0x80) {
      if (where >= s->nmap || s->map[where] < 0) continue;
      m.arg[0] = (int16_t)ti4_tile_number(s->map[where]);
      if (ti4_tile_pos(s, m.arg[0]) != where) continue;
    } else m.target = TI4_TARGET(TI4_T_PLANET, where);
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

/* Distant Suns' second question: `choose CARD`, one of the 2 cards drawn,
 * resolved; the other discarded (into its deck's discard pile, whatever
 * its kind: "discard the rest"). */
static int ds_pick(const ti4_state *s, const ti4_move *m) {
  int bad = m->target || ti4_count_set(m->planets) > 0;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) bad |= m->arg[i] != -1;
  if (bad || m->card < 0) return -1;
  return m->card == s->ask.arg[1] ? 1 : m->card == s->ask.arg[3] ? 3 : -1;
}
static int ds_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (ds_pick(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "35.7", N_("Distant Suns: name one of the 2 exploration cards drawn, to resolve it (see legal) (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void ds_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_ask a = s->ask;
  int i = ds_pick(s, m);
  if (i < 0) return;
  int keep = a.arg[i], rest = a.arg[i == 1 ? 3 : 1];
  discard(s, rest);                              /* the rest discarded */
  explore_card(s, a.seat, keep, a.arg[0], a.arg[2], ev);
}
static size_t ds_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = 1; i <= 3; i += 2) {
    if (i == 3 && s->ask.arg[3] == s->ask.arg[1]) break;   /* two copies of one card: one answer */
    if (k < cap) { ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE); out[k].card = s->ask.arg[i]; }
    k++;
  }
  return k;
}

static const ti4_choice choice_rows[] = {
  { ASK_X_DISTANT_SUNS, x_check, x_apply, x_legal, "distant_suns",
    N_("Distant Suns: your mech is on the planet explored: draw 1 additional card (draw), then choose 1 of the 2 to resolve; or choose nothing to draw 1 as usual") },
  { ASK_X_DS_CARD, ds_check, ds_apply, ds_legal, "distant_suns_card",
    N_("Distant Suns: choose 1 of the 2 exploration cards drawn to resolve (choose CARD); the other is discarded") },
  { ASK_X_ORDER, order_check, order_apply, order_legal, "exploration_order",
    N_("several explorations are due at once: name the planet (or the frontier token's system, by tile number) to explore next (35.2d)") },
  { ASK_X_TRAIT, x_check, x_apply, x_legal, "explore_trait",
    N_("the planet has several traits: name the exploration deck to draw from (cultural, hazardous or industrial)") },
  { ASK_X_WAREHOUSES, x_check, x_apply, x_legal, "abandoned_warehouses",
    N_("Abandoned Warehouses: gain 2 commodities (gain) or convert up to 2 of your commodities into trade goods (convert)") },
  { ASK_X_BASE, x_check, x_apply, x_legal, "functioning_base",
    N_("Functioning Base: gain 1 commodity (gain), or spend 1 trade good (spend_tg) or 1 commodity (spend_commodity) to draw 1 action card") },
  { ASK_X_FABRICATORS, x_check, x_apply, x_legal, "local_fabricators",
    N_("Local Fabricators: gain 1 commodity (gain), or spend 1 trade good (spend_tg) or 1 commodity (spend_commodity) to place 1 mech on the planet") },
  { ASK_X_MERCENARY, x_check, x_apply, x_legal, "mercenary_outfit",
    N_("Mercenary Outfit: place 1 infantry from your reinforcements on the planet (infantry), or choose nothing to decline") },
  { ASK_X_REMOVE, x_check, x_apply, x_legal, "remove_infantry",
    N_("remove 1 infantry from the planet to resolve the exploration card (remove), or choose nothing to decline") },
  { ASK_X_TOKEN, x_check, x_apply, x_legal, "command_token",
    N_("name the pool for the command token you gain: tactic, fleet or strategy") },
  { ASK_X_FREELANCERS, fl_check, fl_apply, fl_legal, "freelancers",
    N_("Freelancers: produce 1 unit in this system, paying with influence as if it were resources (choose UNIT [TG] [PLANET ...]), or choose nothing to decline") },
  { ASK_X_ION_STORM, x_check, x_apply, x_legal, "ion_storm",
    N_("Ion Storm: place the ion storm token in this system, the side up named: choose alpha|beta") },
  { ASK_X_MERCHANT, x_check, x_apply, x_legal, "merchant_station",
    N_("Merchant Station: replenish your commodities (replenish) or convert all your commodities into trade goods (convert)") },
};
const ti4_choice_table ti4_choices_exploration = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

/* ---- relic fragments: ACTION: purge 3 of one trait to gain a relic (73.1) --- */
/* `component cultural_relic_fragment [N]`: N unknown fragments stand in
 * (35.9, the unknown card: any trait); without N, as few as possible. */
static int unknown_used(const ti4_state *s, int seat, int d, const ti4_move *m) {
  int have = ti4_fragments(s, seat, d);
  if (m->arg[0] >= 0) return m->arg[0];
  return have >= 3 ? 0 : 3 - have;
}
static int frag_ok(const ti4_state *s, int seat, int d, const ti4_move *m, ti4_error *e) {
  int u = unknown_used(s, seat, d, m);
  if (m->arg[1] != -1 || u < 0 || u > 3 || u > ti4_fragments(s, seat, TI4_XDECK_FRONTIER) ||
      3 - u > ti4_fragments(s, seat, d))
    return ti4_fail(e, TI4_EILLEGAL, "73.1", N_("you do not hold 3 relic fragments of that trait, unknown ones counted (%s)"), ti4_seat_word(seat));
  if (!s->x.nrelic_deck)
    return ti4_fail(e, TI4_EILLEGAL, "73.2a", N_("the relic deck is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t frag_list(const ti4_state *s, int seat, int d, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int u = 0; u <= 3; u++) {
    ti4_move m = *base;
    m.arg[0] = (int16_t)u;
    if (frag_ok(s, seat, d, &m, NULL)) continue;
    if (u == unknown_used(s, seat, d, base)) m.arg[0] = -1;   /* the default, written without N */
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void frag_purge(ti4_state *s, int seat, int d, const ti4_move *m, ti4_events *ev) {
  int u = unknown_used(s, seat, d, m);
  ti4_fragments_set(s, seat, d, ti4_fragments(s, seat, d) - (3 - u));   /* purged */
  ti4_fragments_set(s, seat, TI4_XDECK_FRONTIER, ti4_fragments(s, seat, TI4_XDECK_FRONTIER) - u);
  ti4_relic_draw(s, seat, ev);
}
#define FRAGMENT(name, D) \
  static int name##_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) { return frag_ok(s, seat, D, m, e); } \
  static size_t name##_options(const ti4_state *s, int seat, const ti4_move *b, ti4_move *out, size_t cap) { return frag_list(s, seat, D, b, out, cap); } \
  static void name##_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) { frag_purge(s, seat, D, m, ev); }
FRAGMENT(cultural, TI4_XDECK_CULTURAL)
FRAGMENT(hazardous, TI4_XDECK_HAZARDOUS)
FRAGMENT(industrial, TI4_XDECK_INDUSTRIAL)

/* Scanlink Drone Network: when you activate a system, you may explore 1
 * planet in it that holds your units (the after-activation window). */
static int scanlink_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this is used after you activate a system (%s)"), ti4_seat_word(seat));
  if (pl < 0 || pl >= TI4_NPLANETS || ti4_planet_pos(s, pl) != s->tac.pos || s->planet_owner[pl] != seat ||
      !(s->planet_units[pl][0] | s->planet_units[pl][1] | s->planet_units[pl][2] | s->planet_units[pl][3]) ||
      !ti4_planet_traits(s, pl))
    return ti4_fail(e, TI4_EILLEGAL, "35.2", N_("name a planet with a trait in the active system that holds your units (%s)"), ti4_seat_word(seat));
  return ti4_ability_used_by(s, seat, m, e);
}
static size_t scanlink_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, scanlink_check, 1);
}
static void scanlink(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  enqueue(s, seat, (int)TI4_TARGET_INDEX(m->target), 0);   /* resolved when the window closes */
}

/* `component enigmatic_device [TG] [PLANET ...]`: 6 resources paid (93,
 * 75), the device purged, then `choose TECH` researched (90: its
 * prerequisites apply). */
static int device_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!devices(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "35.7", N_("you have no Enigmatic Device (%s)"), ti4_seat_word(seat));
  return ti4_pay_check(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, 6, 0, 0, e);
}
static size_t device_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  ti4_move m = *base;
  if (!devices(s, seat) || ti4_pay_greedy(s, seat, &m, 6, 0, 0) || device_check(s, seat, &m, NULL)) return 0;
  if (cap) out[0] = m;
  return 1;
}
static void device_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_pay_apply(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, ev);
  devices_set(s, seat, devices(s, seat) - 1);   /* purged */
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_RESEARCH, 1, -1);
}

static const ti4_ability rows[] = {
  { "enigmatic_device", TI4_AB_FRAGMENT, TI4_XDECK_FRONTIER, 0, TI4_ABF_COMPONENT | TI4_ABF_FREE,
    device_check, device_options, NULL, device_effect },
  { "scanlink_drone_network", TI4_AB_TECH, TI4_TECH_SCANLINK_DRONE_NETWORK, 1u << TI4_W_AFTER_ACTIVATION,
    TI4_ABF_TARGET | TI4_ABF_OWN, scanlink_check, scanlink_options, NULL, scanlink },
  { "cultural_relic_fragment", TI4_AB_FRAGMENT, TI4_XDECK_CULTURAL, 0, TI4_ABF_COMPONENT, cultural_check, cultural_options, NULL, cultural_effect },
  { "hazardous_relic_fragment", TI4_AB_FRAGMENT, TI4_XDECK_HAZARDOUS, 0, TI4_ABF_COMPONENT, hazardous_check, hazardous_options, NULL, hazardous_effect },
  { "industrial_relic_fragment", TI4_AB_FRAGMENT, TI4_XDECK_INDUSTRIAL, 0, TI4_ABF_COMPONENT, industrial_check, industrial_options, NULL, industrial_effect },
};
const ti4_ability_table ti4_ab_exploration = { rows, sizeof rows / sizeof rows[0] };

/* ---- for the cards that reach into the decks (action_components.c) ---- */
int ti4_explore_draw(ti4_state *s, int d) { return d >= 0 && d < 4 ? draw(s, d) : -1; }
void ti4_explore_discard(ti4_state *s, int c) { if (c >= 0 && c < TI4_NEXPLORATIONS) discard(s, c); }
void ti4_explore_enqueue(ti4_state *s, int seat, int where, int frontier) { enqueue(s, seat, where, frontier); }
/* Dart and Tai's answer: the planet explored now, ahead of the others due
 * (35.2d: the one the player took up is resolved completely first). */
void ti4_explore_enqueue_first(ti4_state *s, int seat, int pl) {
  if (s->x.nqueue >= TI4_MAX_EXPLORE_Q) return;
  memmove(s->x.queue[1], s->x.queue[0], sizeof s->x.queue[0] * (size_t)s->x.nqueue);
  s->x.queue[0][0] = (uint8_t)(seat | 0x08);
  s->x.queue[0][1] = (uint8_t)pl;
  s->x.nqueue++;
}
