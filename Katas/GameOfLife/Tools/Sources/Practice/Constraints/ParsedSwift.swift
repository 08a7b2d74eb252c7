import Compiler
import Foundation
import KataSystem

/// A Swift file as the compiler parses it (`swiftc -dump-parse`, as JSON): only the branches of `#if`
/// that are compiled, and nothing of a string's or a comment's words.
///
/// Statements and declarations carry their place; an expression (a `?:`, a `+=`) is placed at the
/// statement or declaration around it.
struct ParsedSwift {
  /// One node of the tree: its kind (`if_stmt`, `var_decl`, …), its fields, and where it is.
  struct Node {
    var kind: String
    var fields: [String: Any]
    /// The node's byte range, when the compiler gives it one (statements and declarations).
    var range: ClosedRange<Int>?
    /// Its own range, or that of the nearest node around it that has one.
    var enclosing: ClosedRange<Int>
    /// The nodes around it, outermost first: each one's kind, and the field this path left it by
    /// (`body`, `else_stmt`, `members`).
    var ancestors: [(kind: String, field: String)] = []
  }

  let path: String
  let text: String
  private let tree: [String: Any]
  private let tokens: SwiftTokens
  /// The module's type aliases, each with the names its type is made of, for `no-primitives`.
  var aliases: [String: [String]] = [:]

  /// Parses a file with the flags its package is compiled with (`-D DEBUG`); nil when it does not parse,
  /// since the light is amber then and says why.
  init?(path: String, text: String, file: URL, swiftc: String, flags: [String] = ["-D", "DEBUG"]) {
    let command =
      "exec \"$0\" -dump-parse -dump-ast-format json " + flags.joined(separator: " ")
      + " \"$1\" 2>/dev/null"
    guard let result = try? ChildProcess.run(["sh", "-c", command, swiftc, file.path], timeLimit: 60),
      result.succeeded,
      let tree = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    else { return nil }
    (self.path, self.text, self.tree) = (path, text, tree)
    tokens = SwiftTokens(text)
  }

  /// Every node, outer before inner, each with the place of the nearest node around it that has one.
  var nodes: [Node] {
    var found: [Node] = []
    func walk(_ value: Any, in enclosing: ClosedRange<Int>, ancestors: [(kind: String, field: String)]) {
      if let list = value as? [Any] {
        for item in list { walk(item, in: enclosing, ancestors: ancestors) }
      } else if let fields = value as? [String: Any] {
        var range: ClosedRange<Int>?
        if let place = fields["range"] as? [String: Any], let start = place["start"] as? Int,
          let end = place["end"] as? Int, start <= end
        {
          range = start...end
        }
        let kind = fields["_kind"] as? String ?? ""
        found.append(
          Node(kind: kind, fields: fields, range: range, enclosing: range ?? enclosing, ancestors: ancestors))
        for (key, child) in fields where key != "range" {
          walk(child, in: range ?? enclosing, ancestors: ancestors + [(kind, key)])
        }
      }
    }
    walk(tree, in: 0...max(0, text.utf8.count - 1), ancestors: [])
    return found
  }

  /// The line and column (both from 1) of a byte offset.
  func place(of offset: Int) -> (line: Int, column: Int) {
    let before = text.utf8.prefix(offset)
    let line = before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    let column = before.reversed().prefix { $0 != UInt8(ascii: "\n") }.count + 1
    return (line, column)
  }

  /// The code tokens (no string's or comment's words) in a byte range, each with its place.
  func tokens(in range: ClosedRange<Int>) -> [(token: SwiftTokens.Token, previous: String, binary: Bool)] {
    let scalars = { (byte: Int) in
      String(decoding: text.utf8.prefix(byte), as: UTF8.self).unicodeScalars.count
    }
    let (start, end) = (scalars(range.lowerBound), scalars(range.upperBound + 1))
    return tokens.code.indices.filter { tokens.code[$0].start >= start && tokens.code[$0].start < end }.map {
      (tokens.code[$0], $0 > 0 ? tokens.code[$0 - 1].text : "", tokens.isBinary($0))
    }
  }

  /// The line and column (both from 1) of a token.
  func place(of token: SwiftTokens.Token) -> (line: Int, column: Int) {
    let before = tokens.source[..<token.start]
    return (token.line, before.count - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1)
  }
}
