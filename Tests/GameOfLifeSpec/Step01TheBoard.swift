import GameOfLife
import GameOfLifeTestSupport
import Testing

// Step 01 of the kata (Katas/GameOfLife/steps): the tests this step adds.
// The board: a grid of cells, each alive or dead, read from and printed as a picture.

extension GameSpec {
  @Test("A new game has every cell dead", arguments: Topology.allCases)
  func newGameIsEmpty(topology: Topology) throws {
    let game = try board(rows: 3, columns: 4, topology: topology)
    #expect(game.rows == 3)
    #expect(game.columns == 4)
    #expect(game.population == 0)
    #expect(game.cells.count == 12)
    #expect(game.topology == topology)
  }

  @Test("A grid of zero or negative size is refused", arguments: [(0, 3), (3, 0), (-1, 3), (3, -2), (0, 0)])
  func invalidSize(rows: Int, columns: Int) {
    #expect(throws: GameError.invalidSize(rows: rows, columns: columns)) {
      try Game(rows: rows, columns: columns)
    }
  }

  @Test(
    "A position outside the grid has no cell and cannot be set",
    arguments: [
      Position(row: -1, column: 0), Position(row: 0, column: -1), Position(row: 3, column: 0),
      Position(row: 0, column: 3),
    ])
  func outsideTheGrid(position: Position) throws {
    let game = try board(rows: 3, columns: 3)
    #expect(game.cell(at: position) == nil)
    #expect(!game.isAlive(at: position))
    #expect(throws: GameError.outsideGrid(position, rows: 3, columns: 3)) {
      try game.setCell(.alive, at: position)
    }
    #expect(throws: GameError.outsideGrid(position, rows: 3, columns: 3)) {
      try game.toggleCell(at: position)
    }
  }

  @Test("The error for a position outside the grid says where")
  func outsideTheGridMessage() {
    let error = GameError.outsideGrid(Position(row: 5, column: 2), rows: 3, columns: 4)
    #expect("\(error)" == "row 5, column 2 is outside the 3 × 4 grid")
  }

  @Test("Toggling a cell brings it to life, toggling again kills it")
  func toggle() throws {
    let game = try board(rows: 2, columns: 2)
    let position = Position(row: 1, column: 0)
    try game.toggleCell(at: position)
    #expect(game.cell(at: position) == Cell(position: position, state: .alive))
    try game.toggleCell(at: position)
    #expect(game.cell(at: position)?.state == .dead)
  }

  @Test("Games are equal when the same cells are alive")
  func equality() throws {
    #expect(try board(".O\nO.") == board(".O\nO."))
    #expect(try board(".O\nO.") != board("O.\nO."))
    #expect(try board("..\n..") != board("...\n..."))
  }
}

extension PictureSpec {
  @Test("A picture read in is printed back the same")
  func roundTrip() throws {
    let picture = ".O.\n..O\nOOO"
    #expect(try board(picture).picture == picture)
  }

  @Test("A picture's rows are the grid's rows and its widest line the grid's width")
  func shape() throws {
    let game = try board("O\n...\n.O\n")
    #expect(game.rows == 3)
    #expect(game.columns == 3)
    #expect(game.picture == "O..\n...\n.O.")
  }

  @Test("A character other than '.' and 'O' is refused with its line and column")
  func badCharacter() {
    #expect(throws: GameError.unexpectedCharacter("x", line: 2, column: 3)) { try Game(picture: "...\n..x") }
    #expect("\(GameError.unexpectedCharacter("x", line: 2, column: 3))".hasPrefix("line 2, column 3:"))
  }

  @Test("An empty picture is refused")
  func empty() {
    #expect(throws: GameError.emptyPicture) { try Game(picture: "") }
  }
}
