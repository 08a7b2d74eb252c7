import Foundation

/// A Swift package under `.build/kata/` in which the tool builds one variant after another, with proof
/// of what each test binary was built from.
///
/// On Linux the compiler is called directly (`ScratchPackage+Compiler.swift`, `CompilerBuild`); with
/// `swift build` (macOS, or `KATA_BUILDER=swiftpm`), the folders below keep its builds honest.
/// The Swift driver decides what to recompile from file times, and a file rewritten within about a second
/// of the last build can be passed over, as can a module whose dependency changed. So no file here is
/// ever rewritten in place: each target's files go in a folder named by the fingerprint of what they are
/// compiled from, so changed code always has a path the driver has never seen. The fingerprint of
/// a test target includes the bytes of the compiled `GameOfLife` module it imports: a new Game that
/// compiles to the same module keeps the compiled tests, any other gets them compiled anew. Then every
/// file carries a private function returning that fingerprint, and the test binary must hold every one
/// of them before any result it gives is believed.
public final class ScratchPackage: @unchecked Sendable {
  public let folder: URL
  let testTarget: String
  let workspace: Workspace
  private let lock: FileLock
  /// Whether builds guess that the compiled module is the last one, as it is for mutants.
  let guessesModule: Bool
  /// The fingerprints the last variant built must show in the test binary.
  var lastFingerprints: [String] = []
  /// The test binary the compiler linked for the last variant, when it was not built by `swift build`.
  var linkedBinary: URL?
  /// How many XCTest classes with tests the last variant's binary holds, when the tool found them itself.
  var xctestCaseCount: Int?

  static let packageName = "KataRunner"
  static var testBinaryName: String { "\(packageName)PackageTests" }
  /// XCTest names its run after the binary: `swift build` names it so on Linux, and so does the tool.
  static var linkedBinaryName: String { "\(testBinaryName).xctest" }

  /// Takes the package in `folder` for this process alone; another run using it is waited for.
  public init(folder: URL, testTarget: String, workspace: Workspace, guessesModule: Bool = false) throws {
    self.folder = folder
    self.guessesModule = guessesModule
    self.testTarget = testTarget
    self.workspace = workspace
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lock = try FileLock(
      at: folder.appendingPathComponent(".lock").path,
      waitingMessage: "Waiting for another kata run that is using \(workspace.relative(folder)) ...")
    try writeManifest()
  }

  /// What building a variant gave.
  public enum Build {
    case built
    /// It did not compile: the compiler's whole output, with paths in the reader's own folders.
    case compileError(String)
  }

  /// Builds a variant and proves the test binary holds exactly its sources: with the compiler itself,
  /// or with `swift build`.
  public func build(_ variant: Variant) throws -> Build {
    switch workspace.builder {
    case .compiler: try buildWithCompiler(variant)
    case .packageManager: try buildWithPackageManager(variant)
    }
  }

  /// One cache of compiled system modules for every scratch package: a new package's first build takes
  /// seconds instead of compiling the modules of Foundation and Swift Testing again.
  var moduleCache: URL { workspace.scratch.appendingPathComponent("module-cache") }

  /// Places the test support and the tests under names that include the compiled module's fingerprint.
  func placeTests(of variant: Variant, module: String) throws -> [String] {
    let (supportKey, testsKey) = testKeys(of: variant, module: module)
    return try place(variant.support, in: "Tests/GameOfLifeTestSupport", key: supportKey)
      + place(variant.tests, in: "Tests/\(testTarget)", key: testsKey)
  }

  /// The keys of the test support's and the tests' files, besides each file's own path and text: the
  /// module they import, and for the tests the support's files.
  func testKeys(of variant: Variant, module: String) -> (support: Fingerprint, tests: Fingerprint) {
    var supportKey = Fingerprint()
    supportKey.add(module)
    var testsKey = variant.support.files.fingerprint
    testsKey.add(supportKey.description)
    return (supportKey, testsKey)
  }

  func moduleFingerprint(of module: URL) throws -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes: try Data(contentsOf: module))
    return fingerprint.description
  }

  /// Writes each of a target's files into a folder named by the file's path and text and by `key`, with a
  /// fingerprint constant in each.
  ///
  /// The folders of other variants' files are removed. Returns the constants' texts, which the binary
  /// must hold. A file keeps its folder while its text (and `key`) stays the same, so the compiler can keep
  /// its object however the target's other files change.
  ///
  /// The constant is returned by a private function: unlike a declaration, a function's body is not part
  /// of the compiled module's interface, so it does not make the tests that import the module compile anew.
  func place(_ target: Variant.Target, in path: String, key: Fingerprint) throws -> [String] {
    let targetFolder = folder.appendingPathComponent(path)
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
    var names: Set<String> = []
    var constants: [String] = []
    for file in target.files.keys.sorted() {
      let text = target.files[file] ?? ""
      let fileKey = Self.fileKey(file, text: text, key: key)
      let constant = "kata-fingerprint:\(fileKey)"
      constants.append(constant)
      let name = "v\(fileKey)"
      names.insert(name)
      if existing.contains(name) { continue }
      // Written whole into a temporary folder and then renamed, so a half-written file never exists.
      let partial = targetFolder.appendingPathComponent(".partial-\(name)")
      try? FileManager.default.removeItem(at: partial)
      let marked =
        text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
        + "private func _kataFingerprint() -> String { \"\(constant)\" }\n"
      try [file: marked].write(into: partial)
      try FileManager.default.moveItem(at: partial, to: targetFolder.appendingPathComponent(name))
    }
    for other in existing where !names.contains(other) {
      try FileManager.default.removeItem(at: targetFolder.appendingPathComponent(other))
    }
    return constants
  }

  /// Where `place` writes a file of a target.
  func placed(_ file: String, text: String, in path: String, key: Fingerprint) -> URL {
    folder.appendingPathComponent(path).appendingPathComponent("v\(Self.fileKey(file, text: text, key: key))")
      .appendingPathComponent(file)
  }

  private static func fileKey(_ file: String, text: String, key: Fingerprint) -> Fingerprint {
    var fileKey = key
    fileKey.add(file)
    fileKey.add(text)
    return fileKey
  }

  /// The fingerprint constants the test binary does not hold.
  ///
  /// The binary is read with the libraries it loads from inside the package (`LoadedImages`).
  func missingFingerprints(_ constants: [String]) throws -> [String] {
    let found = try LoadedImages.fingerprints(of: try testBinary(), within: folder)
    return constants.filter { !found.contains($0) }
  }

  func testBinary() throws -> URL {
    if let linkedBinary { return linkedBinary }
    let name = Self.testBinaryName
    let candidates = ["\(name).xctest/Contents/MacOS/\(name)", "\(name).xctest"]
    guard
      let binary = candidates.map({ buildFolder.appendingPathComponent($0) })
        .first(where: { isRegularFile($0) })
    else { throw KataError("no test binary was built in \(workspace.relative(buildFolder))") }
    return binary
  }

  private func isRegularFile(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
  }

  /// The compiler's output with every scratch path replaced by the folder the reader knows.
  func readable(_ result: ProcessResult, for variant: Variant) -> String {
    var text = result.output
    var lineCounts: [String: Int] = [:]
    for (path, target) in [
      ("Sources/GameOfLife", variant.game), ("Tests/GameOfLifeTestSupport", variant.support),
      ("Tests/\(testTarget)", variant.tests),
    ] {
      let origin = target.origin
      for (file, source) in target.files {
        lineCounts["\(origin)/\(file)"] =
          source.split(separator: "\n", omittingEmptySubsequences: false).count
          - (source.hasSuffix("\n") ? 1 : 0)
      }
      let prefix = folder.appendingPathComponent(path).path + "/"
      text = text.replacingOccurrences(
        of: NSRegularExpression.escapedPattern(for: prefix) + "v[0-9a-f]{16}/",
        with: NSRegularExpression.escapedTemplate(for: origin + "/"), options: .regularExpression)
    }
    return CompilerOutput(
      text.replacingOccurrences(of: workspace.root.path + "/", with: ""), lineCounts: lineCounts
    ).readable
  }
}
