// The AVX2 kernel: 4 words (256 cells) at a time, on x86-64 processors that have AVX2.
//
// Only the functions of this file are compiled for AVX2, so the package builds with no special flags and
// runs on any x86-64; `life_step_rows` and `life_step_tile` call it only where the processor has AVX2.

#include "Kernels.h"

#if defined(__x86_64__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
typedef uint64_t Lanes __attribute__((vector_size(32)));
#define LANES 4
#define STEP_ROWS life_step_rows_avx2
#include "BandStep.h"
#define STEP_TILE life_step_tile_avx2
#include "TileStep.h"
#pragma clang attribute pop
#endif
