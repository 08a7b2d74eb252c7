import Foundation
import KataSystem

/// Objects kept through an edit of the modules a module imports, for a module no other imports: the list
/// of the XCTest tests, compiled again each time the tests' interface changes, though a new Swift Testing
/// test never changes what it names.
extension CompilerBuild {
  /// What such a module's objects were last compiled against: each import's interface and symbol graph,
  /// and each file's key and object.
  struct LastObjects: Codable {
    var base: String
    var imports: [String: String]
    var symbolGraphs: [String: String]
    var files: [String: File]

    struct File: Codable {
      var key: String
      var object: String
    }
  }

  func lastObjectsFile(of module: String) -> URL {
    store.appendingPathComponent("last-objects-\(module).json")
  }

  func symbolGraph(of module: String) -> URL? {
    lock.withLock { modules[module]?.interfaceEntry }?.appendingPathComponent("\(module).symbols.json")
  }

  /// Remembers the objects of a module no other imports, once its binary is linked.
  func recordObjects(of module: Module) {
    guard !lock.withLock({ modulesImported.contains(module.name) }) else { return }
    let graphs = module.imports.compactMap { name in
      symbolGraph(of: name).flatMap {
        FileManager.default.fileExists(atPath: $0.path) ? (name, $0.path) : nil
      }
    }
    let record: LastObjects? = lock.withLock {
      guard let state = modules[module.name] else { return nil }
      var imports: [String: String] = [:]
      for name in module.imports {
        guard let interface = modules[name]?.interface else { return nil }
        imports[name] = interface
      }
      var files: [String: LastObjects.File] = [:]
      for source in state.sources {
        guard let object = state.objects[source], let key = state.sourceKeys[source] else { return nil }
        files[LastSources.name(of: source)] = .init(key: key, object: object.path)
      }
      return LastObjects(
        base: state.ownBase, imports: imports, symbolGraphs: Dictionary(uniqueKeysWithValues: graphs),
        files: files)
    }
    guard let record else { return }
    try? JSONEncoder().encode(record).write(to: lastObjectsFile(of: module.name), options: .atomic)
  }

  /// The objects of a module no other imports that an edit of its imports never reached.
  ///
  /// Each file is the same, and every import's interface the one it had, or changed only by names that
  /// the file never looked up (`LookedUpNames`). An import's changes are named from its edit
  /// (`DeclarationChanges`), or, for one that writes a symbol graph, from its graph before and after: a
  /// test module's interface also changes with what the Game's changes do to its declarations, which only
  /// the compiler's graph tells. A graph names a struct's changed stored property like any member, which
  /// is enough here because the modules nothing imports (the list, `main`) hold no value of a learner's
  /// type; it would not be for a module that does. Called with `lock` held.
  func objectsCarriedThroughImports(of module: Module, state: ModuleState) -> [URL: URL] {
    guard !modulesImported.contains(module.name),
      let data = try? Data(contentsOf: lastObjectsFile(of: module.name)),
      let last = try? JSONDecoder().decode(LastObjects.self, from: data), last.base == state.ownBase,
      Set(last.imports.keys) == Set(module.imports)
    else { return [:] }
    var changes = DeclarationChanges()
    for name in module.imports where modules[name]?.interface != last.imports[name] {
      if let old = last.symbolGraphs[name],
        let new = modules[name]?.interfaceEntry?.appendingPathComponent("\(name).symbols.json"),
        let before = try? Data(contentsOf: URL(fileURLWithPath: old)), let after = try? Data(contentsOf: new),
        let named = DeclarationChanges(symbolGraphFrom: before, to: after)
      {
        changes.add(named)
        continue
      }
      guard let edit = modules[name]?.edit, let named = edit.declarations,
        edit.lastInterface == last.imports[name]
      else { return [:] }
      changes.add(named)
    }
    var carried: [URL: URL] = [:]
    for source in state.sources {
      guard let file = last.files[LastSources.name(of: source)], file.key == state.sourceKeys[source] else {
        continue
      }
      let object = URL(fileURLWithPath: file.object)
      guard let graph = try? Data(contentsOf: lookupsFile(of: object)),
        let names = LookedUpNames(graph: graph), !names.reached(by: changes),
        FileManager.default.fileExists(atPath: object.path)
      else { continue }
      carried[source] = object
    }
    return carried
  }
}
