import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice
@testable import Specification
@testable import Verdicts

/// One suite of the corpus in `Tests/LearnerSuites`: tests written the way learners write them, in
/// XCTest, Swift Testing or both, with the verdicts the tool must give them.
struct LearnerSuite: CustomTestStringConvertible, Sendable {
  let name: String

  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../LearnerSuites").standardizedFileURL

  static var all: [LearnerSuite] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map(LearnerSuite.init)
  }

  var folder: URL { Self.corpus.appendingPathComponent(name) }
  var testDescription: String { name }

  /// What `expected.json` beside the suite says it must get.
  struct Expected: Decodable {
    struct Run: Decodable {
      var light: Light
      var passed: Int
      var failed: Int
      /// Why the light is amber, as the history keeps it.
      var why: String?
      /// How many tests were skipped, and how many known issues were recorded.
      var skipped: Int?
      var knownIssues: Int?
      /// Words the run's output must show: a crash's line, a failing argument, a warning.
      var says: [String]?
    }

    /// The grade: the mutants it lets through, or the words `kata-mutants` refuses it with.
    struct Grade: Decodable {
      var survivors: [String]?
      var refusal: [String]?
    }

    var template: Run
    var final: Run
    /// Left out for a suite that is about what a run says, not about what it catches.
    var mutants: Grade?
    /// Whether each light is held against plain `swift build --build-tests && swift test` in the package.
    var comparedWithSwiftTest: Bool?
    /// For a suite of traps: each crashing test's runtime words and place, as `swift test` prints them.
    var crashes: [String: [String]]?
  }

  /// The learner's own source files beside the Game, in `GameOfLife/` beside the tests, if any.
  var sources: SourceFiles? {
    let folder = folder.appendingPathComponent("GameOfLife")
    guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
    return try? SourceFiles.swiftFiles(in: folder)
  }

  func expected() throws -> Expected {
    try JSONDecoder().decode(
      Expected.self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))
  }
}

/// Every suite of the corpus, run as a learner runs it: `make kata`, the suite dropped into the package,
/// `make kata-test` on the template and on the finished Game, then `make kata-mutants`.
///
/// Every suite goes into one practice package, `Practice/corpus`, made afresh for each (`FORCE=1`), so
/// that they share its scratch packages: a warm build, as a learner's second run has.
@Suite("Learner suites written elsewhere get their verdicts", .serialized)
struct LearnerSuiteTests {
  /// One workspace for the whole corpus, so its suites share the compiled system modules.
  static let workspace = Result { try copiedWorkspace("learner-suites", timeLimit: 10) }

  @Test("The corpus holds suites of both frameworks, and every one says what it must get")
  func corpus() throws {
    let suites = LearnerSuite.all
    #expect(suites.count >= 8)
    for suite in suites {
      _ = try suite.expected()
      #expect(
        !(try SourceFiles.swiftFiles(in: suite.folder.appendingPathComponent("GameOfLifeTests")).isEmpty))
    }
  }

  /// Makes `Practice/NAME` afresh with the suite's files in it, as a learner drops them in.
  func install(_ suite: LearnerSuite, as name: String, in workspace: Workspace) throws -> PracticePackage {
    _ = try kata(["new", "--name", name, "--force", "1"], in: workspace, timeLimit: 10)
    let practice = try PracticePackage(name: name, workspace: workspace)
    // Written in the package `make kata` made: the template's empty file gives way, its helpers stay.
    try FileManager.default.removeItem(at: practice.tests.appendingPathComponent("GameOfLifeTests.swift"))
    try SourceFiles.swiftFiles(in: suite.folder.appendingPathComponent("GameOfLifeTests")).write(
      into: practice.tests)
    try suite.sources?.write(into: practice.sources)
    return practice
  }

  @Test("On the template, on the finished Game and under every mutant", arguments: LearnerSuite.all)
  func verdicts(of suite: LearnerSuite) throws {
    let workspace = try Self.workspace.get()
    let expected = try suite.expected()
    let practice = try install(suite, as: "corpus", in: workspace)
    let onTemplate = try check(suite.name, in: practice, on: "the template", expected.template, run: 1)
    try compareWithSwiftTest(suite, in: practice, on: "the template", shown: onTemplate)
    try SourceFiles.swiftFiles(in: workspace.library).write(into: practice.sources)
    try suite.sources?.write(into: practice.sources)
    let onGame = try check(suite.name, in: practice, on: "the finished Game", expected.final, run: 2)
    try compareWithSwiftTest(suite, in: practice, on: "the finished Game", shown: onGame)

    // Built by swift build (`make kata-tool-test-swiftpm`), the lights are what this proves again: the
    // grade's fifteen builds a suite are the kata's own layout, which BuildTests proves with swift build.
    guard let mutants = expected.mutants, ProcessInfo.processInfo.environment["KATA_BUILDER"] != "swiftpm"
    else { return }
    let grade = try kata(["grade", "--name", practice.name], in: workspace, timeLimit: 10)
    if let refusal = mutants.refusal {
      #expect(grade.status == 1, "\(grade.output)")
      for words in refusal { #expect(grade.output.contains(words), "\(grade.output)") }
      #expect(!grade.output.contains("SURVIVED"), "\(grade.output)")
    } else {
      #expect(grade.status == 0, "\(grade.output)")
      let rows = grade.output.split(separator: "\n").compactMap {
        $0.wholeMatch(of: /(\d\d-\S+)\s+(\S+)\s.*/)
      }
      #expect(rows.count == (try Mutant.all(in: workspace.mutants)).count, "\(grade.output)")
      let survivors = rows.filter { $0.2 == "SURVIVED" }.map { String($0.1) }
      #expect(survivors == mutants.survivors ?? [], "\(grade.output)")
      #expect(rows.allSatisfy { $0.2 == "SURVIVED" || $0.2 == "killed" }, "\(grade.output)")
    }
  }

  /// Holds the last light against plain `swift build --build-tests && swift test` in the same package,
  /// for a suite that asks for it: the same light, and every warning of the learner's files that swift
  /// build printed (it builds from nothing here, so it prints them all) counted under the light.
  ///
  /// Built by swift build (`make kata-tool-test-swiftpm`), the light is held to the same expected light as
  /// the compiler's, which this holds to plain SwiftPM's: its two builds from nothing are not made again.
  private func compareWithSwiftTest(
    _ suite: LearnerSuite, in practice: PracticePackage, on game: String, shown: String
  ) throws {
    guard try suite.expected().comparedWithSwiftTest == true,
      ProcessInfo.processInfo.environment["KATA_BUILDER"] != "swiftpm"
    else { return }
    let workspace = practice.workspace
    let record = try #require(History(practice: practice).latest())
    let scratch = workspace.root.appendingPathComponent(".build/plain-\(suite.name)")
    try? FileManager.default.removeItem(at: scratch)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = ["--package-path", practice.folder.path, "--scratch-path", scratch.path]
    let build = try ChildProcess.run([workspace.swift, "build", "--build-tests"] + package, timeLimit: 600)
    var plain = Light.amber
    if build.succeeded {
      let test = try ChildProcess.run([workspace.swift, "test", "--skip-build"] + package, timeLimit: 600)
      plain = test.succeeded ? .green : .red
    }
    let comment = Comment(rawValue: "\(suite.name) on \(game):\n\(build.output)\n\(shown)")
    #expect(record.light == plain, comment)
    let own = Set(
      build.output.split(separator: "\n").filter {
        $0.contains(": warning: ") && $0.hasPrefix(practice.folder.path + "/")
      })
    if !own.isEmpty { #expect(shown.contains("⚠ \(count(own.count, "warning")):"), comment) }
  }

  /// Runs the learner's tests once and checks the light, the counts, the run's number and the exit code;
  /// returns what the run printed.
  @discardableResult
  private func check(
    _ suite: String, in practice: PracticePackage, on game: String, _ expected: LearnerSuite.Expected.Run,
    run: Int
  )
    throws -> String
  {
    let result = try kata(["test", "--name", practice.name], in: practice.workspace, timeLimit: 10)
    let record = try #require(History(practice: practice).latest(), "\(result.output)")
    let comment = Comment(rawValue: "\(suite) on \(game):\n\(result.output)")
    #expect(record.number == run, comment)
    #expect(record.light == expected.light, comment)
    #expect(record.why == expected.why, comment)
    #expect(record.passed == expected.passed, comment)
    #expect(record.failed == expected.failed, comment)
    #expect(result.status == expected.light.exitCode, comment)
    #expect(
      result.output.contains(
        "\(expected.light.letter) \(expected.light.rawValue) · \(practice.name) · run \(run) · "), comment)
    for failing in record.failing {
      #expect(result.output.contains(failing), comment)
    }
    #expect((record.skipped ?? []).count == expected.skipped ?? 0, comment)
    #expect((record.knownIssues ?? []).count == expected.knownIssues ?? 0, comment)
    for skipped in record.skipped ?? [] { #expect(result.output.contains(skipped), comment) }
    for words in expected.says ?? [] {
      // The warnings of tests that never run come from the entry point the compiler path writes; a binary
      // that swift build linked has SwiftPM's own, which says nothing of them.
      if words.hasSuffix("never runs") && ProcessInfo.processInfo.environment["KATA_BUILDER"] == "swiftpm" {
        continue
      }
      #expect(result.output.contains(words), comment)
    }
    return result.output
  }
}
