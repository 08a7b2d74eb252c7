import GameOfLife
import GameOfLifeTestSupport

// The colony's edges end, so the specification asks it bounded edges and not the torus.
struct ColonyAdapter: SpecificationAdapter, CountsLiveNeighbours {
  enum Topology: CaseIterable { case bounded }
  var colony: Colony

  init(picture: String, topology: Topology) throws {
    let read = try SpecificationPicture(picture)
    let live = Set(read.liveCells.map { [$0.row, $0.column] })
    colony = Colony(
      (0..<read.rows).map { row in
        String((0..<read.columns).map { live.contains([row, $0]) ? "#" : "." })
      }.joined(separator: "\n"))
  }

  mutating func step() { colony = colony.next() }

  var picture: String {
    SpecificationPicture.draw(rows: colony.rows.count, columns: colony.rows.first?.count ?? 0) {
      colony.isAlive(row: $0, column: $1)
    }
  }

  func liveNeighbourCount(row: Int, column: Int) -> Int { colony.liveNeighbours(row: row, column: column) }
}
