import Foundation
import KataSystem

/// Links a build's modules: each module the tests import as a shared library, and the tests, the list of
/// their XCTest tests and the entry point as the executable that loads them.
///
/// So an edited body links only its own module's small library, and the executable is linked again only
/// when its own objects or the interfaces of the libraries change.
struct Linker {
  let store: BuildStore
  let commands: CompilerCommands
  let timeLimit: Int
  let children: RunningChildren
  /// When this build's first link started, for its `BuildTimes`.
  let firstLink = Locked<Date?>(nil)

  /// A module's shared library, from its objects, unless the store holds one made from them.
  func library(of module: String, objects: [URL]) throws -> URL {
    var key = Fingerprint()
    key.add(store.toolchain)
    key.add("library \(module)")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    let name = "lib\(module).so"
    return try linked(
      .library, module: module, name: name, inputs: objects, extra: ["-soname=\(name)"],
      entry: store.entry("lib\(module)-\(key)"))
  }

  /// The executable, from the objects of the modules that are not libraries and the libraries, named by
  /// their interfaces, put together in a folder of their own, where it finds them (`$ORIGIN`).
  ///
  /// The executable names its libraries and the symbols it uses from them, nothing of their code: it is
  /// named by its objects and the libraries' interfaces, so a body edited in a library leaves it as it was.
  func executable(
    named name: String, objects: [URL], libraries: [(file: URL, interface: String)]
  ) throws -> URL {
    var key = Fingerprint()
    key.add(store.toolchain)
    key.add("executable")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    for library in libraries {
      key.add(library.file.lastPathComponent)
      key.add(library.interface)
    }
    let binary = try linked(
      .link, module: name, name: name, inputs: objects + libraries.map(\.file), extra: ["-rpath=$ORIGIN"],
      entry: store.entry("link-\(key)"))
    // The folder the binary runs in: the executable and its libraries, linked in from the store.
    let files = [binary] + libraries.map(\.file)
    var run = Fingerprint()
    for file in files { run.add(file.deletingLastPathComponent().lastPathComponent) }
    let folder = store.entry("run-\(run)")
    if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
      let work = try store.workFolder(for: folder.lastPathComponent)
      for file in files {
        let destination = work.appendingPathComponent(file.lastPathComponent)
        do {
          try FileManager.default.linkItem(at: file, to: destination)
        } catch {
          try FileManager.default.copyItem(at: file, to: destination)
        }
      }
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.moveItem(at: work, to: folder)
    }
    store.markUsed(folder)
    return folder.appendingPathComponent(name)
  }

  /// The file a link makes in `entry`, linked now unless the store holds it.
  private func linked(
    _ kind: CompilerCommands.Kind, module: String, name: String, inputs: [URL], extra: [String], entry: URL
  ) throws -> URL {
    let output = entry.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: output.path) {
      store.markUsed(entry)
      return output
    }
    firstLink.withLock { $0 = $0 ?? Date() }
    let work = try store.workFolder(for: entry.lastPathComponent)
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try commands.run(
      commands.commands(kind, module: module, inputs: inputs.map(\.path), extra: extra, output: work),
      store: store, timeLimit: timeLimit, children: children)
    guard result.succeeded else {
      throw CompilerBuild.Failed(output: "\(name) did not link:\n\(result.output)")
    }
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: output)
    try FileManager.default.moveItem(at: work.appendingPathComponent(name), to: output)
    store.markUsed(entry)
    return output
  }
}
