import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Verdicts

/// A package of a learner's own in three modules: a board, a game over it, and the tests of both.
func threeModulePackage(board: String, tests: String) throws -> Variant {
  let text = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Own",
      targets: [
        .target(name: "LifeCore"),
        .target(name: "GameOfLife", dependencies: ["LifeCore"]),
        .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife", "LifeCore"]),
      ]
    )

    """
  let manifest = try PackageManifest(dump: Data(#"{"name": "Own", "targets": []}"#.utf8), text: text)
  func target(_ name: String, _ path: String, _ files: [String: String], dependencies: [String] = [])
    -> Variant.Target
  {
    var target = Variant.Target(files: files, origin: path)
    (target.name, target.path, target.dependencies) = (name, path, dependencies)
    return target
  }
  let game = """
    import LifeCore

    public struct Game {
      public var board: Board
      public init(board: Board) { self.board = board }
      public func population() -> Int { board.count() }
    }

    """
  var testTarget = target(
    "GameOfLifeTests", "Tests/GameOfLifeTests", ["GameTests.swift": tests],
    dependencies: ["GameOfLife", "LifeCore"])
  testTarget.isTest = true
  return Variant(
    name: "three modules",
    targets: [
      target("LifeCore", "Sources/LifeCore", ["Board.swift": board]),
      target("GameOfLife", "Sources/GameOfLife", ["Game.swift": game], dependencies: ["LifeCore"]),
      testTarget,
    ],
    manifest: manifest)
}

@Suite("An interface kept through an edit of what it imports", .serialized)
struct KeptInterfaceTests {
  static let board = """
    public struct Board {
      public var cells: Int
      public init(cells: Int) { self.cells = cells }
      public func count() -> Int { cells }
    }

    """
  static let tests = """
    import GameOfLife
    import LifeCore
    import Testing

    @Test func population() { #expect(Game(board: Board(cells: 3)).population() == 3) }

    """

  /// The line of a module in the build's plan.
  static func plan(of module: String, in outcome: Outcome) -> String {
    outcome.buildNotes.plan.first { $0.hasPrefix("\(module):") } ?? "no plan for \(module)"
  }

  @Test(
    "A method added to the board, which the game never names, keeps the game's interface; a change it names does not",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func keptOnlyWhenNotReached() throws {
    let runner = SuiteRunner(package: try scratchPackage("kept-interface"))
    #expect(failing(try runner.run(threeModulePackage(board: Self.board, tests: Self.tests))) == [])
    // The rhythm's amber, then its red: a test of a method the board does not have yet, then the method.
    let twice = Self.tests + "@Test func twice() { #expect(Board(cells: 3).twice() == 6) }\n"
    #expect(!(try runner.run(threeModulePackage(board: Self.board, tests: twice))).compiled)
    let method = Self.board + "\nextension Board {\n  public func twice() -> Int { cells }\n}\n"
    let red = try runner.run(threeModulePackage(board: method, tests: twice))
    #expect(failing(red) == ["twice()"], "\(red.compileError ?? "")")
    #expect(Self.plan(of: "GameOfLife", in: red).hasSuffix("keeps Game.swift and its interface"))
    // `count()` given a parameter: its symbol is another, which the game's code calls, so the game is
    // compiled again; kept, its object would call the old one, and the link would fail.
    let counted = Self.board.replacingOccurrences(
      of: "public func count() -> Int { cells }",
      with: "public func count(plus: Int = 0) -> Int { cells + plus }")
    let reached = try runner.run(threeModulePackage(board: counted, tests: Self.tests))
    #expect(reached.compiled && failing(reached) == [], "\(reached.compileError ?? "")")
    #expect(Self.plan(of: "GameOfLife", in: reached).contains("compiles Game.swift before its interface"))
  }
}
