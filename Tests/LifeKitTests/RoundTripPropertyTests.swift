import GameOfLife
import LifeKit
import Testing

/// Writing a pattern in any supported format and reading it back gives the same cells.
@Suite("Every format reads back what it wrote")
struct RoundTripPropertyTests {
  @Test("RLE keeps the cells, the box, the position, the rule and the universe", arguments: 0..<25)
  func rle(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var pattern = try randomSoup(size: 1 + Int(generator.next() % 90), density: 0.3, seed: seed)
    pattern.origin = Position(
      row: Int(generator.next() % 200) - 100, column: Int(generator.next() % 200) - 100)
    pattern.liveCells = pattern.liveCells.shifted(rows: pattern.origin.row, columns: pattern.origin.column)
    pattern.rule = LifeLikeRule(birth: [3, 6], survival: [2, 3])
    pattern.universe = seed.isMultiple(of: 2) ? .torus(width: 100, height: 90) : nil
    pattern.name = "soup \(seed)"
    let back = try Pattern(rle: pattern.rle)
    #expect(back == pattern, "seed \(seed)")
    #expect(back.name == pattern.name)
  }

  @Test("Plaintext keeps the cells, the box and the name", arguments: 0..<25)
  func plaintext(seed: UInt64) throws {
    var pattern = try randomSoup(size: 1 + Int(seed % 40), density: 0.3, seed: seed)
    pattern.name = "soup \(seed)"
    pattern.comments = ["seeded with \(seed)"]
    let back = try Pattern(plaintext: pattern.plaintext)
    #expect(Set(back.liveCells) == Set(pattern.liveCells), "seed \(seed)")
    #expect(back.width == pattern.width && back.height == pattern.height, "seed \(seed)")
    #expect(back.name == pattern.name && back.comments == pattern.comments)
  }
}
