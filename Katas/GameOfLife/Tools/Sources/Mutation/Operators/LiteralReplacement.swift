import Compiler

/// Mutants of a literal: a boolean flipped, an integer one more and one less.
///
/// Not an integer written in hexadecimal, nor a tuple's member (`t.0`), nor one too big for an `Int`.
struct LiteralReplacement {
  private let tokens: SwiftTokens

  init(_ tokens: SwiftTokens) {
    self.tokens = tokens
  }

  /// The mutants of the code token at `index`, when it is a boolean or an integer literal.
  func mutants(at index: Int, file: String) -> [SourceMutant] {
    let code = tokens.code
    let token = code[index]
    switch token.kind {
    case .name where token.text == "true" || token.text == "false":
      let flipped = token.text == "true" ? "false" : "true"
      return [
        single(
          .booleanLiteral, index, file: file, to: flipped,
          hint: "no test tells `\(token.text)` from `\(flipped)` here")
      ]
    case .integer:
      guard let value = Int(token.text.replacingOccurrences(of: "_", with: "")),
        !token.text.hasPrefix("0x"),
        index == 0 || code[index - 1].text != "."
      else { return [] }
      return [value + 1, value - 1].map { changed in
        single(
          .integerLiteral, index, file: file, to: String(changed),
          hint: "no test tells \(value) from \(changed) here")
      }
    default: return []
    }
  }

  /// A mutant that changes one token and nothing around it.
  private func single(
    _ kind: SourceMutant.Operator, _ index: Int, file: String, to text: String, hint: String?
  ) -> SourceMutant {
    let token = tokens.code[index]
    return SourceMutant(
      operator: kind, file: file, line: token.line, first: index, last: index, replaced: index,
      replacement: text, before: token.text, after: text, hint: hint)
  }
}
