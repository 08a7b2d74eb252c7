import Foundation

/// Building a variant with `swift build`, as the tool does on macOS: the folders named by fingerprints
/// keep the driver's decisions from file times honest (see `ScratchPackage`).
extension ScratchPackage {
  /// Builds a variant with `swift build` and proves the test binary holds exactly its sources.
  ///
  /// The tests' folder is named for the compiled module they import, which is only known once the Game
  /// is built: so the Game is built alone first, then the tests under that name. A package made for
  /// mutants, or for a learner's own tests, guesses instead that the module is the last one it built
  /// (a mutant, or a new line inside a method, leaves it as it was) and builds everything at once; a
  /// wrong guess, or a failed build, goes the sure way. A guess costs time when it is wrong, never a wrong verdict, and a
  /// compile error is only ever reported from the sure way.
  func buildWithPackageManager(_ variant: Variant) throws -> Build {
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

  /// The fingerprint of the compiled module the last sure build gave, kept beside the package so that
  /// the next command can guess it too.
  var lastModule: String? {
    get { try? String(contentsOf: folder.appendingPathComponent("compiled-module"), encoding: .utf8) }
    set { try? Data((newValue ?? "").utf8).write(to: folder.appendingPathComponent("compiled-module")) }
  }

  func writeManifest() throws {
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

  /// Believes a build only when its test binary holds every fingerprint; else builds those targets
  /// from nothing, once, and stops with an error if even that binary does not hold them.
  func proven(_ fingerprints: [String], variant: Variant) throws -> Build {
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

  /// The compiled Game module's bytes stand for everything the tests can see of the Game.
  func compiledModuleFingerprint() throws -> String {
    try moduleFingerprint(of: try compiledGameModule())
  }

  func swift(_ arguments: [String]) throws -> ProcessResult {
    let result = try ChildProcess.run(
      [workspace.swift] + arguments
        + ["--package-path", folder.path, "-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache.path],
      timeLimit: workspace.buildTimeLimit)
    if case .stoppedAfter(let seconds) = result.ending {
      throw KataError("swift \(arguments.joined(separator: " ")) was stopped after \(seconds) s")
    }
    return result
  }

  /// SwiftPM refuses a package with a target folder that is missing or empty, even to build another
  /// target, so a new package's test targets hold an empty file until their first variant arrives.
  func keepNonEmpty(_ paths: [String]) throws {
    for path in paths {
      let targetFolder = folder.appendingPathComponent(path)
      let existing = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
      if existing.contains(where: { $0.hasPrefix("v") }) { continue }
      try ["Empty.swift": ""].write(into: targetFolder.appendingPathComponent("vnone"))
    }
  }

  func compiledGameModule() throws -> URL {
    for candidate in ["Modules/GameOfLife.swiftmodule", "GameOfLife.swiftmodule"] {
      let url = buildFolder.appendingPathComponent(candidate)
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    throw KataError("the compiled GameOfLife module is missing from \(workspace.relative(buildFolder))")
  }

  var buildFolder: URL { folder.appendingPathComponent(".build/debug") }
}
