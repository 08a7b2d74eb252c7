import GameOfLife
import LifeKit
import Testing

@Suite("RLE files")
struct RLETests {
  @Test("A glider with a header, a name and a comment is read")
  func readsAGlider() throws {
    let pattern = try Pattern(
      rle: "#N Glider\n#C The smallest spaceship.\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n")
    #expect(pattern.name == "Glider")
    #expect(pattern.comments == ["The smallest spaceship."])
    #expect(pattern.width == 3 && pattern.height == 3)
    #expect(pattern.rule == .conway)
    #expect(try pattern.game().picture == ".O.\n..O\nOOO")
  }

  @Test("Runs, multi-row skips and lines split anywhere are read")
  func runsAndSkips() throws {
    let pattern = try Pattern(rle: "x = 4, y = 4\n2o2$\n3bo!")
    #expect(try pattern.game().picture == "OO..\n....\n...O\n....")
  }

  @Test(
    "Golly's topology suffix gives the universe",
    arguments: [
      ("B3/S23:T64,64", Universe.torus(width: 64, height: 64)),
      ("B36/S23:P10,20", Universe.bounded(width: 10, height: 20)),
    ])
  func topologySuffix(rule: String, universe: Universe) throws {
    let pattern = try Pattern(rle: "x = 1, y = 1, rule = \(rule)\no!")
    #expect(pattern.universe == universe)
  }

  @Test(
    "Mistakes are refused with their line and column",
    arguments: [
      ("x = 3, y = 3\nbo$2bq!", "2:6: unexpected character 'q'"),
      ("x = -3, y = 3\no!", "1:1: 'x = -3' is not a size"),
      ("x = 1, y = 1, rule = B9/S23\no!", "1:15: unknown rule 'B9/S23'"),
      ("x = 1, y = 1\n99999999999999o!", "2:10: run count is larger than"),
    ])
  func mistakes(text: String, messageStart: String) {
    #expect {
      try Pattern(rle: text)
    } throws: { error in
      "\(error)".hasPrefix(messageStart)
    }
  }
}

@Suite("Life-like rules")
struct LifeLikeRuleTests {
  @Test(
    "B/S and S/B notations are read",
    arguments: [
      ("B3/S23", "B3/S23"), ("b36/s23", "B36/S23"), ("B2/S", "B2/S"), ("B3678/S34678", "B3678/S34678"),
      ("23/3", "B3/S23"), ("23/36", "B36/S23"), ("/2", "B2/S"), ("B3S23", "B3/S23"), ("Life", "B3/S23"),
    ])
  func notations(text: String, expected: String) throws {
    #expect(try LifeLikeRule(text).description == expected)
  }

  @Test("Unknown rules are refused", arguments: ["", "B9/S23", "Q3/S23", "B3/S23/X", "23-3", "B3/B3"])
  func unknown(text: String) {
    #expect(throws: PatternError.self) { try LifeLikeRule(text) }
  }

  @Test("Conway's rule agrees with the kata's four rules for every count", arguments: 0...8)
  func agreesWithTheKata(count: Int) {
    for state in CellState.allCases {
      let expected = state.next(liveNeighbours: count) == .alive
      #expect(LifeLikeRule.conway.isAliveNext(isAlive: state == .alive, liveNeighbours: count) == expected)
    }
  }
}

@Suite("Writing RLE")
struct RLEWritingTests {
  @Test("A glider is written as Golly writes it")
  func glider() throws {
    var pattern = try Pattern(rle: "x = 3, y = 3\nbo$2bo$3o!")
    pattern.name = "Glider"
    #expect(pattern.rle == "#N Glider\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n")
  }

  @Test("Empty rows become a run of $, the position and the torus are kept")
  func positionAndTorus() throws {
    let pattern = Pattern(
      liveCells: [Position(row: -2, column: 5), Position(row: 1, column: 7)],
      origin: Position(row: -2, column: 5),
      width: 3, height: 4, universe: .torus(width: 64, height: 64))
    #expect(pattern.rle == "#CXRLE Pos=5,-2\nx = 3, y = 4, rule = B3/S23:T64,64\no3$2bo!\n")
    #expect(try Pattern(rle: pattern.rle) == pattern)
  }

  @Test("Long bodies are wrapped at 70 characters and read back the same")
  func wrapping() throws {
    let game = try Game(rows: 40, columns: 40)
    try game.randomFill(density: 0.5, seed: 3)
    let pattern = Pattern(game)
    let lines = pattern.rle.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 70 })
    #expect(try Pattern(rle: pattern.rle) == pattern)
  }

  @Test("A pattern is centred on a larger grid as Golly places it")
  func placement() throws {
    let glider = try Pattern(rle: "x = 3, y = 3\nbo$2bo$3o!")
    let placed = glider.centred(inWidth: 8, height: 6)
    #expect(try placed.game().picture == "........\n........\n....O...\n.....O..\n...OOO..\n........")
  }
}
