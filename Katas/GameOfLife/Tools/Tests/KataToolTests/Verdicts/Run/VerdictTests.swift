import Foundation
import Testing

@testable import KataSystem
@testable import Specification
@testable import Verdicts

@Suite("Verdicts, judged from recorded runs")
struct VerdictTests {
  let steps: Steps

  init() throws { steps = try Steps(workspace: Workspace(root: repositoryRoot)) }

  /// A run in which each step's tests pass up to `greenUpTo` and fail after it.
  func run(greenUpTo last: Int, alsoFailing: String? = nil) throws -> TestRun {
    var stream = RecordedStream()
    for step in steps.all {
      let file = "Step\(twoDigits(step.number))X.swift"
      for name in ["first\(step.number)", "second\(step.number)"] {
        stream.test(name, file: file)
        stream.run(name, file: file, fails: step.number > last || name == alsoFailing)
      }
    }
    return try stream.testRun()
  }

  @Test("Steps that each go red, then green, pass the check")
  func redThenGreen() throws {
    let runs = try Dictionary(uniqueKeysWithValues: (0...steps.last).map { ($0, try run(greenUpTo: $0)) })
    let report = judgeSteps(steps, runs: runs)
    #expect(report.passed)
    #expect(report.lines.count == steps.last)
  }

  @Test("A step whose new test already passes on the step before is not red")
  func notRed() throws {
    var runs = try Dictionary(uniqueKeysWithValues: (0...steps.last).map { ($0, try run(greenUpTo: $0)) })
    runs[4] = try run(greenUpTo: 5)
    let report = judgeSteps(steps, runs: runs)
    #expect(!report.passed)
    #expect(
      report.lines.contains {
        $0.contains("not red: its new test \"first5\" already passes on the solution of step 4")
      })
  }

  @Test("A step whose solution fails an earlier step's test is not green")
  func notGreen() throws {
    var runs = try Dictionary(uniqueKeysWithValues: (0...steps.last).map { ($0, try run(greenUpTo: $0)) })
    runs[7] = try run(greenUpTo: 7, alsoFailing: "second3")
    let report = judgeSteps(steps, runs: runs)
    #expect(!report.passed)
    #expect(report.lines.contains { $0.contains("not green: the solution fails \"second3\"") })
  }

  @Test("The first step that is not green is where kata-step stops")
  func firstRedStep() throws {
    #expect(firstStepNotGreen(steps, run: try run(greenUpTo: 4)) == 5)
    #expect(firstStepNotGreen(steps, run: try run(greenUpTo: steps.last)) == nil)
    let report = judgeStep(5, steps: steps, run: try run(greenUpTo: 4))
    #expect(!report.passed)
    #expect(report.lines.contains("Next red test, from step 5 (GameOfLifeSpec.GameSpec):"))
  }

  @Test("kata-verify and kata-step show a failing board whole, and the arguments of the case that failed")
  func wholeBoard() throws {
    var run = try run(greenUpTo: 4)
    let index = try #require(run.tests.firstIndex { !$0.passed })
    // A pulsar's board beside the actual one: seventeen rows and a heading, each row numbered.
    let rows = (1...17).map { "row \($0): .......O.....  .......O.....  ............." }
    let board = (["expected       actual         differences"] + rows).joined(separator: "\n")
    run.tests[index].problems = []
    run.tests[index].record(TestProblem(text: board, line: 9, file: "Step05X.swift", arguments: "count → 5"))
    let verify = judgeVerify(
      steps, run: run, greenOnTheTemplate: try GreenOnTheTemplate(workspace: Workspace(root: repositoryRoot)))
    let step = judgeStep(5, steps: steps, run: run)
    for (command, report) in [("kata-verify", verify), ("kata-step", step)] {
      #expect(report.lines.contains("    with count → 5"), "\(command): \(report.text)")
      for row in rows { #expect(report.lines.contains("    " + row), "\(command): \(row)") }
      #expect(!report.text.contains("more line"), "\(command)")
    }
    // Past the limit, the rest is counted, not dropped unsaid.
    var long = Report()
    long.problem((1...40).map { "line \($0)" }.joined(separator: "\n"))
    #expect(long.lines.last == "      … and \(40 - Report.problemLines) more lines")
  }

  @Test("A step number is read as a person writes it, and anything else is refused in one line")
  func stepNumbers() throws {
    #expect(try steps.number(from: "3") == 3)
    #expect(try steps.number(from: "03") == 3)
    #expect(throws: KataError("STEP is missing: give a step number from 1 to \(steps.last), as in STEP=3")) {
      try steps.number(from: "")
    }
    for bad in ["0", "13", "x", "-1", "2.5"] {
      #expect(throws: KataError("STEP must be a step number from 1 to \(steps.last), not '\(bad)'")) {
        try steps.number(from: bad)
      }
    }
  }

  @Test("A mutant is killed by a failure, a crash or the time limit; one that does not compile is broken")
  func mutantVerdicts() throws {
    let mutant = try Mutant(
      name: "01-birth-with-two", text: "# Birth with two.\nfile: Rule.swift\n- a\n+ b\n")
    var stream = RecordedStream()
    stream.test("born", file: "Step07X.swift")
    stream.run("born", file: "Step07X.swift", fails: true)
    var outcome = Outcome(variantName: "mutant")
    outcome.run = try stream.testRun()
    outcome.exitedCleanly = false
    let killed = MutantVerdict(mutant: mutant, outcome: outcome)
    #expect(killed.killed && killed.killer == "\"born\"")

    var stopped = Outcome(variantName: "mutant")
    stopped.run = try stream.testRun()
    stopped.run.mark(stopped.run.tests[0], .stopped, problem: "stopped")
    stopped.stoppedAfter = 30
    #expect(MutantVerdict(mutant: mutant, outcome: stopped).killer == "\"born\" (stopped by the time limit)")

    var survived = Outcome(variantName: "mutant")
    var passing = RecordedStream()
    passing.test("born", file: "Step07X.swift")
    passing.run("born", file: "Step07X.swift")
    survived.run = try passing.testRun()
    #expect(!MutantVerdict(mutant: mutant, outcome: survived).killed)

    var broken = Outcome(variantName: "mutant")
    broken.compileError = "error: nope"
    let verdict = MutantVerdict(mutant: mutant, outcome: broken)
    #expect(verdict.broken && !verdict.killed)
    #expect(!judgeMutants([verdict], learner: false).passed)
    #expect(!judgeMutants([MutantVerdict(mutant: mutant, outcome: survived)], learner: false).passed)
    #expect(judgeMutants([killed], learner: false).passed)
  }

  @Test("The template-green list must be exactly the tests that pass on the template")
  func greenOnTheTemplate() throws {
    var stream = RecordedStream()
    stream.test("notOwnNeighbour", file: "Step03X.swift")
    stream.run("notOwnNeighbour", file: "Step03X.swift")
    stream.test("born", file: "Step07X.swift")
    stream.run("born", file: "Step07X.swift", fails: true)
    let run = try stream.testRun()
    #expect(GreenOnTheTemplate(text: "- \"notOwnNeighbour\": no pair is.\n").judge(templateRun: run).passed)
    #expect(
      GreenOnTheTemplate(text: "- \"notOwnNeighbour\": no pair is.\n").reasons == [
        "notOwnNeighbour": "no pair is."
      ])
    #expect(!GreenOnTheTemplate(text: "").judge(templateRun: run).passed)
    #expect(
      !GreenOnTheTemplate(text: "- \"notOwnNeighbour\": x\n- \"born\": y\n").judge(templateRun: run).passed)
  }

  @Test("Lines are cut at spaces to fit 100 columns")
  func wrapping() {
    let text = wrapped(String(repeating: "word ", count: 60), indent: "  ")
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    #expect(text.split(separator: "\n").count > 2)
  }
}
