/* reinforcements.h -- producing units beyond the reinforcements (LRR 67.5,
 * 67.5a): a unit not in a player's reinforcements may be removed from a
 * system without their command token and produced at once. A production
 * move names such removals (doc/galaxy.md). */
#ifndef TI4_REINFORCEMENTS_H
#define TI4_REINFORCEMENTS_H
#include "rules.h"

/* Removals a production move may name (its arg[4] and arg[5]). */
enum { TI4_REMOVE_ARG = 4, TI4_REMOVE_SLOTS = 2 };
/* 67.5, 67.5a: the move's produced counts n[] (by ti4_unit_type, 0..8)
 * fit the reinforcements once its removals are taken back: 0, or refused. */
int ti4_removal_check(const ti4_state *s, const ti4_move *m, const int n[TI4_SPACE_TYPES], ti4_error *e);
/* Take the move's removals off the board into the reinforcements. */
void ti4_removal_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
/* A removal for `legal`: one unit of type k of seat's from the first
 * system (by map position) without its command token that holds one and
 * is not `except`; 0 if there is none, else written into m's first slot. */
int ti4_removal_suggest(const ti4_state *s, int seat, int k, int except, ti4_move *m);

#endif
