import GameOfLife
import Testing

@Test(arguments: [0, 1, 2])
func neighboursOfTheMiddleRow(column: Int) throws {
  let game = try Game(rows: 3, columns: 3)
  #expect(game.neighbours(of: Position(row: 1, column: column)).count == (column == 1 ? 8 : 5))
}

@Test(arguments: zip([0, 2], [3, 3]))
func cornersHaveThree(row: Int, count: Int) throws {
  let game = try Game(rows: 3, columns: 3)
  #expect(game.neighbours(of: Position(row: row, column: 0)).count == count)
}
