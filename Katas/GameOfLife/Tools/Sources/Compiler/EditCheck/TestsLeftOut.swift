/// A test file with the functions an edit left as they were taken out of its type check: their bodies and
/// their `@Test` attributes blanked, every line where it was.
///
/// Swift Testing's `@Test` costs the compiler 10 to 25 ms a test, so a file of a few dozen tests takes a
/// third of a second to fail on the one new test that calls a method not written yet. Without the tests
/// the edit never touched, it fails in a tenth. A function body is type-checked on its own, from the
/// declarations around it alone, and what is blanked only takes code away: every error the compiler
/// finds in what is left, the whole file has too. Only functions that return nothing are blanked, since a
/// body may give its function its result's type (`some`), and only with attributes known to leave the body
/// alone (a result builder's reads it). A file where a slash may open a regular expression is left whole.
struct TestsLeftOut {
  /// The file's text, the functions left out blanked.
  var text: String
  /// How many functions were left out.
  var count: Int

  /// The words that may come before `func` in a declaration.
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
    "mutating", "nonmutating", "nonisolated", "dynamic", "required", "optional", "distributed", "isolated",
  ]
  /// The attributes under which a function's body is the compiler's alone to read.
  private static let plainAttributes: Set<String> = [
    "@Test", "@MainActor", "@available", "@Sendable", "@preconcurrency", "@inline", "@inlinable",
    "@usableFromInline", "@objc", "@nonobjc", "@_disfavoredOverload",
  ]

  /// `text` with each function that is in `last` word for word left out; nil when none is.
  init?(_ text: String, last: String) {
    let tokens = SwiftTokens(text)
    // A slash may open a regular expression, whose braces the tokens would count: no blank is made then.
    if tokens.code.contains(where: { $0.kind == .operator && $0.text.hasPrefix("/") }) { return nil }
    let before = Set(Self.functions(in: SwiftTokens(last)).map(\.text))
    var scalars = tokens.source
    func blank(_ start: Int, _ end: Int) {
      for index in start..<end where scalars[index] != "\n" && scalars[index] != "\r" { scalars[index] = " " }
    }
    count = 0
    for function in Self.functions(in: tokens) where function.isPlain && before.contains(function.text) {
      function.tests.forEach { blank($0.lowerBound, $0.upperBound) }
      blank(function.body.lowerBound, function.body.upperBound)
      count += 1
    }
    if count == 0 { return nil }
    var blanked = String.UnicodeScalarView()
    blanked.append(contentsOf: scalars)
    self.text = String(blanked)
  }

  /// A function with a body, as found in a file's tokens; ranges are offsets in its scalars.
  private struct Function {
    /// From its first attribute or modifier to its closing brace.
    var text: String
    /// Inside its braces.
    var body: Range<Int>
    /// Each `@Test` attribute, with its arguments.
    var tests: [Range<Int>]
    /// Whether it returns nothing and has only attributes that leave its body alone.
    var isPlain: Bool
  }

  /// Every function with a body, those inside other functions' bodies aside.
  private static func functions(in tokens: SwiftTokens) -> [Function] {
    let code = tokens.code
    var found: [Function] = []
    var start: Int?
    var attributes: [(name: String, scalars: Range<Int>)] = []
    var index = 0
    while index < code.count {
      let token = code[index]
      if token.kind == .directive, token.text.hasPrefix("@") {
        start = start ?? index
        var end = index + 1
        if end < code.count, code[end].text == "(", !code[end].spaceBefore {
          end = code.endOfGroup(at: end, opening: "(", closing: ")")
        }
        attributes.append((token.text, token.start..<code[end - 1].end))
        index = end
        continue
      }
      if token.kind == .name, modifiers.contains(token.text) {
        start = start ?? index
        index += 1
        continue
      }
      if token.kind == .name, token.text == "func", let (open, close, returns) = body(of: index, in: code) {
        let first = code[start ?? index]
        found.append(
          Function(
            text: tokens.text(first.start, code[close].end), body: code[open].end..<code[close].start,
            tests: attributes.filter { $0.name == "@Test" }.map(\.scalars),
            isPlain: !returns && attributes.allSatisfy { plainAttributes.contains($0.name) }))
        index = close + 1
      } else {
        index += 1
      }
      start = nil
      attributes = []
    }
    return found
  }

  /// The braces of the body of the function declared at `index`, and whether it returns a value; nil for
  /// one without a body, as a protocol declares it.
  private static func body(of index: Int, in code: [SwiftTokens.Token]) -> (Int, Int, Bool)? {
    var returns = false
    var next = index + 1
    while next < code.count {
      switch code[next].text {
      case "(": next = code.endOfGroup(at: next, opening: "(", closing: ")")
      case "[": next = code.endOfGroup(at: next, opening: "[", closing: "]")
      case "->":
        returns = true
        next += 1
      case "{":
        let close = code.endOfGroup(at: next, opening: "{", closing: "}") - 1
        return code[close].text == "}" ? (next, close, returns) : nil
      case "}", ";", "func", "var", "let", "init", "struct", "class", "enum", "extension", "protocol",
        "actor":
        return nil
      default: next += 1
      }
    }
    return nil
  }
}
