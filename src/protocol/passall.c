/* passall.c -- `pass all`: pass the rest of the current timing window for
 * every seat that could not possibly act in it, judged only from what the
 * whole table knows (doc/table.md).
 *
 * A seat might act when
 *  - it could use a public component now: a technology, leader, faction
 *    ability, relic or face-up note (its legal moves other than pass and
 *    action cards; everyone sees these components);
 *  - it holds action cards (the count is public) and some action card that
 *    is not in the discard pile (public) could be played in this window:
 *    checked by giving the seat, in a scratch copy of the state, every such
 *    card in turn, never by looking at its real hand;
 *  - it holds another player's promissory note (69.6 keeps which one
 *    hidden; that it holds one is known from the open trades).
 * The first seat that might act stops `pass all`: the window waits for it,
 * and that stop says nothing the table did not know. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "passall.h"

static int is_action_card_move(const ti4_move *m) {
  if (m->kind != TI4_MV_PLAY && m->kind != TI4_MV_COMPONENT) return 0;
  const char *id = ti4_ability_id(m->card);
  return id && ti4_content_find(TI4_K_ACTION, id) >= 0;
}

#define MAX_LEGAL 4096

/* Does the pending seat have a legal move other than pass, standing orders
 * and (when skip_cards) action cards? */
static int has_move(const ti4_state *s, ti4_move *buf, int skip_cards, int only_cards) {
  size_t n = 0;
  if (ti4_state_legal(buf, MAX_LEGAL, &n, s) != TI4_OK) return 1;   /* unsure: it might */
  if (n > MAX_LEGAL) n = MAX_LEGAL;
  for (size_t i = 0; i < n; i++) {
    const ti4_move *m = &buf[i];
    if (m->kind == TI4_MV_PASS || m->kind == TI4_MV_STANDING) continue;
    int card = is_action_card_move(m);
    if (skip_cards && card) continue;
    if (only_cards && !card) continue;
    return 1;
  }
  return 0;
}

/* 1 if the pending seat might act in the open window, from public facts. */
static int might_act(const ti4_state *s, ti4_move *buf, ti4_state *scratch) {
  int seat = s->pending.seat;
  if (seat >= s->nseats) return 1;
  if (has_move(s, buf, 1, 0)) return 1;             /* a public component */
  int npn = ti4_content_count(TI4_K_PROMISSORY);
  for (int i = 0; i < npn && i < TI4_MAX_PROMISSORY; i++)
    for (int owner = 0; owner < s->nseats; owner++)
      if (owner != seat && s->pn_holder[i][owner] == seat && !((s->pn_in_play[i] >> owner) & 1)) return 1;
  if (!s->p[seat].nhand) return 0;
  /* the cards it might hold: every card not discarded (public) */
  int nac = ti4_content_count(TI4_K_ACTION);
  uint8_t cand[256];
  int nc = 0;
  for (int c = 0; c < nac && c < 256; c++) {
    int live = 0;
    for (int k = 0; k < s->nac_deck && !live; k++) live = s->ac_deck[k] == c;
    for (int p = 0; p < s->nseats && !live; p++)
      for (int k = 0; k < s->p[p].nhand && k < TI4_MAX_HAND && !live; k++) live = s->p[p].hand[k] == c;
    if (live) cand[nc++] = (uint8_t)c;
  }
  for (int from = 0; from < nc; from += TI4_MAX_HAND) {
    memcpy(scratch, s, ti4_state_size());
    int k = nc - from < TI4_MAX_HAND ? nc - from : TI4_MAX_HAND;
    memcpy(scratch->p[seat].hand, cand + from, (size_t)k);
    scratch->p[seat].nhand = (uint8_t)k;
    if (has_move(scratch, buf, 0, 1)) return 1;
  }
  return 0;
}

json_t *pass_all(session *ss) {
  if (!ss->g) return answer_error(TI4_EILLEGAL, "", N_("no game yet: start one with new"), NULL);
  const ti4_state *s = ti4_game_state(ss->g);
  if (s->pending.kind != TI4_PEND_WINDOW || !s->nwin)
    return answer_error(TI4_EILLEGAL, "", N_("pass all passes a timing window, and none is open now"), NULL);
  uint8_t depth = s->nwin;
  uint16_t serial = s->win[depth - 1].serial;
  ti4_move *buf = malloc(MAX_LEGAL * sizeof *buf);
  ti4_state *scratch = malloc(ti4_state_size() > sizeof *scratch ? ti4_state_size() : sizeof *scratch);
  if (!buf || !scratch) { free(buf); free(scratch); return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL); }
  json_t *events = json_array(), *passed = json_array();
  json_t *err = NULL;
  int stopped = -1;
  for (int guard = 0; guard < 4 * TI4_MAX_SEATS; guard++) {
    s = ti4_game_state(ss->g);
    if (s->pending.kind != TI4_PEND_WINDOW || s->nwin != depth || s->win[depth - 1].serial != serial) break;
    if (might_act(s, buf, scratch)) { stopped = s->pending.seat; break; }
    char line[16];
    snprintf(line, sizeof line, "%s pass", seat_word(s->pending.seat));
    ti4_move m;
    ti4_error e;
    memset(&m, 0, sizeof m);
    memset(&e, 0, sizeof e);
    int rc = ti4_move_parse(&m, line, s, &e);
    if (rc == TI4_OK) rc = ti4_game_apply(ss->g, &m);
    if (rc != TI4_OK) { err = answer_error(rc, "", N_("the move was refused"), NULL); break; }
    json_array_append_new(passed, json_string(seat_word(m.seat)));
    const ti4_events *ev = ti4_game_events(ss->g);
    json_t *ej = events_json(ev ? ev->ev : NULL, ev ? ev->n : 0, ti4_game_state(ss->g));
    json_array_extend(events, ej);
    json_decref(ej);
  }
  free(buf);
  free(scratch);
  if (err && !json_array_size(passed)) { json_decref(events); json_decref(passed); return err; }
  json_decref(err);
  json_t *a = answer_ok();
  json_object_set_new(a, "passed", passed);
  json_object_set_new(a, "stopped_at", stopped >= 0 ? json_string(seat_word(stopped)) : json_null());
  json_object_set_new(a, "events", events);
  return a;
}

void pass_all_print(FILE *f, const json_t *a) {
  const json_t *st = json_object_get(a, "stopped_at");
  if (!json_object_get(a, "passed")) return;
  char line[300];
  if (json_is_string(st)) {
    i18n_fill(line, sizeof line, _("%s might act in this window: the decision is theirs."), json_string_value(st));
    fprintf(f, "%s\n", line);
  }
}
