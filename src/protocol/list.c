/* list.c -- `list KIND`: every id of a content kind with its English and
 * Russian names. */
#include <string.h>
#include "protocol.h"

const char *const list_words[] = {"planets", "agendas", "actions", "promissory",
  "factions", "strategy", "tech", "objectives", "systems", "leaders", "relics",
  "units", "exploration", NULL};
static const int list_kinds[] = {TI4_K_PLANET, TI4_K_AGENDA, TI4_K_ACTION,
  TI4_K_PROMISSORY, TI4_K_FACTION, TI4_K_STRATEGY, TI4_K_TECH, TI4_K_OBJECTIVE,
  TI4_K_SYSTEM, TI4_K_LEADER, TI4_K_RELIC, TI4_K_UNIT, TI4_K_EXPLORATION};

int list_kind_from_word(const char *word) {
  static const struct { const char *alias; int kind; } aliases[] = {
    {"planet", TI4_K_PLANET}, {"agenda", TI4_K_AGENDA}, {"action", TI4_K_ACTION},
    {"action_cards", TI4_K_ACTION}, {"promissories", TI4_K_PROMISSORY},
    {"faction", TI4_K_FACTION}, {"strategies", TI4_K_STRATEGY},
    {"technologies", TI4_K_TECH}, {"techs", TI4_K_TECH}, {"objective", TI4_K_OBJECTIVE},
    {"system", TI4_K_SYSTEM}, {"leader", TI4_K_LEADER}, {"relic", TI4_K_RELIC},
    {"unit", TI4_K_UNIT}};
  if (!word) return -1;
  for (int i = 0; list_words[i]; i++) if (!strcmp(word, list_words[i])) return list_kinds[i];
  for (size_t i = 0; i < sizeof aliases / sizeof *aliases; i++)
    if (!strcmp(word, aliases[i].alias)) return aliases[i].kind;
  return -1;
}

json_t *list_json(int kind) {
  json_t *a = json_array();
  int n = ti4_content_count(kind);
  for (int i = 0; i < n; i++) {
    json_t *o = json_object();
    json_object_set_new(o, "id", jstr(ti4_content_id(kind, i)));
    json_object_set_new(o, "en", jstr(ti4_content_name(kind, i, 0)));
    json_object_set_new(o, "ru", jstr(ti4_content_name(kind, i, 1)));
    json_array_append_new(a, o);
  }
  return a;
}

void list_print_text(FILE *f, int kind) {
  int n = ti4_content_count(kind);
  for (int i = 0; i < n; i++) {
    const char *id = ti4_content_id(kind, i), *en = ti4_content_name(kind, i, 0),
               *ru = ti4_content_name(kind, i, 1);
    fprintf(f, "%s\t%s\t%s\n", id ? id : "", en ? en : "", ru ? ru : "");
  }
}
