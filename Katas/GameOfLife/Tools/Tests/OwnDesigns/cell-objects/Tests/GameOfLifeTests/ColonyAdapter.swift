import GameOfLife
import GameOfLifeTestSupport

// A colony of cells, each linked to those around it: across the edges too on a torus.
struct ColonyAdapter: SpecificationAdapter, CountsLiveNeighbours, KnowsNeighbours {
  enum Topology: CaseIterable { case bounded, torus }
  let rows: Int, columns: Int
  let cells: [Cell]
  let colony: Colony

  init(picture: String, topology: Topology) throws {
    let read = try SpecificationPicture(picture)
    (rows, columns) = (read.rows, read.columns)
    let live = Set(read.liveCells.map { $0.row * read.columns + $0.column })
    cells = (0..<rows * columns).map { Cell(alive: live.contains($0)) }
    // Each pair of neighbours is linked once: from a cell to its right and to the three below it.
    for index in cells.indices {
      for (down, across) in [(0, 1), (1, -1), (1, 0), (1, 1)] {
        var (row, column) = (index / columns + down, index % columns + across)
        if topology == .torus { (row, column) = ((row + rows) % rows, (column + columns) % columns) }
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { continue }
        cells[index].link(cells[row * columns + column])
      }
    }
    colony = Colony(cells: cells)
  }

  func step() { colony.step() }

  var picture: String { SpecificationPicture.draw(rows: rows, columns: columns) { cells[$0 * columns + $1].isAlive } }

  func liveNeighbourCount(row: Int, column: Int) -> Int {
    cells[row * columns + column].neighbours.filter(\.isAlive).count
  }

  func areNeighbours(row: Int, column: Int, otherRow: Int, otherColumn: Int) -> Bool {
    cells[row * columns + column].neighbours.contains { $0 === cells[otherRow * columns + otherColumn] }
  }
}
