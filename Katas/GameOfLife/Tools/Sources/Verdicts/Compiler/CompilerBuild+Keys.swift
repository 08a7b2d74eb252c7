import Foundation
import KataSystem

/// What each module is made from, worked out once: its sources, its keys and its entry in the store.
extension CompilerBuild {
  /// What is known of a module: its sources and keys, worked out once, by whichever of its jobs comes
  /// first.
  func state(of module: Module) throws -> ModuleState {
    try keyLock.withLock {
      if let known = lock.withLock({ modules[module.name] }) { return known }
      let imported = lock.withLock { modules.compactMapValues(\.interfaceEntry) }
      let given = try module.sources(imported)
      let sources = given.map(\.file)
      let state = ModuleState()
      state.sources = sources
      // A path the compiler gives two files would name neither well: each then keeps its own.
      let names = Dictionary(grouping: given, by: \.seenAs)
      for source in given where source.seenAs != source.file.path && names[source.seenAs]?.count == 1 {
        state.seenAs[source.file] = source.seenAs
      }
      var base = Fingerprint()
      base.add(toolchain)
      base.add(module.name)
      base.add(module.flags.joined(separator: " "))
      state.ownBase = base.description
      for name in module.imports {
        guard let dependency = lock.withLock({ modules[name]?.interface }) else {
          throw KataError("the module \(name) was not compiled before \(module.name)")
        }
        base.add(name)
        base.add(dependency)
      }
      state.baseKey = base.description
      var all = base
      all.add(module.symbolGraph ? "symbol-graph" : "")
      for source in sources {
        var key = Fingerprint()
        key.add(source.path)
        key.add(state.seenAs[source] ?? "")
        key.add(bytes: try Data(contentsOf: source))
        state.sourceKeys[source] = key.description
        all.add(key.description)
      }
      state.overlay = try overlay(of: module, seenAs: state.seenAs)
      let hasInterface = lock.withLock { modulesImported.contains(module.name) } || module.symbolGraph
      if hasInterface {
        let entry = store.appendingPathComponent("\(module.name)-\(all)")
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        markUsed(entry)
        state.interfaceEntry = entry
        // An interface already in the store is known at once: nothing is compiled on a guess.
        let file = entry.appendingPathComponent("\(module.name).swiftmodule")
        if FileManager.default.fileExists(atPath: file.path) { state.interface = try fingerprint(of: file) }
      } else {
        state.interface = "sources \(all)"
      }
      lock.withLock { modules[module.name] = state }
      return state
    }
  }

  func fingerprint(of file: URL) throws -> String {
    var key = Fingerprint()
    key.add(bytes: try Data(contentsOf: file))
    return key.description
  }

  /// The entry of a source's object, compiled against the module's interface `interface`, and the imports
  /// of `base` (the module's own by default).
  func objectEntry(
    _ source: URL, of module: Module, state: ModuleState, interface: String, base: String? = nil
  ) -> URL {
    var key = Fingerprint()
    key.add(base ?? state.baseKey)
    key.add(interface)
    key.add(state.sourceKeys[source] ?? "")
    return store.appendingPathComponent(
      "\(module.name).\(source.deletingPathExtension().lastPathComponent)-\(key)")
  }

  func objectFile(in entry: URL, for source: URL) -> URL {
    entry.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".o")
  }
}
