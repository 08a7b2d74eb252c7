import Foundation

/// Building a variant with the compiler itself (see `CompilerBuild`), with the same proof as with
/// `swift build`: the test binary must hold every file's fingerprint constant before any result is
/// believed.
extension ScratchPackage {
  func buildWithCompiler(_ variant: Variant) throws -> Build {
    if let build = try provenBuild(variant) { return build }
    // A binary caught holding other sources: every entry it was made from is compiled anew, once.
    if let build = try provenBuild(variant) { return build }
    throw KataError(
      "the test binary for \(variant.name) was not built from its sources, even after compiling "
        + "them all anew: remove \(workspace.relative(folder)) and try again")
  }

  /// The store of compiled modules, beside the package.
  var store: URL { folder.appendingPathComponent("store") }

  /// Builds a variant; nil when its binary does not hold the variant's fingerprints, after making the
  /// store forget every entry the binary was made from.
  private func provenBuild(_ variant: Variant) throws -> Build? {
    let compiler = try CompilerBuild(
      store: store, swiftc: workspace.swiftc, moduleCache: moduleCache, folder: folder,
      timeLimit: workspace.buildTimeLimit)
    linkedBinary = nil
    xctestCaseCount = nil
    let constants = Box<[String]>()
    let xctestCases = Box<Int>()
    let gameKey = Fingerprint()
    let game = CompilerBuild.Module(name: "GameOfLife", imports: [], flags: ["-swift-version", "6"]) { _ in
      constants.value = try self.place(variant.game, in: "Sources/GameOfLife", key: gameKey)
      return self.placed(variant.game, in: "Sources/GameOfLife", key: gameKey)
    }
    // As with `swift build`, the tests' folders are named for the Game's interface, so their sources are
    // placed once it is known.
    let support = CompilerBuild.Module(
      name: "GameOfLifeTestSupport", imports: ["GameOfLife"], flags: ["-swift-version", "6"]
    ) { imported in
      let module = try self.moduleFingerprint(of: self.interface(of: "GameOfLife", in: imported))
      constants.value? += try self.placeTests(of: variant, module: module)
      return self.placed(
        variant.support, in: "Tests/GameOfLifeTestSupport",
        key: self.testKeys(of: variant, module: module).support)
    }
    let tests = CompilerBuild.Module(
      name: testTarget, imports: ["GameOfLife", "GameOfLifeTestSupport"], flags: ["-swift-version", "6"],
      symbolGraph: true
    ) { imported in
      let module = try self.moduleFingerprint(of: self.interface(of: "GameOfLife", in: imported))
      return self.placed(
        variant.tests, in: "Tests/\(self.testTarget)", key: self.testKeys(of: variant, module: module).tests)
    }
    // Swift 5, as `swift build` compiles its own entry point: a learner's test class needs no `Sendable`.
    let main = CompilerBuild.Module(
      name: "KataTestMain", imports: ["GameOfLife", "GameOfLifeTestSupport", testTarget],
      flags: ["-swift-version", "5"]
    ) { imported in
      let graph = try self.interface(of: self.testTarget, in: imported)
        .deletingLastPathComponent().appendingPathComponent("\(self.testTarget).symbols.json")
      let discovery = try XCTestDiscovery(symbolGraph: Data(contentsOf: graph))
      xctestCases.value = discovery.testCases.count
      let runner = self.folder.appendingPathComponent("Runner")
      var files: [URL] = []
      for (name, text) in discovery.entryPoint(importing: self.testTarget).sorted(by: { $0.key < $1.key }) {
        files.append(runner.appendingPathComponent(name))
        try self.writeIfChanged(text, to: runner.appendingPathComponent(name))
      }
      return files
    }
    switch try compiler.build([game, support, tests, main], binaryName: Self.linkedBinaryName) {
    case .compileError(let output):
      return .compileError(readable(ProcessResult(ending: .exited(1), output: output), for: variant))
    case .built(let binary):
      linkedBinary = binary
      xctestCaseCount = xctestCases.value
      lastFingerprints = constants.value ?? []
      guard try missingFingerprints(lastFingerprints).isEmpty else {
        compiler.forgetUsed()
        return nil
      }
      compiler.prune()
      return .built
    }
  }

  private func interface(of module: String, in imported: [String: URL]) throws -> URL {
    guard let entry = imported[module] else { throw KataError("the module \(module) was not compiled") }
    return entry.appendingPathComponent("\(module).swiftmodule")
  }

  /// The paths `place` wrote a target's files to.
  private func placed(_ target: Variant.Target, in path: String, key: Fingerprint) -> [URL] {
    target.files.keys.sorted().map { placed($0, text: target.files[$0] ?? "", in: path, key: key) }
  }

  private func writeIfChanged(_ text: String, to url: URL) throws {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
