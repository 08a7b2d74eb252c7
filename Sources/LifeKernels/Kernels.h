// The kernels behind `life_step_rows`, one per file; each needs a grid at least as wide as its vector.

#ifndef LIFE_KERNELS_INTERNAL_H
#define LIFE_KERNELS_INTERNAL_H

#include "LifeKernels.h"

void life_step_rows_portable(const LifeBitboard *board, size_t firstRow, size_t endRow);
LifeTileChanges life_step_tile_portable(const LifeTile *tile);

#if defined(__x86_64__)
void life_step_rows_avx2(const LifeBitboard *board, size_t firstRow, size_t endRow);
void life_step_rows_avx512(const LifeBitboard *board, size_t firstRow, size_t endRow);
LifeTileChanges life_step_tile_avx2(const LifeTile *tile);
LifeTileChanges life_step_tile_avx512(const LifeTile *tile);
#endif

#endif
