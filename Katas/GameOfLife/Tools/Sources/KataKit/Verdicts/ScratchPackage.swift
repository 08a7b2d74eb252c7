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
  /// The fingerprint of the compiled module the last sure build gave, kept beside the package so that
  /// the next command can guess it too.
  private var lastModule: String? {
    get { try? String(contentsOf: folder.appendingPathComponent("compiled-module"), encoding: .utf8) }
    set { try? Data((newValue ?? "").utf8).write(to: folder.appendingPathComponent("compiled-module")) }
  }
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

  private func writeManifest() throws {
    let manifest = """
      // swift-tools-version: 6.0
      // Written by the kata tool: one variant of the Game and the tests run against it.
      import PackageDescription

      let package = Package(
        name: "\(Self.packageName)",
        targets: [
          .target(name: "GameOfLife", path: "Sources/GameOfLife"),
          .target(name: "GameOfLifeTestSupport", dependencies: ["GameOfLife"], path: "Tests/GameOfLifeTestSupport"),
          .testTarget(name: "\(testTarget)", dependencies: ["GameOfLife", "GameOfLifeTestSupport"], path: "Tests/\(testTarget)"),
        ]
      )

      """
    let url = folder.appendingPathComponent("Package.swift")
    if (try? String(contentsOf: url, encoding: .utf8)) != manifest {
      try Data(manifest.utf8).write(to: url, options: .atomic)
    }
  }

  /// What building a variant gave.
  public enum Build {
    case built
    /// It did not compile: the compiler's whole output, with paths in the reader's own folders.
    case compileError(String)
  }

  /// Builds a variant and proves the test binary holds exactly its sources.
  ///
  /// The tests' folder is named for the compiled module they import, which is only known once the Game
  /// is built: so the Game is built alone first, then the tests under that name. A package made for
  /// mutants, or for a learner's own tests, guesses instead that the module is the last one it built
  /// (a mutant, or a new line inside a method, leaves it as it was) and builds everything at once; a
  /// wrong guess, or a failed build, goes the sure way. A guess costs time when it is wrong, never a wrong verdict, and a
  /// compile error is only ever reported from the sure way.
  public func build(_ variant: Variant) throws -> Build {
    if workspace.builder == .compiler { return try buildWithCompiler(variant) }
    let game = try place(variant.game, in: "Sources/GameOfLife", key: variant.game.files.fingerprint)
    if guessesModule, let guess = lastModule, !guess.isEmpty {
      let tests = try placeTests(of: variant, module: guess)
      if try swift(["build", "--build-tests"]).succeeded, try compiledModuleFingerprint() == guess {
        return try proven(game + tests, variant: variant)
      }
    }
    try keepNonEmpty(["Tests/GameOfLifeTestSupport", "Tests/\(testTarget)"])
    let gameBuild = try swift(["build", "--target", "GameOfLife"])
    guard gameBuild.succeeded else { return .compileError(readable(gameBuild, for: variant)) }
    let module = try compiledModuleFingerprint()
    lastModule = module
    let tests = try placeTests(of: variant, module: module)
    let build = try swift(["build", "--build-tests"])
    guard build.succeeded else { return .compileError(readable(build, for: variant)) }
    return try proven(game + tests, variant: variant)
  }

  /// Believes a build only when its test binary holds every fingerprint; else builds those targets
  /// from nothing, once, and stops with an error if even that binary does not hold them.
  private func proven(_ fingerprints: [String], variant: Variant) throws -> Build {
    lastFingerprints = fingerprints
    if try missingFingerprints(fingerprints).isEmpty { return .built }
    for target in ["GameOfLife", "GameOfLifeTestSupport", testTarget] {
      try? FileManager.default.removeItem(at: buildFolder.appendingPathComponent("\(target).build"))
    }
    let again = try swift(["build", "--build-tests"])
    guard again.succeeded else { return .compileError(readable(again, for: variant)) }
    let missing = try missingFingerprints(fingerprints)
    guard missing.isEmpty else {
      throw KataError(
        "the test binary for \(variant.name) was not built from its sources, even after a clean build "
          + "(\(missing.count) files missing from it): remove \(workspace.relative(folder)) and try again")
    }
    return .built
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

  /// The keys of the test support's and the tests' folders: their files, and the module they import.
  func testKeys(of variant: Variant, module: String) -> (support: Fingerprint, tests: Fingerprint) {
    var supportKey = variant.support.files.fingerprint
    supportKey.add(module)
    var testsKey = variant.tests.files.fingerprint
    testsKey.add(supportKey.description)
    return (supportKey, testsKey)
  }

  /// The compiled Game module's bytes stand for everything the tests can see of the Game.
  private func compiledModuleFingerprint() throws -> String {
    try moduleFingerprint(of: try compiledGameModule())
  }

  func moduleFingerprint(of module: URL) throws -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes: try Data(contentsOf: module))
    return fingerprint.description
  }

  private func swift(_ arguments: [String]) throws -> ProcessResult {
    let result = try ChildProcess.run(
      [workspace.swift] + arguments
        + ["--package-path", folder.path, "-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache.path],
      timeLimit: workspace.buildTimeLimit)
    if case .stoppedAfter(let seconds) = result.ending {
      throw KataError("swift \(arguments.joined(separator: " ")) was stopped after \(seconds) s")
    }
    return result
  }

  /// Writes a target's files into a folder named by `key`, with a fingerprint constant in each.
  ///
  /// The folders of other variants are removed. Returns the constants' texts, which the binary must hold.
  ///
  /// The constant is returned by a private function: unlike a declaration, a function's body is not part
  /// of the compiled module's interface, so it does not make the tests that import the module compile anew.
  func place(_ target: Variant.Target, in path: String, key: Fingerprint) throws -> [String] {
    let targetFolder = folder.appendingPathComponent(path)
    let name = "v\(key)"
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
    for other in existing where other != name {
      try FileManager.default.removeItem(at: targetFolder.appendingPathComponent(other))
    }
    var marked: SourceFiles = [:]
    var constants: [String] = []
    for (index, file) in target.files.keys.sorted().enumerated() {
      let constant = "kata-fingerprint:\(key):\(index)"
      let text = target.files[file] ?? ""
      marked[file] =
        text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
        + "private func _kataFingerprint() -> String { \"\(constant)\" }\n"
      constants.append(constant)
    }
    let variantFolder = targetFolder.appendingPathComponent(name)
    if !existing.contains(name) {
      // Written whole into a temporary folder and then renamed, so a half-written variant never exists.
      let partial = targetFolder.appendingPathComponent(".partial-\(name)")
      try? FileManager.default.removeItem(at: partial)
      try marked.write(into: partial)
      try FileManager.default.moveItem(at: partial, to: variantFolder)
    }
    return constants
  }

  /// SwiftPM refuses a package with a target folder that is missing or empty, even to build another
  /// target, so a new package's test targets hold an empty file until their first variant arrives.
  private func keepNonEmpty(_ paths: [String]) throws {
    for path in paths {
      let targetFolder = folder.appendingPathComponent(path)
      let existing = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
      if existing.contains(where: { $0.hasPrefix("v") }) { continue }
      try ["Empty.swift": ""].write(into: targetFolder.appendingPathComponent("vnone"))
    }
  }

  private var buildFolder: URL { folder.appendingPathComponent(".build/debug") }

  private func compiledGameModule() throws -> URL {
    for candidate in ["Modules/GameOfLife.swiftmodule", "GameOfLife.swiftmodule"] {
      let url = buildFolder.appendingPathComponent(candidate)
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    throw KataError("the compiled GameOfLife module is missing from \(workspace.relative(buildFolder))")
  }

  /// The fingerprint constants the test binary does not hold.
  func missingFingerprints(_ constants: [String]) throws -> [String] {
    let data = try Data(contentsOf: try testBinary())
    return constants.filter { data.range(of: Data($0.utf8)) == nil }
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
