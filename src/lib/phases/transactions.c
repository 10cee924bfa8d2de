/* transactions.c -- trades between two players (LRR 94). An offer names
 * what each side gives (trade goods, commodities, up to one promissory note
 * each, 94.2); the other player accepts or declines; neither is a turn. In
 * the agenda phase each pair may trade once per agenda (94.6), neighbours or
 * not. In the action phase the active player trades once a turn with each
 * neighbour (94.1, LRR 60: galaxy.c); the pairs that traded are kept in
 * ag.transacted, cleared at each turn's start (action_phase.c). */
#include "rules.h"
#include "round.h"
#include "exploration.h"
#include "faction_abilities.h"
#include "capture.h"

int ti4_transaction_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_transaction_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);

void ti4_note_received(ti4_state *s, int pn, int owner, int to, ti4_events *ev);   /* notes.c */
int ti4_trades_anywhere(const ti4_state *s, int seat);                                /* notes.c */
void ti4_note_gave_commodities(ti4_state *s, int from, int to, int comm, ti4_events *ev);   /* notes.c */

/* Relic fragments (35.9b, 94.3): 4 counts packed 4 bits each (cultural,
 * hazardous, industrial, unknown), as the offer and the move carry them. */
static int frag_n(const uint8_t f[2], int d) { return (f[d >> 1] >> ((d & 1) * 4)) & 15; }
static int has_frags(const ti4_state *s, int seat, const uint8_t f[2]) {
  for (int d = 0; d < 4; d++) if (frag_n(f, d) > ti4_fragments(s, seat, d)) return 0;
  return 1;
}
static void move_frags(ti4_state *s, int from, int to, const uint8_t f[2]) {
  for (int d = 0; d < 4; d++) {
    int n = frag_n(f, d);
    if (!n) continue;
    ti4_fragments_set(s, from, d, ti4_fragments(s, from, d) - n);
    ti4_fragments_set(s, to, d, ti4_fragments(s, to, d) + n);
  }
}

/* Action cards (Hacan, Arbiters: while the Hacan negotiate a transaction,
 * action cards can be exchanged in it): up to four each way, card + 1. */
static int has_cards(const ti4_state *s, int seat, const uint8_t a[4]) {
  for (int i = 0; i < 4; i++) {
    if (!a[i]) continue;
    int need = 0, have = 0;
    for (int j = 0; j < 4; j++) need += a[j] == a[i];
    for (int h = 0; h < s->p[seat].nhand; h++) have += s->p[seat].hand[h] == a[i] - 1;
    if (have < need) return 0;
  }
  return 1;
}
static int ncards(const uint8_t a[4]) { return !!a[0] + !!a[1] + !!a[2] + !!a[3]; }
static int arbiters(const ti4_state *s, int a, int b) {
  for (int i = 0; i < 2; i++) {
    const ti4_player *p = &s->p[i ? b : a];
    if (p->faction == TI4_FACTION_HACAN && !p->no_abilities) return 1;
  }
  return 0;
}
/* An offer checks only what its maker gives (a hand is secret: asking for
 * a card the other player lacks is refused when they accept). */
static int cards_check(const ti4_state *s, int from, int to, const uint8_t give[4], const uint8_t get[4], int accept, ti4_error *e) {
  if (!ncards(give) && !ncards(get)) return 0;
  if (!arbiters(s, from, to))
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("action cards are traded only in a transaction with the Hacan (Arbiters) (%s)"), ti4_seat_word(to));
  if (!has_cards(s, from, give) || (accept && !has_cards(s, to, get)))
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("an action card named is not in that player's hand (%s)"), ti4_seat_word(!has_cards(s, from, give) ? from : to));
  if (s->p[from].nhand - ncards(give) + ncards(get) > TI4_MAX_HAND || s->p[to].nhand - ncards(get) + ncards(give) > TI4_MAX_HAND)
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("no room in the hand for those action cards (%s)"), ti4_seat_word(to));
  return 0;
}
static void move_cards(ti4_state *s, int from, int to, const uint8_t a[4], ti4_events *ev) {
  for (int i = 0; i < 4; i++) {
    int h = a[i] ? ti4_hand_find(s, from, a[i] - 1) : -1;
    if (h < 0) continue;
    ti4_hand_remove(s, from, h);
    ti4_hand_add(s, to, a[i] - 1);
    ti4_emit_what(ev, TI4_EV_LOST, from, TI4_RES_ACTION, -1, 1);
    ti4_emit_what(ev, TI4_EV_GAINED, to, TI4_RES_ACTION, -1, 1);
  }
}

/* The captured units an offer move names (17.2a: move.c packs their counts
 * in arg[5] and card), as the offer keeps them: give (the maker is the
 * captor) or get (the other player is). */
static void move_cap(const ti4_move *m, uint8_t give[4], uint8_t get[4]) {
  memset(give, 0, 4); memset(get, 0, 4);
  if (m->card < 0) return;
  uint32_t u = (uint16_t)m->arg[5] | (uint32_t)(m->card & 0xFFF) << 16;
  uint8_t *c = (m->card >> 12) & 1 ? get : give;
  for (int i = 0; i < 4; i++) c[i] = (uint8_t)(u >> (8 * i));
}

static int has_goods(const ti4_state *s, int seat, int tg, int comm, int pn, int owner) {
  if (s->p[seat].tg < tg || s->p[seat].commodities < comm) return 0;
  if (pn >= 0 && (owner < 0 || owner >= s->nseats || s->pn_holder[pn][owner] != seat)) return 0;
  return 1;
}

/* Temporal Command Suite readied a's or b's agent, the other its owner
 * (offer.tcs_pair): they may trade once whatever 94.1 and 94.6 say. */
static int tcs_pair(const ti4_state *s, int a, int b) {
  int p = s->offer.tcs_pair, x = (p & 15) - 1, y = (p >> 4) - 1;
  return p && ((a == x && b == y) || (a == y && b == x));
}

int ti4_transaction_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  const ti4_offer *o = &s->offer;
  if (m->kind == TI4_MV_ACCEPT || m->kind == TI4_MV_DECLINE) {
    if (!o->active || o->to != m->seat)
      return ti4_fail(e, TI4_ENOT_YOURS, "94.4", N_("no offer is waiting for %s"), ti4_seat_word(m->seat));
    if (m->kind == TI4_MV_ACCEPT &&
        (!has_goods(s, o->from, o->give_tg, o->give_comm, o->give_pn, o->give_pn_owner) ||
         !has_goods(s, o->to, o->get_tg, o->get_comm, o->get_pn, o->get_pn_owner) ||
         !has_frags(s, o->from, o->give_frag) || !has_frags(s, o->to, o->get_frag)))
      return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("one side no longer has what the offer names (%s)"), ti4_seat_word(o->from));
    if (m->kind == TI4_MV_ACCEPT && (!ti4_capture_covers(s, o->from, o->to, o->give_cap) || !ti4_capture_covers(s, o->to, o->from, o->get_cap)))
      return ti4_fail(e, TI4_EILLEGAL, "17.2a", N_("those units are no longer captured (%s)"), ti4_seat_word(o->from));
    return m->kind == TI4_MV_ACCEPT ? cards_check(s, o->from, o->to, o->give_ac, o->get_ac, 1, e) : 0;
  }
  int to = m->arg[0];
  if (o->active)
    return ti4_fail(e, TI4_EILLEGAL, "94.4", N_("an offer is already waiting for %s"), ti4_seat_word(o->to));
  if (to < 0 || to >= s->nseats || to == m->seat)
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("no other player %s to trade with"), ti4_seat_word(to));
  if (tcs_pair(s, m->seat, to)) {              /* Temporal Command Suite: this pair, once, now */
  } else if (s->phase == TI4_PHASE_ACTION) {   /* 94.1: the active player and a neighbour, once a turn */
    int other = m->seat == s->active ? to : to == s->active ? m->seat : -1;
    if (other < 0)
      return ti4_fail(e, TI4_EILLEGAL, "94.1", N_("only the active player trades in the action phase (%s)"), ti4_seat_word(s->active));
    if (!ti4_neighbors(s, s->active, other) && !ti4_trades_anywhere(s, s->active) && !ti4_trades_anywhere(s, other))
      return ti4_fail(e, TI4_EILLEGAL, "94.1", N_("%s is not a neighbour of the active player"), ti4_seat_word(other));
    if ((s->ag.transacted[s->active] >> other) & 1)
      return ti4_fail(e, TI4_EILLEGAL, "94.1", N_("the active player has traded with %s this turn already"), ti4_seat_word(other));
  } else if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0)
    return ti4_fail(e, TI4_EILLEGAL, "94.6", N_("players trade during an agenda or on the active player's turn (%s)"), ti4_seat_word(m->seat));
  else if ((s->ag.transacted[m->seat] >> to) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "94.6", N_("this pair has traded on this agenda already (%s)"), ti4_seat_word(to));
  const uint8_t *b = (const uint8_t *)m->planets;
  int give_pn = b[0] ? b[0] - 1 : -1, get_pn = b[2] ? b[2] - 1 : -1;
  int give_tg = m->arg[1] > 0 ? m->arg[1] : 0, get_tg = m->arg[2] > 0 ? m->arg[2] : 0;
  int give_c = m->arg[3] > 0 ? m->arg[3] : 0, get_c = m->arg[4] > 0 ? m->arg[4] : 0;
  if ((give_pn >= 0 && ti4_hubris(s, to, give_pn)) || (get_pn >= 0 && ti4_hubris(s, m->seat, get_pn)))
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("the Mahact cannot be given an Alliance promissory note (Hubris) (%s)"), ti4_seat_word(m->seat));
  if (!has_goods(s, m->seat, give_tg, give_c, give_pn, b[1]) || !has_frags(s, m->seat, b + 4))
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("you do not have what you offer (%s)"), ti4_seat_word(m->seat));
  if (!has_goods(s, to, get_tg, get_c, get_pn, b[3]) || !has_frags(s, to, b + 6))
    return ti4_fail(e, TI4_EILLEGAL, "94.2", N_("%s does not have what you ask for"), ti4_seat_word(to));
  uint8_t cg[4], ct[4];
  move_cap(m, cg, ct);
  if (!ti4_capture_covers(s, m->seat, to, cg) || !ti4_capture_covers(s, to, m->seat, ct))   /* 17.2a */
    return ti4_fail(e, TI4_EILLEGAL, "17.2a", N_("only units the captor holds of the other player can be returned in a transaction (%s)"),
                    ti4_seat_word(m->seat));
  return cards_check(s, m->seat, to, b + 8, b + 12, 0, e);
}

static void move_goods(ti4_state *s, int from, int to, int tg, int comm, int pn, int owner, ti4_events *ev) {
  s->p[from].tg = (uint8_t)(s->p[from].tg - tg);
  s->p[from].commodities = (uint8_t)(s->p[from].commodities - comm);
  int got = s->p[to].tg + tg + comm;           /* received commodities become trade goods */
  s->p[to].tg = (uint8_t)(got > 255 ? 255 : got);
  if (pn >= 0) s->pn_holder[pn][owner] = (uint8_t)to;
  ti4_emit(ev, TI4_EV_TRANSACTION, from, to, pn, 0, tg + comm);
  if (pn >= 0) ti4_note_received(s, pn, owner, to, ev);   /* Support for the Throne */
  ti4_note_gave_commodities(s, from, to, comm, ev);       /* Dark Pact */
}

void ti4_transaction_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_offer *o = &s->offer;
  uint8_t tcs = o->tcs_pair;                   /* kept across offers until that pair trades */
  if (m->kind == TI4_MV_OFFER) {
    const uint8_t *b = (const uint8_t *)m->planets;
    memset(o, 0, sizeof *o);
    o->tcs_pair = tcs;
    o->from = m->seat; o->to = (uint8_t)m->arg[0];
    o->give_tg = (uint8_t)(m->arg[1] > 0 ? m->arg[1] : 0);
    o->get_tg = (uint8_t)(m->arg[2] > 0 ? m->arg[2] : 0);
    o->give_comm = (uint8_t)(m->arg[3] > 0 ? m->arg[3] : 0);
    o->get_comm = (uint8_t)(m->arg[4] > 0 ? m->arg[4] : 0);
    o->give_pn = (int16_t)(b[0] ? b[0] - 1 : -1); o->give_pn_owner = b[1];
    o->get_pn = (int16_t)(b[2] ? b[2] - 1 : -1); o->get_pn_owner = b[3];
    memcpy(o->give_frag, b + 4, 2);
    memcpy(o->get_frag, b + 6, 2);
    memcpy(o->give_ac, b + 8, 4);
    memcpy(o->get_ac, b + 12, 4);
    move_cap(m, o->give_cap, o->get_cap);
    o->active = 1;
    ti4_emit(ev, TI4_EV_TRANSACTION, m->seat, m->arg[0], -1, 0, -1);
    return;
  }
  if (m->kind == TI4_MV_ACCEPT) {
    move_goods(s, o->from, o->to, o->give_tg, o->give_comm, o->give_pn, o->give_pn_owner, ev);
    move_goods(s, o->to, o->from, o->get_tg, o->get_comm, o->get_pn, o->get_pn_owner, ev);
    move_frags(s, o->from, o->to, o->give_frag);
    move_frags(s, o->to, o->from, o->get_frag);
    move_cards(s, o->from, o->to, o->give_ac, ev);
    move_cards(s, o->to, o->from, o->get_ac, ev);
    ti4_capture_return_all(s, o->to, o->give_cap, ev);      /* 17.2a: to their owner's reinforcements */
    ti4_capture_return_all(s, o->from, o->get_cap, ev);
    s->ag.transacted[o->from] |= (uint8_t)(1u << o->to);
    s->ag.transacted[o->to] |= (uint8_t)(1u << o->from);
    ti4_pillage_mark(s, o->from);               /* "after ... resolves a transaction" */
    ti4_pillage_mark(s, o->to);
    if (tcs_pair(s, o->from, o->to)) tcs = 0;   /* used */
  }
  memset(o, 0, sizeof *o);
  o->tcs_pair = tcs;
}
