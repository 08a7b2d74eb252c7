import GameOfLife
import GameOfLifeTestSupport
import Testing

// The specification's suites, one per rule or concern. Their tests live in the step files
// (Step01TheBoard.swift, Step02NeighboursFakeIt.swift, ...), in the order the kata adds them;
// `make spec` prints them back grouped by suite and by step.

/// The eight directions from a cell, as (row, column) offsets.
let eightDirections = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

@Suite("The board")
struct GameSpec {}

@Suite("The picture form: '.' for a dead cell, 'O' for a live one")
struct PictureSpec {}

@Suite("A whole generation at once")
struct GenerationSpec {}

/// The whole rule table: every neighbour count, for a live and a dead cell, in every arrangement.
@Suite("Every neighbour count from 0 to 8")
struct NeighbourCountSpec {
  static let liveCellBecomes: [CellState] = [.dead, .dead, .alive, .alive, .dead, .dead, .dead, .dead, .dead]
  static let deadCellBecomes: [CellState] = [.dead, .dead, .dead, .alive, .dead, .dead, .dead, .dead, .dead]
}

@Suite("Neighbours: cells at most one row and one column apart, but not the same cell")
struct NeighbourSpec {
  let middle = Position(row: 2, column: 2)
}

@Suite("Bounded edges: cells beyond the edge count as dead")
struct BoundedEdgeSpec {}

@Suite("Torus: the grid wraps round at every edge and corner")
struct TorusSpec {}

@Suite("Overpopulation: a live cell with more than three live neighbours dies")
struct OverpopulationSpec {}

@Suite("Reproduction: a dead cell with exactly three live neighbours becomes alive")
struct ReproductionSpec {}

@Suite("Survival: a live cell with two or three live neighbours lives on")
struct SurvivalSpec {}

@Suite("Underpopulation: a live cell with fewer than two live neighbours dies")
struct UnderpopulationSpec {}
