import KataSystem

/// What a package lacks of the template's names, in a few words, as the compiler said it when the
/// specification did not compile against the package's Game.
///
/// The specification calls `Game(rows:columns:topology:)`, `Game(picture:)`, `Position`, `CellState` and
/// the rest, through a plain `import GameOfLife`. A page of compiler errors from files the learner never
/// wrote would hide what matters: that their design is one of its own.
package struct TemplateNames {
  package let practice: PracticePackage

  package init(practice: PracticePackage) { self.practice = practice }

  /// Why the specification does not compile against the package's Game, in a few words; nil when an error
  /// is in the learner's own sources, which do not compile by themselves and which they must see.
  package func why(notCompiling compileError: String) -> String? {
    let errors = compileError.split(separator: "\n").compactMap {
      $0.firstMatch(of: #/^(\S[^:]*):\d+:\d+: error: (.*)$/#)
    }
    guard !errors.isEmpty, !errors.contains(where: { $0.1.hasPrefix("\(practice.path)/") }) else {
      return nil
    }
    var said: [String] = []
    for error in errors {
      let words = words(for: String(error.2))
      if !said.contains(words) { said.append(words) }
    }
    let shown = said.prefix(3).joined(separator: "; ")
    return "the specification does not compile against its Game: \(shown)"
      + (said.count > 3 ? "; and \(said.count - 3) more" : "")
  }

  /// One compiler error in the reader's terms: a name their Game lacks, or one it does not make public.
  private func words(for error: String) -> String {
    if let name = error.firstMatch(of: /cannot find (?:type )?'([^']+)' in scope/)?.1 {
      return declares(String(name)) ? "'\(name)' is not public" : "no '\(name)'"
    }
    if let member = error.firstMatch(of: /'([^']+)' has no member '([^']+)'/) {
      return "\(member.1) has no '\(member.2)'"
    }
    return error
  }

  /// Whether the package's Game declares a type of this name, whatever its access.
  private func declares(_ name: String) -> Bool {
    let files = (try? Snapshot(of: practice.folder).files(in: "Sources/GameOfLife")) ?? [:]
    let declaration = try? Regex("\\b(class|struct|actor|enum|typealias|protocol)\\s+\(name)\\b")
    return declaration.map { declaration in files.values.contains { $0.contains(declaration) } } ?? false
  }
}
