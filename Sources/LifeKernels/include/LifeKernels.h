// The bitboard's stepping loop in C, so it can use the processor's vector units where it has them.
//
// A grid is stored as rows of 64-bit words (bit i of word j is column 64 × j + i). A kernel writes the
// next generation of a band of rows. There are three kernels doing the same work on words in different
// widths; `life_kernel_is_supported` says which ones this processor runs.

#ifndef LIFE_KERNELS_H
#define LIFE_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// The code that steps the words: one 64-bit word at a time anywhere, or 4 or 8 at once on x86-64.
typedef enum __attribute__((enum_extensibility(closed))) LifeKernel {
  /// Plain 64-bit words: every processor.
  LifeKernelPortable = 0,
  /// 256-bit vectors, 4 words at once: x86-64 with AVX2.
  LifeKernelAVX2 = 1,
  /// 512-bit vectors, 8 words at once: x86-64 with AVX-512 (F, BW and VL).
  LifeKernelAVX512 = 2,
} LifeKernel;

/// One generation of a grid: where it is read from and written to, its shape, its edges and its rule.
typedef struct LifeBitboard {
  /// The current generation, `height` × `wordsPerRow` words, with one readable word before and one after
  /// (the kernels load whole vectors next to the edges and ignore what lies beyond them).
  const uint64_t *current;
  /// Where the next generation's rows are written; the bits past `width` in each row's last word stay zero.
  uint64_t *next;
  size_t width;
  size_t height;
  size_t wordsPerRow;
  /// Whether west of the first column is the last column (a torus); otherwise it is dead.
  bool wrapsColumns;
  /// Whether above the first row is the last row (a torus); otherwise it is dead.
  bool wrapsRows;
  /// Bit t is set when a dead cell whose 3 × 3 block holds t live cells comes alive (t ∈ B).
  uint16_t birthTotals;
  /// Bit t is set when a live cell whose 3 × 3 block holds t live cells, itself included, stays (t − 1 ∈ S).
  uint16_t survivalTotals;
} LifeBitboard;

/// Whether this processor (and its operating system) can run a kernel.
bool life_kernel_is_supported(LifeKernel kernel);

/// Writes the next generation of rows `firstRow` ..< `endRow` of a grid with a kernel this processor runs.
///
/// Grids narrower than the kernel's vector are stepped with the widest kernel that fits them.
void life_step_rows(LifeKernel kernel, const LifeBitboard *board, size_t firstRow, size_t endRow);

#endif
