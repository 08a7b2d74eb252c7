import Foundation
import Testing

/// What one run of the `life` binary printed and how it exited.
struct LifeResult: CustomStringConvertible {
  let standardOutput: String
  let standardError: String
  let status: Int32

  var description: String {
    "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
  }

  /// The lines of standard error.
  var errorLines: [Substring] { standardError.split(separator: "\n") }
}

/// Runs the built `life` binary, as a user would from a shell.
enum LifeProcess {
  /// The `life` binary beside the test bundle: SwiftPM builds it first because the tests depend on it.
  static let executable: URL = {
    let name = "life"
    var candidates: [URL?] = []
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
      }
    #endif
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    candidates.append(Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent(name))
    // Last resort: the package's own debug build, found from this file's place in Tests/.
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/\(name)"))
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? package.appendingPathComponent(".build/debug/\(name)")
  }()

  /// How long one run may take before it is stopped and reported: a hang must fail a test, not stall it.
  static let timeLimit: TimeInterval = 60

  /// Runs `life` with arguments, optionally feeding standard input, in a folder of its own.
  ///
  /// - Parameter environment: variables set for this run, on top of the tests' own environment.
  static func run(
    _ arguments: [String], input: Data? = nil, in folder: URL? = nil, environment: [String: String] = [:]
  ) throws -> LifeResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    let processID = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(processID, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
    defer { watchdog.cancel() }
    if let input { standardInput.fileHandleForWriting.write(input) }
    try standardInput.fileHandleForWriting.close()
    // Read both pipes before waiting, so a large output cannot fill a pipe and stall the process.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
      Issue.record(
        "life \(arguments.joined(separator: " ")) did not finish within \(Int(timeLimit)) s and was stopped")
    }
    return LifeResult(
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self), status: process.terminationStatus)
  }

  /// Runs `life` with text on standard input.
  static func run(_ arguments: [String], input: String) throws -> LifeResult {
    try run(arguments, input: Data(input.utf8))
  }
}

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("life-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes a file in the folder and returns its path.
  func file(_ name: String, _ contents: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try contents.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// Checks that a run succeeded: exit 0 and nothing on standard error.
func expectSuccess(_ result: LifeResult, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
  #expect(result.standardError.isEmpty, "\(result)", sourceLocation: sourceLocation)
}
