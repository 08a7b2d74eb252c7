import Compiler

/// Mutants of a binary operator: relational, logical and arithmetic operators swapped for their likes.
///
/// `<` and `<=`, `>` and `>=` swapped; `==` and `!=` swapped, and `==` also to `>=` and `<=` beside a
/// number; `&&` and `||` swapped; `+` and `-`, `*` and `/` swapped, `%` to `*`.
struct OperatorReplacement {
  private let tokens: SwiftTokens
  private let extent: OperandExtent

  init(_ tokens: SwiftTokens, extent: OperandExtent) {
    self.tokens = tokens
    self.extent = extent
  }

  /// The mutants of the code token at `index`, when it is a binary operator; the operation whole in each.
  func mutants(at index: Int, file: String) -> [SourceMutant] {
    let code = tokens.code
    guard code[index].kind == .operator, tokens.isBinary(index) else { return [] }
    let op = code[index].text
    var swaps: [String]
    var kind = SourceMutant.Operator.relational
    switch op {
    case "<": swaps = ["<="]
    case "<=": swaps = ["<"]
    case ">": swaps = [">="]
    case ">=": swaps = [">"]
    case "==": swaps = ["!="]
    case "!=": swaps = ["=="]
    case "&&", "||": (swaps, kind) = ([op == "&&" ? "||" : "&&"], .logical)
    case "+", "-": (swaps, kind) = ([op == "+" ? "-" : "+"], .arithmetic)
    case "*", "/": (swaps, kind) = ([op == "*" ? "/" : "*"], .arithmetic)
    case "%": (swaps, kind) = (["*"], .arithmetic)
    default: return []
    }
    // Strings joined with `+` have no `-`: such a mutant would never compile.
    if kind == .arithmetic && (code[index - 1].kind == .string || code[index + 1].kind == .string) {
      return []
    }
    guard let (first, last) = extent.of(binary: index) else { return [] }
    let beside = [code[index - 1], code[index + 1]]
    if op == "==" && beside.contains(where: { $0.kind == .integer }) { swaps += [">=", "<="] }
    let left = SourceMutant.oneLine(tokens.text(code[first].start, code[index - 1].end))
    let right = SourceMutant.oneLine(tokens.text(code[index + 1].start, code[last].end))
    let before = SourceMutant.oneLine(tokens.text(code[first].start, code[last].end))
    return swaps.map { swap in
      var hint: String?
      switch (op, swap) {
      case ("<", "<="), ("<=", "<"), (">", ">="), (">=", ">"): hint = "no test has \(left) equal to \(right)"
      case ("==", ">="): hint = "no test has \(left) above \(right)"
      case ("==", "<="): hint = "no test has \(left) below \(right)"
      case ("&&", _), ("||", _): hint = "no test has one side true and the other false"
      default: hint = nil
      }
      let after = SourceMutant.oneLine(
        tokens.text(code[first].start, code[index].start) + swap
          + tokens.text(code[index].end, code[last].end))
      return SourceMutant(
        operator: kind, file: file, line: code[index].line, first: first, last: last, replaced: index,
        replacement: swap, before: before, after: after, hint: hint)
    }
  }
}
