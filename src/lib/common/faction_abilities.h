/* faction_abilities.h -- faction sheet abilities that act by themselves at
 * the moments the phases make happen (faction_abilities.c). */
#ifndef TI4_FACTION_ABILITIES_H
#define TI4_FACTION_ABILITIES_H
#include "rules.h"

/* Commodities up to the faction's value (21.4), then what follows any
 * replenishment (Trade Agreement, Minister of Commerce). */
void ti4_replenish(ti4_state *s, int seat, ti4_events *ev);
/* The command tokens seat gains in the status phase (81.5; Versatile). */
int ti4_status_tokens(const ti4_state *s, int seat);
/* At the start of the strategy phase (Council Patronage). */
void ti4_factions_start_of_strategy(ti4_state *s, ti4_events *ev);
/* Questions the faction abilities ask (answered in cards/factions.c). */
enum { TI4_ASK_STALL = TI4_ASKS_FACTIONS,   /* choose CARD: Stall Tactics' discard */
       TI4_ASK_MITOSIS,                     /* choose PLANET: Mitosis' infantry */
       TI4_ASK_PEACE_ACCORDS,               /* choose PLANET or nothing: Peace Accords */
       TI4_ASK_PILLAGE,                     /* choose pX trade_good|commodity or nothing: Pillage (arg[0]: pX) */
       TI4_ASK_SINGULARITY,                 /* choose TECH or nothing: Technological Singularity (arg[0]: the opponent) */
       TI4_ASK_RECLAMATION,                 /* choose mecatol_rex or nothing: Reclamation */
       TI4_ASK_FABRICATION };               /* choose 2|1 TRAIT: Fabrication */
/* The Nomad's agents' questions: ids 16-23 (cards/leaders2.c, activation.c: 16 Mercer). */
enum { TI4_ASK_ARTUNO = 17,                 /* choose N or nothing: Artuno the Betrayer (arg[0]: N, the trade goods gained) */
       TI4_ASK_TCS = 18 };                  /* choose pX or nothing: Temporal Command Suite (arg[0]: pX, arg[1]: the agent) */
int ti4_tcs_fits(const ti4_state *s, int seat);
/* Ask ids 40-47 (given to the Nekro's technologies and commander). */
enum { TI4_ASK_VALEFAR = 40,                /* choose valefar_assimilator_x|_y: the token Technological Singularity
                                               places (ask.card: the technology, arg[0]: its owner) */
       TI4_ASK_ACIDOS = 41 };               /* choose draw or nothing: Nekro Acidos */
/* Ask ids 148-155 (the Mentak's agent). */
enum { TI4_ASK_SUFFI_AN = 148 };            /* choose draw or nothing: Suffi An after Pillage (arg[0]: the player pillaged) */
/* At the start of the status phase (Mitosis); 1 when it asks. */
int ti4_factions_start_of_status(ti4_state *s, ti4_events *ev);
/* Xxcha, Peace Accords: after resolving Diplomacy's primary or secondary,
 * seat may take a planet (asked; none asked when none fits). */
void ti4_factions_after_diplomacy(ti4_state *s, int seat);
int ti4_peace_accords_fits(const ti4_state *s, int seat, int planet);
/* Nekro, Propagation: seat cannot research technology; where it would,
 * it gains 3 command tokens instead (asked where they go, 20.3a: no more
 * than its reinforcements hold). */
int ti4_propagation(const ti4_state *s, int seat);
void ti4_propagation_tokens(ti4_state *s, int seat);
/* Scores public objectives without its home planets (61.16; Nomadic). */
int ti4_scores_without_home(const ti4_state *s, int seat);
/* Control of planet pl passes to seat from o: o's structures there are
 * destroyed or, for the L1Z1X (Assimilate) or with Infiltrate played,
 * replaced (kept[2], kept[3]: seat's PDS and docks on it afterwards, as
 * many as its reinforcements hold); pos: its map position. */
void ti4_structures_taken(ti4_state *s, int seat, int pl, int o, int pos, int infiltrate, uint8_t kept[4], ti4_events *ev);
/* After seat gained control of planet pl, however (Scavenge). */
void ti4_factions_control_gained(ti4_state *s, int seat, int pl, ti4_events *ev);
/* The influence seat spends to remove the custodians token (27.2; Blood Ties). */
int ti4_custodians_cost(const ti4_state *s, int seat);
/* Mentak, Pillage: may the Mentak seat take from o now? */
int ti4_pillage_fits(const ti4_state *s, int mentak, int o);
/* Questions faction abilities owe (Pillage), asked once nothing else is; 1 when one is asked. */
int ti4_factions_owed_ask(ti4_state *s);
int ti4_artuno_fits(const ti4_state *s, int seat);
/* Technological Singularity: the Nekro who may answer the destruction of
 * owner's unit in the combat under way (-1 none); may they gain t from o;
 * a unit of owner's was destroyed in combat; used in this combat. */
int ti4_singularity_nekro(const ti4_state *s, int owner);
int ti4_singularity_fits(const ti4_state *s, int nekro, int o, int t);
void ti4_factions_unit_destroyed(ti4_state *s, int owner);
void ti4_singularity_used(ti4_state *s);
/* Valefar Assimilator X and Y: the tokens (bit 0 X, bit 1 Y) nekro may
 * place on o's faction technology t instead of gaining a technology
 * (0: none); place token i (0 X, 1 Y) on t. */
int ti4_valefar_tokens(const ti4_state *s, int nekro, int o, int t);
void ti4_valefar_place(ti4_state *s, int nekro, int i, int t, ti4_events *ev);
/* seat gained a technology (every effect that gains one calls this):
 * Nekro Acidos' draw is owed, asked once nothing else is; I.I.H.Q.
 * Modernization's Custodia Vigilia is gained (announced in ev). */
void ti4_tech_gained(ti4_state *s, int seat, ti4_events *ev);
/* seat spent n tokens from its strategy pool: Magmus, 1 trade good each. */
void ti4_strategy_spent(ti4_state *s, int seat, int n, ti4_events *ev);
/* Jol-Nar, Brilliant: may seat resolve Technology's primary as its secondary? */
int ti4_brilliant(const ti4_state *s, int seat);
/* Winnu, Reclamation: a tactical action is over (tactical.c); the PDS and
 * space dock (1 each or 0) seat may place on Mecatol Rex now, 0 if none. */
void ti4_factions_tactical_done(ti4_state *s);
int ti4_reclamation_units(const ti4_state *s, int seat, int *pds, int *dock);
/* Mahact, Hubris: note pn is an Alliance and seat the Mahact (purged at
 * setup; nobody gives them one). */
int ti4_hubris(const ti4_state *s, int seat, int pn);

#endif
