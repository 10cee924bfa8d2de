/* choices.c -- routing `choose` answers to the effect that asked. */
#include "rules.h"

extern const ti4_choice_table ti4_choices_agenda, ti4_choices_agenda_actions, ti4_choices_nexus,
  ti4_choices_phases, ti4_choices_setup, ti4_choices_components, ti4_choices_leaders, ti4_choices_hand;
static const ti4_choice_table *const tables[] = { &ti4_choices_agenda, &ti4_choices_agenda_actions,
  &ti4_choices_nexus, &ti4_choices_phases, &ti4_choices_setup, &ti4_choices_components,
  &ti4_choices_leaders, &ti4_choices_hand };

static const ti4_choice *find(uint8_t what) {
  for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
    for (size_t i = 0; i < tables[t]->n; i++)
      if (tables[t]->rows[i].what == what) return &tables[t]->rows[i];
  return NULL;
}

const char *ti4_ask_name(const ti4_state *s) {
  const ti4_choice *c = s->pending.kind == TI4_PEND_CHOOSE ? find(s->ask.what) : NULL;
  return c && c->name ? c->name : "";
}

const char *ti4_ask_question(const ti4_state *s) {
  const ti4_choice *c = s->pending.kind == TI4_PEND_CHOOSE ? find(s->ask.what) : NULL;
  return c && c->question ? c->question : "";
}

int ti4_choice_duplicates(void) {
  int dup = 0;
  const size_t nt = sizeof tables / sizeof tables[0];
  for (size_t t = 0; t < nt; t++)
    for (size_t i = 0; i < tables[t]->n; i++)
      for (size_t u = t; u < nt; u++)
        for (size_t j = u == t ? i + 1 : 0; j < tables[u]->n; j++)
          dup += tables[t]->rows[i].what == tables[u]->rows[j].what;
  return dup;
}

int ti4_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  const ti4_choice *c = find(s->ask.what);
  if (m->kind != TI4_MV_CHOOSE)
    return ti4_fail(e, TI4_EILLEGAL, "1.7", N_("an effect waits for your choice: use choose (%s)"), ti4_seat_word(m->seat));
  if (!c) return ti4_fail(e, TI4_EILLEGAL, "", N_("nothing to choose (%s)"), ti4_seat_word(m->seat));
  return c->check(s, m, e);
}

void ti4_choice_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  const ti4_choice *c = find(s->ask.what);
  if (c) c->apply(s, m, ev);
  if (s->pending.kind != TI4_PEND_CHOOSE) memset(&s->ask, 0, sizeof s->ask);  /* answered */
}

size_t ti4_choice_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  const ti4_choice *c = find(s->ask.what);
  return c && c->legal ? c->legal(s, out, cap) : 0;
}
