import Foundation
import KataSystem

/// What a build knows of one module: what it is made from, and what it has found and compiled of it.
///
/// What it is made from is worked out once the interfaces it imports are known. Guarded by the build's
/// lock.
final class ModuleState {
  let name: String
  /// The entry of its interface, when it has one (a module no other imports needs none).
  var interfaceEntry: URL?
  var sources: [URL] = []
  /// The path the compiler gives each source, where it is not the source's own.
  var seenAs: [URL: String] = [:]
  /// The file system overlay that gives the compiler each source's text at that path.
  var overlay: URL?
  /// Each source's path, the path the compiler gives it, and its text.
  var sourceKeys: [URL: String] = [:]
  /// What every object of the module is made from besides its own file: the compiler, the flags and
  /// the interfaces it imports.
  var baseKey = ""
  /// What it is made from besides its files and its imports: the compiler and the flags.
  var ownBase = ""
  /// The fingerprint of its interface's bytes, once known; for a module without one, of its sources.
  var interface: String?
  /// What it compiles before its interface is known, decided once, and what was compiled of that.
  var plan: ModulePlan?
  var compiledEarly: [URL: URL] = [:]
  /// What the module was built from this time, until the compiler gives its interface.
  var lastSources: LastSources?
  /// What changed since its last build, when it was worked out.
  var edit: LastSources.Edit?
  /// The sources left to compile once its interface is known.
  var remaining: [URL]?
  /// Each source's object in the store.
  var objects: [URL: URL] = [:]
  /// A whole module's one object.
  var wholeObject: URL?
  var library: URL?
  private let store: URL

  init(name: String, store: URL) {
    self.name = name
    self.store = store
  }

  /// Works out what a module is made from: its sources' keys, and its interface's entry when it needs one,
  /// with the interface itself when the store holds it.
  convenience init(
    _ module: CompilerBuild.Module, sources given: [CompilerBuild.Source], imports: [String: ModuleState],
    hasInterface: Bool, store: BuildStore
  ) throws {
    self.init(name: module.name, store: store.folder)
    sources = given.map(\.file)
    // A path the compiler gives two files would name neither well: each then keeps its own.
    let names = Dictionary(grouping: given, by: \.seenAs)
    for source in given where source.seenAs != source.file.path && names[source.seenAs]?.count == 1 {
      seenAs[source.file] = source.seenAs
    }
    var base = Fingerprint()
    base.add(store.toolchain)
    base.add(module.name)
    base.add(module.flags.joined(separator: " "))
    ownBase = base.description
    for name in module.imports {
      guard let dependency = imports[name]?.interface else {
        throw KataError("the module \(name) was not compiled before \(module.name)")
      }
      base.add(name)
      base.add(dependency)
    }
    baseKey = base.description
    var all = base
    all.add(module.symbolGraph ? "symbol-graph" : "")
    for source in sources {
      var key = Fingerprint()
      key.add(source.path)
      key.add(seenAs[source] ?? "")
      key.add(bytes: try Data(contentsOf: source))
      sourceKeys[source] = key.description
      all.add(key.description)
    }
    overlay = try store.overlay(of: module.name, seenAs: seenAs)
    guard hasInterface else {
      interface = "sources \(all)"
      return
    }
    let entry = store.entry("\(module.name)-\(all)")
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    store.markUsed(entry)
    interfaceEntry = entry
    // An interface already in the store is known at once: nothing is compiled on a guess.
    let file = entry.appendingPathComponent("\(module.name).swiftmodule")
    if FileManager.default.fileExists(atPath: file.path) { interface = try BuildStore.fingerprint(of: file) }
  }

  /// The entry of a source's object, compiled against the module's interface `interface`, and the imports
  /// of `base` (the module's own by default).
  func objectEntry(_ source: URL, interface: String, base: String? = nil) -> URL {
    var key = Fingerprint()
    key.add(base ?? baseKey)
    key.add(interface)
    key.add(sourceKeys[source] ?? "")
    return store.appendingPathComponent("\(name).\(source.deletingPathExtension().lastPathComponent)-\(key)")
  }

  /// The object of a source in its entry.
  func objectFile(_ source: URL, interface: String, base: String? = nil) -> URL {
    objectEntry(source, interface: interface, base: base).appendingPathComponent(
      source.deletingPathExtension().lastPathComponent + ".o")
  }

  /// The path the compiler is given for a source.
  func compilerPath(of source: URL) -> String { seenAs[source] ?? source.path }

  /// The flags that give the compiler the module's sources at their learners' paths.
  var overlayFlags: [String] { overlay.map { ["-vfsoverlay", $0.path] } ?? [] }

  /// The module's objects, in the order of its sources.
  func allObjects() throws -> [URL] {
    if let wholeObject { return [wholeObject] }
    return try sources.map { source in
      guard let object = objects[source] else {
        throw KataError("\(source.lastPathComponent) of \(name) was not compiled")
      }
      return object
    }
  }
}
