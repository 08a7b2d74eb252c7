/// Swift source cut into tokens, as far as mutating it needs: strings and comments whole, so nothing
/// inside them is ever changed, numbers, names, operators and punctuation, each with its line.
///
/// It is not Swift's own lexer. It knows single-line, multi-line and raw strings (`#"…"#`, with their
/// interpolations, `\(…)` and `\#(…)`, as part of the string), line, block, nested block and doc
/// comments, extended regular expressions (`#/…/#`), and Swift's rule for binary operators: spaced on
/// both sides or on neither.
package struct SwiftTokens: Sendable {
  package enum Kind: Sendable, Equatable {
    case name, integer, float, string, comment, `operator`, punctuation
    /// `@available`, `#if`, `#selector`: an attribute or a compiler directive's word.
    case directive
  }

  package struct Token: Sendable, Equatable {
    package var kind: Kind
    package var text: String
    /// Where it starts and ends, as offsets in the source's Unicode scalars.
    package var start: Int
    package var end: Int
    /// Its line, counted from 1.
    package var line: Int
    /// Whether whitespace, a comment or the start of the source comes just before and just after it.
    package var spaceBefore = true
    package var spaceAfter = true
  }

  package let source: [Unicode.Scalar]
  /// Every token, comments among them.
  package let all: [Token]
  /// The tokens that are code: no comments.
  package let code: [Token]

  package init(_ text: String) {
    source = Array(text.unicodeScalars)
    var reader = SwiftTokenReader(source: source)
    all = reader.read()
    code = all.filter { $0.kind != .comment }
  }

  /// The source between two scalar offsets.
  package func text(_ start: Int, _ end: Int) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: source[max(0, start)..<min(source.count, end)])
    return String(result)
  }

  /// Whether a code token is a binary operator by Swift's rule: spaced on both sides, or on neither.
  package func isBinary(_ index: Int) -> Bool {
    guard code[index].kind == .operator else { return false }
    return isBoundLeft(index) == isBoundRight(index) && index > 0 && index + 1 < code.count
  }

  /// Whether a code token is a prefix operator by Swift's rule: bound to what follows it, not to what
  /// comes before, so that `!` in `(!done` is one, and in `done!` is not.
  package func isPrefix(_ index: Int) -> Bool {
    code[index].kind == .operator && !isBoundLeft(index) && isBoundRight(index)
  }

  /// An operator is bound on a side with no space there, unless what is there opens or separates.
  private func isBoundLeft(_ index: Int) -> Bool {
    !code[index].spaceBefore && index > 0 && !"([{,;:".contains(code[index - 1].text)
  }

  private func isBoundRight(_ index: Int) -> Bool {
    !code[index].spaceAfter && index + 1 < code.count && !")]},;:".contains(code[index + 1].text)
  }
}
