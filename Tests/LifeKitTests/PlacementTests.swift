import GameOfLife
import LifeKit
import Testing

/// Placement on a grid, checked against where `bgolly` 3.3 puts the same files (see Documentation/life.md).
@Suite("Placing a pattern on a grid as Golly does")
struct PlacementTests {
  @Test("A box that fits is centred by its declared size, not by its live cells")
  func centredByTheDeclaredBox() throws {
    // bgolly: x = 4, y = 2 with cells at (1, 0) and (2, 1) in a 10 × 10 torus lands at (-1, -1) and (0, 0).
    let pattern = try Pattern(rle: "x = 4, y = 2\nbo$2bo!")
    let placed = pattern.placed(onGridWidth: 10, height: 10)
    #expect(Set(placed.liveCells) == [Position(row: 4, column: 4), Position(row: 5, column: 5)])
  }

  @Test("A box wider or taller than the grid starts at its corner, and what does not fit is dropped")
  func tooLargeStartsAtTheCorner() throws {
    // bgolly: x = 7, y = 3, 'o5bo2$o!' in a 5 × 9 torus keeps (-2, -4) and (-2, -2) of a grid from (-2, -4).
    let pattern = try Pattern(rle: "x = 7, y = 3\no5bo2$o!")
    let placed = pattern.placed(onGridWidth: 5, height: 9)
    #expect(Set(placed.liveCells) == [Position(row: 0, column: 0), Position(row: 2, column: 0)])
    #expect(placed.width == 5 && placed.height == 9)
  }

  @Test("A file with a torus suffix and a position keeps its cells where the position puts them")
  func positionedFile() throws {
    // bgolly: Pos=5,7 in a 20 × 20 torus; the grid runs from (-10, -10), so column 5 is grid column 15.
    let pattern = try Pattern(rle: "#CXRLE Pos=5,7\nx = 3, y = 3, rule = B3/S23:T20,20\nbo$2bo$3o!")
    let placed = pattern.placed(onGridWidth: 20, height: 20)
    #expect(Set(placed.liveCells).contains(Position(row: 17, column: 16)))
    #expect(Set(placed.liveCells).contains(Position(row: 19, column: 15)))
  }
}
