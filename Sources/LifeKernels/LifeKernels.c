// Which kernels this processor runs, and the choice of kernel for a band.

#include "Kernels.h"

bool life_kernel_is_supported(LifeKernel kernel) {
  switch (kernel) {
    case LifeKernelPortable:
      return true;
#if defined(__x86_64__)
    // These ask the processor (CPUID) and the operating system (which must save the vector registers).
    case LifeKernelAVX2:
      return __builtin_cpu_supports("avx2");
    case LifeKernelAVX512:
      return __builtin_cpu_supports("avx512f");
#endif
    default:
      return false;
  }
}

void life_step_rows(LifeKernel kernel, const LifeBitboard *board, size_t firstRow, size_t endRow) {
#if defined(__x86_64__)
  // Every processor with AVX-512 has AVX2, so a grid too narrow for 8 words can take 4.
  if (kernel == LifeKernelAVX512 && board->wordsPerRow >= 8) {
    life_step_rows_avx512(board, firstRow, endRow);
    return;
  }
  if (kernel != LifeKernelPortable && board->wordsPerRow >= 4) {
    life_step_rows_avx2(board, firstRow, endRow);
    return;
  }
#else
  (void)kernel;
#endif
  life_step_rows_portable(board, firstRow, endRow);
}

LifeTileChanges life_step_tile(LifeKernel kernel, const LifeTile *tile) {
#if defined(__x86_64__)
  switch (kernel) {
    case LifeKernelAVX512:
      return life_step_tile_avx512(tile);
    case LifeKernelAVX2:
      return life_step_tile_avx2(tile);
    default:
      break;
  }
#else
  (void)kernel;
#endif
  return life_step_tile_portable(tile);
}
