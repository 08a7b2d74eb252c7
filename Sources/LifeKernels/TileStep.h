// The sparse engine's tile step, written once for any width of word vector; included after BandStep.h.
//
// Before including this file, a kernel's file defines what BandStep.h needs, and:
//   STEP_TILE  the name of the function this file defines
//
// A 64 × 64 tile is one word per row, so the vector runs down the tile: a block of LANES rows is stepped
// at once. Each row's horizontal sums come from the row's own word and the words of the tiles to its west
// and east; the rows above and below a block are its own rows moved by one lane, with one row from
// outside the block moved in: from the blocks above and below, or a row of the tiles to the north or
// south, or the row next to a run of blocks.

/// West + centre + east of each cell of some rows, given the same rows of the tiles to the west and east.
static inline __attribute__((always_inline)) Sums tile_row_sums(Lanes centre, Lanes west, Lanes east) {
  Lanes fromWest = centre << 1 | west >> 63;
  Lanes fromEast = centre >> 1 | east << 63;
  return (Sums){odd_of(fromWest, centre, fromEast), two_or_more_of(fromWest, centre, fromEast)};
}

#if LANES == 1
static inline Lanes row_above_each(Lanes blockAbove, Lanes block) {
  (void)block;
  return blockAbove;
}
static inline Lanes row_below_each(Lanes block, Lanes blockBelow) {
  (void)block;
  return blockBelow;
}
/// One bit per lane, set where the lane is not zero.
static inline uint64_t nonzero_lanes(Lanes lanes) { return lanes != 0; }
#else
/// The row above each lane's row: the last lane of the block above, then this block's lanes but its last.
static inline Lanes row_above_each(Lanes blockAbove, Lanes block) {
#if LANES == 4
  return __builtin_shufflevector(blockAbove, block, 3, 4, 5, 6);
#else
  return __builtin_shufflevector(blockAbove, block, 7, 8, 9, 10, 11, 12, 13, 14);
#endif
}
/// The row below each lane's row: this block's lanes but its first, then the first lane of the block below.
static inline Lanes row_below_each(Lanes block, Lanes blockBelow) {
#if LANES == 4
  return __builtin_shufflevector(block, blockBelow, 1, 2, 3, 4);
#else
  return __builtin_shufflevector(block, blockBelow, 1, 2, 3, 4, 5, 6, 7, 8);
#endif
}
typedef bool LaneBits __attribute__((ext_vector_type(LANES)));
/// One bit per lane, set where the lane is not zero.
static inline uint64_t nonzero_lanes(Lanes lanes) {
  LaneBits bits = __builtin_convertvector(lanes != 0, LaneBits);
  uint8_t byte;
  __builtin_memcpy(&byte, &bits, 1);
  return byte & ((1u << LANES) - 1);
}
#endif

/// One bit per block of LANES rows, set when any of its rows is set in `rows`.
static inline uint64_t blocks_of(uint64_t rows) {
#if LANES == 1
  return rows;
#else
  uint64_t blocks = 0;
  for (int block = 0; block < 64 / LANES; block++) {
    uint64_t mask = ((uint64_t)1 << LANES) - 1;
    blocks |= (uint64_t)((rows >> (block * LANES) & mask) != 0) << block;
  }
  return blocks;
#endif
}

/// How many bits in a row are set from bit 0: 64 when all are (where counting zeros would be undefined).
static inline int run_length(uint64_t bits) {
  uint64_t gaps = ~bits;
  return gaps == 0 ? 64 : __builtin_ctzll(gaps);
}

/// The sums of one row, from -1 (the last row of the tiles to the north) to 64, in every lane.
static inline __attribute__((always_inline)) Sums sums_of_row(const LifeTile *tile, int row) {
  if (row < 0) return tile_row_sums(splat(tile->north[1]), splat(tile->north[0]), splat(tile->north[2]));
  if (row > 63) return tile_row_sums(splat(tile->south[1]), splat(tile->south[0]), splat(tile->south[2]));
  return tile_row_sums(splat(tile->centre[row]), splat(tile->west[row]), splat(tile->east[row]));
}

/// The sums of the LANES rows from `firstRow`, one row in each lane.
static inline __attribute__((always_inline)) Sums sums_of_block(const LifeTile *tile, int firstRow) {
  const uint64_t *centre = tile->centre + firstRow;
  return tile_row_sums(load(centre), load(tile->west + firstRow), load(tile->east + firstRow));
}

static inline __attribute__((always_inline)) LifeTileChanges step_tile(
    const LifeTile *tile, const Rule *rule, bool isConway) {
  LifeTileChanges changes = {0, 0, 0};
  uint64_t blocks = blocks_of(tile->rowsToWorkOut);
  // Runs of blocks share their sums: each block's sums give the row above the next block and the row
  // below the block before it, without leaving the vector registers.
  while (blocks != 0) {
    int first = __builtin_ctzll(blocks);
    int end = first + run_length(blocks >> first);
    blocks = end >= 64 ? 0 : blocks & (~(uint64_t)0 << end);
    Sums above = sums_of_row(tile, first * LANES - 1);
    Sums here = sums_of_block(tile, first * LANES);
    for (int block = first; block < end; block++) {
      int top = block * LANES;
      Sums below = block + 1 < end ? sums_of_block(tile, top + LANES) : sums_of_row(tile, top + LANES);
      Lanes aboveOnes = row_above_each(above.ones, here.ones);
      Lanes aboveTwos = row_above_each(above.twos, here.twos);
      Lanes belowOnes = row_below_each(here.ones, below.ones);
      Lanes belowTwos = row_below_each(here.twos, below.twos);
      // Add the three rows' two-bit sums into a four-bit total (0...9) for each cell.
      Lanes t0 = odd_of(aboveOnes, here.ones, belowOnes);
      Lanes carry0 = two_or_more_of(aboveOnes, here.ones, belowOnes);
      Lanes twos = odd_of(aboveTwos, here.twos, belowTwos);
      Lanes fours = two_or_more_of(aboveTwos, here.twos, belowTwos);
      Lanes t1 = twos ^ carry0;
      Lanes carry1 = twos & carry0;
      Lanes alive = load(tile->centre + top);
      Lanes cells = next_state(rule, isConway, alive, t0, t1, fours ^ carry1, fours & carry1);
      // The words replaced hold the generation before the current one: what changed in two generations.
      Lanes difference = load(tile->next + top) ^ cells;
      store(tile->next + top, cells);
      changes.rows |= nonzero_lanes(difference) << top;
      changes.westColumn |= nonzero_lanes(difference & 1) << top;
      changes.eastColumn |= nonzero_lanes(difference >> 63) << top;
      above = here;
      here = below;
    }
  }
  return changes;
}

LifeTileChanges STEP_TILE(const LifeTile *given) {
  // A copy the compiler knows no store into the next generation can change, so it keeps it in registers.
  const LifeTile copy = *given;
  const LifeTile *tile = &copy;
  bool isConway = tile->birthTotals == 1 << 3 && tile->survivalTotals == (1 << 3 | 1 << 4);
  if (isConway) {
    Rule rule = {.isConway = true};
    return step_tile(tile, &rule, true);
  }
  Rule rule = {
      .isConway = false,
      .births = totals_in(tile->birthTotals),
      .survivals = totals_in(tile->survivalTotals),
  };
  return step_tile(tile, &rule, false);
}
