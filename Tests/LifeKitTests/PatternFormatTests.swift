import GameOfLife
import LifeKit
import Testing

@Suite("Recognising and round-tripping formats")
struct PatternFormatTests {
  @Test(
    "A file's format is recognised by its content",
    arguments: [
      ("#Life 1.05\n#P 0 0\n*\n", PatternFormat.life105),
      ("#Life 1.06\n0 0\n", .life106),
      ("x = 1, y = 1, rule = B3/S23\no!\n", .rle),
      ("x=1,y=1\no!\n", .rle),
      ("#N Glider\n#C comment\nx = 3, y = 3\nbo$2bo$3o!\n", .rle),
      ("!Name: Blinker\nOOO\n", .plaintext),
      (".O.\n..O\nOOO\n", .plaintext),
      ("\n\nx = 1, y = 1\no!", .rle),
    ])
  func recognises(text: String, format: PatternFormat) {
    #expect(PatternFormat(recognising: text) == format)
  }

  @Test("Pattern(contentsOf:) reads every format to the same cells")
  func readsAnyFormat() throws {
    let texts = [
      ".O.\n..O\nOOO\n", "x = 3, y = 3\nbo$2bo$3o!\n", "#Life 1.05\n#P 0 0\n.*\n..*\n***\n",
      "#Life 1.06\n1 0\n2 1\n0 2\n1 2\n2 2\n",
    ]
    let patterns = try texts.map { try Pattern(contentsOf: $0) }
    for pattern in patterns {
      #expect(Set(pattern.liveCells) == Set(patterns[0].liveCells))
    }
  }

  @Test("Random patterns survive writing and reading back in every format", arguments: 0..<8)
  func roundTrip(seed: UInt64) throws {
    let game = try Game(rows: 9 + Int(seed), columns: 14, topology: .bounded)
    try game.randomFill(density: 0.4, seed: seed)
    var pattern = Pattern(game).trimmed()
    pattern.universe = nil
    // Move it off the origin, so positions are checked too.
    pattern.liveCells = pattern.liveCells.shifted(rows: -7, columns: 3)
    pattern.origin = Position(row: pattern.origin.row - 7, column: pattern.origin.column + 3)
    for format in PatternFormat.allCases {
      let back = try Pattern(contentsOf: pattern.text(in: format))
      if format == .plaintext {
        // Plaintext keeps no position: compare the cells relative to the box.
        #expect(back.trimmed().liveCells.count == pattern.liveCells.count, "\(format), seed \(seed)")
        #expect(shape(back) == shape(pattern), "\(format), seed \(seed)")
      } else {
        #expect(Set(back.liveCells) == Set(pattern.liveCells), "\(format), seed \(seed)")
      }
    }
  }

  @Test("A rule and a torus survive RLE, Life 1.05 and Life 1.06")
  func ruleAndUniverseRoundTrip() throws {
    var pattern = try Pattern(rle: "x = 3, y = 1\n3o!")
    pattern.rule = try LifeLikeRule("B36/S23")
    pattern.universe = .torus(width: 12, height: 7)
    for format in [PatternFormat.rle, .life105, .life106] {
      let back = try Pattern(contentsOf: pattern.text(in: format))
      #expect(back.rule == pattern.rule, "\(format)")
      #expect(back.universe == pattern.universe, "\(format)")
    }
  }

  @Test(
    "Positions so far out that measuring the box would overflow are refused, with their line",
    arguments: [
      ("#CXRLE Pos=9223372036854775807,0\nx = 2, y = 1\n2o!\n", "1:1: position"),
      ("#P 0 -9223372036854775807\nx = 2, y = 1\n2o!\n", "1:1: position"),
      ("#Life 1.05\n#P 4294967296 0\n*\n", "2:4: expected '#P x y'"),
      ("#Life 1.06\n0 9223372036854775807\n", "2:3: expected a cell"),
    ])
  func farPositions(text: String, messageStart: String) {
    #expect {
      try Pattern(contentsOf: text)
    } throws: { error in
      "\(error)".hasPrefix(messageStart)
    }
  }

  private func shape(_ pattern: Pattern) -> Set<Position> {
    let box = pattern.trimmed()
    return Set(
      box.liveCells.map { Position(row: $0.row - box.origin.row, column: $0.column - box.origin.column) })
  }
}
