import Foundation
import KataSystem

/// A learner's own package built with `swift build`: copied whole, with its own `Package.swift`, each file
/// written only when it changed, so that SwiftPM's incremental build serves it.
extension PackageManagerBuilder {
  func buildOwn(_ variant: Variant, manifest: PackageManifest) throws -> BuildResult {
    let copy = Self.copy(in: package.folder, of: manifest)
    var constants: [String: [String]] = [:]
    var wanted: Set<String> = ["Package.swift"]
    try writeIfChanged(manifest.textForACopy, to: copy.appendingPathComponent("Package.swift"))
    for target in variant.targets {
      for file in target.files.keys.sorted() {
        // The manifest is part of every file's key: SwiftPM's incremental build may keep a module compiled
        // under settings that changed since (`defaultIsolation`), and the binary must prove it was not.
        var key = Fingerprint()
        for part in [manifest.text, target.name, file, target.files[file] ?? ""] { key.add(part) }
        let constant = "kata-fingerprint:\(key)"
        constants[target.name, default: []].append(constant)
        let path = "\(target.path)/\(file)"
        wanted.insert(path)
        try writeIfChanged(
          ScratchPackage.marked(target.files[file] ?? "", constant: constant),
          to: copy.appendingPathComponent(path))
      }
      // What the target does not compile (resources, C sources, excluded Swift files, which SwiftPM warns
      // of when they are missing) is copied as the learner's folder holds it now.
      if let live = manifest.folder?.appendingPathComponent(target.path) {
        for file in otherFiles(below: live, except: Set(target.files.keys)) {
          let path = "\(target.path)/\(file)"
          wanted.insert(path)
          try writeIfChanged(
            try Data(contentsOf: live.appendingPathComponent(file)), to: copy.appendingPathComponent(path))
        }
      }
    }
    // The learner's own entry point, which SwiftPM links into the test binary: proved there like the rest.
    if let entryPoint = variant.testEntryPoint, let test = variant.testModules.first {
      var key = Fingerprint()
      for part in [manifest.text, Variant.testEntryPointPath, entryPoint] { key.add(part) }
      let constant = "kata-fingerprint:\(key)"
      constants[test, default: []].append(constant)
      wanted.insert(Variant.testEntryPointPath)
      try writeIfChanged(
        ScratchPackage.marked(entryPoint, constant: constant),
        to: copy.appendingPathComponent(Variant.testEntryPointPath))
    }
    try removeFiles(below: copy, except: wanted)
    var build = try buildTests(in: copy)
    // A link that fails once every file compiled is SwiftPM's incremental build keeping an object it should
    // have compiled again (a file rewritten moments after the last build): built again from nothing, as a
    // binary caught holding other code is, so that only a link error of the learner's own is reported.
    if !build.succeeded && build.output.contains("link command failed") {
      try buildFromNothing(in: copy)
      build = try swiftBuild(["--build-tests"], in: copy)
    }
    guard build.succeeded else { return .compileError(package.readable(build.output, for: variant)) }
    // Without a test target swift build makes no test binary, and swift test finds no test.
    if variant.testModules.isEmpty { return .noTestTarget }
    let binary = testBinary(of: "\(manifest.name)PackageTests", in: copy)
    let tested = variant.linkedIntoTests
    func run(_ binary: URL) -> TestBinary {
      var launched = launch(binary: binary, package: copy, proving: linked, workingFolder: manifest.folder)
      launched.runsSwiftTesting = variant.testEntryPoint == nil
      return launched
    }
    let linked = constants.filter { tested.contains($0.key) }.values.flatMap { $0 }
    let apart = constants.filter { !tested.contains($0.key) }
    if try unproven(linked, in: try binary.get(), apart: apart, in: copy).isEmpty {
      return .built(
        run(try binary.get()))
    }
    // Built from something else (a file time that did not tick): everything again, from nothing.
    try buildFromNothing(in: copy)
    let again = try swiftBuild(["--build-tests"], in: copy)
    guard again.succeeded else { return .compileError(package.readable(again.output, for: variant)) }
    guard try unproven(linked, in: try binary.get(), apart: apart, in: copy).isEmpty else {
      throw KataError(
        "the test binary for \(variant.name) was not built from its sources, even after a clean build: "
          + "remove \(package.workspace.relative(package.folder)) and try again")
    }
    return .built(run(try binary.get()))
  }

  /// The fingerprints the build does not hold: those of the targets the tests are linked from, in the
  /// test binary; each other target's (an executable's, say), in the objects it was compiled to.
  private func unproven(
    _ linked: [String], in binary: URL, apart: [String: [String]], in copy: URL
  ) throws -> [String] {
    var missing = try package.missingFingerprints(linked, in: binary)
    for (target, own) in apart {
      var found: Set<String> = []
      for object in objects(
        below: copy.appendingPathComponent(".build/debug/\(Variant.Target.moduleName(of: target)).build"))
      {
        found.formUnion(LoadedImages.fingerprints(in: try Data(contentsOf: object, options: .alwaysMapped)))
      }
      missing += own.filter { !found.contains($0) }
    }
    return missing
  }

  /// The object files below a folder.
  fileprivate func objects(below folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "o" }
  }

  /// Every file below a folder but the given sources, by its path below it.
  fileprivate func otherFiles(below folder: URL, except sources: Set<String>) -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    let base = folder.standardizedFileURL.path + "/"
    return walker.compactMap { item in
      guard let url = item as? URL,
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { return nil }
      let path = String(url.standardizedFileURL.path.dropFirst(base.count))
      return sources.contains(path) ? nil : path
    }
  }

  /// Removes every file of the copy the learner's package no longer has; `.build` is kept.
  fileprivate func removeFiles(below copy: URL, except wanted: Set<String>) throws {
    guard
      let walker = FileManager.default.enumerator(
        at: copy, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return }
    let base = copy.standardizedFileURL.path + "/"
    var unwanted: [URL] = []
    for case let url as URL in walker {
      let path = String(url.standardizedFileURL.path.dropFirst(base.count))
      if path == ".build" || path.hasPrefix(".build/") {
        walker.skipDescendants()
        continue
      }
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        !wanted.contains(path)
      {
        unwanted.append(url)
      }
    }
    for url in unwanted { try FileManager.default.removeItem(at: url) }
  }
}
