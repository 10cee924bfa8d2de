/* uses.c -- what has been used in a timing window: a component once per
 * window (RU 85 comment 5), an action card's name once per effect it answers
 * (LRR 2.6b). Reads only what every floor knows of an ability index
 * (ability_index.h), never the records' functions. */
#include "rules.h"
#include "ability_index.h"

/* ---- once per window (RU 85 c.5) and one name per effect (LRR 2.6b) ------
 * Each use is keyed in the window it was made in. A component (a note by its
 * owner, a faction sheet, a leader, a relic, ...) matches whoever uses it, so
 * a note played, returned and traded back cannot be played again there. An
 * action card is discarded anyway; its key is the effect it answers: its
 * target (if it takes one) and, for an effect that is its player's own
 * (riders, TI4_ABF_OWN), its player. */
static ti4_window_use use_key(int seat, const ti4_move *m) {
  int src = ti4_ability_src(m->card);
  unsigned flags = ti4_ability_flags(m->card);
  ti4_window_use u;
  memset(&u, 0, sizeof u);
  u.src = (uint8_t)src;
  u.content = (int16_t)ti4_ability_content(m->card);
  u.arg = -1;
  if (src == TI4_AB_ACTION) {
    u.owner = (flags & (TI4_ABF_OWN | TI4_ABF_RIDER)) ? (uint8_t)seat : TI4_NOBODY;
    if (flags & TI4_ABF_TARGET) { u.target = m->target; u.arg = m->arg[0]; }
  } else {
    u.owner = (uint8_t)(src == TI4_AB_PROMISSORY ? m->arg[5] : seat);
  }
  return u;
}

static int same_use(const ti4_window_use *x, const ti4_window_use *y) {
  return x->src == y->src && x->owner == y->owner && x->content == y->content &&
         x->target == y->target && x->arg == y->arg;
}

int ti4_ability_used_by(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!ti4_ability_valid(m->card)) return 0;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || m->kind == TI4_MV_COMPONENT) return 0;   /* a component action has no window */
  ti4_window_use u = use_key(seat, m);
  for (int i = 0; i < w->nuse && i < TI4_MAX_USES; i++) {
    if (!same_use(&w->use[i], &u)) continue;
    if (ti4_ability_src(m->card) == TI4_AB_ACTION)
      return ti4_fail(e, TI4_EILLEGAL, "2.6b", N_("a %s already answers that in this timing window"), ti4_ability_word(m->card));
    return ti4_fail(e, TI4_EILLEGAL, "1.18", N_("%s has been used in this timing window already"), ti4_ability_word(m->card));
  }
  if (w->nuse >= TI4_MAX_USES)
    return ti4_fail(e, TI4_EILLEGAL, "1.18", N_("too many abilities in one timing window for the engine (%s)"), ti4_ability_word(m->card));
  return 0;
}

int ti4_ability_used(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  return ti4_ability_used_by(s, m->seat, m, e);
}

void ti4_ability_note_use(ti4_window *w, int seat, const ti4_move *m) {
  if (w && w->nuse < TI4_MAX_USES && ti4_ability_valid(m->card)) w->use[w->nuse++] = use_key(seat, m);
}

void ti4_ability_forget(ti4_window *w, const ti4_move *m) {
  if (!w || !ti4_ability_valid(m->card)) return;
  ti4_window_use u = use_key(m->seat, m);
  for (int i = 0; i < w->nuse && i < TI4_MAX_USES; i++)
    if (same_use(&w->use[i], &u)) {
      w->use[i] = w->use[--w->nuse];
      memset(&w->use[w->nuse], 0, sizeof w->use[0]);   /* states compare with memcmp */
      return;
    }
}

