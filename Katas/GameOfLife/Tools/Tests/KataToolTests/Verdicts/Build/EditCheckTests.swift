import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Verdicts

@Suite("A test module's edit checked first, the tests it left taken out", .serialized)
struct EditCheckTests {
  static let board = KeptInterfaceTests.board
  /// A suite with code an empty body would break: an opaque result's type, a result builder's block.
  static let tests = """
    import GameOfLife
    import LifeCore
    import Testing

    @resultBuilder enum Lines {
      static func buildBlock(_ first: String, _ more: String...) -> [String] { [first] + more }
    }

    @Suite struct BoardTests {
      let cells: Int
      init() { cells = 3 }
      func board() -> Board { Board(cells: cells) }
      func size() -> some Equatable { cells }
      @Lines func lines() -> [String] { "a" }

      @Test func population() { #expect(Game(board: board()).population() == 3) }
    }

    """

  /// Whether the build type-checked the edit first.
  static func checked(_ outcome: Outcome) -> Bool {
    outcome.buildNotes.plan.contains { $0.hasPrefix("GameOfLifeTests: type-checks GameTests.swift first") }
  }

  @Test(
    "A new test calling a missing method is amber from the check, which quotes the learner's lines; a new test that passes is green",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func amberFromTheCheck() throws {
    let runner = SuiteRunner(package: try scratchPackage("edit-check"))
    #expect(failing(try runner.run(threeModulePackage(board: Self.board, tests: Self.tests))) == [])

    let twice = Self.tests.replacingOccurrences(
      of: "population() == 3) }\n",
      with: "population() == 3) }\n  @Test func twice() { #expect(Board(cells: 3).twice() == 6) }\n")
    let amber = try runner.run(threeModulePackage(board: Self.board, tests: twice))
    let error = try #require(amber.compileError)
    #expect(error.contains("has no member 'twice'"), "\(error)")
    #expect(error.contains("@Test func population() { #expect(Game(board: board()).population() == 3) }"))
    #expect(Self.checked(amber), "\(amber.buildNotes.plan)")

    // Blanked, `size()` or `lines()` would not type-check: the check leaves them as they are.
    let passing = Self.tests.replacingOccurrences(
      of: "population() == 3) }\n",
      with: "population() == 3) }\n  @Test func same() { #expect(board().count() == 3) }\n")
    let green = try runner.run(threeModulePackage(board: Self.board, tests: passing))
    #expect(green.compiled && failing(green) == [], "\(green.compileError ?? "")")
    #expect(Self.checked(green), "\(green.buildNotes.plan)")

    // A test written with the method it calls, which changes an import: most often it compiles, unchecked.
    let method = Self.board + "\nextension Board {\n  public func twice() -> Int { cells * 2 }\n}\n"
    let together = try runner.run(threeModulePackage(board: method, tests: twice))
    #expect(together.compiled && failing(together) == [], "\(together.compileError ?? "")")
    #expect(!Self.checked(together), "\(together.buildNotes.plan)")
  }

  @Test(
    "An error only the whole module has, in a test the edit left, is still amber from the module's compile",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func errorBeyondTheCheck() throws {
    let runner = SuiteRunner(package: try scratchPackage("edit-check-beyond"))
    #expect(failing(try runner.run(threeModulePackage(board: Self.board, tests: Self.tests))) == [])
    // `board()` now takes a size: the edit is outside the test that calls it, which the check leaves out.
    let changed = Self.tests.replacingOccurrences(
      of: "func board() -> Board { Board(cells: cells) }",
      with: "func board(size: Int) -> Board { Board(cells: size) }\n  @Test func other() { #expect(true) }")
    let amber = try runner.run(threeModulePackage(board: Self.board, tests: changed))
    let error = try #require(amber.compileError)
    #expect(error.contains("missing argument for parameter 'size'"), "\(error)")
  }
}
