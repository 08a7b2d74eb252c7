// The AVX-512 kernel: 8 words (512 cells) at a time, on x86-64 processors that have AVX-512F.
//
// Only the functions of this file are compiled for AVX-512, so the package builds with no special flags
// and runs on any x86-64; `life_step_rows` and `life_step_tile` call it only where the processor has
// AVX-512F.

#include "Kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>
#pragma clang attribute push(__attribute__((target("avx512f"))), apply_to = function)
typedef uint64_t Lanes __attribute__((vector_size(64)));
#define LANES 8
#define STEP_ROWS life_step_rows_avx512
#include "BandStep.h"
#define STEP_TILE life_step_tile_avx512
#include "TileStep.h"
#pragma clang attribute pop
#endif
