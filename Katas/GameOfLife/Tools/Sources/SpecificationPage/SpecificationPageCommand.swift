import Foundation
import KataSystem
import Practice
import Specification
import Verdicts

/// The commands of the specification as one page.
public struct SpecificationPageCommand: KataCommandGroup {
  package let kata: Kata

  public init(_ kata: Kata) { self.kata = kata }
}

extension SpecificationPageCommand {
  /// `make spec-html [NAME=ada]`: the specification as one page, with the boards its tests attached, run
  /// against the library's Game or against a pair's (in `Practice/`, or as published to the room).
  public func specHTML(pair practice: PracticePackage?) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let outcome: Outcome
    let whose: String
    let page: URL
    if let practice {
      guard
        let run = try PracticeRoom(kata).specOnPractice(practice, command: "spec-html NAME=\(practice.name)")
      else {
        return false
      }
      outcome = run
      (whose, page) = (
        "\(practice.title)'s Game", workspace.root.appendingPathComponent(".build/spec/\(practice.name).html")
      )
    } else {
      outcome = try SuiteRunner(package: try packages("spec", count: 1)[0]).run(
        try workspace.libraryVariant())
      guard outcome.compiled else { return compileFailure(outcome) }
      (whose, page) = ("the library's Game", workspace.root.appendingPathComponent(".build/spec/index.html"))
    }
    try writePage(specificationPage(steps, run: outcome.run, title: whose), to: page)
    let tests = outcome.run.tests
    say("\(tests.filter(\.passed).count) of \(count(tests.count, "test")) pass on \(whose).")
    say("The specification, as a page for the projector and for print: \(workspace.relative(page))")
    // Like `make spec`, the library's page fails the command when a test fails; a learner's page is
    // made to show what is red.
    return practice != nil || (!tests.isEmpty && tests.allSatisfy(\.passed))
  }
}
