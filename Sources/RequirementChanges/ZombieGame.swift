import GameOfLife

/// Zombies: a cell that died and came back to life can never die again.
///
/// The four rules still decide every other cell, and a zombie is a live cell like any other: it counts
/// as a live neighbour and shows as `O` in the picture. Only the game remembers which cells are zombies.
public final class ZombieGame {
  /// The board, moved on by the four rules; zombies are put back after each generation.
  private let board: Game
  /// Every cell that has been alive and then died: if one of them comes back, it is a zombie.
  private var hasDied: Set<Position> = []
  private var zombies: Set<Position> = []

  /// Makes a game from a picture, as `Game(picture:topology:)` does: `.` dead, `O` alive.
  ///
  /// No cell has died yet, so there are no zombies.
  ///
  /// - Throws: `GameError.unexpectedCharacter` for any other character,
  ///   `GameError.emptyPicture` when there are no rows.
  public init(picture: String, topology: Topology = .bounded) throws {
    board = try Game(picture: picture, topology: topology)
  }

  /// The number of rows, from top to bottom.
  public var rows: Int { board.rows }
  /// The number of columns, from left to right.
  public var columns: Int { board.columns }
  /// How many generations have passed since the game was made.
  public var generation: Int { board.generation }
  /// The grid as a picture: `O` for every live cell, zombies included, and `.` for a dead one.
  public var picture: String { board.picture }

  /// Whether the cell at a position is alive, zombie or not; a position off the grid is not.
  public func isAlive(at position: Position) -> Bool {
    board.isAlive(at: position)
  }

  /// Whether the cell at a position is a zombie: it was alive, died, and came back to life.
  public func isZombie(at position: Position) -> Bool {
    zombies.contains(position)
  }

  /// Moves the game on by one generation: the four rules for every cell, except that no zombie dies.
  ///
  /// The four rules see the whole current generation, zombies among its live cells, before any cell
  /// changes.
  public func step() {
    let wereAlive = Set(board.liveCells)
    board.step()
    for zombie in zombies {
      try? board.setCell(.alive, at: zombie)  // a zombie is always on the grid
    }
    let areAlive = Set(board.liveCells)
    hasDied.formUnion(wereAlive.subtracting(areAlive))
    // Born this generation after dying in an earlier one: back from the dead.
    zombies.formUnion(areAlive.subtracting(wereAlive).intersection(hasDied))
  }
}
