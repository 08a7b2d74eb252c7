import Foundation

extension DeclarationChanges {
  /// The names of the declarations that differ between two symbol graphs of one module, as the compiler
  /// wrote them (every declaration, with its types as the compiler inferred them); nil when a class or
  /// anything in one differs, or a relationship of a declaration that was there before (a conformance, a
  /// superclass), which may change code that never names it.
  ///
  /// Each name on the path of a declaration that differs counts (`Game`, `step`), so a file that names
  /// the type a member belongs to is reached too.
  init?(symbolGraphFrom old: Data, to new: Data) {
    guard let before = SymbolGraph(old), let after = SymbolGraph(new) else { return nil }
    self.init()
    let changed = Set(before.symbols.keys).union(after.symbols.keys).filter {
      before.symbols[$0] != after.symbols[$0]
    }
    let classes = (Array(before.symbols.values) + Array(after.symbols.values)).filter {
      ["swift.class", "swift.actor"].contains($0.kind)
    }.map(\.path)
    for id in changed {
      guard let symbol = after.symbols[id] ?? before.symbols[id] else { continue }
      if classes.contains(where: { symbol.path.starts(with: $0) }) { return nil }
      for component in symbol.path {
        names.insert(String(component.prefix { $0 != "(" }))
      }
    }
    let added = Set(after.symbols.keys).subtracting(before.symbols.keys)
    let removed = Set(before.symbols.keys).subtracting(after.symbols.keys)
    for relationship in before.relationships.symmetricDifference(after.relationships)
    where !added.contains(relationship.source) && !removed.contains(relationship.source) {
      return nil
    }
  }
}

/// The parts of a symbol graph (`-emit-symbol-graph`) that say what a module declares.
private struct SymbolGraph {
  struct Symbol: Equatable {
    var kind: String
    var path: [String]
    var declaration: String
  }

  struct Relationship: Hashable {
    var kind: String
    var source: String
    var target: String
  }

  var symbols: [String: Symbol] = [:]
  var relationships: Set<Relationship> = []

  init?(_ data: Data) {
    guard let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let symbols = graph["symbols"] as? [[String: Any]],
      let relationships = graph["relationships"] as? [[String: Any]]
    else { return nil }
    for symbol in symbols {
      guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
        let path = symbol["pathComponents"] as? [String]
      else { return nil }
      let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
      let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
      self.symbols[id] = Symbol(kind: kind, path: path, declaration: declaration)
    }
    for relationship in relationships {
      guard let kind = relationship["kind"] as? String, let source = relationship["source"] as? String,
        let target = relationship["target"] as? String
      else { return nil }
      self.relationships.insert(Relationship(kind: kind, source: source, target: target))
    }
  }
}
