import KataSystem
import Verdicts

/// What a command that judges a Game through the template's names says when a learner's package does not
/// declare them: a design of their own, or a name they renamed.
///
/// The specification, the mutants, kata-show and the specification's page call `Game(picture:)`,
/// `Position`, `CellState` and the rest. A package without them cannot be judged by these commands, and
/// a page of compiler errors from files the learner never wrote would only hide that.
package struct TemplateNames {
  package let practice: PracticePackage

  package init(practice: PracticePackage) { self.practice = practice }

  /// Why the package cannot be judged through the template's names before anything is built: a layout
  /// of its own, or no `Game` in its `GameOfLife` module; nil when it may be.
  package func designOfItsOwn() throws -> [String]? {
    guard practice.hasTemplateLayout else { return ["GameOfLife"] }
    let sources = try Snapshot(of: practice.folder).files(in: "Sources/GameOfLife")
    let declaresGame = sources.values.contains {
      $0.firstMatch(of: /(class|struct|actor|enum)\s+Game\b/) != nil
    }
    return declaresGame ? nil : ["Game"]
  }

  /// The names the compiler says are missing, when no error is in the learner's own sources; nil when
  /// the failure is the learner's own code not compiling, which they must see.
  package func missing(in compileError: String) -> [String]? {
    let errors = compileError.split(separator: "\n").filter {
      $0.firstMatch(of: #/^\S[^:]*:\d+:\d+: error: /#) != nil
    }
    guard !errors.isEmpty,
      !errors.contains(where: { $0.hasPrefix("\(practice.path)/Sources/") })
    else { return nil }
    var names: [String] = []
    for error in errors {
      guard let name = error.firstMatch(of: /(?:cannot find(?: type)?|has no member) '([^']+)'/)?.1 else {
        continue
      }
      if !names.contains(String(name)) { names.append(String(name)) }
    }
    return names
  }

  /// One line: what the command needs, what the package lacks, and what judges any design.
  package func line(command: String, missing names: [String]) -> String {
    let lacking =
      names.isEmpty ? "" : " (it has no \(names.prefix(4).map { "'\($0)'" }.joined(separator: ", ")))"
    return "Error: make \(command) judges a Game through the template's names (Game(rows:columns:topology:), "
      + "Game(picture:), Position, Cell, CellState, Topology, Rule, ...), which \(practice.path) does not "
      + "declare\(lacking). A design of your own is judged through a SpecificationAdapter among its tests "
      + "(Katas/GameOfLife/README.md, \"Your own design\"), by its own tests, and its tests by mutants of its "
      + "own code (make kata-mutants)"
  }
}
