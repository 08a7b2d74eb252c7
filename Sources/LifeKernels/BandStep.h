// The band step, written once for any width of word vector and included by each kernel's file.
//
// Before including this file, a kernel's file defines:
//   Lanes      the words stepped at once: uint64_t, or a vector of 4 or 8 of them
//   LANES      how many words one Lanes holds
//   STEP_ROWS  the name of the function this file defines
//
// The band is walked in strips LANES words wide, each from its top row down. Each row's horizontal sums
// (west + centre + east, as two bit planes) are worked out once and kept in registers for the row above,
// the row itself and the row below: four loads and one store per LANES words, the rest is logic.

#include "LifeKernels.h"

/// A strip walks this many rows before the next strip starts, so the rows it read are still in the
/// first-level cache when the strip beside it reads them again.
enum { BLOCK_ROWS = 64 };

static inline Lanes load(const uint64_t *words) {
  Lanes lanes;
  __builtin_memcpy(&lanes, words, sizeof lanes);  // no alignment needed: strips start at any word
  return lanes;
}

static inline void store(uint64_t *words, Lanes lanes) { __builtin_memcpy(words, &lanes, sizeof lanes); }

/// The same word in every lane.
static inline Lanes splat(uint64_t word) { return (Lanes){0} + word; }

/// A value in one lane, zero in the others.
static inline Lanes only_in_lane(size_t lane, uint64_t word) {
  uint64_t words[LANES] = {0};
  words[lane] = word;
  return load(words);
}

/// The row above the first or below the last: the opposite row on a torus, none (NULL, dead) otherwise.
static inline const uint64_t *row_at(const LifeBitboard *board, ptrdiff_t row) {
  ptrdiff_t height = (ptrdiff_t)board->height;
  if (row < 0 || row >= height) {
    if (!board->wrapsRows) return NULL;
    row = (row % height + height) % height;
  }
  return board->current + (size_t)row * board->wordsPerRow;
}

/// The sum bit of adding three bits in each position: set where an odd number of them are set.
static inline Lanes odd_of(Lanes a, Lanes b, Lanes c) { return a ^ b ^ c; }

/// The carry of adding three bits in each position: set where two or more are set.
///
/// AVX-512 has one instruction for any logic of three inputs, but the compiler turns these three terms
/// into two of them; the AVX-512 kernel asks for the one (0xE8 is the table of "two or more of three").
static inline Lanes two_or_more_of(Lanes a, Lanes b, Lanes c) {
#if LANES == 8
  return (Lanes)_mm512_ternarylogic_epi64((__m512i)a, (__m512i)b, (__m512i)c, 0xE8);
#else
  return (a & b) | (a & c) | (b & c);
#endif
}

/// West + centre + east of each cell of a row's strip, as two bit planes (ones and twos).
typedef struct Sums {
  Lanes ones;
  Lanes twos;
} Sums;

/// Each cell's horizontal sum in the strip starting at `word`; zero for a row off a bounded grid.
///
/// `westLane` and `eastLane` are all ones in the lane of the row's first or last word when the strip
/// holds it: there the neighbour is across the grid on a torus, and dead otherwise.
static inline __attribute__((always_inline)) Sums add_horizontally(
    const LifeBitboard *board, const uint64_t *row, size_t word, bool atEdge, Lanes westLane,
    Lanes eastLane) {
  if (row == NULL) return (Sums){splat(0), splat(0)};
  Lanes centre = load(row + word);
  // Each cell's west neighbour is the bit below it, or the top bit of the word before; east the same way.
  Lanes fromWest = load(row + word - 1) >> 63;
  Lanes fromEast = load(row + word + 1) << 63;
  if (atEdge) {
    uint64_t lastColumn = (board->width - 1) % 64;
    uint64_t westOfFirst = board->wrapsColumns ? row[board->wordsPerRow - 1] >> lastColumn & 1 : 0;
    uint64_t eastOfLast = board->wrapsColumns ? (row[0] & 1) << lastColumn : 0;
    fromWest = (fromWest & ~westLane) | (splat(westOfFirst) & westLane);
    fromEast = (fromEast & ~eastLane) | (splat(eastOfLast) & eastLane);
  }
  Lanes west = centre << 1 | fromWest;
  Lanes east = centre >> 1 | fromEast;
  return (Sums){odd_of(west, centre, east), two_or_more_of(west, centre, east)};
}

/// The block totals a rule brings or keeps a cell alive on, listed for the general rule's loop.
typedef struct Totals {
  int count;
  /// For each total, every bit where the total has a 0 (so `t ^ flips` is all ones where the total matches).
  uint64_t flips[10][4];
} Totals;

static Totals totals_in(uint16_t mask) {
  Totals totals = {0};
  for (int total = 0; total <= 9; total++) {
    if (!(mask >> total & 1)) continue;
    for (int bit = 0; bit < 4; bit++) totals.flips[totals.count][bit] = total >> bit & 1 ? 0 : ~(uint64_t)0;
    totals.count++;
  }
  return totals;
}

/// All ones in each cell whose four-bit block total (t3 t2 t1 t0) is one of the totals.
static inline Lanes any_of(const Totals *totals, Lanes t0, Lanes t1, Lanes t2, Lanes t3) {
  Lanes matches = splat(0);
  for (int index = 0; index < totals->count; index++) {
    const uint64_t *flips = totals->flips[index];
    matches |= (t0 ^ flips[0]) & (t1 ^ flips[1]) & (t2 ^ flips[2]) & (t3 ^ flips[3]);
  }
  return matches;
}

/// The rule: Conway's written out (it folds into a handful of instructions), or any Life-like rule.
typedef struct Rule {
  bool isConway;
  Totals births;
  Totals survivals;
} Rule;

static inline __attribute__((always_inline)) Lanes next_state(
    const Rule *rule, bool isConway, Lanes alive, Lanes t0, Lanes t1, Lanes t2, Lanes t3) {
  if (isConway) {
    // A block total of 3 means birth or survival with two neighbours; 4 means survival with three.
    Lanes totalThree = ~t2 & t1 & t0;
    Lanes totalFour = t2 & ~t1 & ~t0 & alive;
    return ~t3 & (totalThree | totalFour);
  }
  return (any_of(&rule->births, t0, t1, t2, t3) & ~alive) | (any_of(&rule->survivals, t0, t1, t2, t3) & alive);
}

/// Steps rows `first` ..< `end` of one strip, LANES words wide from `word`.
static inline __attribute__((always_inline)) void step_strip(
    const LifeBitboard *board, size_t word, size_t first, size_t end, const Rule *rule, bool isConway,
    bool atEdge, Lanes westLane, Lanes eastLane, Lanes keep) {
  size_t words = board->wordsPerRow;
  Sums above = add_horizontally(board, row_at(board, (ptrdiff_t)first - 1), word, atEdge, westLane, eastLane);
  Sums here = add_horizontally(board, row_at(board, (ptrdiff_t)first), word, atEdge, westLane, eastLane);
  for (size_t row = first; row < end; row++) {
    // Only the last row of the grid looks past its edge for the row below.
    const uint64_t *rowBelow =
        row + 1 < board->height ? board->current + (row + 1) * words : row_at(board, (ptrdiff_t)row + 1);
    Sums below = add_horizontally(board, rowBelow, word, atEdge, westLane, eastLane);
    // Add the three rows' two-bit sums into a four-bit total (0...9) for each cell.
    Lanes t0 = odd_of(above.ones, here.ones, below.ones);
    Lanes carry0 = two_or_more_of(above.ones, here.ones, below.ones);
    Lanes twos = odd_of(above.twos, here.twos, below.twos);
    Lanes fours = two_or_more_of(above.twos, here.twos, below.twos);
    Lanes t1 = twos ^ carry0;
    Lanes carry1 = twos & carry0;
    Lanes t2 = fours ^ carry1;
    Lanes t3 = fours & carry1;
    Lanes alive = load(board->current + row * words + word);
    Lanes next = next_state(rule, isConway, alive, t0, t1, t2, t3);
    // Bits past the last column stay zero.
    if (atEdge) next &= keep;
    store(board->next + row * words + word, next);
    above = here;
    here = below;
  }
}

/// Steps a band strip by strip: the first and last strips hold the edges, the ones between need no care.
///
/// When the words do not split into whole strips, the last strip overlaps the one before it, working out
/// some words twice: they read only the current generation, so both times give the same words.
static inline __attribute__((always_inline)) void step_band(
    const LifeBitboard *board, size_t first, size_t end, const Rule *rule, bool isConway) {
  size_t words = board->wordsPerRow;
  size_t lastStrip = words - LANES;
  uint64_t lastWordMask = board->width % 64 == 0 ? ~(uint64_t)0 : ((uint64_t)1 << board->width % 64) - 1;
  Lanes westLane = only_in_lane(0, ~(uint64_t)0);
  Lanes eastLane = only_in_lane(LANES - 1, ~(uint64_t)0);
  Lanes keep = ~only_in_lane(LANES - 1, ~lastWordMask);
  Lanes none = splat(0);
  Lanes all = splat(~(uint64_t)0);
  for (size_t top = first; top < end; top += BLOCK_ROWS) {
    size_t bottom = end - top < BLOCK_ROWS ? end : top + BLOCK_ROWS;
    if (words == LANES) {
      step_strip(board, 0, top, bottom, rule, isConway, true, westLane, eastLane, keep);
      continue;
    }
    step_strip(board, 0, top, bottom, rule, isConway, true, westLane, none, all);
    for (size_t word = LANES; word < lastStrip; word += LANES) {
      step_strip(board, word, top, bottom, rule, isConway, false, none, none, all);
    }
    step_strip(board, lastStrip, top, bottom, rule, isConway, true, none, eastLane, keep);
  }
}

/// Writes the next generation of rows `first` ..< `end`; the grid is at least LANES words wide.
void STEP_ROWS(const LifeBitboard *grid, size_t first, size_t end) {
  // A copy the compiler knows no store into the next generation can change, so it keeps it in registers.
  const LifeBitboard copy = *grid;
  const LifeBitboard *board = &copy;
  Rule rule = {
      .isConway = board->birthTotals == 1 << 3 && board->survivalTotals == (1 << 3 | 1 << 4),
      .births = totals_in(board->birthTotals),
      .survivals = totals_in(board->survivalTotals),
  };
  // Two copies of the loop, so Conway's rule is folded into it rather than looked up.
  if (rule.isConway) {
    step_band(board, first, end, &rule, true);
  } else {
    step_band(board, first, end, &rule, false);
  }
}
