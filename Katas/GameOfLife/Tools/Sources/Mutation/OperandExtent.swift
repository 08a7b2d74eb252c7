import Compiler

/// How far a binary operator's operands reach, read from the tokens around it by the precedence of
/// Swift's standard operators: in `a + b < c`, the `<` compares `a + b` with `c`.
///
/// It reads the common shapes of expressions (names, literals, calls, subscripts, members, prefix and
/// postfix operators, parentheses); on anything else it gives up, and no mutant is made there. An extent
/// read wrongly cannot pass for the original: the mutated copy would not compile, and is left out.
struct OperandExtent {
  let tokens: SwiftTokens
  /// For each bracket, the index of its partner.
  let partner: [Int: Int]

  init(_ tokens: SwiftTokens) {
    self.tokens = tokens
    var partner: [Int: Int] = [:]
    var open: [Int] = []
    for (index, token) in tokens.code.enumerated() where token.kind == .punctuation {
      if "([{".contains(token.text) {
        open.append(index)
      } else if ")]}".contains(token.text), let opener = open.popLast() {
        partner[opener] = index
        partner[index] = opener
      }
    }
    self.partner = partner
  }

  /// The precedence of a binary operator, higher binding tighter; nil for one it does not know.
  static func precedence(_ text: String) -> Int? {
    switch text {
    case "||": 1
    case "&&": 2
    case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": 3
    case "??": 4
    case "...", "..<": 6
    case "+", "-", "|", "^", "&+", "&-": 7
    case "*", "/", "%", "&", "&*": 8
    case "<<", ">>": 9
    default: nil
    }
  }

  static let primaryKeywords: Set<String> = ["self", "Self", "true", "false", "nil", "super"]
  static let keywords: Set<String> = [
    "if", "else", "guard", "while", "for", "in", "where", "return", "let", "var", "case", "switch", "default",
    "as", "is", "try", "await", "throw", "throws", "func", "init", "repeat", "do", "catch", "defer", "break",
    "continue", "import", "struct", "class", "enum", "extension", "protocol", "static", "public", "private",
    "internal", "fileprivate", "inout", "some", "any", "typealias", "async", "rethrows",
  ]

  /// The first and last tokens of the operator's two operands together, or nil.
  func of(binary index: Int) -> (first: Int, last: Int)? {
    guard let level = Self.precedence(tokens.code[index].text) else { return nil }
    // The standard operators group to the left: the left operand takes operators of the same precedence
    // (but comparisons do not chain), the right one only those that bind tighter.
    guard let first = leftOperand(before: index, level: level == 3 ? 4 : level),
      let last = rightOperand(after: index, level: level + 1)
    else { return nil }
    return (first, last)
  }

  private func isName(_ index: Int) -> Bool {
    let token = tokens.code[index]
    return token.kind == .name
      && (!Self.keywords.contains(token.text) || Self.primaryKeywords.contains(token.text))
  }

  private func isPrimary(_ index: Int) -> Bool {
    let kind = tokens.code[index].kind
    return isName(index) || kind == .integer || kind == .float || kind == .string
  }

  private func text(_ index: Int) -> String {
    index >= 0 && index < tokens.code.count ? tokens.code[index].text : ""
  }

  /// Reads operands to the right while the operators between bind at `level` or tighter.
  private func rightOperand(after index: Int, level: Int) -> Int? {
    guard var last = unary(from: index + 1) else { return nil }
    while last + 1 < tokens.code.count, tokens.isBinary(last + 1),
      let next = Self.precedence(text(last + 1)), next >= level,
      let end = unary(from: last + 2)
    {
      last = end
    }
    return last
  }

  /// One operand, from its first token: prefix operators, a primary, then members, calls and subscripts.
  func unary(from start: Int) -> Int? {
    var at = start
    let code = tokens.code
    while at < code.count, code[at].kind == .operator, !tokens.isBinary(at), !code[at].spaceAfter { at += 1 }
    guard at < code.count else { return nil }
    if text(at) == "(" || text(at) == "[" {
      guard let close = partner[at] else { return nil }
      at = close
    } else if text(at) == ".", at + 1 < code.count, isName(at + 1) {
      at += 1
    } else if isPrimary(at) {
    } else {
      return nil
    }
    // Members, calls, subscripts and postfix `?` or `!`, attached to what comes before.
    while at + 1 < code.count {
      let next = code[at + 1]
      if next.text == "." && at + 2 < code.count && (isName(at + 2) || code[at + 2].kind == .integer) {
        at += 2
      } else if (next.text == "(" || next.text == "[") && !next.spaceBefore, let close = partner[at + 1] {
        at = close
      } else if next.text == "{", let close = partner[at + 1], text(close + 1) == "." {
        at = close
      } else if next.kind == .operator && !next.spaceBefore && (next.text == "?" || next.text == "!")
        && !tokens.isBinary(at + 1)
      {
        at += 1
      } else {
        break
      }
    }
    return at
  }

  /// Reads operands to the left while the operators between bind at `level` or tighter.
  private func leftOperand(before index: Int, level: Int) -> Int? {
    guard var first = unaryBackwards(from: index - 1) else { return nil }
    while first - 1 > 0, tokens.isBinary(first - 1), let previous = Self.precedence(text(first - 1)),
      previous >= level, let start = unaryBackwards(from: first - 2)
    {
      first = start
    }
    return first
  }

  /// One operand, from its last token back to its first.
  private func unaryBackwards(from end: Int) -> Int? {
    var at = end
    let code = tokens.code
    guard at >= 0 else { return nil }
    while true {
      let token = code[at]
      if token.kind == .operator && (token.text == "?" || token.text == "!") && !tokens.isBinary(at) && at > 0
      {
        at -= 1
        continue
      }
      if token.text == ")" || token.text == "]" || token.text == "}" {
        guard let open = partner[at] else { return nil }
        at = open
        // A call, a subscript or a trailing closure: what it is attached to comes first.
        if at > 0, !code[at].spaceBefore || token.text == "}",
          isPrimary(at - 1) || ")]".contains(text(at - 1))
        {
          at -= 1
          continue
        }
      } else if !isPrimary(at) {
        return nil
      }
      // A member: `cells.count`, `.alive`.
      if at > 0, text(at - 1) == "." {
        if at > 1, isPrimary(at - 2) || ")]}?!".contains(text(at - 2)),
          !code[at - 1].spaceBefore
            || code[at - 1].line != code[at - 2].line
        {
          at -= 2
          continue
        }
        at -= 1
      }
      break
    }
    // Prefix operators: `-x`, `!done`, and `(!done`, whose `!` binds tighter than any binary operator:
    // left out, the mutant's parentheses behind the switch would take it outside, `!(done && …)`.
    while at > 0, tokens.isPrefix(at - 1) { at -= 1 }
    return at
  }
}
