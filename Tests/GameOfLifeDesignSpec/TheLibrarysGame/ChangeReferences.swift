import GameOfLife
import GameOfLifeTestSupport
import RequirementChanges

// The designs each requirement change's specification judges in this package: the library's reference
// for it, so that `make test` proves the change's tests pass on a correct design. For a pair's design in
// a round with a change, the kata tool names their adapting type instead.
typealias ZombiesUnderTest = ZombieGame
typealias HexagonalUnderTest = HexagonalReference
typealias ColouredUnderTest = ColouredReference

extension ZombieGame: FollowsZombies {
  public func isZombie(row: Int, column: Int) -> Bool {
    isZombie(at: Position(row: row, column: column))
  }
}

/// The library's `HexagonalGame`, whose edges always end.
struct HexagonalReference: OnAHexagonalGrid {
  enum Topology: CaseIterable { case bounded }
  let game: HexagonalGame

  init(picture: String, topology: Topology) throws { game = try HexagonalGame(picture: picture) }
  func step() { game.step() }
  var picture: String { game.picture }

  func liveNeighbourCount(row: Int, column: Int) -> Int {
    game.liveNeighbourCount(of: Position(row: row, column: column))
  }
}

/// The library's `ColouredGame`: a plain picture's live cells are red.
struct ColouredReference: ColouredCells {
  let game: ColouredGame

  init(picture: String, topology: Topology) throws {
    try self.init(colouredPicture: picture.replacing("O", with: "R"), topology: topology)
  }
  init(colouredPicture: String, topology: Topology) throws {
    game = try ColouredGame(picture: colouredPicture, topology: topology)
  }
  func step() { game.step() }
  var picture: String { String(game.picture.map { $0 == "." || $0 == "\n" ? $0 : "O" }) }
  var colouredPicture: String { game.picture }
}
