import GameOfLife
import Testing

@Suite("Cells")
struct CellTests {
  @Test func aCellSetAliveIsAlive() throws {
    let game = try Game(rows: 3, columns: 3)
    let p = Position(row: 1, column: 1)
    try game.setCell(.alive, at: p)
    #expect(game.cell(at: p)!.state == .alive)
  }

  @Test func aFreshGameHasNineCells() throws {
    let game = try Game(rows: 3, columns: 3)
    #expect(game.cells.count == 9)
  }
}
