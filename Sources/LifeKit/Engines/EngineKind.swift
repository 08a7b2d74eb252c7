/// The engines a user can choose with `--engine`; `auto` picks one by universe, size, rule and generations.
public enum EngineKind: String, CaseIterable, Sendable {
  /// The engine that suits the pattern: `bitboard` on a grid; on the plane `sparse` below 1024 generations and
  /// `hashlife` from there.
  case auto
  /// The kata `Game`: Conway's rule on a bounded or torus grid, slow but the reference.
  case game
  /// The set of live cells: any universe, any rule without B0.
  case set
  /// 64 cells to a word: bounded and torus grids, any rule, both cores on large grids.
  case bitboard
  /// 64 × 64 tiles of the plane, skipping tiles where nothing changes.
  case sparse
  /// Gosper's HashLife: the plane, far generations of regular patterns.
  case hashlife

  /// Makes an engine of this kind for a pattern.
  ///
  /// - Parameters:
  ///   - pattern: The cells to start from.
  ///   - setup: The universe and the rule.
  ///   - generations: How far the engine will be run, which `auto` weighs; `nil` when unknown.
  /// - Throws: ``EngineError`` when this kind cannot run the pattern's universe or rule, or when the kata
  ///   `Game` or the set engine is asked for more than their limits (``maximumGameCells``,
  ///   ``maximumGameCellUpdates``, ``maximumSetGenerations``).
  public func makeEngine(for pattern: Pattern, setup: EngineSetup, generations: Int? = nil) throws
    -> any LifeEngine
  {
    let kind = resolved(for: setup, generations: generations)
    try kind.checkLimits(setup: setup, generations: generations)
    return switch kind {
    case .auto, .set: try SetEngine(pattern: pattern, setup: setup)
    case .game: try GameEngine(pattern: pattern, setup: setup)
    case .bitboard: try BitboardEngine(pattern: pattern, setup: setup)
    case .sparse: try SparseEngine(pattern: pattern, setup: setup)
    case .hashlife: try HashLifeEngine(pattern: pattern, setup: setup)
    }
  }

  /// The kind `auto` stands for: the bitboard on grids, and on the plane HashLife for far generations.
  ///
  /// HashLife pays for building its cache and wins once a pattern repeats itself, which takes a few
  /// thousand generations; fewer are stepped faster tile by tile. Rules with B0 fill the plane at once,
  /// so there the set engine reports the error.
  public func resolved(for setup: EngineSetup, generations: Int? = nil) -> EngineKind {
    guard self == .auto else { return self }
    switch setup.universe {
    case .bounded, .torus: return .bitboard
    case .plane:
      if setup.rule.bornFromNothing { return .set }
      return (generations ?? 0) >= Self.hashLifeThreshold ? .hashlife : .sparse
    }
  }

  /// From this many generations on, `auto` runs the plane with HashLife.
  static let hashLifeThreshold = 1024
}
