/// The Swift files written from a discovery: each test module's list of its XCTest tests, and the
/// binary's entry point that runs them, or Swift Testing's; and which names such a list can hold.
extension XCTestDiscovery {
  /// The variable that asks the entry point to mark each XCTest test's start, failures and end
  /// (`XCTestLog`).
  package static let markVariable = "KATA_XCTEST_MARK"

  /// The symbol a test module's list of XCTest tests is found by, and that of what XCTest never runs.
  static func listSymbol(of module: String) -> String { "kata_xctests_\(module)" }
  static func neverRunSymbol(of module: String) -> String { "kata_xctests_never_run_\(module)" }

  /// The test binary's `main`, like the one `swift build` writes, which imports no module of the learner's.
  ///
  /// It runs Swift Testing when asked for with `--testing-library swift-testing`, as `swift test` asks,
  /// else XCTest, with each test module's list, which it finds by its symbol: so it is the same whatever
  /// the tests are, and compiled once.
  static func main(testModules modules: [String]) -> String {
    let declarations = modules.enumerated().map { index, module in
      """
      @_silgen_name("\(listSymbol(of: module))")
      private func xctests\(index)() -> [XCTestCaseEntry]
      @_silgen_name("\(neverRunSymbol(of: module))")
      private func neverRun\(index)() -> [String]
      """
    }
    let lists = modules.indices.map { "xctests\($0)()" }
    let neverRun = modules.indices.map { "neverRun\($0)()" }
    return """
      // Written by the kata tool: the test binary's entry point, like the one `swift build` writes.
      import Foundation
      import Testing
      import XCTest

      \(declarations.joined(separator: "\n"))

      @main
      @available(*, deprecated, message: "Not deprecated: lets a learner's deprecated tests run without a warning")
      struct KataTestMain {
        @_silgen_name("\(ToolchainHooks.runAsyncMain)")
        private static func runAsyncMain(_ body: @Sendable @escaping () async throws -> Void)

        static func main() {
          if let mark = ProcessInfo.processInfo.environment["\(markVariable)"] {
            XCTestObservationCenter.shared.addTestObserver(KataMarks(mark: mark))
          }
          let neverRun: [String] = \(neverRun.isEmpty ? "[]" : neverRun.joined(separator: " + "))
          for line in neverRun { print(line) }
          let arguments = CommandLine.arguments
          if let flag = arguments.firstIndex(of: "--testing-library"), flag + 1 < arguments.count,
            arguments[flag + 1] == "swift-testing"
          {
            runAsyncMain { await \(ToolchainHooks.swiftTestingEntryPoint) as Never }
          }
          XCTMain(\(lists.isEmpty ? "[]" : lists.joined(separator: " + "))) as Never
        }
      }

      /// Each test's start, failures and end, in lines of their own behind a mark no test prints, with a
      /// failure's whole message: what the kata tool reads, whatever else the tests print.
      final class KataMarks: NSObject, XCTestObservation {
        let mark: String

        init(mark: String) { self.mark = mark }

        func say(_ fields: [String]) {
          let escaped = fields.map {
            $0.replacingOccurrences(of: "\\\\", with: "\\\\\\\\").replacingOccurrences(of: "\\n", with: "\\\\n")
              .replacingOccurrences(of: "\\t", with: "\\\\t")
          }
          print(([mark] + escaped).joined(separator: "\\t"))
          fflush(stdout)
        }

        func testCaseWillStart(_ testCase: XCTestCase) { say(["started", testCase.name]) }

        func testCase(
          _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
          atLine lineNumber: Int
        ) {
          say(["failed", testCase.name, filePath ?? "", String(lineNumber), description])
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
          let run = testCase.testRun
          say(["ended", testCase.name, run?.hasBeenSkipped == true ? "skipped" : run?.hasSucceeded == true ? "passed" : "failed"])
        }
      }

      """
  }

  /// The list of one module's XCTest tests, in a file that imports only XCTest and that module, with what
  /// XCTest never runs of it, each found by `main` by its symbol.
  func list(importing module: String) -> String {
    let lists = testCases.enumerated().map { index, testCase in
      let entries = testCase.methods.map { method in
        "(\"\(method.name)\", \(method.isAsync ? "asyncTest(\(method.name))" : method.name))"
      }
      // A synchronous main-actor test is listed as swift build lists it, and aborts XCTest as it starts.
      if testCase.abortsXCTest {
        return """
          fileprivate extension \(testCase.typeName) {
            static nonisolated(unsafe) let __kataTests\(index) = [\(entries.joined(separator: ", "))]
          }
          """
      }
      // Nonisolated, as swift build's own list is, so that a main-actor class's async tests are listed.
      return """
        extension \(testCase.typeName) {
          fileprivate nonisolated static var __kataTests\(index): [(String, (\(testCase.typeName)) -> () throws -> Void)] {
            [\(entries.joined(separator: ", "))]
          }
        }
        """
    }
    let cases = testCases.indices.map { "testCase(\(testCases[$0].typeName).__kataTests\($0))" }
    let neverRun = neverRun.map { Self.neverRunPrefix + $0 }
    return """
      // Written by the kata tool: every XCTest test of the module \(module), as `swift build` lists them.
      import XCTest
      @testable import \(module)

      \(lists.joined(separator: "\n\n"))

      @available(*, deprecated, message: "Not deprecated: lets a learner's deprecated tests run without a warning")
      @_silgen_name("\(Self.listSymbol(of: module))")
      func kataXCTests_\(module)() -> [XCTestCaseEntry] {
        [\(cases.joined(separator: ", "))]
      }

      @_silgen_name("\(Self.neverRunSymbol(of: module))")
      func kataNeverRun_\(module)() -> [String] {
        \(neverRun)
      }

      """
  }
}

extension XCTestDiscovery {
  /// Whether a name can be written without backticks: a letter or `_`, then letters, digits and `_`.
  static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first == "_" || first.isLetter else { return false }
    return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }

  /// A name of words made one identifier: `test a lonely cell dies` as `testALonelyCellDies`.
  static func camelCased(_ name: String) -> String {
    let words = name.split { !($0 == "_" || $0.isLetter || $0.isNumber) }
    return (words.prefix(1) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
  }
}
