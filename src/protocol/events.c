/* events.c -- events as JSON objects (the protocol's "events" arrays) and as
 * sentences for people.
 *
 * What the fields of a ti4_event mean, by type (seat is TI4_NOBODY when no
 * seat applies; "target" is a TI4_TARGET outcome word):
 *   REVEALED     a = agenda                      -> agenda
 *   PLAYED       seat, a = ability, target, n = its first number (-1 none)
 *                                                -> player, card[, target, n]
 *   PASSED       seat                            -> player
 *   VOTED        seat, target, n = votes         -> player, outcome, votes
 *   EXHAUSTED    seat, a = planet                -> player, planet
 *   READIED      seat, a = planet                -> player, planet
 *   RESOLVED     a = agenda, target              -> agenda, outcome
 *   DISCARDED    a = agenda                      -> agenda
 *   LAW_ENACTED  a = agenda, target (elected)    -> agenda[, elected]
 *   PHASE        a = enum ti4_phase              -> phase
 *   TURN         seat                            -> player
 *   ABSTAINED    seat                            -> player
 *   DECIDED      seat, target                    -> player, outcome
 *   WINDOW       a = enum ti4_window_id, seat = opener -> window[, player]
 *   GAINED/LOST  seat, what = ti4_resource, a = item or -1, n = count
 *                                                -> player, what, count[, item]
 *   PICKED       seat, a = strategy card         -> player, card
 *   SPEAKER      seat                            -> player
 *   DREW         seat, what = ti4_resource, a = item or -1, n
 *                                                -> player, what, count[, item]
 *   SCORED       seat, a = objective             -> player, objective
 *   WINNER       seat                            -> player
 *   EDIT         a = enum ti4_edit, seat, b = item, n = number
 *                                                -> edit[, player, item, count]
 *   RIDER        seat, a = ability, b = 1 if it won, target
 *                                                -> player, card, prediction, won
 *   LAW_REMOVED  a = agenda                      -> agenda
 *   STANDING     seat, a = enum ti4_standing     -> player, order
 *   CANCELLED    seat, a = ability               -> player, card
 *   TRANSACTION  seat (from), a = seat (to)      -> player, to
 *   ACTIVATED    seat, a = map position          -> player, pos[, system]
 *   PREDICTED    seat, a = ability, target       -> player, card, prediction
 *   UNLOCKED     seat, a = leader, b = 1 commander, 2 hero -> player, leader
 *   TOKEN_PLACED seat, a = map position (a command token placed by an effect)
 *                                                -> player, pos[, system]
 *   TILE_PLACED  seat, a = system, b = map position (galaxy=place, Complete
 *                Setup 6.iii)                    -> player, system, pos
 *   TIE          seat = speaker, a = agenda, b = outcomes tied, target = one
 *                of them, n = its votes (0: nobody voted); the b events in
 *                a row are one JSON object -> player, agenda, outcomes, votes
 */
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "undoguard.h"

static const char *const type_names[TI4_EV__COUNT] = {
  "revealed", "played", "passed", "voted", "exhausted", "readied", "resolved",
  "discarded", "law_enacted", "phase", "turn", "abstained", "decided",
  "window", "gained", "lost", "picked", "speaker", "drew", "scored",
  "winner", "edit", "rider", "law_removed", "standing", "cancelled",
  "transaction", "activated", "predicted", "objective_revealed", "unlocked",
  "tie", "token_placed", "rolled", "moved", "destroyed", "landed", "control", "produced",
  "custodians", "combat", "hits", "sustained", "retreat", "combat_end", "repaired", "done", "explored", "captured", "removed",
  "tile_placed"};
static const char *const unit_type_names[TI4_UT__COUNT] = {"carrier", "cruiser",
  "destroyer", "dreadnought", "fighter", "flagship", "warsun", "infantry", "mech",
  "pds", "dock"};

static const char *const resource_names[] = {"tg", "commodities", "vp",
  "action_card", "secret", "technology", "promissory", "tactic", "fleet",
  "strategy", "planet", "relic", "unit"};
static const int resource_kind[] = {-1, -1, -1, TI4_K_ACTION, TI4_K_OBJECTIVE,
  TI4_K_TECH, TI4_K_PROMISSORY, -1, -1, -1, TI4_K_PLANET, TI4_K_RELIC, TI4_K_UNIT};

static const char *const edit_names[TI4_ED__COUNT] = {"planet", "action",
  "promissory", "tg", "commodities", "vp", "tech", "secret", "tokens",
  "speaker", "custodians", "phase", "round", "strategy", "law", "deck_agenda",
  "units", "leader", "relic", "eliminated", "dice", "reveal", "fragment", "deck_exploration"};

static void set_seat(json_t *o, const char *key, int seat) {
  const char *w = seat_word(seat);
  if (w) json_object_set_new(o, key, json_string(w));
}

static void set_id(json_t *o, const char *key, int kind, int i) {
  const char *id = i >= 0 ? ti4_content_id(kind, i) : NULL;
  if (id) json_object_set_new(o, key, json_string(id));
  else if (i >= 0) json_object_set_new(o, key, json_integer(i));
}

static const ti4_state *cur_state;
static void set_ability(json_t *o, const char *key, int i) {
  char b[96];
  const char *id = cur_state ? ability_word(b, sizeof b, i, cur_state) : NULL;
  if (id) json_object_set_new(o, key, json_string(id));
  else if (i >= 0) json_object_set_new(o, key, json_integer(i));
}

static void set_target(json_t *o, const char *key, uint16_t t) {
  char b[64];
  if (t) json_object_set_new(o, key, json_string(target_word(b, sizeof b, t)));
}

static void set_resource(json_t *o, const ti4_event *e) {
  int w = e->what;
  int known = w >= 0 && w < (int)(sizeof resource_names / sizeof *resource_names);
  json_object_set_new(o, "what", known ? json_string(resource_names[w]) : json_integer(w));
  json_object_set_new(o, "count", json_integer(e->n));
  if (known && resource_kind[w] >= 0 && e->a >= 0) set_id(o, "item", resource_kind[w], e->a);
}

json_t *event_json(const ti4_event *e, const ti4_state *s) {
  json_t *o = json_object();
  int t = e->type;
  cur_state = s;
  json_object_set_new(o, "type", t < TI4_EV__COUNT ? jstr(type_names[t]) : json_integer(t));
  switch (t) {
  case TI4_EV_REVEALED: case TI4_EV_DISCARDED: case TI4_EV_LAW_REMOVED:
    set_id(o, "agenda", TI4_K_AGENDA, e->a);
    break;
  case TI4_EV_PLAYED:
    set_seat(o, "player", e->seat);
    set_ability(o, "card", e->a);
    set_target(o, "target", e->target);
    /* a strategy card's ability: n = 1 primary, 2 secondary */
    if (e->a < 0 && (e->n == 1 || e->n == 2))
      json_object_set_new(o, "ability", json_string(e->n == 1 ? "primary" : "secondary"));
    else if (e->a >= 0 && e->n >= 0) json_object_set_new(o, "n", json_integer(e->n));   /* e.g. Bribery's trade goods */
    break;
  case TI4_EV_TIE: {                /* events_json gathers the outcomes of one tie */
    json_t *outs = json_array();
    char b[64];
    set_seat(o, "player", e->seat);
    set_id(o, "agenda", TI4_K_AGENDA, e->a);
    if (e->target) json_array_append_new(outs, json_string(target_word(b, sizeof b, e->target)));
    json_object_set_new(o, "outcomes", outs);
    json_object_set_new(o, "votes", json_integer(e->n));
    break;
  }
  case TI4_EV_PASSED:               /* which pass: a window, the round, ... */
    set_seat(o, "player", e->seat);
    if (e->a > 0) {
      json_object_set_new(o, "pass", json_string("window"));
      json_object_set_new(o, "window", json_string(window_name(e->a)));
    } else {
      static const char *const kinds[] = {"other", "round", "secondary", "score", "extra_action"};
      json_object_set_new(o, "pass", json_string(e->b >= 1 && e->b <= 4 ? kinds[e->b] : kinds[0]));
    }
    break;
  case TI4_EV_TURN:
  case TI4_EV_SPEAKER: case TI4_EV_WINNER:
    set_seat(o, "player", e->seat);
    break;
  case TI4_EV_ABSTAINED:            /* b = 1: skipped, the seat cannot vote (8.16) */
    set_seat(o, "player", e->seat);
    if (e->b == 1) json_object_set_new(o, "forced", json_true());
    break;
  case TI4_EV_VOTED:
    set_seat(o, "player", e->seat);
    set_target(o, "outcome", e->target);
    json_object_set_new(o, "votes", json_integer(e->n));
    break;
  case TI4_EV_EXHAUSTED: case TI4_EV_READIED:
    set_seat(o, "player", e->seat);
    set_id(o, "planet", TI4_K_PLANET, e->a);
    break;
  case TI4_EV_RESOLVED:
    set_id(o, "agenda", TI4_K_AGENDA, e->a);
    if (e->target) set_target(o, "outcome", e->target);
    else json_object_set_new(o, "outcome", json_null());
    break;
  case TI4_EV_LAW_ENACTED:
    set_id(o, "agenda", TI4_K_AGENDA, e->a);
    set_target(o, "elected", e->target);
    break;
  case TI4_EV_PHASE:
    json_object_set_new(o, "phase", json_string(phase_name(e->a)));
    break;
  case TI4_EV_DECIDED:              /* nobody: elected by the most votes, n */
    set_seat(o, "player", e->seat);
    set_target(o, "outcome", e->target);
    if (e->seat == TI4_NOBODY) json_object_set_new(o, "votes", json_integer(e->n));
    break;
  case TI4_EV_WINDOW:
    json_object_set_new(o, "window", json_string(window_name(e->a)));
    set_seat(o, "player", e->seat);
    break;
  case TI4_EV_GAINED: case TI4_EV_LOST: case TI4_EV_DREW:
    set_seat(o, "player", e->seat);
    set_resource(o, e);
    break;
  case TI4_EV_PICKED:
    set_seat(o, "player", e->seat);
    set_id(o, "card", TI4_K_STRATEGY, e->a);
    break;
  case TI4_EV_SCORED:
    set_seat(o, "player", e->seat);
    set_id(o, "objective", TI4_K_OBJECTIVE, e->a);
    break;
  case TI4_EV_EDIT: {
    static const int edit_kind[TI4_ED__COUNT] = {TI4_K_PLANET, TI4_K_ACTION,
      TI4_K_PROMISSORY, -1, -1, -1, TI4_K_TECH, TI4_K_OBJECTIVE, -1, -1, -1, -1, -1,
      TI4_K_STRATEGY, TI4_K_AGENDA, TI4_K_AGENDA, TI4_K_UNIT, TI4_K_LEADER, TI4_K_RELIC, -1, -1, TI4_K_OBJECTIVE};
    int ed = e->a;
    int known = ed >= 0 && ed < TI4_ED__COUNT;
    json_object_set_new(o, "edit", known ? jstr(edit_names[ed]) : json_integer(ed));
    if (known && (ed <= TI4_ED_SPEAKER || ed == TI4_ED_STRATEGY || (ed >= TI4_ED_UNITS && ed < TI4_ED_DICE)))
      set_seat(o, "player", e->seat);
    if (known && edit_kind[ed] >= 0 && e->b >= 0) set_id(o, "item", edit_kind[ed], e->b);
    if (e->n > 0 || (e->n == 0 && (ed == TI4_ED_TG || ed == TI4_ED_COMMODITIES || ed == TI4_ED_VP)))
      json_object_set_new(o, "count", json_integer(e->n));
    break;
  }
  case TI4_EV_RIDER:
    set_seat(o, "player", e->seat);
    set_ability(o, "card", e->a);
    set_target(o, "prediction", e->target);
    json_object_set_new(o, "won", json_boolean(e->b > 0));
    break;
  case TI4_EV_OBJECTIVE_REVEALED:
    set_id(o, "objective", TI4_K_OBJECTIVE, e->a);
    json_object_set_new(o, "points", json_integer(e->n));
    break;
  case TI4_EV_UNLOCKED:
    set_seat(o, "player", e->seat);
    set_id(o, "leader", TI4_K_LEADER, e->a);
    break;
  case TI4_EV_PREDICTED:
    set_seat(o, "player", e->seat);
    set_ability(o, "card", e->a);
    set_target(o, "prediction", e->target);
    break;
  case TI4_EV_STANDING: {
    static const char *const stand[] = {"none", "window", "voting", "agenda", "phase"};
    set_seat(o, "player", e->seat);
    if (e->a == TI4_STAND_SKIP) {
      json_t *ws = json_array();
      for (int w = 1; w < TI4_W__COUNT; w++)
        if ((((uint32_t)(uint16_t)e->n | (uint32_t)(uint16_t)e->b << 15 | (uint32_t)(e->target & 3) << 30) >> w) & 1u)
          json_array_append_new(ws, json_string(ti4_window_name(w)));
      json_object_set_new(o, "order", json_string("skip"));
      json_object_set_new(o, "windows", ws);
    } else {
      json_object_set_new(o, "order", e->a >= 0 && e->a < 5 ? json_string(stand[e->a]) : json_integer(e->a));
    }
    break;
  }
  case TI4_EV_CANCELLED:
    set_seat(o, "player", e->seat);
    set_ability(o, "card", e->a);
    break;
  case TI4_EV_TRANSACTION:      /* an offer (n < 0), or what one side gives on acceptance */
    set_seat(o, "player", e->seat);
    set_seat(o, "to", e->a);
    if (e->n < 0) json_object_set_new(o, "offer", json_true());
    else {
      json_object_set_new(o, "tg", json_integer(e->n));
      if (e->b >= 0) set_id(o, "promissory", TI4_K_PROMISSORY, e->b);
    }
    break;
  case TI4_EV_ACTIVATED: case TI4_EV_TOKEN_PLACED:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "pos", json_integer(e->a));
    if (s && e->a >= 0 && e->a < TI4_MAX_MAP && s->map[e->a] >= 0)
      set_id(o, "system", TI4_K_SYSTEM, s->map[e->a]);
    break;
  case TI4_EV_ROLLED: case TI4_EV_MOVED: case TI4_EV_DESTROYED: case TI4_EV_PRODUCED: case TI4_EV_REMOVED:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "unit", e->a >= 0 && e->a < TI4_UT__COUNT ? json_string(unit_type_names[e->a]) : json_integer(e->a));
    json_object_set_new(o, "pos", json_integer(e->b));
    if (s && e->b >= 0 && e->b < TI4_MAX_MAP && s->map[e->b] >= 0) set_id(o, "system", TI4_K_SYSTEM, s->map[e->b]);
    json_object_set_new(o, t == TI4_EV_ROLLED ? "result" : "count", json_integer(e->n));
    break;
  case TI4_EV_LANDED:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "unit", e->a >= 0 && e->a < TI4_UT__COUNT ? json_string(unit_type_names[e->a]) : json_integer(e->a));
    set_id(o, "planet", TI4_K_PLANET, e->b);
    json_object_set_new(o, "count", json_integer(e->n));
    break;
  case TI4_EV_CONTROL:
    set_seat(o, "player", e->seat);
    set_id(o, "planet", TI4_K_PLANET, e->a);
    if (e->b >= 0) set_seat(o, "from", e->b);
    break;
  case TI4_EV_CUSTODIANS:
    set_seat(o, "player", e->seat);
    break;
  case TI4_EV_COMBAT:
    set_seat(o, "player", e->seat);
    set_seat(o, "opponent", e->a);
    json_object_set_new(o, "pos", json_integer(e->b));
    if (s && e->b >= 0 && e->b < TI4_MAX_MAP && s->map[e->b] >= 0) set_id(o, "system", TI4_K_SYSTEM, s->map[e->b]);
    if (e->target) set_id(o, "planet", TI4_K_PLANET, e->target - 1);
    json_object_set_new(o, "round", json_integer(e->n));
    break;
  case TI4_EV_HITS:
    set_seat(o, "player", e->seat);
    if (e->a == 1) json_object_set_new(o, "barrage", json_true());
    if (e->a == 2) json_object_set_new(o, "cannon", json_true());
    if (e->a == 3) json_object_set_new(o, "bombardment", json_true());
    if (e->a == 4) json_object_set_new(o, "ambush", json_true());
    if (e->a == 5) json_object_set_new(o, "ability", json_true());   /* produced by an ability, no roll */
    json_object_set_new(o, "count", json_integer(e->n));
    break;
  case TI4_EV_SUSTAINED:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "unit", e->a >= 0 && e->a < TI4_UT__COUNT ? json_string(unit_type_names[e->a]) : json_integer(e->a));
    json_object_set_new(o, "count", json_integer(e->n));
    break;
  case TI4_EV_RETREAT:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "pos", json_integer(e->b));
    if (s && e->b >= 0 && e->b < TI4_MAX_MAP && s->map[e->b] >= 0) set_id(o, "system", TI4_K_SYSTEM, s->map[e->b]);
    json_object_set_new(o, "done", json_boolean(e->n));
    break;
  case TI4_EV_COMBAT_END:
    if (e->seat < TI4_MAX_SEATS) set_seat(o, "winner", e->seat); else json_object_set_new(o, "winner", json_null());
    if (e->a >= 0) set_seat(o, "loser", e->a);
    json_object_set_new(o, "pos", json_integer(e->b));
    if (s && e->b >= 0 && e->b < TI4_MAX_MAP && s->map[e->b] >= 0) set_id(o, "system", TI4_K_SYSTEM, s->map[e->b]);
    json_object_set_new(o, "rounds", json_integer(e->n));
    break;
  case TI4_EV_REPAIRED:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "count", json_integer(e->n));
    break;
  case TI4_EV_DONE:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "move", json_string(move_kind_word(e->a)));
    json_object_set_new(o, "declined", json_boolean(e->b));
    break;
  case TI4_EV_EXPLORED:                 /* 35: a planet, or the frontier token at pos */
    set_seat(o, "player", e->seat);
    set_id(o, "card", TI4_K_EXPLORATION, e->a);
    if (e->n) {
      json_object_set_new(o, "pos", json_integer(e->target));
      if (s && e->target < TI4_MAX_MAP && s->map[e->target] >= 0) set_id(o, "system", TI4_K_SYSTEM, s->map[e->target]);
    } else set_id(o, "planet", TI4_K_PLANET, e->b);
    break;
  case TI4_EV_TILE_PLACED:              /* Complete Setup 6.iii */
    set_seat(o, "player", e->seat);
    set_id(o, "system", TI4_K_SYSTEM, e->a);
    json_object_set_new(o, "pos", json_integer(e->b));
    break;
  case TI4_EV_CAPTURED:                 /* 17: captured, or returned */
    set_seat(o, "player", e->seat);
    set_seat(o, "owner", e->b);
    json_object_set_new(o, "unit", e->a >= 0 && e->a < TI4_UT__COUNT ? json_string(unit_type_names[e->a]) : json_integer(e->a));
    json_object_set_new(o, "count", json_integer(e->n));
    json_object_set_new(o, "returned", json_boolean(e->target));
    break;
  default:
    set_seat(o, "player", e->seat);
    json_object_set_new(o, "a", json_integer(e->a));
    json_object_set_new(o, "b", json_integer(e->b));
    json_object_set_new(o, "n", json_integer(e->n));
    break;
  }
  return o;
}

json_t *events_json(const ti4_event *ev, size_t n, const ti4_state *s) {
  json_t *a = json_array();
  for (size_t i = 0; i < n; i++) {
    /* a tie's outcomes come one event each (b of them): one object */
    if (ev[i].type == TI4_EV_TIE && i > 0 && ev[i - 1].type == TI4_EV_TIE && ev[i - 1].a == ev[i].a) {
      json_t *last = json_array_get(a, json_array_size(a) - 1);
      json_t *outs = json_object_get(last, "outcomes");
      char b[64];
      if (outs && json_array_size(outs) < (size_t)(ev[i].b > 0 ? ev[i].b : 0) && ev[i].target) {
        json_array_append_new(outs, json_string(target_word(b, sizeof b, ev[i].target)));
        continue;
      }
    }
    json_array_append_new(a, event_json(&ev[i], s));
  }
  return a;
}

/* ---- for people -------------------------------------------------------------------- */

const char *id_display_kind(int kind, const char *id) {
  int i = id ? ti4_content_find(kind, id) : -1;
  /* units are counted by type; a flagship has only its faction's name */
  if (i < 0 && kind == TI4_K_UNIT && id && !strcmp(id, "flagship")) return _("Flagship");
  return i >= 0 ? i18n_name(kind, i) : id_display(id);
}

const char *id_display(const char *id) {
  static char buf[160];
  if (!id) return "?";
  if (!strcmp(id, "for")) return _("for");
  if (!strcmp(id, "against")) return _("against");
  static const int kinds[] = {TI4_K_PLANET, TI4_K_AGENDA, TI4_K_ACTION,
    TI4_K_PROMISSORY, TI4_K_STRATEGY, TI4_K_TECH, TI4_K_OBJECTIVE,
    TI4_K_FACTION, TI4_K_RELIC, TI4_K_LEADER, TI4_K_UNIT, TI4_K_SYSTEM};
  const char *colon = strchr(id, ':');
  if (colon) {   /* NOTE:OWNER */
    char note[96];
    size_t n = (size_t)(colon - id);
    if (n >= sizeof note) return id;
    memcpy(note, id, n);
    note[n] = 0;
    int i = ti4_content_find(TI4_K_PROMISSORY, note);
    if (i < 0) return id;
    snprintf(buf, sizeof buf, "%s (%s)", i18n_name(TI4_K_PROMISSORY, i), colon + 1);
    return buf;
  }
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
    int i = ti4_content_find(kinds[k], id);
    if (i >= 0) return i18n_name(kinds[k], i);
  }
  /* a faction ability ("quash"), else the id itself */
  const char *ab = i18n_ability_name(id);
  return ab ? ab : id;
}

static const char *fs(const json_t *o, const char *key) {
  const json_t *v = json_object_get(o, key);
  if (json_is_string(v)) return json_string_value(v);
  return NULL;
}

/* Fill "{1}", "{2}", "{3}" in a translated template. */
static void fill3(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2, const char *a3) {
  size_t o = 0;
  const char *args[3] = {a1 ? a1 : "?", a2 ? a2 : "?", a3 ? a3 : "?"};
  if (!cap) return;
  for (const char *p = tmpl; *p && o + 1 < cap; p++) {
    if (p[0] == '{' && p[1] >= '1' && p[1] <= '3' && p[2] == '}') {
      for (const char *w = args[p[1] - '1']; *w && o + 1 < cap; w++) buf[o++] = *w;
      p += 2;
    } else {
      buf[o++] = *p;
    }
  }
  buf[o] = 0;
  utf8_trim(buf);
  i18n_quotes(buf, cap);
}

const char *phase_display(const char *p) {
  if (!p) return "?";
  if (!strcmp(p, "strategy")) return _("the strategy phase");
  if (!strcmp(p, "action")) return _("the action phase");
  if (!strcmp(p, "status")) return _("the status phase");
  if (!strcmp(p, "agenda")) return _("the agenda phase");
  if (!strcmp(p, "setup")) return _("setup");
  if (!strcmp(p, "over")) return _("the end of the game");
  return p;
}

const char *window_display(const char *w);
const char *window_display(const char *w) {
  if (!w) return "?";
  if (!strcmp(w, "strategy_start")) return _("at the start of the strategy phase");
  if (!strcmp(w, "agenda_start")) return _("at the start of the agenda phase");
  if (!strcmp(w, "when_agenda_revealed")) return _("when an agenda is revealed");
  if (!strcmp(w, "after_agenda_revealed")) return _("after an agenda is revealed");
  if (!strcmp(w, "after_speaker_votes")) return _("after the speaker votes");
  if (!strcmp(w, "when_outcome_elected")) return _("when an outcome is elected");
  if (!strcmp(w, "after_outcome_resolved")) return _("after an outcome is resolved");
  if (!strcmp(w, "action_card_played")) return _("when an action card is played");
  if (!strcmp(w, "turn_start")) return _("at the start of a turn");
  if (!strcmp(w, "turn_end")) return _("at the end of a turn");
  if (!strcmp(w, "status_start")) return _("at the start of the status phase");
  if (!strcmp(w, "when_strategy_picked")) return _("when a player picks a strategy card");
  if (!strcmp(w, "when_strategy_returned")) return _("when strategy cards would be returned");
  if (!strcmp(w, "when_strategic_action")) return _("when a player would perform a strategic action");
  if (!strcmp(w, "after_action")) return _("after the active player performs an action");
  if (!strcmp(w, "after_action_card_discarded")) return _("after an action card with a component action is discarded");
  if (!strcmp(w, "after_activation")) return _("after the active player activates a system");
  if (!strcmp(w, "after_movement")) return _("after the active player moves ships into the active system");
  if (!strcmp(w, "combat_round_start")) return _("at the start of a combat round");
  if (!strcmp(w, "after_combat_roll")) return _("after the combat rolls of a round");
  if (!strcmp(w, "before_assign_hits")) return _("before hits are assigned");
  if (!strcmp(w, "combat_round_end")) return _("at the end of a combat round");
  if (!strcmp(w, "after_combat")) return _("after a combat ends");
  if (!strcmp(w, "after_sustain_damage")) return _("after ships use SUSTAIN DAMAGE");
  if (!strcmp(w, "invasion_start")) return _("at the start of an invasion");
  if (!strcmp(w, "after_retreat_announced")) return _("after a player announces a retreat");
  if (!strcmp(w, "after_commit")) return _("after ground forces are committed to land");
  if (!strcmp(w, "after_unit_roll")) return _("after an ANTI-FIGHTER BARRAGE, SPACE CANNON or BOMBARDMENT roll");
  if (!strcmp(w, "after_ship_destroyed")) return _("after ships are destroyed in a space combat, or ground forces in a ground combat");
  if (!strcmp(w, "when_control_gained")) return _("when a player gains control of a planet");
  if (!strcmp(w, "after_control_gained")) return _("after another player gains control of a planet you control");
  return w;
}

/* English needs the singular for one; the Russian templates put the count
 * after a colon ("товары: 1"), so the translations of both are the same. */
static const char *resource_one(const char *w) {
  if (!strcmp(w, "tg")) return _("trade good");
  if (!strcmp(w, "commodities")) return C_("object", "commodity");
  if (!strcmp(w, "vp")) return _("victory point");
  if (!strcmp(w, "action_card")) return _("action card");
  if (!strcmp(w, "secret")) return _("secret objective");
  if (!strcmp(w, "technology")) return _("technology");
  if (!strcmp(w, "promissory")) return _("promissory note");
  if (!strcmp(w, "tactic")) return _("tactic token");
  if (!strcmp(w, "fleet")) return _("fleet token");
  if (!strcmp(w, "strategy")) return _("strategy token");
  if (!strcmp(w, "planet")) return _("planet");
  if (!strcmp(w, "relic")) return _("relic");
  if (!strcmp(w, "unit")) return _("unit");
  return NULL;
}

static const char *resource_display(const char *w, long long n) {
  if (!w) return "?";
  if (n == 1 && resource_one(w)) return resource_one(w);
  if (!strcmp(w, "tg")) return _("trade goods");
  if (!strcmp(w, "commodities")) return C_("object", "commodities");
  if (!strcmp(w, "vp")) return _("victory points");
  if (!strcmp(w, "action_card")) return _("action cards");
  if (!strcmp(w, "secret")) return _("secret objectives");
  if (!strcmp(w, "technology")) return _("technologies");
  if (!strcmp(w, "promissory")) return _("promissory notes");
  if (!strcmp(w, "tactic")) return _("tactic tokens");
  if (!strcmp(w, "fleet")) return _("fleet tokens");
  if (!strcmp(w, "strategy")) return _("strategy tokens");
  if (!strcmp(w, "planet")) return _("planets");
  if (!strcmp(w, "relic")) return _("relics");
  if (!strcmp(w, "unit")) return _("units");
  return w;
}

#define T(msg, a, b, c) fill3(buf, cap, _(msg), a, b, c)
static const char *outcome_kind_display(int k) {
  switch (k) {
  case TI4_OUT_FOR_AGAINST: return _("for or against");
  case TI4_OUT_PLAYER: return _("elect a player");
  case TI4_OUT_PLANET: return _("elect a planet");
  case TI4_OUT_PLANET_CULTURAL: return _("elect a cultural planet");
  case TI4_OUT_PLANET_HAZARDOUS: return _("elect a hazardous planet");
  case TI4_OUT_PLANET_INDUSTRIAL: return _("elect an industrial planet");
  case TI4_OUT_PLANET_NONHOME: return _("elect a non-home planet other than Mecatol Rex");
  case TI4_OUT_LAW: return _("elect a law");
  case TI4_OUT_SECRET: return _("elect a scored secret objective");
  case TI4_OUT_STRATEGY: return _("elect a strategy card");
  case TI4_OUT_COVERT: return _("outcomes on the next agenda");
  default: return "?";
  }
}

static const char *standing_display(const char *o) {
  if (!o) return "?";
  if (!strcmp(o, "window")) return _("until this window closes");
  if (!strcmp(o, "voting")) return _("until the voting");
  if (!strcmp(o, "agenda")) return _("for the rest of this agenda");
  if (!strcmp(o, "phase")) return _("for the rest of the phase");
  return o;
}

/* A sandbox edit, said as what it changed. */
static void edit_text(char *buf, size_t cap, const json_t *e) {
  const char *ed = fs(e, "edit"), *pl = fs(e, "player"), *item = fs(e, "item");
  const char *it = item ? id_display(item) : "?";
  char num[32];
  snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "count")));
  if (!ed) ed = "?";
  buf[0] = 0;
  if (!strcmp(ed, "planet")) T(N_("{1} now controls planet {2}."), pl, it, NULL);
  else if (!strcmp(ed, "action")) T(N_("{1} gets action card {2}."), pl, it, NULL);
  else if (!strcmp(ed, "promissory")) T(N_("{1} gets promissory note {2}."), pl, it, NULL);
  else if (!strcmp(ed, "tg")) T(N_("{1} now has {2} trade goods."), pl, num, NULL);
  else if (!strcmp(ed, "commodities")) T(N_("{1} now has {2} commodities."), pl, num, NULL);
  else if (!strcmp(ed, "vp")) T(N_("{1} now has {2} victory points."), pl, num, NULL);
  else if (!strcmp(ed, "tech")) T(N_("{1} gets technology {2}."), pl, it, NULL);
  else if (!strcmp(ed, "secret")) T(N_("{1} gets secret objective {2}."), pl, it, NULL);
  else if (!strcmp(ed, "tokens")) T(N_("{1}'s command tokens are set."), pl, NULL, NULL);
  else if (!strcmp(ed, "speaker")) T(N_("{1} is now the speaker."), pl, NULL, NULL);
  else if (!strcmp(ed, "custodians")) T(N_("The custodians token is removed from Mecatol Rex."), NULL, NULL, NULL);
  else if (!strcmp(ed, "phase")) return;            /* the phase event follows */
  else if (!strcmp(ed, "round")) T(N_("Round {1}."), num, NULL, NULL);
  else if (!strcmp(ed, "strategy")) {
    if (pl) T(N_("{1} holds strategy card {2}."), pl, it, NULL);
    else T(N_("Strategy card {1} is back in the common area."), it, NULL, NULL);
  }
  else if (!strcmp(ed, "law")) T(N_("Law in play: {1}."), it, NULL, NULL);
  else if (!strcmp(ed, "deck_agenda")) T(N_("The named agendas are on top of the agenda deck."), NULL, NULL, NULL);
  else if (!strcmp(ed, "units")) T(N_("{1} places units."), pl, NULL, NULL);
  else if (!strcmp(ed, "leader")) T(N_("{1}'s leader {2} is set."), pl, it, NULL);
  else if (!strcmp(ed, "relic")) T(N_("{1} gets relic {2}."), pl, it, NULL);
  else if (!strcmp(ed, "eliminated")) T(N_("{1} is eliminated."), pl, NULL, NULL);
  else if (!strcmp(ed, "dice")) T(N_("The next rolls are queued."), NULL, NULL, NULL);
  else if (!strcmp(ed, "reveal")) T(N_("Public objective revealed: {1}."), it, NULL, NULL);
  else T(N_("Edit: {1}."), ed, NULL, NULL);
}

/* "2 Dreadnought"; in Russian the name, then the count, after a colon in
 * the sentence ("перемещает из системы 18: Дредноут 2"), as the galaxy view
 * lists units: a number before a noun would need its case. */
static void units_count(char *buf, size_t cap, const json_t *e) {
  long long n = (long long)json_integer_value(json_object_get(e, "count"));
  const char *name = id_display_kind(TI4_K_UNIT, fs(e, "unit"));
  if (i18n_russian()) snprintf(buf, cap, "%s %lld", name, n);
  else {  /* English plurals: Carriers, War Suns; Infantry and PDS stay */
    size_t len = strlen(name);
    int plain = n == 1 || !len || name[len - 1] == 's' || name[len - 1] == 'S' || name[len - 1] == 'y';
    snprintf(buf, cap, "%lld %s%s", n, name, plain ? "" : "s");
  }
}

/* A system as people find it: the number printed on the tile ("18", "83a")
 * and what is on it ("18 (Mecatol Rex)"); a copy with an internal id
 * ("92new", a Keleres home) by its name only. */
static const char *system_display(const char *sys, char *buf, size_t cap) {
  if (!sys) return "-";
  size_t digits = strspn(sys, "0123456789");
  const char *name = id_display_kind(TI4_K_SYSTEM, sys);
  if (digits && strlen(sys) - digits <= 1) snprintf(buf, cap, "%s (%s)", sys, name);
  else snprintf(buf, cap, "%s", name);
  return buf;
}

void event_text(char *buf, size_t cap, const json_t *e) {
  char sysbuf[200];
  const char *type = fs(e, "type");
  const char *pl = fs(e, "player");
  char num[32];
  if (!type) { snprintf(buf, cap, "?"); return; }
  if (!strcmp(type, "revealed")) {
    int a = fs(e, "agenda") ? ti4_content_find(TI4_K_AGENDA, fs(e, "agenda")) : -1;
    if (a >= 0) T(N_("Agenda revealed: {1} ({2}: {3})."), id_display(fs(e, "agenda")),
                  ti4_agendas[a].type == TI4_AGENDA_LAW ? _("law") : _("directive"), outcome_kind_display(ti4_agendas[a].outcome));
    else if (!fs(e, "agenda")) T(N_("The next agenda is drawn face down."), NULL, NULL, NULL);   /* Covert Legislation: hidden */
    else T(N_("Agenda revealed: {1}."), id_display(fs(e, "agenda")), NULL, NULL);
  }
  else if (!strcmp(type, "played")) {
    const char *ab = fs(e, "ability");
    if (ab && !strcmp(ab, "primary")) T(N_("{1} uses the primary ability of {2}."), pl, id_display(fs(e, "target")), NULL);
    else if (ab) T(N_("{1} uses the secondary ability of {2}."), pl, id_display(fs(e, "target")), NULL);
    else if (json_is_integer(json_object_get(e, "n"))) {
      const char *card = fs(e, "card");
      snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "n")));
      if (card && !strcmp(card, "bribery")) T(N_("{1} plays {2} and spends {3} trade good(s)."), pl, id_display(card), num);
      else if (fs(e, "target")) {
        char both[160];
        snprintf(both, sizeof both, "%s, %s", id_display(fs(e, "target")), num);
        T(N_("{1} plays {2} ({3})."), pl, id_display(card), both);
      }
      else T(N_("{1} plays {2} ({3})."), pl, id_display(card), num);
    }
    else if (fs(e, "target")) T(N_("{1} plays {2} ({3})."), pl, id_display(fs(e, "card")), id_display(fs(e, "target")));
    else T(N_("{1} plays {2}."), pl, id_display(fs(e, "card")), NULL);
  }
  else if (!strcmp(type, "undo")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "moves")));
    T(N_("Undo: {1} move(s) taken back, past {2} that the table had seen."), num, undo_reveal_display(fs(e, "revealed")), NULL);
  }
  else if (!strcmp(type, "passed")) {
    const char *k = fs(e, "pass");
    if (k && !strcmp(k, "window")) T(N_("{1} does not act {2}."), pl, window_display(fs(e, "window")), NULL);
    else if (k && !strcmp(k, "round")) T(N_("{1} passes for the rest of the round."), pl, NULL, NULL);
    else if (k && !strcmp(k, "secondary")) T(N_("{1} does not follow the secondary ability."), pl, NULL, NULL);
    else if (k && !strcmp(k, "score")) T(N_("{1} scores no objective now."), pl, NULL, NULL);
    else if (k && !strcmp(k, "extra_action")) T(N_("{1} declines the additional action."), pl, NULL, NULL);
    else T(N_("{1} passes."), pl, NULL, NULL);
  }
  else if (!strcmp(type, "voted")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "votes")));
    T(N_("{1} casts {2} vote(s): {3}."), pl, num, id_display(fs(e, "outcome")));
  }
  /* an effect that exhausts or readies a planet names no player: no "?" */
  else if (!strcmp(type, "exhausted") && !pl) T(N_("Planet {1} is exhausted."), id_display(fs(e, "planet")), NULL, NULL);
  else if (!strcmp(type, "readied") && !pl) T(N_("Planet {1} is readied."), id_display(fs(e, "planet")), NULL, NULL);
  else if (!strcmp(type, "exhausted")) T(N_("{1} exhausts {2}."), pl, id_display(fs(e, "planet")), NULL);
  else if (!strcmp(type, "readied")) T(N_("{1} readies {2}."), pl, id_display(fs(e, "planet")), NULL);
  else if (!strcmp(type, "resolved")) {
    if (fs(e, "outcome")) T(N_("{1} resolved: {2}."), id_display(fs(e, "agenda")), id_display(fs(e, "outcome")), NULL);
    else T(N_("{1} resolved."), id_display(fs(e, "agenda")), NULL, NULL);
  }
  else if (!strcmp(type, "discarded")) T(N_("{1} is discarded."), id_display(fs(e, "agenda")), NULL, NULL);
  else if (!strcmp(type, "law_enacted")) {
    if (fs(e, "elected")) T(N_("Law enacted: {1} (elected: {2})."), id_display(fs(e, "agenda")), id_display(fs(e, "elected")), NULL);
    else T(N_("Law enacted: {1}."), id_display(fs(e, "agenda")), NULL, NULL);
  }
  else if (!strcmp(type, "law_removed")) T(N_("Law removed: {1}."), id_display(fs(e, "agenda")), NULL, NULL);
  else if (!strcmp(type, "phase")) T(N_("Now {1}."), phase_display(fs(e, "phase")), NULL, NULL);
  else if (!strcmp(type, "turn")) T(N_("{1}'s turn."), pl, NULL, NULL);
  else if (!strcmp(type, "abstained")) {
    if (json_is_true(json_object_get(e, "forced"))) T(N_("{1} cannot vote on this agenda and is skipped."), pl, NULL, NULL);
    else T(N_("{1} abstains."), pl, NULL, NULL);
  }
  else if (!strcmp(type, "decided")) {
    if (pl) T(N_("{1}, the speaker, decides: {2}."), pl, id_display(fs(e, "outcome")), NULL);
    else {
      snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "votes")));
      /* no outcome: the Ixthian Artifact's die (agenda_effects.c), its roll in "votes" */
      if (!fs(e, "outcome")) T(N_("The die shows {1}."), num, NULL, NULL);
      else T(N_("Elected by the most votes ({2}): {1}."), id_display(fs(e, "outcome")), num, NULL);
    }
  }
  else if (!strcmp(type, "tie")) {
    char list[512] = "";
    size_t used = 0, i;
    json_t *os = json_object_get(e, "outcomes"), *w;
    json_array_foreach(os, i, w) {
      int k = snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", id_display(json_string_value(w)));
      if (k < 0 || (size_t)k >= sizeof list - used) break;
      used += (size_t)k;
    }
    long long v = json_integer_value(json_object_get(e, "votes"));
    snprintf(num, sizeof num, "%lld", v);
    if (v > 0) T(N_("Tie at {2} vote(s) each between {3}: {1}, the speaker, decides."), pl, num, list);
    else T(N_("Nobody voted: {1}, the speaker, decides among {2}."), pl, list, NULL);
  }
  else if (!strcmp(type, "window")) T(N_("Window: {1}."), window_display(fs(e, "window")), NULL, NULL);
  else if (!strcmp(type, "gained") || !strcmp(type, "lost") || !strcmp(type, "drew")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "count")));
    const char *item = fs(e, "item");
    /* the thing by its kind: "p1 получает карту действия «Саботаж»", and a
     * unit named as a unit even where a technology shares its id */
    static const struct { const char *what; int kind; const char *gained, *lost, *drew; } named[] = {
      {"action_card", TI4_K_ACTION, N_("{1} gains action card {2}."), N_("{1} loses action card {2}."), N_("{1} draws action card {2}.")},
      {"technology", TI4_K_TECH, N_("{1} gains technology {2}."), N_("{1} loses technology {2}."), N_("{1} draws technology {2}.")},
      {"promissory", TI4_K_PROMISSORY, N_("{1} gains promissory note {2}."), N_("{1} loses promissory note {2}."), N_("{1} draws promissory note {2}.")},
      {"secret", TI4_K_OBJECTIVE, N_("{1} gains secret objective {2}."), N_("{1} loses secret objective {2}."), N_("{1} draws secret objective {2}.")},
      {"planet", TI4_K_PLANET, N_("{1} gains planet {2}."), N_("{1} loses planet {2}."), N_("{1} draws planet {2}.")},
      {"relic", TI4_K_RELIC, N_("{1} gains relic {2}."), N_("{1} loses relic {2}."), N_("{1} draws relic {2}.")},
      {"unit", TI4_K_UNIT, N_("{1} gains unit {2}."), N_("{1} loses unit {2}."), N_("{1} draws unit {2}.")},
    };
    const char *what = fs(e, "what");
    size_t k = 0;
    while (item && what && k < sizeof named / sizeof *named && strcmp(named[k].what, what)) k++;
    if (item && what && k < sizeof named / sizeof *named) {
      const char *name = id_display_kind(named[k].kind, item);
      T(!strcmp(type, "gained") ? named[k].gained : !strcmp(type, "lost") ? named[k].lost : named[k].drew, pl, name, NULL);
    } else if (item) {
      if (!strcmp(type, "gained")) T(N_("{1} gains {2}."), pl, id_display(item), NULL);
      else if (!strcmp(type, "lost")) T(N_("{1} loses {2}."), pl, id_display(item), NULL);
      else T(N_("{1} draws {2}."), pl, id_display(item), NULL);
    } else {
      const char *res = resource_display(what, json_integer_value(json_object_get(e, "count")));
      if (!strcmp(type, "gained")) T(N_("{1} gains {2} {3}."), pl, num, res);
      else if (!strcmp(type, "lost")) T(N_("{1} loses {2} {3}."), pl, num, res);
      else T(N_("{1} draws {2} {3}."), pl, num, res);
    }
  }
  else if (!strcmp(type, "picked")) T(N_("{1} picks {2}."), pl, id_display(fs(e, "card")), NULL);
  else if (!strcmp(type, "speaker")) T(N_("{1} is now the speaker."), pl, NULL, NULL);
  else if (!strcmp(type, "scored")) T(N_("{1} scores {2}."), pl, id_display(fs(e, "objective")), NULL);
  else if (!strcmp(type, "winner")) T(N_("{1} wins the game!"), pl, NULL, NULL);
  else if (!strcmp(type, "edit")) edit_text(buf, cap, e);
  else if (!strcmp(type, "objective_revealed"))
    T(N_("Public objective revealed: {1}."), id_display(fs(e, "objective")), NULL, NULL);
  else if (!strcmp(type, "unlocked")) T(N_("{1} unlocks {2}."), pl, id_display(fs(e, "leader")), NULL);
  else if (!strcmp(type, "predicted"))
    T(N_("{1} predicts {2} ({3})."), pl, id_display(fs(e, "prediction")), id_display(fs(e, "card")));
  else if (!strcmp(type, "rider")) {
    if (json_is_true(json_object_get(e, "won")))
      T(N_("{1}'s {2} was right ({3}): it takes effect."), pl, id_display(fs(e, "card")), id_display(fs(e, "prediction")));
    else T(N_("{1}'s {2} was wrong ({3})."), pl, id_display(fs(e, "card")), id_display(fs(e, "prediction")));
  }
  else if (!strcmp(type, "standing")) {
    const char *o = fs(e, "order");
    if (o && !strcmp(o, "none")) T(N_("{1} withdraws the standing pass."), pl, NULL, NULL);
    else if (o && !strcmp(o, "skip")) {
      char list[1024] = "";
      size_t used = 0;
      json_t *ws = json_object_get(e, "windows"), *w;
      size_t i;
      json_array_foreach(ws, i, w) {   /* the windows by their names, as the window events say them */
        int k = snprintf(list + used, sizeof list - used, "%s%s", i ? "; " : "", window_display(json_string_value(w)));
        if (k < 0 || (size_t)k >= sizeof list - used) break;
        used += (size_t)k;
      }
      T(N_("{1} will pass every window of these kinds until withdrawn: {2}."), pl, list, NULL);
    }
    else T(N_("{1} will pass automatically {2}."), pl, standing_display(o), NULL);
  }
  else if (!strcmp(type, "cancelled")) T(N_("{1} is cancelled."), id_display(fs(e, "card")), NULL, NULL);
  else if (!strcmp(type, "transaction")) {
    const json_t *tg = json_object_get(e, "tg");
    const char *pn = fs(e, "promissory");
    if (json_is_true(json_object_get(e, "offer"))) T(N_("{1} offers {2} a transaction."), pl, fs(e, "to"), NULL);
    else if (!json_is_integer(tg)) T(N_("{1} and {2} make a transaction."), pl, fs(e, "to"), NULL);
    else {   /* received commodities become trade goods (94.3): one count */
      char what[256] = "";
      long long n = (long long)json_integer_value(tg);
      if (n && i18n_russian()) snprintf(what, sizeof what, "%s: %lld", resource_display("tg", n), n);
      else if (n) snprintf(what, sizeof what, "%lld %s", n, resource_display("tg", n));
      if (pn) snprintf(what + strlen(what), sizeof what - strlen(what), "%s%s", n ? ", " : "", id_display_kind(TI4_K_PROMISSORY, pn));
      if (!n && !pn) T(N_("{1} gives {2} nothing."), pl, fs(e, "to"), NULL);
      else T(N_("{1} gives {2}: {3}."), pl, fs(e, "to"), what);
    }
  }
  else if (!strcmp(type, "activated")) T(N_("{1} activates system {2}."), pl, system_display(fs(e, "system"), sysbuf, sizeof sysbuf), NULL);
  else if (!strcmp(type, "tile_placed")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "pos")));
    T(N_("{1} places system tile {2} at map position {3}."), pl, fs(e, "system"), num);
  }
  else if (!strcmp(type, "token_placed")) T(N_("{1} puts a command token in system {2}."), pl, system_display(fs(e, "system"), sysbuf, sizeof sysbuf), NULL);
  else if (!strcmp(type, "rolled")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "result")));
    T(N_("{1} rolls {2} for a {3}."), pl, num, id_display_kind(TI4_K_UNIT, fs(e, "unit")));
  }
  else if (!strcmp(type, "moved") || !strcmp(type, "destroyed") || !strcmp(type, "produced") || !strcmp(type, "removed")) {
    char what[96];
    units_count(what, sizeof what, e);
    const char *sys = system_display(fs(e, "system"), sysbuf, sizeof sysbuf);
    if (!strcmp(type, "moved")) T(N_("{1} moves {2} from system {3}."), pl, what, sys);
    else if (!strcmp(type, "destroyed")) T(N_("{1} loses {2} in system {3}."), pl, what, sys);
    else if (!strcmp(type, "removed")) T(N_("{1} takes {2} from system {3} back into reinforcements."), pl, what, sys);
    else T(N_("{1} produces {2} in system {3}."), pl, what, sys);
  }
  else if (!strcmp(type, "landed")) {
    char what[96];
    units_count(what, sizeof what, e);
    T(N_("{1} lands {2} on {3}."), pl, what, id_display(fs(e, "planet")));
  }
  else if (!strcmp(type, "control")) T(N_("{1} gains control of {2}."), pl, id_display(fs(e, "planet")), NULL);
  else if (!strcmp(type, "custodians")) T(N_("{1} removes the custodians token from Mecatol Rex and gains 1 victory point."), pl, NULL, NULL);
  else if (!strcmp(type, "combat")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "round")));
    if (fs(e, "planet")) T(N_("Ground combat on {1}, round {2}: {3} attacks."), id_display(fs(e, "planet")), num, pl);
    else T(N_("Space combat in system {1}, round {2}: {3} attacks."), fs(e, "system"), num, pl);
  }
  else if (!strcmp(type, "hits")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "count")));
    T(N_("{1} produces {2} hit(s)."), pl, num, NULL);
  }
  else if (!strcmp(type, "sustained")) {
    char what[96];
    snprintf(what, sizeof what, "%lld %s", (long long)json_integer_value(json_object_get(e, "count")), id_display(fs(e, "unit")));
    T(N_("{1} cancels a hit: {2} sustain damage."), pl, what, NULL);
  }
  else if (!strcmp(type, "retreat")) {
    if (json_is_true(json_object_get(e, "done"))) T(N_("{1} retreats to system {2}."), pl, fs(e, "system"), NULL);
    else T(N_("{1} announces a retreat to system {2}."), pl, fs(e, "system"), NULL);
  }
  else if (!strcmp(type, "combat_end")) {
    const char *w = fs(e, "winner");
    if (w) T(N_("The combat in system {1} ends: {2} wins."), fs(e, "system"), w, NULL);
    else T(N_("The combat in system {1} ends with no winner."), fs(e, "system"), NULL, NULL);
  }
  else if (!strcmp(type, "done")) {
    const char *mv = fs(e, "move");
    int declined = json_is_true(json_object_get(e, "declined"));
    mv = mv ? mv : "";
    if (!strcmp(mv, "choose")) T(declined ? N_("{1} declines.") : N_("{1} makes a choice."), pl, NULL, NULL);
    else if (!strcmp(mv, "move")) T(N_("{1} moves no ships."), pl, NULL, NULL);
    else if (!strcmp(mv, "land")) T(N_("{1} lands no more ground forces."), pl, NULL, NULL);
    else if (!strcmp(mv, "produce")) T(N_("{1} produces nothing."), pl, NULL, NULL);
    else if (!strcmp(mv, "retreat")) T(N_("{1} does not retreat."), pl, NULL, NULL);
    else if (!strcmp(mv, "cannon")) T(N_("{1} does not use space cannon."), pl, NULL, NULL);
    else if (!strcmp(mv, "bombard")) T(N_("{1} does not bombard."), pl, NULL, NULL);
    else if (!strcmp(mv, "decline")) T(N_("{1} declines the offer."), pl, NULL, NULL);
    else T(N_("{1} has made a move ({2})."), pl, mv, NULL);
  }
  else if (!strcmp(type, "explored")) {
    if (fs(e, "planet")) T(N_("{1} explores {2} and draws {3}."), pl, id_display(fs(e, "planet")), id_display_kind(TI4_K_EXPLORATION, fs(e, "card")));
    else T(N_("{1} explores the frontier token in system {2} and draws {3}."), pl, fs(e, "system"), id_display_kind(TI4_K_EXPLORATION, fs(e, "card")));
  }
  else if (!strcmp(type, "captured")) {
    char what[96];
    units_count(what, sizeof what, e);
    if (json_is_true(json_object_get(e, "returned")) && !fs(e, "owner")) T(N_("{1} returns {2} captured to the supply."), pl, what, "");   /* 17.4c: tokens */
    else if (json_is_true(json_object_get(e, "returned"))) T(N_("{1} returns {2} captured from {3}."), pl, what, fs(e, "owner"));
    else T(N_("{1} captures {2} of {3}."), pl, what, fs(e, "owner"));
  }
  else if (!strcmp(type, "repaired")) {
    snprintf(num, sizeof num, "%lld", (long long)json_integer_value(json_object_get(e, "count")));
    T(N_("{1} repairs {2} damaged unit(s)."), pl, num, NULL);
  }
  else {
    char *d = json_dumps(e, JSON_COMPACT);
    snprintf(buf, cap, "%s", d ? d : type);
    free(d);
  }
}
