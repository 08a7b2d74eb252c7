extension EngineKind {
  /// The most cells the kata `Game` is given: it keeps about 50 bytes a cell, so this is about 200 MB.
  public static let maximumGameCells = 1 << 22
  /// The most cell updates (cells × generations) the kata `Game` is asked for.
  ///
  /// That is half a minute or so in a release build; beyond it the fast engines are the right tool, and a
  /// user should be told so rather than wait.
  public static let maximumGameCellUpdates = 1 << 30
  /// The most generations the set engine is asked for: it builds a dictionary every generation.
  public static let maximumSetGenerations = 1 << 20

  /// Refuses work that the slow reference engines would take hours over, or run out of memory on.
  ///
  /// - Throws: ``EngineError`` naming the limit and the engine to choose instead.
  func checkLimits(setup: EngineSetup, generations: Int?) throws {
    switch self {
    case .game:
      switch setup.universe {
      case .bounded(let width, let height), .torus(let width, let height):
        try Self.checkGame(width: width, height: height, generations: generations)
      case .plane:
        break  // The game engine refuses the plane itself.
      }
    case .set:
      if let generations, generations > Self.maximumSetGenerations {
        throw EngineError(
          "the set engine runs at most \(Self.maximumSetGenerations) generations, not \(generations):"
            + " choose --engine auto")
      }
    case .auto, .bitboard, .sparse, .hashlife:
      break
    }
  }

  private static func checkGame(width: Int, height: Int, generations: Int?) throws {
    let (cells, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, cells <= maximumGameCells else {
      throw EngineError(
        "the game engine takes at most \(maximumGameCells) cells (2048 × 2048), not \(width) × \(height):"
          + " choose --engine auto")
    }
    let (updates, tooMany) = cells.multipliedReportingOverflow(by: generations ?? 0)
    guard !tooMany, updates <= maximumGameCellUpdates else {
      throw EngineError(
        "the game engine makes at most \(maximumGameCellUpdates) cell updates, not \(width) × \(height) cells"
          + " × \(generations ?? 0) generations: choose --engine auto")
    }
  }
}
