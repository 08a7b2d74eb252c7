import Compiler

/// One small change to a learner's source, as mutation tools for Swift make them: a copy of the code
/// with one operator, literal, condition or statement changed, which the learner's tests should notice.
package struct SourceMutant: Sendable, Equatable {
  /// The operators, as mutation tools name them.
  package enum Operator: String, Sendable, CaseIterable {
    case relational, logical, arithmetic
    case negatedCondition = "negated condition"
    case booleanLiteral = "boolean literal"
    case integerLiteral = "integer literal"
    case removedStatement = "removed statement"
  }

  package var `operator`: Operator
  /// The file, by its path in its target's folder, and its target's folder in the package.
  package var file: String
  package var targetPath = ""
  package var line: Int
  /// The column of the token it changes (its first, for a condition or a statement), counted from 1.
  package var column = 0
  /// The code tokens it changes, first and last (indices into the file's `SwiftTokens.code`).
  package var first: Int
  package var last: Int
  /// The changed text of those tokens, when `replaced` names one token; nil for a whole new text.
  package var replaced: Int?
  package var replacement: String
  /// Text around the range: `!(` and `)` for a negated condition.
  package var prefix = ""
  package var suffix = ""
  /// What it was and what it became, on one line each: `count == 3`, `count >= 3`.
  package var before: String
  package var after: String
  /// What no test did, when it can be said: "no test has count above 3".
  package var hint: String?

  /// Its number behind the switch in a build of many mutants: 1, 2, 3 … (0 is the code as written).
  package var id = 0

  /// The file's text with this mutant in it, and nothing else changed.
  package func apply(to text: String, tokens: SwiftTokens) -> String {
    let start = tokens.code[first].start
    let end = tokens.code[last].end
    return tokens.text(0, start) + mutatedRange(tokens) + tokens.text(end, tokens.source.count)
  }

  /// The text of its range once mutated (empty for a removed statement).
  func mutatedRange(_ tokens: SwiftTokens) -> String {
    if `operator` == .removedStatement { return "" }
    let start = tokens.code[first].start
    let end = tokens.code[last].end
    guard let replaced else { return prefix + replacement + suffix }
    let token = tokens.code[replaced]
    return prefix + tokens.text(start, token.start) + replacement + tokens.text(token.end, end) + suffix
  }

  /// Text that may span lines, on one, as `before` and `after` are: each line's blanks at its ends dropped.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      return String(trimmed.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }.joined(separator: " ")
  }

  /// The change in words, on one line: "`count == 3` became `count >= 3`".
  package var sentence: String {
    switch `operator` {
    case .removedStatement: "`\(before)` was removed"
    case .negatedCondition: "the condition `\(before)` was turned round, to `\(after)`"
    default: "`\(before)` became `\(after)`"
    }
  }
}
