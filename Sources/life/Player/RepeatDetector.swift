import GameOfLife

/// Notices when a board comes back to a state it was in before, and after how many generations.
///
/// It remembers a fingerprint (a 64-bit hash) of each of the last `capacity` boards, so its memory stays
/// bounded however long the game runs; a repeat with a longer period than that goes unnoticed.
struct RepeatDetector {
  /// How many boards it remembers.
  let capacity: Int
  /// The generation at which each remembered fingerprint was last seen.
  private var generationByFingerprint: [UInt64: Int] = [:]
  /// The last `capacity` boards recorded, oldest first from `oldestIndex`, so the oldest can be forgotten.
  private var recorded: [(fingerprint: UInt64, generation: Int)] = []
  private var oldestIndex = 0

  init(capacity: Int = 4096) {
    self.capacity = max(1, capacity)
  }

  /// Remembers a board; returns its period when the same board was seen before, `nil` when it is new.
  ///
  /// The period is the distance to the last time the board was seen, not the first: measured from the
  /// first, every repeat after the first would give a multiple of the period. A period of 1 means the
  /// board no longer changes.
  mutating func record(_ liveCells: Set<Position>, generation: Int) -> Int? {
    let fingerprint = Self.fingerprint(of: liveCells)
    let period = generationByFingerprint[fingerprint].map { generation - $0 }
    if recorded.count < capacity {
      recorded.append((fingerprint, generation))
    } else {
      let oldest = recorded[oldestIndex]
      // The board may have been seen again since; only its latest sighting counts.
      if generationByFingerprint[oldest.fingerprint] == oldest.generation {
        generationByFingerprint[oldest.fingerprint] = nil
      }
      recorded[oldestIndex] = (fingerprint, generation)
      oldestIndex = (oldestIndex + 1) % capacity
    }
    generationByFingerprint[fingerprint] = generation
    return period
  }

  /// Forgets every board, after an edit: the boards before it say nothing about the ones after.
  mutating func forget() {
    generationByFingerprint = [:]
    recorded = []
    oldestIndex = 0
  }

  /// A hash of the set of live cells that does not depend on their order and is the same in every run.
  ///
  /// Each cell is mixed on its own (SplitMix64's finaliser) and the results are added, so two boards with
  /// the same cells give the same fingerprint whatever order the engine lists them in.
  static func fingerprint(of liveCells: Set<Position>) -> UInt64 {
    var sum = UInt64(liveCells.count)
    for cell in liveCells {
      var z =
        (UInt64(bitPattern: Int64(cell.row)) &* 0x9E37_79B9_7F4A_7C15)
        ^ UInt64(bitPattern: Int64(cell.column))
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      sum &+= z ^ (z >> 31)
    }
    return sum
  }
}
