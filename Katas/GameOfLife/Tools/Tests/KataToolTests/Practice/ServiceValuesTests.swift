import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// The commands' services, run in this process as a command runs them, return what they found.
///
/// The command says it; what they say on the way (progress) goes to the reporter they were handed.
@Suite("The light, kata-verify and kata-mutants return what they found, without a process")
struct ServiceValuesTests {
  @Test("A run, a specification's verdict and a grade come back as values; the services say no verdict")
  func practiceValues() throws {
    let workspace = try copiedWorkspace("service-values")
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let said = KeptReport()
    let kata = Kata(workspace: workspace, jobs: 1, reporter: said)
    let practice = try PracticePackage(name: "val", workspace: workspace)
    try practice.create(force: false, reporter: said)
    // A learner's first test, red on purpose.
    try Data(
      """
      import Testing

      @Test func aFirstRedTest() {
        #expect(1 + 1 == 3)
      }

      """.utf8
    ).write(to: practice.tests.appendingPathComponent("GameOfLifeTests.swift"))

    let run = try PracticeRoom(kata).testPractice(practice, prediction: "red")
    #expect(run.light == .red)
    #expect(run.record.failed == 1 && run.record.passed == 0)
    #expect(run.record.prediction == .red)
    #expect(said.text.isEmpty, "the command shows the run: \(said.text)")
    let shown = run.text(in: practice, verbose: false, paint: Paint(colours: false))
    #expect(shown.contains("aFirstRedTest"), "\(shown)")

    let verdict = try SpecificationJudge(kata).verify(name: "val")
    #expect(verdict.light == .red)
    #expect(!verdict.report.passed && !verdict.report.lines.isEmpty)
    #expect(said.text.contains("Building your Game with the specification's tests ..."), "\(said.text)")
    #expect(!said.text.contains(verdict.report.text), "the verdict is the command's to show")

    let grade = try Grader(kata).gradePractice(name: "val")
    #expect(!grade.passed && !grade.ofOwnCode)
    #expect(
      grade.report.lines.last?.hasPrefix(
        "Error: your tests fail against the library's correct Game, so they cannot grade anything yet")
        == true,
      "\(grade.report.text)")
    #expect(said.text.contains("make kata-mutants: running your tests"), "\(said.text)")
    #expect(!said.text.contains("cannot grade anything yet"), "the grade is the command's to show")
  }
}
