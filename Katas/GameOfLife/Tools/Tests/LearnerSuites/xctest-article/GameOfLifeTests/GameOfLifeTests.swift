import XCTest
@testable import GameOfLife

final class GameTests: XCTestCase {
    var sut: Game!

    override func setUp() {
        super.setUp()
        sut = try! Game(rows: 5, columns: 5)
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    // MARK: - Neighbours

    func testCellsNextToEachOtherAreNeighbours() {
        // GIVEN
        let a = Position(row: 1, column: 1)
        let b = Position(row: 1, column: 2)
        // WHEN
        let result = sut.areNeighbours(a, b)
        // THEN
        XCTAssertTrue(result)
    }

    func testDiagonalCellsAreNeighbours() {
        XCTAssertTrue(sut.areNeighbours(Position(row: 1, column: 1), Position(row: 2, column: 2)))
    }

    func testACellIsNotItsOwnNeighbour() {
        XCTAssertFalse(sut.areNeighbours(Position(row: 2, column: 2), Position(row: 2, column: 2)))
    }

    func testCellsTwoApartAreNotNeighbours() {
        XCTAssertFalse(sut.areNeighbours(Position(row: 0, column: 0), Position(row: 0, column: 2)))
    }

    func testMiddleCellHasEightNeighbours() {
        XCTAssertEqual(sut.neighbours(of: Position(row: 2, column: 2)).count, 8)
    }

    func testCornerCellHasThreeNeighbours() {
        XCTAssertEqual(sut.neighbours(of: Position(row: 0, column: 0)).count, 3)
    }

    func testLiveNeighboursAreCounted() throws {
        // GIVEN
        try sut.setCell(.alive, at: Position(row: 1, column: 1))
        try sut.setCell(.alive, at: Position(row: 1, column: 2))
        // WHEN
        let count = sut.liveNeighbourCount(of: Position(row: 2, column: 2))
        // THEN
        XCTAssertEqual(count, 2)
    }

    // MARK: - Rules

    func testReproduction() throws {
        // GIVEN a dead cell with three live neighbours
        try sut.setCell(.alive, at: Position(row: 1, column: 1))
        try sut.setCell(.alive, at: Position(row: 1, column: 2))
        try sut.setCell(.alive, at: Position(row: 1, column: 3))
        // WHEN
        sut.step()
        // THEN
        XCTAssertTrue(sut.isAlive(at: Position(row: 2, column: 2)), "a dead cell with three live neighbours should be born")
    }

    func testNoBirthWithTwoNeighbours() throws {
        try sut.setCell(.alive, at: Position(row: 1, column: 1))
        try sut.setCell(.alive, at: Position(row: 1, column: 3))
        sut.step()
        XCTAssertFalse(sut.isAlive(at: Position(row: 2, column: 2)))
    }

    func testOverpopulation() throws {
        // GIVEN a live cell with four live neighbours
        try sut.setCell(.alive, at: Position(row: 2, column: 2))
        for p in [Position(row: 1, column: 1), Position(row: 1, column: 3), Position(row: 3, column: 1), Position(row: 3, column: 3)] {
            try sut.setCell(.alive, at: p)
        }
        // WHEN
        sut.step()
        // THEN
        XCTAssertFalse(sut.isAlive(at: Position(row: 2, column: 2)))
    }

    func testUnderpopulationWithOneNeighbour() throws {
        try sut.setCell(.alive, at: Position(row: 2, column: 2))
        try sut.setCell(.alive, at: Position(row: 2, column: 3))
        sut.step()
        XCTAssertFalse(sut.isAlive(at: Position(row: 2, column: 2)))
    }

    func testUnderpopulationWithNoNeighbours() throws {
        try sut.setCell(.alive, at: Position(row: 2, column: 2))
        sut.step()
        XCTAssertEqual(sut.population, 0)
    }

    func testSurvivalWithTwoNeighbours() throws {
        try sut.setCell(.alive, at: Position(row: 2, column: 1))
        try sut.setCell(.alive, at: Position(row: 2, column: 2))
        try sut.setCell(.alive, at: Position(row: 2, column: 3))
        sut.step()
        XCTAssertTrue(sut.isAlive(at: Position(row: 2, column: 2)))
    }

    func testSurvivalWithThreeNeighbours() throws {
        for p in [Position(row: 1, column: 1), Position(row: 1, column: 2), Position(row: 2, column: 1), Position(row: 2, column: 2)] {
            try sut.setCell(.alive, at: p)
        }
        sut.step()
        XCTAssertTrue(sut.isAlive(at: Position(row: 2, column: 2)))
    }

    func testBlinkerOscillates() throws {
        for column in 1...3 { try sut.setCell(.alive, at: Position(row: 2, column: column)) }
        sut.step()
        XCTAssertEqual(sut.liveCells, [Position(row: 1, column: 2), Position(row: 2, column: 2), Position(row: 3, column: 2)])
        sut.step()
        XCTAssertEqual(sut.liveCells, [Position(row: 2, column: 1), Position(row: 2, column: 2), Position(row: 2, column: 3)])
    }

    func testGenerationCounts() {
        sut.step()
        sut.step()
        XCTAssertEqual(sut.generation, 2)
    }

    func testBlockIsStill() throws {
        for p in [Position(row: 1, column: 1), Position(row: 1, column: 2), Position(row: 2, column: 1), Position(row: 2, column: 2)] {
            try sut.setCell(.alive, at: p)
        }
        sut.step()
        XCTAssertEqual(sut.population, 4)
    }
}
