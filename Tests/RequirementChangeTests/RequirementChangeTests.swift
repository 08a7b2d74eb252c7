import GameOfLife
import RequirementChanges
import XCTest

// The requirement changes' rules in XCTest, one test or more a rule; Swift Testing's side is
// Tests/GameOfLifeSpec/RequirementChanges.swift.

final class ZombieTests: XCTestCase {
  private let blinker = ".....\n.....\n.OOO.\n.....\n....."

  func test_cellThatDiedAndCameBack_isAZombie() throws {
    let game = try ZombieGame(picture: blinker)
    game.step()
    game.step()
    XCTAssertTrue(game.isZombie(at: Position(row: 2, column: 1)))
    XCTAssertTrue(game.isZombie(at: Position(row: 2, column: 3)))
  }

  func test_zombie_neverDies() throws {
    let game = try ZombieGame(picture: blinker)
    for _ in 1...3 { game.step() }
    XCTAssertEqual(game.picture, ".....\n..O..\n.OOO.\n..O..\n.....")
  }

  func test_loneZombie_staysAlive() throws {
    let game = try ZombieGame(picture: ".......\n.......\n..OOO..\n.......\n..O....\n.......\n.......")
    for _ in 1...13 { game.step() }
    XCTAssertEqual(game.picture, ".......\n.......\n..O....\n.......\n.......\n.......\n.......")
    XCTAssertTrue(game.isZombie(at: Position(row: 2, column: 2)))
  }

  func test_cellAliveFromTheStart_isNeverAZombie() throws {
    let game = try ZombieGame(picture: blinker)
    for _ in 1...3 {
      game.step()
      XCTAssertFalse(game.isZombie(at: Position(row: 2, column: 2)), "generation \(game.generation)")
    }
  }

  func test_zombiesOnATorus_comeBackAcrossTheEdge() throws {
    let game = try ZombieGame(picture: ".....\n.....\nOO..O\n.....\n.....", topology: .torus)
    for _ in 1...3 { game.step() }
    XCTAssertEqual(game.picture, ".....\nO....\nOO..O\nO....\n.....")
  }
}

final class HexagonalGridTests: XCTestCase {
  private let empty = ".....\n.....\n.....\n.....\n....."
  private let middle = Position(row: 2, column: 2)

  func test_neighboursOfEvenAndOddRows_areShiftedHalfACell() throws {
    let game = try HexagonalGame(picture: empty)
    let even = [(2, 1), (2, 3), (1, 1), (1, 2), (3, 1), (3, 2)].map { Position(row: $0, column: $1) }
    let odd = [(1, 1), (1, 3), (0, 2), (0, 3), (2, 2), (2, 3)].map { Position(row: $0, column: $1) }
    XCTAssertEqual(Set(game.neighbours(of: middle)), Set(even))
    XCTAssertEqual(Set(game.neighbours(of: Position(row: 1, column: 2))), Set(odd))
    XCTAssertEqual(game.neighbours(of: Position(row: 0, column: 0)).count, 2)
  }

  func test_deadCellWithTwoLiveNeighbours_comesAlive() throws {
    let game = try HexagonalGame(picture: ".....\n.....\n.O.O.\n.....\n.....")
    game.step()
    XCTAssertTrue(game.isAlive(at: middle))
  }

  func test_liveCellWithThreeOrFourLiveNeighbours_livesOn() throws {
    for picture in [".....\n.O...\n.OOO.\n.....\n.....", ".....\n.OO..\n.OOO.\n.....\n....."] {
      let game = try HexagonalGame(picture: picture)
      XCTAssertTrue((3...4).contains(game.liveNeighbourCount(of: middle)))
      game.step()
      XCTAssertTrue(game.isAlive(at: middle), picture)
    }
  }

  func test_liveCellWithTwoOrFiveLiveNeighbours_dies() throws {
    for picture in [".....\n.....\n.OOO.\n.....\n.....", ".....\n.OO..\n.OOO.\n.O...\n....."] {
      let game = try HexagonalGame(picture: picture)
      XCTAssertTrue([2, 5].contains(game.liveNeighbourCount(of: middle)))
      game.step()
      XCTAssertFalse(game.isAlive(at: middle), picture)
    }
  }
}

final class ColouredCellTests: XCTestCase {
  private let middle = Position(row: 1, column: 1)

  func test_newCell_takesTheColourMostOfItsNeighboursHave() throws {
    let game = try ColouredGame(picture: "B.R\n...\n.B.")
    game.step()
    XCTAssertEqual(game.colour(at: middle), .blue)
  }

  func test_liveCell_keepsItsColour() throws {
    let game = try ColouredGame(picture: "R..\n.B.\n..R")
    game.step()
    XCTAssertEqual(game.colour(at: middle), .blue)
  }

  func test_cellsDieByTheFourRules_whateverTheirColour() throws {
    let game = try ColouredGame(picture: "R.B\n.B.\nB.R")
    game.step()
    XCTAssertNil(game.colour(at: middle))
  }

  func test_otherCharacter_isRefusedWithTheColouredLegend() {
    XCTAssertThrowsError(try ColouredGame(picture: "RO")) { error in
      XCTAssertEqual(error as? ColouredPictureError, ColouredPictureError(character: "O", line: 1, column: 2))
      XCTAssertTrue("\(error)".hasSuffix("(use '.' for dead, 'R' for red, 'B' for blue)"), "\(error)")
    }
  }
}
