import GameOfLifeTestSupport
import Testing

// Step 05, asked of a design with a torus: every edge and corner has a far side.

extension TorusSpec {
  @Test("The top row neighbours the bottom row", .onATorus, .knowsNeighbours, arguments: 0..<5)
  func topAndBottom(column: Int) throws {
    let top = Place(row: 0, column: column)
    let bottom = Place(row: 4, column: column)
    #expect(try areNeighbours(top, bottom, rows: 5, columns: 5, torus: true))
    #expect(try areNeighbours(bottom, top, rows: 5, columns: 5, torus: true))
  }

  @Test("The left column neighbours the right column", .onATorus, .knowsNeighbours, arguments: 0..<5)
  func leftAndRight(row: Int) throws {
    let left = Place(row: row, column: 0)
    let right = Place(row: row, column: 4)
    #expect(try areNeighbours(left, right, rows: 5, columns: 5, torus: true))
    #expect(try areNeighbours(right, left, rows: 5, columns: 5, torus: true))
  }

  @Test("Every cell of a torus has eight neighbours", .onATorus, .countsNeighbours)
  func eightEverywhere() throws {
    let game = try designBoard(SpecificationPicture.draw(rows: 4, columns: 6) { _, _ in true }, torus: true)
    for row in 0..<4 {
      for column in 0..<6 {
        #expect(
          try liveNeighbourCount(game, at: Place(row: row, column: column)) == 8, "at (\(row), \(column))")
      }
    }
  }

  @Test("Live cells across each edge and corner are counted", .onATorus, .countsNeighbours)
  func countsAcrossTheWrap() throws {
    let game = try designBoard("O...O\n.....\n.....\n.....\nO...O", torus: true)
    for corner in [(0, 0), (0, 4), (4, 0), (4, 4)] {
      #expect(try liveNeighbourCount(game, at: Place(row: corner.0, column: corner.1)) == 3, "at \(corner)")
    }
    #expect(try liveNeighbourCount(game, at: Place(row: 0, column: 2)) == 0)
    #expect(try liveNeighbourCount(game, at: Place(row: 2, column: 0)) == 0)
  }
}
