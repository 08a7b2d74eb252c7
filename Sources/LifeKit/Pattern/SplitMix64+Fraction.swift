import GameOfLife

extension SplitMix64 {
  /// A number in 0..<1 from the top 53 bits of the next draw, as the kata's `Game.randomFill(density:seed:)`
  /// draws one per cell: a cell is alive when it is below the density.
  public mutating func nextFraction() -> Double {
    // Scaled by 2⁻⁵³: exact, and quick for the compiler to check.
    Double(next() >> 11) * 0x1p-53
  }
}
