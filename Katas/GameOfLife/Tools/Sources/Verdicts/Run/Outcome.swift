import Build
import Compiler
import Foundation
import KataSystem

/// How a variant's tests went.
package struct Outcome: Sendable {
  package var variantName: String
  /// The compiler's output, when the variant did not compile; then no test ran.
  package var compileError: String?
  package var run = TestRun()
  /// Seconds after which the time limit stopped the run, if it did.
  package var stoppedAfter: Int?
  /// Whether some run of the tests ended in a crash.
  package var crashed = false
  /// Whether every run of the tests exited cleanly (it covers XCTest's failures too).
  package var exitedCleanly = true
  /// Everything the test binary wrote, every run of it.
  package var output = ""
  /// Methods that look like tests and never run, each with why (a class that is not an `XCTestCase`, a
  /// method not named `test…`): warnings, which never change the light.
  package var neverRun: [String] = []
  /// The compiler's warnings of the learner's own files, each in a line, when it compiled.
  package var warnings: [String] = []
  /// Whether the tests call any assertion: a suite that only prints checks nothing.
  package var checksSomething = true
  /// The builder that built it, and what it planned to compile, a line a module, as `VERBOSE=1` says them.
  package var builder = ""
  package var buildNotes = BuildNotes()
  /// A line to say under the light, once: how the package was built, when that is news.
  package var note: String?

  package var compiled: Bool { compileError == nil }

  package init(variantName: String) { self.variantName = variantName }

  /// Reads the methods that never run from what the test binary printed before its runs, leaving out
  /// any that ran after all (a Swift Testing suite's `@Test func test…()`).
  mutating func readNeverRun() {
    let prefix = XCTestDiscovery.neverRunPrefix
    guard output.contains(prefix) else { return }
    // "Module.Suite/testName()/File.swift:1:2" ran as "Suite.testName".
    let ran = Set(
      run.tests.map { test in
        let parts = test.id.split(separator: "/")
        let suite = parts.first?.split(separator: ".").last ?? ""
        let name = parts.dropFirst().first?.split(separator: "(").first ?? ""
        return "\(suite).\(name)"
      })
    var seen: Set<String> = []
    for line in output.split(separator: "\n") where line.hasPrefix(prefix) {
      let said = String(line.dropFirst(prefix.count))
      let method = String(said.prefix { $0 != ":" })
      let shortName = method.split(separator: ".").suffix(2).joined(separator: ".")
      guard !ran.contains(shortName), seen.insert(said).inserted else { continue }
      neverRun.append(said)
    }
  }

  /// Takes in the outcome of the other framework's run of the same binary.
  mutating func add(_ other: Outcome) {
    run.tests += other.run.tests
    run.suites += other.run.suites
    stoppedAfter = stoppedAfter ?? other.stoppedAfter
    crashed = crashed || other.crashed
    exitedCleanly = exitedCleanly && other.exitedCleanly
    output += other.output
  }

  /// A test binary that ran and in which something went wrong: a failure, a crash or the time limit.
  package var anyTestFailed: Bool {
    compiled && (!exitedCleanly || run.tests.contains { !$0.passed && $0.outcome != .notRun })
  }
}
