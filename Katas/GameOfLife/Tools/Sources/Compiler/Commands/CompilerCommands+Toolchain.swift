import Foundation

/// Which compiler a build uses, told apart from any other.
extension CompilerCommands {
  /// The compiler, named by its real path, size and time: a new toolchain is a new compiler, and the
  /// store's entries from the old one are never used by it.
  package static func identity(of swiftc: String) -> String {
    let path = resolve(swiftc)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
    let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path) \(size) \(time)"
  }

  /// A command's real path: found on the `PATH` when it names no folder, with every link followed.
  static func resolve(_ command: String) -> String {
    var path = command
    if !command.contains("/") {
      let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      path =
        folders.map { "\($0)/\(command)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? command
    }
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// The commands of a debug build with testing enabled, as `swift build` makes it for `swift test`,
  /// linked with lld where the toolchain has it.
  package static func debug(swiftc: String, moduleCache: URL, folder: URL, store: BuildStore) throws -> Self {
    let flags = [
      "-Onone", "-enable-testing", "-gline-tables-only", "-DSWIFT_PACKAGE", "-DDEBUG", "-package-name",
      "KataRunner", "-module-cache-path", moduleCache.path, "-Xcc", "-fPIC",
    ]
    let lld = URL(fileURLWithPath: resolve(swiftc)).deletingLastPathComponent().appendingPathComponent(
      "ld.lld")
    return try CompilerCommands(
      swiftc: swiftc, flags: flags,
      linkFlags: FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : [],
      toolchain: store.toolchain, folder: folder, store: store.folder)
  }
}
