/* agenda_cards.c -- one record per agenda card: eligibility and effect. */
#include "agenda_rules.h"

static const ti4_agenda_rule rules[] = { {-1, NULL, NULL, NULL} };
const ti4_agenda_rule *ti4_agenda_rule_get(int agenda) {
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
    if (rules[i].agenda == agenda) return &rules[i];
  return NULL;
}
const ti4_vote_mod ti4_vote_mods[] = { {"", NULL, NULL} };
const int ti4_nvote_mods = 0;
static const ti4_choice choices[] = { {0, NULL, NULL, NULL} };
const ti4_choice_table ti4_choices_agenda = { choices, 0 };
