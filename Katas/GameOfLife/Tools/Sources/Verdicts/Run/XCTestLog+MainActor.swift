import Build
import Compiler
import KataSystem

extension XCTestLog {
  /// What XCTest on Linux says as it aborts on a synchronous `@MainActor` test: it cannot call it as a
  /// plain test method, `(GameOfLifeTests.GameTests) -> @Swift.MainActor () -> ()`.
  static var mainActorCast: Regex<(Substring, Substring)> {
    /Could not cast value of type '\(([\w.]+)\) -> @Swift\.MainActor/
  }

  /// The test that stands for XCTest's abort on a class's synchronous `@MainActor` test; nil for any other output.
  ///
  /// XCTest stops as it starts, before any of its tests runs (`swift test` aborts with signal 6 there too):
  /// the test is crashed, at that test's line, with what to do instead.
  static func mainActorAbort(in output: String, module: String, sources: SourceFiles) -> TestResult? {
    guard let match = output.firstMatch(of: mainActorCast) else { return nil }
    let qualified = match.1.split(separator: ".")
    let className = String(qualified.last ?? "")
    let suite = qualified.count > 1 ? qualified.joined(separator: ".") : "\(module).\(className)"
    var test = TestResult(
      id: "\(suite)/@MainActor", sentence: className, suiteID: suite, file: "", line: 0, framework: .xctest)
    if let (path, line) = mainActorTest(of: className, in: sources) {
      (test.file, test.line) = (fileName(path), line)
    }
    test.outcome = .crashed
    test.record(
      TestProblem(
        text: "crashed: XCTest on Linux cannot start the synchronous @MainActor tests of \(className), and "
          + "aborts as it starts, before any XCTest test runs (as under swift test): "
          + XCTestDiscovery.mainActorAdvice,
        line: test.line == 0 ? nil : test.line, file: nil))
    return test
  }

  /// The first synchronous test marked `@MainActor` after the class's declaration, or the class itself.
  private static func mainActorTest(of className: String, in sources: SourceFiles) -> (String, Int)? {
    for path in sources.keys.sorted() {
      let lines = (sources[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      guard
        let declared = lines.firstIndex(where: {
          $0.firstMatch(of: /class\s+\w+/)?.output == "class \(className)"
        })
      else { continue }
      let marked = lines[declared...].firstIndex {
        $0.contains("@MainActor") && $0.contains("func test") && !$0.contains("async")
      }
      return (path, (marked ?? declared) + 1)
    }
    return nil
  }
}

extension TestResult {
  /// Whether it stands for XCTest's abort on a synchronous `@MainActor` test, after which no XCTest test
  /// ran, neither under `swift test` nor here.
  package var isMainActorAbort: Bool { framework == .xctest && id.hasSuffix("/@MainActor") }
}
