import GameOfLife
import GameOfLifeTestSupport

// The design these tests judge in this package: the library's Game, so that `make test` proves every
// test of the specification for any design passes on a correct Game. For a pair's own design the kata
// tool leaves this folder out and names their adapting type instead.
typealias DesignUnderTest = Game

extension Game: CountsLiveNeighbours {
  public func liveNeighbourCount(row: Int, column: Int) -> Int {
    liveNeighbourCount(of: Position(row: row, column: column))
  }
}

extension Game: KnowsNeighbours {
  public func areNeighbours(row: Int, column: Int, otherRow: Int, otherColumn: Int) -> Bool {
    areNeighbours(Position(row: row, column: column), Position(row: otherRow, column: otherColumn))
  }
}
