import XCTest
@testable import GameOfLife

final class StillLifeTests: XCTestCase {
    func testBlock() throws {
        let g = try game(["....", ".##.", ".##.", "...."])
        g.step()
        assertPicture(g, ["....", ".##.", ".##.", "...."])
    }

    func testBeehive() throws {
        let g = try game(["......", "..##..", ".#..#.", "..##..", "......"])
        g.step()
        assertPicture(g, ["......", "..##..", ".#..#.", "..##..", "......"])
    }
}
