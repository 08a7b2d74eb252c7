import GameOfLife
import LifeKit
import Testing

@Suite("Life 1.06 files")
struct Life106Tests {
  @Test("Each line is one live cell, x (column) then y (row); a repeated cell counts once")
  func readsCells() throws {
    let pattern = try Pattern(life106: "#Life 1.06\n#D A blinker\n-1 0\n0 0\n1 0\n1 0\n")
    #expect(pattern.comments == ["A blinker"])
    #expect(pattern.population == 3)
    #expect(
      Set(pattern.liveCells) == [
        Position(row: 0, column: -1), Position(row: 0, column: 0), Position(row: 0, column: 1),
      ])
    #expect(pattern.origin == Position(row: 0, column: -1) && pattern.width == 3 && pattern.height == 1)
  }

  @Test("#R gives the rule, as Golly reads it")
  func readsTheRule() throws {
    let pattern = try Pattern(life106: "#Life 1.06\n#R B36/S23:P20,10\n0 0\n")
    #expect(pattern.rule.description == "B36/S23")
    #expect(pattern.universe == .bounded(width: 20, height: 10))
  }

  @Test(
    "Mistakes are refused with their line and column",
    arguments: [
      ("#Life 1.06\n0 0\n1 x\n", "3:3: expected a cell as two whole numbers"),
      ("#Life 1.06\n0 0 0\n", "2:5: expected a cell as two whole numbers"),
      ("#Life 1.06\n7\n", "2:2: expected a cell as two whole numbers"),
      ("#Life 1.06\n99999999999 0\n", "2:1: expected a cell as two whole numbers"),
      ("0 0\n", "1:1: expected '#Life 1.06'"),
    ])
  func mistakes(text: String, messageStart: String) {
    #expect {
      try Pattern(life106: text)
    } throws: { error in
      "\(error)".hasPrefix(messageStart)
    }
  }

  @Test("Writing lists the cells row by row, with the rule only when it is not Conway's")
  func writes() throws {
    let glider = try Pattern(rle: "x = 3, y = 3\nbo$2bo$3o!")
    #expect(glider.life106 == "#Life 1.06\n1 0\n2 1\n0 2\n1 2\n2 2\n")
    var seeds = glider
    seeds.rule = try LifeLikeRule("B2/S")
    #expect(seeds.life106.hasPrefix("#Life 1.06\n#R B2/S\n"))
  }

  @Test("On a bounded or torus grid positions are Golly's, whose grid is centred on 0, 0")
  func gridPositionsAsGolly() throws {
    // bgolly puts '0 0' of a file with '#R B3/S23:T10,8' at column 5, row 4 of the grid it draws.
    let pattern = try Pattern(life106: "#Life 1.06\n#R B3/S23:T10,8\n0 0\n-5 -4\n")
    #expect(Set(pattern.liveCells) == [Position(row: 4, column: 5), Position(row: 0, column: 0)])
    #expect(pattern.width == 10 && pattern.height == 8 && pattern.origin == Position(row: 0, column: 0))
    #expect(pattern.life106 == "#Life 1.06\n#R B3/S23:T10,8\n-5 -4\n0 0\n")
    #expect(try Pattern(life105: pattern.life105) == pattern)
  }
}
