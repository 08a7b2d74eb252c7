import Compiler

/// The code tokens where no mutant is made, though they hold operators and numbers.
///
/// None of them is an expression the tests run: a directive, an import or an operator's declaration, an
/// attribute's arguments, a raw value, a declaration's `where` clause, a generic's arguments, and the
/// branches of `#if` that are not compiled.
struct ExcludedCode {
  private let tokens: SwiftTokens
  private let extent: OperandExtent
  private var excluded: Set<Int> = []

  init(_ tokens: SwiftTokens, extent: OperandExtent, defines: Set<String>?) {
    self.tokens = tokens
    self.extent = extent
    excludeDeclarations()
    excluded.formUnion(InactiveBranches(tokens, defines: defines).indices)
  }

  /// Whether no mutant may change the code token at `index`.
  func contains(_ index: Int) -> Bool { excluded.contains(index) }

  private mutating func excludeDeclarations() {
    let code = tokens.code
    var index = 0
    while index < code.count {
      let token = code[index]
      switch token.kind {
      // `#if os(Linux) && DEBUG`, `import`, `infix operator`, `precedencegroup`: the whole line.
      case .directive
      where token.text.hasPrefix("#") && !["#available", "#unavailable"].contains(token.text):
        excludeLine(of: index)
      case .name where ["import", "operator", "precedencegroup"].contains(token.text):
        excludeLine(of: index)
      // `@available(macOS 13, *)`: the attribute's arguments.
      case .directive
      where index + 1 < code.count && code[index + 1].text == "(" && !code[index + 1].spaceBefore:
        if let close = extent.partner[index + 1] { excluded.formUnion(index...close) }
      // `case north = 1`: a raw value must be a literal.
      case .name where token.text == "case":
        if index + 3 < code.count, code[index + 2].text == "=" { excluded.insert(index + 3) }
      // `where Element == Int` in a declaration (not `for … where`, `case … where`): up to its body.
      case .name where token.text == "where" && !isExpressionWhere(index):
        var end = index
        while end + 1 < code.count, code[end + 1].text != "{" { end += 1 }
        excluded.formUnion(index...end)
      // `Set<Point>`, `Array<Array<Int>>`: a generic's arguments.
      case .operator
      where token.text == "<" && !token.spaceBefore && index > 0 && code[index - 1].kind == .name:
        if let close = genericClose(from: index) { excluded.formUnion(index...close) }
      default: break
      }
      index += 1
    }
  }

  private mutating func excludeLine(of index: Int) {
    let line = tokens.code[index].line
    for (other, token) in tokens.code.enumerated() where token.line == line { excluded.insert(other) }
  }

  /// Whether a `where` belongs to a loop, a `case` or a `catch` in the same statement.
  private func isExpressionWhere(_ index: Int) -> Bool {
    var at = index - 1
    while at >= 0, !["{", "}", ";"].contains(tokens.code[at].text) {
      if ["for", "case", "catch"].contains(tokens.code[at].text) { return true }
      at -= 1
    }
    return false
  }

  /// The `>` that closes a generic's `<`, when everything between can be a type.
  private func genericClose(from open: Int) -> Int? {
    var depth = 0
    var at = open
    let code = tokens.code
    while at < code.count, code[at].line == code[open].line {
      let token = code[at]
      switch token.kind {
      case .operator:
        for scalar in token.text.unicodeScalars {
          switch scalar {
          case "<": depth += 1
          case ">": depth -= 1
          case "?", "!", "&", "-": break
          default: return nil
          }
        }
        if depth == 0 { return at }
        if depth < 0 { return nil }
      case .name, .integer: break
      case .punctuation where [".", ",", ":", "[", "]", "(", ")"].contains(token.text): break
      default: return nil
      }
      at += 1
    }
    return nil
  }
}
