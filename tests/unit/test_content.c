/* test_content.c -- the generated content tables: counts, key facts,
 * names and cross references. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "content.h"

static int planet(const char *id)
{
  int i = ti4_content_find(TI4_K_PLANET, id);
  assert_true(i >= 0);
  return i;
}

static void test_counts(void **state)
{
  int i, base = 0, pok = 0, law = 0;
  (void)state;
  assert_int_equal(ti4_content_count(TI4_K_AGENDA), 63);
  assert_int_equal(TI4_NAGENDAS, 63);
  for (i = 0; i < TI4_NAGENDAS; i++) {
    base += (ti4_agendas[i].decks & 1) != 0;
    pok += (ti4_agendas[i].decks & 2) != 0;
    law += ti4_agendas[i].type == TI4_AGENDA_LAW;
    assert_true(ti4_agendas[i].decks != 0);
  }
  assert_int_equal(base, 50);
  assert_int_equal(pok, 50);
  assert_true(law > 20 && law < 50);

  assert_int_equal(TI4_NSTRATEGYS, 8);
  for (i = 0; i < TI4_NSTRATEGYS; i++)
    assert_int_equal(ti4_strategies[i].initiative, i + 1);
  assert_int_equal(TI4_STRATEGY_LEADERSHIP, 0);
  assert_int_equal(TI4_STRATEGY_IMPERIAL, 7);
  assert_string_equal(ti4_strategies[TI4_STRATEGY_POLITICS].id, "politics");

  assert_int_equal(TI4_NFACTIONS, 27);
  {
    int kel = 0;
    for (i = 0; i < TI4_NFACTIONS; i++)
      kel += strncmp(ti4_factions[i].id, "keleres_", 8) == 0;
    assert_int_equal(kel, 3);
  }
  assert_int_equal(ti4_content_count(TI4_K_FACTION), TI4_NFACTIONS);
  assert_int_equal(ti4_content_count(TI4_K_PLANET), TI4_NPLANETS);
  assert_int_equal(ti4_content_count(TI4_K_UNIT), TI4_NUNITS);
  assert_int_equal(ti4_content_count(-1), 0);
  assert_int_equal(ti4_content_count(TI4_K__COUNT), 0);

  /* 80 base action cards; 5 generic promissory notes; 40 public
   * objectives; 40 secrets; 10 PoK + 3 Codex II relics. */
  {
    int nb = 0, np = 0;
    for (i = 0; i < TI4_NACTIONS; i++) {
      nb += ti4_actions[i].count_base;
      np += ti4_actions[i].count_pok;
    }
    assert_int_equal(nb, 80);
    assert_true(np > nb);
  }
  {
    int gen = 0;
    for (i = 0; i < TI4_NPROMISSORYS; i++)
      gen += ti4_promissories[i].faction < 0;
    assert_int_equal(gen, 5);
  }
  {
    int s1 = 0, s2 = 0, sec = 0;
    for (i = 0; i < TI4_NOBJECTIVES; i++) {
      s1 += ti4_objectives[i].stage == TI4_OBJ_STAGE1;
      s2 += ti4_objectives[i].stage == TI4_OBJ_STAGE2;
      sec += ti4_objectives[i].stage == TI4_OBJ_SECRET;
    }
    assert_int_equal(s1, 20);
    assert_int_equal(s2, 20);
    assert_int_equal(sec, 40);
  }
  assert_int_equal(TI4_NRELICS, 13);
}

static void test_planets(void **state)
{
  const ti4_planet_info *p;
  (void)state;
  p = &ti4_planets[planet("mecatol_rex")];
  assert_int_equal(p->resources, 1);
  assert_int_equal(p->influence, 6);
  assert_int_equal(p->traits, 0);
  assert_string_equal(ti4_systems[p->system].id, "18");
  assert_int_equal(p->system, TI4_SYSTEM_T18);

  p = &ti4_planets[TI4_PLANET_LODOR];
  assert_int_equal(p->resources, 3);
  assert_int_equal(p->influence, 1);
  assert_int_equal(p->traits, TI4_TRAIT_CULTURAL);
  assert_true(ti4_systems[p->system].wormholes & TI4_WH_ALPHA);

  p = &ti4_planets[planet("archon_ren")];
  assert_int_equal(p->resources, 2);
  assert_int_equal(p->influence, 3);
  assert_int_equal(p->home_of, ti4_content_find(TI4_K_FACTION, "xxcha"));

  p = &ti4_planets[TI4_PLANET_X0_0_0];
  assert_int_equal(p->resources, 5);
  assert_int_equal(p->influence, 0);

  p = &ti4_planets[planet("meer")];
  assert_int_equal(p->traits, TI4_TRAIT_HAZARDOUS);
  assert_int_equal(p->specialty, TI4_COLOR_RED);

  p = &ti4_planets[planet("hopes_end")];
  assert_int_equal(p->legendary, 1);
  assert_int_equal(p->resources, 3);

  p = &ti4_planets[planet("mallice")];
  assert_int_equal(p->legendary, 1);
  assert_int_equal(p->influence, 3);

  p = &ti4_planets[planet("vega_minor")];
  assert_int_equal(p->specialty, TI4_COLOR_BLUE);
  assert_int_equal(p->source, TI4_SRC_POK);
}

static void test_agendas(void **state)
{
  (void)state;
  assert_int_equal(ti4_agendas[TI4_AGENDA_CLASSIFIED_DOCUMENT_LEAKS].outcome,
                   TI4_OUT_SECRET);
  assert_int_equal(ti4_agendas[TI4_AGENDA_MINISTER_OF_WAR].outcome,
                   TI4_OUT_PLAYER);
  assert_int_equal(ti4_agendas[TI4_AGENDA_FLEET_REGULATIONS].type,
                   TI4_AGENDA_LAW);
  assert_int_equal(ti4_agendas[TI4_AGENDA_MUTINY].type, TI4_AGENDA_DIRECTIVE);
  assert_int_equal(ti4_agendas[TI4_AGENDA_MUTINY].outcome,
                   TI4_OUT_FOR_AGAINST);
  assert_int_equal(ti4_agendas[TI4_AGENDA_JUDICIAL_ABOLISHMENT].outcome,
                   TI4_OUT_LAW);
  assert_int_equal(
    ti4_agendas[TI4_AGENDA_JUDICIAL_ABOLISHMENT].discard_if_no_target, 1);
  assert_int_equal(ti4_agendas[TI4_AGENDA_REPRESENTATIVE_GOVERNMENT].decks,
                   2);
  assert_int_equal(
    ti4_agendas[TI4_AGENDA_REPRESENTATIVE_GOVERNMENT_BASE].decks, 1);
  assert_int_equal(ti4_agendas[TI4_AGENDA_COVERT_LEGISLATION].outcome,
                   TI4_OUT_COVERT);
  assert_int_equal(ti4_agendas[TI4_AGENDA_GALACTIC_CRISIS_PACT].outcome,
                   TI4_OUT_STRATEGY);
  assert_int_equal(ti4_agendas[TI4_AGENDA_COLONIAL_REDISTRIBUTION].outcome,
                   TI4_OUT_PLANET_NONHOME);
  assert_int_equal(ti4_agendas[TI4_AGENDA_CORE_MINING].outcome,
                   TI4_OUT_PLANET_HAZARDOUS);
  assert_int_equal(ti4_agendas[TI4_AGENDA_SENATE_SANCTUARY].outcome,
                   TI4_OUT_PLANET_CULTURAL);
  assert_int_equal(ti4_agendas[TI4_AGENDA_RESEARCH_TEAM_BIOTIC].outcome,
                   TI4_OUT_PLANET_INDUSTRIAL);
  assert_int_equal(ti4_agendas[TI4_AGENDA_COMPENSATED_DISARMAMENT].outcome,
                   TI4_OUT_PLANET);
}

static void test_actions_and_notes(void **state)
{
  (void)state;
  assert_int_equal(ti4_actions[TI4_ACTION_BRIBERY].window,
                   TI4_ACW_AFTER_SPEAKER_VOTES);
  assert_int_equal(ti4_actions[TI4_ACTION_VETO].window,
                   TI4_ACW_WHEN_REVEALED);
  assert_int_equal(ti4_actions[TI4_ACTION_LEADERSHIP_RIDER].window,
                   TI4_ACW_AFTER_REVEALED);
  assert_int_equal(ti4_actions[TI4_ACTION_ANCIENT_BURIAL_SITES].window,
                   TI4_ACW_AGENDA_START);
  assert_int_equal(ti4_actions[TI4_ACTION_SABOTAGE].window,
                   TI4_ACW_ANY_PLAYED);
  assert_int_equal(ti4_actions[TI4_ACTION_SABOTAGE].count_base, 4);
  assert_int_equal(ti4_actions[TI4_ACTION_DIRECT_HIT].count_pok, 4);
  assert_int_equal(ti4_actions[TI4_ACTION_DISTINGUISHED_COUNCILOR].window,
                   TI4_ACW_AFTER_VOTES);
  assert_int_equal(ti4_actions[TI4_ACTION_CONFUSING_LEGAL_TEXT].window,
                   TI4_ACW_WHEN_ELECTED);
  assert_int_equal(ti4_actions[TI4_ACTION_DIPLOMATIC_PRESSURE].count_base, 0);

  assert_true(ti4_promissories[TI4_PROMISSORY_POLITICAL_SECRET].faction < 0);
  assert_int_equal(ti4_promissories[TI4_PROMISSORY_SUPPORT_FOR_THE_THRONE]
                     .play_area, 1);
  assert_int_equal(ti4_promissories[TI4_PROMISSORY_POLITICAL_FAVOR].faction,
                   TI4_FACTION_XXCHA);
  assert_int_equal(ti4_promissories[TI4_PROMISSORY_BLOOD_PACT].faction,
                   TI4_FACTION_EMPYREAN);
  assert_true(ti4_content_find(TI4_K_PROMISSORY, "ceasefire") >= 0);
  assert_true(ti4_content_find(TI4_K_PROMISSORY, "trade_agreement") >= 0);
  assert_true(ti4_content_find(TI4_K_PROMISSORY, "alliance") >= 0);
  assert_true(ti4_content_find(TI4_K_PROMISSORY, "keleres_rider") >= 0);
}

static void test_factions(void **state)
{
  static const char *const ids[] = {
    "arborec", "argent", "cabal", "empyrean", "ghost", "hacan", "jolnar",
    "l1z1x", "letnev", "mahact", "mentak", "muaat", "naalu", "naaz", "nekro",
    "nomad", "saar", "sardakk", "sol", "titans", "winnu", "xxcha", "yin",
    "yssaril", "keleres_mentak", "keleres_xxcha", "keleres_argent" };
  size_t n;
  const ti4_faction_info *f;
  (void)state;
  for (n = 0; n < sizeof ids / sizeof ids[0]; n++) {
    int i = ti4_content_find(TI4_K_FACTION, ids[n]);
    int j;
    assert_true(i >= 0);
    f = &ti4_factions[i];
    assert_true(f->nhome >= 1);
    for (j = 0; j < f->nhome; j++) {
      assert_int_equal(ti4_planets[f->home_planets[j]].home_of, i);
      assert_int_equal(ti4_planets[f->home_planets[j]].system,
                       f->home_system);
    }
    assert_true(ti4_systems[f->home_system].home);
    assert_true(f->promissory >= 0);
    assert_true(f->leaders[0] >= 0 && f->leaders[1] >= 0
                && f->leaders[2] >= 0);
    assert_int_equal(ti4_leaders[f->leaders[2]].type, TI4_LEADER_HERO);
    assert_true(f->flagship >= 0 && f->mech >= 0);
    assert_int_equal(ti4_units[f->flagship].type, TI4_UT_FLAGSHIP);
    assert_int_equal(ti4_units[f->mech].type, TI4_UT_MECH);
    assert_true(f->start_units[TI4_UT_SPACEDOCK] == 1);
    assert_true(f->abilities && f->abilities[0] && f->abilities_ru[0]);
    assert_true(f->commodities >= 2 && f->commodities <= 6);
  }
  f = &ti4_factions[TI4_FACTION_JOLNAR];
  assert_int_equal(f->ntechs, 4);
  assert_int_equal(f->start_units[TI4_UT_DREADNOUGHT], 2);
  assert_int_equal(f->start_units[TI4_UT_PDS], 2);
  f = &ti4_factions[TI4_FACTION_HACAN];
  assert_int_equal(f->commodities, 6);
  assert_int_equal(f->nhome, 3);
  f = &ti4_factions[TI4_FACTION_GHOST];
  assert_string_equal(ti4_systems[f->home_system].id, "51");
  f = &ti4_factions[TI4_FACTION_EMPYREAN];
  assert_int_equal(f->promissory2, TI4_PROMISSORY_BLOOD_PACT);
  f = &ti4_factions[TI4_FACTION_MUAAT];
  assert_int_equal(f->start_units[TI4_UT_WARSUN], 1);
  /* Keleres variants share cards; their heroes differ. */
  assert_int_equal(ti4_factions[TI4_FACTION_KELERES_XXCHA].family,
                   TI4_FACTION_KELERES_MENTAK);
  assert_int_equal(ti4_factions[TI4_FACTION_KELERES_XXCHA].leaders[2],
                   TI4_LEADER_ODLYNN_MYRR);
  assert_int_equal(ti4_factions[TI4_FACTION_XXCHA].family,
                   TI4_FACTION_XXCHA);
  assert_int_equal(ti4_leaders[TI4_LEADER_ZEU].faction, TI4_FACTION_NAALU);
  assert_int_equal(ti4_leaders[TI4_LEADER_GILA_THE_SILVERTONGUE].type,
                   TI4_LEADER_COMMANDER);
  assert_int_equal(ti4_leaders[TI4_LEADER_ELDER_QANOJ].faction,
                   TI4_FACTION_XXCHA);
}

static void test_techs_units(void **state)
{
  const ti4_tech_info *t;
  (void)state;
  t = &ti4_techs[TI4_TECH_GRAVITY_DRIVE];
  assert_int_equal(t->color, TI4_COLOR_BLUE);
  assert_int_equal(t->prereq[TI4_COLOR_BLUE], 1);
  assert_true(t->faction < 0);
  t = &ti4_techs[TI4_TECH_DREADNOUGHT_II];
  assert_int_equal(t->color, TI4_COLOR_UNIT);
  assert_int_equal(t->prereq[TI4_COLOR_BLUE], 2);
  assert_int_equal(t->prereq[TI4_COLOR_YELLOW], 1);
  t = &ti4_techs[TI4_TECH_WAR_SUN];
  assert_int_equal(t->prereq[TI4_COLOR_RED], 3);
  assert_int_equal(ti4_units[TI4_UNIT_FIGHTER].cost2, 1);
  assert_int_equal(ti4_units[TI4_UNIT_DREADNOUGHT].cost2, 8);
  assert_int_equal(ti4_units[TI4_UNIT_WAR_SUN].dice, 3);
  assert_int_equal(ti4_units[TI4_UNIT_CRUISER_II].move, 3);
}

static void test_names_and_ids(void **state)
{
  int k, i, j;
  (void)state;
  for (k = 0; k < TI4_K__COUNT; k++) {
    int n = ti4_content_count(k);
    assert_true(n > 0);
    for (i = 0; i < n; i++) {
      const char *id = ti4_content_id(k, i);
      const char *en = ti4_content_name(k, i, 0);
      const char *ru = ti4_content_name(k, i, 1);
      const char *s;
      assert_non_null(id);
      assert_non_null(en);
      assert_non_null(ru);
      assert_true(id[0] && en[0] && ru[0]);
      for (s = id; *s; s++)
        assert_true((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')
                    || *s == '_');
      assert_int_equal(ti4_content_find(k, id), i);
      for (j = 0; j < i; j++)
        assert_true(strcmp(id, ti4_content_id(k, j)) != 0);
    }
    assert_null(ti4_content_id(k, n));
    assert_null(ti4_content_id(k, -1));
    assert_null(ti4_content_name(k, n, 0));
    assert_int_equal(ti4_content_find(k, "no_such_id"), -1);
    assert_int_equal(ti4_content_find(k, ""), -1);
  }
  assert_int_equal(ti4_content_find(TI4_K_PLANET, NULL), -1);
  assert_int_equal(ti4_content_find(TI4_K__COUNT, "lodor"), -1);
  assert_int_equal(ti4_content_find(TI4_K_PLANET, "Lodor"), -1);
  assert_string_equal(ti4_content_name(TI4_K_PLANET, TI4_PLANET_MECATOL_REX,
                                       0), "Mecatol Rex");
  assert_string_equal(ti4_content_name(TI4_K_PLANET, TI4_PLANET_MECATOL_REX,
                                       1), "Мекатол-Рекс");
}

static void test_cross_refs(void **state)
{
  int i, j;
  (void)state;
  for (i = 0; i < TI4_NPLANETS; i++) {
    int s = ti4_planets[i].system, found = 0;
    if (s < 0)
      continue;
    assert_true(s < TI4_NSYSTEMS);
    for (j = 0; j < ti4_systems[s].nplanets; j++)
      found |= ti4_systems[s].planets[j] == i;
    assert_true(found);
  }
  for (i = 0; i < TI4_NSYSTEMS; i++) {
    assert_true(ti4_systems[i].nplanets <= 4);
    for (j = 0; j < ti4_systems[i].nplanets; j++) {
      int p = ti4_systems[i].planets[j];
      assert_true(p >= 0 && p < TI4_NPLANETS);
    }
  }
  for (i = 0; i < TI4_NPROMISSORYS; i++)
    assert_true(ti4_promissories[i].faction < TI4_NFACTIONS);
  for (i = 0; i < TI4_NLEADERS; i++)
    assert_true(ti4_leaders[i].faction >= 0
                && ti4_leaders[i].faction < TI4_NFACTIONS);
  for (i = 0; i < TI4_NTECHS; i++)
    assert_true(ti4_techs[i].faction < TI4_NFACTIONS);
  assert_int_equal(ti4_systems[TI4_SYSTEM_T82B].wormholes,
                   TI4_WH_ALPHA | TI4_WH_BETA | TI4_WH_GAMMA);
  assert_int_equal(ti4_systems[TI4_SYSTEM_T83A].hyperlane, 1);
  assert_int_equal(ti4_systems[TI4_SYSTEM_T41].anomalies, TI4_ANOM_RIFT);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_counts),
    cmocka_unit_test(test_planets),
    cmocka_unit_test(test_agendas),
    cmocka_unit_test(test_actions_and_notes),
    cmocka_unit_test(test_factions),
    cmocka_unit_test(test_techs_units),
    cmocka_unit_test(test_names_and_ids),
    cmocka_unit_test(test_cross_refs),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
