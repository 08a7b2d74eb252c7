import Foundation
import GameOfLife

extension Pattern {
  /// The most cells a single run in an RLE body may cover: past this a file is refused, not allocated.
  public static let maximumRunLength = 1 << 31
  /// The most live cells a file may hold (about a gigabyte of positions): past this it is refused.
  public static let maximumLiveCells = 64 << 20

  /// Reads Golly's run-length encoded `.rle` format.
  ///
  /// `#N` gives the name, `#C` and `#c` comments, `#CXRLE Pos=x,y` or `#P x y` the position of the top-left
  /// corner. The header `x = 3, y = 3, rule = B3/S23` gives the box and the rule; a rule suffix such as
  /// `:T64,64` (torus) or `:P64,64` (bounded plane) gives the universe. In the body, `b` is a dead cell,
  /// `o` a live one, `$` ends a row and `!` ends the pattern; a number before any of them repeats it.
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first thing that does not fit.
  public init(rle text: String) throws {
    var reader = RLEReader()
    // Bytes, not Characters: a soup's RLE runs to megabytes, and grapheme breaking would dominate.
    for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      if reader.isFinished { break }
      try reader.read(line.last == UInt8(ascii: "\r") ? line.dropLast() : line, lineNumber: index + 1)
    }
    self = reader.finishedPattern
  }
}

/// Reads an RLE file one line at a time.
private struct RLEReader {
  var pattern = Pattern(liveCells: [])
  var isFinished = false
  private var sawHeader = false
  private var sawBody = false
  private var row = 0
  private var column = 0
  private var pendingCount: Int?

  /// The pattern read, framed by the tightest box when the file had no header.
  var finishedPattern: Pattern {
    guard !sawHeader else { return pattern }
    var framed = Pattern(
      liveCells: pattern.liveCells, origin: pattern.origin, rule: pattern.rule, name: pattern.name)
    framed.comments = pattern.comments
    return framed
  }

  mutating func read(_ bytes: Substring.UTF8View, lineNumber: Int) throws {
    let line = Substring(bytes)
    if !sawBody, line.hasPrefix("#") {
      try readComment(line, lineNumber: lineNumber)
    } else if !sawBody, !sawHeader, line.drop(while: \.isWhitespace).hasPrefix("x") {
      try readHeader(line, lineNumber: lineNumber)
    } else {
      try readBody(bytes, lineNumber: lineNumber)
    }
  }

  private mutating func readComment(_ line: Substring, lineNumber: Int) throws {
    let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
    switch line.dropFirst().first {
    case "N": pattern.name = body
    case "C" where body.hasPrefix("XRLE"), "c" where body.hasPrefix("XRLE"):
      if let range = body.range(of: "Pos=") {
        let numbers = body[range.upperBound...].prefix { !$0.isWhitespace }.split(separator: ",")
        if numbers.count == 2, let x = Int(numbers[0]), let y = Int(numbers[1]) {
          try setOrigin(column: x, row: y, lineNumber: lineNumber)
        }
      }
    case "C", "c": pattern.comments.append(body)
    case "P", "R":
      let numbers = body.split(separator: " ").compactMap { Int($0) }
      if numbers.count == 2 { try setOrigin(column: numbers[0], row: numbers[1], lineNumber: lineNumber) }
    default: break
    }
  }

  /// Sets the top-left corner a comment gives, refusing one so far out that measuring the box would overflow.
  private mutating func setOrigin(column: Int, row: Int, lineNumber: Int) throws {
    guard Pattern.isWithinReach(column), Pattern.isWithinReach(row) else {
      throw PatternError(
        "position \(column),\(row) is further than \(Pattern.maximumRunLength) cells from the origin",
        line: lineNumber, column: 1)
    }
    pattern.origin = Position(row: row, column: column)
  }

  private mutating func readHeader(_ line: Substring, lineNumber: Int) throws {
    sawHeader = true
    var offset = 0
    for field in Self.headerFields(line) {
      let parts = field.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      let column = offset + 1 + field.prefix(while: \.isWhitespace).count
      offset += field.count + 1
      guard parts.count == 2 else {
        throw PatternError("expected 'name = value' in the RLE header", line: lineNumber, column: column)
      }
      switch parts[0] {
      case "x", "y":
        guard let value = Int(parts[1]), value >= 0, value <= Pattern.maximumRunLength else {
          throw PatternError(
            "'\(parts[0]) = \(parts[1])' is not a size from 0 to \(Pattern.maximumRunLength)",
            line: lineNumber, column: column)
        }
        if parts[0] == "x" { pattern.width = value } else { pattern.height = value }
      case "rule":
        do {
          try readRule(parts[1])
        } catch var error as PatternError {
          error.line = lineNumber
          error.column = column
          throw error
        }
      default:
        break  // Golly writes other fields, such as a generation count; they do not change the cells.
      }
    }
    // Room for the cells a box of this size may hold, so a large soup is not copied each time the list
    // doubles. Pages that stay unused are never touched, and a lying header costs at most 64 MB of
    // address space.
    let (area, overflow) = pattern.width.multipliedReportingOverflow(by: pattern.height)
    pattern.liveCells.reserveCapacity(overflow ? Self.largestReservation : min(area, Self.largestReservation))
  }

  /// The most cells reserved from a header's size before any is read.
  private static let largestReservation = 1 << 22

  /// The `name = value` fields of a header; a comma inside a value (`rule = B3/S23:T64,64`) stays in it.
  private static func headerFields(_ line: Substring) -> [Substring] {
    var fields: [Substring] = []
    for piece in line.split(separator: ",", omittingEmptySubsequences: false) {
      if let last = fields.last, !piece.contains("="), last.contains(":") {
        fields[fields.count - 1] = line[last.startIndex..<piece.endIndex]
      } else {
        fields.append(piece)
      }
    }
    return fields
  }

  /// Reads the rule and Golly's topology suffix, if any.
  private mutating func readRule(_ text: String) throws {
    (pattern.rule, pattern.universe) = try Pattern.ruleAndUniverse(text)
  }

  private mutating func readBody(_ line: Substring.UTF8View, lineNumber: Int) throws {
    for (index, byte) in line.enumerated() {
      sawBody = true
      let count = pendingCount ?? 1
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        let (value, overflow) = (pendingCount ?? 0).multipliedReportingOverflow(by: 10)
        guard !overflow, value + digit <= Pattern.maximumRunLength else {
          throw PatternError(
            "run count is larger than \(Pattern.maximumRunLength)", line: lineNumber, column: index + 1)
        }
        pendingCount = value + digit
        continue
      case UInt8(ascii: "b"), UInt8(ascii: "."):
        column += count
      case UInt8(ascii: "o"), UInt8(ascii: "A"):
        guard pattern.liveCells.count + count <= Pattern.maximumLiveCells else {
          throw PatternError(
            "more than \(Pattern.maximumLiveCells) live cells: too large to load", line: lineNumber,
            column: index + 1)
        }
        for offset in 0..<count {
          pattern.liveCells.append(
            Position(row: pattern.origin.row + row, column: pattern.origin.column + column + offset))
        }
        column += count
      case UInt8(ascii: "$"):
        row += count
        column = 0
      case UInt8(ascii: "!"):
        isFinished = true
        return
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        guard pendingCount == nil else {
          throw PatternError("a run count must be followed by b, o or $", line: lineNumber, column: index + 1)
        }
      default:
        // Name the character and its column as a person counts them, even when it is not ASCII.
        let before = Substring(line.prefix(index)).count
        let character = Substring(line.dropFirst(index)).first.map(String.init) ?? "?"
        throw PatternError(
          "unexpected character '\(character)' in an RLE pattern (use b for dead, o for alive, $ for a new row)",
          line: lineNumber, column: before + 1)
      }
      guard Pattern.isWithinReach(row), Pattern.isWithinReach(column) else {
        throw PatternError(
          "the pattern reaches more than \(Pattern.maximumRunLength) cells from its corner",
          line: lineNumber,
          column: index + 1)
      }
      pendingCount = nil
    }
  }
}
