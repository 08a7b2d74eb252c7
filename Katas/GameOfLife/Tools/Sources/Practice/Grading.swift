import Build
import KataSystem
import Specification

/// What grading a learner's tests runs: the library's Game, and each mutant of it, with the learner's own
/// extra files beside it, so the types a learner adds (a `LiveNeighbourCount`, say) are graded too.
struct Grading {
  var baseline: Variant
  var mutants: [Mutant]
  /// The learner's files that the template does not have: their own additions.
  var extraFiles: [String]
  let practice: PracticePackage

  init(practice: PracticePackage, workspace: Workspace) throws {
    self.practice = practice
    let library = try SourceFiles.swiftFiles(in: workspace.library)
    let template = try SourceFiles.swiftFiles(
      in: workspace.template.appendingPathComponent("Sources/GameOfLife"))
    let learner = try practice.variant(of: try Snapshot(of: practice.folder))
    let own = learner.game.files
    extraFiles = own.keys.filter { template[$0] == nil && library[$0] == nil }.sorted()
    var game = library
    for file in extraFiles { game[file] = own[file] }
    baseline = Variant(
      name: "the library's Game with your tests",
      game: .init(files: game, origin: practice.workspace.relative(practice.sources)),
      support: learner.support, tests: learner.tests,
      testTarget: learner.testModules.first ?? "GameOfLifeTests")
    mutants = try Mutant.all(in: workspace.mutants)
  }

  func mutantVariants() throws -> [Variant] {
    try mutants.map { mutant in
      var variant = baseline
      variant.name = "mutant \(mutant.name) with your tests"
      variant.game.files = try mutant.apply(to: baseline.game.files)
      return variant
    }
  }

  /// Whether the learner's own files declare a name the library's Game declares too.
  func clashes(_ compilerOutput: String) -> Bool {
    compilerOutput.contains("invalid redeclaration of '")
  }

  /// What to say when the learner's tests do not compile against the library's Game.
  func compileAdvice(_ compilerOutput: String) -> String {
    let clashes = compilerOutput.matches(of: /invalid redeclaration of '([^']+)'/).map { String($0.1) }
    if !clashes.isEmpty {
      let names = Set(clashes).sorted().map { "'\($0)'" }.joined(separator: ", ")
      return
        "your own files (\(extraFiles.joined(separator: ", "))) declare \(names), which the library's Game "
        + "declares too: rename yours, and your tests can be graded"
    }
    return "your tests do not compile against the library's Game with your own files beside it. Test through "
      + "the kata's names (Game, Position, Cell, CellState, Topology, Rule), without @testable; anything else "
      + "your tests use belongs in files of your own in \(practice.path)/Sources/GameOfLife, not in the template's files"
  }
}
