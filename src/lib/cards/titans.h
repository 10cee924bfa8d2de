/* titans.h -- the Titans of Ul's sleeper tokens (cards/titans.c). */
#ifndef TI4_TITANS_H
#define TI4_TITANS_H
#include "rules.h"

enum { TI4_ASK_TERRAGENESIS = TI4_ASKS_FACTIONS + 27 };   /* choose PLANET or nothing */
/* Terragenesis owed (s->tok.terra_owed): ask the Titans; 1 when asked. */
int ti4_terragenesis_ask(ti4_state *s);

#endif
