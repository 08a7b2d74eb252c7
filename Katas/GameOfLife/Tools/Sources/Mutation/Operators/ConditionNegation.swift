import Compiler

/// Mutants of a branch: the condition of an `if`, `guard` or `while` turned round, as `!(…)`.
///
/// Only a condition that is one plain Boolean expression: not one that binds a name, matches a pattern,
/// has several clauses, asks for availability, awaits, or reaches into code where no mutant is made.
struct ConditionNegation {
  private let tokens: SwiftTokens
  private let extent: OperandExtent
  private let excluded: ExcludedCode

  init(_ tokens: SwiftTokens, extent: OperandExtent, excluded: ExcludedCode) {
    self.tokens = tokens
    self.extent = extent
    self.excluded = excluded
  }

  /// The mutant of the `if`, `guard` or `while` at `index`, when its condition may be turned round.
  func mutants(at index: Int, file: String) -> [SourceMutant] {
    let code = tokens.code
    guard code[index].kind == .name, ["if", "guard", "while"].contains(code[index].text) else { return [] }
    var end = index + 1
    let stop = code[index].text == "guard" ? "else" : "{"
    while end < code.count, code[end].text != stop {
      let text = code[end].text
      if ["let", "var", "case", ",", "=", "{", "}", ";", "#available", "#unavailable", "await"].contains(text)
        || excluded.contains(end)
      {
        return []
      }
      if "([".contains(text), let close = extent.partner[end] { end = close }
      end += 1
    }
    guard end < code.count, end > index + 1 else { return [] }
    let condition = SourceMutant.oneLine(tokens.text(code[index + 1].start, code[end - 1].end))
    return [
      SourceMutant(
        operator: .negatedCondition, file: file, line: code[index].line, first: index + 1, last: end - 1,
        replacement: tokens.text(code[index + 1].start, code[end - 1].end), prefix: "!(", suffix: ")",
        before: "\(code[index].text) \(condition)", after: "\(code[index].text) !(\(condition))",
        hint: "no test depends on which way it goes")
    ]
  }
}
