/* notes.c -- promissory notes that act by themselves, at the moments other
 * rules make happen: received (Support for the Throne), the end of the
 * strategy and status phases (Gift of Prescience), its owner replenishing
 * commodities (Trade Agreement). Called by the records and phases that make
 * those moments; the notes that are played are records in cards/promissory.c. */
#include "agenda_rules.h"
#include "round.h"
#include "units.h"

/* Trade Agreement: when its owner replenishes commodities, the owner gives
 * them all to the note's holder (trade goods there, 21.5) and the note goes
 * back to its owner (reference: "when the giver replenishes commodities"). */
void ti4_note_replenished(ti4_state *s, int owner, ti4_events *ev) {
  int pn = TI4_PROMISSORY_TRADE_AGREEMENT, h = s->pn_holder[pn][owner];
  if (h >= s->nseats || h == owner || ((s->pn_in_play[pn] >> owner) & 1)) return;
  int c = s->p[owner].commodities;
  s->p[owner].commodities = 0;
  if (c) ti4_emit_what(ev, TI4_EV_LOST, owner, TI4_RES_COMMODITIES, -1, c);
  if (c) ti4_receive_tg(s, h, c, ev);   /* commodities become trade goods (21.5) */
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

/* Trades beyond neighbours (94.1): the Hacan (Guild Ships) and the holder of
 * their Trade Convoys in play negotiate with players who are not their
 * neighbours. */
int ti4_trades_anywhere(const ti4_state *s, int seat) {
  if (s->p[seat].faction == TI4_FACTION_HACAN) return 1;           /* Guild Ships */
  int pn = TI4_PROMISSORY_TRADE_CONVOYS;
  for (int o = 0; o < s->nseats; o++)
    if (o != seat && s->pn_holder[pn][o] == seat && ((s->pn_in_play[pn] >> o) & 1)) return 1;
  return 0;
}

/* Dark Pact (Empyrean) in its holder's play area: when the holder gives the
 * Empyrean as many commodities as the holder's commodity value, each of the
 * two gains 1 trade good. */
void ti4_note_gave_commodities(ti4_state *s, int from, int to, int comm, ti4_events *ev) {
  int pn = TI4_PROMISSORY_DARK_PACT, f = s->p[from].faction;
  if (comm <= 0 || to >= s->nseats || s->pn_holder[pn][to] != from || !((s->pn_in_play[pn] >> to) & 1)) return;
  if (f < 0 || comm != ti4_factions[f].commodities) return;
  ti4_gain_tg(s, from, 1, ev);
  ti4_gain_tg(s, to, 1, ev);
}

static int units_of_in(const ti4_state *s, int o, int pos) {
  int units = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) units += s->ships[pos][o][k];
  units += ti4_floating_at(s, o, pos);                 /* a Floating Factory */
  for (int p = 0; p < TI4_NPLANETS && !units; p++)
    if (s->planet_owner[p] == o && ti4_planet_pos(s, p) == pos)
      units += s->planet_units[p][0] + s->planet_units[p][1] + s->planet_units[p][2] + s->planet_units[p][3];
  return units;
}

/* Support for the Throne is lost -- back to its owner, and its holder loses
 * the point -- when the holder activates a system that contains the
 * owner's units, or when the owner is eliminated (the card's text). */
static void throne_back(ti4_state *s, int owner, ti4_events *ev) {
  int pn = TI4_PROMISSORY_SUPPORT_FOR_THE_THRONE, h = s->pn_holder[pn][owner];
  if (h >= s->nseats || h == owner || !((s->pn_in_play[pn] >> owner) & 1)) return;
  s->pn_in_play[pn] &= (uint8_t)~(1u << owner);
  s->pn_holder[pn][owner] = (uint8_t)owner;
  ti4_emit_what(ev, TI4_EV_LOST, h, TI4_RES_PROMISSORY, pn, 1);
  ti4_gain_vp(s, h, -1, ev);
}
void ti4_note_activated(ti4_state *s, int seat, int pos, ti4_events *ev) {
  int pn = TI4_PROMISSORY_SUPPORT_FOR_THE_THRONE, dp = TI4_PROMISSORY_DARK_PACT;
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP) return;
  for (int o = 0; o < s->nseats; o++) {
    if (o == seat) continue;
    if (s->pn_holder[pn][o] == seat && ((s->pn_in_play[pn] >> o) & 1) && units_of_in(s, o, pos))
      throne_back(s, o, ev);
    /* Dark Pact goes back to the Empyrean the same way (no point attached),
     * and Antivirus to the Nekro (notes2.c) */
    for (int i = 0; i < 2; i++) {
      int q = i ? TI4_PROMISSORY_ANTIVIRUS : dp;
      if (s->pn_holder[q][o] == seat && ((s->pn_in_play[q] >> o) & 1) && units_of_in(s, o, pos)) {
        s->pn_in_play[q] &= (uint8_t)~(1u << o);
        s->pn_holder[q][o] = (uint8_t)o;
        ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_PROMISSORY, q, 1);
      }
    }
  }
}
void ti4_note_eliminated(ti4_state *s, int owner, ti4_events *ev) { throne_back(s, owner, ev); }
