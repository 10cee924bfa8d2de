/* json_state.c -- the state as the protocol's state JSON (protocol.md,
 * "State JSON -- the stable fields", plus everything else a program or a
 * test may want), and the small words it is made of. */
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "units.h"

int ti4_planet_resources(const ti4_state *s, int planet);   /* the library's (rules.h) */
int ti4_planet_influence(const ti4_state *s, int planet);
int ti4_planet_specialty(const ti4_state *s, int planet);
/* doc/galaxy.md: exploration (LRR 35): relic fragments held, by trait */
static const char *const frag_names[4] = {"cultural", "hazardous", "industrial", "unknown"};
static int frag_count(const ti4_state *s, int seat, int d) {
  return (s->x.fragments[seat][d >> 1] >> ((d & 1) * 4)) & 15;
}
/* the exploration cards attached to planet pl (35.8) and the Nano-Forge
 * relic, or NULL if none */
static json_t *attachments_json(const ti4_state *s, int pl) {
  json_t *a = NULL;
  for (int i = 0; i < s->x.nattach && i < TI4_MAX_ATTACH; i++)
    if (s->x.attach[i][1] == pl) {
      if (!a) a = json_array();
      json_array_append_new(a, json_string(ti4_content_id(TI4_K_EXPLORATION, s->x.attach[i][0])));
    }
  if (s->x.nanoforge == pl + 1) {
    if (!a) a = json_array();
    json_array_append_new(a, json_string("nano_forge"));
  }
  return a;
}

/* Length of the valid UTF-8 sequence at p, 0 if invalid (RFC 3629). */
static size_t utf8_seq(const unsigned char *p) {
  unsigned char c = p[0];
  if (c < 0x80) return 1;
  if (c < 0xC2) return 0;
  if (c < 0xE0) return (p[1] & 0xC0) == 0x80 ? 2 : 0;
  if (c < 0xF0) {
    unsigned char lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80 ? 3 : 0;
  }
  if (c < 0xF5) {
    unsigned char lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80 && (p[3] & 0xC0) == 0x80 ? 4 : 0;
  }
  return 0;
}

json_t *jstr(const char *s) {
  if (!s) return json_null();
  json_t *j = json_string(s);
  if (j) return j;
  /* not valid UTF-8: replace each bad byte with '?' */
  size_t n = strlen(s);
  char *c = malloc(n + 1);
  if (!c) return json_string("?");
  const unsigned char *p = (const unsigned char *)s;
  size_t o = 0;
  for (size_t i = 0; i < n;) {
    size_t k = utf8_seq(p + i);   /* reads stop at the NUL: it fails the checks */
    if (!k) { c[o++] = '?'; i++; continue; }
    memcpy(c + o, p + i, k);
    o += k;
    i += k;
  }
  c[o] = 0;
  j = json_string(c);
  free(c);
  return j ? j : json_string("?");
}

static const char *const seat_words[TI4_MAX_SEATS] = {"p1", "p2", "p3", "p4",
                                                      "p5", "p6", "p7", "p8"};

const char *seat_word(int seat) {
  return seat >= 0 && seat < TI4_MAX_SEATS ? seat_words[seat] : NULL;
}

static json_t *jseat(int seat) {
  const char *w = seat_word(seat);
  return w ? json_string(w) : json_null();
}

static json_t *jid(int kind, int i) {
  const char *id = ti4_content_id(kind, i);
  return id ? json_string(id) : json_null();
}

const char *target_word(char *buf, size_t cap, uint16_t target) {
  unsigned k = TI4_TARGET_KIND(target), i = TI4_TARGET_INDEX(target);
  const char *w = NULL;
  switch (k) {
  case TI4_T_FOR: w = "for"; break;
  case TI4_T_AGAINST: w = "against"; break;
  case TI4_T_PLAYER: w = seat_word((int)i); break;
  case TI4_T_PLANET: w = ti4_content_id(TI4_K_PLANET, (int)i); break;
  case TI4_T_LAW: w = ti4_content_id(TI4_K_AGENDA, (int)i); break;
  case TI4_T_SECRET: w = ti4_content_id(TI4_K_OBJECTIVE, (int)i); break;
  case TI4_T_STRATEGY: w = ti4_content_id(TI4_K_STRATEGY, (int)i); break;
  case TI4_T_AGENDA: w = ti4_content_id(TI4_K_AGENDA, (int)i); break;
  case TI4_T_OPTION: w = ti4_target_word(target); if (w && !*w) w = NULL; break;   /* `cruiser`, `alpha`, ... */
  default: w = NULL;
  }
  if (!w) {
    if (k == TI4_T_NONE) w = "";
    else { snprintf(buf, cap, "target_%u_%u", k, i); return buf; }
  }
  snprintf(buf, cap, "%s", w);
  return buf;
}

static json_t *jtarget(uint16_t t) {
  char b[64];
  if (!t) return json_null();
  return json_string(target_word(b, sizeof b, t));
}

const char *phase_name(int phase) {
  static const char *const n[] = {"setup", "strategy", "action", "status", "agenda", "over"};
  return phase >= 0 && phase < (int)(sizeof n / sizeof *n) ? n[phase] : "unknown";
}

const char *pending_kind_name(int kind) {
  static const char *const n[] = {"none", "window", "vote", "decide", "choose",
                                  "pick", "turn", "secondary", "transaction", "score",
                                  "move", "land", "produce", "retreat", "assign", "cannon", "bombard"};
  return kind >= 0 && kind < (int)(sizeof n / sizeof *n) ? n[kind] : "unknown";
}

/* The move's verb (enum ti4_move_kind) as the move line spells it. */
const char *move_kind_word(int kind) {
  static const char *const n[] = {"none", "pass", "play", "vote", "abstain", "decide", "choose",
                                  "pick", "strategic", "tactical", "component", "follow", "offer",
                                  "accept", "decline", "standing", "score", "edit", "move", "land",
                                  "produce", "retreat", "assign", "cannon", "bombard"};
  _Static_assert(sizeof n / sizeof *n == TI4_MV__COUNT, "a word per move kind");
  return kind >= 0 && kind < (int)(sizeof n / sizeof *n) ? n[kind] : "unknown";
}

const char *window_name(int w) { return ti4_window_name(w); }

int strategy_index_by_slot(int slot) {
  int n = ti4_content_count(TI4_K_STRATEGY);
  for (int i = 0; i < n; i++)
    if (ti4_strategies[i].initiative == slot + 1) return i;
  return slot < n ? slot : -1;
}

const char *strategy_id_by_slot(int slot) {
  int i = strategy_index_by_slot(slot);
  return i >= 0 ? ti4_content_id(TI4_K_STRATEGY, i) : NULL;
}

/* The id of ability i (the word after "play"). */
const char *ability_word(char *buf, size_t cap, int ability, const ti4_state *s) {
  const char *id = ti4_ability_id(ability);
  (void)s;
  if (!id || !cap || strlen(id) >= cap) return NULL;
  memcpy(buf, id, strlen(id) + 1);
  return buf;
}
#define ability_id(i) ability_word(abuf, sizeof abuf, (i), s)

static int bit(const uint8_t *set, int i) { return (set[i >> 3] >> (i & 7)) & 1; }

/* ---- legal moves and the pending decision --------------------------------------- */

static ti4_move *legal_moves(const ti4_state *s, size_t *n) {
  size_t cap = 256;
  ti4_move *mv = NULL;
  for (int tries = 0; tries < 4; tries++) {
    ti4_move *nm = realloc(mv, cap * sizeof *mv);
    if (!nm) { free(mv); return NULL; }
    mv = nm;
    size_t total = 0;
    if (ti4_state_legal(mv, cap, &total, s) != TI4_OK) { *n = 0; return mv; }
    if (total <= cap) { *n = total; return mv; }
    if (total > 1000000) total = 1000000;
    cap = total;
  }
  *n = cap;
  return mv;
}

json_t *legal_json(const ti4_state *s) {
  json_t *arr = json_array();
  size_t n = 0;
  ti4_move *mv = legal_moves(s, &n);
  if (!mv) return arr;
  char buf[4096];
  for (size_t i = 0; i < n; i++)
    if (ti4_move_format(buf, sizeof buf, &mv[i], s) == TI4_OK) json_array_append_new(arr, jstr(buf));
  free(mv);
  return arr;
}

/* The distinct choices of the pending decision: the legal moves without the
 * seat, votes without their planets. */
static json_t *pending_options(const ti4_state *s) {
  json_t *opts = json_array();
  size_t n = 0;
  ti4_move *mv = legal_moves(s, &n);
  if (!mv) return opts;
  char buf[4096];
  for (size_t i = 0; i < n && json_array_size(opts) < 400; i++) {
    if (mv[i].seat != s->pending.seat) continue;   /* other seats' moves (a score, out of turn) are not its options */
    if (ti4_move_format(buf, sizeof buf, &mv[i], s) != TI4_OK) continue;
    char *p = buf;
    if (p[0] == 'p' && p[1] >= '1' && p[1] <= '8' && p[2] == ' ') p += 3;
    if (!strncmp(p, "vote ", 5)) {
      char *sp = strchr(p + 5, ' ');
      if (sp) *sp = 0;
    }
    int dup = 0;
    size_t k;
    json_t *v;
    json_array_foreach(opts, k, v) if (!strcmp(json_string_value(v), p)) { dup = 1; break; }
    if (!dup) json_array_append_new(opts, jstr(p));
  }
  free(mv);
  return opts;
}

/* What a `choose` asks: "ask" (the library's word for it), "question" (in
 * the chosen language), "count" for tokens, "card" where the question comes
 * from a strategy card (its asks start with the card's id). */
static void ask_json(json_t *o, const ti4_state *s) {
  const char *word = ti4_ask_name(s), *q = ti4_ask_question(s);
  json_object_set_new(o, "ask", json_string(*word ? word : "other"));
  if (*q) json_object_set_new(o, "question", json_string(_(q)));
  if (!strcmp(word, "tokens")) json_object_set_new(o, "count", json_integer(s->ask.arg[0]));
  const char *us = strchr(word, '_');
  if (us) {
    char card[32];
    size_t n = (size_t)(us - word);
    if (n < sizeof card) {
      memcpy(card, word, n);
      card[n] = 0;
      if (ti4_content_find(TI4_K_STRATEGY, card) >= 0) json_object_set_new(o, "card", json_string(card));
    }
  }
}

/* So Ata (cards/activation.c): what the looker sees of player ask.arg[0]
 * -- 1 action cards, 2 promissory notes in hand (NOTE:OWNER), 3 unscored
 * secret objectives (ask.arg[1]). */
static json_t *seen_json(const ti4_state *s) {
  json_t *a = json_array();
  int t = s->ask.arg[0], kind = s->ask.arg[1];
  if (t < 0 || t >= s->nseats) return a;
  const ti4_player *pl = &s->p[t];
  if (kind == 1)
    for (int i = 0; i < pl->nhand && i < TI4_MAX_HAND; i++) json_array_append_new(a, jid(TI4_K_ACTION, pl->hand[i]));
  if (kind == 2) {
    int npn = ti4_content_count(TI4_K_PROMISSORY);
    for (int i = 0; i < npn && i < TI4_MAX_PROMISSORY; i++)
      for (int owner = 0; owner < s->nseats && owner < TI4_MAX_SEATS; owner++) {
        if (s->pn_holder[i][owner] != t || ((s->pn_in_play[i] >> owner) & 1)) continue;
        char w[96];
        snprintf(w, sizeof w, "%s:%s", ti4_content_id(TI4_K_PROMISSORY, i), seat_word(owner));
        json_array_append_new(a, json_string(w));
      }
  }
  if (kind == 3)
    for (int o = 0; o < TI4_MAX_OBJECTIVES; o++)
      if (s->secret_holder[o] == t && !((s->scored[o] >> t) & 1)) json_array_append_new(a, jid(TI4_K_OBJECTIVE, o));
  return a;
}

json_t *pending_json(const ti4_state *s) {
  const ti4_pending *p = ti4_state_pending(s);
  json_t *o = json_object();
  int kind = p ? p->kind : TI4_PEND_NONE;
  json_object_set_new(o, "player", kind == TI4_PEND_NONE ? json_null() : jseat(p->seat));
  json_object_set_new(o, "kind", json_string(pending_kind_name(kind)));
  if (kind == TI4_PEND_WINDOW) {
    json_object_set_new(o, "window", json_string(window_name(p->window)));
    /* a window in the action phase opens during someone's turn */
    if (s->phase == TI4_PHASE_ACTION && s->active < s->nseats) json_object_set_new(o, "turn_of", jseat(s->active));
  }
  if (kind == TI4_PEND_CHOOSE) {
    json_object_set_new(o, "choice", json_integer(p->choice));
    ask_json(o, s);
    if (!strcmp(ti4_ask_name(s), "politics_agenda_order")) {   /* 66.2 iii: what the looker sees, top first */
      json_t *top = json_array();
      for (int i = 0; i < 2 && i < s->nagenda_deck; i++)
        json_array_append_new(top, jid(TI4_K_AGENDA, s->agenda_deck[s->nagenda_deck - 1 - i]));
      json_object_set_new(o, "agendas", top);
    }
    if (!strcmp(ti4_ask_name(s), "so_ata_seen")) json_object_set_new(o, "seen", seen_json(s));   /* the looker's alone */
    if (!strcmp(ti4_ask_name(s), "kyver_take") && s->ask.arg[3] >= 0)   /* Kyver: the card shown, the Yssaril's alone */
      json_object_set_new(o, "shown", jid(TI4_K_ACTION, s->ask.arg[3]));
  }
  if (kind == TI4_PEND_VOTE || kind == TI4_PEND_DECIDE) {
    if (s->ag.current >= 0) json_object_set_new(o, "agenda", jid(TI4_K_AGENDA, s->ag.current));
  }
  if (kind == TI4_PEND_VOTE) {
    /* what the voter can cast: ready planets with influence (a hint for
     * people; effects that change votes are the rules' business) */
    json_t *pl = json_object();
    int np = ti4_content_count(TI4_K_PLANET);
    for (int i = 0; i < np && i < TI4_MAX_PLANETS; i++)
      if (s->planet_owner[i] == p->seat && !(s->planet_flags[i] & TI4_PF_EXHAUSTED) && ti4_planets[i].influence)
        json_object_set_new(pl, ti4_content_id(TI4_K_PLANET, i), json_integer(ti4_planets[i].influence));
    json_object_set_new(o, "planets", pl);
  }
  if (kind == TI4_PEND_DECIDE) {
    int cast = 0;
    for (int i = 0; i < s->nseats; i++) if (s->ag.outcome_of[i] && s->ag.votes[i]) cast = 1;
    json_object_set_new(o, "tie", json_boolean(cast));   /* else nobody voted */
  }
  if (kind == TI4_PEND_NONE)
    json_object_set_new(o, "reason", json_string(s->phase == TI4_PHASE_SETUP ? "setup" : "over"));
  json_object_set_new(o, "options", kind == TI4_PEND_NONE ? json_array() : pending_options(s));
  /* what other seats may do meanwhile (legal lists it): "after you cast
   * votes" out of turn, the answer to an open offer -- full move lines */
  json_t *others = json_array();
  size_t n = 0;
  ti4_move *mv = kind == TI4_PEND_NONE ? NULL : legal_moves(s, &n);
  char buf[4096];
  for (size_t i = 0; mv && i < n; i++)
    if (mv[i].seat != p->seat && mv[i].kind != TI4_MV_SCORE && ti4_move_format(buf, sizeof buf, &mv[i], s) == TI4_OK)
      json_array_append_new(others, jstr(buf));
  free(mv);
  if (json_array_size(others)) json_object_set_new(o, "others", others);
  else json_decref(others);
  return o;
}

/* ---- the state ---------------------------------------------------------------------- */

static const char *const ship_names[TI4_SPACE_TYPES] = {"carrier", "cruiser", "destroyer",
  "dreadnought", "fighter", "flagship", "warsun", "infantry", "mech"};
static const char *const ground_names[4] = {"infantry", "mech", "pds", "dock"};

static const char *agenda_step_word(const ti4_state *s) {
  const char *w = ti4_agenda_step_name(s);
  return w && *w ? w : NULL;
}

static json_t *player_json(const ti4_state *s, int seat, int view_seat) {
  const ti4_player *pl = &s->p[seat];
  json_t *o = json_object();
  json_object_set_new(o, "faction", pl->faction >= 0 ? jid(TI4_K_FACTION, pl->faction) : json_null());
  json_t *own = json_array();                      /* the faction's own notes (printed on its sheet: public) */
  if (pl->faction >= 0) {
    const ti4_faction_info *fi = &ti4_factions[pl->faction];
    if (fi->promissory >= 0) json_array_append_new(own, jid(TI4_K_PROMISSORY, fi->promissory));
    if (fi->promissory2 >= 0) json_array_append_new(own, jid(TI4_K_PROMISSORY, fi->promissory2));
  }
  json_object_set_new(o, "faction_notes", own);
  json_object_set_new(o, "vp", json_integer(pl->vp));
  json_object_set_new(o, "tg", json_integer(pl->tg));
  json_object_set_new(o, "commodities", json_integer(pl->commodities));

  json_t *planets = json_object();
  int np = ti4_content_count(TI4_K_PLANET);
  for (int i = 0; i < np && i < TI4_MAX_PLANETS; i++) {
    if (s->planet_owner[i] != seat) continue;
    json_t *po = json_object();
    json_object_set_new(po, "exhausted", json_boolean(s->planet_flags[i] & TI4_PF_EXHAUSTED));
    if (s->planet_flags[i] & TI4_PF_DMZ) json_object_set_new(po, "dmz", json_true());
    if (s->planet_flags[i] & TI4_PF_ATTACH) json_object_set_new(po, "attachment", json_true());
    json_t *att = attachments_json(s, i);
    if (att) json_object_set_new(po, "attachments", att);
    if (s->planet_flags[i] & TI4_PF_ATTACH) {    /* its values with what is attached (doc/galaxy.md) */
      json_object_set_new(po, "resources", json_integer(ti4_planet_resources(s, i)));
      json_object_set_new(po, "influence", json_integer(ti4_planet_influence(s, i)));
      static const char *const colors[5] = {"", "blue", "green", "yellow", "red"};
      int sp = ti4_planet_specialty(s, i);
      if (sp > 0 && sp < 5) json_object_set_new(po, "specialty", json_string(colors[sp]));
    }
    json_t *u = NULL;
    for (int k = 0; k < 4; k++)
      if (s->planet_units[i][k]) {
        if (!u) u = json_object();
        json_object_set_new(u, ground_names[k], json_integer(s->planet_units[i][k]));
      }
    if (u) json_object_set_new(po, "units", u);
    json_object_set_new(planets, ti4_content_id(TI4_K_PLANET, i), po);
  }
  json_object_set_new(o, "planets", planets);

  int hidden = view_seat >= 0 && view_seat != seat;
  if (!hidden) {
    json_t *ac = json_array();
    for (int i = 0; i < pl->nhand && i < TI4_MAX_HAND; i++)
      json_array_append_new(ac, jid(TI4_K_ACTION, pl->hand[i]));
    json_object_set_new(o, "action_cards", ac);
  }
  json_object_set_new(o, "action_card_count", json_integer(pl->nhand));
  if (s->deal.per && seat < s->nseats) {       /* doc/table.md: the system tiles dealt, not yet placed (galaxy=place) */
    json_t *dt = json_array();
    int lo = seat * s->deal.per, n = 0;
    for (int k = 0; k < 2; k++, lo = s->nseats * s->deal.per) {   /* its own, then the speaker's additional ones */
      int hi = k ? lo + s->deal.extra : lo + s->deal.per;
      if (k && seat != s->speaker) break;
      for (int i = lo; i < hi && i < TI4_MAX_DEAL; i++) {
        if (!s->deal.tiles[i]) continue;
        n++;
        if (!hidden && s->deal.tiles[i] != TI4_HIDDEN) json_array_append_new(dt, jid(TI4_K_SYSTEM, s->deal.tiles[i] - 1));
      }
    }
    if (!hidden) json_object_set_new(o, "system_tiles", dt);
    else json_decref(dt);
    json_object_set_new(o, "system_tile_count", json_integer(n));
  }

  json_t *pn = json_array(), *pn_play = json_array();
  int npn = ti4_content_count(TI4_K_PROMISSORY);
  for (int i = 0; i < npn && i < TI4_MAX_PROMISSORY; i++)
    for (int owner = 0; owner < s->nseats && owner < TI4_MAX_SEATS; owner++) {
      if (s->pn_holder[i][owner] != seat) continue;
      char w[96];
      snprintf(w, sizeof w, "%s:%s", ti4_content_id(TI4_K_PROMISSORY, i), seat_word(owner));
      json_array_append_new(pn, json_string(w));
      if ((s->pn_in_play[i] >> owner) & 1) json_array_append_new(pn_play, json_string(w));
    }
  json_object_set_new(o, "promissory_count", json_integer((json_int_t)json_array_size(pn) + pl->hidden_notes));
  json_object_set_new(o, "promissory", pn);
  json_object_set_new(o, "promissory_in_play", pn_play);

  json_t *te = json_array(), *tx = json_array();
  int nt = ti4_content_count(TI4_K_TECH);
  for (int i = 0; i < nt && i < TI4_MAX_TECHS; i++) {
    if (bit(pl->techs, i)) json_array_append_new(te, jid(TI4_K_TECH, i));
    if (bit(pl->tech_exhausted, i)) json_array_append_new(tx, jid(TI4_K_TECH, i));
  }
  json_object_set_new(o, "technologies", te);
  json_object_set_new(o, "technologies_exhausted", tx);
  if (bit(pl->techs, TI4_TECH_VALEFAR_ASSIMILATOR_X) || bit(pl->techs, TI4_TECH_VALEFAR_ASSIMILATOR_Y)) {
    json_t *va = json_object();                 /* the Nekro's X and Y tokens: the technology each lies on */
    for (int i = 0; i < 2; i++) {
      int t = s->tok.valefar[i] - 1;
      json_object_set_new(va, i ? "y" : "x", t >= 0 ? jid(TI4_K_TECH, t) : json_null());
    }
    json_object_set_new(o, "valefar_assimilator", va);
  }

  json_t *tok = json_object();
  json_object_set_new(tok, "tactic", json_integer(pl->tactic));
  json_object_set_new(tok, "fleet", json_integer(pl->fleet));
  json_object_set_new(tok, "strategy", json_integer(pl->strategy));
  json_object_set_new(o, "tokens", tok);

  json_t *sc = json_array();
  for (int slot = 0; slot < 8; slot++)
    if (s->sc_holder[slot] == seat) {
      const char *id = strategy_id_by_slot(slot);
      if (id) json_array_append_new(sc, json_string(id));
    }
  json_object_set_new(o, "strategy", sc);
  json_object_set_new(o, "passed", json_boolean(pl->passed));

  json_t *sec = json_object(), *scored = json_array();
  int no = ti4_content_count(TI4_K_OBJECTIVE);
  for (int i = 0; i < no && i < TI4_MAX_OBJECTIVES; i++) {
    int sc_bit = (s->scored[i] >> seat) & 1;
    if (sc_bit) json_array_append_new(scored, jid(TI4_K_OBJECTIVE, i));
    if (s->secret_holder[i] == seat && (!hidden || sc_bit)) {
      json_t *so = json_object();
      json_object_set_new(so, "scored", json_boolean(sc_bit));
      json_object_set_new(sec, ti4_content_id(TI4_K_OBJECTIVE, i), so);
    }
  }
  json_object_set_new(o, "secrets", sec);
  json_object_set_new(o, "scored", scored);

  static const char *const lnames[3] = {"agent", "commander", "hero"};
  static const char *const lstates[4] = {"locked", "unlocked", "exhausted", "purged"};
  json_t *ld = json_object();
  for (int k = 0; k < 3; k++)
    json_object_set_new(ld, lnames[k], json_string(pl->leaders[k] < 4 ? lstates[pl->leaders[k]] : "unknown"));
  if (pl->faction == TI4_FACTION_NOMAD) {         /* three agents, each its own state (doc/factions.md) */
    json_t *ag = json_object();
    json_object_set_new(ag, ti4_content_id(TI4_K_LEADER, TI4_LEADER_ARTUNO_THE_BETRAYER),
                        json_string(pl->leaders[0] < 4 ? lstates[pl->leaders[0]] : "unknown"));
    json_object_set_new(ag, ti4_content_id(TI4_K_LEADER, TI4_LEADER_FIELD_MARSHAL_MERCER),
                        json_string(lstates[TI4_AGENT2_STATE(pl, TI4_AGENT2_MERCER)]));
    json_object_set_new(ag, ti4_content_id(TI4_K_LEADER, TI4_LEADER_THE_THUNDARIAN),
                        json_string(lstates[TI4_AGENT2_STATE(pl, TI4_AGENT2_THUNDARIAN)]));
    json_object_set_new(ld, "agents", ag);
    json_object_set_new(ld, "artuno_trade_goods", json_integer(pl->artuno_tg));
  }
  json_object_set_new(o, "leaders", ld);

  json_t *rel = json_array(), *relx = json_array();
  int nr = ti4_content_count(TI4_K_RELIC);
  for (int i = 0; i < nr && i < TI4_MAX_RELICS; i++) {
    if (s->relic_holder[i] == seat) json_array_append_new(rel, jid(TI4_K_RELIC, i));
    if ((pl->relics_exhausted >> i) & 1) json_array_append_new(relx, jid(TI4_K_RELIC, i));
  }
  json_object_set_new(o, "relics", rel);
  json_object_set_new(o, "relics_exhausted", relx);
  json_t *fr = json_object();
  for (int d = 0; d < 4; d++) json_object_set_new(fr, frag_names[d], json_integer(frag_count(s, seat, d)));
  json_object_set_new(o, "fragments", fr);
  const ti4_captured *cap = &s->captured;         /* LRR 17: what this seat's faction sheet holds */
  if (s->p[seat].faction == TI4_FACTION_CABAL) {   /* the only faction that captures */
    int mine = cap->seat == seat;
    json_t *co = json_object(), *units = json_object();
    for (int owner = 0; owner < s->nseats; owner++) {
      json_t *per = json_object();
      for (int k = 0; k < TI4_SPACE_TYPES && mine; k++)
        if (ti4_units_captured(s, owner, k)) json_object_set_new(per, ship_names[k], json_integer(ti4_units_captured(s, owner, k)));
      if (json_object_size(per)) json_object_set_new(units, seat_word(owner), per);
      else json_decref(per);
    }
    json_object_set_new(co, "units", units);
    json_object_set_new(co, "fighters", json_integer(mine ? cap->fighters : 0));
    json_object_set_new(co, "infantry", json_integer(mine ? cap->infantry : 0));
    json_object_set_new(o, "captured", co);
  }
  if (s->p[seat].faction == TI4_FACTION_TITANS) {  /* sleeper tokens on planets (doc/factions.md) */
    json_t *sl = json_array();
    for (int z = 0; z < 5; z++)
      if (s->tok.sleeper[z]) json_array_append_new(sl, jid(TI4_K_PLANET, s->tok.sleeper[z] - 1));
    json_object_set_new(o, "sleepers", sl);
  }
  if (s->p[seat].faction == TI4_FACTION_MAHACT) {  /* others' command tokens in the fleet pool (Edict) */
    json_t *mt = json_array();
    for (int q = 0; q < s->nseats; q++)
      if (q != seat && ((s->tok.mahact >> q) & 1)) json_array_append_new(mt, jseat(q));
    json_object_set_new(o, "fleet_pool_tokens", mt);
  }
  json_object_set_new(o, "enigmatic_devices", json_integer((s->x.devices >> (2 * seat)) & 3));

  static const char *const stand[] = {"none", "window", "voting", "agenda", "phase"};
  json_object_set_new(o, "standing", json_string(pl->standing < 5 ? stand[pl->standing] : "unknown"));
  json_t *skip = json_array();
  for (int w = 1; w < TI4_W__COUNT; w++)
    if ((pl->skip_windows >> w) & 1u) json_array_append_new(skip, json_string(ti4_window_name(w)));
  json_object_set_new(o, "skip_windows", skip);
  json_object_set_new(o, "cannot_vote", json_boolean(pl->cannot_vote));
  json_object_set_new(o, "no_abilities", json_boolean(pl->no_abilities));
  json_object_set_new(o, "eliminated", json_boolean(pl->eliminated));
  json_object_set_new(o, "speaker", json_boolean(s->speaker == seat));
  json_t *nb = json_array();              /* LRR 60: who may trade on a turn (94.1) */
  for (int b = 0; b < s->nseats; b++)
    if (b != seat && ti4_state_neighbors(s, seat, b)) json_array_append_new(nb, json_string(seat_word(b)));
  json_object_set_new(o, "neighbors", nb);
  return o;
}

static json_t *agenda_json(const ti4_state *s) {
  const ti4_agenda_now *ag = &s->ag;
  json_t *o = json_object();
  json_object_set_new(o, "current", ag->current >= 0 ? jid(TI4_K_AGENDA, ag->current) : json_null());
  const char *step = agenda_step_word(s);
  json_object_set_new(o, "step", step ? json_string(step) : json_null());
  json_object_set_new(o, "step_index", json_integer(ag->step));
  json_object_set_new(o, "number", json_integer(ag->number));
  json_object_set_new(o, "covert", json_boolean(ag->covert));

  json_t *votes = json_object(), *by_seat = json_object(), *voted = json_array(), *abst = json_array();
  char b[64];
  for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++) {
    if ((ag->abstained >> seat) & 1) json_array_append_new(abst, jseat(seat));
    if (!((ag->voted >> seat) & 1)) continue;
    json_array_append_new(voted, jseat(seat));
    if ((ag->abstained >> seat) & 1 || !ag->outcome_of[seat]) continue;
    const char *w = target_word(b, sizeof b, ag->outcome_of[seat]);
    json_t *cur = json_object_get(votes, w);
    json_int_t cast = ag->votes[seat] + (ag->extra[seat] > 0 ? ag->extra[seat] : 0);  /* what counts (8.15) */
    json_int_t v = (cur ? json_integer_value(cur) : 0) + cast;
    json_object_set_new(votes, w, json_integer(v));
    json_t *so = json_object();
    json_object_set_new(so, "outcome", json_string(w));
    json_object_set_new(so, "votes", json_integer(cast));
    json_object_set_new(so, "planet_votes", json_integer(ag->votes[seat]));
    json_object_set_new(by_seat, seat_word(seat), so);
  }
  json_object_set_new(o, "votes", votes);
  json_object_set_new(o, "votes_by_player", by_seat);
  json_object_set_new(o, "voted", voted);
  json_object_set_new(o, "abstained", abst);
  json_t *order = json_array();
  for (int i = 0; i < ag->nvoters && i < TI4_MAX_SEATS; i++) json_array_append_new(order, jseat(ag->vote_order[i]));
  json_object_set_new(o, "vote_order", order);
  json_object_set_new(o, "outcome", jtarget(ag->outcome));
  json_t *tied = json_array();
  for (int i = 0; i < ag->ntied && i < TI4_MAX_SEATS * 2; i++) json_array_append_new(tied, jtarget(ag->tied[i]));
  json_object_set_new(o, "tied", tied);
  char abuf[96];
  json_t *riders = json_array();
  for (int i = 0; i < ag->nriders && i < TI4_MAX_RIDERS; i++) {
    const ti4_rider *r = &ag->riders[i];
    json_t *ro = json_object();
    json_object_set_new(ro, "player", jseat(r->seat));
    const char *id = ability_id(r->card);
    json_object_set_new(ro, "card", id ? json_string(id) : json_integer(r->card));
    json_object_set_new(ro, "prediction", jtarget(r->target));
    json_object_set_new(ro, "resolved", json_boolean(r->resolved));
    json_array_append_new(riders, ro);
  }
  json_object_set_new(o, "riders", riders);
  json_t *extra = json_object();
  for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++)
    if (ag->extra[seat]) json_object_set_new(extra, seat_word(seat), json_integer(ag->extra[seat]));
  json_object_set_new(o, "extra_votes", extra);
  json_object_set_new(o, "hack_election", json_boolean(ag->hack));
  return o;
}

static void state_fill(json_t *o, const ti4_state *s, int view_seat) {
  json_object_set_new(o, "round", json_integer(s->round));
  json_object_set_new(o, "phase", json_string(phase_name(s->phase)));
  json_object_set_new(o, "speaker", jseat(s->speaker));
  json_object_set_new(o, "custodians", json_boolean(s->custodians));
  if (s->combat.kind && s->tac.pos < TI4_MAX_MAP) {     /* doc/combat.md */
    const ti4_combat *c = &s->combat;
    json_t *co = json_object(), *hits = json_object(), *ret = json_object();
    json_object_set_new(co, "kind", json_string(c->kind == 2 ? "ground" : "space"));
    json_object_set_new(co, "pos", json_integer(s->tac.pos));
    if (s->map[s->tac.pos] >= 0) json_object_set_new(co, "system", jid(TI4_K_SYSTEM, s->map[s->tac.pos]));
    if (c->kind == 2 && c->planet >= 0) json_object_set_new(co, "planet", jid(TI4_K_PLANET, c->planet));
    json_object_set_new(co, "attacker", jseat(c->seat[0]));
    json_object_set_new(co, "defender", jseat(c->seat[1]));
    json_object_set_new(co, "round", json_integer(c->round));
    for (int i = 0; i < 2; i++) {
      json_object_set_new(hits, seat_word(c->seat[i]), json_integer(c->hits[i]));
      if (c->retreat[i] >= 0 && c->retreat[i] < TI4_MAX_MAP && s->map[c->retreat[i]] >= 0)
        json_object_set_new(ret, seat_word(c->seat[i]), jid(TI4_K_SYSTEM, s->map[c->retreat[i]]));
    }
    json_object_set_new(co, "hits", hits);
    json_object_set_new(co, "retreat", ret);
    if (c->kind == 2) {
      json_t *inv = json_object();
      json_object_set_new(inv, "infantry", json_integer(c->invader[0]));
      json_object_set_new(inv, "mech", json_integer(c->invader[1]));
      if (c->invader[2]) json_object_set_new(inv, "damaged_mech", json_integer(c->invader[2]));
      if (c->invader_f) json_object_set_new(inv, "fighter", json_integer(c->invader_f));   /* Matriarch */
      if (c->invader_pds[0]) json_object_set_new(inv, "pds", json_integer(c->invader_pds[0]));   /* Coalescence */
      if (c->invader_pds[1]) json_object_set_new(inv, "damaged_pds", json_integer(c->invader_pds[1]));
      json_object_set_new(co, "invader", inv);
    }
    json_object_set_new(o, "combat", co);
  } else json_object_set_new(o, "combat", json_null());
  json_t *dq = json_array();                   /* doc/galaxy.md: the rolls the `dice` edit queued */
  for (int i = 0; i < s->ndice && i < TI4_MAX_DICE; i++) json_array_append_new(dq, json_integer(s->dice[i]));
  json_object_set_new(o, "dice_queued", dq);
  json_object_set_new(o, "winner", s->winner == TI4_NOBODY ? json_null() : jseat(s->winner));
  json_object_set_new(o, "vp_goal", json_integer(s->vp_goal));
  json_object_set_new(o, "sandbox", json_boolean(s->sandbox));
  json_object_set_new(o, "edited", json_boolean(s->sandbox || s->edits));
  json_object_set_new(o, "seats", json_integer(s->nseats));
  json_object_set_new(o, "active", s->active == TI4_NOBODY ? json_null() : jseat(s->active));
  json_object_set_new(o, "moves", json_integer(s->moves));
  if (view_seat >= 0) json_object_set_new(o, "view", jseat(view_seat));

  json_t *players = json_object();
  for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++)
    json_object_set_new(players, seat_word(seat), player_json(s, seat, view_seat));
  json_object_set_new(o, "players", players);

  json_t *sc = json_object();
  for (int slot = 0; slot < 8; slot++) {
    const char *id = strategy_id_by_slot(slot);
    if (!id) continue;
    json_t *c = json_object();
    json_object_set_new(c, "holder", s->sc_holder[slot] == TI4_NOBODY ? json_null() : jseat(s->sc_holder[slot]));
    json_object_set_new(c, "exhausted", json_boolean((s->sc_exhausted >> slot) & 1));
    json_object_set_new(c, "tg", json_integer(s->sc_tg[slot]));
    json_object_set_new(c, "initiative", json_integer(slot + 1));
    json_object_set_new(sc, id, c);
  }
  json_object_set_new(o, "strategy_cards", sc);
  json_object_set_new(o, "naalu_zero", s->naalu_zero == TI4_NOBODY ? json_null() : jseat(s->naalu_zero));

  json_t *laws = json_object();
  for (int i = 0; i < s->nlaws && i < TI4_MAX_LAWS; i++) {
    const char *id = ti4_content_id(TI4_K_AGENDA, s->laws[i].agenda);
    if (!id) continue;
    json_t *l = json_object();
    if (s->laws[i].elected) json_object_set_new(l, "elected", jtarget(s->laws[i].elected));
    if (s->tok.laws_blank) json_object_set_new(l, "blank", json_true());   /* Law's Order, this turn */
    json_object_set_new(laws, id, l);
  }
  json_object_set_new(o, "laws", laws);
  json_object_set_new(o, "agenda", agenda_json(s));

  json_t *disc = json_array();
  for (int i = 0; i < s->nagenda_discard && i < TI4_MAX_AGENDAS; i++)
    json_array_append_new(disc, jid(TI4_K_AGENDA, s->agenda_discard[i]));
  json_object_set_new(o, "agenda_discard", disc);
  json_object_set_new(o, "agenda_deck_size", json_integer(s->nagenda_deck));
  if (view_seat < 0) {
    json_t *deck = json_array();   /* top first */
    for (int i = s->nagenda_deck; i-- > 0;)
      if (i < TI4_MAX_AGENDAS) json_array_append_new(deck, jid(TI4_K_AGENDA, s->agenda_deck[i]));
    json_object_set_new(o, "agenda_deck", deck);
  }

  json_t *hist = json_array();
  for (int i = 0; i < s->nhistory && i < TI4_MAX_HISTORY; i++) {
    const ti4_agenda_record *r = &s->history[i];
    json_t *h = json_object();
    json_object_set_new(h, "round", json_integer(r->round));
    json_object_set_new(h, "agenda", jid(TI4_K_AGENDA, r->agenda));
    json_object_set_new(h, "outcome", jtarget(r->outcome));
    json_t *v = json_object(), *vf = json_object();
    for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++) {
      if (r->votes[seat]) json_object_set_new(v, seat_word(seat), json_integer(r->votes[seat]));
      if (r->voted_for[seat]) json_object_set_new(vf, seat_word(seat), jtarget(r->voted_for[seat]));
    }
    json_object_set_new(h, "votes", v);
    json_object_set_new(h, "voted_for", vf);
    json_array_append_new(hist, h);
  }
  json_object_set_new(o, "agenda_history", hist);

  json_object_set_new(o, "action_deck_size", json_integer(s->nac_deck));
  json_t *acd = json_array();
  for (int i = 0; i < s->nac_discard && i < TI4_MAX_AC_DECK; i++)
    json_array_append_new(acd, jid(TI4_K_ACTION, s->ac_discard[i]));
  json_object_set_new(o, "action_discard", acd);

  json_t *obj = json_object(), *pub = json_array(), *scored = json_object();
  for (int i = 0; i < s->nrevealed && i < 16; i++) json_array_append_new(pub, jid(TI4_K_OBJECTIVE, s->revealed[i]));
  int no = ti4_content_count(TI4_K_OBJECTIVE);
  for (int i = 0; i < no && i < TI4_MAX_OBJECTIVES; i++) {
    if (!s->scored[i]) continue;
    json_t *who = json_array();
    for (int seat = 0; seat < TI4_MAX_SEATS; seat++)
      if ((s->scored[i] >> seat) & 1) json_array_append_new(who, jseat(seat));
    json_object_set_new(scored, ti4_content_id(TI4_K_OBJECTIVE, i), who);
  }
  json_object_set_new(obj, "public", pub);
  json_object_set_new(obj, "scored", scored);
  json_object_set_new(obj, "stage1_deck_size", json_integer(s->nstage1));
  json_object_set_new(obj, "stage2_deck_size", json_integer(s->nstage2));
  json_object_set_new(obj, "secret_deck_size", json_integer(s->nsecret_deck));
  json_object_set_new(o, "objectives", obj);

  json_t *gal = json_array();
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0) continue;
    json_t *t = json_object();
    json_object_set_new(t, "pos", json_integer(pos));
    json_object_set_new(t, "tile", jid(TI4_K_SYSTEM, s->map[pos]));
    if (ti4_systems[s->map[pos]].hyperlane || s->map_rot[pos])   /* 60-degree steps clockwise */
      json_object_set_new(t, "rotation", json_integer(s->map_rot[pos] % 6));
    if (pos >= TI4_POS_BESIDE)                 /* doc/galaxy.md: the Ghosts' home, the nexus (39.1a, 100.1) */
      json_object_set_new(t, "beside", json_true());
    json_t *tok = json_array();
    for (int seat = 0; seat < TI4_MAX_SEATS; seat++)
      if ((s->tokens[pos] >> seat) & 1) json_array_append_new(tok, jseat(seat));
    json_object_set_new(t, "tokens", tok);
    json_t *ships = NULL;
    for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++) {
      json_t *u = NULL;
      for (int k = 0; k < TI4_SPACE_TYPES; k++)
        if (s->ships[pos][seat][k]) {
          if (!u) u = json_object();
          json_object_set_new(u, ship_names[k], json_integer(s->ships[pos][seat][k]));
        }
      int fl = ti4_floating_at(s, seat, pos);    /* the Saar's Floating Factories, in the space area */
      if (fl) {
        if (!u) u = json_object();
        json_object_set_new(u, "dock", json_integer(fl));
      }
      if (u) {
        if (!ships) ships = json_object();
        json_object_set_new(ships, seat_word(seat), u);
      }
    }
    if (ships) json_object_set_new(t, "ships", ships);
    json_t *dmg = NULL;                        /* doc/combat.md: damaged units (87) */
    for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++) {
      json_t *u = NULL;
      for (int k = 0; k < TI4_SPACE_TYPES; k++) {
        int d = ti4_damaged_get(s, pos, seat, k) < s->ships[pos][seat][k] ? ti4_damaged_get(s, pos, seat, k) : s->ships[pos][seat][k];
        if (!d) continue;
        if (!u) u = json_object();
        json_object_set_new(u, ship_names[k], json_integer(d));
      }
      if (u) {
        if (!dmg) dmg = json_object();
        json_object_set_new(dmg, seat_word(seat), u);
      }
    }
    if (dmg) json_object_set_new(t, "damaged", dmg);
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    if (ti4_sys_nplanets(s, sy)) {                        /* doc/galaxy.md: each planet, its controller and units */
      json_t *pls = json_array();
      for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) {
        int pl = ti4_sys_planets(s, sy)[i];
        if (pl < 0) continue;
        json_t *po = json_object();
        json_object_set_new(po, "planet", jid(TI4_K_PLANET, pl));
        json_object_set_new(po, "controller", s->planet_owner[pl] < TI4_MAX_SEATS ? jseat(s->planet_owner[pl]) : json_null());
        for (int k = 0; k < 4; k++)
          if (s->planet_units[pl][k]) json_object_set_new(po, ground_names[k], json_integer(s->planet_units[pl][k]));
        if (s->phase == TI4_PHASE_ACTION && s->tac.pos == pos && ((s->tok.coalesce >> i) & 1)) {
          json_t *aw = json_object();                /* doc/factions.md: Awaken's PDS, waiting for the ground combat (Coalescence) */
          json_object_set_new(aw, "player", jseat(s->active));
          json_object_set_new(aw, "pds", json_integer(1));
          json_object_set_new(po, "awakened", aw);
        }
        if (s->phase == TI4_PHASE_ACTION && s->tac.pos == pos && ((s->combat.committed >> i) & 1)) {
          json_t *cm = json_object();                /* doc/combat.md: committed to an invasion (49.2) */
          json_object_set_new(cm, "player", jseat(s->combat.seat[0]));
          json_object_set_new(cm, "infantry", json_integer(s->combat.commit[i][0]));
          json_object_set_new(cm, "mech", json_integer(s->combat.commit[i][1]));
          if (s->combat.commit_f[i]) json_object_set_new(cm, "fighter", json_integer(s->combat.commit_f[i]));   /* Matriarch */
          json_object_set_new(po, "committed", cm);
        }
        json_t *att = attachments_json(s, pl);
        if (att) json_object_set_new(po, "attachments", att);
        for (int z = 0; z < 5; z++)                  /* a Titans sleeper token (doc/factions.md) */
          if (s->tok.sleeper[z] == pl + 1) json_object_set_new(po, "sleeper", json_true());
        if (s->planet_damaged[pl] && s->planet_units[pl][1])
          json_object_set_new(po, "damaged_mech", json_integer(s->planet_damaged[pl] < s->planet_units[pl][1] ? s->planet_damaged[pl] : s->planet_units[pl][1]));
        if (ti4_pds_damaged_get(s, pl))                /* Hel-Titans (doc/combat.md) */
          json_object_set_new(po, "damaged_pds", json_integer(ti4_pds_damaged_get(s, pl)));
        json_array_append_new(pls, po);
      }
      json_object_set_new(t, "planets", pls);
    }
    if (s->phase == TI4_PHASE_ACTION && s->pending.kind >= TI4_PEND_MOVE && s->tac.pos == pos)
      json_object_set_new(t, "active", json_true());
    if ((s->x.frontier >> pos) & 1) json_object_set_new(t, "frontier", json_true());   /* 38 */
    if (s->x.gamma[0] == pos + 1 || s->x.gamma[1] == pos + 1 || s->x.gamma[2] == pos + 1) json_object_set_new(t, "gamma_wormhole", json_true());
    {                                          /* the Creuss wormhole tokens (Wormhole Generator) */
      static const char *const cw[3] = {"alpha", "beta", "gamma"};
      json_t *cr = NULL;
      for (int i = 0; i < 3; i++)
        if (s->x.creuss[i] == pos + 1) {
          if (!cr) cr = json_array();
          json_array_append_new(cr, json_string(cw[i]));
        }
      if (cr) json_object_set_new(t, "creuss_wormholes", cr);
    }
    if (s->x.ion_storm == pos + 1)             /* the Ion Storm token: the side up */
      json_object_set_new(t, "ion_storm", json_string(s->x.ion_beta ? "beta" : "alpha"));
    if (s->x.converted && s->x.converted <= TI4_NPLANETS && s->map[pos] >= 0) {   /* the Stellar Converter token on the planet it destroyed */
      const ti4_system_info *csy = &ti4_systems[s->map[pos]];
      for (int i = 0; i < csy->nplanets && i < 4; i++)
        if (csy->planets[i] == s->x.converted - 1) json_object_set_new(t, "stellar_converter", json_string(ti4_planets[s->x.converted - 1].id));
    }
    json_array_append_new(gal, t);
  }
  json_object_set_new(o, "galaxy", gal);
  {                                            /* doc/galaxy.md: the exploration decks (35) */
    json_t *ex = json_object();
    for (int d = 0; d < 4; d++) {
      json_t *dk = json_object(), *dis = json_array();
      json_object_set_new(dk, "deck", json_integer(s->x.ndeck[d]));
      for (int i = 0; i < s->x.ndiscard[d] && s->x.ndeck[d] + i < TI4_EXPLORE_DECK; i++)
        json_array_append_new(dis, json_string(ti4_content_id(TI4_K_EXPLORATION, s->x.cards[d][s->x.ndeck[d] + i])));
      json_object_set_new(dk, "discard", dis);
      json_object_set_new(ex, d == 3 ? "frontier" : frag_names[d], dk);
    }
    json_object_set_new(ex, "relic_deck", json_integer(s->x.nrelic_deck));
    json_object_set_new(o, "exploration", ex);
  }

  json_t *wins = json_array();
  for (int i = 0; i < s->nwin && i < TI4_MAX_WINDOWS; i++) {
    const ti4_window *w = &s->win[i];
    json_t *wo = json_object();
    json_object_set_new(wo, "window", json_string(window_name(w->id)));
    json_t *ord = json_array();
    for (int k = 0; k < w->n && k < TI4_MAX_SEATS; k++) json_array_append_new(ord, jseat(w->order[k]));
    json_object_set_new(wo, "order", ord);
    json_object_set_new(wo, "offered", w->pos < w->n && w->pos < TI4_MAX_SEATS ? jseat(w->order[w->pos]) : json_null());
    json_object_set_new(wo, "passes", json_integer(w->passes));
    if (w->play.kind != TI4_MV_NONE) {
      char line[512];
      if (ti4_move_format(line, sizeof line, &w->play, s) == TI4_OK) json_object_set_new(wo, "answers", jstr(line));
      if (w->cancelled) json_object_set_new(wo, "cancelled", json_true());
    }
    json_array_append_new(wins, wo);
  }
  json_object_set_new(o, "windows", wins);

  if (s->offer.active) {
    const ti4_offer *f = &s->offer;
    json_t *of = json_object();
    json_object_set_new(of, "from", jseat(f->from));
    json_object_set_new(of, "to", jseat(f->to));
    json_object_set_new(of, "give_tg", json_integer(f->give_tg));
    json_object_set_new(of, "give_commodities", json_integer(f->give_comm));
    json_object_set_new(of, "get_tg", json_integer(f->get_tg));
    json_object_set_new(of, "get_commodities", json_integer(f->get_comm));
    for (int side = 0; side < 2; side++) {       /* relic fragments (doc/galaxy.md) */
      const uint8_t *fr = side ? f->get_frag : f->give_frag;
      if (!fr[0] && !fr[1]) continue;
      json_t *fo = json_object();
      for (int d = 0; d < 4; d++) json_object_set_new(fo, frag_names[d], json_integer((fr[d >> 1] >> ((d & 1) * 4)) & 15));
      json_object_set_new(of, side ? "get_fragments" : "give_fragments", fo);
    }
    char w[96];
    if (f->give_pn >= 0 && ti4_content_id(TI4_K_PROMISSORY, f->give_pn)) {
      snprintf(w, sizeof w, "%s:%s", ti4_content_id(TI4_K_PROMISSORY, f->give_pn),
               seat_word(f->give_pn_owner) ? seat_word(f->give_pn_owner) : "-");
      json_object_set_new(of, "give_promissory", json_string(w));
    }
    if (f->get_pn >= 0 && ti4_content_id(TI4_K_PROMISSORY, f->get_pn)) {
      snprintf(w, sizeof w, "%s:%s", ti4_content_id(TI4_K_PROMISSORY, f->get_pn),
               seat_word(f->get_pn_owner) ? seat_word(f->get_pn_owner) : "-");
      json_object_set_new(of, "get_promissory", json_string(w));
    }
    for (int side = 0; side < 2; side++) {       /* action cards (the Hacan's Arbiters) */
      const uint8_t *a = side ? f->get_ac : f->give_ac;
      if (!a[0]) continue;
      json_t *arr = json_array();
      for (int i = 0; i < 4; i++)
        if (a[i] && ti4_content_id(TI4_K_ACTION, a[i] - 1)) json_array_append_new(arr, json_string(ti4_content_id(TI4_K_ACTION, a[i] - 1)));
      json_object_set_new(of, side ? "get_actions" : "give_actions", arr);
    }
    for (int side = 0; side < 2; side++) {       /* captured units returned (17.2a, doc/capture.md) */
      const uint8_t *c = side ? f->get_cap : f->give_cap;
      if (!(c[0] | c[1] | c[2] | c[3])) continue;
      json_t *co = json_object();
      for (int k = 0; k < TI4_SPACE_TYPES; k++) {
        int i = ti4_capture_slot(k), n = i < 0 ? 0 : (c[i >> 1] >> ((i & 1) * 4)) & 15;
        if (n) json_object_set_new(co, ship_names[k], json_integer(n));
      }
      json_object_set_new(of, side ? "get_captured" : "give_captured", co);
    }
    json_object_set_new(o, "offer", of);
  }
  if (s->offer.tcs_pair) {                     /* Temporal Command Suite: these two may trade once now (doc/factions.md) */
    json_t *pair = json_array();
    const char *a = seat_word((s->offer.tcs_pair & 15) - 1), *b = seat_word((s->offer.tcs_pair >> 4) - 1);
    if (a) json_array_append_new(pair, json_string(a));
    if (b) json_array_append_new(pair, json_string(b));
    json_object_set_new(o, "transaction_allowed", pair);
  }
  if (s->pending.kind == TI4_PEND_CHOOSE) {
    char abuf[96];
    json_t *ask = json_object();
    json_object_set_new(ask, "what", json_integer(s->ask.what));
    json_object_set_new(ask, "player", jseat(s->ask.seat));
    const char *id = ability_id(s->ask.card);
    json_object_set_new(ask, "card", id ? json_string(id) : json_integer(s->ask.card));
    json_t *args = json_array();
    for (int k = 0; k < 4; k++) json_array_append_new(args, json_integer(s->ask.arg[k]));
    json_object_set_new(ask, "args", args);
    json_object_set_new(o, "ask", ask);
  }
}

json_t *state_json(const ti4_state *s, int view_seat) {
  json_t *o = json_object();
  if (view_seat >= 0) {
    ti4_state *v = malloc(ti4_state_size() > sizeof *v ? ti4_state_size() : sizeof *v);
    if (!v) return o;
    ti4_state_view(v, s, view_seat);
    state_fill(o, v, view_seat);
    free(v);
  } else {
    state_fill(o, s, -1);
  }
  /* the pending decision comes from the real state; a viewer other than the
   * one to decide sees no options (they could tell what that seat holds) */
  json_t *p = pending_json(s);
  if (view_seat >= 0) {
    const ti4_pending *pd = ti4_state_pending(s);
    if (!pd || pd->seat != view_seat) {
      json_object_set_new(p, "options", json_array());
      json_object_del(p, "agendas");           /* Politics: seen by the looker alone */
      json_object_del(p, "seen");              /* So Ata: the same */
      json_object_del(p, "shown");             /* Kyver, Blade and Key: the same */
    }
    json_t *others = json_object_get(p, "others"), *keep = json_array(), *v;
    size_t i;
    const char *me = seat_word(view_seat);   /* a seat sees only its own out-of-turn moves */
    json_array_foreach(others, i, v)
      if (me && !strncmp(json_string_value(v), me, strlen(me)) && json_string_value(v)[strlen(me)] == ' ')
        json_array_append(keep, v);
    if (others) json_object_set_new(p, "others", keep);
    else json_decref(keep);
  }
  json_object_set_new(o, "pending", p);
  return o;
}
