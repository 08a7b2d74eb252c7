/// A source file's code outside the bodies of its functions, initializers, subscripts, properties and
/// closures: what of it can change its module's interface.
///
/// It is only a guess, from tokens, of whether an edit changes the interface, made before the compiler
/// says so: when it does, the build compiles every file of the module at once instead of the edited one
/// alone. An object is always filed under the interface the compiler gives, so a wrong guess costs time,
/// never a verdict.
struct DeclarationOutline: Equatable {
  let text: String

  /// The words that open a type's own scope, whose braces hold declarations.
  private static let scopes: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
  /// The words that declare something whose braces hold a body.
  private static let bodies: Set<String> = ["func", "init", "deinit", "subscript", "var", "let"]

  init(of source: String) {
    let code = SwiftTokens(source).code
    var words: [String] = []
    var opensBody = false
    var index = 0
    while index < code.count {
      let token = code[index]
      if token.kind == .name, Self.scopes.contains(token.text) { opensBody = false }
      if token.kind == .name, Self.bodies.contains(token.text) { opensBody = true }
      if token.kind == .punctuation, token.text == "{", opensBody {
        // A body: only its braces stay, so that an edit inside it leaves the outline as it was.
        index = code.endOfGroup(at: index, opening: "{", closing: "}")
        words.append("{}")
        continue
      }
      words.append(token.text)
      index += 1
    }
    text = words.joined(separator: " ")
  }
}

extension Array where Element == SwiftTokens.Token {
  /// The index after the bracket that closes the one at `start`, brackets of the same kind inside
  /// counted; the end when it never closes.
  func endOfGroup(at start: Int, opening: String, closing: String) -> Int {
    var depth = 0
    var index = start
    repeat {
      if self[index].kind == .punctuation, self[index].text == opening { depth += 1 }
      if self[index].kind == .punctuation, self[index].text == closing { depth -= 1 }
      index += 1
    } while depth > 0 && index < count
    return index
  }
}
