/// The names an edit of a file's declarations added, removed or changed, read from the file's outline
/// before and after (`DeclarationOutline`); nil for an edit it cannot name that way.
///
/// Another file of the module whose compiler never looked up any of these names (`LookedUpNames`) compiles to
/// the same object as before the edit. That holds only for declarations that reach other files by their name
/// alone: functions, computed properties, initializers, subscripts, type aliases and whole types, at the top
/// level or in an extension, and a type's functions, with no attribute but Swift Testing's `@Test` and
/// `@Suite`. A type with conformances or a superclass, a class that is not final, or an extension with
/// conformances, edited inside, is named itself too: its new member may become a witness, or move the
/// class's table of methods, and any file that depends on that mentions the type. Anything else may change
/// other files' code without their naming it (a stored property moves a layout, a conformance or a
/// requirement the witnesses, an import or an attribute what a name means), and so is not named: every file
/// is compiled again, as before.
struct DeclarationChanges: Equatable {
  /// The base names of the declarations added, removed or changed.
  var names: Set<String> = []

  init() {}

  init?(from old: String, to new: String) {
    guard
      let changes = Self.changes(
        Unit.units(in: SwiftTokens(old).code[...]), Unit.units(in: SwiftTokens(new).code[...]), in: .top)
    else { return nil }
    self = changes
  }

  mutating func add(_ other: DeclarationChanges) {
    names.formUnion(other.names)
  }

  /// The scopes whose declarations may change by name alone, and which kinds of them.
  private enum Scope {
    case top, extensionBody, typeBody

    func allows(_ unit: Unit) -> Bool {
      switch (self, unit.keyword) {
      case (_, "func"), (_, "init"), (_, "subscript"), (_, "typealias"), (_, "struct"), (_, "enum"):
        return true
      case (.top, "class"), (.top, "actor"), (.top, "protocol"): return true
      // Top-level and extension variables are globals or computed; a type's own may be stored.
      case (.top, "var"), (.top, "let"), (.extensionBody, "var"), (.extensionBody, "let"): return true
      case (.typeBody, "var"), (.typeBody, "let"): return unit.modifiers.contains("static")
      case (.top, "extension"): return unit.isPlainExtension
      default: return false
      }
    }
  }

  /// A type or an alias that is edited, rather than added or removed, may change the layout of a type
  /// that holds it, in files that never name it.
  private static let laidOut: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]

  private static func changes(_ old: [Unit]?, _ new: [Unit]?, in scope: Scope) -> DeclarationChanges? {
    guard let old, let new else { return nil }
    var removed = old
    var added: [Unit] = []
    for unit in new {
      if let index = removed.firstIndex(of: unit) { removed.remove(at: index) } else { added.append(unit) }
    }
    var result = DeclarationChanges()
    // A type or an extension edited inside, its header the same: what changed in it counts.
    for unit in added where unit.isEditedByMembers {
      guard let before = removed.firstIndex(where: { $0.header == unit.header }) else { continue }
      let inner = changes(
        removed[before].members, unit.members, in: unit.keyword == "extension" ? .extensionBody : .typeBody)
      guard let inner else { return nil }
      result.add(inner)
      // A new member of a type with conformances may become a witness and change an inferred associated
      // type, and one of a class that is not final moves its table: every file that uses the conformance,
      // the table or the type at all names the type, so the type is changed too.
      if !unit.isPlainExtension && !unit.isOpenToEdits { result.names.insert(unit.typeName) }
      removed.remove(at: before)
      added.removeAll { $0 == unit }
    }
    var laidOutNames: [String: Int] = [:]
    for unit in removed + added {
      guard scope.allows(unit), let name = unit.name else { return nil }
      if unit.keyword == "extension" {
        // A whole extension added or removed: each of its members.
        guard let inner = changes([], unit.members, in: .extensionBody) else { return nil }
        result.add(inner)
        continue
      }
      if laidOut.contains(unit.keyword ?? "") { laidOutNames[name, default: 0] += 1 }
      result.names.insert(name)
    }
    guard laidOutNames.values.allSatisfy({ $0 == 1 }) else { return nil }
    return result
  }
}

/// One declaration of an outline, with its attributes and modifiers: the tokens from one declaration's
/// first word to the next one's, at one depth of brackets.
private struct Unit: Equatable {
  var tokens: [SwiftTokens.Token]

  static func == (left: Unit, right: Unit) -> Bool { left.tokens.map(\.text) == right.tokens.map(\.text) }

  static let keywords: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "struct", "class", "enum", "extension", "protocol",
    "actor", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
  ]
  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "mutating",
    "nonmutating", "override", "convenience", "required", "lazy", "weak", "unowned", "indirect", "dynamic",
    "prefix", "postfix", "infix", "nonisolated", "isolated", "consuming", "borrowing", "optional",
    "distributed",
  ]

  /// Swift Testing's attributes, which change what no other declaration means.
  ///
  /// Each adds a test's or a suite's record under a name of its own. Any other attribute may change what
  /// a name means, and so may a directive.
  static let testingAttributes: Set<String> = ["@Test", "@Suite"]

  /// Whether it holds an attribute or a directive other than Swift Testing's.
  var hasOtherDirectives: Bool {
    tokens.contains { $0.kind == .directive && !Self.testingAttributes.contains($0.text) }
  }

  static func startsDeclaration(_ token: SwiftTokens.Token) -> Bool {
    token.kind == .directive
      || token.kind == .name
        && (keywords.contains(token.text) || modifierWords.contains(token.text))
  }

  /// The declarations of an outline's tokens at one depth; nil when its brackets do not balance.
  static func units(in tokens: ArraySlice<SwiftTokens.Token>) -> [Unit]? {
    var units: [Unit] = []
    var depth = 0
    var previousStarts = false
    // An attribute's arguments, `@Test("…", arguments: […])`, belong to the declaration it starts.
    var inAttributeArguments = false
    for token in tokens {
      let starts = depth == 0 && startsDeclaration(token)
      if starts && !previousStarts || units.isEmpty {
        units.append(Unit(tokens: []))
      }
      units[units.count - 1].tokens.append(token)
      let opensArguments =
        depth == 0 && previousStarts && token.kind == .punctuation && token.text == "("
        && units[units.count - 1].tokens.dropLast().last?.kind == .directive
      if opensArguments { inAttributeArguments = true }
      previousStarts = starts
      if token.kind == .punctuation, ["{", "(", "["].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, ["}", ")", "]"].contains(token.text) {
        depth -= 1
        if depth < 0 { return nil }
        if depth == 0 && inAttributeArguments {
          inAttributeArguments = false
          previousStarts = true
        }
      }
    }
    return depth == 0 ? units : nil
  }

  /// The word that says what it declares, after its attributes and modifiers (`class func` is a function).
  var keyword: String? { modifiers.last { Self.keywords.contains($0) } }

  /// Its attributes, modifiers and keyword, each attribute's arguments left out.
  var modifiers: [String] {
    var words: [String] = []
    var index = tokens.startIndex
    while index < tokens.endIndex, Self.startsDeclaration(tokens[index]) {
      words.append(tokens[index].text)
      index += 1
      guard tokens[index - 1].kind == .directive, index < tokens.endIndex, tokens[index].text == "(" else {
        continue
      }
      index = tokens.endOfGroup(at: index, opening: "(", closing: ")")
    }
    return words
  }

  /// The base name it declares: the word after its keyword; nil for an operator, a pattern, several
  /// variables at once, or an attribute but Swift Testing's, whose meaning is not its name.
  var name: String? {
    guard let keyword, !hasOtherDirectives else { return nil }
    if ["init", "subscript"].contains(keyword) { return keyword }
    guard let at = tokens.firstIndex(where: { $0.text == keyword && $0.kind == .name }),
      at + 1 < tokens.count, tokens[at + 1].kind == .name
    else { return nil }
    if ["var", "let"].contains(keyword) && tokens.contains(where: { $0.text == "," }) {
      return firstDepthCommas ? nil : tokens[at + 1].text
    }
    return keyword == "extension" ? typeName : tokens[at + 1].text
  }

  /// Whether a comma separates variables at its own depth.
  private var firstDepthCommas: Bool {
    var depth = 0
    for token in tokens where token.kind == .punctuation {
      if ["{", "(", "["].contains(token.text) { depth += 1 }
      if ["}", ")", "]"].contains(token.text) { depth -= 1 }
      if token.text == ",", depth == 0 { return true }
    }
    return false
  }

  /// Its tokens before its first brace: what it is, for a type or an extension.
  var header: [String] { tokens.prefix { $0.text != "{" }.map(\.text) }

  /// An extension of a named type that adds no conformance and no condition.
  var isPlainExtension: Bool {
    guard keyword == "extension", let at = header.firstIndex(of: "extension") else { return false }
    let rest = header[(at + 1)...]
    return !rest.isEmpty && rest.allSatisfy { $0 == "." || $0.first?.isLetter == true || $0.first == "_" }
      && !rest.contains("where")
  }

  /// A struct, an enum, a class or an extension, with no attribute but Swift Testing's: one whose members
  /// may change by name, beside its own name when it is not open to edits.
  var isEditedByMembers: Bool {
    guard let keyword, ["struct", "enum", "class", "extension"].contains(keyword) else { return false }
    return !typeName.isEmpty && !hasOtherDirectives
  }

  /// A struct, an enum or a final class, with no conformance in its header: one whose functions may
  /// change by name alone.
  var isOpenToEdits: Bool {
    guard let keyword, ["struct", "enum", "class"].contains(keyword) else { return false }
    if keyword == "class" && !modifiers.contains("final") { return false }
    return !header.contains(":") && !header.contains("where") && !hasOtherDirectives
  }

  /// The last word of the type it declares or extends.
  var typeName: String {
    guard let keyword, let at = header.firstIndex(of: keyword) else { return "" }
    return header[(at + 1)...].prefix { $0 == "." || $0.first?.isLetter == true || $0.first == "_" }
      .last { $0 != "." } ?? ""
  }

  /// Its declarations, inside its outer braces.
  var members: [Unit]? {
    guard let open = tokens.firstIndex(where: { $0.kind == .punctuation && $0.text == "{" }),
      tokens.last?.text == "}"
    else { return nil }
    return Self.units(in: tokens[(open + 1)..<(tokens.count - 1)])
  }
}
