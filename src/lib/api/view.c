/* view.c -- what one seat may see (hidden information, architecture.md):
 * others' action cards, promissory notes in hand and unscored secret
 * objectives (and the deeds kept for them), the order of every
 * deck, and the generator state (which would foretell every shuffle). */
#include "agenda_rules.h"
#include "round.h"

static void sort_bytes(uint8_t *a, unsigned n) {
  for (unsigned i = 1; i < n; i++)
    for (unsigned j = i; j > 0 && a[j - 1] > a[j]; j--) {
      uint8_t t = a[j]; a[j] = a[j - 1]; a[j - 1] = t;
    }
}

int ti4_politics_looker(const ti4_state *s);   /* strategy_cards.c */

void ti4_state_view(ti4_state *out, const ti4_state *s, int seat) {
  memcpy(out, s, sizeof *out);
  for (int i = 0; i < TI4_MAX_SEATS; i++)
    if (i != seat) memset(out->p[i].hand, TI4_HIDDEN, out->p[i].nhand);
  for (int o = 0; o < TI4_MAX_OBJECTIVES; o++) {
    uint8_t h = out->secret_holder[o];
    if (h != TI4_NOBODY && h != seat && !(out->scored[o] & (1u << h))) {
      out->secret_holder[o] = TI4_HIDDEN;
      out->p[h].hidden_secrets++;
    }
  }
  /* Deeds are kept only for a secret the player holds (deeds.c): another
   * seat's would tell which. */
  for (int i = 0; i < TI4_MAX_SEATS; i++)
    if (i != seat) {
      out->deeds.done[i] = out->deeds.group[i] = out->deeds.excl[i] = 0;
      out->deeds.serial[i] = 0;
    }
  /* Promissory notes in another player's hand are hidden (69.6); those
   * face up in a play area are not. */
  for (int pn = 0; pn < TI4_MAX_PROMISSORY; pn++)
    for (int o = 0; o < TI4_MAX_SEATS; o++) {
      uint8_t h = out->pn_holder[pn][o];
      if (h < TI4_MAX_SEATS && h != seat && !((out->pn_in_play[pn] >> o) & 1)) {
        out->pn_holder[pn][o] = TI4_HIDDEN;
        out->p[h].hidden_notes++;
      }
    }
  /* Covert Legislation: only the speaker knows the face-down agenda; the
   * others see the Covert Legislation card and vote on the outcomes read
   * out (the pending vote's options). It shows when it resolves. */
  if (out->phase == TI4_PHASE_AGENDA && out->ag.covert && out->ag.current >= 0 &&
      seat != out->speaker && out->ag.step < TI4_AG_RESOLVE)
    out->ag.current = TI4_AGENDA_COVERT_LEGISLATION;
  /* The system tiles dealt facedown (Complete Setup 6.ii): another seat's
   * are hidden until placed faceup (the speaker's additional ones too). */
  for (int i = 0; i < TI4_MAX_DEAL && out->deal.per; i++) {
    int holder = i < out->nseats * out->deal.per ? i / out->deal.per : out->speaker;
    if (out->deal.tiles[i] && holder != seat) out->deal.tiles[i] = TI4_HIDDEN;
  }
  sort_bytes(out->ac_deck, out->nac_deck);
  /* Politics (66.2 iii): the player who looks sees the top two in order */
  unsigned keep = ti4_politics_looker(s) == seat ? (out->nagenda_deck < 2 ? out->nagenda_deck : 2u) : 0u;
  sort_bytes(out->agenda_deck, (unsigned)(out->nagenda_deck - keep));
  sort_bytes(out->secret_deck, out->nsecret_deck);
  sort_bytes(out->stage1, out->nstage1);
  sort_bytes(out->stage2, out->nstage2);
  for (int d = 0; d < 4; d++) sort_bytes(out->x.cards[d], out->x.ndeck[d]);   /* exploration decks */
  sort_bytes(out->x.relic_deck, out->x.nrelic_deck);
  memset(out->rng, 0, sizeof out->rng);
}

/* LRR 60: public facts (units and planets on the board), so any view may
 * ask; the page offers transactions to neighbours only (94.1). */
int ti4_state_neighbors(const ti4_state *s, int a, int b) { return ti4_neighbors(s, a, b); }
