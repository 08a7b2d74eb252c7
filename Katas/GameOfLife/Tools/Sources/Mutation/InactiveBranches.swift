import Compiler

/// The branches of `#if` that are not compiled, where a mutant would change nothing any test runs.
///
/// A condition is read as far as it can be told here: `os(…)` and `arch(…)` of this machine, `true`,
/// `false`, `DEBUG` and `SWIFT_PACKAGE` (every light's build defines both) and the target's own defines
/// when they are known, with `!`, `&&`, `||` and parentheses. Anything else (`canImport(…)`,
/// `compiler(…)`, a flag of a target whose defines are not known) may be compiled, and keeps its mutants.
struct InactiveBranches {
  /// The indices of the code tokens in the directives and in the branches not compiled.
  private(set) var indices: Set<Int> = []

  /// Reads every `#if` of the file; `defines` are the build's `-D` names, nil when not known.
  init(_ source: SwiftTokens, defines: Set<String>?) {
    let code = source.code
    // For each `#if` being read: whether a clause before is taken, and whether the current one is;
    // nil when it cannot be told.
    var open: [(taken: Bool?, active: Bool?)] = []
    var index = 0
    while index < code.count {
      let token = code[index]
      guard token.kind == .directive, ["#if", "#elseif", "#else", "#endif"].contains(token.text) else {
        if open.contains(where: { $0.active == false }) { indices.insert(index) }
        index += 1
        continue
      }
      let end = Self.conditionEnd(after: index, in: code)
      // A directive is no code to mutate, on however many lines its condition is written.
      indices.formUnion(index..<end)
      var condition = BuildCondition(tokens: Array(code[(index + 1)..<end]), defines: defines)
      switch token.text {
      case "#if":
        let value = condition.value()
        open.append((value, value))
      case "#elseif":
        if let last = open.popLast() {
          let value = condition.value()
          let active = BuildCondition.and(BuildCondition.not(last.taken), value)
          open.append((BuildCondition.or(last.taken, value), active))
        }
      case "#else":
        if let last = open.popLast() { open.append((true, BuildCondition.not(last.taken))) }
      default:
        _ = open.popLast()
      }
      index = end
    }
  }

  /// Where the condition of the directive at `index` ends: at the end of its line, or further while it
  /// is not whole (a parenthesis open, an operator at the end of a line or the start of the next).
  private static func conditionEnd(after index: Int, in code: [SwiftTokens.Token]) -> Int {
    let operators: Set<String> = ["&&", "||", "!"]
    var end = index + 1
    var depth = 0
    while end < code.count {
      let continued =
        ["#if", "#elseif"].contains(code[index].text)
        && (depth > 0 || (end > index + 1 && operators.contains(code[end - 1].text))
          || ["&&", "||"].contains(code[end].text))
      guard code[end].line == code[index].line || continued else { break }
      if code[end].text == "(" { depth += 1 }
      if code[end].text == ")" { depth -= 1 }
      end += 1
    }
    return end
  }
}
