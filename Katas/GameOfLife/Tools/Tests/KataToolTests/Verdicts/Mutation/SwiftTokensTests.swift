import Foundation
import Testing

@testable import Compiler

@Suite("Swift source cut into tokens")
struct SwiftTokensTests {
  /// The code tokens' texts, comments left out.
  func code(_ text: String) -> [String] { SwiftTokens(text).code.map(\.text) }

  @Test("Strings are one token each: escapes, interpolations with strings and parentheses inside")
  func strings() {
    #expect(
      code(#"let s = "a \"b\" \(f("x)", (1 + 2))) c" + t"#) == [
        "let", "s", "=", #""a \"b\" \(f("x)", (1 + 2))) c""#, "+", "t",
      ])
  }

  @Test("Multi-line and raw strings, with their interpolations, are one token")
  func multiLineAndRaw() {
    let multi = "let s = \"\"\"\n  a == b \"quoted\" \\(x + 1)\n  \"\"\"\nx == 1"
    #expect(
      code(multi) == ["let", "s", "=", "\"\"\"\n  a == b \"quoted\" \\(x + 1)\n  \"\"\"", "x", "==", "1"])
    #expect(
      code(##"a = #"x "y" \#(z + 1) \(w)"# + 1"##) == ["a", "=", ##"#"x "y" \#(z + 1) \(w)"#"##, "+", "1"])
    #expect(code(###"a = ##"x "# y"## < b"###) == ["a", "=", ###"##"x "# y"##"###, "<", "b"])
  }

  @Test("Comments: line, doc, block, nested block; an operator is read up to a comment")
  func comments() {
    let tokens = SwiftTokens("a /* x == /* nested */ y < */ + b // c < d\n/// doc 1 + 2\nc+/* q */d")
    #expect(tokens.code.map(\.text) == ["a", "+", "b", "c", "+", "d"])
    #expect(tokens.all.filter { $0.kind == .comment }.count == 4)
    #expect(tokens.code.map(\.line) == [1, 1, 1, 3, 3, 3])
  }

  @Test("Numbers, ranges and members")
  func numbers() {
    #expect(
      code("1...3 0..<n 1_000 0x1F 1.5 2e3 t.0") == [
        "1", "...", "3", "0", "..<", "n", "1_000", "0x1F", "1.5", "2e3", "t", ".", "0",
      ])
    #expect(SwiftTokens("1.5 2").code.map(\.kind) == [.float, .integer])
  }

  @Test("Binary operators are spaced on both sides or on neither; prefix and postfix ones are not")
  func binary() {
    let tokens = SwiftTokens("a+b - -c != d! && !e")
    let binary = tokens.code.indices.filter(tokens.isBinary).map { tokens.code[$0].text }
    #expect(binary == ["+", "-", "!=", "&&"])
    let prefixed = SwiftTokens("(!a, -b) && !c || d! [~e]")
    #expect(
      prefixed.code.indices.filter(prefixed.isPrefix).map { prefixed.code[$0].text } == ["!", "-", "!", "~"])
  }

  @Test("Attributes, directives and extended regular expressions")
  func directives() {
    #expect(
      code("@available(macOS 13, *) #if DEBUG let r = #/a+b/#") == [
        "@available", "(", "macOS", "13", ",", "*", ")", "#if", "DEBUG", "let", "r", "=", "#/a+b/#",
      ])
  }
}
