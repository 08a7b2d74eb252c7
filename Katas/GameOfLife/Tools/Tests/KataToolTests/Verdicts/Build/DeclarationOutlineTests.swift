import Testing

@testable import Compiler

@Suite("A source file's declarations, which guess whether an edit changes its module's interface")
struct DeclarationOutlineTests {
  static let game = """
    /// A board.
    public final class Game {
      var cells: [Bool] = []
      public var population: Int { cells.filter { $0 }.count }

      public init(size: Int) {
        cells = Array(repeating: false, count: size)
      }

      public func step() {
        for index in cells.indices { cells[index].toggle() }
      }
    }

    extension Game {
      public func isAlive(at index: Int) -> Bool { cells[index] }
    }

    """

  func outline(_ text: String) -> String { DeclarationOutline(of: text).text }

  @Test(
    "An edit inside a body or a comment leaves the outline as it was",
    arguments: [
      ("for index in cells.indices { cells[index].toggle() }", "cells = cells.map { !$0 }"),
      ("cells.filter { $0 }.count", "cells.reduce(0) { $0 + ($1 ? 1 : 0) }"),
      ("Array(repeating: false, count: size)", "[Bool](repeating: true, count: size + 1)"),
      ("/// A board.", "// The board, its cells in one row."),
      ("{ cells[index] }", "{ index < cells.count && cells[index] }"),
    ])
  func bodyEdit(before: String, after: String) {
    #expect(Self.game.contains(before))
    #expect(outline(Self.game.replacingOccurrences(of: before, with: after)) == outline(Self.game))
  }

  @Test(
    "An edit of a declaration changes the outline",
    arguments: [
      ("public func step() {", "public func step(times: Int = 1) {"),
      ("var cells: [Bool] = []", "var cells: [Int] = []"),
      ("public var population: Int", "public var population: Double"),
      ("extension Game {\n", "extension Game {\n  public func clear() {}\n"),
      ("public final class Game {", "public final class Game: Equatable {"),
      ("public init(size: Int)", "public init(size: Int, alive: Bool)"),
    ])
  func declarationEdit(before: String, after: String) {
    #expect(Self.game.contains(before))
    #expect(outline(Self.game.replacingOccurrences(of: before, with: after)) != outline(Self.game))
  }

  @Test("A body's braces stay, and a string that holds a brace is a string")
  func braces() {
    #expect(outline("func f() { g(\"{\") }\nfunc h() {}") == "func f ( ) {} func h ( ) {}")
  }
}
