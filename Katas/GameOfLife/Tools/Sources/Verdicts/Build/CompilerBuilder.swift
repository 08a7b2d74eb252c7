import Foundation
import KataSystem

/// Builds a variant with the compiler itself, and runs its binary directly.
///
/// The proof is the same as with `swift build`: the test binary must hold every file's fingerprint
/// constant before any result is believed. `CompilerBuild` does the compiling.
struct CompilerBuilder: VariantBuilder {
  let package: ScratchPackage

  var name: String { "the compiler, called directly" }

  /// XCTest names its run after the binary: `swift build` names it so on Linux, and so does the tool.
  static let binaryName = "KataRunnerPackageTests.xctest"

  func build(_ variant: Variant, plan: inout [String]) throws -> BuildResult {
    // A binary caught holding other sources makes the store forget every entry it was made from, and
    // the second attempt compiles them all anew.
    for attempt in 1...2 {
      if let build = try provenBuild(variant, first: attempt == 1, plan: &plan) { return build }
    }
    throw KataError(
      "the test binary for \(variant.name) was not built from its sources, even after compiling "
        + "them all anew: remove \(package.workspace.relative(package.folder)) and try again")
  }

  /// Builds a variant; nil when its binary does not hold the variant's fingerprints, after making the
  /// store forget every entry the binary was made from.
  private func provenBuild(_ variant: Variant, first: Bool, plan: inout [String]) throws -> BuildResult? {
    let workspace = package.workspace
    let remembersWarnings = package.remembersWarnings
    let compiler = try CompilerBuild(
      store: package.store, swiftc: workspace.swiftc, moduleCache: package.moduleCache,
      folder: package.folder,
      timeLimit: workspace.buildTimeLimit)
    let xctestCases = Box<Int>()
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
        isLibrary: !target.isTest, mayCompileWhole: target.isTest
      ) { [placed = sources[target.name] ?? []] _ in placed }
    }
    let testModules = variant.testModules
    let runner = package.folder.appendingPathComponent("Runner")
    // Swift 5, as `swift build` compiles its own entry point: a learner's test class needs no `Sendable`.
    if !testModules.isEmpty {
      modules.append(
        CompilerBuild.Module(
          name: "KataXCTests", imports: variant.targets.map(\.moduleName), flags: ["-swift-version", "5"],
          isLibrary: false
        ) { imported in
          var discoveries: [XCTestDiscovery] = []
          var files: [URL] = []
          func symbolGraph(of module: String) throws -> URL {
            try interface(of: module, in: imported).deletingLastPathComponent()
              .appendingPathComponent("\(module).symbols.json")
          }
          for target in testModules {
            let module = Variant.Target.moduleName(of: target)
            let discovery = try XCTestDiscovery(
              symbolGraph: Data(contentsOf: symbolGraph(of: module)),
              imported: (below[target] ?? []).compactMap { try? Data(contentsOf: symbolGraph(of: $0)) })
            if !discovery.problems.isEmpty {
              throw CompilerBuild.CompileProblem(diagnostics: discovery.problems.joined(separator: "\n"))
            }
            discoveries.append(discovery)
            let file = runner.appendingPathComponent("XCTests-\(module).swift")
            try writeIfChanged(discovery.list(importing: module), to: file)
            files.append(file)
          }
          xctestCases.value = discoveries.map(\.testCases.count).reduce(0, +)
          return files.map { CompilerBuild.Source($0) }
        })
    }
    // The entry point imports nothing of the learner's, so it is compiled once.
    modules.append(
      CompilerBuild.Module(
        name: "KataTestMain", imports: [], flags: ["-swift-version", "5"], isLibrary: false
      ) {
        _ in
        let main = runner.appendingPathComponent("main.swift")
        try writeIfChanged(
          XCTestDiscovery.main(testModules: testModules.map(Variant.Target.moduleName(of:))), to: main)
        return [CompilerBuild.Source(main)]
      })
    let result = try compiler.build(modules, binaryName: Self.binaryName)
    plan = compiler.lock.withLock {
      let compiled = compiler.compiled.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
      return compiler.planned + [
        "compiled in all: \(compiled.isEmpty ? "nothing" : compiled.joined(separator: ", "))"
      ]
    }
    switch result {
    case .compileError(let output):
      return .compileError(package.readable(output, for: variant))
    case .built(let binary):
      guard try package.missingFingerprints(expected, in: binary).isEmpty else {
        compiler.forgetUsed()
        return nil
      }
      compiler.prune()
      package.proved(binary, holding: expected)
      var built = TestBinary(
        launch: .direct(binary), xctestCaseCount: xctestCases.value, workspace: workspace,
        folder: package.folder, workingFolder: variant.manifest?.folder)
      let root = workspace.root.path + "/"
      let compiled = Set(
        compiler.lock.withLock { compiler.compiled }.map {
          $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0
        })
      // Objects a tool that kept no warnings compiled are compiled again, once, so that theirs are known.
      let files = variant.targets.flatMap { target in target.files.keys.map { "\(target.origin)/\($0)" } }
      if first && !remembersWarnings && !Set(files).isSubset(of: compiled) {
        compiler.forgetUsed()
        return nil
      }
      built.warnings = package.warnings(
        after: compiler.lock.withLock { compiler.said }, compiled: compiled, for: variant)
      return .built(built)
    }
  }

  private func interface(of module: String, in imported: [String: URL]) throws -> URL {
    guard let entry = imported[module] else { throw KataError("the module \(module) was not compiled") }
    return entry.appendingPathComponent("\(module).swiftmodule")
  }

  private func writeIfChanged(_ text: String, to url: URL) throws {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
