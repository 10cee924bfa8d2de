/* combat_choices.h -- the questions of combat's steps that are the
 * players' to decide and belong to no single card (LRR 49.4a: the order
 * of ground combats; the unit a round's repair takes; a retreat's cargo
 * left behind and the pool paying its token; the dice a reroll takes;
 * whether anti-fighter barrage is used; Ambush's ships; whether a unit an
 * opponent's hit was assigned to sustains damage). The steps
 * themselves are galaxy/combat.c and invasion.c; their questions live
 * here, below the registry that routes `choose` answers. */
#ifndef TI4_COMBAT_CHOICES_H
#define TI4_COMBAT_CHOICES_H
#include "rules.h"

/* Ask ids 62-77 (registry/choices.c's tables must not share them). */
enum { TI4_ASK_GROUND_ORDER = 62,    /* choose PLANET: the next planet's ground combat (49.4a) */
       TI4_ASK_REPAIR = 63,           /* choose TYPE: the unit a round's repair takes (Duranium Armor); ask.arg[0]: the types that can be */
       TI4_ASK_RETREAT_CARGO = 64,    /* choose SYSTEM:TYPE=N,...: the fighters and ground forces a retreat leaves behind (78.7b);
                                         ask.arg[0]: the active system's position, arg[1]: how many */
       TI4_ASK_RETREAT_TOKEN = 65,    /* choose tactic|fleet|strategy: the pool paying a retreat's token (78.7d); ask.arg[0]: where to */
       TI4_ASK_REROLL = 66 };         /* choose SYSTEM:TYPE=N,... | choose: the missed dice to reroll (Fire Team, Munitions
                                         Reserves; 74); ask.arg[0]: the active system's position, arg[1]: the side */
/* Ask ids 150-159 (the players' choices the engine used to make). */
enum { TI4_ASK_BARRAGE = 150,        /* choose SYSTEM:TYPE=N,... | choose: use anti-fighter barrage or not (78.3);
                                         ask.arg[0]: the active system's position, arg[1..3]: the units, packed as a move's */
       TI4_ASK_AMBUSH = 151,          /* choose SYSTEM:TYPE=N,... | choose: the ships that roll for Ambush (Mentak);
                                         the shared unit pick: arg[0] position, arg[1] types, arg[2] most, arg[3] owner */
       TI4_ASK_FOE_SUSTAIN = 152,
       TI4_ASK_HARROW = 153,          /* as TI4_ASK_BARRAGE: Harrow's bombardment after a ground combat round, or not */
       TI4_ASK_X89 = 154,
       TI4_ASK_USE_MAGEN = 155,       /* choose use | choose: Magen Defense Grid's hit at the start of a ground combat, or not */
       TI4_ASK_USE_SPLICER = 156,
       TI4_ASK_RAID = 157 };          /* the shared unit pick, exactly arg[2] undamaged ships: those Raid Formation damages */   /* ... Dimensional Splicer's at the start of a space combat */           /* choose infantry | choose: X-89 Bacterial Weapon destroys the rest of the infantry, or not */   /* choose sustain | choose: the owner of a unit an opponent's hit was assigned to
                                         (Magen Defense Grid, Dimensional Splicer) says whether it sustains damage (87);
                                         ask.arg[0]: the unit type */

/* The shared question "which of these units" (combat_choices.c): seat is
 * asked to name units of owner's at map position pos, of the types in the
 * mask (a bit per unit type), at most `most` in all, or none: `choose
 * SYSTEM:TYPE=N,...` or plain `choose`. what: the ask id whose row applies
 * the answer (ti4_unit_pick_counts reads it). */
void ti4_unit_pick_ask(ti4_state *s, int what, int seat, int owner, int pos, unsigned mask, int most);
/* ... flags or-ed into owner: only undamaged units count, exactly `most` named. */
enum { TI4_PICK_UNDAMAGED = 0x100, TI4_PICK_EXACT = 0x200 };
/* An answer's count of type k (0 for plain `choose`). */
int ti4_unit_pick_count(const ti4_move *m, int k);

/* 49.3a, 49.4a: the planets of the active system committed to (a bit per
 * slot) where a space cannon defense or ground combat is still to come --
 * another player's ground forces or PDS are there. */
unsigned ti4_invasion_contested(const ti4_state *s);

#endif
