import Compiler

/// Every mutant of one Swift file, by the operators mutation tools for Swift use, and never inside a
/// string, a comment, an attribute, a compiler directive, a branch of `#if` that is not compiled, a
/// generic's angle brackets or a declaration's `where` clause.
///
/// - relational: `<` and `<=`, `>` and `>=` swapped; `==` and `!=` swapped, and `==` also to `>=` and `<=`
///   beside a number;
/// - logical: `&&` and `||` swapped;
/// - arithmetic: `+` and `-`, `*` and `/` swapped, `%` to `*`;
/// - a negated condition: the condition of an `if`, `guard` or `while` (one that binds nothing) as `!(…)`;
/// - a boolean literal flipped; an integer literal one more and one less;
/// - a removed statement: a line that is one assignment or call, in a function's body (not an `init`'s).
///
/// Two mutants with the same text are one. Mutants no test could tell from the code as written are
/// dropped: `count >= 0` and `count < 0` made `-1`, and `count == 0` made `count <= 0`, since a count is
/// never negative; a value left out of `hash(into:)`, since the hash stays one equal values share.
package struct MutantFinder {
  package let tokens: SwiftTokens
  let extent: OperandExtent
  /// Code tokens that are never mutated.
  var skipped: Set<Int> = []
  /// For each `{`, whether it opens a body whose lines are statements that may be removed.
  var removable: [Int: Bool] = [:]

  /// The names the build defines with `-D`, besides `DEBUG` and `SWIFT_PACKAGE`; nil when not known.
  let defines: Set<String>?

  package init(_ text: String, defines: Set<String>? = nil) {
    tokens = SwiftTokens(text)
    extent = OperandExtent(tokens)
    self.defines = defines
    markSkipped()
    skipBranchesNotCompiled()
  }

  /// Every mutant of the file, in the order of the source.
  package func mutants(file: String) -> [SourceMutant] {
    var found: [SourceMutant] = []
    var texts: Set<String> = []
    let source = tokens.text(0, tokens.source.count)
    for var mutant in candidates(file: file) where !isEquivalent(mutant) {
      let text = mutant.apply(to: source, tokens: tokens)
      mutant.column = column(of: tokens.code[mutant.replaced ?? mutant.first])
      if text != source && texts.insert(text).inserted { found.append(mutant) }
    }
    return found.sorted { ($0.first, $0.last) < ($1.first, $1.last) }
  }

  private func candidates(file: String) -> [SourceMutant] {
    var found: [SourceMutant] = []
    let code = tokens.code
    for index in code.indices where !skipped.contains(index) {
      let token = code[index]
      switch token.kind {
      case .operator where tokens.isBinary(index):
        found += operatorMutants(index, file: file)
      case .name where token.text == "true" || token.text == "false":
        let flipped = token.text == "true" ? "false" : "true"
        found.append(
          single(
            .booleanLiteral, index, file: file, to: flipped,
            hint: "no test tells `\(token.text)` from `\(flipped)` here"))
      case .integer:
        guard let value = Int(token.text.replacingOccurrences(of: "_", with: "")),
          !token.text.hasPrefix("0x"),
          index == 0 || code[index - 1].text != "."
        else { continue }
        for changed in [value + 1, value - 1] {
          found.append(
            single(
              .integerLiteral, index, file: file, to: String(changed),
              hint: "no test tells \(value) from \(changed) here"))
        }
      case .name where ["if", "guard", "while"].contains(token.text):
        if let mutant = negatedCondition(index, file: file) { found.append(mutant) }
      default: break
      }
    }
    found += removedStatements(file: file)
    return found
  }

  /// A mutant that changes one token and nothing around it.
  private func single(
    _ kind: SourceMutant.Operator, _ index: Int, file: String, to text: String, hint: String?
  ) -> SourceMutant {
    let token = tokens.code[index]
    return SourceMutant(
      operator: kind, file: file, line: token.line, first: index, last: index, replaced: index,
      replacement: text, before: token.text, after: text, hint: hint)
  }

  private func operatorMutants(_ index: Int, file: String) -> [SourceMutant] {
    let code = tokens.code
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
    let left = oneLine(tokens.text(code[first].start, code[index - 1].end))
    let right = oneLine(tokens.text(code[index + 1].start, code[last].end))
    let before = oneLine(tokens.text(code[first].start, code[last].end))
    return swaps.map { swap in
      var hint: String?
      switch (op, swap) {
      case ("<", "<="), ("<=", "<"), (">", ">="), (">=", ">"): hint = "no test has \(left) equal to \(right)"
      case ("==", ">="): hint = "no test has \(left) above \(right)"
      case ("==", "<="): hint = "no test has \(left) below \(right)"
      case ("&&", _), ("||", _): hint = "no test has one side true and the other false"
      default: hint = nil
      }
      let after = oneLine(
        tokens.text(code[first].start, code[index].start) + swap
          + tokens.text(code[index].end, code[last].end))
      return SourceMutant(
        operator: kind, file: file, line: code[index].line, first: first, last: last, replaced: index,
        replacement: swap, before: before, after: after, hint: hint)
    }
  }

  /// The condition of an `if`, `guard` or `while` turned round, when it is one plain Boolean expression.
  private func negatedCondition(_ index: Int, file: String) -> SourceMutant? {
    let code = tokens.code
    var end = index + 1
    let stop = code[index].text == "guard" ? "else" : "{"
    while end < code.count, code[end].text != stop {
      let text = code[end].text
      if ["let", "var", "case", ",", "=", "{", "}", ";", "#available", "#unavailable", "await"].contains(text)
        || skipped.contains(end)
      {
        return nil
      }
      if "([".contains(text), let close = extent.partner[end] { end = close }
      end += 1
    }
    guard end < code.count, end > index + 1 else { return nil }
    let condition = oneLine(tokens.text(code[index + 1].start, code[end - 1].end))
    return SourceMutant(
      operator: .negatedCondition, file: file, line: code[index].line, first: index + 1, last: end - 1,
      replacement: tokens.text(code[index + 1].start, code[end - 1].end), prefix: "!(", suffix: ")",
      before: "\(code[index].text) \(condition)", after: "\(code[index].text) !(\(condition))",
      hint: "no test depends on which way it goes")
  }

  /// A statement on a line of its own (or alone in a one-line block): an assignment or a call.
  private func removedStatements(file: String) -> [SourceMutant] {
    let code = tokens.code
    var found: [SourceMutant] = []
    var blocks: [Int] = []
    for index in code.indices {
      if code[index].text == "{" { blocks.append(index) }
      if code[index].text == "}" { _ = blocks.popLast() }
      guard let block = blocks.last, removable[block] == true, index > 0 else { continue }
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
        code[last].kind != .operator, (index...last).allSatisfy({ !skipped.contains($0) }),
        !combinesHash(index, in: blocks)
      else { continue }
      found.append(
        SourceMutant(
          operator: .removedStatement, file: file, line: code[index].line, first: index, last: last,
          replacement: "", before: oneLine(tokens.text(code[index].start, code[last].end)), after: "",
          hint: "no test checks what it does"))
    }
    return found
  }

  /// A token's column, counted from 1 in Unicode scalars.
  private func column(of token: SwiftTokens.Token) -> Int {
    var start = token.start
    while start > 0, tokens.source[start - 1] != "\n" { start -= 1 }
    return token.start - start + 1
  }

  /// Text that may span lines, on one: each line's spaces at its ends dropped.
  private func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      return String(trimmed.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }.joined(separator: " ")
  }
}
