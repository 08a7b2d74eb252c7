import GameOfLife

/// The kata `Game` itself, behind the engine protocol: the reference every other engine is checked against.
///
/// It knows only Conway's rule and only finite grids, and is written to be read, not to be fast.
public final class GameEngine: LifeEngine {
  let game: Game
  let universe: Universe

  /// Makes an engine on the setup's grid holding the pattern's cells that lie on it (row 0, column 0 at the top left).
  ///
  /// - Throws: ``EngineError`` for the plane or for any rule other than B3/S23.
  public init(pattern: Pattern, setup: EngineSetup) throws {
    guard setup.rule == .conway else {
      throw EngineError("the game engine knows only Conway's rule B3/S23, not \(setup.rule)")
    }
    guard let topology = setup.universe.topology, let grid = setup.universe.grid else {
      throw EngineError("the game engine needs a bounded or torus grid, not the plane")
    }
    game = try Game(rows: grid.height, columns: grid.width, topology: topology)
    universe = setup.universe
    for cell in pattern.liveCells where game.contains(cell) {
      try game.setCell(.alive, at: cell)
    }
  }

  /// How many generations have passed since the engine was made.
  public var generation: Int { game.generation }
  /// The number of live cells.
  public var population: Int { game.population }

  /// Moves the pattern on by a number of generations (zero or more).
  public func step(generations: Int) {
    game.step(generations: generations)
  }

  /// The live cells now, with the engine's rule, framed as ``LifeEngine/pattern()`` says.
  public func pattern() -> Pattern {
    Pattern(game)
  }
}
