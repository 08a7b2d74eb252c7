import Foundation
import GameOfLife

/// Reads a plaintext `.cells` file of only `.`, `O` and `*` rows straight into a bitmap, 64 cells a word.
///
/// A first pass finds the lines (with `memchr`, many bytes at a time) and so the box; the second turns
/// each byte into a bit by looking it up, with no branch on whether the cell is alive. It takes only what
/// it reads exactly as ``PlaintextReader`` would: anything else in a row (a blank, a `\r` on its own, a
/// mistake) makes it give up, and that reader reads the file, mistakes and all.
struct PlaintextBitmapReader {
  let text: UnsafeBufferPointer<UInt8>

  /// The pattern, or `nil` when this reader gives the file up.
  func read() -> Pattern? {
    var name: String?
    var comments: [String] = []
    var rows: [Range<Int>] = []
    var width = 0
    var lineStart = 0
    while lineStart < text.count {
      let lineEnd = endOfLine(from: lineStart)
      // A `\r` before a `\n` ends the line with it; any other `\r` stays in the row, which gives up on it.
      let hasReturn = lineEnd > lineStart && lineEnd < text.count && text[lineEnd - 1] == UInt8(ascii: "\r")
      let line = lineStart..<lineEnd - (hasReturn ? 1 : 0)
      if text[lineStart] == UInt8(ascii: "!") {
        // The other reader ends a line at a `\r`, a vertical tab or a form feed too.
        guard !text[line].contains(where: { (0x0B...0x0D).contains($0) }) else { return nil }
        PlaintextReader.readComment(
          UnsafeBufferPointer(rebasing: text[line]), name: &name, comments: &comments)
      } else {
        rows.append(line)
        width = max(width, line.count)
      }
      lineStart = lineEnd + 1
    }
    guard width > 0, let words = bits(of: rows, width: width) else { return nil }
    let bitmap = CellBitmap(
      origin: Position(row: 0, column: 0), width: width, height: rows.count, words: words)
    var pattern = Pattern(liveCells: [], width: width, height: rows.count, name: name, comments: comments)
    pattern.liveCells = LiveCells(bitmap)
    return pattern
  }

  /// Where the line starting at `start` ends: its `\n`, or the end of the text.
  private func endOfLine(from start: Int) -> Int {
    guard let base = text.baseAddress,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start)
    else { return text.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The rows' cells as words, or `nil` when a row holds anything but `.`, `O` and `*`.
  private func bits(of rows: [Range<Int>], width: Int) -> [UInt64]? {
    let wordsPerRow = CellBitmap.wordsPerRow(width: width)
    var words = [UInt64](repeating: 0, count: rows.count * wordsPerRow + 1)
    var others: UInt8 = 0
    Self.kinds.withUnsafeBufferPointer { kinds in
      for (row, line) in rows.enumerated() {
        for start in stride(from: line.lowerBound, to: line.upperBound, by: 64) {
          let end = min(start + 64, line.upperBound)
          var word: UInt64 = 0
          var index = start
          // Eight cells at a time while eight bytes are left, then one at a time.
          while index + 8 <= end {
            let eight = Self.eightCells(UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped + index))
            word |= UInt64(eight.live) << UInt64(index - start)
            others |= eight.isRow ? 0 : Self.other
            index += 8
          }
          while index < end {
            let kind = kinds[Int(text[index])]
            word |= UInt64(kind & Self.live) << UInt64(index - start)
            others |= kind
            index += 1
          }
          words[row * wordsPerRow + (start - line.lowerBound) / 64] = word
        }
      }
    }
    return others & Self.other == 0 ? words : nil
  }

  /// Eight bytes of a row as eight cells, bit `i` for byte `i`, and whether all eight are `.`, `O` or `*`.
  ///
  /// Each byte is compared with the three characters at once, by finding the bytes that are zero after
  /// subtracting a character from all eight: no branch and no table per cell.
  @inline(__always)
  private static func eightCells(_ bytes: UnsafeRawPointer) -> (live: UInt8, isRow: Bool) {
    let word = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
    let alive = zeroBytes(word ^ repeated("O")) | zeroBytes(word ^ repeated("*"))
    let known = alive | zeroBytes(word ^ repeated("."))
    return (highBits(alive), known == 0x8080_8080_8080_8080)
  }

  /// The byte repeated in all eight bytes of a word.
  @inline(__always)
  private static func repeated(_ character: Unicode.Scalar) -> UInt64 {
    UInt64(character.value) &* 0x0101_0101_0101_0101
  }

  /// The top bit of each byte set exactly where the byte is zero (no false ones from borrows).
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
    return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
  }

  /// The top bit of each of the eight bytes, gathered into one byte: byte `i`'s bit becomes bit `i`.
  @inline(__always)
  private static func highBits(_ word: UInt64) -> UInt8 {
    UInt8(truncatingIfNeeded: ((word >> 7) &* 0x0102_0408_1020_4080) >> 56)
  }

  /// What each byte is in a row: `.` a dead cell (0), `O` and `*` live ones (1), anything else (2).
  private static let kinds: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "."): 0
    case UInt8(ascii: "O"), UInt8(ascii: "*"): live
    default: other
    }
  }
  private static let live: UInt8 = 1
  private static let other: UInt8 = 2
}
