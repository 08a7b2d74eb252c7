import GameOfLife

extension BitboardEngine {
  /// Whether the cell at a position is alive, the position placed as ``Universe/place(_:)`` places it.
  public func isAlive(at position: Position) -> Bool {
    guard let placed = universe.place(position) else { return false }
    return cells[placed.row * wordsPerRow + placed.column / 64] & Self.bit(of: placed.column) != 0
  }

  /// Brings the cell at a position to life or kills it, the position placed as ``Universe/place(_:)`` places it.
  public func setCell(_ state: CellState, at position: Position) {
    guard let placed = universe.place(position) else { return }
    let index = placed.row * wordsPerRow + placed.column / 64
    if state == .alive {
      cells[index] |= Self.bit(of: placed.column)
    } else {
      cells[index] &= ~Self.bit(of: placed.column)
    }
  }

  /// The live cells whose rows and columns are in these ranges, row by row and left to right.
  public func liveCells(rows: Range<Int>, columns: Range<Int>) -> [Position] {
    let (rows, columns) = (rows.clamped(to: 0..<height), columns.clamped(to: 0..<width))
    guard !rows.isEmpty, !columns.isEmpty else { return [] }
    var live: [Position] = []
    for row in rows {
      // Only the words the columns touch, with the columns outside the range masked off.
      for word in columns.lowerBound / 64...(columns.upperBound - 1) / 64 {
        var bits = cells[row * wordsPerRow + word] & Self.mask(columns, inWord: word)
        while bits != 0 {
          live.append(Position(row: row, column: word * 64 + bits.trailingZeroBitCount))
          bits &= bits - 1
        }
      }
    }
    return live
  }

  /// A hash of the words, in order: the same cells are the same words, and no list of cells is made.
  public var fingerprint: UInt64 {
    var hash: UInt64 = 0
    for index in 0..<height * wordsPerRow {
      hash = Fingerprint.mixed((hash ^ cells[index]) &+ UInt64(index))
    }
    return hash
  }

  private static func bit(of column: Int) -> UInt64 { 1 << UInt64(column % 64) }

  /// The bits of a word whose columns are in the range.
  private static func mask(_ columns: Range<Int>, inWord word: Int) -> UInt64 {
    let first = max(columns.lowerBound - word * 64, 0)
    let end = min(columns.upperBound - word * 64, 64)
    let upTo: UInt64 = end == 64 ? ~0 : (1 << UInt64(end)) - 1
    return upTo & ~((1 << UInt64(first)) - 1)
  }
}
