/* undoguard.c -- undo past a reveal of hidden information (doc/table.md).
 *
 * Taking back a draw, a revealed agenda or objective, or a look at the
 * agenda deck cannot make the table forget what it saw. The interactive
 * program asks the host first; in every mode the undo is marked in the log
 * (`log` shows an "undo" entry where it happened, with what it took back).
 *
 * Found by replaying the game from its setup on a scratch handle: the moves
 * to be taken back are applied again one by one and their events and
 * questions examined; a hidden deck that changed (a draw, a shuffle) counts
 * too. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "undoguard.h"

#define MAX_MARKS 64
static struct mark { size_t log_pos; unsigned moves; char what[32]; } marks[MAX_MARKS];
static int nmarks;
static const ti4_game *marks_game;
static char pending_what[32];
static unsigned pending_k;

static int decks_differ(const ti4_state *a, const ti4_state *b) {
  return a->nac_deck != b->nac_deck || memcmp(a->ac_deck, b->ac_deck, a->nac_deck) ||
         a->nagenda_deck != b->nagenda_deck || memcmp(a->agenda_deck, b->agenda_deck, a->nagenda_deck) ||
         a->nsecret_deck != b->nsecret_deck || memcmp(a->secret_deck, b->secret_deck, a->nsecret_deck) ||
         a->nstage1 != b->nstage1 || memcmp(a->stage1, b->stage1, a->nstage1) ||
         a->nstage2 != b->nstage2 || memcmp(a->stage2, b->stage2, a->nstage2);
}

int undo_reveals(const session *ss, unsigned k, char *what, size_t cap) {
  what[0] = 0;
  if (!ss->g || !k) return 0;
  size_t n = 0;
  const ti4_move *mv = ti4_game_moves(ss->g, &n);
  if (k > n) return 0;                               /* refused anyway */
  ti4_game *t = NULL;
  if (ti4_game_new(&t, NULL, NULL) != TI4_OK || !t) return 0;
  if (ti4_game_setup(t, &ss->setup) != TI4_OK) { ti4_game_free(t); return 0; }
  ti4_state *before = malloc(ti4_state_size() > sizeof *before ? ti4_state_size() : sizeof *before);
  if (!before) { ti4_game_free(t); return 0; }
  int found = 0;
  for (size_t i = 0; i < n && !found; i++) {
    if (i == n - k) memcpy(before, ti4_game_state(t), ti4_state_size());
    if (ti4_game_apply(t, &mv[i]) != TI4_OK) break;
    if (i < n - k) continue;
    const ti4_events *ev = ti4_game_events(t);
    for (size_t e = 0; ev && e < ev->n && !found; e++) {
      int ty = ev->ev[e].type;
      if (ty == TI4_EV_DREW) { snprintf(what, cap, "draw"); found = 1; }
      else if (ty == TI4_EV_REVEALED) { snprintf(what, cap, "agenda_revealed"); found = 1; }
      else if (ty == TI4_EV_OBJECTIVE_REVEALED) { snprintf(what, cap, "objective_revealed"); found = 1; }
    }
    const char *ask = ti4_ask_name(ti4_game_state(t));
    if (!found && ask && (!strcmp(ask, "politics_agenda_order") || !strncmp(ask, "nexus_agenda", 12) || strstr(ask, "look"))) {
      snprintf(what, cap, "agenda_deck_seen");
      found = 1;
    }
  }
  if (!found && n >= k && decks_differ(before, ti4_game_state(ss->g))) { snprintf(what, cap, "deck_changed"); found = 1; }
  free(before);
  ti4_game_free(t);
  return found;
}

static int undo_count(const char *cmd, unsigned *k) {
  if (strncmp(cmd, "undo", 4) || (cmd[4] && cmd[4] != ' ')) return 0;
  const char *p = cmd + 4;
  while (*p == ' ') p++;
  if (!*p) { *k = 1; return 1; }
  char *end = NULL;
  unsigned long v = strtoul(p, &end, 10);
  if (end == p || *end || v == 0 || v > 1000000000UL) return 0;
  *k = (unsigned)v;
  return 1;
}

int undo_guard_check(const session *ss, const char *cmd, char *what, size_t cap) {
  unsigned k;
  what[0] = 0;
  if (!undo_count(cmd, &k)) return 0;
  return undo_reveals(ss, k, what, cap);
}

void undo_guard_before(const session *ss, const char *cmd) {
  pending_k = 0;
  pending_what[0] = 0;
  unsigned k;
  if (!undo_count(cmd, &k)) return;
  if (undo_reveals(ss, k, pending_what, sizeof pending_what)) pending_k = k;
}

void undo_guard_after(const session *ss, json_t *a) {
  if (ss->g != marks_game) { nmarks = 0; marks_game = ss->g; }
  if (!pending_k) return;
  if (json_is_true(json_object_get(a, "ok")) && nmarks < MAX_MARKS) {
    size_t total = 0;
    ti4_game_log(ss->g, &total);
    marks[nmarks].log_pos = total;
    marks[nmarks].moves = pending_k;
    snprintf(marks[nmarks].what, sizeof marks[nmarks].what, "%s", pending_what);
    nmarks++;
    json_object_set_new(a, "revealed_undone", json_string(pending_what));
  }
  pending_k = 0;
}

void undo_guard_log(const session *ss, json_t *events, size_t from) {
  if (ss->g != marks_game || !nmarks) return;
  size_t total = 0;
  ti4_game_log(ss->g, &total);
  /* from the last mark back, so that earlier indices stay right */
  for (int i = nmarks; i-- > 0;) {
    size_t pos = marks[i].log_pos > total ? total : marks[i].log_pos;
    if (pos < from) continue;
    json_t *e = json_object();
    json_object_set_new(e, "type", json_string("undo"));
    json_object_set_new(e, "moves", json_integer(marks[i].moves));
    json_object_set_new(e, "revealed", json_string(marks[i].what));
    json_array_insert_new(events, pos - from, e);
  }
}

const char *undo_reveal_display(const char *what) {
  if (!what) return "?";
  if (!strcmp(what, "draw")) return _("a card drawn");
  if (!strcmp(what, "agenda_revealed")) return _("an agenda revealed");
  if (!strcmp(what, "objective_revealed")) return _("an objective revealed");
  if (!strcmp(what, "agenda_deck_seen")) return _("a look at the agenda deck");
  if (!strcmp(what, "deck_changed")) return _("a deck drawn from or shuffled");
  return what;
}
