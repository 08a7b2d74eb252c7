import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

/// A design of its own that uses the template's type names (`Tests/OwnDesigns/template-names`: a
/// `final class Game` over `[[Cell]]`, `struct Cell { x, y, state }`, `typealias Position = (x: Int, y: Int)`,
/// tests through `@testable import`): whether it is the template's design is decided by compiling the
/// specification against it, once, and every command takes the same answer.
@Suite(
  "A design of its own with the template's names is told by compiling, the same in every command", .serialized
)
struct TemplateNamesDesignTests {
  static let workspace = Result { try copiedWorkspace("template-names", timeLimit: 30) }

  private func installed(as name: String) throws -> PracticePackage {
    try OwnDesign(name: "template-names").installed(in: try Self.workspace.get(), as: name)
  }

  private func run(_ arguments: [String], _ practice: PracticePackage) throws -> (
    status: Int32, output: String
  ) {
    let result = try kata(arguments + ["--name", practice.name], in: practice.workspace, timeLimit: 120)
    return (result.status, result.output)
  }

  @Test("Every command that judges through the template's names says it is a design of its own, decided once")
  func everyCommand() throws {
    let practice = try installed(as: "names")
    let why =
      "Error: Practice/names is a design of its own: the specification does not compile against its Game: "
      + "'Game' is not public"
    for (index, command) in [["verify"], ["step"], ["spec-html"], ["show", "--pattern", "blinker"]]
      .enumerated()
    {
      let result = try run(command, practice)
      let comment = Comment(rawValue: "\(command): \(result.output)")
      #expect(result.status != 0, comment)
      let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Error:") }, comment)
      #expect(line.hasPrefix(why), comment)
      #expect(line.contains("judges a design of its own through a SpecificationAdapter"), comment)
      // What it needs in a few lines, and no page of the compiler's errors about files the pair never wrote.
      #expect(!result.output.contains("error:") && !result.output.contains("has no 'Game'"), comment)
      #expect(result.output.split(separator: "\n").count < 20, comment)
      // Compiled for the first command only: the others take its answer for the same code.
      #expect(result.output.contains("Building") == (index == 0), comment)
    }
    // Its own tests are green, as swift test says (OwnDesignTests compares the two); the lights say why
    // no step is reached.
    #expect(try run(["test"], practice).status == Light.green.exitCode)
    let lights = try run(["lights"], practice)
    #expect(lights.output.contains("a design of its own"), "\(lights.output)")
    let dashboard = try kata(["dashboard"], in: practice.workspace, timeLimit: 30)
    #expect(dashboard.output.contains("a design of its own"), "\(dashboard.output)")
  }

  @Test("kata-mutants grades mutants of its own code with its own tests")
  func mutants() throws {
    let practice = try installed(as: "names-mutants")
    let grade = try run(["grade"], practice)
    let comment = Comment(rawValue: grade.output)
    #expect(grade.output.contains("Practice/names-mutants is a design of its own"), comment)
    #expect(grade.output.contains("Mutants of your own code: "), comment)
    #expect(!grade.output.contains("library's Game"), comment)
    #expect(History(practice: practice).grade != nil, comment)
  }

  @Test("With an adapter among its tests, kata-verify judges it through the adapter")
  func throughAnAdapter() throws {
    let practice = try installed(as: "names-adapted")
    try Data(
      """
      import GameOfLifeTestSupport

      @testable import GameOfLife

      struct GridAdapter: SpecificationAdapter {
        enum Topology: CaseIterable { case bounded }
        let game: Game
        let rows: Int, columns: Int

        init(picture: String, topology: Topology) throws {
          let read = try SpecificationPicture(picture)
          (rows, columns) = (read.rows, read.columns)
          game = Game(width: columns, height: rows, alive: read.liveCells.map { (x: $0.column, y: $0.row) })
        }

        func step() { game.tick() }

        var picture: String {
          SpecificationPicture.draw(rows: rows, columns: columns) { game.isAlive(at: (x: $1, y: $0)) }
        }
      }

      """.utf8
    ).write(to: practice.tests.appendingPathComponent("GridAdapter.swift"))
    let verify = try run(["verify"], practice)
    #expect(verify.status == Light.green.exitCode, "\(verify.output)")
    #expect(verify.output.contains("The kata is complete for your design"), "\(verify.output)")
  }

  @Test("A template Game with an error of its own shows that error, not a design of its own")
  func ownError() throws {
    let workspace = try Self.workspace.get()
    _ = try kata(["new", "--name", "mid-kata", "--force", "1"], in: workspace, timeLimit: 30)
    let practice = try PracticePackage(name: "mid-kata", workspace: workspace)
    let game = practice.sources.appendingPathComponent("Game.swift")
    let text = try String(contentsOf: game, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "public let rows: Int\n", with: "public let rows: Int = \"8\"\n").utf8
    )
    .write(to: game)
    for command in [["verify"], ["step"]] {
      let result = try run(command, practice)
      let comment = Comment(rawValue: "\(command): \(result.output)")
      #expect(result.status == Light.amber.exitCode, comment)
      #expect(result.output.contains("Practice/mid-kata/Sources/GameOfLife/Game.swift:"), comment)
      #expect(result.output.contains("Error: your Game (Practice/mid-kata) does not compile"), comment)
      #expect(!result.output.contains("of its own"), comment)
    }
    // Put right, it is the template's design again: judged through the template's names.
    try Data(text.utf8).write(to: game)
    let verify = try run(["verify"], practice)
    #expect(verify.output.contains("step 1"), "\(verify.output)")
    #expect(!verify.output.contains("of its own"), "\(verify.output)")
  }

  @Test(
    "The compiler's errors in the pair's own sources are theirs; in the specification, the names it lacks")
  func words() throws {
    let practice = try installed(as: "names-words")
    let names = TemplateNames(practice: practice)
    let spec = """
      Tests/GameOfLifeSpec/Step01TheBoard.swift:9:16: error: cannot find 'Game' in scope
      Tests/GameOfLifeSpec/Step01TheBoard.swift:10:20: error: cannot find type 'Topology' in scope
      Tests/GameOfLifeSpec/Step02Cells.swift:4:9: error: type 'Game' has no member 'random'
      Tests/GameOfLifeSpec/Step02Cells.swift:4:9: error: cannot find 'Game' in scope
      """
    #expect(
      names.why(notCompiling: spec)
        == "the specification does not compile against its Game: 'Game' is not public; no 'Topology'; "
        + "Game has no 'random'")
    let own = spec + "\nPractice/names-words/Sources/GameOfLife/Game.swift:3:1: error: expected '}'"
    #expect(names.why(notCompiling: own) == nil)
    #expect(names.why(notCompiling: "ld: something else entirely") == nil)
  }
}
