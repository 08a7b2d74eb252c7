import GameOfLifeTestSupport
@testable import GameOfLife

// The specification's way into this design: a set of live points on a plane without edges, of which a
// picture shows the cells it covers.
struct PlaneAdapter: SpecificationAdapter, CountsLiveNeighbours {
  enum Topology: CaseIterable { case plane }
  var life: Life
  let rows: Int, columns: Int

  init(picture: String, topology: Topology) throws {
    let read = try SpecificationPicture(picture)
    life = Life(alive: Set(read.liveCells.map { Point(x: $0.column, y: $0.row) }))
    (rows, columns) = (read.rows, read.columns)
  }

  mutating func step() { life = life.next() }

  var picture: String {
    SpecificationPicture.draw(rows: rows, columns: columns) { life.alive.contains(Point(x: $1, y: $0)) }
  }

  func liveNeighbourCount(row: Int, column: Int) -> Int { life.liveNeighbours(of: Point(x: column, y: row)) }
}
