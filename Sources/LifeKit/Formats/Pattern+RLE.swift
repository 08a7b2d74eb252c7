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
    // Bytes, not Characters: a soup's RLE runs to megabytes, and grapheme breaking would dominate.
    try self.init(rle: text, readingBitmaps: true)
  }

  /// Reads an RLE file, into a bitmap when it fits one and `readingBitmaps` (tests turn it off to compare).
  init(rle text: String, readingBitmaps: Bool) throws {
    var text = text
    self = try text.withUTF8 { bytes in
      var reader = RLEReader(readsBitmaps: readingBitmaps)
      try reader.read(bytes)
      return reader.finishedPattern
    }
  }
}

/// Reads an RLE file: its comment and header lines one at a time, then its body in one pass over the bytes.
struct RLEReader {
  var pattern = Pattern(liveCells: [])
  /// Whether a body that fits the header's box is read into a bitmap of it.
  let readsBitmaps: Bool
  private var sawHeader = false
  /// The cells a list of positions makes room for before the body is read: the header's area, up to a limit.
  private var reservation = 0

  init(readsBitmaps: Bool = true) { self.readsBitmaps = readsBitmaps }

  /// The pattern read, framed by the tightest box when the file had no header.
  var finishedPattern: Pattern {
    guard !sawHeader else { return pattern }
    var framed = pattern
    let box = Pattern.boundingBox(of: pattern.liveCells)
    framed.width = box.map { $0.right - pattern.origin.column + 1 } ?? 0
    framed.height = box.map { $0.bottom - pattern.origin.row + 1 } ?? 0
    return framed
  }

  /// Reads lines up to the first one of the body, and the body from there on.
  mutating func read(_ text: UnsafeBufferPointer<UInt8>) throws {
    guard let body = try readLinesBeforeBody(text) else { return }
    try readBody(text, from: body.start, line: body.line)
  }

  /// Reads the comment and header lines, and finds where the body starts: `nil` when there is none.
  mutating func readLinesBeforeBody(_ text: UnsafeBufferPointer<UInt8>) throws -> (start: Int, line: Int)? {
    var lineStart = 0
    var lineNumber = 1
    while lineStart <= text.count {
      let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
      let line = Self.line(text, from: lineStart, to: lineEnd)
      if line.hasPrefix("#") {
        try readComment(line, lineNumber: lineNumber)
      } else if !sawHeader, line.drop(while: \.isWhitespace).hasPrefix("x") {
        try readHeader(line, lineNumber: lineNumber)
      } else if !line.isEmpty {
        return (lineStart, lineNumber)
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
    return nil
  }

  /// A reader of the body into a bitmap of the header's box, or `nil` when it is read as a list of positions.
  func bitmapReader(textBytes: Int) -> RLEBitmapReader? {
    guard sawHeader, readsBitmaps else { return nil }
    return RLEBitmapReader(width: pattern.width, height: pattern.height, textBytes: textBytes)
  }

  /// Takes the bitmap a body was read into, or returns `false` when it holds too many cells for one.
  mutating func take(_ words: [UInt64]) -> Bool {
    let bitmap = CellBitmap(
      origin: pattern.origin, width: pattern.width, height: pattern.height, words: words)
    guard bitmap.population <= Pattern.maximumLiveCells else { return false }
    pattern.liveCells = LiveCells(bitmap)
    return true
  }

  /// Reads the body into a bitmap of the header's box when it fits one, and into a list of positions if not.
  private mutating func readBody(_ text: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) throws {
    if var reader = bitmapReader(textBytes: text.count),
      case .finished = reader.read(text, from: start, isLast: true),
      let words = reader.finishedWords(), take(words)
    {
      return
    }
    // The body's reader takes everything else, and finds every mistake.
    var body = RLEBodyReader(text: text, origin: pattern.origin, cells: [])
    body.cells.reserveCapacity(reservation)
    try body.read(from: start, lineNumber: line)
    pattern.liveCells = LiveCells(body.cells)
  }

  /// The text of a line, without the `\r` of a Windows line ending.
  static func line(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Substring {
    let hasReturn = end > start && text[end - 1] == UInt8(ascii: "\r")
    let bytes = UnsafeBufferPointer(rebasing: text[start..<end - (hasReturn ? 1 : 0)])
    return Substring(decoding: bytes, as: UTF8.self)
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
    reservation = overflow ? Self.largestReservation : min(area, Self.largestReservation)
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
}
