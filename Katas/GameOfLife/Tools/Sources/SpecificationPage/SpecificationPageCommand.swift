import Foundation
import KataSystem
import Practice
import Specification
import Verdicts

/// The commands of the specification as one page.
package struct SpecificationPageCommand: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension SpecificationPageCommand {
  /// `make spec-html [NAME=ada]`: the specification as one page, with the boards its tests attached, run
  /// against the library's Game or against a pair's (in `Practice/`, or as published to the room).
  ///
  /// With a requirement `change`, the change's sentences instead, on the library's reference for it or
  /// on the pair's design.
  package func specHTML(pair practice: PracticePackage?, change: RequirementChange? = nil) throws -> Bool {
    if let change { return try changeHTML(change, pair: practice) }
    let steps = try Steps(workspace: workspace)
    let outcome: Outcome
    var whose: String
    let page: URL
    var folder = "Tests/GameOfLifeSpec"
    var notAsked: [String] = []
    if let practice {
      guard
        let judged = try SpecificationJudge(kata).specOnPractice(
          practice, command: "spec-html NAME=\(practice.name)")
      else {
        return false
      }
      outcome = judged.outcome
      (whose, page) = (
        "\(practice.title)'s Game", workspace.root.appendingPathComponent(".build/spec/\(practice.name).html")
      )
      if let adapter = judged.adapter, let questions = try judged.notAsked(workspace) {
        whose = "\(practice.title)'s design"
        folder = "Tests/GameOfLifeDesignSpec through \(adapter.type)"
        notAsked =
          outcome.run.tests.filter(\.skipped).map {
            "Step \($0.step.map(String.init) ?? "-"): \($0.sentence) (\($0.skipReason ?? "not asked"))"
          }
          + questions.needingTheTemplate(in: outcome.run, steps: steps).map {
            "Step \($0.step): \($0.sentence) (needs the template's names)"
          }
      }
    } else {
      outcome = try SuiteRunner(package: try packages("spec", count: 1)[0]).run(
        try workspace.libraryVariant())
      guard outcome.compiled else { return compileFailure(outcome) }
      (whose, page) = ("the library's Game", workspace.root.appendingPathComponent(".build/spec/index.html"))
    }
    try writePage(
      specificationPage(steps, run: outcome.run, title: whose, folder: folder, notAsked: notAsked), to: page)
    let tests = outcome.run.tests.filter { !$0.skipped }
    say("\(tests.filter(\.passed).count) of \(count(tests.count, "test")) pass on \(whose).")
    say("The specification, as a page for the projector and for print: \(workspace.relative(page))")
    // Like `make spec`, the library's page fails the command when a test fails; a learner's page is
    // made to show what is red.
    return practice != nil || (!tests.isEmpty && tests.allSatisfy(\.passed))
  }
}

extension SpecificationPageCommand {
  /// `make spec-html CHANGE=zombies [NAME=ada]`: a requirement change's sentences as one page, run on the
  /// library's reference for it, or on a pair's design through its adapter.
  func changeHTML(_ change: RequirementChange, pair practice: PracticePackage?) throws -> Bool {
    let outcome: Outcome
    let whose: String
    let page: URL
    if let practice {
      guard
        let judged = try SpecificationJudge(kata).designSpecOnPractice(
          practice, filter: [], command: "spec-html NAME=\(practice.name)", why: nil, change: change)
      else { return false }
      outcome = judged.outcome
      whose = "\(practice.title)'s design"
      page = workspace.root.appendingPathComponent(".build/spec/\(practice.name)-\(change.rawValue).html")
    } else {
      let library = try workspace.libraryChangeVariant(change)
      outcome = try SuiteRunner(package: try packages("spec", count: 1)[0]).run(library)
      guard outcome.compiled else { return compileFailure(outcome) }
      whose = "the library's \(change.reference)"
      page = workspace.root.appendingPathComponent(".build/spec/\(change.rawValue).html")
    }
    let steps = try Steps(workspace: workspace)
    try writePage(
      specificationPage(
        steps, run: outcome.run, title: "\(change.title): \(whose)",
        folder: "Tests/GameOfLifeDesignSpec/\(change.specificationFile)", notAsked: []),
      to: page)
    let tests = outcome.run.tests.filter { !$0.skipped }
    say(
      "\(tests.filter(\.passed).count) of \(count(tests.count, "test")) of the change \(change.rawValue) pass on \(whose)."
    )
    say("The change's sentences, as a page for the projector and for print: \(workspace.relative(page))")
    return practice != nil || (!tests.isEmpty && tests.allSatisfy(\.passed))
  }
}
