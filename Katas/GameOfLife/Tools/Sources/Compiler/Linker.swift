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
  ///
  /// Linked bare where the link allows it (`CompilerCommands.linkCommands`): the Swift libraries its
  /// code calls are named once, by `swiftLibraries(for:)`, which the executable loads.
  func library(of module: String, objects: [URL]) throws -> URL {
    var key = Fingerprint()
    key.add(store.toolchain)
    // A library linked bare loads only beside the library of the Swift libraries.
    key.add(commands.linksBare ? "bare library \(module)" : "library \(module)")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    let name = "lib\(module).so"
    return try linked(name, entry: store.entry("lib\(module)-\(key)")) { work in
      commands.linkCommands(
        .library, module: module, inputs: objects.map(\.path), extra: ["-soname=\(name)"], output: work)
    }
  }

  /// The executable, from the objects of the modules that are not libraries and the libraries, named by
  /// their interfaces, put together in a folder of their own, where it finds them (`$ORIGIN`).
  ///
  /// The executable names its libraries and the symbols it uses from them, nothing of their code: it is
  /// named by its objects and the libraries' interfaces, so a body edited in a library leaves it as it was.
  /// Linked bare, it names the library of the Swift libraries all of them need instead, and leaves the
  /// symbols it takes from those for the loader to find.
  func executable(
    named name: String, objects: [URL], libraries: [(file: URL, interface: String, objects: [URL])]
  ) throws -> URL {
    var key = Fingerprint()
    key.add(store.toolchain)
    key.add("executable")
    for object in objects { key.add(bytes: try Data(contentsOf: object)) }
    var linkedWith = libraries.map { (file: $0.file, interface: $0.interface) }
    if commands.linksBare {
      let swift = try swiftLibraries(for: objects + libraries.flatMap(\.objects))
      linkedWith.append((swift, swift.deletingLastPathComponent().lastPathComponent))
    }
    for library in linkedWith {
      key.add(library.file.lastPathComponent)
      key.add(library.interface)
    }
    let binary = try linked(name, entry: store.entry("link-\(key)")) { work in
      commands.linkCommands(
        .link, module: name, inputs: (objects + linkedWith.map(\.file)).map(\.path),
        extra: ["-rpath=$ORIGIN"],
        output: work)
    }
    // The folder the binary runs in: the executable and its libraries, linked in from the store.
    let files = [binary] + linkedWith.map(\.file)
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

  /// A library of no code of its own that names every library the objects ask for, so that a binary
  /// linked bare loads them: the linker reads their symbols only when that set changes.
  ///
  /// The compiler writes the libraries an object needs (`-lswiftCore`, `-lXCTest`, …) into its
  /// `.swift1_autolink_entries` section, which the link's `swift-autolink-extract` reads.
  private func swiftLibraries(for objects: [URL]) throws -> URL {
    let name = "libKataSwiftLibraries.so"
    let entry = try Self.swiftLibrariesEntry(for: objects, toolchain: store.toolchain)
    return try linked(name, entry: store.entry(entry)) { work in
      // The objects' entries are read, their code is not linked.
      let paths = objects.map(\.path)
      let link = commands.commands(
        .library, module: "KataSwiftLibraries", inputs: paths, extra: ["-soname=\(name)"], output: work)
      return link.dropLast() + link.suffix(1).map { $0.filter { !paths.contains($0) } }
    }
  }

  static let autolinkSection = ".swift1_autolink_entries"

  /// The store's entry for the library of the Swift libraries: named by the toolchain and every object's
  /// autolink entries, nothing else.
  static func swiftLibrariesEntry(for objects: [URL], toolchain: String) throws -> String {
    var key = Fingerprint()
    key.add(toolchain)
    for object in objects {
      guard let file = ELFFile(try Data(contentsOf: object, options: .alwaysMapped)) else {
        throw KataError("\(object.lastPathComponent) is not an object the tool can read")
      }
      key.add("object")
      file.contents(ofSectionsNamed: autolinkSection).forEach { key.add(bytes: $0) }
    }
    return "swift-libraries-\(key)"
  }

  /// The file `name` a link makes in `entry`, linked now by `commands` (given the folder it works in)
  /// unless the store holds it.
  private func linked(_ name: String, entry: URL, commands: (URL) throws -> [[String]]) throws -> URL {
    let output = entry.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: output.path) {
      store.markUsed(entry)
      return output
    }
    firstLink.withLock { $0 = $0 ?? Date() }
    let work = try store.workFolder(for: entry.lastPathComponent)
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try self.commands.run(commands(work), timeLimit: timeLimit, children: children)
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
