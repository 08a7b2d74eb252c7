// A hint to the processor that Swift cannot give by itself: start loading a cache line now.
//
// HashLife's nodes and hash slots are spread over many megabytes, so most lookups miss the cache.
// Asking for the lines of several lookups before doing any of them lets their misses overlap.

#ifndef LIFE_MEMORY_HINTS_H
#define LIFE_MEMORY_HINTS_H

/// Starts loading the cache line holding `address` for reading; it never faults and waits for nothing.
static inline __attribute__((always_inline)) void life_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
