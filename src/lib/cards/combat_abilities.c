/* combat_abilities.c -- one record per ability that changes combat rolls
 * (see combat_abilities.h). Each names its source (a faction's ability, a
 * technology) and its effect; the combat machine sums what applies. */
#include "combat_abilities.h"

enum { SRC_FACTION, SRC_TECH };
enum { FX_COMBAT_ROLL, FX_CANNON_DIE, FX_CANNON_AGAINST, FX_ROUND_REPAIR };

typedef struct {
  uint8_t src;
  int16_t id;        /* faction or technology index */
  uint8_t fx;
  int8_t value;
} combat_record;

static const combat_record records[] = {
  /* Sardakk N'orr, Unrelenting: +1 to the result of each of your units' combat rolls */
  {SRC_FACTION, TI4_FACTION_SARDAKK, FX_COMBAT_ROLL, 1},
  /* Plasma Scoring: when units use SPACE CANNON (or BOMBARDMENT), 1 of them rolls 1 additional die */
  {SRC_TECH, TI4_TECH_PLASMA_SCORING, FX_CANNON_DIE, 1},
  /* Antimass Deflectors: other players' SPACE CANNON against your units: -1 to each roll */
  {SRC_TECH, TI4_TECH_ANTIMASS_DEFLECTORS, FX_CANNON_AGAINST, -1},
  /* Duranium Armor: after you assign hits in a combat round, repair 1 of your
   * damaged units that did not use SUSTAIN DAMAGE in that round */
  {SRC_TECH, TI4_TECH_DURANIUM_ARMOR, FX_ROUND_REPAIR, 1},
};

static int applies(const ti4_state *s, int seat, const combat_record *r) {
  if (seat < 0 || seat >= s->nseats || seat >= TI4_MAX_SEATS) return 0;
  if (r->src == SRC_FACTION) return s->p[seat].faction == r->id;
  return ti4_has_tech(s, seat, r->id);
}

static int sum(const ti4_state *s, int seat, int fx) {
  int v = 0;
  for (size_t i = 0; i < sizeof records / sizeof *records; i++)
    if (records[i].fx == fx && applies(s, seat, &records[i])) v += records[i].value;
  return v;
}

int ti4_combat_roll_mod(const ti4_state *s, int seat) { return sum(s, seat, FX_COMBAT_ROLL); }
int ti4_cannon_extra_dice(const ti4_state *s, int seat) { return sum(s, seat, FX_CANNON_DIE); }
int ti4_cannon_mod_against(const ti4_state *s, int target) { return sum(s, target, FX_CANNON_AGAINST); }
int ti4_round_repairs(const ti4_state *s, int seat) { return sum(s, seat, FX_ROUND_REPAIR); }
