import GameOfLifeTestSupport
import Testing

// The requirement change "coloured", asked of any design through `ColouredUnderTest`: every live cell is
// red (`R`) or blue (`B`).

@Suite("Requirement change, coloured cells: a new cell takes the colour most of its neighbours have")
struct ColouredChangeSpec {
  @Test("A new cell takes the colour most of its three live neighbours have")
  func bornWithTheMajority() throws {
    #expect(try centre(of: ".....\n.RRB.\n.....\n.....\n.....", after: 1) == "R")
    #expect(try centre(of: ".....\n.BRB.\n.....\n.....\n.....", after: 1) == "B")
  }

  @Test("A live cell keeps its colour")
  func keepsItsColour() throws {
    try expectColoured(
      ".....\n.RB..\n.BR..\n.....\n.....", after: 1, toBe: ".....\n.RB..\n.BR..\n.....\n.....")
  }

  @Test("Cells live and die by the four rules, whatever their colour")
  func fourRules() throws {
    try expectColoured(
      ".....\n.....\n.RBR.\n.....\n.....", after: 1, toBe: ".....\n..R..\n..B..\n..R..\n.....")
  }

  /// The centre of a 5 × 5 coloured picture `generations` on.
  private func centre(of picture: String, after generations: Int) throws -> Character? {
    character(of: try coloured(picture, after: generations), at: Place(row: 2, column: 2))
  }

  private func expectColoured(
    _ picture: String, after generations: Int, toBe expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let actual = try coloured(picture, after: generations)
    attach(expected, named: "expected coloured")
    #expect(actual == expected, "the board became\n\(actual)", sourceLocation: sourceLocation)
  }

  /// A coloured picture `generations` on, through the design's `ColouredCells`.
  private func coloured(_ picture: String, after generations: Int) throws -> String {
    attach(picture, named: "before coloured")
    let design = try answering(
      ColouredUnderTest.self, (any ColouredCells.Type).self,
      "the adapter has no colours: conform it to ColouredCells (init(colouredPicture:topology:), colouredPicture)"
    )
    return try stepped(colouredBoard(design, picture), generations).colouredPicture
  }

  private func colouredBoard<Design: ColouredCells>(_ design: Design.Type, _ picture: String) throws -> Design
  {
    try Design(colouredPicture: picture, topology: try #require(Design.bounded ?? Design.torus))
  }
}
