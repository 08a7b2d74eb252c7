import GameOfLife
import LifeKit
import Testing

@Suite("Life 1.05 files")
struct Life105Tests {
  @Test("Blocks after #P lines are placed at their corners; #D lines are comments")
  func readsBlocks() throws {
    let pattern = try Pattern(
      life105: "#Life 1.05\n#D Two blinkers\n#N\n#P -1 -1\n***\n#P 4 2\n*\n*\n*\n")
    #expect(pattern.comments == ["Two blinkers"])
    #expect(pattern.rule == .conway)
    #expect(
      Set(pattern.liveCells) == [
        Position(row: -1, column: -1), Position(row: -1, column: 0), Position(row: -1, column: 1),
        Position(row: 2, column: 4), Position(row: 3, column: 4), Position(row: 4, column: 4),
      ])
    #expect(pattern.origin == Position(row: -1, column: -1))
    #expect(pattern.width == 6 && pattern.height == 6)
  }

  @Test("#R gives the rule in S/B or B/S notation, with Golly's topology suffix")
  func readsTheRule() throws {
    let highLife = try Pattern(life105: "#Life 1.05\n#R 23/36\n#P 0 0\n**\n")
    #expect(highLife.rule.description == "B36/S23")
    let torus = try Pattern(life105: "#Life 1.05\n#R B3/S23:T10,8\n#P 0 0\n*\n")
    #expect(torus.universe == .torus(width: 10, height: 8))
  }

  @Test("Blank lines are skipped and a #P without numbers starts at 0, 0, as in Golly")
  func goldenLeniency() throws {
    let pattern = try Pattern(life105: "#Life 1.05\n#P\n.*\n\n*.*\r\n")
    #expect(
      Set(pattern.liveCells) == [
        Position(row: 0, column: 1), Position(row: 1, column: 0), Position(row: 1, column: 2),
      ])
  }

  @Test(
    "Mistakes are refused with their line and column",
    arguments: [
      ("#Life 1.05\n#P 0 0\n.*.\n.O.\n", "4:2: unexpected character 'O'"),
      ("#Life 1.05\n#P 0 zero\n*\n", "2:4: expected '#P x y'"),
      ("#Life 1.05\n#P 99999999999 0\n*\n", "2:4: expected '#P x y'"),
      ("#Life 1.05\n#R B9/S23\n*\n", "2:4: unknown rule 'B9/S23'"),
      ("#Life 1.06\n0 0\n", "1:1: expected '#Life 1.05'"),
    ])
  func mistakes(text: String, messageStart: String) {
    #expect {
      try Pattern(life105: text)
    } throws: { error in
      "\(error)".hasPrefix(messageStart)
    }
  }

  @Test("Writing gives the header, #D comments, #N, one #P block with trailing dead cells dropped")
  func writes() throws {
    var pattern = try Pattern(rle: "x = 3, y = 4\nbo2$2bo$3o!")
    pattern.name = "Spaced glider"
    #expect(pattern.life105 == "#Life 1.05\n#D Spaced glider\n#N\n#P 0 0\n.*\n.\n..*\n***\n")
  }
}
