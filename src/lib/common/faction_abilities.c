/* faction_abilities.c -- faction sheet abilities that act by themselves at
 * moments the phases make happen (no play, no window): the phases call the
 * moment, the faction's ability answers. Those that are played are records
 * in cards/factions.c; those of combat in cards/combat_abilities.c. */
#include <string.h>
#include "agenda_rules.h"
#include "round.h"
#include "faction_abilities.h"

/* Sol, Versatile: one more command token whenever they gain them in the
 * status phase (81.5: 2, so 3). */
int ti4_status_tokens(const ti4_state *s, int seat) {
  return 2 + (s->p[seat].faction == TI4_FACTION_SOL);
}

/* Replenishing commodities (21.4: up to the faction's value), and what
 * follows any replenishment: Trade Agreement, Minister of Commerce. */
void ti4_note_replenished(ti4_state *s, int owner, ti4_events *ev);   /* notes.c */
void ti4_replenish(ti4_state *s, int seat, ti4_events *ev) {
  int f = s->p[seat].faction;
  int c = f >= 0 ? ti4_factions[f].commodities : 0;
  if (c > s->p[seat].commodities) {
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_COMMODITIES, -1, c - s->p[seat].commodities);
    s->p[seat].commodities = (uint8_t)c;
  }
  ti4_note_replenished(s, seat, ev);          /* Trade Agreement */
  int mc = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_COMMERCE) : -1;
  if (mc >= 0 && s->laws[mc].elected == TI4_TARGET(TI4_T_PLAYER, seat)) {
    int n = 0;                                  /* Minister of Commerce: 1 per neighbour (LRR 60) */
    for (int o = 0; o < s->nseats; o++) n += o != seat && !s->p[o].eliminated && ti4_neighbors(s, seat, o);
    if (n) ti4_gain_tg(s, seat, n, ev);
  }
}

/* Council Patronage (the Council Keleres): at the start of the strategy
 * phase, replenish commodities, then gain 1 trade good. */
static int keleres(int f) { return f >= 0 && !strncmp(ti4_factions[f].id, "keleres_", 8); }
void ti4_factions_start_of_strategy(ti4_state *s, ti4_events *ev) {
  for (int i = 0; i < s->nseats; i++) {
    if (s->p[i].eliminated || !keleres(s->p[i].faction)) continue;
    ti4_replenish(s, i, ev);
    ti4_gain_tg(s, i, 1, ev);
  }
}

/* Arborec, Mitosis: at the start of the status phase they place 1 infantry
 * from reinforcements on a planet they control (asked: which). Their space
 * docks producing no infantry is the production rule's (68.1d). */
int ti4_factions_start_of_status(ti4_state *s, ti4_events *ev) {   /* infantry: no limit (23.4) */
  (void)ev;
  for (int i = 0; i < s->nseats; i++) {
    if (s->p[i].eliminated || s->p[i].faction != TI4_FACTION_ARBOREC) continue;
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (s->planet_owner[p] == i && !(s->planet_flags[p] & TI4_PF_DMZ)) {
        ti4_ask_for(s, TI4_ASK_MITOSIS, i, -1);
        return 1;
      }
  }
  return 0;
}

/* Saar, Nomadic: they score public objectives without controlling the
 * planets of their home system (61.16 does not bind them). */
int ti4_scores_without_home(const ti4_state *s, int seat) {
  return s->p[seat].faction == TI4_FACTION_SAAR;
}
