/* ability_index.h -- the index of ability records by timing window, written
 * at build time by tools/gen_ability_index.c into gen/ability_index.c from
 * the records themselves, so that listing the plays of a window reads only
 * the records that name it and whose component the seat may hold.
 *
 * Sets of records are bitsets over ability indices (ti4_ability_get), in
 * TI4_ABX_WORDS words: the generator refuses to build beyond that. */
#ifndef TI4_ABILITY_INDEX_H
#define TI4_ABILITY_INDEX_H
#include <stdint.h>
#include "ti4/state.h"

#define TI4_ABX_WORDS 4                 /* up to 256 ability records */
#define TI4_ABX_SLOTS (TI4_W__COUNT + 1) /* each window; then component actions */
#define TI4_ABX_CARDS 128               /* action card contents a hand may hold */

/* Slot w < TI4_W__COUNT: the records usable in window w (its bit set, not a
 * component action); slot TI4_W__COUNT: the component actions. */
extern const uint64_t ti4_abx_slot[TI4_ABX_SLOTS][TI4_ABX_WORDS];
/* The action card records of each action card content. */
extern const uint64_t ti4_abx_card[TI4_ABX_CARDS][TI4_ABX_WORDS];
/* Every record that is not an action card's. */
extern const uint64_t ti4_abx_other[TI4_ABX_WORDS];
/* Each record's src and content, to test a candidate without reading it. */
extern const uint8_t ti4_abx_src[64 * TI4_ABX_WORDS];
extern const int16_t ti4_abx_content[64 * TI4_ABX_WORDS];
/* The laws' out-of-turn plays (TI4_ABF_OUT_OF_TURN, no window, a check):
 * the agenda phase offers them with every pending vote. */
extern const uint64_t ti4_abx_oot[TI4_ABX_WORDS];
/* Every record usable out of turn (TI4_ABF_OUT_OF_TURN): engine.c lists
 * other seats' plays of these. */
extern const uint64_t ti4_abx_oot_all[TI4_ABX_WORDS];

#endif
