import GameOfLife
import Testing

@Test func aFreshGameHasNineCells() throws {
  let game = try Game(rows: 3, columns: 3)
  #expect(game.cells.count == 9)
}

// One row too many: the case for row 3 reads past the end of the board and crashes.
@Test(arguments: [0, 1, 2, 3])
func everyRowHasThreeCells(row: Int) throws {
  let game = try Game(rows: 3, columns: 3)
  let rows = (0..<3).map { r in (0..<3).map { game.cell(at: Position(row: r, column: $0)) } }
  #expect(rows[row].count == 3)
}
