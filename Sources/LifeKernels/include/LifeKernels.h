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

/// A 64 × 64 tile of the sparse engine, one word a row, with the rows around it, for one step.
typedef struct LifeTile {
  /// The tile's current generation and the same rows of the tiles to the west and east (dead if none).
  const uint64_t *centre;
  const uint64_t *west;
  const uint64_t *east;
  /// The last row of the tiles to the north-west, north and north-east.
  uint64_t north[3];
  /// The first row of the tiles to the south-west, south and south-east.
  uint64_t south[3];
  /// The generation before the current one on entry; the rows worked out are replaced by the next one.
  uint64_t *next;
  /// Bit r is set when row r must be worked out; a kernel may work out more rows, to fill its vectors.
  uint64_t rowsToWorkOut;
  /// As in `LifeBitboard`.
  uint16_t birthTotals;
  uint16_t survivalTotals;
} LifeTile;

/// Which rows a tile's step changed from two generations before: bit r for row r.
typedef struct LifeTileChanges {
  /// Rows with any cell changed.
  uint64_t rows;
  /// Rows whose cell in column 0 changed.
  uint64_t westColumn;
  /// Rows whose cell in column 63 changed.
  uint64_t eastColumn;
} LifeTileChanges;

/// Works out a tile's next generation in the rows it is asked for (and perhaps a few more), with a kernel.
///
/// A row not worked out keeps the generation before the current one, and the changes say nothing of it.
LifeTileChanges life_step_tile(LifeKernel kernel, const LifeTile *tile);

#endif
