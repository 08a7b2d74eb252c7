import Compiler

/// Every mutant of one Swift file, by the operators mutation tools for Swift use.
///
/// Each operator is a type of its own: relational, logical and arithmetic operators swapped
/// (`OperatorReplacement`), a boolean literal flipped and an integer one more and one less
/// (`LiteralReplacement`), the condition of an `if`, `guard` or `while` turned round (`ConditionNegation`),
/// and a line that is one assignment or call removed from a function's body (`StatementDeletion`).
/// None is made where `ExcludedCode` says: in a string, a comment, an attribute, a compiler directive, a
/// branch of `#if` that is not compiled, a generic's angle brackets or a declaration's `where` clause.
///
/// Two mutants with the same text are one. Mutants no test could tell from the code as written are
/// dropped (`EquivalentMutants`): `count >= 0` and `count < 0` made `-1`, and `count == 0` made
/// `count <= 0`, since a count is never negative; a value left out of `hash(into:)`, since the hash stays
/// one equal values share.
package struct MutantFinder {
  package let tokens: SwiftTokens
  private let excluded: ExcludedCode
  private let equivalents: EquivalentMutants
  private let operators: OperatorReplacement
  private let literals: LiteralReplacement
  private let conditions: ConditionNegation
  private let statements: StatementDeletion

  /// Reads the file, built with `defines`: the names its build defines with `-D`, nil when not known.
  ///
  /// `DEBUG` and `SWIFT_PACKAGE` are taken as defined whatever `defines` says.
  package init(_ text: String, defines: Set<String>? = nil) {
    tokens = SwiftTokens(text)
    let extent = OperandExtent(tokens)
    excluded = ExcludedCode(tokens, extent: extent, defines: defines)
    equivalents = EquivalentMutants(tokens)
    operators = OperatorReplacement(tokens, extent: extent)
    literals = LiteralReplacement(tokens)
    conditions = ConditionNegation(tokens, extent: extent, excluded: excluded)
    statements = StatementDeletion(tokens, extent: extent, excluded: excluded, equivalents: equivalents)
  }

  /// Every mutant of the file, in the order of the source.
  package func mutants(file: String) -> [SourceMutant] {
    var found: [SourceMutant] = []
    var texts: Set<String> = []
    let source = tokens.text(0, tokens.source.count)
    for var mutant in candidates(file: file) where !equivalents.contains(mutant) {
      let text = mutant.apply(to: source, tokens: tokens)
      mutant.column = column(of: tokens.code[mutant.replaced ?? mutant.first])
      if text != source && texts.insert(text).inserted { found.append(mutant) }
    }
    return found.sorted { ($0.first, $0.last) < ($1.first, $1.last) }
  }

  /// Each token's mutants in turn (a token is of one operator at most), then the removed statements.
  private func candidates(file: String) -> [SourceMutant] {
    var found: [SourceMutant] = []
    for index in tokens.code.indices where !excluded.contains(index) {
      found += operators.mutants(at: index, file: file)
      found += literals.mutants(at: index, file: file)
      found += conditions.mutants(at: index, file: file)
    }
    return found + statements.mutants(file: file)
  }

  /// A token's column, counted from 1 in Unicode scalars.
  private func column(of token: SwiftTokens.Token) -> Int {
    var start = token.start
    while start > 0, tokens.source[start - 1] != "\n" { start -= 1 }
    return token.start - start + 1
  }
}
