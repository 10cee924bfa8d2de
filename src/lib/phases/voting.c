/* voting.c -- casting votes (LRR 8.5-8.16, RU 94.5-94.16): the order,
 * what a vote may name, exhausting whole planets, additional votes. */
#include "agenda_rules.h"

void ti4_vote_order(ti4_state *s);
int ti4_vote_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_vote_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
size_t ti4_vote_legal(const ti4_state *s, ti4_move *out, size_t cap);

/* From the speaker's left clockwise, the speaker last (8.2b); Hack Election
 * reverses it (right of the speaker, counterclockwise, speaker last); the
 * Argent Flight votes first (Zeal). */
void ti4_vote_order(ti4_state *s) {
  uint8_t o[TI4_MAX_SEATS];
  int n = 0;
  for (int i = 1; i <= s->nseats; i++) {
    int seat = s->ag.hack ? (s->speaker - i + 2 * s->nseats) % s->nseats
                          : (s->speaker + i) % s->nseats;
    if (!s->p[seat].eliminated) o[n++] = (uint8_t)seat;
  }
  for (int i = 0, front = 0; i < n; i++) {    /* who votes first (Zeal), keeping order */
    int first = 0;
    for (int k = 0; k < ti4_nvote_mods && !first; k++)
      first = ti4_vote_mods[k].first && ti4_vote_mods[k].first(s, o[i]);
    if (!first) continue;
    uint8_t a = o[i];
    memmove(&o[front + 1], &o[front], (size_t)(i - front));
    o[front++] = a;
  }
  memcpy(s->ag.vote_order, o, (size_t)n);
  s->ag.nvoters = (uint8_t)n;
  s->ag.vote_pos = 0;
}

static int vote_sum(const ti4_state *s, const ti4_move *m) {
  int v = 0;
  if (ti4_rep_government(s)) return 1;        /* one vote each, no planets */
  TI4_SET_FOREACH(m->planets, i) if (i < TI4_NPLANETS) v += ti4_planet_influence(s, i);
  return v;
}

/* The laws are looked at here, once: the modifiers' `extra` hooks are not
 * asked under Representative Government (PoK). */
static int extra_votes(const ti4_state *s, const ti4_move *m) {
  int v = 0;
  if (ti4_rep_government(s) == 1) return 0;   /* PoK text: no additional votes */
  for (int i = 0; i < ti4_nvote_mods; i++)
    if (ti4_vote_mods[i].extra) v += ti4_vote_mods[i].extra(s, m->seat, m);
  return v;
}

int ti4_vote_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (s->p[m->seat].cannot_vote)
    return ti4_fail(e, TI4_EILLEGAL, "8.16", N_("%s cannot vote on this agenda"), ti4_seat_word(m->seat));
  if (m->kind == TI4_MV_ABSTAIN) return 0;
  if (m->arg[4] > 0 && !ti4_gila(s, m->seat))   /* Gila's additional votes only (AG-066) */
    return ti4_fail(e, TI4_EILLEGAL, "8.13", N_("trade goods cannot be spent to cast votes (%s)"), ti4_seat_word(m->seat));
  if (m->arg[3] == 1 && !ti4_predictive_ready(s, m->seat))
    return ti4_fail(e, TI4_EILLEGAL, "8.15", N_("Predictive Intelligence is not yours to use now (%s)"), ti4_seat_word(m->seat));
  if (m->arg[3] != -1 && m->arg[3] != 1)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("no such vote %s"), ti4_seat_word(m->seat));
  if (m->arg[4] > s->p[m->seat].tg)
    return ti4_fail(e, TI4_EILLEGAL, "8.15", N_("you have fewer trade goods than that (%s)"), ti4_seat_word(m->seat));
  if (!ti4_outcome_valid(s, s->ag.current, m->target)) {
    const char *rule = "8.8";
    switch (TI4_TARGET_KIND(m->target)) {
    case TI4_T_PLAYER: rule = "8.9"; break;
    case TI4_T_PLANET: rule = "8.11"; break;
    case TI4_T_FOR: case TI4_T_AGAINST: rule = "8.8"; break;
    default: rule = "8.9"; break;
    }
    return ti4_fail(e, TI4_EILLEGAL, rule, N_("%s is not an outcome of this agenda"), ti4_outcome_word(m->target));
  }
  if (ti4_rep_government(s) && ti4_count_set(m->planets))
    return ti4_fail(e, TI4_EILLEGAL, "8.6", N_("Representative Government: votes are cast without planets (%s)"), ti4_seat_word(m->seat));
  TI4_SET_FOREACH(m->planets, i) {
    if (i >= TI4_NPLANETS || s->planet_owner[i] != m->seat)
      return i < TI4_NPLANETS ? ti4_fail(e, TI4_EILLEGAL, "8.6", N_("you do not control %s"), ti4_planets[i].id)
                              : ti4_fail_num(e, TI4_EILLEGAL, "8.6", N_("you do not control %s"), (long)i);
    if (s->planet_flags[i] & TI4_PF_EXHAUSTED)
      return ti4_fail(e, TI4_EILLEGAL, "8.6", N_("%s is exhausted"), ti4_planets[i].id);
  }
  if (!ti4_rep_government(s) && !ti4_count_set(m->planets))
    return ti4_fail(e, TI4_EILLEGAL, "8.6", N_("name the planets you exhaust to cast votes, or abstain (%s)"), ti4_seat_word(m->seat));
  if (vote_sum(s, m) + extra_votes(s, m) <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "8.14", N_("casting zero votes is abstaining: use abstain (%s)"), ti4_seat_word(m->seat));
  return 0;
}

void ti4_vote_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  s->ag.voted |= (uint8_t)(1u << seat);
  s->ag.vote_pos++;
  if (m->kind == TI4_MV_ABSTAIN) {
    s->ag.abstained |= (uint8_t)(1u << seat);
    ti4_emit(ev, TI4_EV_ABSTAINED, seat, s->ag.current, 0, 0, 0);
    return;
  }
  int v = vote_sum(s, m), x = extra_votes(s, m);
  TI4_SET_FOREACH(m->planets, i) {             /* the whole planet (8.6a) */
    s->planet_flags[i] |= TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_EXHAUSTED, seat, i, -1, 0, 0);
  }
  if (m->arg[4] > 0) ti4_gain_tg(s, seat, -m->arg[4], ev);   /* Gila: spent as the votes are cast */
  s->ag.votes[seat] = (uint16_t)v;
  s->ag.extra[seat] = (int16_t)(s->ag.extra[seat] + x);
  s->ag.outcome_of[seat] = m->target;
  s->ag.last_voter = (uint8_t)seat;
  if (m->arg[3] == 1) s->ag.pi_used |= (uint8_t)(1u << seat);
  ti4_emit(ev, TI4_EV_VOTED, seat, s->ag.current, x, m->target, v + x);
}

size_t ti4_vote_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->pending.seat;
  uint16_t outs[TI4_MAX_PLANETS + 16];
  int no = ti4_outcome_list(s, s->ag.current, outs, TI4_MAX_PLANETS + 16);
  if (no > TI4_MAX_PLANETS + 16) no = TI4_MAX_PLANETS + 16;
  size_t k = 0;
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_ABSTAIN);
  if (k < cap) out[k] = m;
  k++;
  /* A vote takes a set of planets: listed with one planet each (protocol). */
  m.kind = TI4_MV_VOTE;
  if (ti4_rep_government(s)) {                 /* one vote, no planets */
    for (int pi = 0; pi <= ti4_predictive_ready(s, seat); pi++) {
      m.arg[3] = pi ? 1 : -1;
      for (int o = 0; o < no; o++, k++)
        if (k < cap) { out[k] = m; out[k].target = outs[o]; }
    }
    return k;
  }
  int tg_kind = s->p[seat].tg > 0 && ti4_gila(s, seat);   /* votes with tg=N: listed once, tg=1 */
  int pi_kind = ti4_predictive_ready(s, seat);
  /* the seat's planets 8 owners at a time (a zero byte of owners ^ seat),
   * in increasing order as before */
  _Static_assert((TI4_NPLANETS + 7) / 8 * 8 <= TI4_MAX_PLANETS, "planet_owner read 8 at a time");
  const uint64_t mine = 0x0101010101010101ull * (uint8_t)seat, lo = 0x7F7F7F7F7F7F7F7Full;
  for (int base = 0; base < TI4_NPLANETS; base += 8) {
   uint64_t w;
   memcpy(&w, s->planet_owner + base, 8);
   w ^= mine;
   for (uint64_t hit = ~(((w & lo) + lo) | w | lo); hit; hit &= hit - 1) {
    int p = base + (__builtin_ctzll(hit) >> 3);
    if (p >= TI4_NPLANETS) break;
    if (s->planet_flags[p] & TI4_PF_EXHAUSTED) continue;
    memset(m.planets, 0, sizeof m.planets);
    ti4_set_add(m.planets, p);
    /* One planet's votes are its influence; additional votes (8.15) are
     * never negative, so they are asked for only when it has none. */
    int v = ti4_planet_influence(s, p), plain = 0;
    for (int o = 0; o < no; o++) {
      m.target = outs[o];                       /* extra votes may depend on the outcome (Blood Pact) */
      if (v <= 0 && v + extra_votes(s, &m) <= 0) continue;
      plain = 1;
      if (k < cap) out[k] = m;
      k++;
    }
    if (pi_kind) {                              /* with Predictive Intelligence, each planet */
      m.arg[3] = 1;
      for (int o = 0; o < no; o++, k++)
        if (k < cap) { out[k] = m; out[k].target = outs[o]; }
      m.arg[3] = -1;
    }
    if (!plain) continue;
    if (tg_kind) {
      tg_kind = 0;
      m.arg[4] = 1;
      for (int o = 0; o < no; o++, k++)
        if (k < cap) { out[k] = m; out[k].target = outs[o]; }
      m.arg[4] = -1;
    }
   }
  }
  return k;
}
