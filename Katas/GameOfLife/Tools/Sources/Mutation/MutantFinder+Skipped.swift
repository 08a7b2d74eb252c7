/// Where no mutant is made: what is not an expression run by the tests, though it holds operators and
/// numbers, and which bodies' lines are statements that may be removed.
extension MutantFinder {
  mutating func markSkipped() {
    let code = tokens.code
    var index = 0
    while index < code.count {
      let token = code[index]
      switch token.kind {
      // `#if os(Linux) && DEBUG`, `import`, `infix operator`, `precedencegroup`: the whole line.
      case .directive
      where token.text.hasPrefix("#") && !["#available", "#unavailable"].contains(token.text):
        skipLine(of: index)
      case .name where ["import", "operator", "precedencegroup"].contains(token.text):
        skipLine(of: index)
      // `@available(macOS 13, *)`: the attribute's arguments.
      case .directive
      where index + 1 < code.count && code[index + 1].text == "(" && !code[index + 1].spaceBefore:
        if let close = extent.partner[index + 1] { skipped.formUnion(index...close) }
      // `case north = 1`: a raw value must be a literal.
      case .name where token.text == "case":
        if index + 3 < code.count, code[index + 2].text == "=" { skipped.insert(index + 3) }
      // `where Element == Int` in a declaration (not `for … where`, `case … where`): up to its body.
      case .name where token.text == "where" && !isExpressionWhere(index):
        var end = index
        while end + 1 < code.count, code[end + 1].text != "{" { end += 1 }
        skipped.formUnion(index...end)
      // `Set<Point>`, `Array<Array<Int>>`: a generic's arguments.
      case .operator
      where token.text == "<" && !token.spaceBefore && index > 0 && code[index - 1].kind == .name:
        if let close = genericClose(from: index) { skipped.formUnion(index...close) }
      case .punctuation where token.text == "{":
        removable[index] = opensCode(index)
      default: break
      }
      index += 1
    }
  }

  private mutating func skipLine(of index: Int) {
    let line = tokens.code[index].line
    for (other, token) in tokens.code.enumerated() where token.line == line { skipped.insert(other) }
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

  /// Whether a `{` opens code whose lines may be removed: a function's, a closure's, a loop's body, not
  /// a type's body or an `init`'s (whose assignments make the value whole).
  private func opensCode(_ open: Int) -> Bool {
    var at = open - 1
    let code = tokens.code
    var enclosing: Int?
    var depth = 0
    while at >= 0 {
      let text = code[at].text
      if text == "}" { depth += 1 }
      if text == "{" {
        if depth == 0 {
          enclosing = at
          break
        }
        depth -= 1
      }
      if depth == 0 {
        if ["struct", "class", "enum", "extension", "protocol", "actor"].contains(text)
          && !(at + 1 < code.count && code[at + 1].text == "func")
        {
          return false
        }
        if text == "init" { return false }
        if text == "func" || text == "var" || text == "in" { break }
        if text == ";" { break }
      }
      at -= 1
    }
    // A block inside an `init` is part of it.
    if let enclosing, removable[enclosing] == false, !isTypeBody(enclosing) { return false }
    return true
  }

  private func isTypeBody(_ open: Int) -> Bool {
    var at = open - 1
    while at >= 0, !["{", "}", ";"].contains(tokens.code[at].text) {
      if ["struct", "class", "enum", "extension", "protocol", "actor"].contains(tokens.code[at].text) {
        return true
      }
      at -= 1
    }
    return false
  }
}
