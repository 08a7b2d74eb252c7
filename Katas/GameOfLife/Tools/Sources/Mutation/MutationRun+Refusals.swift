/// Which mutants a build behind the switch refused, read from the compiler's errors.
extension MutationRun {
  /// The mutants the compiler's errors fall on.
  ///
  /// The innermost whose own text holds the error's column, else every mutant on its line. Empty when an
  /// error falls on no mutant.
  func refusedMutants(_ output: String, schemas: [String: MutantSchema]) -> Set<Int> {
    var refused: Set<Int> = []
    for line in output.split(separator: "\n") {
      guard let match = line.firstMatch(of: #/^(\S[^:]*):(\d+):(\d+): error: /#),
        let number = Int(match.2), let column = Int(match.3)
      else { continue }
      let path = String(match.1)
      guard let target = variant.targets.first(where: { path.hasPrefix($0.origin + "/") }) else { return [] }
      let file = String(path.dropFirst(target.origin.count + 1))
      guard let schema = schemas[Self.key(target.name, file)] else { return [] }
      // The type checker gives up on a whole expression, named where it starts, which may go on for
      // several lines (closures nested over `-1...1`): every mutant in it is refused at once.
      if line.contains("unable to type-check this expression in reasonable time") {
        let lines = Self.expressionLines(in: schema.text, line: number, column: column)
        let inside = schema.places.filter {
          lines.contains($0.line) && ($0.line > number || $0.columns.upperBound >= column)
        }
        if !inside.isEmpty {
          refused.formUnion(inside.map(\.id))
          continue
        }
      }
      // An error may be placed after its cause (a closure's missing value, at its closing brace): then
      // the nearest line above, up to three, that holds mutants.
      let near = (max(1, number - 3)...number).reversed().first { line in
        schema.places.contains { $0.line == line }
      }
      let onLine = schema.places.filter { $0.line == (near ?? number) }
      let holding = onLine.filter { $0.columns.contains(column) }
      if let innermost = holding.min(by: { $0.columns.count < $1.columns.count }) {
        refused.insert(innermost.id)
      } else if !onLine.isEmpty {
        refused.formUnion(onLine.map(\.id))
      } else {
        return []
      }
    }
    return refused
  }

  /// The lines of the expression that starts at `line` and `column` (both from 1, the column in UTF-8):
  /// up to the line where its brackets are closed again and the next line does not go on with `.`, or
  /// where a bracket it is inside closes.
  ///
  /// Brackets in strings and comments are counted too: a wrong extent costs builds, never a verdict, since
  /// a mutant taken out is built on its own.
  static func expressionLines(in text: String, line: Int, column: Int) -> ClosedRange<Int> {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return line...line }
    var depth = 0
    var number = line
    var rest = lines[line - 1].utf8.dropFirst(max(0, column - 1))
    while true {
      for byte in rest {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth < 0 { return line...number }
        default: break
        }
      }
      guard number < lines.count else { return line...number }
      let next = lines[number].drop { $0 == " " || $0 == "\t" }
      if depth == 0 && !next.hasPrefix(".") { return line...number }
      number += 1
      rest = lines[number - 1].utf8[...]
    }
  }
}
