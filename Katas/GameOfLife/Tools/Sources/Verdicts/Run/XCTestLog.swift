import Build
import Foundation
import KataSystem

/// XCTest's results, read from the lines it prints: XCTest has no event stream, but its lines follow one
/// form on every platform.
///
/// The kata's own entry point also prints each test's start, failures and end behind a mark of the
/// run's own, which are read instead where they are found (see `init`).
///
/// On Linux a test is `GameTests.testBirth`; on macOS it is `-[GameOfLifeTests.GameTests testBirth]`:
///
///     Test Case 'GameTests.testBirth' started at 2026-01-01 10:00:00.001
///     /path/GameTests.swift:12: error: GameTests.testBirth : XCTAssertTrue failed - born
///     Test Case 'GameTests.testBirth' failed (0.001 seconds)
///
/// A test that started and never ended is left `crashed`: the process died inside it, or the time limit
/// stopped it, which the suite runner knows and this log does not.
struct XCTestLog {
  /// The tests in the order they started, each with how it ended.
  var tests: [TestResult] = []

  /// Reads a test binary's output.
  ///
  /// `module` is the test target's, which Linux leaves out of the names. When the output holds lines
  /// behind `mark` (the kata's own entry point writes them), those alone say each test's start, failures
  /// and end, with every line of a failure's message: XCTest's own lines are then only read for why a test
  /// was skipped, so a test that prints lines like XCTest's cannot change its verdict.
  init(output: String, module: String, sources: SourceFiles, mark: String? = nil) {
    var index: [String: Int] = [:]
    func position(of name: Substring) -> Int {
      let (suite, method) = Self.split(name, module: module)
      let id = "\(suite)/\(method)"
      if let known = index[id] { return known }
      index[id] = tests.count
      let declared = Self.declaration(of: method, in: suite, sources: sources)
      tests.append(
        TestResult(
          id: id, sentence: "\(suite.split(separator: ".").last ?? "").\(method)", suiteID: suite,
          file: declared.map { fileName($0.path) } ?? "", line: declared?.line ?? 0, framework: .xctest))
      return tests.count - 1
    }
    let (testCase, failure) = (Self.testCase, Self.failure)
    // A test's end on the line of what the test printed without a newline after it
    // (`.O.Test Case 'GameTests.testRow' passed (0.001 seconds)`), taken only for a test that is running.
    func endAfterPrint(in line: Substring) -> Regex<(Substring, Substring, Substring)>.Match? {
      guard let match = line.firstMatch(of: testCase), match.2 != "started",
        line.hasSuffix(" seconds)") || line.hasSuffix(" seconds).")
      else { return nil }
      let (suite, method) = Self.split(match.1, module: module)
      guard let known = index["\(suite)/\(method)"], tests[known].outcome == .crashed else { return nil }
      return match
    }
    let marked = mark.map { output.contains($0 + "\t") } ?? false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if marked, let mark {
        // Found anywhere in the line: a test may have printed without a newline before it.
        if let start = line.range(of: mark + "\t") {
          let fields = line[start.upperBound...].split(separator: "\t", omittingEmptySubsequences: false)
            .map(Self.unescaped)
          guard fields.count >= 2 else { continue }
          let test = position(of: Substring(fields[1]))
          switch (fields[0], fields.count) {
          case ("started", _): tests[test].outcome = .crashed
          case ("failed", 5...):
            let number = Int(fields[3]).flatMap { $0 > 0 ? $0 : nil }
            tests[test].record(
              TestProblem(
                text: Self.said(fields[4...].joined(separator: "\t")), line: number,
                file: number.map { _ in fileName(fields[2]) }))
          case ("ended", 3...):
            switch fields[2] {
            case "passed": tests[test].outcome = tests[test].firstProblem == nil ? .passed : .failed
            case "skipped":
              tests[test].outcome = .notRun
              if tests[test].skipReason == nil { tests[test].skipReason = "" }
            default: tests[test].outcome = .failed
            }
          default: break
          }
        } else if line.contains(" : Test skipped"), let match = line.wholeMatch(of: Self.skip) {
          tests[position(of: match.1)].skipReason = match.2.map(String.init) ?? ""
        }
        continue
      }
      if let match = line.wholeMatch(of: testCase) ?? endAfterPrint(in: line) {
        let test = position(of: match.1)
        switch match.2 {
        case "started": tests[test].outcome = .crashed
        case "passed": tests[test].outcome = tests[test].firstProblem == nil ? .passed : .failed
        case "failed": tests[test].outcome = .failed
        default:  // skipped: XCTSkip, as Swift Testing's disabled tests
          tests[test].outcome = .notRun
          if tests[test].skipReason == nil { tests[test].skipReason = "" }
        }
      } else if let match = line.wholeMatch(of: failure) {
        let test = position(of: match.3)
        let number = Int(match.2).flatMap { $0 > 0 ? $0 : nil }
        tests[test].record(
          TestProblem(text: Self.said(match.4), line: number, file: number.map { _ in fileName(match.1) }))
      } else if line.contains(" : Test skipped"), let match = line.wholeMatch(of: Self.skip) {
        tests[position(of: match.1)].skipReason = match.2.map(String.init) ?? ""
      }
    }
  }

  /// A failure's words: XCTest ends an assertion's own with " - " and the learner's message, which may be
  /// empty.
  static func said(_ description: some StringProtocol) -> String {
    var said = description.trimmingCharacters(in: .whitespaces)
    if said.hasSuffix(" -") { said.removeLast(2) }
    return said
  }

  /// A field of a marked line, its tabs, newlines and backslashes written back.
  static func unescaped(_ field: Substring) -> String {
    var text = ""
    var escaping = false
    for character in field {
      if escaping {
        text.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        text.append(character)
      }
    }
    return text
  }

  /// `Test Case 'GameTests.testBirth' started at …`, `… passed (0.001 seconds)`, `… failed (…)`, `… skipped (…)`.
  static var testCase: Regex<(Substring, Substring, Substring)> {
    /Test Case '(.+)' (started|passed|failed|skipped)\b.*/
  }
  /// `FILE:LINE: error: GameTests.testBirth : MESSAGE`; a thrown error has `<EXPR>:0`.
  static var failure: Regex<(Substring, Substring, Substring, Substring, Substring)> {
    /(.*):(\d+): error: (-\[[^\]]+\]|[^ ]+) : (.*)/
  }

  /// `FILE:LINE: GameTests.testBirth : Test skipped - REASON`, which `XCTSkip` prints before the test's end;
  /// `XCTSkipIf` and `XCTSkipUnless` name their condition first (`Test skipped: required true value but got
  /// false - REASON`).
  static var skip: Regex<(Substring, Substring, Substring?)> {
    /.*:\d+: (-\[[^\]]+\]|[^ ]+) : Test skipped(?:: .*?)?(?: - (.*))?/
  }

  /// The suite (`GameOfLifeTests.GameTests`) and method (`testBirth`) of a name in either platform's form.
  static func split(_ name: Substring, module: String) -> (suite: String, method: String) {
    if name.hasPrefix("-["), name.hasSuffix("]") {
      let parts = name.dropFirst(2).dropLast().split(separator: " ", maxSplits: 1)
      return (String(parts.first ?? ""), String(parts.last ?? ""))
    }
    guard let dot = name.lastIndex(of: ".") else { return (module, String(name)) }
    let suite = name[..<dot]
    return (
      suite.contains(".") ? String(suite) : "\(module).\(suite)", String(name[name.index(after: dot)...])
    )
  }

  /// Where a test method is declared in the learner's files: the file that declares its class, if several
  /// declare a method of that name.
  static func declaration(of method: String, in suite: String, sources: SourceFiles)
    -> (path: String, line: Int)?
  {
    let className = String(suite.split(separator: ".").last ?? "")
    let declaring = sources.keys.sorted().filter { sources[$0]?.contains("func \(method)(") == true }
    let path = declaring.first { sources[$0]?.contains(className) == true } ?? declaring.first
    guard let path, let text = sources[path] else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let number = lines.firstIndex(where: { $0.contains("func \(method)(") }) else { return nil }
    return (path, number + 1)
  }
}

extension Variant.Target {
  /// Where a test's first problem is (or the test itself, without one), as the reader knows the file:
  /// `Practice/ada/Tests/GameOfLifeTests/Rules/BirthTests.swift:12`.
  package func location(of test: TestResult) -> String? {
    let file = test.problemFile ?? test.file
    guard let path = files.keys.sorted().first(where: { fileName($0) == file }) else { return nil }
    return "\(origin)/\(path):\(test.problemLine ?? test.line)"
  }
}
