/* rng.h -- the game's seeded generator (xoshiro256**), kept in the state so
 * that a seed and a list of moves replay a game exactly. */
#ifndef TI4_RNG_H
#define TI4_RNG_H
#include <stdint.h>
void ti4_rng_seed(uint64_t r[4], uint64_t seed);
uint64_t ti4_rng_next(uint64_t r[4]);
/* Uniform in [0, n), n > 0, without modulo bias. */
uint32_t ti4_rng_below(uint64_t r[4], uint32_t n);
/* Fisher-Yates over n bytes. */
void ti4_rng_shuffle(uint64_t r[4], uint8_t *a, unsigned n);
#endif
