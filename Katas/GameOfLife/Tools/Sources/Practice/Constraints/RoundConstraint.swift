import Foundation
import KataSystem

/// A round's constraint the workspace checks on every light: in the pair's code, or in the history of
/// their lights (`RoundConstraint+History.swift`).
///
/// The code is read as the compiler parses it (`ParsedSwift`): a word in a string or a comment, or in a
/// branch of `#if` that is not compiled, never counts. What a check cannot see is said in the kata's
/// README.
package enum RoundConstraint: String, CaseIterable, Sendable {
  case noConditionals = "no-conditionals"
  case noLoops = "no-loops"
  case noElse = "no-else"
  case immutableOnly = "immutable-only"
  case fiveLineMethods = "five-line-methods"
  case oneLevelOfIndentation = "one-level-of-indentation"
  case twoStoredProperties = "two-stored-properties"
  case noPrimitives = "no-primitives"
  case babySteps = "baby-steps"
  case pingPong = "ping-pong"
  case tddAsIfYouMeantIt = "tdd-as-if-you-meant-it"

  /// The constraint a pair chose for its lights (`CONSTRAINT=`): nil for none, and one line naming
  /// every constraint the light can check for a name it cannot.
  package static func chosen(_ name: String) throws -> RoundConstraint? {
    guard !name.isEmpty else { return nil }
    guard let constraint = RoundConstraint(rawValue: name) else {
      throw KataError(
        "CONSTRAINT must be one the light can check, "
          + allCases.map(\.rawValue).joined(separator: ", ") + ", not '\(name)'")
    }
    return constraint
  }

  /// The most lines a body may have between its braces under `five-line-methods`.
  static let methodLines = 5

  /// Every break of the constraint in one parsed file, in the order of the file.
  ///
  /// A statement or a declaration is placed where the compiler says it starts. An expression has no place
  /// in the parsed tree (a `?:`, a `+=`, a `.forEach`): it is placed at its own token, the first such
  /// tokens in the statement around it.
  func breaks(in file: ParsedSwift) -> [ConstraintBreak] {
    var placed: [ConstraintBreak] = []
    var unplaced: [ClosedRange<Int>: [String]] = [:]
    for node in file.nodes {
      guard let what = what(node, in: file) else { continue }
      if let range = node.range, let token = Self.keywords[what] {
        // `else` and `inout` are placed at their own words in the statement or the parameters.
        var words = file.tokens(in: range).filter { $0.token.text == token }
        if what == "else", let elsePart = node.fields["else_stmt"] as? [String: Any],
          let place = elsePart["range"] as? [String: Any], let start = place["start"] as? Int
        {
          words = Array(
            file.tokens(in: range.lowerBound...max(range.lowerBound, start - 1)).filter {
              $0.token.text == token
            }.suffix(1))
        }
        for word in words {
          let (line, column) = file.place(of: word.token)
          placed.append(ConstraintBreak(file: file.path, line: line, column: column, what: what))
        }
      } else if let range = node.range {
        let (line, column) = file.place(of: range.lowerBound)
        placed.append(ConstraintBreak(file: file.path, line: line, column: column, what: what))
      } else {
        unplaced[node.enclosing, default: []].append(what)
      }
    }
    for (range, found) in unplaced {
      for what in Set(found) {
        let count = found.filter { $0 == what }.count
        // The token that says it: `?` for a `?:` (as a binary operator, not an optional's), `.forEach`.
        let tokens = file.tokens(in: range).filter { token, previous, binary in
          switch what {
          case "?:": token.text == "?" && binary
          case "forEach": token.text == "forEach" && previous == "."
          default: token.text == what
          }
        }
        for token in tokens.prefix(count) {
          let (line, column) = file.place(of: token.token)
          placed.append(ConstraintBreak(file: file.path, line: line, column: column, what: what))
        }
      }
    }
    return placed.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// What breaks the constraint at this node, in a few words; nil when nothing does.
  private func what(_ node: ParsedSwift.Node, in file: ParsedSwift) -> String? {
    switch self {
    case .noConditionals:
      return Self.conditionals[node.kind]
    case .noLoops:
      if node.kind == "unresolved_dot_expr", node.fields["field"] as? String == "forEach" { return "forEach" }
      return Self.loops[node.kind]
    case .noElse:
      return node.kind == "if_stmt" && node.fields["else_stmt"] != nil ? "else" : nil
    case .immutableOnly:
      switch node.kind {
      case "var_decl" where node.fields["let"] as? Bool != true && node.fields["accessors"] == nil:
        return "var \(Self.name(of: node))"
      case "mutating_attr": return "mutating"
      case "unresolved_decl_ref_expr":
        let name = node.fields["name"] as? String ?? ""
        return Self.compoundAssignments.contains(name) ? name : nil
      case "parameter_list": return "inout"
      default: return nil
      }
    case .oneLevelOfIndentation:
      // A block statement inside another in the same body; an `else if` continues its `if`.
      guard let keyword = Self.blocks[node.kind] else { return nil }
      let body = node.ancestors.lastIndex { Self.bodies.contains($0.kind) } ?? -1
      let around = node.ancestors.indices.filter { index in
        index > body && Self.blocks[node.ancestors[index].kind] != nil
          && !(node.ancestors[index].kind == "if_stmt" && node.ancestors[index].field == "else_stmt"
            && index == node.ancestors.count - 1)
      }
      guard let outer = around.last else { return nil }
      return "\(keyword) inside \(Self.blocks[node.ancestors[outer].kind] ?? "a block")"
    case .noPrimitives:
      return PublicPrimitives.what(node, in: file)
    case .babySteps, .pingPong, .tddAsIfYouMeantIt:
      return nil
    case .twoStoredProperties:
      // A type's stored properties past its second (not static, not computed), each named.
      guard Self.types.contains(node.kind), let members = node.fields["members"] as? [[String: Any]] else {
        return nil
      }
      let stored = members.filter {
        $0["_kind"] as? String == "var_decl" && $0["accessors"] == nil && $0["static"] as? Bool != true
      }
      guard stored.count > 2 else { return nil }
      let names = stored.map {
        Self.name(of: ParsedSwift.Node(kind: "var_decl", fields: $0, enclosing: 0...0))
      }
      return "\(Self.name(of: node)) stores \(stored.count): \(names.joined(separator: ", "))"
    case .fiveLineMethods:
      guard Self.bodies.contains(node.kind), let body = node.fields["body"] as? [String: Any],
        let place = body["range"] as? [String: Any], let start = place["start"] as? Int,
        let end = place["end"] as? Int
      else { return nil }
      let lines = file.place(of: end).line - file.place(of: start).line - 1
      guard lines > Self.methodLines else { return nil }
      let kind = node.kind == "closure_expr" ? "a closure" : Self.name(of: node)
      return "\(kind) of \(lines) lines"
    }
  }

  private static let conditionals = [
    "if_stmt": "if", "guard_stmt": "guard", "switch_stmt": "switch", "while_stmt": "while",
    "repeat_while_stmt": "repeat", "ternary_expr": "?:",
  ]
  /// The breaks placed at their own keyword rather than at their statement.
  private static let keywords = ["else": "else", "inout": "inout"]
  /// The statements that open a block, as `one-level-of-indentation` names them.
  private static let blocks = [
    "if_stmt": "if", "guard_stmt": "guard", "switch_stmt": "switch", "for_each_stmt": "for",
    "while_stmt": "while", "repeat_while_stmt": "repeat", "do_stmt": "do", "do_catch_stmt": "do",
  ]
  private static let types: Set = ["struct_decl", "class_decl", "enum_decl", "actor_decl"]
  private static let loops = ["for_each_stmt": "for", "while_stmt": "while", "repeat_while_stmt": "repeat"]
  private static let compoundAssignments: Set = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
  ]
  private static let bodies: Set = ["func_decl", "constructor_decl", "accessor_decl", "closure_expr"]

  private static func name(of node: ParsedSwift.Node) -> String {
    let name = node.fields["name"] as? [String: Any]
    let base = (name?["base_name"] as? [String: Any])?["name"] as? String
    return base ?? (node.kind == "constructor_decl" ? "init" : "?")
  }
}

/// One place the pair's code breaks the round's constraint.
package struct ConstraintBreak: Codable, Equatable, Sendable {
  package var file: String
  package var line: Int
  package var column: Int
  /// What breaks it, as the code says it: `if`, `var cells`, `+=`, `step of 7 lines`.
  package var what: String

  /// Where and what, as a compiler names a place: `Sources/GameOfLife/Game.swift:12:5: if`; a light
  /// that breaks a constraint of the history is named by its run: `run 7: no green for 3:10`.
  package var description: String { line > 0 ? "\(file):\(line):\(column): \(what)" : "\(file): \(what)" }
}

extension RoundConstraint {
  /// Every break in the Sources of a snapshot, file by file, each file parsed as it was when the run
  /// started (written into `folder` first); a file that does not parse is passed over, since its light
  /// is amber and says why.
  ///
  /// The compiler starts once a file, about a tenth of a second, so what each file's text gave is kept in
  /// `folder` and only a file whose text changed is parsed again: a light parses the file just saved.
  ///
  /// What the template gave, as `template` holds it, is not the pair's: a break the template's own code
  /// has in the same file, in the same words (its `var grid`, its public `Int`s), is not counted.
  func breaks(
    in snapshot: Snapshot, folder: URL, swiftc: String, template: Snapshot? = nil
  ) -> [ConstraintBreak] {
    let found = sourceBreaks(in: snapshot, folder: folder, swiftc: swiftc)
    guard let template else { return found }
    let given = Set(
      sourceBreaks(in: template, folder: folder, swiftc: swiftc).map { "\($0.file) \($0.what)" })
    return found.filter { !given.contains("\($0.file) \($0.what)") }
  }

  private func sourceBreaks(in snapshot: Snapshot, folder: URL, swiftc: String) -> [ConstraintBreak] {
    let files = snapshot.files.filter { $0.key.hasPrefix("Sources/") && $0.key.hasSuffix(".swift") }
      .sorted { $0.key < $1.key }
    // A type alias in one file can make a primitive of a type in another.
    let aliases =
      self == .noPrimitives
      ? files.reduce(into: [String: [String]]()) {
        $0.merge(PublicPrimitives.aliases(in: $1.value)) { a, _ in a }
      }
      : [:]
    let keptFile = folder.appendingPathComponent("\(rawValue).json")
    let kept =
      (try? JSONDecoder().decode([String: [ConstraintBreak]].self, from: Data(contentsOf: keptFile))) ?? [:]
    let keys = files.map { path, text in
      var key = Fingerprint()
      key.add(path)
      key.add(text)
      for (alias, names) in aliases.sorted(by: { $0.key < $1.key }) {
        key.add(alias + "=" + names.joined(separator: " "))
      }
      return "\(key)"
    }
    let found = Locked(kept)
    let missing = files.indices.filter { kept[keys[$0]] == nil }
    DispatchQueue.concurrentPerform(iterations: missing.count) { index in
      let (path, text) = files[missing[index]]
      let file = folder.appendingPathComponent(
        "parsed/\(index)/" + URL(fileURLWithPath: path).lastPathComponent)
      try? FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      guard (try? Data(text.utf8).write(to: file)) != nil,
        var parsed = ParsedSwift(path: path, text: text, file: file, swiftc: swiftc)
      else { return }
      parsed.aliases = aliases
      let breaks = self.breaks(in: parsed)
      found.withLock { $0[keys[missing[index]]] = breaks }
    }
    var all = found.withLock { $0 }
    // Kept for the files of the template and a few versions of the pair's; the current ones always.
    if all.count > 400 { all = all.filter { Set(keys).contains($0.key) } }
    if !missing.isEmpty, let data = try? JSONEncoder().encode(all) {
      try? data.write(to: keptFile, options: .atomic)
    }
    return keys.flatMap { all[$0] ?? [] }
  }
}
