import Foundation
import GameOfLife

extension Pattern {
  /// Reads a Life 1.06 file: the `#Life 1.06` line, then one live cell per line as `x y` (column, row).
  ///
  /// `#D` and `#C` lines are kept as comments and `#R` gives a rule, as Golly allows. A cell listed twice
  /// counts once. The pattern's box is the tightest one around its live cells, or, when `#R` gives a bounded
  /// or torus grid, the whole grid, with positions read as Golly reads them (its grid is centred on 0, 0).
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first thing that does not fit.
  public init(life106 text: String) throws {
    var liveCells: [Position] = []
    var seen: Set<Position> = []
    var comments: [String] = []
    var rule = LifeLikeRule.conway
    var universe: Universe?
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    try Self.expectFirstLine("#Life 1.06", in: lines)

    for (index, line) in lines.enumerated().dropFirst() {
      let lineNumber = index + 1
      if line.hasPrefix("#") {
        let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        switch line.dropFirst().first {
        case "D", "C": comments.append(body)
        case "N": rule = .conway
        case "R": (rule, universe) = try Self.ruleAndUniverse(body, lineNumber: lineNumber)
        default: break
        }
        continue
      }
      if line.allSatisfy(\.isWhitespace) { continue }
      let cell = try Self.cell(line, lineNumber: lineNumber)
      guard seen.insert(cell).inserted else { continue }
      guard liveCells.count < Self.maximumLiveCells else {
        throw PatternError(
          "more than \(Self.maximumLiveCells) live cells: too large to load", line: lineNumber, column: 1)
      }
      liveCells.append(cell)
    }
    self.init(liveCells: liveCells, rule: rule, universe: universe, comments: comments)
    self = framedByItsGrid()
  }

  /// The pattern as a Life 1.06 file: one `x y` line per live cell, row by row, after any comments and rule.
  ///
  /// On a bounded or torus grid the rule carries Golly's suffix and positions are Golly's, centred on 0, 0.
  public var life106: String {
    var text = "#Life 1.06\n"
    if let name { text += "#D \(name)\n" }
    for comment in comments { text += "#D \(comment)\n" }
    if rule != .conway || universe != nil { text += "#R \(ruleWithUniverseSuffix)\n" }
    let offset = gollyGridOffset
    for cell in liveCells.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
      text += "\(cell.column + offset.column) \(cell.row + offset.row)\n"
    }
    return text
  }

  /// Reads one `x y` line, naming the column of the first word that is not a whole number.
  private static func cell(_ line: Substring, lineNumber: Int) throws -> Position {
    var numbers: [Int] = []
    var column = 1
    for word in line.split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "\t" }) {
      defer { column += word.count + 1 }
      let trimmed = word.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard let number = Int(trimmed), isWithinReach(number), numbers.count < 2 else {
        throw PatternError(
          "expected a cell as two whole numbers 'x y' within \(maximumRunLength) of 0, not '\(trimmed)'",
          line: lineNumber, column: column)
      }
      numbers.append(number)
    }
    guard numbers.count == 2 else {
      throw PatternError("expected a cell as two whole numbers 'x y'", line: lineNumber, column: column - 1)
    }
    return Position(row: numbers[1], column: numbers[0])
  }
}
