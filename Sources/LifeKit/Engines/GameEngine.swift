import GameOfLife

/// The kata `Game` itself, behind the engine protocol: the reference every other engine is checked against.
///
/// It knows only Conway's rule and only finite grids, and is written to be read, not to be fast.
public final class GameEngine: LifeEngine {
  private let game: Game

  /// - Throws: ``EngineError`` for the plane or for any rule other than B3/S23.
  public init(pattern: Pattern, setup: EngineSetup) throws {
    guard setup.rule == .conway else {
      throw EngineError("the game engine knows only Conway's rule B3/S23, not \(setup.rule)")
    }
    let topology: Topology
    let width: Int
    let height: Int
    switch setup.universe {
    case .plane: throw EngineError("the game engine needs a bounded or torus grid, not the plane")
    case .bounded(let w, let h): (topology, width, height) = (.bounded, w, h)
    case .torus(let w, let h): (topology, width, height) = (.torus, w, h)
    }
    game = try Game(rows: height, columns: width, topology: topology)
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
