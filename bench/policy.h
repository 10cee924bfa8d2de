/* policy.h -- the playout policy of the random games to the end (the
 * playout test and `ti4 bench`'s full games): a chooser among the moves
 * `legal` listed, never the engine's business, that plays toward a winner
 * at 10 VP. Header-only (static functions): each user is one program. */
#ifndef TI4_BENCH_POLICY_H
#define TI4_BENCH_POLICY_H

#include <string.h>
#include "ti4/ti4.h"
#include "content.h"
#include "galaxy.h"
#include "round.h"
#include "position.h"

/* Purely random legal play reaches the end 98.8 gives (no objective left
 * to reveal) with nobody at 10 VP: it seldom scores, lands or attacks. This
 * chooser leans toward the moves a player who wants to win makes, among
 * those `legal` listed: it scores the objective worth most whenever it may;
 * otherwise, 5 times in 6, it takes the best of: a move that gains a VP at
 * once (looked ahead on a copy); Imperial -- picked by the holder of
 * Mecatol Rex (or anybody while nobody holds it: the +1 VP is its holder's),
 * used by whoever has it; landing ground forces on a planet (the most
 * first); the activation whose movement (looked ahead) carries the most
 * ground forces, more if a planet there is not the player's, most if it is
 * Mecatol Rex; moving ships carrying ground forces; producing something;
 * following a secondary; announcing no retreat; not passing the turn -- and
 * in the action phase never a move after which it could no longer pay for
 * a revealed objective it can pay for now (resources, influence, trade
 * goods, tokens: it saves for the status phase), nor a component action
 * that spends resources or trade goods (Sling Relay: it produces in its
 * tactical actions). The sixth time it is uniform over the list, so every
 * kind of move is still made. */
static int system_has_foreign_planet(const ti4_state *s, int sys, int seat) {
  if (sys < 0) return 0;
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (ti4_planets[p].system == sys && s->planet_owner[p] != seat) return 1;
  return 0;
}

static int move_weight(const ti4_state *s, const ti4_move *m) {
  switch (m->kind) {
  case TI4_MV_SCORE: return 100;
  case TI4_MV_LAND: return m->card >= 0 ? 50 + m->arg[0] + m->arg[1] : 0;
  case TI4_MV_TACTICAL: return 1;   /* weighed by looking ahead (tactical_weight) */
  case TI4_MV_MOVE: {
    int w = 1;
    for (int i = 0; i < TI4_MAX_GROUPS; i++) {
      uint16_t g = ti4_group_get(m, i);
      if (!g) continue;
      int t = TI4_GROUP_TYPE(g);
      w += (t == TI4_UT_INFANTRY || t == TI4_UT_MECH) ? 3 * TI4_GROUP_COUNT(g) : 1;
    }
    return w;
  }
  case TI4_MV_PRODUCE: return m->arg[1] || m->arg[2] || m->arg[3] ? 5 : 1;
  case TI4_MV_SECONDARY: return m->arg[0] ? 2 : 1;
  case TI4_MV_RETREAT: return m->card < 0 ? 2 : 1;
  case TI4_MV_PASS: return s->phase == TI4_PHASE_ACTION && s->pending.kind == TI4_PEND_TURN ? 0 : 1;
  default: return 1;
  }
}

/* An activation is worth what the movement it opens is worth: looked
 * ahead on a copy (the windows passed), the best movement's weight, more
 * when ground forces can reach a planet the player does not control. */
static int tactical_weight(const ti4_state *s, const ti4_move *m, ti4_state *c, ti4_move *ahead, size_t cap) {
  ti4_error err;
  memcpy(c, s, sizeof *c);
  if (ti4_state_apply(c, m, NULL, &err)) return 0;
  for (int k = 0; k < 16 && c->pending.kind == TI4_PEND_WINDOW; k++) {
    size_t n = 0, i;
    ti4_state_legal(ahead, cap, &n, c);
    for (i = 0; i < n && i < cap && ahead[i].kind != TI4_MV_PASS; i++) {}
    if (i >= n || i >= cap || ti4_state_apply(c, &ahead[i], NULL, &err)) return 1;
  }
  size_t n = 0;
  ti4_state_legal(ahead, cap, &n, c);
  int best = 1;
  for (size_t i = 0; i < n && i < cap; i++)
    if (ahead[i].kind == TI4_MV_MOVE) {
      int w = move_weight(c, &ahead[i]);
      if (w > best) best = w;
    }
  if (best > 3 && system_has_foreign_planet(s, m->card, m->seat))
    best += m->card == ti4_planets[TI4_PLANET_MECATOL_REX].system ? 80 : 20;   /* the custodians, Imperial */
  return best;
}

/* A move that gains its player a VP at once (Imperial's primary, the
 * custodians, an action-phase secret...), looked ahead on a copy. */
static int gains_vp(const ti4_state *s, const ti4_move *m, ti4_state *c) {
  ti4_error err;
  if (m->seat >= s->nseats) return 0;
  memcpy(c, s, sizeof *c);
  return !ti4_state_apply(c, m, NULL, &err) && c->p[m->seat].vp > s->p[m->seat].vp;
}

/* What seat could spend now: trade goods and its ready planets' resources. */
static int spendable(const ti4_state *s, int seat) {
  int n = s->p[seat].tg;
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (ti4_planet_ready_owned(s, seat, p)) n += ti4_planet_resources(s, p);
  return n;
}

/* Revealed public objectives seat has not scored and could score now,
 * paying as the engine would (spending, tokens): what a player saves for. */
static int affordable(const ti4_state *s, int seat) {
  int n = 0;
  if (seat >= s->nseats) return 0;
  for (int i = 0; i < s->nrevealed; i++) {
    int o = s->revealed[i];
    if ((s->scored[o] >> seat) & 1) continue;
    ti4_move m;
    memset(&m, 0, sizeof m);
    m.seat = (uint8_t)seat; m.kind = TI4_MV_SCORE; m.card = (int16_t)o; m.arg[0] = -1;
    if (ti4_objective_payment(s, seat, o, &m) || ti4_objective_check(s, seat, o, &m, NULL)) continue;
    n += ti4_objectives[o].points;
  }
  return n;
}

static size_t ti4pol_pick(const ti4_state *s, const ti4_move *legal, size_t n, uint64_t *r, ti4_state *c,
                          ti4_move *ahead, size_t cap) {
  size_t sc = n;
  for (size_t i = 0; i < n; i++)   /* score: the objective worth most */
    if (legal[i].kind == TI4_MV_SCORE && (sc == n || ti4_objectives[legal[i].card].points > ti4_objectives[legal[sc].card].points)) sc = i;
  if (sc < n) return sc;
  if (ti4pos_below(r, 6) == 0) return ti4pos_below(r, (unsigned)n);
  int best = -1, imperial = ti4_content_find(TI4_K_STRATEGY, "imperial");
  size_t nbest = 0, choice = 0;
  int seat = s->pending.seat, saved = s->phase == TI4_PHASE_ACTION && n <= 64 ? affordable(s, seat) : 0;
  for (size_t i = 0; i < n; i++) {
    const ti4_move *m = &legal[i];
    int w = m->kind == TI4_MV_TACTICAL ? tactical_weight(s, m, c, ahead, cap) : move_weight(s, m);
    if (saved && m->seat == seat && m->kind != TI4_MV_TACTICAL && m->kind != TI4_MV_PASS) {   /* what it saves for */
      ti4_error err;
      memcpy(c, s, sizeof *c);
      if (!ti4_state_apply(c, m, NULL, &err) && affordable(c, seat) < saved) w = 0;
    }
    if (m->kind == TI4_MV_COMPONENT && seat < s->nseats && m->seat == seat && s->phase == TI4_PHASE_ACTION) {
      ti4_error err;                           /* a component action that spends (Sling Relay): never */
      memcpy(c, s, sizeof *c);
      if (!ti4_state_apply(c, m, NULL, &err) && spendable(c, seat) < spendable(s, seat)) w = 0;
    }
    if ((m->kind == TI4_MV_PICK || m->kind == TI4_MV_STRATEGIC) && m->card == imperial) {   /* Imperial's primary: score, +1 VP with Mecatol Rex */
      int mr = s->planet_owner[TI4_PLANET_MECATOL_REX];
      w = m->kind == TI4_MV_STRATEGIC || mr == m->seat || mr >= s->nseats ? 60 : 0;   /* left to Mecatol Rex's holder */
    }
    if (n <= 64 && m->kind != TI4_MV_PASS && m->kind != TI4_MV_TACTICAL && gains_vp(s, m, c)) w = 200;
    if (w > best) { best = w; nbest = 0; }
    if (w == best && ti4pos_below(r, (unsigned)++nbest) == 0) choice = i;   /* uniform among the best */
  }
  return choice;
}

#endif
