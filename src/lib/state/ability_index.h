/* ability_index.h -- what every floor may know of the ability records,
 * written at build time by tools/gen_ability_index.c into
 * gen/ability_index.c from the records themselves: each record's id, source,
 * content, windows and flags (so that a record or a window can ask what a
 * move's ability index names without reaching up into the registry that
 * holds the records' functions), and the index of records by timing window,
 * so that listing the plays of a window reads only the records that name it
 * and whose component the seat may hold. Data only: it calls nothing.
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
/* How many records; each record's flags (TI4_ABF_*), windows (bits of
 * ti4_window_id) and id (the word after `play`). */
extern const int ti4_abx_count;
extern const uint16_t ti4_abx_flags[64 * TI4_ABX_WORDS];
extern const uint32_t ti4_abx_windows[64 * TI4_ABX_WORDS];
extern const char *const ti4_abx_id[64 * TI4_ABX_WORDS];
/* The laws' out-of-turn plays (TI4_ABF_OUT_OF_TURN, no window, a check):
 * the agenda phase offers them with every pending vote. */
extern const uint64_t ti4_abx_oot[TI4_ABX_WORDS];


/* Ability index i names a record. */
static inline int ti4_ability_valid(int i) { return i >= 0 && i < ti4_abx_count; }
/* Its source (enum ti4_ability_src), or -1 for an index that names none. */
static inline int ti4_ability_src(int i) { return ti4_ability_valid(i) ? ti4_abx_src[i] : -1; }
static inline int ti4_ability_content(int i) { return ti4_ability_valid(i) ? ti4_abx_content[i] : -1; }
static inline unsigned ti4_ability_flags(int i) { return ti4_ability_valid(i) ? ti4_abx_flags[i] : 0u; }
static inline const char *ti4_ability_word(int i) { return ti4_ability_valid(i) ? ti4_abx_id[i] : "?"; }
/* Is ability i the record of this source and content (an action card, a
 * leader, ...)? */
static inline int ti4_ability_is(int i, int src, int content) {
  return ti4_ability_valid(i) && ti4_abx_src[i] == src && ti4_abx_content[i] == content;
}

#endif
