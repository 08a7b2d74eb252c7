import Compiler
import Foundation

/// What `no-primitives` reads: a public declaration whose parameter, result or type is a primitive, or a
/// collection of them, seen through the module's type aliases.
///
/// The parsed tree keeps a result's type but not a parameter's, so the types are read from the code's
/// tokens (never a comment's words) in the places the tree gives.
enum PublicPrimitives {
  static let primitives: Set = ["Int", "Bool", "String", "Double", "Float", "Character"]
  static let collections: Set = ["Array", "Set", "Dictionary", "Optional"]

  /// The type aliases a file declares, each with the names its type is made of.
  static func aliases(in text: String) -> [String: [String]] {
    let code = SwiftTokens(text).code
    var found: [String: [String]] = [:]
    for index in code.indices where code[index].text == "typealias" && index + 2 < code.count {
      let names = code[(index + 3)...].prefix { $0.line == code[index].line && $0.text != "{" }
        .filter { $0.kind == .name }.map(\.text)
      found[code[index + 1].text] = names
    }
    return found
  }

  /// What makes a node a break: "count(_:) takes Int", "step() returns [Bool]", "var cells is [Bool]".
  static func what(_ node: ParsedSwift.Node, in file: ParsedSwift) -> String? {
    guard isPublic(node), let range = node.range else { return nil }
    switch node.kind {
    case "func_decl", "constructor_decl":
      let name = signature(of: node)
      if let params = node.fields["params"] as? [String: Any], let place = params["range"] as? [String: Any],
        let start = place["start"] as? Int, let end = place["end"] as? Int, start < end
      {
        for type in parameterTypes(file.tokens(in: start...end).map(\.token)) where isPrimitive(type, file) {
          return "\(name) takes \(type.joined())"
        }
      }
      let body = ((node.fields["body"] as? [String: Any])?["range"] as? [String: Any])?["start"] as? Int
      let tokens = file.tokens(
        in: range.lowerBound...max(range.lowerBound, (body ?? range.upperBound + 1) - 1)
      )
      .map(\.token)
      if let arrow = tokens.lastIndex(where: { $0.text == "->" }) {
        let result = tokens[(arrow + 1)...].prefix { $0.text != "where" }.map(\.text)
        if isPrimitive(result, file) { return "\(name) returns \(result.joined())" }
      }
      return nil
    case "var_decl":
      // The type after the name, up to its value or its accessors, on the same line.
      let tokens = file.tokens(in: range.lowerBound...(file.text.utf8.count - 1)).map(\.token)
      guard let name = tokens.first, tokens.count > 2, tokens[1].text == ":" else { return nil }
      let type = tokens.dropFirst(2).prefix {
        $0.line == name.line && !["=", "{", "}", ";", ","].contains($0.text)
      }
      .map(\.text)
      return isPrimitive(type, file) ? "var \(name.text) is \(type.joined())" : nil
    default:
      return nil
    }
  }

  private static func isPublic(_ node: ParsedSwift.Node) -> Bool {
    let attributes = node.fields["attrs"] as? [[String: Any]] ?? []
    return attributes.contains {
      $0["_kind"] as? String == "access_control_attr"
        && ["public", "open"].contains($0["access_level"] as? String)
    }
  }

  /// `count(at:)`, `init(width:height:)`.
  private static func signature(of node: ParsedSwift.Node) -> String {
    let name = node.fields["name"] as? [String: Any]
    let base = (name?["base_name"] as? [String: Any])?["name"] as? String ?? "init"
    let labels = (name?["args"] as? [String] ?? []).map { ($0.isEmpty ? "_" : $0) + ":" }
    return "\(base)(\(labels.joined()))"
  }

  /// Each parameter's type, as its tokens: what follows its label's `:`, up to a default value.
  private static func parameterTypes(_ tokens: [SwiftTokens.Token]) -> [[String]] {
    var parameters: [[String]] = [[]]
    var depth = 0
    for token in tokens.dropFirst().dropLast() {
      if "([<".contains(token.text) { depth += 1 } else if ")]>".contains(token.text) { depth -= 1 }
      if depth == 0 && token.text == "," {
        parameters.append([])
      } else {
        parameters[parameters.count - 1].append(token.text)
      }
    }
    return parameters.compactMap { words in
      guard let colon = words.firstIndex(of: ":") else { return nil }
      return Array(words[(colon + 1)...].prefix { $0 != "=" })
    }
  }

  /// Whether a type, its aliases seen through, is made of primitives and collections of them only.
  private static func isPrimitive(_ type: [String], _ file: ParsedSwift, depth: Int = 0) -> Bool {
    let names = type.filter { $0.first?.isLetter == true && !["inout", "some", "any"].contains($0) }
    guard !names.isEmpty, depth < 8 else { return false }
    let primitive = { (name: String) in
      primitives.contains(name)
        || (file.aliases[name].map { isPrimitive($0, file, depth: depth + 1) } ?? false)
    }
    return names.contains(where: primitive) && names.allSatisfy { primitive($0) || collections.contains($0) }
  }
}
