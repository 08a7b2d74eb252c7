import GameOfLife
import Testing

@testable import LifeKit

@Suite("HashLife's 32 × 32 square steps like a bounded grid of its size")
struct ThirtyTwoByThirtyTwoTests {
  /// The square's cells, read back through its sixteen 8 × 8 leaves.
  static func liveCells(of square: ThirtyTwoByThirtyTwo) -> Set<Position> {
    var cells = Set<Position>()
    for top in stride(from: 0, to: 32, by: 8) {
      for left in stride(from: 0, to: 32, by: 8) {
        let bits = square.leaf(row: top, column: left)
        for bit in 0..<64 where bits >> UInt64(bit) & 1 == 1 {
          cells.insert(Position(row: top + bit / 8, column: left + bit % 8))
        }
      }
    }
    return cells
  }

  /// A square holding these cells (all within 32 × 32), placed leaf by leaf.
  static func square(of cells: [Position]) -> ThirtyTwoByThirtyTwo {
    var leaves = [Int: UInt64]()
    for cell in cells {
      let bit = UInt64(cell.row % 8 * 8 + cell.column % 8)
      leaves[cell.row / 8 * 4 + cell.column / 8, default: 0] |= 1 << bit
    }
    var square = ThirtyTwoByThirtyTwo()
    for (index, bits) in leaves {
      square.place(leaf: bits, row: index / 4 * 8, column: index % 4 * 8)
    }
    return square
  }

  @Test(
    "Each of eight generations of a seeded soup matches the reference grid, cell for cell",
    arguments: ["B3/S23", "B36/S23", "B2/S", "B1/S1"], 0..<4)
  func matchesReferenceGrid(rule text: String, seed: UInt64) throws {
    let rule = try LifeLikeRule(text)
    let cells = soup(width: 32, height: 32, density: 0.35, seed: seed)
    var square = Self.square(of: cells)
    var reference = ReferenceGrid(cells: cells, width: 32, height: 32, wraps: false, rule: rule)
    #expect(Self.liveCells(of: square) == reference.liveCells)
    for generation in 1...8 {
      if rule == .conway { square.step(ConwayBitSlicedRule()) } else { square.step(AnyBitSlicedRule(rule)) }
      reference.step()
      let mismatch = difference(Self.liveCells(of: square), reference.liveCells)
      #expect(mismatch == nil, "\(rule), generation \(generation)")
    }
  }
}
