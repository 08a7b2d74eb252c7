import Compiler

/// A file with many mutants in it at once, each behind a switch read once at run time.
///
/// It is the technique mutation tools call mutant schemata. One build then serves every mutant, and a mutant costs one run
/// of the test binary.
///
/// Each changed expression becomes `(__kataMutant == 7 ? count >= 3 : count == 3)`, with the mutants of
/// the expressions inside it in both branches, and a removed statement `if __kataMutant != 9 { … }`.
/// Nothing adds a line, so the compiler's line numbers are the file's own. A mutant whose change spans
/// lines, or crosses another's, is not put in: it is built on its own.
package struct MutantSchema {
  /// The switch's name in the learner's module, and the environment variable it is read from.
  package static let switchName = "__kataMutant"
  package static let environmentVariable = "KATA_MUTANT"

  /// The file that declares the switch, added to each mutated module.
  ///
  /// It imports nothing, so it changes
  /// nothing the learner's files see: it asks the C library for the variable by the function's own name.
  package static let switchFile = (
    name: "__KataMutantSwitch.swift",
    text: """
    @_silgen_name("getenv")
    func __kataGetenv(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?

    /// Which mutant this run of the tests is for: 0, the code as written, unless \(environmentVariable) says.
    let \(switchName): Int = __kataGetenv("\(environmentVariable)").flatMap { Int(String(cString: $0)) } ?? 0

    """
  )

  package let text: String
  /// The mutants put behind the switch; the others must be built one at a time.
  package let included: [SourceMutant]
  package let excluded: [SourceMutant]
  /// Where each mutant's own text is in the schema, by line and UTF-8 column (from 1, last one included).
  package let places: [(id: Int, line: Int, columns: ClosedRange<Int>)]

  private struct Site {
    var first: Int
    var last: Int
    var mutants: [SourceMutant]
  }

  package init(tokens: SwiftTokens, mutants: [SourceMutant]) {
    let code = tokens.code
    var sites: [Site] = []
    var excluded: [SourceMutant] = []
    for mutant in mutants {
      guard code[mutant.first].line == code[mutant.last].line else {
        excluded.append(mutant)
        continue
      }
      if let index = sites.firstIndex(where: { $0.first == mutant.first && $0.last == mutant.last }) {
        sites[index].mutants.append(mutant)
      } else {
        sites.append(Site(first: mutant.first, last: mutant.last, mutants: [mutant]))
      }
    }
    // Outer sites first; a site that crosses one already kept is left out.
    sites.sort { ($0.first, -$0.last) < ($1.first, -$1.last) }
    var kept: [Site] = []
    for site in sites {
      let crosses = kept.contains {
        site.first > $0.first && site.first <= $0.last && site.last > $0.last
      }
      if crosses { excluded += site.mutants } else { kept.append(site) }
    }
    var writer = Writer(tokens: tokens, sites: kept)
    if code.isEmpty {
      writer.out = tokens.text(0, tokens.source.count)
    } else {
      writer.out = tokens.text(0, code[0].start)
      writer.emit(0, code.count - 1, substituting: nil, excluding: nil)
      writer.out += tokens.text(code[code.count - 1].end, tokens.source.count)
    }
    text = writer.out
    included = kept.flatMap(\.mutants)
    self.excluded = excluded
    places = writer.spans.map { span in
      let before = writer.out.utf8.prefix(span.start)
      let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
      let lineStart =
        before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 }
        ?? 0
      return (span.id, line, (span.start - lineStart + 1)...(max(span.start, span.end - 1) - lineStart + 1))
    }
  }

  /// Writes tokens with the sites inside them, keeping every space and comment between tokens.
  private struct Writer {
    let tokens: SwiftTokens
    let sites: [Site]
    var out = ""
    var spans: [(id: Int, start: Int, end: Int)] = []

    mutating func emit(_ first: Int, _ last: Int, substituting: (Int, String)?, excluding: Int?) {
      var at = first
      while at <= last {
        if let index = sites.indices.first(where: {
          $0 != excluding && sites[$0].first == at && sites[$0].last <= last
        }) {
          emitSite(index, substituting: substituting)
          at = sites[index].last
        } else if let (replaced, text) = substituting, replaced == at {
          out += text
        } else {
          out += tokens.code[at].text
        }
        if at < last { out += tokens.text(tokens.code[at].end, tokens.code[at + 1].start) }
        at += 1
      }
    }

    /// A site whose range holds the token being substituted passes the substitution on.
    mutating func emitSite(_ index: Int, substituting: (Int, String)?) {
      let site = sites[index]
      let removals = site.mutants.filter { $0.operator == .removedStatement }
      let changes = site.mutants.filter { $0.operator != .removedStatement }
      for removal in removals { out += "if \(MutantSchema.switchName) != \(removal.id) { " }
      if !changes.isEmpty { out += "(" }
      for mutant in changes {
        out += "\(MutantSchema.switchName) == \(mutant.id) ? "
        let start = out.utf8.count
        out += mutant.prefix
        emit(
          site.first, site.last,
          substituting: mutant.replaced.map { ($0, mutant.replacement) } ?? substituting,
          excluding: index)
        out += mutant.suffix
        spans.append((mutant.id, start, out.utf8.count))
        out += " : "
      }
      emit(site.first, site.last, substituting: substituting, excluding: index)
      if !changes.isEmpty { out += ")" }
      for _ in removals { out += " }" }
    }
  }
}
