/* content.c -- id lookups over the generated content tables.
 *
 * The tables themselves (ti4_planets[] ...) and a per-kind index of rows
 * sorted by id are generated into build/gen/content_data.c by
 * tools/gen_content.c. Nothing here allocates.
 */
#include <stddef.h>
#include <string.h>

#include "content.h"

/* Defined in the generated content_data.c: row indices sorted by id. */
extern const int16_t ti4__sorted_planets[], ti4__sorted_systems[],
  ti4__sorted_agendas[], ti4__sorted_actions[], ti4__sorted_promissories[],
  ti4__sorted_strategies[], ti4__sorted_techs[], ti4__sorted_objectives[],
  ti4__sorted_factions[], ti4__sorted_leaders[], ti4__sorted_relics[],
  ti4__sorted_units[], ti4__sorted_explorations[];

typedef struct {
  int count;
  const int16_t *sorted;
} kind_table;

static const kind_table kinds[TI4_K__COUNT] = {
  [TI4_K_PLANET] = { TI4_NPLANETS,
                     ti4__sorted_planets },
  [TI4_K_SYSTEM] = { TI4_NSYSTEMS,
                     ti4__sorted_systems },
  [TI4_K_AGENDA] = { TI4_NAGENDAS,
                     ti4__sorted_agendas },
  [TI4_K_ACTION] = { TI4_NACTIONS,
                     ti4__sorted_actions },
  [TI4_K_PROMISSORY] = { TI4_NPROMISSORYS, ti4__sorted_promissories },
  [TI4_K_STRATEGY] = { TI4_NSTRATEGYS, ti4__sorted_strategies },
  [TI4_K_TECH] = { TI4_NTECHS,
                   ti4__sorted_techs },
  [TI4_K_OBJECTIVE] = { TI4_NOBJECTIVES, ti4__sorted_objectives },
  [TI4_K_FACTION] = { TI4_NFACTIONS,
                      ti4__sorted_factions },
  [TI4_K_LEADER] = { TI4_NLEADERS,
                     ti4__sorted_leaders },
  [TI4_K_RELIC] = { TI4_NRELICS,
                    ti4__sorted_relics },
  [TI4_K_EXPLORATION] = { TI4_NEXPLORATIONS, ti4__sorted_explorations },
  [TI4_K_UNIT] = { TI4_NUNITS,
                   ti4__sorted_units },
};

/* Field `which` (0 id, 1 en, 2 ru) of row i of a kind; i is in range. */
#define NAME_CASE(K, A) \
  case K: return which == 0 ? A[i].id : which == 1 ? A[i].en : A[i].ru
static const char *field(int kind, int i, int which)
{
  switch (kind) {
  NAME_CASE(TI4_K_PLANET, ti4_planets);
  NAME_CASE(TI4_K_SYSTEM, ti4_systems);
  NAME_CASE(TI4_K_AGENDA, ti4_agendas);
  NAME_CASE(TI4_K_ACTION, ti4_actions);
  NAME_CASE(TI4_K_PROMISSORY, ti4_promissories);
  NAME_CASE(TI4_K_STRATEGY, ti4_strategies);
  NAME_CASE(TI4_K_TECH, ti4_techs);
  NAME_CASE(TI4_K_OBJECTIVE, ti4_objectives);
  NAME_CASE(TI4_K_FACTION, ti4_factions);
  NAME_CASE(TI4_K_LEADER, ti4_leaders);
  NAME_CASE(TI4_K_RELIC, ti4_relics);
  NAME_CASE(TI4_K_EXPLORATION, ti4_explorations);
  NAME_CASE(TI4_K_UNIT, ti4_units);
  default: return NULL;
  }
}
#undef NAME_CASE

int ti4_content_count(int kind)
{
  if (kind < 0 || kind >= TI4_K__COUNT)
    return 0;
  return kinds[kind].count;
}

int ti4_content_find(int kind, const char *id)
{
  const kind_table *k;
  int lo, hi;
  if (kind < 0 || kind >= TI4_K__COUNT || !id)
    return -1;
  k = &kinds[kind];
  lo = 0;
  hi = k->count - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int row = k->sorted[mid];
    int c = strcmp(id, field(kind, row, 0));
    if (c == 0)
      return row;
    if (c < 0)
      hi = mid - 1;
    else
      lo = mid + 1;
  }
  return -1;
}

const char *ti4_unit_word(int k)
{
  static const char *const words[TI4_UT__COUNT] = {"carrier", "cruiser", "destroyer", "dreadnought",
    "fighter", "flagship", "warsun", "infantry", "mech", "pds", "dock"};
  return k >= 0 && k < TI4_UT__COUNT ? words[k] : NULL;
}

const char *ti4_content_id(int kind, int i)
{
  if (kind < 0 || kind >= TI4_K__COUNT || i < 0 || i >= kinds[kind].count)
    return NULL;
  return field(kind, i, 0);
}

const char *ti4_content_name(int kind, int i, int russian)
{
  if (kind < 0 || kind >= TI4_K__COUNT || i < 0 || i >= kinds[kind].count)
    return NULL;
  return field(kind, i, russian ? 2 : 1);
}
