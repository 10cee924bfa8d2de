/* choices.c -- routing `choose` answers to the effect that asked. */
#include "rules.h"

extern const ti4_choice_table ti4_choices_agenda, ti4_choices_agenda_actions, ti4_choices_nexus,
  ti4_choices_phases, ti4_choices_setup, ti4_choices_components, ti4_choices_leaders, ti4_choices_hand,
  ti4_choices_factions, ti4_choices_exploration, ti4_choices_leaders2, ti4_choices_titans,
  ti4_choices_activation, ti4_choices_cards9,   /* cards9: Divert Funding (action_cards2.c) */
  ti4_choices_excess, ti4_choices_heroes2, ti4_choices_placement,
  ti4_choices_combat_plays2,   /* Dart and Tai (combat_plays2.c) */
  ti4_choices_combat,          /* combat steps: the order of ground combats (common/combat_choices.c) */
  ti4_choices_production,      /* Self-Assembly Routines, Yin Spinner (production.c) */
  ti4_choices_research,        /* Research Agreement (research.c) */
  ti4_choices_techs2;          /* Bioplasmosis (techs2.c) */
static const ti4_choice_table *const tables[] = { &ti4_choices_agenda, &ti4_choices_agenda_actions,
  &ti4_choices_nexus, &ti4_choices_phases, &ti4_choices_setup, &ti4_choices_components,
  &ti4_choices_leaders, &ti4_choices_hand, &ti4_choices_factions, &ti4_choices_exploration,
  &ti4_choices_leaders2, &ti4_choices_titans, &ti4_choices_activation,
  &ti4_choices_cards9, &ti4_choices_excess, &ti4_choices_heroes2, &ti4_choices_placement,
  &ti4_choices_combat_plays2, &ti4_choices_combat, &ti4_choices_production,
  &ti4_choices_research, &ti4_choices_techs2 };

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

extern const ti4_choice_seat_table ti4_choice_seats_agenda, ti4_choice_seats_phases, ti4_choice_seats_factions,
  ti4_choice_seats_leaders2, ti4_choice_seats_heroes2;
int ti4_choice_seat_args(const ti4_state *s) {
  static const ti4_choice_seat_table *const st[] = { &ti4_choice_seats_agenda, &ti4_choice_seats_phases,
                                                     &ti4_choice_seats_factions, &ti4_choice_seats_leaders2,
                                                     &ti4_choice_seats_heroes2 };
  if (!s || s->pending.kind != TI4_PEND_CHOOSE) return 0;
  for (size_t t = 0; t < sizeof st / sizeof st[0]; t++)
    for (size_t i = 0; i < st[t]->n; i++)
      if (st[t]->rows[i].what == s->ask.what) return st[t]->rows[i].seats;
  return 0;
}

/* Answers that are a set or a payment (planets, trade goods): their
 * check decides, and `legal` lists one element or one payment at a time. */
int ti4_choice_is_set(const char *name) {
  static const char *const sets[] = { "leadership_influence", "technology_research", "imperial_score",
    "diplomacy_ready", "planets_to_ready", "planets_to_exhaust", "technology",
    "bio_stims_technology", "freelancers", "dice_to_reroll", "salvage_operations", "yin_spinner",
    "integrated_economy", "letani_miasmiala", "bioplasmosis" };
  for (size_t i = 0; name && i < sizeof sets / sizeof sets[0]; i++)
    if (!strcmp(name, sets[i])) return 1;
  return 0;
}

int ti4_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  const ti4_choice *c = find(s->ask.what);
  if (m->kind != TI4_MV_CHOOSE)
    return ti4_fail(e, TI4_EILLEGAL, "1.7", N_("an effect waits for your choice: use choose (%s)"), ti4_seat_word(m->seat));
  if (!c) return ti4_fail(e, TI4_EILLEGAL, "", N_("nothing to choose (%s)"), ti4_seat_word(m->seat));
  int rc = c->check(s, m, e);
  if (rc || !c->legal || ti4_choice_is_set(c->name)) return rc;
  /* Any other answer is one of those `legal` lists, exactly (no stray
   * numbers or ids beside it). */
  ti4_move list[512];
  size_t n = c->legal(s, list, 512);
  if (n > 512) return 0;
  for (size_t i = 0; i < n; i++) {
    const ti4_move *o = &list[i];
    int eq = o->seat == m->seat && o->card == m->card && o->target == m->target &&
             !memcmp(o->planets, m->planets, sizeof o->planets);
    for (int k = 0; k < TI4_MOVE_ARGS && eq; k++) eq = o->arg[k] == m->arg[k];
    if (eq) return 0;
  }
  return ti4_fail(e, TI4_EILLEGAL, "1.7", N_("not one of the answers this question takes (see legal) (%s)"), ti4_seat_word(m->seat));
}

void ti4_choice_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  const ti4_choice *c = find(s->ask.what);
  if (c) c->apply(s, m, ev);
  if (s->pending.kind != TI4_PEND_CHOOSE) memset(&s->ask, 0, sizeof s->ask);  /* answered */
}

int ti4_choice_card_is_action(const ti4_state *s) {
  /* the questions whose answer is an action card (the rest name
   * technologies); by protocol word, so that no record changes shape */
  static const char *const asks[] = {"discard_to_seven", "mageon_implants_card", "codex_card",
                                     "stall_tactics_discard", "scheming_discard", "spy_network_discard", "spy_net_card",
                                     "nekro_malleon", "kyver_show"};
  const ti4_choice *c = find(s->ask.what);
  if (s->ask.what == TI4_ASK_CARD) return 1;
  for (size_t i = 0; c && c->name && i < sizeof asks / sizeof *asks; i++)
    if (!strcmp(c->name, asks[i])) return 1;
  return 0;
}

size_t ti4_choice_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  const ti4_choice *c = find(s->ask.what);
  return c && c->legal ? c->legal(s, out, cap) : 0;
}
