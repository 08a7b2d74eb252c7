import Foundation
import Testing

@testable import KataSystem
@testable import Practice

/// `make kata-mutants` on the corpus of own designs: mutants of the pair's own code, graded by their own
/// tests, each survivor named with its file, line and column.
@Suite("Mutants of a design of the pair's own", .serialized)
struct OwnCodeMutantTests {
  static let workspace = Result { try copiedWorkspace("own-code-mutants", timeLimit: 20) }

  /// Each design's survivors as its own tests leave them, by file, line and column: what the grading must
  /// name.
  static let survivors: [String: [String]] = [
    // Its `#else` branch (lines 18 and 19) is not compiled, as it defines WRAPS_ROUND: no mutant is made there.
    "array-tick": [
      "Sources/GameOfLife/Grid.swift:15:25",
      "Sources/GameOfLife/Grid.swift:27:24", "Sources/GameOfLife/Grid.swift:27:37",
      "Sources/GameOfLife/Grid.swift:39:37", "Sources/GameOfLife/Grid.swift:39:51",
      "Sources/GameOfLife/Grid.swift:41:37",
    ],
    "cell-objects": [
      "Sources/GameOfLife/Cell.swift:10:20", "Sources/GameOfLife/Cell.swift:10:53",
      "Sources/GameOfLife/Cell.swift:18:22", "Sources/GameOfLife/Cell.swift:20:29",
    ],
    "set-of-points": [
      "Sources/GameOfLife/Life.swift:6:93", "Sources/GameOfLife/Life.swift:6:106",
      "Sources/GameOfLife/Life.swift:21:20", "Sources/GameOfLife/Life.swift:21:35",
    ],
    // Its Game, Cell and Position are the template's names, its API is not: its own code is mutated.
    "template-names": [
      "Sources/GameOfLife/Game.swift:21:16", "Sources/GameOfLife/Game.swift:21:20",
      "Sources/GameOfLife/Game.swift:22:18", "Sources/GameOfLife/Game.swift:23:39",
      "Sources/GameOfLife/Game.swift:23:59", "Sources/GameOfLife/Game.swift:33:27",
      "Sources/GameOfLife/Game.swift:33:66", "Sources/GameOfLife/Game.swift:33:69",
    ],
    "two-modules": [
      "Sources/LifeCore/Board.swift:14:20", "Sources/LifeCore/Board.swift:14:40",
      "Sources/LifeCore/Board.swift:19:16", "Sources/LifeCore/Board.swift:19:20",
      "Sources/LifeCore/Board.swift:20:65", "Sources/LifeCore/Board.swift:20:76",
      "Sources/GameOfLife/Game.swift:11:14", "Sources/GameOfLife/Game.swift:12:16",
      "Sources/GameOfLife/Game.swift:12:16",
    ],
    // Its program is built, not mutated: no test links it.
    "with-an-app": ["Sources/GameOfLife/Colony.swift:18:69", "Sources/GameOfLife/Colony.swift:18:90"],
  ]

  /// The design copied into a practice package of its own, as `OwnDesignTests` does.
  func practice(_ design: OwnDesign, name: String) throws -> PracticePackage {
    try design.installed(in: try Self.workspace.get(), as: name)
  }

  /// The survivors' lines the grade names: `Sources/GameOfLife/Life.swift:21:13: … and every test still passed`.
  func survivorLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter {
      $0.firstMatch(of: /^  Sources\/[^:]+\.swift:\d+:\d+: .+, and every test still passed/) != nil
    }
  }

  @Test(
    "Each design is graded by its own tests, its survivors named by file, line and column",
    arguments: OwnDesign.all)
  func graded(_ design: OwnDesign) throws {
    let practice = try practice(design, name: design.name)
    let grade = try kata(["grade", "--name", practice.name], in: practice.workspace, timeLimit: 120)
    let comment = Comment(rawValue: grade.output)
    let score = try #require(
      grade.output.firstMatch(of: /Mutants of your own code: (\d+) made.*; your tests catch (\d+) of (\d+)/),
      comment)
    #expect(Int(score.1) ?? 0 >= 15, comment)
    let places = survivorLines(grade.output).map { String($0.dropFirst(2).prefix { $0 != " " }.dropLast()) }
    #expect(places == Self.survivors[design.name], comment)
    #expect(Int(score.3)! - Int(score.2)! == places.count, comment)
    #expect(grade.status == (places.isEmpty ? 0 : 1), comment)
    // The grade is kept for the lights and the dashboard.
    let record = try #require(History(practice: practice).grade, comment)
    #expect(record.killed == Int(score.2) && record.mutants == Int(score.3), comment)
  }

  @Test("A weaker suite lets more mutants through, and the grade fails")
  func weakerSuite() throws {
    let design = OwnDesign(name: "set-of-points")
    let practice = try practice(design, name: "weak")
    let full = try kata(["grade", "--name", practice.name], in: practice.workspace, timeLimit: 120)
    let tests = practice.folder.appendingPathComponent("Tests/GameOfLifeTests/LifeTests.swift")
    var text = try String(contentsOf: tests, encoding: .utf8)
    // Only the empty world and the lonely cell are left: nothing that lives, nothing that is born.
    for test in ["theMiddleOfABlinkerHasTwoNeighbours", "aBlinkerTurns", "aBlockStays"] {
      text = text.replacingOccurrences(of: "@Test func \(test)", with: "func \(test)")
    }
    try Data(text.utf8).write(to: tests)
    let weak = try kata(["grade", "--name", practice.name], in: practice.workspace, timeLimit: 120)
    let comment = Comment(rawValue: "full:\n\(full.output)\nweak:\n\(weak.output)")
    #expect(survivorLines(weak.output).count > survivorLines(full.output).count + 5, comment)
    #expect(weak.status == 1, comment)
    #expect(
      survivorLines(weak.output).contains {
        $0.contains(
          "Life.swift:21:23: `3` became `4`, and every test still passed: no test tells 3 from 4 here")
      }, comment)
  }

  @Test("A `!` right after a bracket stays on its operand behind the switch: no mutant is built on its own")
  func prefixAfterBracket() throws {
    let practice = try practice(OwnDesign(name: "set-of-points"), name: "prefix-after-bracket")
    // A rule written as many write it, `!` just inside the parenthesis, and the tests that pin it down.
    try Data(
      """
      func isBorn(alive: Bool, neighbours: Int) -> Bool {
        if (!alive && neighbours == 3) { return true }
        return false
      }

      """.utf8
    ).write(to: practice.folder.appendingPathComponent("Sources/GameOfLife/Birth.swift"))
    try Data(
      """
      import Testing
      @testable import GameOfLife

      @Test func aDeadCellWithThreeIsBorn() { #expect(isBorn(alive: false, neighbours: 3)) }
      @Test func aLiveCellIsNotBornAgain() { #expect(!isBorn(alive: true, neighbours: 3)) }
      @Test func aDeadCellWithTwoStaysDead() { #expect(!isBorn(alive: false, neighbours: 2)) }
      @Test func aDeadCellWithFourStaysDead() { #expect(!isBorn(alive: false, neighbours: 4)) }

      """.utf8
    ).write(to: practice.folder.appendingPathComponent("Tests/GameOfLifeTests/BirthTests.swift"))
    let grade = try kata(["grade", "--name", practice.name], in: practice.workspace, timeLimit: 120)
    let comment = Comment(rawValue: grade.output)
    // `!(alive && neighbours == 3)` behind the switch would fail the code as written, and every mutant
    // would be built on its own.
    #expect(grade.output.contains("built on their own: 0."), comment)
    #expect(!survivorLines(grade.output).contains { $0.contains("Birth.swift") }, comment)
  }

  @Test(
    "Closures nested over -1...1, which the type checker gives up on with their mutants behind the switch: only theirs are built on their own"
  )
  func nestedClosures() throws {
    let practice = try practice(OwnDesign(name: "set-of-points"), name: "nested-closures")
    // The neighbours as many pairs write them: one expression over three lines.
    try Data(
      """
      struct Spot: Hashable {
        let x: Int
        let y: Int

        var around: [Spot] {
          (-1...1).flatMap { dx in
            (-1...1).compactMap { dy in
              dx == 0 && dy == 0 ? nil : Spot(x: x + dx, y: y + dy)
            }
          }
        }
      }

      """.utf8
    ).write(to: practice.folder.appendingPathComponent("Sources/GameOfLife/Spot.swift"))
    try Data(
      """
      import Testing
      @testable import GameOfLife

      @Test func eightAround() { #expect(Spot(x: 0, y: 0).around.count == 8) }
      @Test func notItself() { #expect(!Spot(x: 0, y: 0).around.contains(Spot(x: 0, y: 0))) }
      @Test func theCorners() {
        let around = Set(Spot(x: 5, y: 5).around)
        #expect(around.isSuperset(of: [Spot(x: 4, y: 4), Spot(x: 6, y: 6), Spot(x: 4, y: 6), Spot(x: 6, y: 4)]))
      }

      """.utf8
    ).write(to: practice.folder.appendingPathComponent("Tests/GameOfLifeTests/SpotTests.swift"))
    let grade = try kata(["grade", "--name", practice.name], in: practice.workspace, timeLimit: 300)
    let comment = Comment(rawValue: grade.output)
    // The expression's 20 mutants go alone; the rest of the design's stay behind the switch.
    #expect(grade.output.contains("behind the switch: 47, built on their own: 20."), comment)
    // Its neighbours are symmetric: a step the other way still finds all eight.
    #expect(
      survivorLines(grade.output).filter { $0.contains("Spot.swift") }.map { $0.split(separator: " ")[0] }
        == [
          "Sources/GameOfLife/Spot.swift:8:46:", "Sources/GameOfLife/Spot.swift:8:57:",
        ], comment)
  }

  @Test("A mutant that does not compile is left out of the score, and the others are still graded")
  func notCompiling() throws {
    let practice = try practice(OwnDesign(name: "set-of-points"), name: "not-compiling")
    let life = practice.folder.appendingPathComponent("Sources/GameOfLife/Life.swift")
    // Arrays joined with `+` have no `-`: that mutant cannot compile, behind the switch or alone.
    let added = "\nextension Life {\n  var withOrigin: [Point] { Array(alive) + [Point(x: 0, y: 0)] }\n}\n"
    try Data((try String(contentsOf: life, encoding: .utf8) + added).utf8).write(to: life)
    let grade = try kata(["grade", "--name", practice.name], in: practice.workspace, timeLimit: 120)
    let comment = Comment(rawValue: grade.output)
    #expect(grade.output.contains("1 left out as they do not compile"), comment)
    #expect(grade.output.contains("built on their own: 1"), comment)
    #expect(!survivorLines(grade.output).contains { $0.contains("became `Array(alive) - [") }, comment)
    // Two alike on one line, `x: 0` and `y: 0`, told apart by their columns.
    let origin = survivorLines(grade.output).filter {
      $0.contains("Life.swift:27:") && $0.contains("`0` became `1`")
    }
    #expect(
      origin.map { $0.split(separator: " ")[0] } == [
        "Sources/GameOfLife/Life.swift:27:54:", "Sources/GameOfLife/Life.swift:27:60:",
      ], comment)
  }
}
