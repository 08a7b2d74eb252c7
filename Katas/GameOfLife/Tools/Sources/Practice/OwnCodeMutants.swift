import Build
import Foundation
import KataSystem
import Mutation
import Verdicts

/// `make kata-mutants` for any design: mutants of the pair's own code, graded by the pair's own tests.
///
/// Every target of the package's manifest that the tests import, directly or not, and that is not a test
/// target nor under `Tests/` (the template's test support), is mutated: no test could catch a mutant of a
/// program the tests never link. The score counts only mutants that compile.
package struct OwnCodeGrading: Sendable {
  package var graded: [MutationRun.Graded]
  package var cost: MutationRun.Cost
  /// Each mutated target's folder in the package, by its name.
  package var folders: [String: String]

  package var counted: [MutationRun.Graded] { graded.filter { $0.result != .notCompiled } }
  package var killed: Int { graded.count { $0.result == .killed } }
  package var survivors: [MutationRun.Graded] { graded.filter { $0.result == .survived } }

  /// One line a survivor, with its file, line and column.
  ///
  /// `Sources/GameOfLife/Rules.swift:12:15: count == 3 became count >= 3, and every test still passed: no
  /// test has count above 3`. The column, as a compiler gives it, tells apart two alike changes on one
  /// line, `1` in `(row - 1, column - 1)`.
  package func line(_ survivor: MutationRun.Graded) -> String {
    let mutant = survivor.mutant
    let folder = folders[mutant.targetPath].map { $0 + "/" } ?? ""
    return
      "\(folder)\(mutant.file):\(mutant.line):\(mutant.column): \(mutant.sentence), and every test still passed"
      + (mutant.hint.map { ": \($0)" } ?? "")
  }

  /// The score and every survivor, in words.
  package var report: Report {
    var report = Report()
    let notCompiled = graded.count - counted.count
    let percent = counted.isEmpty ? 100 : killed * 100 / counted.count
    report.say(
      "Mutants of your own code: \(graded.count) made"
        + (notCompiled == 0 ? "" : ", \(notCompiled) left out as they do not compile")
        + "; your tests catch \(killed) of \(counted.count) (\(percent)%).")
    guard !survivors.isEmpty else {
      report.say("Your tests catch every mutant of your code that compiles. Well done.")
      return report
    }
    let one = survivors.count == 1
    report.say(one ? "This one survived:" : "These \(survivors.count) survived:")
    for survivor in survivors { report.say("  " + line(survivor)) }
    report.fail(
      "Write a test that fails for \(one ? "it" : "one of them"), then run make kata-mutants again. A mutant "
        + "that behaves exactly as your code does (an equivalent mutant, such as x + dx made x - dx where the "
        + "offsets go both ways) no test can catch: leave it.")
    return report
  }
}

extension Grader {
  /// Grades a package's own code with its own tests: nil, with what went wrong said, when its tests do
  /// not compile or do not pass as written.
  package func gradeOwnCode(_ practice: PracticePackage) throws -> OwnCodeGrading? {
    let variant = try practice.variant(of: try Snapshot(of: practice.folder))
    let tested = variant.linkedIntoTests
    let mutated = variant.targets.filter {
      !$0.isTest && !$0.path.hasPrefix("Tests/") && tested.contains($0.name)
    }
    say(
      "make kata-mutants: mutating your own code (\(mutated.map { "\(practice.path)/\($0.path)" }.joined(separator: ", "))) "
        + "and running your tests against each mutant ...")
    let package = try packages("practice/\(practice.name)/own-mutants", count: 1)[0]
    let baseline = try SuiteRunner(package: package).run(variant)
    sayIfStopped(baseline)
    guard baseline.compiled else {
      _ = compileFailure(baseline)
      return nil
    }
    guard !baseline.anyTestFailed else {
      let failing = baseline.run.tests.filter { !$0.passed && $0.outcome != .notRun }
      for test in failing { say(wrapped("\(mark(test)) \(test.sentence)", indent: "  ")) }
      say(
        "Error: your tests fail against your own code as it is, so they cannot grade it yet: make them pass "
          + "(make kata-test\(practice.nameArgument)), then run make kata-mutants\(practice.nameArgument) again"
      )
      return nil
    }
    guard !baseline.run.tests.isEmpty else {
      say("Error: you have no tests yet, so every mutant of your code would get through: write one first")
      return nil
    }
    let run = MutationRun(package: package, variant: variant, mutating: mutated.map(\.name), jobs: jobs)
    let (graded, cost) = try run.grade { _ in write(".") }
    say()
    say(
      "Graded in \(String(format: "%.1f", cost.seconds)) s, \(cost.builds) \(cost.builds == 1 ? "build" : "builds"): "
        + "behind the switch: \(cost.fromOneBuild), built on their own: \(graded.count - cost.fromOneBuild).")
    return OwnCodeGrading(
      graded: graded, cost: cost,
      folders: Dictionary(uniqueKeysWithValues: mutated.map { ($0.name, $0.path) }))
  }

  /// `make kata-mutants` on a design of the pair's own: the grade, kept in the history.
  package func gradeOwnCodeAndKeep(_ practice: PracticePackage) throws -> Grade {
    guard let grading = try gradeOwnCode(practice) else { return .notMade(ofOwnCode: true) }
    try History(practice: practice).save(
      GradeRecord(time: Date(), killed: grading.killed, mutants: grading.counted.count))
    return Grade(ofOwnCode: true, report: grading.report)
  }
}

extension PracticePackage {
  /// Whether the manifest declares a module of the pair's own beside `GameOfLife` (outside `Tests/`) that
  /// the tests import: a design the library's Game cannot stand in for, even when it has a `Game`.
  ///
  /// A program beside the Game that no test imports (an executable that plays it) changes nothing the
  /// tests see.
  var hasModulesOfItsOwn: Bool {
    guard let manifest = try? PackageManifest.read(in: folder, workspace: workspace, origin: path) else {
      return false
    }
    let tested = manifest.linkedIntoTests
    return manifest.targets.contains {
      !$0.isTest && $0.name != "GameOfLife" && !$0.path.hasPrefix("Tests/") && tested.contains($0.name)
    }
  }
}
