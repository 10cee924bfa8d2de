/* techs.c -- ability records of this family (see rules.h, ti4_ability). */
#include "rules.h"

static const ti4_ability rows[] = {
  {0}
};
const ti4_ability_table ti4_ab_techs = { rows, 0 };
