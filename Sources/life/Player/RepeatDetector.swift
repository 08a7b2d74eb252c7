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

  /// Remembers a board by its fingerprint; returns its period when the same board was seen before, `nil`
  /// when it is new.
  ///
  /// The period is the distance to the last time the board was seen, not the first: measured from the
  /// first, every repeat after the first would give a multiple of the period. A period of 1 means the
  /// board no longer changes.
  mutating func record(_ fingerprint: UInt64, generation: Int) -> Int? {
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
}
