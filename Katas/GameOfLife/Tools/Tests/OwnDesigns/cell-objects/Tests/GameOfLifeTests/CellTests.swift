import GameOfLife
import Testing
import XCTest

final class CellTests: XCTestCase {
  func testALinkGoesBothWays() {
    let a = Cell()
    let b = Cell()
    a.link(b)
    XCTAssertTrue(b.neighbours.first === a)
  }

  func testALonelyCellDies() {
    let cell = Cell(alive: true)
    Colony(cells: [cell]).step()
    XCTAssertFalse(cell.isAlive)
  }
}

@Suite struct ColonyTests {
  @Test(arguments: [2, 3]) func aCellWithTwoOrThreeLiveNeighboursLives(_ count: Int) {
    let centre = Cell(alive: true)
    let others = (0..<count).map { _ in Cell(alive: true) }
    others.forEach(centre.link)
    Colony(cells: [centre] + others).step()
    #expect(centre.isAlive)
  }

  @Test func aDeadCellWithThreeLiveNeighboursComesAlive() {
    let centre = Cell()
    let others = (0..<3).map { _ in Cell(alive: true) }
    others.forEach(centre.link)
    Colony(cells: [centre] + others).step()
    #expect(centre.isAlive)
  }
}
