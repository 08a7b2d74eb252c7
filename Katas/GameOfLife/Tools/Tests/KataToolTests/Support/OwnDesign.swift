import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// A package of a learner's own design in `Tests/OwnDesigns`: its `Package.swift`, its `Sources` and its
/// tests, and the edits that make it red or amber (`edits.json`), each with what SwiftPM says of it.
struct OwnDesign: CustomTestStringConvertible, Sendable {
  let name: String

  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../OwnDesigns").standardizedFileURL

  static var all: [OwnDesign] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map(OwnDesign.init)
  }

  var folder: URL { Self.corpus.appendingPathComponent(name) }
  var testDescription: String { name }

  struct Edit: Decodable {
    var name: String
    var file: String
    var find: String
    var replace: String
    var light: Light
    var passed: Int
    var failed: Int

    var verdict: PackageManagerVerdict { .init(light: light, passed: passed, failed: failed) }
  }

  /// What plain SwiftPM says of the design as written, and after each edit.
  struct Edits: Decodable {
    /// How many tests pass as written: every one.
    var asWritten: Int
    var edits: [Edit]
  }

  /// A package `make kata` made, its code, tests and manifest replaced by the design's, as a history
  /// replayed into the package would replace them.
  func installed(in workspace: Workspace, as name: String) throws -> PracticePackage {
    _ = try kata(["new", "--name", name, "--force", "1"], in: workspace, timeLimit: 20)
    let practice = try PracticePackage(name: name, workspace: workspace)
    try FileManager.default.removeItem(at: practice.sources)
    try FileManager.default.removeItem(at: practice.tests)
    for part in ["Package.swift", "Sources", "Tests/GameOfLifeTests"] {
      let destination = practice.folder.appendingPathComponent(part)
      try? FileManager.default.removeItem(at: destination)
      try FileManager.default.copyItem(at: folder.appendingPathComponent(part), to: destination)
    }
    return practice
  }

  func edits() throws -> Edits {
    try JSONDecoder().decode(Edits.self, from: Data(contentsOf: folder.appendingPathComponent("edits.json")))
  }
}

/// What plain `swift build --build-tests && swift test` says of a package: its light and its counts.
struct PackageManagerVerdict: Equatable, CustomStringConvertible {
  var light: Light
  var passed = 0
  var failed = 0

  init(light: Light, passed: Int = 0, failed: Int = 0) {
    (self.light, self.passed, self.failed) = (light, passed, failed)
  }

  /// Builds and tests the package in `folder` with SwiftPM itself.
  ///
  /// The packages keep the system modules SwiftPM builds for them in one folder, `moduleCache`, named by
  /// SwiftPM's own variable for it (`SWIFTPM_MODULECACHE_OVERRIDE`): it changes where those modules are
  /// kept, not what is built, and spares each new package about 7 s of building them. Nor are the
  /// toolchain's modules indexed (`-index-ignore-system-modules`, as the tool's own `swift build` asks):
  /// the index is not what is built either, and they cost a new package about 5 s.
  init(of folder: URL, moduleCache: URL, swift: String = "swift") throws {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFTPM_MODULECACHE_OVERRIDE"] = moduleCache.path
    let build = try ChildProcess.run(
      [
        swift, "build", "--build-tests", "--package-path", folder.path, "-Xswiftc",
        "-index-ignore-system-modules",
      ], environment: environment,
      timeLimit: 600)
    guard build.succeeded else {
      self.init(light: .amber)
      return
    }
    let test = try ChildProcess.run(
      [swift, "test", "--skip-build", "--package-path", folder.path], environment: environment,
      timeLimit: 600)
    let output = test.output
    // XCTest: its last "Executed N tests, with F failures"; Swift Testing: its run's count and each failed test.
    var (ran, failed) = (0, 0)
    if let executed = output.matches(of: /Executed (\d+) tests?, with (\d+) failures?/).last {
      ran += Int(executed.1) ?? 0
      failed += Int(executed.2) ?? 0
    }
    if let run = output.matches(of: /Test run with (\d+) tests?/).last {
      ran += Int(run.1) ?? 0
      failed += output.split(separator: "\n").count {
        $0.hasPrefix("✘ Test ") && !$0.hasPrefix("✘ Test run") && $0.contains(" failed after ")
      }
    }
    self.init(
      light: ran == 0 ? .amber : failed > 0 || !test.succeeded ? .red : .green, passed: ran - failed,
      failed: failed)
  }

  var description: String { "\(light.rawValue), \(passed) passed, \(failed) failed" }
}
