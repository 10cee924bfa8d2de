/* rng.c -- xoshiro256** (Blackman & Vigna), seeded through splitmix64. */
#include "rng.h"

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void ti4_rng_seed(uint64_t r[4], uint64_t seed) {
  for (int i = 0; i < 4; i++) r[i] = splitmix(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t ti4_rng_next(uint64_t r[4]) {
  uint64_t out = rotl(r[1] * 5, 7) * 9, t = r[1] << 17;
  r[2] ^= r[0]; r[3] ^= r[1]; r[1] ^= r[2]; r[0] ^= r[3];
  r[2] ^= t; r[3] = rotl(r[3], 45);
  return out;
}

uint32_t ti4_rng_below(uint64_t r[4], uint32_t n) {
  uint64_t lim = UINT64_MAX - UINT64_MAX % n;  /* reject the uneven tail */
  uint64_t x;
  do x = ti4_rng_next(r); while (x >= lim);
  return (uint32_t)(x % n);
}

void ti4_rng_shuffle(uint64_t r[4], uint8_t *a, unsigned n) {
  for (unsigned i = n; i > 1; i--) {
    uint32_t j = ti4_rng_below(r, i);
    uint8_t t = a[i - 1]; a[i - 1] = a[j]; a[j] = t;
  }
}
