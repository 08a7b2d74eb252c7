import Foundation

/// The kata's commands, as the Makefile names them.
///
/// Each prints for the reader and returns whether it went well; a mistake in what was asked throws a `KataError` with one line to say.
public struct Kata {
  public let workspace: Workspace
  /// How many variants are built and run at once (`KATA_JOBS`; by default, one per core up to two).
  public var jobs: Int

  public init(workspace: Workspace, jobs: Int? = nil) {
    self.workspace = workspace
    self.jobs = jobs ?? min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  func say(_ line: String = "") { write(line + "\n") }

  func show(_ report: Report) -> Bool {
    if !report.lines.isEmpty { say(report.text) }
    return report.passed
  }

  /// Scratch packages for a command, one per job, each with a folder of its own.
  func packages(
    _ name: String, testTarget: String = "GameOfLifeSpec", count: Int, guessesModule: Bool = false
  ) throws -> [ScratchPackage] {
    try (0..<count).map { index in
      try ScratchPackage(
        folder: workspace.scratch.appendingPathComponent("\(name)/\(index + 1)"), testTarget: testTarget,
        workspace: workspace, guessesModule: guessesModule)
    }
  }

  /// Says plainly that the time limit stopped a run, and which test was running.
  func sayIfStopped(_ outcome: Outcome) {
    guard let seconds = outcome.stoppedAfter else { return }
    let running = outcome.run.tests.first { $0.outcome == .stopped }
    say(
      "Stopped after \(seconds) s: is there an endless loop?"
        + (running.map { " The test running then: \"\($0.sentence)\" (\($0.file), line \($0.line))." } ?? "")
        + " (KATA_TIME_LIMIT=N allows N seconds.)")
  }

  func compileFailure(_ outcome: Outcome, advice: String? = nil) -> Bool {
    say(outcome.compileError ?? "")
    say()
    say("Error: \(outcome.variantName) does not compile" + (advice.map { ": \($0)" } ?? "."))
    return false
  }

  // MARK: The kata itself

  /// `make kata-check`: every step red, then green; the last step equal to the library; handouts that compile.
  public func check() throws -> Bool {
    let steps = try Steps(workspace: workspace)
    say("make kata-check: building and testing the template and the solutions of steps 1-\(steps.last) ...")
    let library = try workspace.libraryVariant()
    let solutions = try (0...steps.last).map { try steps.solution(after: $0) }
    var allGood = try sameAsLibrary(solutions[steps.last], library: library.game.files)
    let variants = solutions.enumerated().map { number, files in
      Variant(
        name: number == 0 ? "the template" : "the solution of step \(twoDigits(number))",
        game: .init(files: files, origin: "[solution \(twoDigits(number))]/Sources/GameOfLife"),
        support: library.support, tests: library.tests)
    }
    // The handouts' code is one more variant in the same queue: it only has to compile.
    let handouts = try handoutsVariant(steps)
    var results = try outcomes(of: variants + [handouts], on: try packages("check", count: jobs))
    let handoutsOutcome = results.removeLast()
    var runs: [Int: TestRun] = [:]
    for (number, outcome) in results.enumerated() {
      guard outcome.compiled else {
        return compileFailure(outcome, advice: "every solution keeps the template's names")
      }
      runs[number] = outcome.run
    }
    allGood = show(judgeSteps(steps, runs: runs)) && allGood
    allGood =
      show(try GreenOnTheTemplate(workspace: workspace).judge(templateRun: runs[0] ?? TestRun())) && allGood
    if let error = handoutsOutcome.compileError {
      say(error)
      say(
        "✘ a handout's code does not compile against the practice template (the files above are named by step)"
      )
      allGood = false
    } else {
      say(
        "✔ the code of every handout (\(count(handouts.tests.files.count, "handout")) with code) compiles against the practice template"
      )
    }
    say(allGood ? "make kata-check: every step is red, then green." : "make kata-check: FAILED")
    return allGood
  }

  private func sameAsLibrary(_ final: SourceFiles, library: SourceFiles) throws -> Bool {
    let differing = Set(final.keys).union(library.keys).filter { final[$0] != library[$0] }.sorted()
    guard differing.isEmpty else {
      say(
        "✘ the last step's solution differs from Sources/GameOfLife in: \(differing.joined(separator: ", "))")
      return false
    }
    say("✔ the template and every step's patch, in order, give Sources/GameOfLife byte for byte")
    return true
  }

  /// Every ```swift block of every handout, as tests against the template, as a learner would type them.
  private func handoutsVariant(_ steps: Steps) throws -> Variant {
    let template = try SourceFiles.swiftFiles(
      in: workspace.template.appendingPathComponent("Sources/GameOfLife"))
    return Variant(
      name: "the handouts' code",
      game: .init(files: template, origin: "Katas/GameOfLife/template/Sources/GameOfLife"),
      support: .init(
        files: try .swiftFiles(in: workspace.testSupport), origin: "Tests/GameOfLifeTestSupport"),
      tests: .init(files: try Handouts(steps: steps).snippetFiles(), origin: "Katas/GameOfLife/steps"))
  }

  /// `make mutants`: the specification against the library's Game, then against every mutant.
  public func mutants() throws -> Bool {
    let library = try workspace.libraryVariant()
    let mutants = try Mutant.all(in: workspace.mutants)
    say("make mutants: running the specification against the library's Game and every mutant ...")
    let runners = try packages("mutants", count: jobs, guessesModule: true)
    let baseline = try SuiteRunner(package: runners[0]).run(library)
    guard baseline.compiled, !baseline.anyTestFailed, !baseline.run.tests.isEmpty else {
      if !baseline.compiled { return compileFailure(baseline) }
      say("Error: the specification does not pass against the library's own Game, so it cannot grade mutants")
      return false
    }
    let variants = try mutants.map { mutant in
      var variant = library
      variant.name = "mutant \(mutant.name)"
      variant.game.files = try mutant.apply(to: library.game.files)
      variant.game.origin = "[mutant \(mutant.name)]/Sources/GameOfLife"
      return variant
    }
    let results = try outcomes(of: variants, on: runners) { _ in write(".") }
    say()
    let verdicts = zip(mutants, results).map { MutantVerdict(mutant: $0, outcome: $1) }
    return show(judgeMutants(verdicts, learner: false))
  }

  /// `make spec`: the specification as a document, run just now against the library's Game.
  public func spec(part: SpecificationPart) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let outcome = try SuiteRunner(package: try packages("spec", count: 1)[0]).run(
      try workspace.libraryVariant())
    guard outcome.compiled else { return compileFailure(outcome) }
    return show(specificationDocument(steps, run: outcome.run, part: part))
  }

  /// `make kata-solution STEP=N`: writes the Game as it stands after step N into a folder of its own.
  public func writeSolution(step text: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let number = try steps.number(from: text)
    guard let step = steps.step(number) else { return false }
    let folder = workspace.scratch.appendingPathComponent("solutions/\(step.folderName)/Sources/GameOfLife")
    try? FileManager.default.removeItem(at: folder)
    try steps.solution(after: number).write(into: folder)
    say("The Game as it stands after \(step.label): \(workspace.relative(folder))")
    return true
  }

  /// `make kata-diff-step STEP=N`: the step's change, as the patch that stores it.
  public func diffStep(step text: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    guard let step = steps.step(try steps.number(from: text)) else { return false }
    say("# \(step.label): \(workspace.relative(step.patchFile))")
    say(try String(contentsOf: step.patchFile, encoding: .utf8))
    return true
  }

  // MARK: The practice room

  /// `make kata`: a new practice package from the template.
  public func newPractice(name: String, force: Bool) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    if let archived = try practice.create(force: force) {
      say("Kept your previous practice package, whole, as \(archived)")
    }
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

  /// `make kata-test`: the learner's own tests against their own Game.
  public func testPractice(name: String, verbose: Bool) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.requireExists()
    let variant = Variant(
      name: "your practice package \(practice.path)", game: try practice.gameTarget(),
      support: try practice.supportTarget(), tests: try practice.testsTarget())
    let package = try ScratchPackage(
      folder: practice.scratch.appendingPathComponent("own"), testTarget: "GameOfLifeTests",
      workspace: workspace, guessesModule: true)
    let outcome = try SuiteRunner(package: package).run(variant)
    guard outcome.compiled else { return compileFailure(outcome) }
    if verbose { say(outcome.output) }
    sayIfStopped(outcome)
    return show(judgeOwnTests(outcome, practice: practice))
  }

  /// Runs the specification against a learner's Game, in the package's own scratch space: all of it,
  /// or only the tests of steps 1 to `last`.
  private func specOnPractice(_ practice: PracticePackage, upTo last: Int? = nil) throws -> Outcome? {
    try practice.requireExists()
    let library = try workspace.libraryVariant()
    let variant = Variant(
      name: "your Game (\(practice.path))", game: try practice.gameTarget(), support: library.support,
      tests: library.tests)
    let package = try ScratchPackage(
      folder: practice.scratch.appendingPathComponent("spec"), testTarget: "GameOfLifeSpec",
      workspace: workspace)
    say("Building your Game with the specification's tests ...")
    // A step's tests are in its own file, StepNN….swift, which every test's identifier names.
    let files = last.map { "/Step(" + (1...$0).map(twoDigits).joined(separator: "|") + ")[^/]*\\.swift:" }
    let outcome = try SuiteRunner(package: package).run(
      variant, arguments: files.map { ["--filter", $0] } ?? [])
    sayIfStopped(outcome)
    guard outcome.compiled else {
      let missing = outcome.compileError.map(mentionsMissingName) ?? false
      _ = compileFailure(
        outcome,
        advice: missing
          ? "the specification calls a name your Game no longer declares. Keep every name the template declares "
            + "(Game(rows:columns:topology:), Game(picture:), Position, Cell, CellState, Topology, Rule, ...)"
          : nil)
      return nil
    }
    return outcome
  }

  /// `make kata-step [STEP=N]`: the specification's tests of steps 1 to N, or up to the first step not green.
  public func step(_ text: String, name: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let asked = text.isEmpty ? nil : try steps.number(from: text)
    let practice = try PracticePackage(name: name, workspace: workspace)
    guard let outcome = try specOnPractice(practice, upTo: asked) else { return false }
    let last = asked ?? firstStepNotGreen(steps, run: outcome.run) ?? steps.last
    if asked == nil {
      say(
        firstStepNotGreen(steps, run: outcome.run) == nil
          ? "Every step is green; showing them all."
          : "Your first step that is not all green is step \(last): \(steps.title(last)).")
    }
    return show(judgeStep(last, steps: steps, run: outcome.run))
  }

  /// `make kata-verify`: the whole specification against the learner's Game.
  public func verify(name: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    guard let outcome = try specOnPractice(try PracticePackage(name: name, workspace: workspace)) else {
      return false
    }
    return show(
      judgeVerify(steps, run: outcome.run, greenOnTheTemplate: try GreenOnTheTemplate(workspace: workspace)))
  }

  /// `make kata-mutants`: the learner's own tests against the library's Game, then against every mutant.
  public func gradePractice(name: String) throws -> Bool {
    let practice = try PracticePackage(name: name, workspace: workspace)
    try practice.requireExists()
    let grading = try Grading(practice: practice, workspace: workspace)
    say(
      "make kata-mutants: running your tests (\(practice.path)/Tests) against the library's Game and every mutant ..."
    )
    let runners = try packages(
      "practice/\(name)/grade", testTarget: "GameOfLifeTests", count: jobs, guessesModule: true)
    let baseline = try SuiteRunner(package: runners[0]).run(grading.baseline)
    sayIfStopped(baseline)
    guard baseline.compiled else {
      say(baseline.compileError ?? "")
      say()
      say("Error: " + grading.compileAdvice(baseline.compileError ?? ""))
      return false
    }
    guard !baseline.anyTestFailed else {
      for test in baseline.run.tests where !test.passed {
        say(wrapped("\(mark(test)) \(test.sentence)", indent: "  "))
        var report = Report()
        report.problem(test.firstProblem)
        if !report.lines.isEmpty { say(report.text) }
      }
      say(
        "Error: your tests fail against the library's correct Game, so they cannot grade anything yet: fix them first"
      )
      return false
    }
    let results = try outcomes(of: try grading.mutantVariants(), on: runners) { _ in write(".") }
    say()
    if baseline.run.tests.isEmpty && baseline.xctestCount == 0 {
      say("You have no tests yet, so every one of these bugs would get through:")
    }
    let verdicts = zip(grading.mutants, results).map { MutantVerdict(mutant: $0, outcome: $1) }
    return show(judgeMutants(verdicts, learner: true))
  }
}

/// Whether the compiler says a name is missing: the one case where the template's names are the advice.
func mentionsMissingName(_ compilerOutput: String) -> Bool {
  compilerOutput.contains("cannot find") || compilerOutput.contains("has no member")
    || compilerOutput.contains("no exact matches") || compilerOutput.contains("incorrect argument label")
}
