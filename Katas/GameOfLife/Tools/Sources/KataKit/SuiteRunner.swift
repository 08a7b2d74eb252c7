import Foundation

/// How a variant's tests went.
public struct Outcome: Sendable {
  public var variantName: String
  /// The compiler's output, when the variant did not compile; then no test ran.
  public var compileError: String?
  public var run = TestRun()
  /// Seconds after which the time limit stopped the run, if it did.
  public var stoppedAfter: Int?
  /// Whether some run of the tests ended in a crash.
  public var crashed = false
  /// Whether every run of the tests exited cleanly (it covers XCTest's failures too).
  public var exitedCleanly = true
  /// Everything `swift test` wrote, every run of it.
  public var output = ""

  public var compiled: Bool { compileError == nil }

  /// A test binary that ran and in which something went wrong: a failure, a crash or the time limit.
  public var anyTestFailed: Bool {
    compiled && (!exitedCleanly || run.tests.contains { !$0.passed && $0.outcome != .notRun })
  }

  /// How many XCTest tests ran, from XCTest's own summary line.
  public var xctestCount: Int {
    let counts = output.matches(of: /Executed (\d+) tests?/).compactMap { Int($0.1) }
    return counts.last ?? 0
  }
}

/// Builds a variant in a scratch package and runs its tests, one at a time, under the time limit.
///
/// A test that crashes the process takes the rest of the run down with it, so the run is made again
/// without the tests that crashed, until every test has a result. A run stopped by the time limit is
/// never made again: an endless loop would only loop again.
public struct SuiteRunner {
  public let package: ScratchPackage
  static let crashRetries = 20

  public init(package: ScratchPackage) { self.package = package }

  public func run(_ variant: Variant, arguments: [String] = []) throws -> Outcome {
    var outcome = Outcome(variantName: variant.name)
    if case .compileError(let text) = try package.build(variant) {
      outcome.compileError = text
      return outcome
    }
    var skipped: [TestResult] = []
    for attempt in 0...Self.crashRetries {
      let skips = skipped.isEmpty ? [] : ["--skip", TestRun.skipPattern(for: skipped)]
      let events = package.folder.appendingPathComponent("events.jsonl")
      let xctest = attempt == 0 && variant.tests.files.values.contains { $0.contains("import XCTest") }
      let result = try package.test(arguments: arguments + skips, eventStream: events, xctest: xctest)
      let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: events)
      var run = try TestRun(eventStream: text)
      outcome.output += result.output
      if result.ending != .exited(0) { outcome.exitedCleanly = false }
      let unfinished = run.unfinished
      if case .stoppedAfter(let seconds) = result.ending {
        outcome.stoppedAfter = seconds
        for test in unfinished {
          run.mark(test, .stopped, problem: "stopped after \(seconds) s: is there an endless loop?")
        }
      } else if !unfinished.isEmpty {
        outcome.crashed = true
        let fatal = result.output.split(separator: "\n").first { $0.contains("Fatal error") }
        for test in unfinished {
          run.mark(
            test, .crashed,
            problem: "The whole test run crashed here: " + (fatal.map(String.init) ?? "\(result.ending)"))
        }
      }
      if attempt == 0 { outcome.run = run } else { outcome.run.merge(retry: run) }
      guard result.ending != .exited(0), outcome.stoppedAfter == nil, !unfinished.isEmpty else { break }
      skipped += unfinished
    }
    return outcome
  }
}

extension TestRun {
  mutating func mark(_ test: TestResult, _ outcome: TestResult.Outcome, problem: String) {
    guard let position = tests.firstIndex(where: { $0.id == test.id }) else { return }
    tests[position].outcome = outcome
    tests[position].firstProblem = problem
  }
}
