import GameOfLifeTestSupport
@testable import GameOfLife

// This grid wraps round (WRAPS_ROUND), so the specification asks it the torus and not bounded edges.
struct GridAdapter: SpecificationAdapter, CountsLiveNeighbours {
  enum Topology: CaseIterable { case torus }
  let grid: Grid

  init(picture: String, topology: Topology) throws {
    _ = try SpecificationPicture(picture)
    grid = Grid(picture.split(separator: "\n").map { $0.replacingOccurrences(of: "O", with: "#") })
  }

  func step() { grid.tick() }

  var picture: String { grid.rows.joined(separator: "\n").replacingOccurrences(of: "#", with: "O") }

  func liveNeighbourCount(row: Int, column: Int) -> Int { grid.neighbours(row, column) }
}
