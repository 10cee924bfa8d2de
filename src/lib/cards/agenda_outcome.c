/* agenda_outcome.c -- what the agenda's records decide together: who may
 * vote (8.16, the vote modifiers, 1.6a), whether voting has begun, and
 * resolving an elected outcome -- the card's effect, the law or the discard
 * pile (8.20-8.21), the history, the costs and passive rewards of the vote
 * modifiers. The agenda phase (phases/agenda.c) and the Political Data
 * Nexus (political_data_nexus.c) both resolve outcomes here. */
#include "agenda_rules.h"

static void record_history(ti4_state *s, uint16_t outcome) {
  if (s->nhistory >= TI4_MAX_HISTORY) {        /* keep the newest */
    memmove(&s->history[0], &s->history[1], sizeof s->history[0] * (TI4_MAX_HISTORY - 1));
    s->nhistory--;
  }
  ti4_agenda_record *r = &s->history[s->nhistory++];
  memset(r, 0, sizeof *r);
  r->round = s->round;
  r->agenda = (uint8_t)s->ag.current;
  r->outcome = outcome;
  for (int i = 0; i < TI4_MAX_SEATS; i++) {
    int extra = s->ag.extra[i] > 0 ? s->ag.extra[i] : 0;
    r->votes[i] = (uint16_t)(s->ag.votes[i] + extra);
    r->voted_for[i] = s->ag.outcome_of[i];
  }
}

static void resolve_card(ti4_state *s, ti4_events *ev) {
  int a = s->ag.current;
  uint16_t out = s->ag.outcome;
  const ti4_agenda_rule *r = ti4_agenda_rule_get(a);
  record_history(s, out);
  if (!out) {                                  /* nothing eligible: discarded */
    s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;
    ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
    s->ag.current = -1;
    return;
  }
  if (s->ag.covert) ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, a, -1, 0, 0);   /* face up now */
  ti4_emit(ev, TI4_EV_RESOLVED, TI4_NOBODY, a, -1, out, 0);
  for (int seat = 0; seat < s->nseats; seat++)  /* costs due once elected */
    if (s->ag.outcome_of[seat] && !((s->ag.abstained >> seat) & 1))
      for (int i = 0; i < ti4_nvote_mods; i++)
        if (ti4_vote_mods[i].settle) ti4_vote_mods[i].settle(s, seat, out, ev);
  int li = ti4_law_in_play(s, a);
  if (li >= 0) {                               /* a law voted on again (Miscount) */
    if (TI4_TARGET_KIND(out) == TI4_T_AGAINST) ti4_law_remove(s, a, ev);
    else s->laws[li].elected = TI4_TARGET_KIND(out) == TI4_T_FOR ? 0 : out;
    s->ag.current = -1;
    return;
  }
  int law_stays = ti4_agendas[a].type == TI4_AGENDA_LAW && TI4_TARGET_KIND(out) != TI4_T_AGAINST;
  if (r && r->resolve) r->resolve(s, out, ev);
  if (s->ag.current != a) return;              /* the effect moved the card itself */
  if (law_stays) {
    ti4_law_enact(s, a, TI4_TARGET_KIND(out) == TI4_T_FOR ? 0 : out, ev);   /* 8.20 */
  } else {                                     /* 8.21 */
    s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;
    ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
  }
  s->ag.current = -1;
}

/* ... then the passive rewards of an outcome resolved (Future Sight), in
 * speaker order. */
void ti4_agenda_resolve_now(ti4_state *s, ti4_events *ev) {
  uint16_t out = s->ag.outcome;
  resolve_card(s, ev);
  if (!out) return;
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order);
  for (int k = 0; k < n; k++)
    for (int i = 0; i < ti4_nvote_mods; i++)
      if (ti4_vote_mods[i].after) ti4_vote_mods[i].after(s, order[k], out, ev);
}

int ti4_vote_barred(const ti4_state *s, int seat) {
  int forbidden = s->p[seat].cannot_vote;
  for (int i = 0; i < ti4_nvote_mods && !forbidden; i++)
    if (ti4_vote_mods[i].forbids && ti4_vote_mods[i].forbids(s, seat)) forbidden = 1;
  return forbidden && !ti4_vote_protected(s, seat);   /* Elder Qanoj: 1.6a */
}

int ti4_voting_started(const ti4_state *s) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_VOTING) return s->ag.voted != 0;
  for (int i = 0; i < s->ag.vote_pos && i < s->ag.nvoters; i++)
    if (!ti4_vote_barred(s, s->ag.vote_order[i])) return 1;   /* skipped seats did not choose */
  return 0;
}
