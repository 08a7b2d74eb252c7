import Foundation
import KataSystem

/// Each module but the last linked as a shared library, and the entry point as the executable that loads them.
extension CompilerBuild {

  /// Links a module's objects into its shared library, unless the store holds one made from them.
  func linkLibrary(_ module: Module) throws -> Bool {
    let objects = try objects(of: module.name)
    var key = Fingerprint()
    key.add(toolchain)
    key.add("library \(module.name)")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    let name = "lib\(module.name).so"
    guard
      let library = try linked(
        .library, module: module.name, name: name, inputs: objects, extra: ["-soname=\(name)"],
        entry: store.appendingPathComponent("lib\(module.name)-\(key)"))
    else { return false }
    lock.withLock { modules[module.name]?.library = library }
    return true
  }

  /// Links the executable from the objects of the modules that are not libraries (the tests, the list of
  /// their XCTest tests and the entry point) and the libraries, and puts them together in a folder of
  /// their own, where the executable finds its libraries (`$ORIGIN`).
  ///
  /// The executable names its libraries and the symbols it uses from them, nothing of their code: it is
  /// named by its objects and the libraries' interfaces, so a body edited in a library leaves it as it was.
  func link(_ own: [String], libraries: [String], named name: String) throws -> URL? {
    let objects = try own.flatMap { try self.objects(of: $0) }
    let libraryFiles: [URL] = try lock.withLock {
      try libraries.map { library in
        guard let file = modules[library]?.library else { throw KataError("\(library) was not linked") }
        return file
      }
    }
    var key = Fingerprint()
    key.add(toolchain)
    key.add("executable")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    for library in libraries {
      key.add(library)
      key.add(lock.withLock { modules[library]?.interface } ?? "")
    }
    guard
      let binary = try linked(
        .link, module: name, name: name, inputs: objects + libraryFiles, extra: ["-rpath=$ORIGIN"],
        entry: store.appendingPathComponent("link-\(key)"))
    else { return nil }
    // The folder the binary runs in: the executable and its libraries, linked in from the store.
    var run = Fingerprint()
    for file in [binary] + libraryFiles { run.add(file.deletingLastPathComponent().lastPathComponent) }
    let folder = store.appendingPathComponent("run-\(run)")
    let runBinary = folder.appendingPathComponent(name)
    if !FileManager.default.fileExists(atPath: runBinary.path) {
      let work = try workFolder(for: folder.lastPathComponent)
      for file in [binary] + libraryFiles {
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
    markUsed(folder)
    return runBinary
  }

  /// The file a link makes in `entry`, linked now unless the store holds it; nil when the link failed.
  func linked(
    _ kind: CompilerCommands.Kind, module: String, name: String, inputs: [URL], extra: [String], entry: URL
  ) throws -> URL? {
    let output = entry.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: output.path) {
      markUsed(entry)
      return output
    }
    LightTimes.shared.linkStarted()
    let work = try workFolder(for: entry.lastPathComponent)
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try run(
      commands.commands(kind, module: module, inputs: inputs.map(\.path), extra: extra, output: work))
    guard result.succeeded else {
      lock.withLock { failures.append("\(name) did not link:\n\(result.output)") }
      return nil
    }
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: output)
    try FileManager.default.moveItem(at: work.appendingPathComponent(name), to: output)
    markUsed(entry)
    return output
  }
}
