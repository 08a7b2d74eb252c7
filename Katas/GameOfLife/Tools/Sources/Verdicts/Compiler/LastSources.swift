import Foundation
import KataSystem

/// What a module was last built from: the interfaces it imported and, for each of its files, the
/// fingerprints of its text and of its declarations (`DeclarationOutline`), kept in the store.
///
/// Compared with the module now, it tells which files were edited, and whether an edit reached beyond the
/// bodies of functions, which is the guess of whether the module's interface changes. A guess only: it
/// chooses what is compiled first and how, never what an object is filed under.
struct LastSources: Codable {
  struct File: Codable {
    var text: String
    var declarations: String
  }

  var imports: String
  var files: [String: File]

  /// The files edited since the last build, and whether anything but the inside of bodies changed.
  ///
  /// Anything else is an import's interface, a file added or removed, or a declaration; when nothing is
  /// known of the last build, it changed too. Remembers the module as it is now.
  static func edit(of state: CompilerBuild.ModuleState, in record: URL) -> (
    changed: Set<URL>, declarationsChanged: Bool
  ) {
    let last = (try? Data(contentsOf: record)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
    var now = LastSources(imports: state.baseKey, files: [:])
    var changed: Set<URL> = []
    var declarationsChanged = last == nil || last?.imports != state.baseKey
    for source in state.sources {
      let name = Self.name(of: source)
      let text = state.sourceKeys[source] ?? ""
      if let kept = last?.files[name], kept.text == text {
        now.files[name] = kept
        continue
      }
      changed.insert(source)
      var declarations = Fingerprint()
      declarations.add(DeclarationOutline(of: (try? String(contentsOf: source, encoding: .utf8)) ?? "").text)
      now.files[name] = File(text: text, declarations: declarations.description)
      if last?.files[name]?.declarations != declarations.description { declarationsChanged = true }
    }
    if Set(now.files.keys) != Set(last?.files.keys ?? [:].keys) { declarationsChanged = true }
    try? JSONEncoder().encode(now).write(to: record, options: .atomic)
    return (changed, declarationsChanged)
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
