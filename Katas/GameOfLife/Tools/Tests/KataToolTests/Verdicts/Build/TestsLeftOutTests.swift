import Testing

@testable import Compiler

@Suite("A test file's edit checked first, the tests it left as they were taken out")
struct TestsLeftOutTests {
  static let suite = """
    import Testing
    @testable import GameOfLife

    @Suite("The board") struct BoardTests {
      let size: Int

      init() { size = 3 }

      @Test("A lone cell dies", .tags(.rules))
      func loneCell() {
        #expect(Board(size: size).next().population == 0)
      }

      @MainActor @Test(arguments: [1, 2])
      func counts(live: Int) async throws {
        #expect(live > 0)
      }

      func board() -> Board { Board(size: size) }

      @Builder func built() { "a" }
    }

    """
  static let newTest = """

    @Test func answers() {
      #expect(Board(size: 3).answer() == 42)
    }

    """

  @Test("The functions an edit left are blanked with their @Test, every line and column where it was")
  func leavesOutWhatTheEditLeft() throws {
    let edited = Self.suite + Self.newTest
    let left = try #require(TestsLeftOut(edited, last: Self.suite))
    #expect(left.count == 2)
    let lines = left.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == edited.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(left.text.count == edited.count)
    #expect(left.text.hasSuffix(Self.newTest))
    #expect(!left.text.contains("loneCell() {\n    #expect"))
    #expect(!left.text.contains("#expect(live > 0)"))
    #expect(!left.text.contains("@Test(\"A lone cell dies\""))
    #expect(!left.text.contains("@Test(arguments"))
    // What is left declares the same: the functions, their other attributes and their braces.
    #expect(left.text.contains("func loneCell() {"))
    #expect(left.text.contains("@MainActor "))
    #expect(left.text.contains("func counts(live: Int) async throws {"))
  }

  @Test("Code a blank body would break stays: an initializer, a function that returns, another attribute")
  func keepsWhatABlankWouldBreak() throws {
    let left = try #require(TestsLeftOut(Self.suite + Self.newTest, last: Self.suite))
    #expect(left.text.contains("init() { size = 3 }"))
    #expect(left.text.contains("func board() -> Board { Board(size: size) }"))
    #expect(left.text.contains("@Builder func built() { \"a\" }"))
  }

  @Test("A test whose body or attribute the edit changed is checked whole")
  func checksWhatChanged() throws {
    let body = Self.suite.replacingOccurrences(of: "#expect(live > 0)", with: "#expect(live > 1)")
    let left = try #require(TestsLeftOut(body, last: Self.suite))
    #expect(left.count == 1)
    #expect(left.text.contains("@Test(arguments: [1, 2])"))
    #expect(left.text.contains("#expect(live > 1)"))
    let attribute = Self.suite.replacingOccurrences(of: "A lone cell dies", with: "A lone cell dies alone")
    let renamed = try #require(TestsLeftOut(attribute, last: Self.suite))
    #expect(renamed.text.contains("#expect(Board(size: size).next().population == 0)"))
  }

  @Test(
    "Nothing is left out when every function changed, none could be blanked, or a slash may open a regular expression"
  )
  func nothingLeftOut() {
    #expect(TestsLeftOut(Self.newTest, last: "") == nil)
    let helpers = "func board() -> Board { Board(size: 3) }\n"
    #expect(TestsLeftOut(helpers + Self.newTest, last: helpers) == nil)
    // `/\{/` and `/\}/` are regular expressions, whose braces the tokens would count as the bodies'.
    let regex = """
      @Test func opens() { #expect("{".contains(/\\{/)) }
      @Test func closes() { #expect("}".contains(/\\}/)) }

      """
    #expect(TestsLeftOut(regex + Self.newTest, last: regex) == nil)
  }

  @Test("A function inside a body goes with it, and a protocol's requirement has no body to blank")
  func nestedAndRequirements() throws {
    let last = """
      protocol Stepping { func step() }
      func outer() {
        func inner() { print("inner") }
        inner()
      }

      """
    let left = try #require(TestsLeftOut(last + Self.newTest, last: last))
    #expect(left.count == 1)
    #expect(left.text.contains("protocol Stepping { func step() }"))
    #expect(!left.text.contains("print(\"inner\")"))
  }

  @Test("The check's error is believed only on a line it left as written, never on a blank made wrong")
  func errorsOnWrittenLines() throws {
    let written = Self.suite + Self.newTest
    let left = try #require(TestsLeftOut(written, last: Self.suite))
    let files = ["/p/Tests.swift": (written: written, checked: left.text)]
    func line(of text: String) -> Int {
      let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
      return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }
    let inNewTest =
      "/p/Tests.swift:\(line(of: "answer() == 42")):30: error: value of type 'Board' has no member"
    #expect(EditCheck.errorsOnWrittenLines(inNewTest, of: files))
    let onBlank = "/p/Tests.swift:\(line(of: "#expect(live > 0)")):5: error: expected '}' in struct"
    #expect(!EditCheck.errorsOnWrittenLines(inNewTest + "\n" + onBlank, of: files))
    #expect(EditCheck.errorsOnWrittenLines("/p/Other.swift:3:1: error: elsewhere", of: files))
  }

  @Test("The compiler's quotes of a checked file show the learner's lines, not the blanks")
  func quotesTheLearnersLines() {
    let text = "@Test func a() {\n  #expect(x == 1)\n}\n@Test func b() {\n  #expect(y() == 2)\n}\n"
    let output = """
      /p/Tests.swift:5:12: error: cannot find 'y' in scope
      3 |
      4 | @Test func b() {
      5 |   #expect(y() == 2)
        |            `- error: cannot find 'y' in scope
      6 | }
      /p/Other.swift:1:1: error: elsewhere
      1 |
      """
    let quoted = EditCheck.quoting(output, from: ["/p/Tests.swift": text])
    #expect(quoted.contains("3 | }\n4 | @Test func b() {"))
    #expect(quoted.contains("  |            `- error: cannot find 'y' in scope"))
    #expect(quoted.hasSuffix("/p/Other.swift:1:1: error: elsewhere\n1 |"))
  }
}
