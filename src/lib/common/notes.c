/* notes.c -- promissory notes that act by themselves, at the moments other
 * rules make happen: received (Support for the Throne), the end of the
 * strategy and status phases (Gift of Prescience), its owner replenishing
 * commodities (Trade Agreement). Called by the records and phases that make
 * those moments; the notes that are played are records in cards/promissory.c. */
#include "agenda_rules.h"

/* Trade Agreement: when its owner replenishes commodities, the owner gives
 * them all to the note's holder (trade goods there, 21.5) and the note goes
 * back to its owner (reference: "when the giver replenishes commodities"). */
void ti4_note_replenished(ti4_state *s, int owner, ti4_events *ev) {
  int pn = TI4_PROMISSORY_TRADE_AGREEMENT, h = s->pn_holder[pn][owner];
  if (h >= s->nseats || h == owner || ((s->pn_in_play[pn] >> owner) & 1)) return;
  int c = s->p[owner].commodities;
  s->p[owner].commodities = 0;
  if (c) ti4_emit_what(ev, TI4_EV_LOST, owner, TI4_RES_COMMODITIES, -1, c);
  if (c) ti4_gain_tg(s, h, c, ev);
  s->pn_holder[pn][owner] = (uint8_t)owner;      /* returned (69.4) */
  ti4_emit_what(ev, TI4_EV_LOST, h, TI4_RES_PROMISSORY, pn, 1);
}

/* ---- notes that act by themselves (no play): their moments --------------- */
/* Support for the Throne: on receipt it goes face up in the receiver's play
 * area and gives 1 victory point (by a transaction or Diplomatic Pressure). */
void ti4_note_received(ti4_state *s, int pn, int owner, int to, ti4_events *ev) {
  if (pn != TI4_PROMISSORY_SUPPORT_FOR_THE_THRONE || to == owner || to >= s->nseats ||
      ((s->pn_in_play[pn] >> owner) & 1))
    return;
  s->pn_in_play[pn] |= (uint8_t)(1u << owner);
  ti4_gain_vp(s, to, 1, ev);
}

/* Gift of Prescience (Naalu): at the end of the strategy phase its holder
 * puts it face up and is first in initiative order (the 0 token: the
 * Naalu's Telepathic does not apply then); it goes back at the end of the
 * status phase. */
void ti4_notes_end_of_strategy(ti4_state *s, ti4_events *ev) {
  int pn = TI4_PROMISSORY_GIFT_OF_PRESCIENCE;
  (void)ev;
  for (int o = 0; o < s->nseats; o++) {
    int h = s->pn_holder[pn][o];
    if (h >= s->nseats || h == o || s->p[h].eliminated) continue;
    s->pn_in_play[pn] |= (uint8_t)(1u << o);
    s->naalu_zero = (uint8_t)h;
  }
}
void ti4_notes_end_of_status(ti4_state *s, ti4_events *ev) {
  int pn = TI4_PROMISSORY_GIFT_OF_PRESCIENCE;
  (void)ev;
  for (int o = 0; o < s->nseats; o++)
    if ((s->pn_in_play[pn] >> o) & 1) {
      s->pn_in_play[pn] &= (uint8_t)~(1u << o);
      s->pn_holder[pn][o] = (uint8_t)o;
    }
}
