import Build
import Foundation
import KataSystem

/// Builds a variant in a scratch package and runs its tests, one at a time, under the time limit: the
/// Swift Testing tests, then the XCTest tests, each framework in a run of its own.
///
/// A test that crashes the process, or that the time limit stops, takes the rest of the run down with it,
/// so the run is made again without the tests that crashed or were stopped, until every test has a result.
/// Each endless loop costs one time limit.
package struct SuiteRunner: Sendable {
  package let package: ScratchPackage
  static let crashRetries = 20
  /// What a Swift Testing run exits with when the binary holds no Swift Testing test at all
  /// (`EX_UNAVAILABLE`): an XCTest-only suite, which is no failure.
  package static let noSwiftTestingTests: Int32 = 69

  package init(package: ScratchPackage) { self.package = package }

  /// Builds and runs a variant; `arguments` (a `--filter`) choose among its Swift Testing tests.
  package func run(_ variant: Variant, arguments: [String] = []) throws -> Outcome {
    try run(try build(variant), arguments: arguments)
  }

  /// A variant built, not yet run: what a caller that must first know whether it compiles keeps.
  package struct BuiltVariant: Sendable {
    package var variant: Variant
    package var result: BuildResult
    /// The builder's name, as `VERBOSE=1` says it, and what it tells of its build.
    package var builder: String
    package var notes = BuildNotes()
  }

  /// Builds a variant in the package, without running it.
  package func build(_ variant: Variant) throws -> BuiltVariant {
    let builder = package.builder(for: variant)
    var notes = BuildNotes()
    let result = try builder.build(variant, notes: &notes)
    return BuiltVariant(variant: variant, result: result, builder: builder.name, notes: notes)
  }

  /// Runs a variant built by `build(_:)`; `arguments` (a `--filter`) choose among its Swift Testing tests.
  package func run(_ build: BuiltVariant, arguments: [String] = []) throws -> Outcome {
    let variant = build.variant
    var outcome = Outcome(variantName: variant.name)
    outcome.builder = build.builder
    outcome.buildNotes = build.notes
    let binary: TestBinary
    switch build.result {
    case .compileError(let text):
      outcome.compileError = text
      return outcome
    case .noTestTarget:
      return outcome
    case .built(let built): binary = built
    }
    outcome.warnings = binary.warnings
    try runTests(of: binary, from: variant, arguments: arguments, into: &outcome)
    outcome.checksSomething = variant.checksSomething
    outcome.readNeverRun()
    return outcome
  }

  /// Runs a built variant's tests, each framework as `swift test` would run it.
  private func runTests(
    of binary: TestBinary, from variant: Variant, arguments: [String], into outcome: inout Outcome
  ) throws {
    let module = variant.testModules.first.map(Variant.Target.moduleName(of:)) ?? ""
    // With an entry point of the package's own, `swift test` runs what it lists, XCTest's, and no more.
    if !binary.runsSwiftTesting {
      try runXCTest(binary, module: module, sources: variant.tests.files, into: &outcome)
      return
    }
    // Each framework runs in a process of its own. Where the binary is run directly (Linux), both run at
    // once; through `swift test` (macOS) they take turns, since two would wait on SwiftPM's lock. A
    // binary known to hold no XCTest test is not started for XCTest at all.
    guard arguments.isEmpty && binary.xctestCaseCount != 0 else {
      try runSwiftTesting(binary, arguments: arguments, into: &outcome)
      return
    }
    let xctest = Locked<Result<Outcome, any Error>?>(nil)
    let xctestDone = DispatchSemaphore(value: 0)
    let runXCTestPart: @Sendable () -> Void = { [self] in
      var part = Outcome(variantName: variant.name)
      let result = Result {
        try runXCTest(binary, module: module, sources: variant.tests.files, into: &part)
        return part
      }
      xctest.withLock { $0 = result }
      xctestDone.signal()
    }
    let swiftTesting: Result<Void, any Error>
    if binary.runsAtOnce {
      Thread.detachNewThread(runXCTestPart)
      swiftTesting = Result { try runSwiftTesting(binary, arguments: arguments, into: &outcome) }
    } else {
      swiftTesting = Result { try runSwiftTesting(binary, arguments: arguments, into: &outcome) }
      runXCTestPart()
    }
    xctestDone.wait()
    try swiftTesting.get()
    if let part = try xctest.withLock({ $0 })?.get() { outcome.add(part) }
  }

  private func runSwiftTesting(_ binary: TestBinary, arguments: [String], into outcome: inout Outcome) throws
  {
    var skipped: [TestResult] = []
    var attempts: [TestRun] = []
    for _ in 0...Self.crashRetries {
      let skips = skipped.isEmpty ? [] : ["--skip", TestRun.skipPattern(for: skipped)]
      let events = package.folder.appendingPathComponent("events.jsonl")
      var result = try binary.testSwiftTesting(arguments: arguments + skips, eventStream: events)
      let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: events)
      var run = try TestRun(eventStream: text)
      if result.ending == .exited(Self.noSwiftTestingTests) && run.tests.isEmpty {
        result.ending = .exited(0)
      }
      let unfinished = settle(&run.tests, after: result, into: &outcome)
      attempts.append(run)
      // A test that ended the process with exit(0) is unfinished too: the tests after it still run.
      guard !unfinished.isEmpty else { break }
      skipped += unfinished
    }
    var run = attempts.removeFirst()
    for retry in attempts { run.merge(retry: retry) }
    outcome.run.tests += run.tests
    outcome.run.suites += run.suites
  }

  /// Runs XCTest's tests; after a crash, again with the tests that had not started.
  private func runXCTest(
    _ binary: TestBinary, module: String, sources: SourceFiles, into outcome: inout Outcome
  ) throws {
    var tests: [TestResult] = []
    var remaining: [String]?
    for _ in 0...Self.crashRetries {
      // A mark of this run's own, which no test can print by chance.
      let mark = "kata-xctest-\(UUID().uuidString)"
      let result = try binary.testXCTest(only: remaining, mark: mark)
      var log = XCTestLog(output: result.output, module: module, sources: sources, mark: mark)
      let unfinished = settle(&log.tests, after: result, into: &outcome)
      tests += log.tests
      if tests.isEmpty,
        let abort = XCTestLog.mainActorAbort(in: result.output, module: module, sources: sources)
      {
        tests.append(abort)
        break
      }
      guard !unfinished.isEmpty else { break }
      let reached = Set(tests.map(\.id))
      remaining = try (remaining ?? binary.xctestNames()).filter { !reached.contains($0) }
      if remaining?.isEmpty != false { break }
    }
    outcome.run.tests += tests
    for suite in Set(tests.map(\.suiteID)).sorted() {
      outcome.run.suites.append((suite, String(suite.split(separator: ".").last ?? "")))
    }
  }

  /// Takes in how one run of a framework's tests ended, and returns the tests it left unfinished.
  ///
  /// Those are marked as stopped by the time limit, or as crashed.
  private func settle(_ tests: inout [TestResult], after result: ProcessResult, into outcome: inout Outcome)
    -> [TestResult]
  {
    outcome.output += result.output
    if result.ending != .exited(0) { outcome.exitedCleanly = false }
    let unfinished = tests.filter { $0.outcome == .crashed || $0.outcome == .stopped }
    if case .stoppedAfter(let seconds) = result.ending {
      outcome.stoppedAfter = seconds
      // The backtrace asked for at the time limit says where the loop was.
      let place = Crash.stoppedPlace(in: result.output)
      for index in tests.indices where unfinished.contains(where: { $0.id == tests[index].id }) {
        tests[index].outcome = .stopped
        tests[index].stopped(after: seconds, at: place)
      }
    } else if !unfinished.isEmpty || result.ending.isSignal {
      // A crash whose test's first line never reached the output is still a crash.
      outcome.crashed = true
      let crash = Crash(output: result.output, ending: result.ending)
      for index in tests.indices where unfinished.contains(where: { $0.id == tests[index].id }) {
        tests[index].outcome = .crashed
        tests[index].problems = []
        tests[index].record(
          TestProblem(
            text: crash.said, line: crash.line, file: crash.file, arguments: tests[index].caseRunning))
      }
    }
    return unfinished
  }
}

extension TestResult {
  /// Takes in that the time limit stopped the test, at the place its loop was when known: the first of
  /// its problems, before any it recorded while it still ran.
  fileprivate mutating func stopped(after seconds: Int, at place: (file: String, line: Int?)?) {
    let problem = TestProblem(
      text: "stopped after \(seconds) s: is there an endless loop?", line: place?.line, file: place?.file,
      arguments: caseRunning)
    problems.insert(problem, at: 0)
    firstProblem = problem.text
    // A loop in a file but at no known line is shown at the test's own line, its file named in the header.
    if let line = problem.line { (problemLine, problemFile) = (line, problem.file) }
  }
}

extension TestRun {
  mutating func mark(_ test: TestResult, _ outcome: TestResult.Outcome, problem: String) {
    guard let position = tests.firstIndex(where: { $0.id == test.id }) else { return }
    tests[position].outcome = outcome
    tests[position].firstProblem = problem
  }
}
