import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Specification
@testable import Verdicts
@testable import Workshop

/// The smaller things a learner is told, each said once and the same way everywhere.
@Suite("Small truths: each thing said once, and the same way everywhere")
struct SmallTruthsTests {
  let mutant = Result {
    try Mutant(
      name: "09-lonely-survive",
      text: "# A lonely cell survives.\n# Underpopulation forgotten.\nfile: Rule.swift\n- a\n+ b\n")
  }

  func survived() throws -> MutantVerdict {
    var stream = RecordedStream()
    stream.test("lonely", file: "GameTests.swift")
    stream.run("lonely", file: "GameTests.swift")
    var outcome = Outcome(variantName: "mutant")
    outcome.run = try stream.testRun()
    return MutantVerdict(mutant: try mutant.get(), outcome: outcome)
  }

  @Test("kata-mutants names each bug that got through once, with why it matters under its row")
  func survivorsOnce() throws {
    let report = judgeMutants([try survived()], learner: true).text
    #expect(report.components(separatedBy: "A lonely cell survives.").count - 1 == 1, "\(report)")
    #expect(report.components(separatedBy: "Underpopulation forgotten.").count - 1 == 1, "\(report)")
    #expect(report.contains("Your tests would let 1 of 1 bugs through: those SURVIVED above."), "\(report)")
  }

  @Test("kata-mutants says that bugs of steps not reached are expected to get through")
  func stepsNotReached() throws {
    let two = [try survived(), try survived()]
    let report = judgeMutants(two, learner: true, reached: (3, 12, "kata-step")).text
    #expect(
      report.contains(
        "You have reached step 3 of 12 (by kata-step): most of these bugs belong to steps you have "),
      "\(report)")
    let unknown = judgeMutants(two, learner: true).text
    #expect(unknown.contains("Most of these bugs may belong to steps you have not reached: make kata-step"))
    // One bug is named as one.
    let one = judgeMutants([try survived()], learner: true, reached: (3, 12, "kata-step")).text
    #expect(one.contains("this bug may belong to a step you have not reached, and gets through"), "\(one)")
    let oneUnknown = judgeMutants([try survived()], learner: true).text
    #expect(oneUnknown.contains("This bug may belong to a step you have not reached"), "\(oneUnknown)")
  }

  @Test("Step 1 has one name: its handout's title is its suite's name in the specification")
  func stepOneNamedOnce() throws {
    let suites = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Tests/GameOfLifeSpec/Suites.swift"), encoding: .utf8)
    let handout = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Katas/GameOfLife/steps/01-the-board/README.md"),
      encoding: .utf8)
    let title = try #require(handout.firstMatch(of: /# Step 1: (.+)/)?.1)
    #expect(suites.contains("@Suite(\"\(title)\")\nstruct GameSpec"))
  }

  @Test("The kata's README says XCTExpectFailure does not exist on Linux, and what to use instead")
  func expectFailureOnLinux() throws {
    let readme = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Katas/GameOfLife/README.md"), encoding: .utf8)
    let flat = readme.replacingOccurrences(of: "\n", with: " ")
    #expect(
      flat.contains(
        "`XCTExpectFailure` does not exist on Linux: mark a known failure with Swift Testing's `withKnownIssue`"
      ))
  }
}
