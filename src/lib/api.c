/* api.c -- small public lookups over internal tables. */
#include "agenda_rules.h"

const char *ti4_ability_id(int i) {
  const ti4_ability *a = ti4_ability_get(i);
  return a ? a->id : NULL;
}

const char *ti4_agenda_step_name(const ti4_state *s) {
  static const char *names[] = {"start", "start", "reveal", "when_revealed", "after_revealed",
    "voting", "after_speaker_votes", "count", "decide", "elected", "resolve", "riders",
    "riders", "end", "ready"};
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step >= sizeof names / sizeof names[0]) return "";
  return names[s->ag.step];
}
