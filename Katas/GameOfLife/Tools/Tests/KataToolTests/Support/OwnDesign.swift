import Foundation
import Testing

@testable import Build
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

  /// The designs whose tests hold a `SpecificationAdapter`: those the specification for any design judges.
  static var adapted: [OwnDesign] {
    all.filter { design in
      let tests = (try? SourceFiles.swiftFiles(in: design.folder.appendingPathComponent("Tests"))) ?? [:]
      return tests.values.contains { !DesignAdapter.adaptingTypes(in: $0).isEmpty }
    }
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
struct PackageManagerVerdict: Equatable, Codable, CustomStringConvertible {
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
  /// the index is not what is built either, and they cost a new package about 6 s.
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

/// SwiftPM's verdicts, kept by what they are of.
///
/// A verdict is kept by every file of the package but its builds and its history, by the toolchain, and
/// by this build of the tests (their binary's size and time), so that one kept by tests that asked
/// differently is never read. `make kata-tool-test-swiftpm` runs the same build of the tests on the very
/// packages `make kata-tool-test` asked of just before, and finds SwiftPM's answers here instead of
/// building each package again.
enum KeptVerdicts {
  static let folder = repositoryRoot.appendingPathComponent(".build/kata/swiftpm-verdicts")
  static let toolchain = Result { try ChildProcess.run(["swift", "--version"], timeLimit: 60).output }
  static let tests = Result {
    let binary = try FileManager.default.attributesOfItem(atPath: CommandLine.arguments[0])
    let size = (binary[.size] as? NSNumber)?.intValue ?? 0
    let time = (binary[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(size) \(time)"
  }

  /// The verdict kept for the package in `package` as it is now, else the one `asked` gives, kept.
  static func verdict(
    of package: URL, asked: () throws -> PackageManagerVerdict
  ) throws -> PackageManagerVerdict {
    var key = Fingerprint()
    key.add(try toolchain.get())
    key.add(try tests.get())
    for file in try files(in: package) {
      key.add(file)
      key.add(bytes: try Data(contentsOf: package.appendingPathComponent(file)))
    }
    let kept = folder.appendingPathComponent("\(key).json")
    if let data = try? Data(contentsOf: kept),
      let verdict = try? JSONDecoder().decode(PackageManagerVerdict.self, from: data)
    {
      return verdict
    }
    let verdict = try asked()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(verdict).write(to: kept, options: .atomic)
    return verdict
  }

  /// The package's files, by their paths in it, but for hidden ones (its builds) and its history.
  private static func files(in package: URL) throws -> [String] {
    let root = package.standardizedFileURL.path + "/"
    guard
      let walk = FileManager.default.enumerator(
        at: package, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { throw KataError("\(package.path) cannot be read") }
    var files: [String] = []
    for case let url as URL in walk {
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      if path == "History" { walk.skipDescendants() }
      if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true { files.append(path) }
    }
    return files.sorted()
  }
}
