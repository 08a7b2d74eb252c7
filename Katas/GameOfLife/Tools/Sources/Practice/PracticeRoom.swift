import Foundation
import KataSystem
import Specification
import Verdicts

/// The practice room: a learner's own package and the runs of their own tests, which the other commands use.
///
/// The specification on their Game is `SpecificationJudge`'s, the grade of their tests `Grader`'s, their
/// history `HistoryCommands`', the loop `LoopCommands`', the retro `Retrospective`'s, and the benches
/// `PracticeBench`'s and `MutantsBench`'s.
package struct PracticeRoom: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension PracticeRoom {
  /// `make kata`: a new practice package from the template.
  package func newPractice(name: String, force: Bool) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    if let archived = try practice.create(force: force, reporter: kata.reporter) {
      say("Kept your previous practice package, whole, as \(archived)")
    }
    say("Building it once, so that your first light comes quickly ...")
    // Only a head start: what the build keeps makes the first run fast, and a build that fails here
    // fails again, and is reported, at the first run.
    _ = try? ownTestsPackage(of: practice).build(try practice.variant(of: try Snapshot(of: practice.folder)))
    let steps = try Steps(workspace: workspace)
    say("Your practice package is ready: \(practice.path)")
    say("  your Game:   \(practice.path)/Sources/GameOfLife (every name the tests use, nothing done yet)")
    say("  your tests:  \(practice.path)/Tests/GameOfLifeTests/GameOfLifeTests.swift")
    say("Next:")
    say(
      "  read Katas/GameOfLife/steps/\(steps.all.first?.folderName ?? "01")/README.md, write a failing test, then"
    )
    say("  make kata-test\(practice.nameArgument)            run your own tests")
    say("  make kata-step\(practice.nameArgument)            run the specification up to your first red step")
    return true
  }

  /// `make kata-test [PREDICT=red|amber|green]`: the learner's own tests against their own Game, recorded.
  ///
  /// - Returns: the run, for the command to show (`PracticeRun.text`).
  package func testPractice(
    _ practice: PracticePackage, prediction: String, constraint: String = ""
  ) throws -> PracticeRun {
    try practice.requireExists()
    let predicted = try Light.prediction(prediction)
    let chosen = try RoundConstraint.chosen(constraint)
    return try runOwnTests(
      try Snapshot(of: practice.folder), in: practice, command: "kata-test", prediction: predicted,
      constraint: chosen)
  }

  /// The learner's practice package, which must exist already.
  package func existingPractice(_ name: String) throws -> PracticePackage {
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.requireExists()
    return practice
  }
}

extension Light {
  /// A learner's `PREDICT=`: nil when they made none.
  static func prediction(_ word: String) throws -> Light? {
    guard !word.isEmpty else { return nil }
    guard let light = Light(word: word) else {
      throw KataError("PREDICT must be red, amber or green (or R, A, G), not '\(word)'")
    }
    return light
  }
}

/// Whether the compiler says a name is missing: the one case where the template's names are the advice.
package func mentionsMissingName(_ compilerOutput: String) -> Bool {
  compilerOutput.contains("cannot find") || compilerOutput.contains("has no member")
    || compilerOutput.contains("no exact matches") || compilerOutput.contains("incorrect argument label")
}
