import Compiler

/// The mutants no test can kill, which the finder leaves out: they would only count against a suite.
struct EquivalentMutants {
  private let tokens: SwiftTokens

  init(_ tokens: SwiftTokens) {
    self.tokens = tokens
  }

  /// Whether a mutant cannot change what any run does, as a count is never negative.
  ///
  /// A count compared with 0 made -1, and `count == 0` made `count <= 0` (or `0 == count` made
  /// `0 >= count`).
  func contains(_ mutant: SourceMutant) -> Bool {
    let code = tokens.code
    func isCount(_ index: Int) -> Bool { ["count", "startIndex"].contains(code[index].text) }
    switch mutant.operator {
    case .integerLiteral:
      guard mutant.before == "0", mutant.after == "-1" else { return false }
      let index = mutant.first
      return index >= 2 && [">=", "<"].contains(code[index - 1].text) && isCount(index - 2)
    case .relational:
      guard let index = mutant.replaced, code[index].text == "==" else { return false }
      switch mutant.replacement {
      case "<=": return index + 1 == mutant.last && code[index + 1].text == "0" && isCount(index - 1)
      case ">=": return index - 1 == mutant.first && code[index - 1].text == "0" && isCount(mutant.last)
      default: return false
      }
    default: return false
    }
  }

  /// Whether the statement at `index` adds a value to the hash of a `hash(into:)` among `blocks`.
  ///
  /// Removed, the hash is still one that equal values share, so no test of what the code does can miss it.
  func combinesHash(_ index: Int, in blocks: [Int]) -> Bool {
    let code = tokens.code
    guard index + 2 < code.count, code[index + 1].text == ".", code[index + 2].text == "combine" else {
      return false
    }
    return blocks.contains { open in
      var at = open - 1
      while at >= 3, !["{", "}", ";"].contains(code[at].text) {
        if code[at].text == "func" { return code[at + 1].text == "hash" && code[at + 3].text == "into" }
        at -= 1
      }
      return false
    }
  }
}
