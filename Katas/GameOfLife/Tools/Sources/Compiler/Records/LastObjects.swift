import Foundation
import KataSystem

/// What a module no other imports last compiled its objects against: each import's interface and symbol
/// graph, and each file's key and object.
///
/// Such a module is the list of the XCTest tests, compiled again each time the tests' interface changes,
/// though a new Swift Testing test never changes what it names: so its objects are kept through an edit of
/// its imports that never reached them.
struct LastObjects: Codable {
  var base: String
  var imports: [String: String]
  var symbolGraphs: [String: String]
  var files: [String: File]

  struct File: Codable {
    var key: String
    var object: String
  }

  /// Remembers the objects of a module, once its binary is linked; `imports` are the states of those it
  /// imports.
  static func record(_ state: ModuleState, imports: [ModuleState], in store: BuildStore) {
    var interfaces: [String: String] = [:]
    var graphs: [String: String] = [:]
    for imported in imports {
      guard let interface = imported.interface else { return }
      interfaces[imported.name] = interface
      if let graph = imported.symbolGraph, FileManager.default.fileExists(atPath: graph.path) {
        graphs[imported.name] = graph.path
      }
    }
    var files: [String: File] = [:]
    for source in state.sources {
      guard let object = state.objects[source], let key = state.sourceKeys[source] else { return }
      files[LastSources.name(of: source)] = .init(key: key, object: object.path)
    }
    let record = LastObjects(base: state.ownBase, imports: interfaces, symbolGraphs: graphs, files: files)
    try? JSONEncoder.sortingKeys.encode(record).writeRecord(to: store.record("last-objects", of: state.name))
  }

  /// The objects of a module no other imports that an edit of its imports never reached.
  ///
  /// Each file is the same, and every import's interface the one it had, or changed only by names that
  /// the file never looked up (`LookedUpNames`). An import's changes are named from its edit
  /// (`DeclarationChanges`), or, for one that writes a symbol graph, from its graph before and after: a
  /// test module's interface also changes with what the Game's changes do to its declarations, which only
  /// the compiler's graph tells. A graph names a struct's changed stored property like any member, which
  /// is enough here because the modules nothing imports (the list, `main`) hold no value of a learner's
  /// type; it would not be for a module that does. Called with the build's lock held.
  static func carried(_ state: ModuleState, imports: [ModuleState], in store: BuildStore) -> [URL: URL] {
    guard let data = try? Data(contentsOf: store.record("last-objects", of: state.name)),
      let last = try? JSONDecoder().decode(LastObjects.self, from: data), last.base == state.ownBase,
      Set(last.imports.keys) == Set(imports.map(\.name))
    else { return [:] }
    var changes = DeclarationChanges()
    for imported in imports where imported.interface != last.imports[imported.name] {
      if let old = last.symbolGraphs[imported.name], let new = imported.symbolGraph,
        let before = try? Data(contentsOf: URL(fileURLWithPath: old)), let after = try? Data(contentsOf: new),
        let named = DeclarationChanges(symbolGraphFrom: before, to: after)
      {
        changes.add(named)
        continue
      }
      guard let edit = imported.edit, let named = edit.declarations,
        edit.lastInterface == last.imports[imported.name]
      else { return [:] }
      changes.add(named)
    }
    var carried: [URL: URL] = [:]
    for source in state.sources {
      guard let file = last.files[LastSources.name(of: source)], file.key == state.sourceKeys[source] else {
        continue
      }
      let object = URL(fileURLWithPath: file.object)
      if LookedUpNames.kept(object, through: changes) { carried[source] = object }
    }
    return carried
  }
}

extension ModuleState {
  /// The symbol graph the compiler wrote beside the module's interface, when asked to.
  var symbolGraph: URL? { interfaceEntry?.appendingPathComponent("\(name).symbols.json") }
}
