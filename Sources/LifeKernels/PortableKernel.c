// The portable kernel: one 64-bit word at a time, on any processor.

#include "Kernels.h"

typedef uint64_t Lanes;
#define LANES 1
#define STEP_ROWS life_step_rows_portable
#include "BandStep.h"
#define STEP_TILE life_step_tile_portable
#include "TileStep.h"
