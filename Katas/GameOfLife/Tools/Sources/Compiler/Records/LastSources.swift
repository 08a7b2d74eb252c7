import Foundation
import KataSystem

/// What a module was last built from: the interfaces it imported and, for each of its files, the
/// fingerprint of its text and its declarations (`DeclarationOutline`), kept in the store; and, once the
/// compiler gave it, the interface these very files made.
///
/// Compared with the module now, it tells which files were edited, and whether an edit reached beyond the
/// bodies of functions, which is the guess of whether the module's interface changes; and, when the edit
/// only added, removed or changed declarations by name (`DeclarationChanges`), those names, with the
/// interface the module had before them, under which the files the edit never reached were compiled. The
/// named changes of the modules it imports count as its own, since the interfaces it was last built with.
struct LastSources: Codable {
  struct File: Codable {
    var text: String
    var declarations: String
    /// The declarations' outline itself.
    var outline: String?
  }

  /// What every object was made from besides its file: the compiler, the flags and the imports.
  var imports: String
  /// The compiler and the flags alone, and the interface of each import, when known.
  var base: String?
  var importInterfaces: [String: String]?
  var files: [String: File]
  /// The fingerprint of the interface these files made, once the compiler gave it, and its entry.
  var interface: String?
  var entry: String?

  /// A module imported, as this build sees it: its interface, and its edit's changes by name since the
  /// interface `since`, when they are named.
  struct Import {
    var interface: String
    var changes: DeclarationChanges?
    var since: String?
  }

  /// What changed since the last build.
  struct Edit {
    /// The files edited.
    var changed: Set<URL> = []
    /// Whether anything but the inside of bodies changed: an import's interface, a file added or removed,
    /// or a declaration; when nothing is known of the last build, it changed too.
    var declarationsChanged = false
    /// The declarations changed, by name, when every change can be named so.
    var declarations: DeclarationChanges?
    /// The interface of the last build's files, when the compiler gave it.
    var lastInterface: String?
    /// What the last build's objects were made from besides their files (`imports`).
    var lastImports: String?
    /// The entry of the last interface in the store.
    var lastEntry: URL?
  }

  /// The edit since the last build that gave the module an interface, counting the changes of the
  /// modules it imports.
  ///
  /// Remembers the module as it is now in the state, and in `record` once its interface is known (see
  /// `record(interface:of:in:)`), or at once for a module that has none. A build that failed before its
  /// interface left no objects under a new one: the next build is compared with the last that did, whose
  /// objects are there, so that a compile error costs no more than any other state.
  static func edit(of state: ModuleState, imports: [String: Import] = [:], in record: URL)
    -> Edit
  {
    let last = (try? Data(contentsOf: record)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
    var now = LastSources(
      imports: state.baseKey, base: state.ownBase, importInterfaces: imports.mapValues(\.interface),
      files: [:])
    var edit = Edit(declarationsChanged: last == nil || last?.imports != state.baseKey)
    var named: DeclarationChanges? = last.flatMap {
      $0.imports == state.baseKey
        ? DeclarationChanges() : changes(of: imports, since: $0, base: state.ownBase)
    }
    for source in state.sources {
      let name = Self.name(of: source)
      let text = state.sourceKeys[source] ?? ""
      if let kept = last?.files[name], kept.text == text, kept.outline != nil {
        now.files[name] = kept
        continue
      }
      edit.changed.insert(source)
      let outline = DeclarationOutline(of: (try? String(contentsOf: source, encoding: .utf8)) ?? "").text
      var declarations = Fingerprint()
      declarations.add(outline)
      now.files[name] = File(text: text, declarations: declarations.description, outline: outline)
      let before = last?.files[name]
      if before?.declarations != declarations.description {
        edit.declarationsChanged = true
        // A new file's declarations are all added.
        let changes = (before == nil ? "" : before?.outline).flatMap {
          DeclarationChanges(from: $0, to: outline)
        }
        named = named.adding(changes)
      }
    }
    // A file removed: its declarations are all removed.
    for (name, file) in last?.files ?? [:] where now.files[name] == nil {
      edit.declarationsChanged = true
      let changes = file.outline.flatMap { DeclarationChanges(from: $0, to: "") }
      named = named.adding(changes)
    }
    if edit.declarationsChanged, let lastInterface = last?.interface {
      edit.declarations = named
      edit.lastInterface = lastInterface
      edit.lastImports = last?.imports
      edit.lastEntry = last?.entry.map(URL.init(fileURLWithPath:))
    }
    if state.interfaceEntry == nil { try? JSONEncoder.sortingKeys.encode(now).writeRecord(to: record) }
    state.lastSources = now
    return edit
  }

  /// The changes by name of the imports since the last build: none when each has the interface it had,
  /// nil when one changed by what cannot be named, or the compiler or the flags changed.
  private static func changes(of imports: [String: Import], since last: LastSources, base: String)
    -> DeclarationChanges?
  {
    guard last.base == base, let interfaces = last.importInterfaces, Set(interfaces.keys) == Set(imports.keys)
    else { return nil }
    var all = DeclarationChanges()
    for (name, now) in imports where now.interface != interfaces[name] {
      guard let changes = now.changes, now.since == interfaces[name] else { return nil }
      all.add(changes)
    }
    return all
  }

  /// Records the interface the files of the last `edit` made, once the compiler gave it.
  static func record(interface: String, of state: ModuleState, in record: URL) {
    guard var now = state.lastSources else { return }
    now.interface = interface
    now.entry = state.interfaceEntry?.path
    try? JSONEncoder.sortingKeys.encode(now).writeRecord(to: record)
  }

  /// A source's path in its target: what follows the folder named by its fingerprint (`v…/`), where the
  /// scratch package places it.
  static func name(of source: URL) -> String {
    let parts = source.pathComponents
    guard
      let folder = parts.lastIndex(where: {
        $0.count == 17 && $0.hasPrefix("v") && $0.dropFirst().allSatisfy(\.isHexDigit)
      })
    else { return source.lastPathComponent }
    return parts[(folder + 1)...].joined(separator: "/")
  }
}

extension DeclarationChanges? {
  /// Every change of both, when both are named; nil when either is not.
  func adding(_ other: DeclarationChanges?) -> DeclarationChanges? {
    guard var all = self, let other else { return nil }
    all.add(other)
    return all
  }
}
