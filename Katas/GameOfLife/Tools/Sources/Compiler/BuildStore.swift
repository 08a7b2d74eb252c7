import Foundation
import KataSystem

/// The folder a build keeps what it compiles and links in, each entry named by what it was made from,
/// with the records the next build is compared with.
///
/// Every file is written under a temporary name and then renamed, so a file in the store is whole. The
/// entries a build uses are remembered, so that the store can be pruned around them, or forget them when a
/// binary is caught holding other sources.
package final class BuildStore: @unchecked Sendable {
  let folder: URL
  /// The compiler, named by its real path, size and time (`CompilerCommands.identity`): a new toolchain
  /// is a new compiler, and never uses the entries of the old one.
  let toolchain: String
  private let lock = NSLock()
  private var used: Set<URL> = []

  package init(folder: URL, toolchain: String) throws {
    self.folder = folder
    self.toolchain = toolchain
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func entry(_ name: String) -> URL { folder.appendingPathComponent(name) }

  /// A module's record of a kind (`last-sources`, `last-interface`, `last-objects`), read by its next build.
  func record(_ kind: String, of module: String) -> URL { entry("\(kind)-\(module).json") }

  func markUsed(_ entry: URL) {
    // The time orders entries for pruning, most recently used first; it proves nothing.
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
    _ = lock.withLock { used.insert(entry.standardizedFileURL) }
  }

  /// Keeps the entries this build used and the most recent others, `keeping` in all, once there are a
  /// quarter more: each light adds a few, and pruning costs every light that prunes a look at each entry.
  package func prune(keeping: Int = 400) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let entries = names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".json") }
    guard entries.count > keeping + keeping / 4 else { return }
    let used = lock.withLock { Set(self.used.map(\.lastPathComponent)) }
    let others = entries.filter { !used.contains($0) }.map { name in
      let attributes = try? FileManager.default.attributesOfItem(atPath: entry(name).path)
      return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
    }
    for (old, _) in others.sorted(by: { $0.1 > $1.1 }).dropFirst(max(0, keeping - used.count)) {
      try? FileManager.default.removeItem(at: entry(old))
    }
  }

  /// Removes every entry this build used, so that the next build compiles them all anew.
  package func forgetUsed() {
    for entry in lock.withLock({ used }) { try? FileManager.default.removeItem(at: entry) }
  }

  /// A new empty folder for a job's outputs, before they are moved into their entries.
  func workFolder(for name: String) throws -> URL {
    let work = entry(".work-\(name)")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    return work
  }

  /// Puts a copy of a compiled object in the store under its entry, unless the entry holds it already, with
  /// the names its compiler looked up, when they are known.
  func file(_ compiled: URL, as object: URL) throws {
    if FileManager.default.fileExists(atPath: object.path) { return }
    let entry = object.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    // The names first: whoever finds the object finds them, and never the names of another compile.
    let names = Self.lookupsFile(of: object)
    try? FileManager.default.removeItem(at: names)
    if FileManager.default.fileExists(atPath: Self.lookupsFile(of: compiled).path) {
      try FileManager.default.copyItem(at: Self.lookupsFile(of: compiled), to: names)
    }
    // A copy, made whole under another name: the compiled file stays where the compiler looks next time.
    try copyWhole(compiled, to: object)
  }

  /// Copies a file to `destination` under another name first, then renames it.
  func copyWhole(_ file: URL, to destination: URL) throws {
    let partial = destination.deletingLastPathComponent().appendingPathComponent(
      ".partial-\(destination.lastPathComponent)")
    try? FileManager.default.removeItem(at: partial)
    try FileManager.default.copyItem(at: file, to: partial)
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.moveItem(at: partial, to: destination)
  }

  /// The names looked up in compiling an object, kept beside it.
  static func lookupsFile(of object: URL) -> URL {
    object.deletingPathExtension().appendingPathExtension("dependencies.dot")
  }

  static func fingerprint(of file: URL) throws -> String {
    var key = Fingerprint()
    key.add(bytes: try Data(contentsOf: file))
    return key.description
  }

  /// The folder a module's objects are compiled into, one path a source file, the same from build to build.
  ///
  /// The compiler hashes the code it is about to generate for a file and, when the object at its output
  /// path was generated from code of that very hash, leaves it as it is instead of generating it again
  /// (its incremental code generation). An edit that changes a module's interface compiles every file of
  /// the module again, but most of them to the same code: written where they were written last time, their
  /// objects are kept by the compiler's own comparison, and only their type checking is paid for. Named
  /// by the compiler and the module's flags, and forgotten with the rest of a caught binary's entries.
  func codegenFolder(of module: String, flags: [String]) throws -> URL {
    var key = Fingerprint()
    key.add(toolchain)
    key.add(module)
    key.add(flags.joined(separator: " "))
    let folder = entry("codegen-\(module)-\(key)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    markUsed(folder)
    return folder
  }
}
