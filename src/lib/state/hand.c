/* hand.c -- the action card hand limit (LRR 2.4): whoever ever holds more
 * than seven action cards chooses seven to keep and discards the rest, at
 * once, before anything else is decided; the Yssaril's Scheming discard
 * after a draw likewise. Answer: `pX choose CARD`, one discard at a time. */
#include "rules.h"

enum { TI4_ASK_HAND_LIMIT = TI4_ASKS_HAND, TI4_ASK_SCHEMING, TI4_ASK_SPY_NETWORK };   /* TI4_ASK_SPY_NET next (rules.h) */

/* ti4_player.discard_owed: the low 4 bits count Scheming's discards, the
 * high 4 bits Form a Spy Network's (its cost, paid once it is scored). */
#define OWED_SCHEMING(p) ((p)->discard_owed & 15)
#define OWED_SPY(p) ((p)->discard_owed >> 4)
void ti4_hand_discards_owed(ti4_state *s, int seat, int n) {
  int x = OWED_SPY(&s->p[seat]) + n;
  if (x > 15) x = 15;
  s->p[seat].discard_owed = (uint8_t)(OWED_SCHEMING(&s->p[seat]) | (x << 4));
}
#define TI4_HAND_LIMIT 7

/* Executive Sanctions For: the limit is 3, at once and from then on. */
static int hand_limit(const ti4_state *s) {
  return ti4_law_for(s, TI4_AGENDA_EXECUTIVE_SANCTIONS) ? 3 : TI4_HAND_LIMIT;
}

int ti4_hand_limit_ask(ti4_state *s) {
  for (int i = 0; i < s->nseats; i++)
    if (s->p[i].discard_owed) {
      if (!s->p[i].nhand) { s->p[i].discard_owed = 0; continue; }
      ti4_ask_for(s, OWED_SPY(&s->p[i]) ? TI4_ASK_SPY_NETWORK : TI4_ASK_SCHEMING, i, -1);
      return 1;
    }
  int limit = s->nlaws ? hand_limit(s) : TI4_HAND_LIMIT;
  for (int i = 0; i < s->nseats; i++)
    if (s->p[i].nhand > limit && s->p[i].faction != TI4_FACTION_YSSARIL) {   /* Yssaril, Crafty: no limit */
      ti4_ask_for(s, TI4_ASK_HAND_LIMIT, i, -1);
      return 1;
    }
  return 0;
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 || m->card >= TI4_NACTIONS || ti4_hand_find(s, m->seat, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "2.4", hand_limit(s) == TI4_HAND_LIMIT ? N_("more than seven action cards: name one in your hand to discard (%s)")
                                                : N_("more action cards than your hand limit: name one in your hand to discard (%s)"), ti4_seat_word(m->seat));
  return 0;
}

static int scheming_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 || m->card >= TI4_NACTIONS || ti4_hand_find(s, m->seat, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Scheming: name an action card in your hand to discard (%s)"), ti4_seat_word(m->seat));
  return 0;
}
/* The `choose CARD` answer discards that card (every discard question of
 * the hand: the limit, Scheming, Stall Tactics). */
void ti4_hand_discard_chosen(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_discard_action(s, m->seat, ti4_hand_find(s, m->seat, m->card));
  ti4_emit_what(ev, TI4_EV_LOST, m->seat, TI4_RES_ACTION, m->card, 1);
}
static void scheming_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_hand_discard_chosen(s, m, ev);
  if (OWED_SCHEMING(&s->p[m->seat])) s->p[m->seat].discard_owed--;
}
static int spy_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 || m->card >= TI4_NACTIONS || ti4_hand_find(s, m->seat, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "61.5", N_("Form a Spy Network: name an action card in your hand to discard (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void spy_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_hand_discard_chosen(s, m, ev);
  if (OWED_SPY(&s->p[m->seat])) s->p[m->seat].discard_owed = (uint8_t)(s->p[m->seat].discard_owed - 16);
}
/* the hand limit: the engine asks again while the hand is still over it */

/* One `choose CARD` for the asked seat per distinct card in owner's hand. */
static size_t hand_cards(const ti4_state *s, int owner, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (owner < 0 || owner >= s->nseats) return 0;
  const ti4_player *p = &s->p[owner];
  for (int i = 0; i < p->nhand; i++) {
    int dup = 0;                                 /* one move per distinct card */
    for (int j = 0; j < i; j++) dup |= p->hand[j] == p->hand[i];
    if (dup) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].card = p->hand[i];
    }
    k++;
  }
  return k;
}
size_t ti4_hand_card_options(const ti4_state *s, ti4_move *out, size_t cap) {
  return hand_cards(s, s->ask.seat, out, cap);
}

/* Spy Net: a card of the owner's hand (ask.arg[0]) goes to the holder's. */
static int spy_net_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int owner = s->ask.arg[0];
  if (owner < 0 || owner >= s->nseats || m->card < 0 || m->card >= TI4_NACTIONS || ti4_hand_find(s, owner, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("Spy Net: name an action card in the hand of the note's owner (%s)"), ti4_seat_word(m->seat));
  if (s->p[m->seat].nhand >= TI4_MAX_HAND)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("your hand is full for the engine (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void spy_net_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int owner = s->ask.arg[0];
  ti4_hand_remove(s, owner, ti4_hand_find(s, owner, m->card));
  ti4_hand_add(s, m->seat, m->card);
  ti4_emit_what(ev, TI4_EV_LOST, owner, TI4_RES_ACTION, -1, 1);       /* which card stays hidden */
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_ACTION, -1, 1);
}
static size_t spy_net_options(const ti4_state *s, ti4_move *out, size_t cap) {
  return hand_cards(s, s->ask.arg[0], out, cap);
}

static const ti4_choice rows[] = {
  { TI4_ASK_HAND_LIMIT, check, ti4_hand_discard_chosen, ti4_hand_card_options, "discard_to_seven",
    N_("you hold more than seven action cards: name one to discard") },
  { TI4_ASK_SCHEMING, scheming_check, scheming_apply, ti4_hand_card_options, "scheming_discard",
    N_("Scheming: you drew one more action card; name one in your hand to discard") },
  { TI4_ASK_SPY_NETWORK, spy_check, spy_apply, ti4_hand_card_options, "spy_network_discard",
    N_("Form a Spy Network: name an action card in your hand to discard (5 in all)") },
  { TI4_ASK_SPY_NET, spy_net_check, spy_net_apply, spy_net_options, "spy_net_card",
    N_("Spy Net: name an action card of the note owner's hand to take") },
};
const ti4_choice_table ti4_choices_hand = { rows, sizeof rows / sizeof rows[0] };
