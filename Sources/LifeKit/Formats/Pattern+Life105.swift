import Foundation
import GameOfLife

extension Pattern {
  /// Reads a Life 1.05 file: the `#Life 1.05` line, then `#D` description lines, `#N` (Conway's rule) or
  /// `#R 23/3` (another rule), and blocks of rows, each after a `#P x y` line giving its top-left corner.
  ///
  /// In a row `*` is a live cell and `.` a dead one. As in Golly, blank lines are skipped and a `#P` without
  /// numbers starts a block at 0, 0. The pattern's box is the tightest one around its live cells, or, when
  /// `#R` gives a bounded or torus grid, the whole grid, with positions read as Golly reads them.
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first thing that does not fit.
  public init(life105 text: String) throws {
    var liveCells: [Position] = []
    var seen: Set<Position> = []
    var comments: [String] = []
    var rule = LifeLikeRule.conway
    var universe: Universe?
    var blockCorner = Position(row: 0, column: 0)
    var row = 0
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    try Self.expectFirstLine("#Life 1.05", in: lines)

    for (index, line) in lines.enumerated().dropFirst() {
      let lineNumber = index + 1
      if line.hasPrefix("#") {
        let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        switch line.dropFirst().first {
        case "D", "C": comments.append(body)
        case "N": rule = .conway
        case "R": (rule, universe) = try Self.ruleAndUniverse(body, lineNumber: lineNumber)
        case "P":
          blockCorner = try Self.blockCorner(body, lineNumber: lineNumber)
          row = 0
        default: break  // Other `#` lines are remarks some programs add; they do not change the cells.
        }
        continue
      }
      if line.allSatisfy(\.isWhitespace) { continue }
      for (column, character) in line.enumerated() {
        switch character {
        case "*":
          let cell = Position(row: blockCorner.row + row, column: blockCorner.column + column)
          guard seen.insert(cell).inserted else { continue }
          guard liveCells.count < Self.maximumLiveCells else {
            throw PatternError(
              "more than \(Self.maximumLiveCells) live cells: too large to load", line: lineNumber,
              column: column + 1)
          }
          liveCells.append(cell)
        case ".", " ", "\t":
          continue
        default:
          throw PatternError(
            "unexpected character '\(character)' in a Life 1.05 pattern (use '.' for dead, '*' for alive)",
            line: lineNumber, column: column + 1)
        }
      }
      row += 1
    }
    self.init(liveCells: liveCells, rule: rule, universe: universe, comments: comments)
    self = framedByItsGrid()
  }

  /// The pattern as a Life 1.05 file: its name and comments as `#D` lines, the rule, then one block of rows
  /// whose `#P` line keeps the position of its top-left live cell.
  ///
  /// On a bounded or torus grid the rule carries Golly's `:P` or `:T` suffix and positions are Golly's, whose
  /// grid is centred on 0, 0.
  public var life105: String {
    var text = "#Life 1.05\n"
    if let name { text += "#D \(name)\n" }
    for comment in comments { text += "#D \(comment)\n" }
    text += rule == .conway && universe == nil ? "#N\n" : "#R \(ruleWithUniverseSuffix)\n"
    let box = trimmed()
    guard box.width > 0 else { return text }
    let offset = gollyGridOffset
    text += "#P \(box.origin.column + offset.column) \(box.origin.row + offset.row)\n"
    let rows = Dictionary(grouping: liveCells, by: \.row)
    for row in box.origin.row..<box.origin.row + box.height {
      let columns = Set((rows[row] ?? []).map(\.column))
      guard let last = columns.max() else {
        text += ".\n"
        continue
      }
      text += String((box.origin.column...last).map { columns.contains($0) ? "*" : "." }) + "\n"
    }
    return text
  }

  /// Checks that the first line of a file is the header its format needs, such as `#Life 1.05`.
  static func expectFirstLine(_ header: String, in lines: [Substring]) throws {
    guard let first = lines.first, first.trimmingCharacters(in: .whitespaces) == header else {
      throw PatternError("expected '\(header)' on the first line", line: 1, column: 1)
    }
  }

  /// Reads the rule of a `#R` line, placing any mistake on that line.
  static func ruleAndUniverse(_ text: String, lineNumber: Int) throws -> (LifeLikeRule, Universe?) {
    do {
      return try ruleAndUniverse(text)
    } catch var error as PatternError {
      error.line = lineNumber
      error.column = 4
      throw error
    }
  }

  private static func blockCorner(_ text: String, lineNumber: Int) throws -> Position {
    let numbers = text.split(whereSeparator: \.isWhitespace)
    if numbers.isEmpty { return Position(row: 0, column: 0) }
    guard numbers.count == 2, let column = Int(numbers[0]), let row = Int(numbers[1]),
      isWithinReach(column), isWithinReach(row)
    else {
      throw PatternError(
        "expected '#P x y' with two whole numbers within \(maximumRunLength) of 0", line: lineNumber,
        column: 4)
    }
    return Position(row: row, column: column)
  }
}
