import Foundation
import Testing

@testable import Compiler

@Suite("The names an edit of declarations changed, or none when it changed what a name cannot say")
struct DeclarationChangesTests {
  static let game = """
    public final class Game {
      var cells: [Bool] = []
      public init(size: Int) { cells = Array(repeating: false, count: size) }
      public func step() { cells = cells.map { !$0 } }
    }

    extension Game {
      public func isAlive(at index: Int) -> Bool { cells[index] }
      public var population: Int { cells.filter { $0 }.count }
    }

    public struct Position: Hashable {
      public var row: Int
      public var column: Int
    }

    """

  func changes(_ before: String, _ after: String, in text: String = game) -> DeclarationChanges? {
    #expect(text.contains(before))
    return DeclarationChanges(
      from: DeclarationOutline(of: text).text,
      to: DeclarationOutline(of: text.replacingOccurrences(of: before, with: after)).text)
  }

  func named(_ names: Set<String>) -> DeclarationChanges {
    var changes = DeclarationChanges()
    changes.names = names
    return changes
  }

  @Test("A function, a computed property or a whole extension added, removed or changed is named")
  func named() {
    #expect(
      changes("public var population", "public func clear() {}\n  public var population")
        == named(["clear"]))
    #expect(
      changes("public func isAlive(at index: Int)", "public func isAlive(row: Int)")
        == named(["isAlive"]))
    #expect(
      changes(
        "public struct Position",
        "extension Game {\n  public func benchMethod7() -> Int { 7 }\n}\n\npublic struct Position")
        == named(["benchMethod7"]))
    #expect(
      changes("public func step() {", "public func step(times: Int) {")
        == named(["step"]))
    #expect(
      changes("public struct Position", "func helper() -> Int { 1 }\npublic struct Position")
        == named(["helper"]))
    #expect(
      changes("public init(size: Int)", "public init(rows: Int)") == named(["init"]))
  }

  @Test(
    "What may change another file's code without its naming it is not named",
    arguments: [
      // A stored property moves the layout of whatever holds the type.
      ("var cells: [Bool] = []", "var cells: [Bool] = []\n  var generation = 0"),
      ("public var column: Int", "public var column: Int\n  public var layer: Int"),
      // A type edited by its conformances, and a class's method, which has a place in its table.
      ("public final class Game {", "public final class Game: Equatable {"),
      ("public final class Game {", "open class Game {"),
      ("extension Game {", "extension Game: CustomStringConvertible {"),
      // An attribute or an import may change what a name means.
      ("public func isAlive", "@discardableResult public func isAlive"),
      ("public final class Game {", "import Foundation\n\npublic final class Game {"),
    ])
  func notNamed(before: String, after: String) {
    #expect(changes(before, after) == nil)
  }

  @Test(
    "An edited method of a class that is not final, or of a type with conformances, names the type too"
  )
  func typesNamedThemselves() {
    let edit = ("public func step() {", "public func step(times: Int) {")
    #expect(changes(edit.0, edit.1) == named(["step"]))
    let open = Self.game.replacingOccurrences(of: "public final class", with: "open class")
    #expect(changes(edit.0, edit.1, in: open) == named(["step", "Game"]))
    let hashable = Self.game.replacingOccurrences(
      of: "public final class Game {", with: "public final class Game: Hashable {")
    #expect(changes(edit.0, edit.1, in: hashable) == named(["step", "Game"]))
    #expect(
      changes("public var column: Int\n", "public var column: Int\n  func isOrigin() -> Bool { row == 0 }\n")
        == named(["isOrigin", "Position"]))
    let described = Self.game.replacingOccurrences(
      of: "extension Game {", with: "extension Game: CustomStringConvertible {")
    #expect(
      changes(
        "public var population", "public var description: String { \"\" }\n  public var population",
        in: described)
        == named(["description", "Game"]))
    // A stored property is still not named, in any type.
    #expect(changes("public var column: Int\n", "public var column: Int\n  var layer = 0\n") == nil)
  }

  static let xctestCase = """
    import GameOfLife
    import XCTest

    final class GameTests: XCTestCase {
      func testALoneCellDies() throws {
        XCTAssertEqual(try Game(picture: "O").population, 1)
      }
    }

    """

  @Test("A new XCTest method names itself and its case")
  func xctestNamed() {
    #expect(
      changes(
        "  }\n}", "  }\n\n  func testABlockStays() { XCTAssertTrue(true) }\n}", in: Self.xctestCase)
        == named(["testABlockStays", "GameTests"]))
    let open = Self.xctestCase.replacingOccurrences(of: "final class", with: "class")
    #expect(
      changes("func testALoneCellDies", "func testAnEmptyBoardStays", in: open)
        == named(["testALoneCellDies", "testAnEmptyBoardStays", "GameTests"]))
    #expect(
      changes(
        "final class GameTests: XCTestCase", "@MainActor final class GameTests: XCTestCase",
        in: Self.xctestCase) == nil)
  }

  /// A symbol graph as the compiler writes one, of the symbols given as (id, kind, path, declaration),
  /// and relationships as (kind, source, target).
  func graph(
    _ symbols: [(String, String, [String], String)], _ relationships: [(String, String, String)] = []
  )
    -> Data
  {
    let json: [String: Any] = [
      "symbols": symbols.map { id, kind, path, declaration in
        [
          "identifier": ["precise": id], "kind": ["identifier": kind], "pathComponents": path,
          "declarationFragments": [["kind": "text", "spelling": declaration]],
        ] as [String: Any]
      },
      "relationships": relationships.map { ["kind": $0.0, "source": $0.1, "target": $0.2] },
    ]
    return (try? JSONSerialization.data(withJSONObject: json)) ?? Data()
  }

  @Test(
    "A symbol graph's changes are named by every name on their paths; a class's or a conformance's are not")
  func symbolGraphs() {
    let test = ("s:answer", "swift.func", ["answerIs21()"], "func answerIs21()")
    let board = ("s:Board", "swift.struct", ["Board"], "struct Board")
    let before = graph([test, board])
    let newTest = ("s:positive", "swift.func", ["answerIsPositive()"], "func answerIsPositive()")
    let member = ("s:Board.size", "swift.property", ["Board", "size"], "var size: Int")
    #expect(
      DeclarationChanges(symbolGraphFrom: before, to: graph([test, board, newTest]))?.names == [
        "answerIsPositive"
      ])
    #expect(
      DeclarationChanges(symbolGraphFrom: before, to: graph([test, board, member]))?.names == [
        "Board", "size",
      ])
    // A conformance of a type that was there before, and anything in a class, are not named.
    let conformance = ("conformsTo", "s:Board", "s:Equatable")
    #expect(DeclarationChanges(symbolGraphFrom: before, to: graph([test, board], [conformance])) == nil)
    let base = ("s:Base", "swift.class", ["Base"], "class Base")
    let helper = ("s:Base.helper", "swift.method", ["Base", "helper()"], "func helper()")
    #expect(DeclarationChanges(symbolGraphFrom: graph([base]), to: graph([base, helper])) == nil)
    #expect(DeclarationChanges(symbolGraphFrom: Data("{}".utf8), to: before) == nil)
  }

  static let suite = """
    import Testing

    @Test func aBlinkerTurns() { #expect(turned()) }

    @Suite struct Rules {
      @Test("A lone cell dies", .tags(.rules)) func aLoneCellDies() { #expect(died()) }
    }

    """

  @Test("A test or a suite of Swift Testing is named by its function or its type; another attribute is not")
  func swiftTestingNamed() {
    #expect(
      changes(
        "@Suite struct Rules", "@Test func more() { #expect(true) }\n\n@Suite struct Rules", in: Self.suite)
        == named(["more"]))
    #expect(
      changes(
        "  @Test(\"A lone", "  @Test(arguments: [1, 2]) func grows(by: Int) {}\n  @Test(\"A lone",
        in: Self.suite)
        == named(["grows"]))
    #expect(
      changes("@Suite struct Rules", "@Suite struct Others {}\n\n@Suite struct Rules", in: Self.suite)
        == named(["Others"]))
    #expect(changes(".tags(.rules)", ".tags(.rules, .slow)", in: Self.suite) == named(["aLoneCellDies"]))
    let file = "import GameOfLife\nimport Testing\n\n@Test func answerIs21() { #expect(answer() == 21) }\n"
    #expect(
      DeclarationChanges(
        from: DeclarationOutline(of: file).text,
        to: DeclarationOutline(of: file + "@Test func answerIsPositive() { #expect(answer() > 0) }\n").text)
        == named(["answerIsPositive"]))
    #expect(changes("@Test func aBlinkerTurns", "@MainActor @Test func aBlinkerTurns", in: Self.suite) == nil)
    #expect(changes("@Suite struct Rules", "@Suite @MainActor struct Rules", in: Self.suite) == nil)
  }
}
