import Foundation
import KataSystem

/// Builds a variant with `swift build`: on macOS, and for what the compiler path cannot do.
///
/// It builds a learner's package whose manifest asks for what the compiler path cannot (resources, say).
/// Its binary runs directly where `swift build` makes one that can (Linux), else through `swift test`.
///
/// A variant in the kata's own layout is built in a package the tool writes, whose folders named by
/// fingerprints keep the driver's decisions from file times honest (see `ScratchPackage`). A learner's
/// package is copied whole, with its own `Package.swift`, into `package/`, a file written only when it
/// changed; a binary that does not hold every file's fingerprint is built again from nothing, once.
final class PackageManagerBuilder: VariantBuilder {
  let package: ScratchPackage
  /// What each `swift build` that succeeded said, in this builder's build: its warnings.
  private var said: [String] = []

  init(package: ScratchPackage) { self.package = package }

  var name: String { "swift build" }

  /// `swift build` builds whatever SwiftPM builds.
  func cannotBuild(_ variant: Variant) -> String? { nil }

  /// Where a learner's package is copied to be built: in a folder named as theirs, since SwiftPM names
  /// the package in its messages by its folder.
  static func copy(in folder: URL, of manifest: PackageManifest? = nil) -> URL {
    folder.appendingPathComponent("package").appendingPathComponent(
      manifest?.folder?.lastPathComponent ?? "package")
  }

  /// `swift build` plans its build itself, and says nothing of it here.
  func build(_ variant: Variant, notes: inout BuildNotes) throws -> BuildResult {
    said = []
    let result =
      try variant.manifest.map { try buildOwn(variant, manifest: $0) } ?? buildKataLayout(variant)
    guard case .built(var binary) = result else { return result }
    let output = said.joined(separator: "\n")
    binary.warnings = package.warnings(
      after: output, compiled: CompilerWarnings.compiledBySwiftBuild(output, in: variant), for: variant)
    return .built(binary)
  }

  // MARK: The kata's own layout

  /// Builds a variant in the kata's layout and proves the test binary holds exactly its sources.
  ///
  /// The folders of the targets that import the Game are named for its compiled module, which is only
  /// known once the Game is built: so the Game is built alone first, then the rest under those names. A
  /// package made for mutants, or for a learner's own tests, guesses instead that the module is the last
  /// one it built (a mutant, or a new line inside a method, leaves it as it was) and builds everything at
  /// once; a wrong guess, or a failed build, goes the sure way. A guess costs time when it is wrong, never
  /// a wrong verdict, and a compile error is only ever reported from the sure way.
  private func buildKataLayout(_ variant: Variant) throws -> BuildResult {
    try writeManifest(for: variant)
    let game = variant.game
    let gameConstants = try package.place(game, key: package.key(of: game, importing: []))
    if package.guessesModule, let guess = lastModule, !guess.isEmpty {
      let rest = try placeRest(of: variant, module: guess)
      if try swiftBuild(["--build-tests"]).succeeded, try compiledModuleFingerprint() == guess {
        return try proven(gameConstants + rest, variant: variant)
      }
    }
    try keepNonEmpty(variant.targets.filter { $0.name != game.name })
    let gameBuild = try swiftBuild(["--target", game.name])
    guard gameBuild.succeeded else { return .compileError(package.readable(gameBuild.output, for: variant)) }
    let module = try compiledModuleFingerprint()
    lastModule = module
    let rest = try placeRest(of: variant, module: module)
    let build = try swiftBuild(["--build-tests"])
    guard build.succeeded else { return .compileError(package.readable(build.output, for: variant)) }
    return try proven(gameConstants + rest, variant: variant)
  }

  /// Places every target but the Game, each under a key that includes what it imports: the Game's
  /// compiled module, or, standing for another target's module, that target's key and files.
  private func placeRest(of variant: Variant, module: String) throws -> [String] {
    var keys: [String: String] = [variant.game.name: module]
    var constants: [String] = []
    for target in variant.targets where target.name != variant.game.name {
      let key = package.key(of: target, importing: target.dependencies.map { keys[$0] ?? $0 })
      var standIn = key
      standIn.add(target.files.fingerprint.description)
      keys[target.name] = standIn.description
      constants += try package.place(target, key: key)
    }
    return constants
  }

  /// The fingerprint of the compiled module the last sure build gave, kept beside the package so that
  /// the next command can guess it too.
  private var lastModule: String? {
    get { try? String(contentsOf: package.folder.appendingPathComponent("compiled-module"), encoding: .utf8) }
    set {
      try? Data((newValue ?? "").utf8).write(to: package.folder.appendingPathComponent("compiled-module"))
    }
  }

  private func writeManifest(for variant: Variant) throws {
    let targets = variant.targets.map { target in
      let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
      return "    .\(target.isTest ? "testTarget" : "target")(name: \"\(target.name)\", "
        + "dependencies: [\(dependencies)], path: \"\(target.path)\"),"
    }
    let manifest = """
      // swift-tools-version: 6.0
      // Written by the kata tool: one variant of the Game and the tests run against it.
      import PackageDescription

      let package = Package(
        name: "KataRunner",
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
    try writeIfChanged(manifest, to: package.folder.appendingPathComponent("Package.swift"))
  }

  /// Believes a build only when its test binary holds every fingerprint; else builds those targets
  /// from nothing, once, and stops with an error if even that binary does not hold them.
  private func proven(_ fingerprints: [String], variant: Variant) throws -> BuildResult {
    let binary = testBinary(of: "KataRunnerPackageTests", in: package.folder)
    if try package.missingFingerprints(fingerprints, in: try binary.get()).isEmpty {
      return .built(launch(binary: try binary.get(), package: package.folder, proving: fingerprints))
    }
    try buildFromNothing(in: package.folder)
    let again = try swiftBuild(["--build-tests"])
    guard again.succeeded else { return .compileError(package.readable(again.output, for: variant)) }
    let missing = try package.missingFingerprints(fingerprints, in: try binary.get())
    guard missing.isEmpty else {
      throw KataError(
        "the test binary for \(variant.name) was not built from its sources, even after a clean build "
          + "(\(missing.count) files missing from it): remove \(package.workspace.relative(package.folder)) "
          + "and try again")
    }
    return .built(launch(binary: try binary.get(), package: package.folder, proving: fingerprints))
  }

  /// The compiled Game module's bytes stand for everything the tests can see of the Game.
  private func compiledModuleFingerprint() throws -> String {
    let folder = buildFolder(of: package.folder)
    for candidate in ["Modules/GameOfLife.swiftmodule", "GameOfLife.swiftmodule"] {
      let url = folder.appendingPathComponent(candidate)
      if FileManager.default.fileExists(atPath: url.path) { return try package.moduleFingerprint(of: url) }
    }
    throw KataError(
      "the compiled GameOfLife module is missing from \(package.workspace.relative(folder))")
  }

  /// SwiftPM refuses a package with a target folder that is missing or empty, even to build another
  /// target, so a new package's other targets hold an empty file until their first variant arrives.
  private func keepNonEmpty(_ targets: [Variant.Target]) throws {
    for target in targets {
      let targetFolder = package.folder.appendingPathComponent(target.path)
      let existing = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []
      if existing.contains(where: { $0.hasPrefix("v") }) { continue }
      try ["Empty.swift": ""].write(into: targetFolder.appendingPathComponent("vnone"))
    }
  }

  // MARK: Shared

  /// `swift build` with `arguments`, of the package in `folder` (the scratch package when nil).
  ///
  /// On Linux `swift build` finds the XCTest tests in the index it writes as it compiles, and by default it
  /// indexes the toolchain's modules too, which costs a new scratch package's first light a second or more
  /// (a learner's whole package, 6 s): those are left out (`-index-ignore-system-modules`). What is built,
  /// and so the light, is the same.
  func swiftBuild(_ arguments: [String], in folder: URL? = nil) throws -> ProcessResult {
    let workspace = package.workspace
    let result = try ChildProcess.run(
      [workspace.swift, "build"] + arguments
        + [
          "--package-path", (folder ?? package.folder).path, "-Xswiftc", "-module-cache-path", "-Xswiftc",
          package.moduleCache.path, "-Xswiftc", "-index-ignore-system-modules",
        ],
      timeLimit: workspace.buildTimeLimit)
    if case .stoppedAfter(let seconds) = result.ending {
      throw KataError("swift build \(arguments.joined(separator: " ")) was stopped after \(seconds) s")
    }
    if result.succeeded { said.append(result.output) }
    return result
  }

  private func buildFolder(of folder: URL) -> URL { folder.appendingPathComponent(".build/debug") }

  /// `swift build --build-tests` of the package in `folder`, made again from nothing when SwiftPM's plan
  /// of the build names files that are gone, as an older kata tool left it: never the learner's error.
  func buildTests(in folder: URL) throws -> ProcessResult {
    let build = try swiftBuild(["--build-tests"], in: folder)
    guard !build.succeeded, build.output.contains("unable to load output file map") else { return build }
    try buildFromNothing(in: folder)
    return try swiftBuild(["--build-tests"], in: folder)
  }

  /// Forgets every build of the package in `folder`, so the next is made from nothing.
  ///
  /// All of `.build` goes: SwiftPM keeps its plan of the build (each target's output file map, say) while
  /// the manifest and the list of files stay the same, so a target's folder removed alone leaves a plan
  /// naming files no longer there, and the builds after it fail.
  func buildFromNothing(in folder: URL) throws {
    let build = folder.appendingPathComponent(".build")
    if FileManager.default.fileExists(atPath: build.path) { try FileManager.default.removeItem(at: build) }
  }

  /// The test binary `swift build` made: a bundle on macOS, an executable on Linux.
  func testBinary(of name: String, in folder: URL) -> Result<URL, any Error> {
    let candidates = ["\(name).xctest/Contents/MacOS/\(name)", "\(name).xctest"]
    let build = buildFolder(of: folder)
    return Result {
      guard let binary = candidates.map({ build.appendingPathComponent($0) }).first(where: isRegularFile)
      else { throw KataError("no test binary was built in \(package.workspace.relative(build))") }
      return binary
    }
  }

  /// How the binary runs: directly where it is an executable (Linux), through `swift test` where it is a
  /// bundle that only XCTest's own runner loads (macOS).
  func launch(
    binary: URL, package folder: URL, proving fingerprints: [String], workingFolder: URL? = nil
  ) -> TestBinary {
    package.proved(binary, holding: fingerprints)
    let isBundle = binary.path.contains(".xctest/Contents/")
    return TestBinary(
      launch: isBundle ? .swiftTest(package: folder) : .direct(binary), xctestCaseCount: nil,
      workspace: package.workspace, folder: package.folder, workingFolder: workingFolder)
  }

  private func isRegularFile(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
  }

  func writeIfChanged(_ text: String, to url: URL) throws {
    try writeIfChanged(Data(text.utf8), to: url)
  }

  func writeIfChanged(_ data: Data, to url: URL) throws {
    if (try? Data(contentsOf: url)) == data { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.writeRecord(to: url)
  }
}
