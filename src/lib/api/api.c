/* api.c -- small public lookups over internal tables. */
#include "agenda_rules.h"

const char *ti4_ability_id(int i) {
  const ti4_ability *a = ti4_ability_get(i);
  return a ? a->id : NULL;
}

static const char *const window_names[TI4_W__COUNT] = {"none", "strategy_start", "agenda_start",
  "when_agenda_revealed", "after_agenda_revealed", "after_speaker_votes",
  "when_outcome_elected", "after_outcome_resolved", "action_card_played",
  "turn_start", "turn_end", "status_start", "when_strategy_picked", "when_strategy_returned",
  "when_strategic_action", "after_action", "after_action_card_discarded", "after_activation", "after_movement",
  "combat_round_start", "after_combat_roll", "before_assign_hits", "combat_round_end", "after_combat",
  "after_sustain_damage", "invasion_start",
  "after_retreat_announced", "after_commit", "after_unit_roll", "after_ship_destroyed", "when_control_gained",
  "after_control_gained"};

const char *ti4_window_name(int id) {
  return id >= 0 && id < TI4_W__COUNT ? window_names[id] : "unknown";
}

int ti4_window_find(const char *word) {
  for (int i = 1; i < TI4_W__COUNT; i++)
    if (!strcmp(window_names[i], word)) return i;
  return -1;
}

const char *ti4_agenda_step_name(const ti4_state *s) {
  static const char *const names[] = {  /* by enum ti4_agenda_step */
    [TI4_AG_START] = "start", [TI4_AG_START_WIN] = "start", [TI4_AG_REVEAL] = "reveal",
    [TI4_AG_WHEN] = "when_revealed", [TI4_AG_AFTER] = "after_revealed",
    [TI4_AG_VOTING] = "voting", [TI4_AG_BRIBERY] = "after_speaker_votes",
    [TI4_AG_COUNT] = "count", [TI4_AG_DECIDE] = "decide", [TI4_AG_ELECTED] = "elected",
    [TI4_AG_RESOLVE] = "resolve", [TI4_AG_RIDERS] = "riders", [TI4_AG_RIDER_WIN] = "riders",
    [TI4_AG_END] = "end", [TI4_AG_READY] = "ready", [TI4_AG_READIED] = "ready",
    [TI4_AG_SECONDARY] = "secondary"};
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step >= sizeof names / sizeof names[0] || !names[s->ag.step]) return "";
  return names[s->ag.step];
}
