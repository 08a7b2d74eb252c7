import GameOfLife

/// Reads the body of an RLE file, `3o$b2o!`, byte by byte: the whole cost of reading a large soup.
///
/// The body runs from its first line to the `!`, or to the end of the text when there is none. A run count
/// may be split from its tag by a line break, and a `\r` before a line break is ignored. The loop keeps its
/// state in local variables and appends each run of live cells straight into the list it was given, which
/// the header reserved room for.
struct RLEBodyReader {
  let text: UnsafeBufferPointer<UInt8>
  /// The corner the file gives (`#P`, `#CXRLE Pos=`): every cell is placed from it.
  let origin: Position
  var cells: [Position]

  /// Reads from the first byte of the body's first line.
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first byte that does not fit.
  mutating func read(from start: Int, lineNumber firstLineNumber: Int) throws {
    var lineNumber = firstLineNumber
    var lineStart = start
    var row = 0
    var column = 0
    // The run count read so far, and whether there is one: with no digit before it, a tag is a run of one.
    var count = 0
    var hasCount = false
    var index = start
    while index < text.count {
      let byte = text[index]
      defer { index += 1 }
      let run = hasCount ? count : 1
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        // Never overflows: the count was at most `maximumRunLength` before this digit.
        count = count * 10 + Int(byte - UInt8(ascii: "0"))
        hasCount = true
        guard count <= Pattern.maximumRunLength else {
          throw PatternError(
            "run count is larger than \(Pattern.maximumRunLength)", line: lineNumber,
            column: index - lineStart + 1)
        }
        continue
      case UInt8(ascii: "b"), UInt8(ascii: "."):
        column += run
      case UInt8(ascii: "o"), UInt8(ascii: "A"):
        guard cells.count + run <= Pattern.maximumLiveCells else {
          throw PatternError(
            "more than \(Pattern.maximumLiveCells) live cells: too large to load", line: lineNumber,
            column: index - lineStart + 1)
        }
        for offset in 0..<run {
          cells.append(Position(row: origin.row + row, column: origin.column + column + offset))
        }
        column += run
      case UInt8(ascii: "$"):
        row += run
        column = 0
      case UInt8(ascii: "!"):
        return
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        guard !hasCount else {
          throw PatternError(
            "a run count must be followed by b, o or $", line: lineNumber, column: index - lineStart + 1)
        }
      case UInt8(ascii: "\n"):
        lineNumber += 1
        lineStart = index + 1
        continue  // A pending count carries on to the next line.
      case UInt8(ascii: "\r") where index + 1 == text.count || text[index + 1] == UInt8(ascii: "\n"):
        continue
      default:
        throw unexpectedCharacter(at: index, lineStart: lineStart, lineNumber: lineNumber)
      }
      guard Pattern.isWithinReach(row), Pattern.isWithinReach(column) else {
        throw PatternError(
          "the pattern reaches more than \(Pattern.maximumRunLength) cells from its corner",
          line: lineNumber, column: index - lineStart + 1)
      }
      count = 0
      hasCount = false
    }
  }

  /// Names the character at a byte and its column as a person counts them, even when it is not ASCII.
  private func unexpectedCharacter(at index: Int, lineStart: Int, lineNumber: Int) -> PatternError {
    let lineEnd = text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
    let line = RLEReader.line(text, from: lineStart, to: lineEnd).utf8
    let before = Substring(line.prefix(index - lineStart)).count
    let character = Substring(line.dropFirst(index - lineStart)).first.map(String.init) ?? "?"
    return PatternError(
      "unexpected character '\(character)' in an RLE pattern (use b for dead, o for alive, $ for a new row)",
      line: lineNumber, column: before + 1)
  }
}
