/* views.c -- what a player at the table needs to see (doc/table.md).
 *
 *   table        VP, trade goods, commodities, command tokens, strategy
 *                cards (trade goods, initiative), passed, technologies,
 *                leaders, notes in play
 *   objectives   the revealed public objectives and who scored what
 *   laws         the laws in play
 *   agenda       the agenda in progress, with the tally
 *   galaxy       the board as a text map (80 columns) and what is where
 *   hand pX      one seat's hand: action cards, secrets, promissory notes
 * and a round summary attached to the move that ends a round.
 *
 * Every view is built from the public state JSON (the view of no seat), so
 * nothing hidden can leak into it; `hand pX` is that seat's own view. Each
 * answers JSON ({"ok":true,"view":NAME,NAME:{...}}) and reads as text. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "views.h"
#include "passall.h"
#include "undoguard.h"
#include "rules.h"

const char *phase_display(const char *p);   /* events.c */

int views_public_state;

static const char *const view_words[] = {"table", "objectives", "laws", "agenda", "galaxy", "hand", NULL};

int views_is_command(const char *w) {
  for (int i = 0; view_words[i]; i++) if (!strcmp(w, view_words[i])) return 1;
  return 0;
}

static json_t *public_state(const ti4_state *s) { return state_json(s, TI4_NOBODY); }

static json_t *take(json_t *from, const char *key) {
  json_t *v = json_object_get(from, key);
  return v ? json_incref(v) : json_null();
}

static json_t *view_answer(const char *name, json_t *body) {
  json_t *a = answer_ok();
  json_object_set_new(a, "view", json_string(name));
  json_object_set_new(a, name, body);
  return a;
}

static int seat_of(const char *w, const ti4_state *s) {
  if (w && w[0] == 'p' && w[1] >= '1' && w[1] <= '8' && !w[2] && w[1] - '1' < s->nseats) return w[1] - '1';
  return -1;
}

static json_t *view_table(const ti4_state *s) {
  json_t *st = public_state(s), *t = json_object();
  static const char *const keys[] = {"round", "phase", "speaker", "active", "vp_goal", "naalu_zero", "strategy_cards", NULL};
  for (int i = 0; keys[i]; i++) json_object_set_new(t, keys[i], take(st, keys[i]));
  json_t *players = json_object();
  const char *k;
  json_t *pl;
  static const char *const pkeys[] = {"faction", "vp", "tg", "commodities", "tokens", "strategy",
    "passed", "technologies", "technologies_exhausted", "leaders", "promissory_in_play",
    "action_card_count", "relics", "relics_exhausted", "scored", "eliminated", NULL};
  json_object_foreach(json_object_get(st, "players"), k, pl) {
    json_t *p = json_object();
    for (int i = 0; pkeys[i]; i++) json_object_set_new(p, pkeys[i], take(pl, pkeys[i]));
    json_object_set_new(players, k, p);
  }
  json_object_set_new(t, "players", players);
  json_decref(st);
  return view_answer("table", t);
}

static json_t *view_objectives(const ti4_state *s) {
  json_t *st = public_state(s), *o = json_object(), *pub = json_array(), *sec = json_array();
  const json_t *obj = json_object_get(st, "objectives");
  const json_t *scored = json_object_get(obj, "scored");
  size_t i;
  json_t *v;
  json_array_foreach(json_object_get(obj, "public"), i, v) {
    const char *id = json_string_value(v);
    int oi = id ? ti4_content_find(TI4_K_OBJECTIVE, id) : -1;
    json_t *e = json_object();
    json_object_set_new(e, "id", json_string(id ? id : "?"));
    if (oi >= 0) {
      json_object_set_new(e, "stage", json_integer(ti4_objectives[oi].stage));
      json_object_set_new(e, "points", json_integer(ti4_objectives[oi].points));
    }
    json_t *who = json_object_get(scored, id ? id : "");
    json_object_set_new(e, "scored_by", who ? json_incref(who) : json_array());
    json_array_append_new(pub, e);
  }
  /* secrets are public once scored */
  const char *k;
  json_object_foreach((json_t *)scored, k, v) {
    int oi = ti4_content_find(TI4_K_OBJECTIVE, k);
    if (oi < 0 || ti4_objectives[oi].stage != TI4_OBJ_SECRET) continue;
    json_t *e = json_object();
    json_object_set_new(e, "id", json_string(k));
    json_object_set_new(e, "points", json_integer(ti4_objectives[oi].points));
    json_object_set_new(e, "scored_by", json_incref(v));
    json_array_append_new(sec, e);
  }
  json_object_set_new(o, "public", pub);
  json_object_set_new(o, "secrets_scored", sec);
  json_object_set_new(o, "stage1_deck_size", take((json_t *)obj, "stage1_deck_size"));
  json_object_set_new(o, "stage2_deck_size", take((json_t *)obj, "stage2_deck_size"));
  json_t *vp = json_object();
  json_t *pl;
  json_object_foreach(json_object_get(st, "players"), k, pl) json_object_set_new(vp, k, take(pl, "vp"));
  json_object_set_new(o, "vp", vp);
  json_object_set_new(o, "vp_goal", take(st, "vp_goal"));
  json_decref(st);
  return view_answer("objectives", o);
}

static json_t *view_laws(const ti4_state *s) {
  json_t *st = public_state(s), *l = json_array();
  const char *k;
  json_t *v;
  json_object_foreach(json_object_get(st, "laws"), k, v) {
    json_t *e = json_object();
    json_object_set_new(e, "id", json_string(k));
    json_object_set_new(e, "elected", take(v, "elected"));
    if (json_is_true(json_object_get(v, "blank"))) json_object_set_new(e, "blank", json_true());
    json_array_append_new(l, e);
  }
  json_decref(st);
  return view_answer("laws", l);
}

static json_t *view_agenda(const ti4_state *s) {
  json_t *st = public_state(s);
  json_t *ag = json_deep_copy(json_object_get(st, "agenda"));
  if (!ag) ag = json_object();
  json_object_set_new(ag, "phase", take(st, "phase"));
  json_object_set_new(ag, "deck_size", take(st, "agenda_deck_size"));
  json_object_set_new(ag, "history", take(st, "agenda_history"));
  json_decref(st);
  return view_answer("agenda", ag);
}

/* ---- the galaxy ------------------------------------------------------------------ */

/* Position index -> axial coordinates (flat-top hexes): rings from the top,
 * clockwise, Mecatol Rex at 0 (README: map strings). */
static void pos_axial(int pos, int *q, int *r) {
  *q = *r = 0;
  if (pos <= 0) return;
  int ring = 1, first = 1;
  while (pos >= first + 6 * ring) { first += 6 * ring; ring++; }
  int k = pos - first;
  static const int dq[6] = {1, 0, -1, -1, 0, 1}, dr[6] = {0, 1, 1, 0, -1, -1};
  *q = 0;
  *r = -ring;
  for (int side = 0; side < 6 && k > 0; side++)
    for (int step = 0; step < ring && k > 0; step++, k--) { *q += dq[side]; *r += dr[side]; }
}

static json_t *view_galaxy(const ti4_state *s) {
  json_t *st = public_state(s), *g = json_array();
  size_t i;
  json_t *t;
  json_array_foreach(json_object_get(st, "galaxy"), i, t) {
    json_t *e = json_deep_copy(t);
    int pos = (int)json_integer_value(json_object_get(t, "pos"));
    const char *tile = json_string_value(json_object_get(t, "tile"));
    int sys = tile ? ti4_content_find(TI4_K_SYSTEM, tile) : -1;
    int q, r;
    pos_axial(pos, &q, &r);
    if (pos >= TI4_POS_BESIDE) { q = pos == TI4_POS_CREUSS ? -5 : 5; r = pos == TI4_POS_CREUSS ? 5 : 0; }   /* beside the board */
    json_object_set_new(e, "q", json_integer(q));
    json_object_set_new(e, "r", json_integer(r));
    json_t *planets = json_array();
    if (sys >= 0)
      for (int k = 0; k < ti4_sys_nplanets(s, &ti4_systems[sys]) && k < 4; k++) {
        int p = ti4_sys_planets(s, &ti4_systems[sys])[k];
        if (p < 0 || p >= TI4_MAX_PLANETS) continue;
        json_t *po = json_object();
        json_object_set_new(po, "id", json_string(ti4_content_id(TI4_K_PLANET, p)));
        uint8_t own = s->planet_owner[p];
        json_object_set_new(po, "owner", own < TI4_MAX_SEATS ? json_string(seat_word(own)) : json_null());
        if (own < TI4_MAX_SEATS) {
          json_t *u = json_object();
          static const char *const gn[4] = {"infantry", "mech", "pds", "dock"};
          for (int x = 0; x < 4; x++)
            if (s->planet_units[p][x]) json_object_set_new(u, gn[x], json_integer(s->planet_units[p][x]));
          if (json_object_size(u)) json_object_set_new(po, "units", u);
          else json_decref(u);
        }
        json_t *att = NULL;                    /* exploration attachments (35.8) */
        for (int x = 0; x < s->x.nattach && x < TI4_MAX_ATTACH; x++)
          if (s->x.attach[x][1] == p) {
            if (!att) att = json_array();
            json_array_append_new(att, json_string(ti4_content_id(TI4_K_EXPLORATION, s->x.attach[x][0])));
          }
        if (att) json_object_set_new(po, "attachments", att);
        json_array_append_new(planets, po);
      }
    json_object_set_new(e, "planets", planets);
    json_array_append_new(g, e);
  }
  json_t *o = json_object();
  json_object_set_new(o, "systems", g);
  json_decref(st);
  return view_answer("galaxy", o);
}

static json_t *view_hand(const ti4_state *s, char **w, int n) {
  if (n != 1) return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "hand pX");
  int seat = seat_of(w[0], s);
  if (seat < 0) return answer_error(TI4_EUNKNOWN_ID, "", N_("no such seat: %s"), w[0]);
  json_t *st = state_json(s, seat), *h = json_object();
  json_t *pl = json_object_get(json_object_get(st, "players"), w[0]);
  json_object_set_new(h, "player", json_string(w[0]));
  json_object_set_new(h, "action_cards", take(pl, "action_cards"));
  json_object_set_new(h, "secrets", take(pl, "secrets"));
  json_object_set_new(h, "promissory", take(pl, "promissory"));
  json_decref(st);
  return view_answer("hand", h);
}

json_t *views_exec(session *ss, const char *word, char **w, int n) {
  if (!ss->g) return answer_error(TI4_EILLEGAL, "", N_("no game yet: start one with new"), NULL);
  const ti4_state *s = ti4_game_state(ss->g);
  if (!strcmp(word, "hand")) return view_hand(s, w, n);
  if (n) return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), word);
  if (!strcmp(word, "table")) return view_table(s);
  if (!strcmp(word, "objectives")) return view_objectives(s);
  if (!strcmp(word, "laws")) return view_laws(s);
  if (!strcmp(word, "agenda")) return view_agenda(s);
  return view_galaxy(s);
}

/* ---- text --------------------------------------------------------------------------- */

/* Display width of UTF-8 text: code points. */
static size_t width(const char *s) {
  size_t n = 0;
  for (; *s; s++) if (((unsigned char)*s & 0xC0) != 0x80) n++;
  return n;
}

/* Print items separated by sep, wrapping at 79 columns with an indent. */
typedef struct wrap { FILE *f; size_t col; int indent; int items; const char *sep; } wrap;

static void wrap_start(wrap *w, FILE *f, const char *head, int indent, const char *sep) {
  w->f = f;
  w->indent = indent;
  w->items = 0;
  w->sep = sep;
  fputs(head, f);
  w->col = width(head);
}

static void wrap_item(wrap *w, const char *item) {
  size_t need = width(item) + (w->items ? width(w->sep) : 0);
  if (w->items && w->col + need > 79) {
    size_t sl = strlen(w->sep);
    while (sl && w->sep[sl - 1] == ' ') sl--;
    fprintf(w->f, "%.*s\n%*s", (int)sl, w->sep, w->indent, "");
    w->col = (size_t)w->indent;
  } else if (w->items) {
    fputs(w->sep, w->f);
    w->col += width(w->sep);
  }
  fputs(item, w->f);
  w->col += width(item);
  w->items++;
}

static void wrap_end(wrap *w) { fputc('\n', w->f); }

/* The name of an id of a known kind (ids are shared across kinds: muaat is
 * a planet and a faction); the id itself if unknown. */
static const char *kname(int kind, const char *id) {
  if (kind == TI4_K_UNIT) return id_display_kind(kind, id);
  int i = id ? ti4_content_find(kind, id) : -1;
  return i >= 0 ? i18n_name(kind, i) : id ? id : "?";
}

static long long ival(const json_t *o, const char *k) { return (long long)json_integer_value(json_object_get(o, k)); }

static const char *leader_state_word(const char *stw) {
  return !stw ? "?" : !strcmp(stw, "locked") ? _("locked") : !strcmp(stw, "unlocked") ? _("unlocked")
       : !strcmp(stw, "exhausted") ? _("exhausted") : !strcmp(stw, "purged") ? _("purged") : stw;
}

static void print_table(FILE *f, const json_t *t) {
  char line[600], a[32], b[64];
  snprintf(a, sizeof a, "%lld", ival(t, "round"));
  const char *speaker = json_string_value(json_object_get(t, "speaker"));
  const char *active = json_string_value(json_object_get(t, "active"));
  i18n_fill(line, sizeof line, _("Round %s"), a);
  fprintf(f, "%s, %s; %s: %s", line, phase_display(json_string_value(json_object_get(t, "phase"))),
          _("speaker"), speaker ? speaker : "-");
  if (active && json_string_value(json_object_get(t, "phase")) && !strcmp(json_string_value(json_object_get(t, "phase")), "action"))
    fprintf(f, "; %s: %s", _("active"), active);
  fputc('\n', f);
  const char *k;
  json_t *p;
  json_object_foreach(json_object_get(t, "players"), k, p) {
    const char *fac = json_string_value(json_object_get(p, "faction"));
    fprintf(f, "%s %s%s%s%s\n", k, fac ? kname(TI4_K_FACTION, fac) : "-",
            speaker && !strcmp(speaker, k) ? _(" (speaker)") : "",
            json_is_true(json_object_get(p, "passed")) ? _(" — passed") : "",
            json_is_true(json_object_get(p, "eliminated")) ? _(" — eliminated") : "");
    const json_t *tok = json_object_get(p, "tokens");
    wrap w;
    size_t i;
    json_t *v;
    wrap_start(&w, f, "    ", 6, " · ");
    snprintf(line, sizeof line, "%s %lld", _("VP"), ival(p, "vp"));
    wrap_item(&w, line);
    snprintf(line, sizeof line, "%s %lld", _("TG"), ival(p, "tg"));
    wrap_item(&w, line);
    snprintf(line, sizeof line, "%s %lld", _("commodities"), ival(p, "commodities"));
    wrap_item(&w, line);
    snprintf(line, sizeof line, "%s %lld/%lld/%lld", _("tokens tactic/fleet/strategy"),
             ival(tok, "tactic"), ival(tok, "fleet"), ival(tok, "strategy"));
    wrap_item(&w, line);
    snprintf(line, sizeof line, "%s %lld", _("action cards"), ival(p, "action_card_count"));
    wrap_item(&w, line);
    wrap_end(&w);
    if (json_array_size(json_object_get(p, "strategy"))) {
      snprintf(line, sizeof line, "    %s: ", _("strategy"));
      wrap_start(&w, f, line, 6, ", ");
      json_array_foreach(json_object_get(p, "strategy"), i, v) {
        const char *id = json_string_value(v);
        const json_t *c = json_object_get(json_object_get(t, "strategy_cards"), id ? id : "");
        snprintf(line, sizeof line, "%s %lld%s", kname(TI4_K_STRATEGY, id), ival(c, "initiative"),
                 json_is_true(json_object_get(c, "exhausted")) ? _(" (exhausted)") : "");
        wrap_item(&w, line);
      }
      wrap_end(&w);
    }
    const json_t *tx = json_object_get(p, "technologies_exhausted");
    if (json_array_size(json_object_get(p, "technologies"))) {
      snprintf(line, sizeof line, "    %s: ", _("technologies"));
      wrap_start(&w, f, line, 6, ", ");
      json_array_foreach(json_object_get(p, "technologies"), i, v) {
        int ex = 0;
        size_t j;
        json_t *x;
        json_array_foreach(tx, j, x) if (json_equal(x, v)) ex = 1;
        snprintf(line, sizeof line, "%s%s", kname(TI4_K_TECH, json_string_value(v)), ex ? _(" (exhausted)") : "");
        wrap_item(&w, line);
      }
      wrap_end(&w);
    }
    const json_t *ld = json_object_get(p, "leaders");
    static const char *const ln[3] = {"agent", "commander", "hero"};
    snprintf(line, sizeof line, "    %s: ", _("leaders"));
    wrap_start(&w, f, line, 6, ", ");
    const json_t *agents = json_object_get(ld, "agents");   /* the Nomad: three agents, each by name */
    for (int x = 0; x < 3; x++) {
      if (x == 0 && agents) {
        const char *aid;
        json_t *av;
        json_object_foreach((json_t *)agents, aid, av) {
          const char *stw = json_string_value(av);
          snprintf(line, sizeof line, "%s %s", kname(TI4_K_LEADER, aid), leader_state_word(stw));
          long long tg = ival(ld, "artuno_trade_goods");
          if (!strcmp(aid, "artuno_the_betrayer") && tg > 0) {
            size_t len = strlen(line);
            snprintf(line + len, sizeof line - len, _(" (%d trade goods on it)"), (int)tg);
          }
          wrap_item(&w, line);
        }
        continue;
      }
      const char *stw = json_string_value(json_object_get(ld, ln[x]));
      const char *lname = x == 0 ? _("agent") : x == 1 ? _("commander") : _("hero");
      snprintf(line, sizeof line, "%s %s", lname, leader_state_word(stw));
      wrap_item(&w, line);
    }
    wrap_end(&w);
    if (json_array_size(json_object_get(p, "promissory_in_play")) || json_array_size(json_object_get(p, "relics"))) {
      snprintf(line, sizeof line, "    %s: ", _("in play"));
      wrap_start(&w, f, line, 6, ", ");
      json_array_foreach(json_object_get(p, "promissory_in_play"), i, v) wrap_item(&w, kname(TI4_K_RELIC, json_string_value(v)));
      json_array_foreach(json_object_get(p, "relics"), i, v) wrap_item(&w, id_display(json_string_value(v)));
      wrap_end(&w);
    }
  }
  wrap w;
  snprintf(line, sizeof line, "%s: ", _("Strategy cards"));
  wrap_start(&w, f, line, 4, " · ");
  json_t *c;
  json_object_foreach(json_object_get(t, "strategy_cards"), k, c) {
    const char *h = json_string_value(json_object_get(c, "holder"));
    snprintf(b, sizeof b, "%lld", ival(c, "tg"));
    char tgs[64] = "";
    if (ival(c, "tg")) { i18n_fill(tgs, sizeof tgs, _(" (%s TG)"), b); }
    snprintf(line, sizeof line, "%lld %s%s%s%s", ival(c, "initiative"), kname(TI4_K_STRATEGY, k), tgs, h ? " — " : "", h ? h : "");
    wrap_item(&w, line);
  }
  wrap_end(&w);
}

static void print_scorers(char *buf, size_t cap, const json_t *who) {
  size_t o = 0, i;
  json_t *v;
  buf[0] = 0;
  json_array_foreach(who, i, v) {
    int w = snprintf(buf + o, cap - o, "%s%s", o ? ", " : "", json_string_value(v));
    if (w < 0 || (size_t)w >= cap - o) break;
    o += (size_t)w;
  }
}

static void print_objectives(FILE *f, const json_t *o) {
  size_t i;
  json_t *e;
  char who[200], line[400];
  fprintf(f, "%s\n", _("Public objectives:"));
  if (!json_array_size(json_object_get(o, "public"))) fprintf(f, "    %s\n", _("none revealed yet"));
  json_array_foreach(json_object_get(o, "public"), i, e) {
    print_scorers(who, sizeof who, json_object_get(e, "scored_by"));
    fprintf(f, "    %s (%s %lld, %lld %s): %s\n", kname(TI4_K_OBJECTIVE, json_string_value(json_object_get(e, "id"))),
            _("stage"), ival(e, "stage"), ival(e, "points"), _("VP"), who[0] ? who : _("nobody yet"));
  }
  if (json_array_size(json_object_get(o, "secrets_scored"))) {
    fprintf(f, "%s\n", _("Secret objectives scored:"));
    json_array_foreach(json_object_get(o, "secrets_scored"), i, e) {
      print_scorers(who, sizeof who, json_object_get(e, "scored_by"));
      fprintf(f, "    %s: %s\n", kname(TI4_K_OBJECTIVE, json_string_value(json_object_get(e, "id"))), who);
    }
  }
  char a[32], b[32];
  snprintf(a, sizeof a, "%lld", ival(o, "stage1_deck_size"));
  snprintf(b, sizeof b, "%lld", ival(o, "stage2_deck_size"));
  i18n_fill(line, sizeof line, _("Still face down: stage I %s"), a);
  fprintf(f, "%s, %s %s.\n", line, _("stage II"), b);
  wrap w;
  snprintf(line, sizeof line, "%s (%s %lld): ", _("Victory points"), _("goal"), ival(o, "vp_goal"));
  wrap_start(&w, f, line, 4, ", ");
  const char *k;
  json_object_foreach(json_object_get(o, "vp"), k, e) {
    snprintf(line, sizeof line, "%s %lld", k, (long long)json_integer_value(e));
    wrap_item(&w, line);
  }
  wrap_end(&w);
}

static void print_laws(FILE *f, const json_t *l) {
  size_t i;
  json_t *e;
  if (!json_array_size(l)) { fprintf(f, "%s\n", _("No law is in play.")); return; }
  fprintf(f, "%s\n", _("Laws in play:"));
  json_array_foreach(l, i, e) {
    const char *el = json_string_value(json_object_get(e, "elected"));
    fprintf(f, "    %s", kname(TI4_K_AGENDA, json_string_value(json_object_get(e, "id"))));
    if (el) fprintf(f, " — %s", id_display(el));
    fputc('\n', f);
  }
}

static void print_agenda(FILE *f, const json_t *ag) {
  const char *cur = json_string_value(json_object_get(ag, "current"));
  char line[400];
  if (!cur) {
    fprintf(f, "%s\n", _("No agenda is on the table."));
  } else {
    fprintf(f, "%s: %s\n", _("Agenda"), kname(TI4_K_AGENDA, cur));
    const char *k;
    json_t *v;
    wrap w;
    snprintf(line, sizeof line, "    %s: ", _("votes"));
    wrap_start(&w, f, line, 6, ", ");
    json_object_foreach(json_object_get(ag, "votes"), k, v) {
      snprintf(line, sizeof line, "%s %lld", id_display(k), (long long)json_integer_value(v));
      wrap_item(&w, line);
    }
    if (!w.items) wrap_item(&w, _("none yet"));
    wrap_end(&w);
    json_object_foreach(json_object_get(ag, "votes_by_player"), k, v)
      fprintf(f, "    %s: %s %lld\n", k, id_display(json_string_value(json_object_get(v, "outcome"))), ival(v, "votes"));
    size_t i;
    json_t *e;
    json_array_foreach(json_object_get(ag, "abstained"), i, e) fprintf(f, "    %s: %s\n", json_string_value(e), _("abstained"));
    json_array_foreach(json_object_get(ag, "riders"), i, e) {
      const char *pred = json_string_value(json_object_get(e, "prediction"));
      fprintf(f, "    %s: %s → %s\n", json_string_value(json_object_get(e, "player")),
              id_display(json_string_value(json_object_get(e, "card"))), pred ? id_display(pred) : "-");
    }
  }
  char n[32];
  snprintf(n, sizeof n, "%lld", ival(ag, "deck_size"));
  i18n_fill(line, sizeof line, _("Agendas left in the deck: %s."), n);
  fprintf(f, "%s\n", line);
}

/* A cell of the map: text cut to n code points, padded to n. */
static void cell(char *out, size_t cap, const char *text, size_t n) {
  size_t o = 0, cps = 0;
  for (const char *p = text; *p && cps < n && o + 4 < cap;) {
    size_t l = 1;
    while (((unsigned char)p[l] & 0xC0) == 0x80) l++;
    memcpy(out + o, p, l);
    o += l;
    p += l;
    cps++;
  }
  while (cps < n && o + 1 < cap) { out[o++] = ' '; cps++; }
  out[o] = 0;
}

static void units_text(char *buf, size_t cap, const json_t *u) {
  size_t o = 0;
  const char *k;
  json_t *v;
  buf[0] = 0;
  json_object_foreach((json_t *)u, k, v) {
    const char *unit = !strcmp(k, "dock") ? "space_dock" : !strcmp(k, "warsun") ? "war_sun" : k;
    int w = snprintf(buf + o, cap - o, "%s%s %lld", o ? ", " : "", kname(TI4_K_UNIT, unit), (long long)json_integer_value(v));
    if (w < 0 || (size_t)w >= cap - o) break;
    o += (size_t)w;
  }
}

static void print_galaxy(FILE *f, const json_t *g) {
  /* the grid: 9 columns of 8 characters; a hex is two lines, neighbouring
   * columns half a hex apart */
  enum { COLS = 9, ROWS = 18, CW = 8 };
  static char grid[ROWS][COLS][2][64];
  memset(grid, 0, sizeof grid);
  size_t i;
  json_t *t;
  const json_t *systems = json_object_get(g, "systems");
  json_array_foreach(systems, i, t) {
    int q = (int)ival(t, "q"), r = (int)ival(t, "r");
    int col = q + 4, row = 2 * r + q + 8;
    if (col < 0 || col >= COLS || row < 0 || row + 1 >= ROWS) continue;
    const char *tile = json_string_value(json_object_get(t, "tile"));
    int sys = tile ? ti4_content_find(TI4_K_SYSTEM, tile) : -1;
    const char *name = sys >= 0 ? i18n_name(TI4_K_SYSTEM, sys) : "?";
    cell(grid[row][col][0], 64, name, CW - 1);
    /* second line: tile number, then seats with ships, "+" seats with tokens */
    char marks[64];
    size_t o = (size_t)snprintf(marks, sizeof marks, "%s", tile ? tile : "?");
    const char *k;
    json_t *v;
    int any = 0;
    json_object_foreach(json_object_get(t, "ships"), k, v) {
      if (o + 3 < sizeof marks) { marks[o++] = any ? k[1] : ' '; if (!any) marks[o++] = k[1]; marks[o] = 0; }
      any = 1;
    }
    size_t j;
    json_t *s;
    int first = 1;
    json_array_foreach(json_object_get(t, "tokens"), j, s) {
      const char *w = json_string_value(s);
      if (!w || o + 3 >= sizeof marks) continue;
      if (first) { if (!any) marks[o++] = ' '; marks[o++] = '+'; first = 0; }
      marks[o++] = w[1];
      marks[o] = 0;
    }
    cell(grid[row][col][1], 64, marks, CW - 1);
  }
  for (int row = 0; row < ROWS; row++) {
    char line[COLS * 64 + 8];
    size_t o = 0;
    int last = -1;
    for (int col = 0; col < COLS; col++) {
      /* the hex starting on this row, else the second line of the one above */
      const char *txt = grid[row][col][0][0] ? grid[row][col][0] : row > 0 && grid[row - 1][col][0][0] ? grid[row - 1][col][1] : NULL;
      if (txt) last = col;
      char c[64];
      cell(c, sizeof c, txt ? txt : "", CW - 1);
      o += (size_t)snprintf(line + o, sizeof line - o, "%s ", c);
    }
    if (last < 0) continue;
    while (o && line[o - 1] == ' ') line[--o] = 0;
    fprintf(f, "%s\n", line);
  }
  fprintf(f, "%s\n", _("(under a name: its tile, seats with ships, + seats with command tokens)"));
  /* what is where, system by system */
  json_array_foreach(systems, i, t) {
    char line[600], units[400];
    const char *tile = json_string_value(json_object_get(t, "tile"));
    int sys = tile ? ti4_content_find(TI4_K_SYSTEM, tile) : -1;
    int shown = 0;
    wrap w;
    snprintf(line, sizeof line, "%s %s%s%s%s: ", tile ? tile : "?", sys >= 0 ? i18n_name(TI4_K_SYSTEM, sys) : "?",
             json_is_true(json_object_get(t, "beside")) ? " (" : "", json_is_true(json_object_get(t, "beside")) ? _("beside the board") : "",
             json_is_true(json_object_get(t, "beside")) ? ")" : "");
    const char *k;
    json_t *v;
    size_t j;
    json_t *p;
    json_array_foreach(json_object_get(t, "planets"), j, p) {
      if (json_is_null(json_object_get(p, "owner"))) continue;
      if (!shown++) wrap_start(&w, f, line, 4, "; ");
      units_text(units, sizeof units, json_object_get(p, "units"));
      char it[600], att[200] = "";
      size_t a, ao = 0;
      json_t *av;
      json_array_foreach(json_object_get(p, "attachments"), a, av)   /* exploration attachments */
        ao += (size_t)snprintf(att + ao, ao < sizeof att ? sizeof att - ao : 0, " +%s", kname(TI4_K_EXPLORATION, json_string_value(av)));
      snprintf(it, sizeof it, "%s %s%s%s%s%s", kname(TI4_K_PLANET, json_string_value(json_object_get(p, "id"))),
               json_string_value(json_object_get(p, "owner")), units[0] ? " (" : "", units, units[0] ? ")" : "", att);
      wrap_item(&w, it);
    }
    if (json_is_true(json_object_get(t, "frontier"))) {   /* 38: a frontier token */
      if (!shown++) wrap_start(&w, f, line, 4, "; ");
      wrap_item(&w, _("frontier token"));
    }
    if (json_is_true(json_object_get(t, "gamma_wormhole"))) {
      if (!shown++) wrap_start(&w, f, line, 4, "; ");
      wrap_item(&w, _("gamma wormhole token"));
    }
    const char *ion = json_string_value(json_object_get(t, "ion_storm"));   /* the Ion Storm token, its side up */
    if (ion) {
      if (!shown++) wrap_start(&w, f, line, 4, "; ");
      wrap_item(&w, !strcmp(ion, "beta") ? _("ion storm token (beta)") : _("ion storm token (alpha)"));
    }
    json_object_foreach(json_object_get(t, "ships"), k, v) {
      if (!shown++) wrap_start(&w, f, line, 4, "; ");
      units_text(units, sizeof units, v);
      char it[600];
      snprintf(it, sizeof it, "%s %s: %s", _("ships"), k, units);
      wrap_item(&w, it);
    }
    if (json_array_size(json_object_get(t, "tokens"))) {
      if (!shown++) wrap_start(&w, f, line, 4, "; ");
      char it[600];
      print_scorers(units, sizeof units, json_object_get(t, "tokens"));
      snprintf(it, sizeof it, "%s %s", _("command tokens"), units);
      wrap_item(&w, it);
    }
    if (shown) wrap_end(&w);
  }
}

static void print_hand(FILE *f, const json_t *h) {
  size_t i;
  json_t *v;
  wrap w;
  char line[200];
  const char *pl = json_string_value(json_object_get(h, "player"));
  snprintf(line, sizeof line, "%s %s: ", pl ? pl : "?", _("action cards"));
  wrap_start(&w, f, line, 4, ", ");
  json_array_foreach(json_object_get(h, "action_cards"), i, v) wrap_item(&w, kname(TI4_K_ACTION, json_string_value(v)));
  if (!w.items) wrap_item(&w, _("none"));
  wrap_end(&w);
  snprintf(line, sizeof line, "%s %s: ", pl ? pl : "?", _("secret objectives"));
  wrap_start(&w, f, line, 4, ", ");
  const char *k;
  json_object_foreach(json_object_get(h, "secrets"), k, v) {
    char it[300];
    snprintf(it, sizeof it, "%s%s", kname(TI4_K_OBJECTIVE, k), json_is_true(json_object_get(v, "scored")) ? _(" (scored)") : "");
    wrap_item(&w, it);
  }
  if (!w.items) wrap_item(&w, _("none"));
  wrap_end(&w);
  snprintf(line, sizeof line, "%s %s: ", pl ? pl : "?", _("promissory notes"));
  wrap_start(&w, f, line, 4, ", ");
  json_array_foreach(json_object_get(h, "promissory"), i, v) wrap_item(&w, id_display(json_string_value(v)));
  if (!w.items) wrap_item(&w, _("none"));
  wrap_end(&w);
}

int views_print_text(FILE *f, const json_t *a) {
  const char *v = json_string_value(json_object_get(a, "view"));
  if (!v && json_is_true(json_object_get(a, "ok")) && json_is_array(json_object_get(a, "passed"))) {
    /* pass all: its passes, then who stopped it (no "OK." when nobody passed) */
    size_t i;
    json_t *e;
    char line[1024];
    json_array_foreach(json_object_get(a, "events"), i, e) {
      event_text(line, sizeof line, e);
      if (line[0]) fprintf(f, "%s\n", line);
    }
    views_print_summary(f, a);
    return 1;
  }
  if (!v) return 0;
  const json_t *b = json_object_get(a, v);
  if (!strcmp(v, "table")) print_table(f, b);
  else if (!strcmp(v, "objectives")) print_objectives(f, b);
  else if (!strcmp(v, "laws")) print_laws(f, b);
  else if (!strcmp(v, "agenda")) print_agenda(f, b);
  else if (!strcmp(v, "galaxy")) print_galaxy(f, b);
  else if (!strcmp(v, "hand")) print_hand(f, b);
  else return 0;
  return 1;
}

void views_print_summary(FILE *f, const json_t *a) {
  pass_all_print(f, a);
  const char *rv = json_string_value(json_object_get(a, "revealed_undone"));
  if (rv) {
    char line[300];
    i18n_fill(line, sizeof line, _("This undo takes back %s; it is marked in the log."), undo_reveal_display(rv));
    fprintf(f, "%s\n", line);
  }
  const json_t *s = json_object_get(a, "round_summary");
  if (!s) return;
  char n[32], line[400], who[200];
  snprintf(n, sizeof n, "%lld", ival(s, "round"));
  i18n_fill(line, sizeof line, _("— Round %s is over —"), n);
  fprintf(f, "%s\n", line);
  size_t i;
  json_t *e;
  if (!json_array_size(json_object_get(s, "scored"))) fprintf(f, "    %s\n", _("Nobody scored an objective."));
  json_array_foreach(json_object_get(s, "scored"), i, e)
    fprintf(f, "    %s %s %s\n", json_string_value(json_object_get(e, "player")), _("scored"),
            kname(TI4_K_OBJECTIVE, json_string_value(json_object_get(e, "objective"))));
  json_array_foreach(json_object_get(s, "revealed"), i, e)
    fprintf(f, "    %s: %s\n", _("Objective revealed"), kname(TI4_K_OBJECTIVE, json_string_value(e)));
  wrap w;
  snprintf(line, sizeof line, "    %s: ", _("Victory points"));
  wrap_start(&w, f, line, 6, ", ");
  const char *k;
  json_object_foreach(json_object_get(s, "vp"), k, e) {
    snprintf(who, sizeof who, "%s %lld", k, (long long)json_integer_value(e));
    wrap_item(&w, who);
  }
  wrap_end(&w);
}

/* ---- the prompt on a shared screen ------------------------------------------------- */

/* Is this option word something only its holder may see: an action card, a
 * promissory note in a hand (not face up), an unscored secret objective? */
static int hidden_word(const char *w, const ti4_state *s) {
  if (ti4_content_find(TI4_K_ACTION, w) >= 0) return 1;
  int o = ti4_content_find(TI4_K_OBJECTIVE, w);
  if (o >= 0 && o < TI4_MAX_OBJECTIVES && s->secret_holder[o] < TI4_MAX_SEATS &&
      !((s->scored[o] >> s->secret_holder[o]) & 1)) return 1;
  const char *colon = strchr(w, ':');
  if (colon) {
    char note[96];
    size_t n = (size_t)(colon - w);
    if (n >= sizeof note) return 0;
    memcpy(note, w, n);
    note[n] = 0;
    int pn = ti4_content_find(TI4_K_PROMISSORY, note);
    int owner = colon[1] == 'p' ? colon[2] - '1' : -1;
    if (pn >= 0 && owner >= 0 && owner < TI4_MAX_SEATS && !((s->pn_in_play[pn] >> owner) & 1)) return 1;
  }
  return 0;
}

void views_hide_options(json_t *pending, const ti4_state *s) {
  json_t *opts = json_object_get(pending, "options");
  if (!json_is_array(opts)) return;
  json_t *kept = json_array();
  size_t i;
  json_t *v;
  int hid = 0;
  json_array_foreach(opts, i, v) {
    const char *line = json_string_value(v);
    char buf[512];
    int hide = 0;
    snprintf(buf, sizeof buf, "%s", line ? line : "");
    char *save = NULL;
    for (char *t = strtok_r(buf, " ", &save); t && !hide; t = strtok_r(NULL, " ", &save)) hide = hidden_word(t, s);
    if (hide) hid = 1;
    else json_array_append(kept, v);
  }
  if (hid) json_array_append_new(kept, json_string("…"));   /* more, for the player's eyes only: hand pX, Tab */
  json_object_set_new(pending, "options", kept);
}
