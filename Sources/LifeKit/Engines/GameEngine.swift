import GameOfLife

/// The kata `Game` itself, behind the engine protocol: the reference every other engine is checked against.
///
/// It knows only Conway's rule and only finite grids, and is written to be read, not to be fast.
public final class GameEngine: LifeEngine {
  let game: Game
  let universe: Universe

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

  public var generation: Int { game.generation }
  public var population: Int { game.population }

  public func step(generations: Int) {
    game.step(generations: generations)
  }

  public func pattern() -> Pattern {
    Pattern(game)
  }
}
