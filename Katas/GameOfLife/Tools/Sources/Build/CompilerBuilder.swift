import Compiler
import Foundation
import KataSystem

/// Builds a variant with the compiler itself, and runs its binary directly.
///
/// The proof is the same as with `swift build`: the test binary must hold every file's fingerprint
/// constant before any result is believed. `CompilerBuild` does the compiling.
struct CompilerBuilder: VariantBuilder {
  let package: ScratchPackage

  var name: String { "the compiler, called directly" }

  /// What only `swift build` builds: what a learner's manifest asks beyond targets of Swift sources
  /// (`PackageManifest`), C sources, a program's `main.swift`, and an entry point of the learner's own.
  func cannotBuild(_ variant: Variant) -> String? {
    if let reason = variant.manifest?.needsPackageManager { return reason }
    for target in variant.targets where !target.isTest {
      if target.isC { return "\(target.name): a C target" }
      if target.files.keys.contains(where: { $0 == "main.swift" || $0.hasSuffix("/main.swift") }) {
        return "\(target.name): a target of type executable (its main.swift)"
      }
    }
    if variant.testEntryPoint != nil && !variant.testModules.isEmpty {
      return "an entry point of its own, \(Variant.testEntryPointPath)"
    }
    return nil
  }

  /// XCTest names its run after the binary: `swift build` names it so on Linux, and so does the tool.
  static let binaryName = "KataRunnerPackageTests.xctest"

  func build(_ variant: Variant, notes: inout BuildNotes) throws -> BuildResult {
    // A binary caught holding other sources makes the store forget every entry it was made from, and
    // the second attempt compiles them all anew.
    for attempt in 1...2 {
      if let build = try provenBuild(variant, first: attempt == 1, notes: &notes) { return build }
    }
    throw KataError(
      "the test binary for \(variant.name) was not built from its sources, even after compiling "
        + "them all anew: remove \(package.workspace.relative(package.folder)) and try again")
  }

  /// Builds a variant; nil when its binary does not hold the variant's fingerprints, after making the
  /// store forget every entry the binary was made from.
  private func provenBuild(_ variant: Variant, first: Bool, notes: inout BuildNotes) throws -> BuildResult? {
    let workspace = package.workspace
    let remembersWarnings = package.remembersWarnings
    // Each target's sources are placed in a folder named for them alone, before anything is compiled: the
    // fingerprint a file carries proves the binary holds its text, and the store names its object by the
    // interfaces it was compiled against, so that an edit of the Game leaves a test file where it was, and
    // its object may be kept through the edit when the file never looked up a name it changed
    // (`ModulePlan`).
    var expected: [String] = []
    var sources: [String: [CompilerBuild.Source]] = [:]
    for target in variant.targets {
      let key = package.key(of: target, importing: [])
      expected += try package.place(target, key: key)
      let origin = workspace.url(of: target.origin)
      sources[target.name] = package.placed(target, key: key).map {
        CompilerBuild.Source($0.copy, seenAs: origin.appendingPathComponent($0.file).path)
      }
    }
    // A module sees the interfaces of everything below it, as with `swift build`: one that imports the
    // Game needs the interface of every module the Game imports too.
    // By target, the names of the modules below it: a module is named as SwiftPM names it.
    let below = variant.dependencyClosure.mapValues { $0.map(Variant.Target.moduleName(of:)) }
    var modules = variant.targets.map { target in
      // A test module writes the symbol graph its XCTest tests are read from, may be compiled whole, and is
      // linked into the executable. A module that imports XCTest writes one too: its classes may be the
      // base classes of the tests'.
      CompilerBuild.Module(
        name: target.moduleName, imports: below[target.name] ?? [], flags: target.flags,
        symbolGraph: target.isTest || target.files.values.contains { $0.contains("import XCTest") },
        isLibrary: !target.isTest, mayCompileWhole: target.isTest, sources: .files(sources[target.name] ?? [])
      )
    }
    let testModules = variant.testModules
    let runner = package.folder.appendingPathComponent("Runner")
    // Swift 5, as `swift build` compiles its own entry point: a learner's test class needs no `Sendable`.
    if !testModules.isEmpty {
      modules.append(
        CompilerBuild.Module(
          name: "KataXCTests", imports: variant.targets.map(\.moduleName), flags: ["-swift-version", "5"],
          isLibrary: false,
          sources: .xctestLists(
            of: testModules.map { (Variant.Target.moduleName(of: $0), below[$0] ?? []) }, in: runner)))
    }
    // The entry point imports nothing of the learner's, so it is compiled once.
    modules.append(
      CompilerBuild.Module(
        name: "KataTestMain", imports: [], flags: ["-swift-version", "5"], isLibrary: false,
        sources: .entryPoint(testModules: testModules.map(Variant.Target.moduleName(of:)), in: runner)))
    let store = try BuildStore(
      folder: package.store, toolchain: CompilerCommands.identity(of: workspace.swiftc))
    let commands = try CompilerCommands.debug(
      swiftc: workspace.swiftc, moduleCache: package.moduleCache, folder: package.folder, store: store)
    let report = try CompilerBuild(
      modules, binaryName: Self.binaryName, store: store, commands: commands,
      timeLimit: workspace.buildTimeLimit
    ).build()
    (notes.plan, notes.times) = (report.plan, report.times)
    switch report.result {
    case .compileError(let output):
      return .compileError(package.readable(output, for: variant))
    case .built(let binary):
      guard try package.missingFingerprints(expected, in: binary).isEmpty else {
        store.forgetUsed()
        return nil
      }
      store.prune()
      package.proved(binary, holding: expected)
      var built = TestBinary(
        launch: .direct(binary), xctestCaseCount: report.xctestCases, workspace: workspace,
        folder: package.folder, workingFolder: variant.manifest?.folder)
      let root = workspace.root.path + "/"
      let compiled = Set(report.compiled.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 })
      // Objects a tool that kept no warnings compiled are compiled again, once, so that theirs are known.
      let files = variant.targets.flatMap { target in target.files.keys.map { "\(target.origin)/\($0)" } }
      if first && !remembersWarnings && !Set(files).isSubset(of: compiled) {
        store.forgetUsed()
        return nil
      }
      built.warnings = package.warnings(after: report.said, compiled: compiled, for: variant)
      return .built(built)
    }
  }
}
