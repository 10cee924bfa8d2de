/* agenda_rules.c -- what the agenda's records share and need no record for:
 * votes cast, replacing an agenda, the order effects resolve in, enacting a
 * law (8.20). Outcomes and eligibility (8.8-8.11) and removing a law read
 * the agenda records' hooks: they are in cards/agenda_cards.c. */
#include "agenda_rules.h"

int ti4_votes_for(const ti4_state *s, uint16_t t) {
  int v = 0;
  for (int i = 0; i < s->nseats; i++)
    if (s->ag.outcome_of[i] == t) v += s->ag.votes[i] + (s->ag.extra[i] > 0 ? s->ag.extra[i] : 0);
  return v;
}

int ti4_voted_for(const ti4_state *s, int seat, uint16_t *target) {
  if (!s->ag.outcome_of[seat]) return 0;
  if (target) *target = s->ag.outcome_of[seat];
  return 1;
}

/* Agenda effects on several players: speaker order in the agenda phase;
 * in the action phase (Political Data Nexus) initiative order from the
 * active player (1.19; AG-100: VP gains go in initiative order). */
int ti4_agenda_effect_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS]) {
  if (s->phase == TI4_PHASE_ACTION && s->active != TI4_NOBODY) return ti4_initiative_order(s, out, 1);
  return ti4_speaker_order(s, out);
}


void ti4_law_enact(ti4_state *s, int agenda, uint16_t elected, ti4_events *ev) {
  if (ti4_law_index(s, agenda) >= 0 || s->nlaws >= TI4_MAX_LAWS) return;
  s->laws[s->nlaws].agenda = (uint8_t)agenda;
  s->laws[s->nlaws].pad = 0;
  s->laws[s->nlaws].elected = elected;
  s->nlaws++;
  if (s->ag.current == agenda) s->ag.current = -1;   /* the card is in play now */
  ti4_emit(ev, TI4_EV_LAW_ENACTED, TI4_NOBODY, agenda, -1, elected, 0);
}

/* A law leaves play for the agenda discard pile, its record's `removed`
 * hook not called: ti4_law_remove (cards/agenda_cards.c) calls this after
 * the hook; a law with no such hook may be discarded with it directly
 * (Prophecy of Ixth from production, below the agenda records). */
void ti4_law_discard(ti4_state *s, int agenda, ti4_events *ev) {
  int i = ti4_law_index(s, agenda);
  if (i < 0) return;
  memmove(&s->laws[i], &s->laws[i + 1], sizeof s->laws[0] * (size_t)(s->nlaws - i - 1));
  s->nlaws--;
  memset(&s->laws[s->nlaws], 0, sizeof s->laws[0]);
  s->agenda_discard[s->nagenda_discard++] = (uint8_t)agenda;
  ti4_emit(ev, TI4_EV_LAW_REMOVED, TI4_NOBODY, agenda, -1, 0, 0);
}
