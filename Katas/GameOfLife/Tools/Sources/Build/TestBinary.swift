import Compiler
import Foundation
import KataSystem

/// A built test binary, and how its builder says to run it: directly, or through `swift test` in the
/// package it was built in (as on macOS, where a test bundle is run by XCTest's own runner).
package struct TestBinary: Sendable {
  package enum Launch: Sendable {
    case direct(URL)
    case swiftTest(package: URL)
  }

  package var launch: Launch
  /// How many XCTest classes with tests the binary holds, when its builder found them itself.
  package var xctestCaseCount: Int?
  let workspace: Workspace
  /// The folder the runs write their event stream and attachments to.
  let folder: URL
  /// The folder the tests run in: a learner's package's own, as `swift test` runs them there, so that a
  /// file a test names from the package's folder is found; nil for the kata's own layouts.
  var workingFolder: URL?
  /// False when the package's own entry point (`Tests/LinuxMain.swift`) stands in for the tests SwiftPM
  /// would find: `swift test` then runs the XCTest tests it lists, and no Swift Testing test.
  package var runsSwiftTesting = true
  /// The compiler's warnings of the learner's own files, each in a line (`CompilerWarnings`).
  package var warnings: [String] = []

  /// Whether both frameworks' runs can go at once: through `swift test` they would wait on SwiftPM's lock.
  package var runsAtOnce: Bool {
    if case .direct = launch { return true }
    return false
  }

  /// Runs the Swift Testing tests, one at a time, writing their event stream.
  package func testSwiftTesting(arguments: [String], eventStream: URL) throws -> ProcessResult {
    try? FileManager.default.removeItem(at: eventStream)
    // The boards the tests attach go to a folder emptied before every run, read with the event stream.
    let attachments = folder.appendingPathComponent("attachments")
    try? FileManager.default.removeItem(at: attachments)
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let events = [
      "--event-stream-output-path", eventStream.path, "--event-stream-version", "0", "--attachments-path",
      attachments.path,
    ]
    switch launch {
    case .direct(let binary):
      return try ChildProcess.run(
        [binary.path, "--testing-library", "swift-testing", "--no-parallel"] + events + arguments,
        in: workingFolder, environment: Self.backtracing(ProcessInfo.processInfo.environment),
        timeLimit: workspace.timeLimit, backtraceOnTimeLimit: true)
    case .swiftTest(let package):
      return try ChildProcess.run(
        swiftTest(package) + ["--disable-xctest", "--no-parallel"] + events + arguments,
        in: workingFolder, timeLimit: workspace.timeLimit)
    }
  }

  /// Runs the XCTest tests, one at a time: all of them, or only those named (`Module.Class/method`).
  ///
  /// The kata's own entry point also writes each test's start, failures and end behind `mark`.
  package func testXCTest(only names: [String]? = nil, mark: String) throws -> ProcessResult {
    switch launch {
    case .direct(let binary):
      let selection = names.map { [$0.joined(separator: ",")] } ?? []
      var environment = Self.backtracing(ProcessInfo.processInfo.environment)
      environment[XCTestDiscovery.markVariable] = mark
      return try ChildProcess.run(
        [binary.path] + selection, in: workingFolder, environment: environment,
        timeLimit: workspace.timeLimit,
        backtraceOnTimeLimit: true)
    case .swiftTest(let package):
      let selection = names.map {
        ["--filter", $0.map(NSRegularExpression.escapedPattern).joined(separator: "|")]
      }
      return try ChildProcess.run(
        swiftTest(package) + ["--disable-swift-testing"] + (selection ?? []), in: workingFolder,
        timeLimit: workspace.timeLimit)
    }
  }

  /// The XCTest tests the binary holds, as `Module.Class/method`.
  package func xctestNames() throws -> [String] {
    let listing: ProcessResult
    switch launch {
    case .direct(let binary):
      listing = try ChildProcess.run([binary.path, "--list-tests"], timeLimit: workspace.timeLimit)
    case .swiftTest(let package):
      listing = try ChildProcess.run(swiftTest(package) + ["--list-tests"], timeLimit: workspace.timeLimit)
    }
    return listing.output.split(separator: "\n").map(String.init).filter {
      $0.wholeMatch(of: /[^ \/]+\.[^ \/]+\/[^ \/()]+/) != nil
    }
  }

  /// The environment a test binary runs in: its backtracer on, as `swift test` has it on Linux.
  ///
  /// Whatever the shell says, a crash's backtrace names the learner's line, and so does one asked for at
  /// the time limit, from every thread (a Swift Testing test runs on one that is not the main thread).
  /// Every thread is the backtracer's own choice; asked for by `threads=all`, it showed the crashed one.
  static func backtracing(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no"
    return environment
  }

  private func swiftTest(_ package: URL) -> [String] {
    [workspace.swift, "test", "--skip-build", "--package-path", package.path]
  }
}
