extension Game {
  /// Brings each cell to life with the given probability, and kills the others.
  ///
  /// The same seed always gives the same board, on every platform, so a random board can be shared
  /// in a workshop by its seed alone.
  ///
  /// - Throws: ``GameError/invalidDensity(_:)`` when the density is not between 0 and 1.
  public func randomFill(density: Double = 0.5, seed: UInt64) throws {
    guard (0...1).contains(density) else { throw GameError.invalidDensity(density) }
    var generator = SplitMix64(seed: seed)
    for position in cells.map(\.position) {
      // The top 53 bits, scaled into [0, 1) by 2⁻⁵³: exact, and quick for the compiler to check.
      let alive = Double(generator.next() >> 11) * 0x1p-53 < density
      grid[position.row][position.column].state = alive ? .alive : .dead
    }
  }
}

/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The standard library's generator cannot be seeded, and a board must be reproducible from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator whose numbers are decided by the seed alone.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence, spread evenly over every `UInt64`.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
