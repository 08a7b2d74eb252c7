import Compiler
import Foundation
import KataSystem

/// A Swift package under `.build/kata/` in which the tool builds one variant after another, with proof
/// of what each test binary was built from.
///
/// Two builders work in it, behind one interface (`VariantBuilder`): the compiler called directly
/// (`CompilerBuilder`, on Linux) and `swift build` (`PackageManagerBuilder`, on macOS, with
/// `KATA_BUILDER=swiftpm`, and for whatever a learner's manifest asks that the compiler path cannot do).
/// With `swift build`, the folders below keep its builds honest.
/// The Swift driver decides what to recompile from file times, and a file rewritten within about a second
/// of the last build can be passed over, as can a module whose dependency changed. So no file here is
/// ever rewritten in place: each target's files go in a folder named by the fingerprint of what they are
/// compiled from, so changed code always has a path the driver has never seen. The fingerprint of
/// a test target includes the bytes of the compiled `GameOfLife` module it imports: a new Game that
/// compiles to the same module keeps the compiled tests, any other gets them compiled anew. Then every
/// file carries a private function returning that fingerprint, and the test binary must hold every one
/// of them before any result it gives is believed.
package final class ScratchPackage: @unchecked Sendable {
  package let folder: URL
  package let workspace: Workspace
  private let lock: FileLock
  /// Whether builds guess that the compiled module is the last one, as it is for mutants.
  let guessesModule: Bool
  /// The binary the last build proved, and the fingerprints it holds: what the tool's own tests check.
  package var lastBinary: URL?
  package var lastFingerprints: [String] = []

  /// Takes the package in `folder` for this process alone; another run using it is waited for, and
  /// `reporter` told so.
  package init(folder: URL, workspace: Workspace, guessesModule: Bool = false, reporter: any Reporter) throws
  {
    self.folder = folder
    self.guessesModule = guessesModule
    self.workspace = workspace
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lock = try FileLock(
      at: folder.appendingPathComponent(".lock").path,
      waitingMessage: "Waiting for another kata run that is using \(workspace.relative(folder)) ...",
      reporter: reporter)
  }

  /// The builder this package's variants are built with: the one `KATA_BUILDER` chooses, unless the
  /// compiler path cannot build the variant (`cannotBuild`), or the toolchain's private hooks that it
  /// needs do not work.
  package func builder(for variant: Variant) -> any VariantBuilder {
    let compiler = CompilerBuilder(package: self)
    if workspace.builder == .compiler && compiler.cannotBuild(variant) == nil
      && ToolchainHooks.working(swiftc: workspace.swiftc, in: workspace.scratch)
    {
      return compiler
    }
    return PackageManagerBuilder(package: self)
  }

  /// What in a variant only `swift build` builds, in a few words; nil when the compiler path can build it.
  package func onlySwiftBuildBuilds(_ variant: Variant) -> String? {
    CompilerBuilder(package: self).cannotBuild(variant)
  }

  /// Builds a variant and proves the test binary holds exactly its sources.
  package func build(_ variant: Variant) throws -> BuildResult {
    try builder(for: variant).build(variant)
  }

  /// One cache of compiled system modules for every scratch package: a new package's first build takes
  /// seconds instead of compiling the modules of Foundation and Swift Testing again.
  package var moduleCache: URL { workspace.moduleCache }

  /// The compiler path's store of compiled modules, beside the package.
  package var store: URL { folder.appendingPathComponent("store") }

  /// Notes what a build proved, for the tool's own tests.
  func proved(_ binary: URL, holding fingerprints: [String]) {
    lastBinary = binary
    lastFingerprints = fingerprints
  }

  /// The key of a target's files, besides each file's own path and text.
  ///
  /// It names the target and what else the builder names it by: for `swift build`, the keys of the targets
  /// it depends on, so that a file moves when they change. A file keeps its folder while these and its text
  /// stay the same, so the compiler keeps its object however the target's other files change.
  func key(of target: Variant.Target, importing dependencies: [String]) -> Fingerprint {
    var key = Fingerprint()
    key.add(target.name)
    for dependency in dependencies { key.add(dependency) }
    return key
  }

  func moduleFingerprint(of module: URL) throws -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes: try Data(contentsOf: module))
    return fingerprint.description
  }

  /// A file's text with its fingerprint constant at the end.
  ///
  /// The constant is returned by a private function: unlike a declaration, a function's body is not part
  /// of the compiled module's interface, so it does not make the modules that import it compile anew.
  static func marked(_ text: String, constant: String) -> String {
    text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
      + "private func _kataFingerprint() -> String { \"\(constant)\" }\n"
  }

  /// Writes each of a target's files into a folder named by the file's path and text and by `key`, with a
  /// fingerprint constant in each.
  ///
  /// The folders of other variants' files are removed. Returns the constants' texts, which the binary
  /// must hold.
  func place(_ target: Variant.Target, key: Fingerprint) throws -> [String] {
    let targetFolder = folder.appendingPathComponent(target.path)
    try FileManager.default.createDirectory(at: targetFolder, withIntermediateDirectories: true)
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
      // Written whole into a temporary folder and then renamed, so a half-written file never exists; a copy
      // the tool makes again, so it does not wait for the disk.
      let partial = targetFolder.appendingPathComponent(".partial-\(name)")
      try? FileManager.default.removeItem(at: partial)
      let copy = partial.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(Self.marked(text, constant: constant).utf8).writeRecord(to: copy)
      try FileManager.default.moveItem(at: partial, to: targetFolder.appendingPathComponent(name))
    }
    for other in existing where !names.contains(other) {
      try FileManager.default.removeItem(at: targetFolder.appendingPathComponent(other))
    }
    return constants
  }

  /// Each of a target's files, by its path in the target, and the path `place` wrote it to.
  func placed(_ target: Variant.Target, key: Fingerprint) -> [(file: String, copy: URL)] {
    target.files.keys.sorted().map { file in
      let folder = folder.appendingPathComponent(target.path)
        .appendingPathComponent("v\(Self.fileKey(file, text: target.files[file] ?? "", key: key))")
      return (file, folder.appendingPathComponent(file))
    }
  }

  private static func fileKey(_ file: String, text: String, key: Fingerprint) -> Fingerprint {
    var fileKey = key
    fileKey.add(file)
    fileKey.add(text)
    return fileKey
  }

  /// The fingerprint constants that neither the binary nor a library it loads from inside the package holds
  /// (`LoadedImages`).
  func missingFingerprints(_ constants: [String], in binary: URL) throws -> [String] {
    let found = try LoadedImages.fingerprints(of: binary, within: folder)
    return constants.filter { !found.contains($0) }
  }

  /// The compiler's output with every scratch path replaced by the folder the reader knows.
  func readable(_ output: String, for variant: Variant) -> String {
    var text = output
    var lineCounts: [String: Int] = [:]
    for target in variant.targets {
      let origin = target.origin
      for (file, source) in target.files {
        lineCounts["\(origin)/\(file)"] =
          source.split(separator: "\n", omittingEmptySubsequences: false).count
          - (source.hasSuffix("\n") ? 1 : 0)
      }
      for base in [folder, PackageManagerBuilder.copy(in: folder, of: variant.manifest)] {
        let prefix = base.appendingPathComponent(target.path).path + "/"
        // The compiler, called directly, names the learner's own paths: most prefixes are not there.
        guard text.contains(prefix) else { continue }
        text = text.replacingOccurrences(
          of: NSRegularExpression.escapedPattern(for: prefix) + "(v[0-9a-f]{16}/)?",
          with: NSRegularExpression.escapedTemplate(for: origin + "/"), options: .regularExpression)
      }
    }
    if let entryPoint = variant.testEntryPoint, let learner = variant.manifest?.folder {
      let path = Variant.testEntryPointPath
      let copy = PackageManagerBuilder.copy(in: folder, of: variant.manifest).appendingPathComponent(path)
      text = text.replacingOccurrences(of: copy.path, with: learner.appendingPathComponent(path).path)
      lineCounts["\(workspace.relative(learner))/\(path)"] =
        entryPoint.split(separator: "\n", omittingEmptySubsequences: false).count
        - (entryPoint.hasSuffix("\n") ? 1 : 0)
    }
    return CompilerOutput(
      text.replacingOccurrences(of: workspace.root.path + "/", with: ""), lineCounts: lineCounts
    ).readable
  }
}
