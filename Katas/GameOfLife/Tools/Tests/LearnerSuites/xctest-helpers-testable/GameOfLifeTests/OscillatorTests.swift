import XCTest
@testable import GameOfLife

final class OscillatorTests: XCTestCase {
    private var blinker: Game!

    override func setUpWithError() throws {
        blinker = try game([".....", ".....", ".###.", ".....", "....."])
    }

    func testBlinkerTurns() {
        blinker.step()
        assertPicture(blinker, [".....", "..#..", "..#..", "..#..", "....."])
    }

    func testBlinkerComesBackAfterTwoGenerations() {
        blinker.step(generations: 2)
        assertPicture(blinker, [".....", ".....", ".###.", ".....", "....."])
        XCTAssertEqual(blinker.generation, 2)
    }

    func testGliderWrapsAroundATorus() throws {
        let glider = try game([".#...", "..#..", "###..", ".....", "....."], torus: true)
        glider.step(generations: 20)
        XCTAssertEqual(glider.population, 5)
        assertPicture(glider, [".#...", "..#..", "###..", ".....", "....."])
    }
}
