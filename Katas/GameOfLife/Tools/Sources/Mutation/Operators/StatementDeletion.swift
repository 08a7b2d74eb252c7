import Compiler

/// Mutants of a statement: a line that is one assignment or call removed, in a body of statements.
///
/// A statement on a line of its own, or alone in a one-line block; not a value a closure or a getter
/// gives, nor a value added to a hash in `hash(into:)`.
struct StatementDeletion {
  private let tokens: SwiftTokens
  private let extent: OperandExtent
  private let excluded: ExcludedCode
  private let equivalents: EquivalentMutants
  private let bodies: StatementBodies

  init(_ tokens: SwiftTokens, extent: OperandExtent, excluded: ExcludedCode, equivalents: EquivalentMutants) {
    self.tokens = tokens
    self.extent = extent
    self.excluded = excluded
    self.equivalents = equivalents
    bodies = StatementBodies(tokens)
  }

  /// Every statement of the file that may be removed, in the order of the source.
  func mutants(file: String) -> [SourceMutant] {
    let code = tokens.code
    var found: [SourceMutant] = []
    var blocks: [Int] = []
    for index in code.indices {
      if code[index].text == "{" { blocks.append(index) }
      if code[index].text == "}" { _ = blocks.popLast() }
      guard let block = blocks.last, bodies.contains(block), index > 0 else { continue }
      let previous = code[index - 1]
      let startsLine =
        previous.line < code[index].line
        && (["{", "}", ";"].contains(previous.text)
          || previous.kind == .name || previous.kind == .integer || previous.kind == .string
          || ")]".contains(previous.text))
      // A closure's first statement follows its `in`.
      let startsBlock = (previous.text == "{" && index - 1 == block) || previous.text == "in"
      guard startsLine || startsBlock, code[index].kind == .name,
        !OperandExtent.keywords.contains(code[index].text) || code[index].text == "self"
      else { continue }
      // The statement's last token: the end of its line, or the block's closing brace before it.
      var last = index
      var assigns = false
      while last + 1 < code.count, code[last + 1].line == code[index].line, code[last + 1].text != "}",
        code[last + 1].text != ";"
      {
        last += 1
        if ["(", "[", "{"].contains(code[last].text), let close = extent.partner[last] {
          guard code[close].line == code[index].line else { break }
          last = close
        }
        if ["=", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "&&=", "||="].contains(code[last].text) {
          assigns = true
        }
      }
      let closedByBlock =
        last + 1 < code.count && code[last + 1].text == "}" && code[last + 1].line == code[index].line
      let ends = closedByBlock || last + 1 == code.count || code[last + 1].line > code[index].line
      let continues =
        last + 1 < code.count && !closedByBlock
        && (code[last + 1].text == "." || tokens.isBinary(last + 1))
      // Alone in its block, it may be the block's value (a closure's, a getter's): only an assignment
      // is removed there. Elsewhere, a call: one chain of members and calls, nothing around it.
      let alone =
        startsBlock && closedByBlock
        || (["{", "in"].contains(previous.text) && last + 1 < code.count && code[last + 1].text == "}")
      let call = !assigns && extent.unary(from: index) == last
      let bindsNames = index + 1 < code.count && ["in", ","].contains(code[index + 1].text)
      guard ends, !continues, assigns || (call && !alone), !bindsNames,
        (startsLine && !closedByBlock) || (startsBlock && closedByBlock),
        assigns || code[last].text == ")" || code[last].text == "}",
        code[last].kind != .operator, (index...last).allSatisfy({ !excluded.contains($0) }),
        !equivalents.combinesHash(index, in: blocks)
      else { continue }
      found.append(
        SourceMutant(
          operator: .removedStatement, file: file, line: code[index].line, first: index, last: last,
          replacement: "", before: SourceMutant.oneLine(tokens.text(code[index].start, code[last].end)),
          after: "", hint: "no test checks what it does"))
    }
    return found
  }
}
