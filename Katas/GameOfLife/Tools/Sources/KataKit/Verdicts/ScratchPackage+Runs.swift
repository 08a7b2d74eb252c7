import Foundation

/// Running a built variant's tests: each framework in a run of its own, under the time limit.
extension ScratchPackage {
  /// Runs the built Swift Testing tests, one at a time, writing their event stream.
  ///
  /// On Linux the test binary is run directly, which saves `swift test` starting up for every variant.
  func testSwiftTesting(arguments: [String], eventStream: URL) throws -> ProcessResult {
    try? FileManager.default.removeItem(at: eventStream)
    // The boards the tests attach go to a folder emptied before every run, read with the event stream.
    let attachments = folder.appendingPathComponent("attachments")
    try? FileManager.default.removeItem(at: attachments)
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let events = [
      "--event-stream-output-path", eventStream.path, "--event-stream-version", "0", "--attachments-path",
      attachments.path,
    ]
    #if os(Linux)
      return try ChildProcess.run(
        [try testBinary().path, "--testing-library", "swift-testing", "--no-parallel"] + events + arguments,
        timeLimit: workspace.timeLimit)
    #else
      return try ChildProcess.run(
        [
          workspace.swift, "test", "--skip-build", "--disable-xctest", "--no-parallel", "--package-path",
          folder.path,
        ]
          + events + arguments, timeLimit: workspace.timeLimit)
    #endif
  }

  /// Runs the built XCTest tests, one at a time: all of them, or only those named (`Module.Class/method`).
  func testXCTest(only names: [String]? = nil) throws -> ProcessResult {
    #if os(Linux)
      let selection = names.map { [$0.joined(separator: ",")] } ?? []
      return try ChildProcess.run([try testBinary().path] + selection, timeLimit: workspace.timeLimit)
    #else
      let selection = names.map {
        ["--filter", $0.map(NSRegularExpression.escapedPattern).joined(separator: "|")]
      }
      return try ChildProcess.run(
        [workspace.swift, "test", "--skip-build", "--disable-swift-testing", "--package-path", folder.path]
          + (selection ?? []), timeLimit: workspace.timeLimit)
    #endif
  }

  /// The XCTest tests the binary holds, as `Module.Class/method`.
  func xctestNames() throws -> [String] {
    #if os(Linux)
      let listing = try ChildProcess.run(
        [try testBinary().path, "--list-tests"], timeLimit: workspace.timeLimit)
    #else
      let listing = try ChildProcess.run(
        [workspace.swift, "test", "--skip-build", "--list-tests", "--package-path", folder.path],
        timeLimit: workspace.timeLimit)
    #endif
    return listing.output.split(separator: "\n").map(String.init).filter {
      $0.wholeMatch(of: /[^ \/]+\.[^ \/]+\/[^ \/()]+/) != nil
    }
  }
}
