import GameOfLife
import GameOfLifeTestSupport
import LifeCore

// The game of boards, whose edges end.
struct BoardsAdapter: SpecificationAdapter, CountsLiveNeighbours {
  enum Topology: CaseIterable { case bounded }
  var game: Game

  init(picture: String, topology: Topology) throws {
    let read = try SpecificationPicture(picture)
    let live = Set(read.liveCells.map { $0.row * read.columns + $0.column })
    game = Game(board: Board(width: read.columns, height: read.rows, live: live))
  }

  mutating func step() { game.step() }

  var picture: String {
    SpecificationPicture.draw(rows: game.board.height, columns: game.board.width) { game.board.isAlive(x: $1, y: $0) }
  }

  func liveNeighbourCount(row: Int, column: Int) -> Int { game.board.liveNeighbours(x: column, y: row) }
}
