/// The engines a user can choose with `--engine`; `auto` picks one by universe, size and rule.
public enum EngineKind: String, CaseIterable, Sendable {
  case auto
  /// The kata `Game`: Conway's rule on a bounded or torus grid, slow but the reference.
  case game
  /// The set of live cells: any universe, any rule without B0.
  case set

  /// Makes an engine of this kind for a pattern.
  ///
  /// - Throws: ``EngineError`` when this kind cannot run the pattern's universe or rule.
  public func makeEngine(for pattern: Pattern, setup: EngineSetup) throws -> any LifeEngine {
    switch self {
    case .auto, .set: try SetEngine(pattern: pattern, setup: setup)
    case .game: try GameEngine(pattern: pattern, setup: setup)
    }
  }
}
