/* deeds.h -- what a player did that an action-phase objective asks for
 * (LRR 61.5b, 61.7, 61.9): the galaxy's combat and invasion steps and the
 * action phase tell this module what happened (one call each); objectives.c
 * reads and consumes the deeds when a player scores. Layer: common. */
#ifndef TI4_DEEDS_H
#define TI4_DEEDS_H
#include "rules.h"

/* One bit per deed (s->deeds.done[seat]); each is one secret objective's. */
enum { TI4_DEED_GREATEST_SHIP, TI4_DEED_EXAMPLE_WORLD, TI4_DEED_REBELLION, TI4_DEED_FLEETS_TO_DUST,
       TI4_DEED_UNVEIL_FLAGSHIP, TI4_DEED_MARTYR, TI4_DEED_BETRAY_FRIEND, TI4_DEED_BRAVE_VOID,
       TI4_DEED_DARKEN_SKIES, TI4_DEED_DEMONSTRATE_POWER, TI4_DEED_PRECISION, TI4_DEED_ENDURANCE,
       TI4_DEED__COUNT };

/* Where units were destroyed (the combat machine's step), or by an ability
 * outside any combat (61.9: Adjudicator Ba'al). Destroyed in a combat by a
 * card or an ability (Direct Hit, Van Hauge) is AT_COMBAT: that combat's. */
enum { TI4_DEED_AT_COMBAT, TI4_DEED_AT_CANNON, TI4_DEED_AT_BOMBARD, TI4_DEED_AT_BARRAGE, TI4_DEED_AT_ABILITY };

/* The action phase starts: no deeds yet. */
void ti4_deeds_clear(ti4_state *s);
/* The active player's tactical action begins (Betray a Friend reads the
 * notes in its play area now). */
void ti4_deeds_tactical(ti4_state *s, int seat);
/* victim lost units of type k in the active system (or on the combat's
 * planet) to by, at a step (TI4_DEED_AT_*); called after they are gone. */
void ti4_deeds_destroyed(ti4_state *s, int victim, int by, int k, int at);
/* A combat in the active system ended (78.10, 42): winner and loser, or
 * TI4_NOBODY / -1 when neither won; the combat record is still in s->combat. */
void ti4_deeds_combat_end(ti4_state *s, int winner, int loser);
/* Planet pl passed from seat from to another player, any way (25.5, 25.6):
 * called by exploration.c's hook every change of control goes through. */
void ti4_deeds_control_lost(ti4_state *s, int pl, int from);
/* seat passed; if it is the last to pass this round (Prove Endurance). */
void ti4_deeds_passed(ti4_state *s, int seat);
/* The deed an objective asks for, -1 if none; whether seat has it now. */
int ti4_deed_of(int objective);
int ti4_deed_done(const ti4_state *s, int seat, int deed);
/* seat scored the objective of deed: it and, after a combat, the deeds of
 * that same combat are gone (61.7: one objective during or after a combat). */
void ti4_deed_scored(ti4_state *s, int seat, int deed);

/* What a locked commander's unlock asks for and the board does not show
 * (51.6; leaders.c reads ti4_deed_commander): seat produced a unit of type
 * k (Magmus: a war sun); seat used one of its faction abilities (Brother
 * Omar, Codex III Omega); a space or ground combat's first round begins in
 * the active system (Rickar Rickani: in the Mecatol Rex system). */
void ti4_deeds_produced(ti4_state *s, int seat, int k);
void ti4_deeds_ability_used(ti4_state *s, int seat);
void ti4_deeds_combat_start(ti4_state *s);
int ti4_deed_commander(const ti4_state *s, int seat);

/* Laws on combat (combat_laws.c): may units on planet pl be bombarded?
 * 0, or the refusal (Conventions of War). */
int ti4_law_bombard_check(const ti4_state *s, int pl, ti4_error *e);

#endif
