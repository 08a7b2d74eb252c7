import GameOfLifeTestSupport
import Testing

// The requirement change "hexagonal", asked of any design through `HexagonalUnderTest`. A picture's odd
// rows sit half a cell to the right, so the centre of a 5 × 5 picture, (2, 2), touches (2, 1), (2, 3),
// (1, 1), (1, 2), (3, 1) and (3, 2), and not (1, 3) or (3, 3).

@Suite("Requirement change, hexagonal grid: six neighbours; born with two, lives on with three or four")
struct HexagonalChangeSpec {
  @Test("A cell has six neighbours: two in its own row, two in the row above and two below")
  func sixNeighbours() throws {
    let full = try changedBoard(HexagonalUnderTest.self, String(repeating: "OOOOO\n", count: 4) + "OOOOO")
    let hexagonal = try answering(
      full, (any OnAHexagonalGrid).self,
      "the adapter does not count a cell's six neighbours: conform it to OnAHexagonalGrid "
        + "(liveNeighbourCount(row:column:))")
    #expect(hexagonal.liveNeighbourCount(row: 2, column: 2) == 6, "a cell of an even row")
    #expect(hexagonal.liveNeighbourCount(row: 1, column: 2) == 6, "a cell of an odd row")
    let leaning = try changedBoard(
      HexagonalUnderTest.self,
      """
      .....
      .O.O.
      .....
      ...O.
      .....
      """)
    #expect(
      try answering(leaning, (any OnAHexagonalGrid).self, "OnAHexagonalGrid").liveNeighbourCount(
        row: 2, column: 2) == 1,
      "of (1, 1), (1, 3) and (3, 3), only (1, 1) touches (2, 2)")
  }

  @Test("A dead cell with exactly two live neighbours comes alive")
  func bornWithTwo() throws {
    try expectCentre(
      HexagonalUnderTest.self,
      of: """
        .....
        .....
        .O.O.
        .....
        .....
        """, toBeAlive: true)
  }

  @Test("A dead cell with three live neighbours stays dead")
  func notBornWithThree() throws {
    try expectCentre(
      HexagonalUnderTest.self,
      of: """
        .....
        ..O..
        .O.O.
        .....
        .....
        """, toBeAlive: false)
  }

  @Test("A live cell with three or four live neighbours lives on")
  func survivesWithFour() throws {
    try expectCentre(
      HexagonalUnderTest.self,
      of: """
        .....
        .OO..
        .OOO.
        .....
        .....
        """, toBeAlive: true)
  }

  @Test("A live cell with two live neighbours dies")
  func diesWithTwo() throws {
    try expectCentre(
      HexagonalUnderTest.self,
      of: """
        .....
        .....
        .OOO.
        .....
        .....
        """, toBeAlive: false)
  }
}
