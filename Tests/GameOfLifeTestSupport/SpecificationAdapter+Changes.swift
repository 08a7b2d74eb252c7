/// What a design answers for a requirement change a facilitator gives mid-round
/// (`make workshop-change CHANGE=…`): each change's specification asks its pictures of any design, and
/// asks these of one whose adapter conforms; one whose adapter does not is red with the change's sentence.

/// Zombies: a cell that died and came back to life can never die again.
public protocol FollowsZombies: SpecificationAdapter {
  /// Whether the cell at `row`, `column` (counted from zero) is a zombie: it was alive, died, and came
  /// back to life.
  func isZombie(row: Int, column: Int) -> Bool
}

/// A hexagonal grid, in offset coordinates: a picture's odd rows (counted from zero) sit half a cell to
/// the right of its even rows, so each cell touches two cells in its own row and two in each row beside it.
public protocol OnAHexagonalGrid: SpecificationAdapter {
  /// How many of the six cells around the one at `row`, `column` (counted from zero) are alive.
  func liveNeighbourCount(row: Int, column: Int) -> Int
}

/// Coloured cells: every live cell is red or blue, and a new cell takes the colour most of its three
/// live neighbours have.
public protocol ColouredCells: SpecificationAdapter {
  /// A board from a picture whose live cells are `R` (red) or `B` (blue), and `.` for a dead one.
  init(colouredPicture: String, topology: Topology) throws

  /// The board as a coloured picture: `R`, `B` or `.` for each cell.
  var colouredPicture: String { get }
}
