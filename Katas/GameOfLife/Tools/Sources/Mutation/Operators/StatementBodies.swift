import Compiler

/// The bodies whose lines are statements that may be removed: a function's, a closure's, a loop's.
///
/// Not a type's body, nor an `init`'s or a block inside one: its assignments make the value whole.
struct StatementBodies {
  private let tokens: SwiftTokens
  /// For each `{`, whether it opens such a body.
  private var removable: [Int: Bool] = [:]

  init(_ tokens: SwiftTokens) {
    self.tokens = tokens
    for (index, token) in tokens.code.enumerated() where token.kind == .punctuation && token.text == "{" {
      removable[index] = opensCode(index)
    }
  }

  /// Whether the `{` at `open` opens a body whose statements may be removed.
  func contains(_ open: Int) -> Bool { removable[open] == true }

  /// Whether a `{` opens code whose lines may be removed, read back to what it opens.
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
