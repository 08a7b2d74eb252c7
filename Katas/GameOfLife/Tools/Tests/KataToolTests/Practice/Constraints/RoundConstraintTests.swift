import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

/// A design with one planted break of a constraint, and near misses that must not count: the word in a
/// string, in a comment, and in a branch of `#if` that is not compiled.
struct PlantedBreak: CustomTestStringConvertible, Sendable {
  var constraint: RoundConstraint
  var source: String
  /// `line:column: what` of each break, in the order of the file.
  var expected: [String]

  var testDescription: String { constraint.rawValue }

  static let nearMisses = """
    // if x { } else { } for y in z { } var w = 1; w += 1; mutating func; inout
    let said = "if guard switch while repeat for forEach else var += mutating inout ? :"
    #if NEVER_DEFINED
      func hidden(_ cells: inout [Int]) -> Int {
        var count = 0
        for cell in cells { if cell > 0 { count += 1 } else { count -= 1 } }
        cells.forEach { _ in }
        while count > 9 { count -= 1 }
        return count > 0 ? count : 0
      }
    #endif

    """

  static let all: [PlantedBreak] = [
    .init(
      constraint: .noConditionals,
      source: nearMisses + """
        struct Rule {
          func next(_ alive: Bool) -> Bool {
            alive ? true : false
          }
          func born(_ count: Int) -> Bool {
            guard count == 3 else { return false }
            return true
          }
        }
        """,
      expected: ["14:11: ?:", "17:5: guard"]),
    .init(
      constraint: .noLoops,
      source: nearMisses + """
        struct Board {
          let cells: [Int]
          func total() -> Int {
            var sum = 0
            for cell in cells { sum = sum + cell }
            cells.forEach { print($0) }
            return sum
          }
        }
        """,
      expected: ["16:5: for", "17:11: forEach"]),
    .init(
      constraint: .noElse,
      source: nearMisses + """
        struct Cell {
          let alive: Bool
          func next(_ count: Int) -> Bool {
            if count == 3 { return true } else { return alive && count == 2 }
          }
          func stays(_ count: Int) -> Bool {
            if count == 2 { return alive }
            return count == 3
          }
        }
        """,
      expected: ["15:35: else"]),
    .init(
      constraint: .immutableOnly,
      source: nearMisses + """
        struct Generation {
          var number: Int
          let cells: Set<Int>
          mutating func advance(by steps: inout Int) {
            number += steps
          }
        }
        """,
      expected: ["13:7: var number", "15:3: mutating", "15:35: inout", "16:12: +="]),
    .init(
      constraint: .fiveLineMethods,
      source: nearMisses + """
        struct Rules {
          func short() -> Int {
            1
          }
          func long() -> Int {
            let a = 1
            let b = 2
            let c = 3
            let d = 4
            let e = 5
            return a + b + c + d + e
          }
        }
        """,
      expected: ["16:3: long of 6 lines"]),
    .init(
      constraint: .oneLevelOfIndentation,
      source: nearMisses + """
        struct Neighbours {
          func count(_ cells: [Bool]) -> Int {
            var total = 0
            for cell in cells {
              if cell { total = total + 1 }
            }
            if total > 8 { return 8 } else if total < 0 { return 0 }
            return total
          }
        }
        """,
      expected: ["16:7: if inside for"]),
    .init(
      constraint: .twoStoredProperties,
      source: nearMisses + """
        struct Grid {
          static let empty = Grid(width: 0, height: 0, cells: [])
          let width: Int
          let height: Int
          var cells: [Bool]
          var size: Int { width * height }
        }
        struct Pair {
          let first: Int
          let second: Int
        }
        """,
      expected: ["12:1: Grid stores 3: width, height, cells"]),
    .init(
      constraint: .noPrimitives,
      source: nearMisses + """
        public typealias Count = Int
        public struct Neighbours {
          public let count: Count
          let cells: [Bool]
          public var alive: Alive { Alive(count: count) }
          public init(count: Count) { self.count = count }
          public func next(after alive: Alive, label: String = "") -> Alive { alive }
          public func cells(in row: Row) -> [Bool] { [] }
          func size() -> Int { 0 }
        }
        public struct Alive { public let count: Count }
        public struct Row {}
        """,
      expected: [
        "14:14: var count is Count", "17:10: init(count:) takes Count",
        "18:10: next(after:label:) takes String", "19:10: cells(in:) returns [Bool]",
        "22:34: var count is Count",
      ]),
  ]
}

@Suite("Each round's constraint read in the pair's code as the compiler parses it")
struct RoundConstraintTests {
  @Test("One planted break is named at its line and column; no near miss is", arguments: PlantedBreak.all)
  func planted(_ planted: PlantedBreak) throws {
    let folder = try temporaryFolder("constraint-\(planted.constraint.rawValue)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = Snapshot(files: ["Sources/GameOfLife/Game.swift": planted.source])
    let breaks = planted.constraint.breaks(in: snapshot, folder: folder, swiftc: "swiftc")
    #expect(breaks.map { "\($0.line):\($0.column): \($0.what)" } == planted.expected)
    #expect(breaks.allSatisfy { $0.file == "Sources/GameOfLife/Game.swift" })
  }

  @Test(
    "Tests are not the Game: a break in Tests is not counted, and a file that does not parse is passed over")
  func onlySources() throws {
    let folder = try temporaryFolder("constraint-only-sources")
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = Snapshot(files: [
      "Tests/GameOfLifeTests/RuleTests.swift": "func test() { if true { } }",
      "Sources/GameOfLife/Broken.swift": "func broken( { if true { } }",
      "Sources/GameOfLife/Game.swift":
        "func rule(_ n: Int) -> Bool {\n  if n == 3 { return true }\n  return false\n}",
    ])
    let breaks = RoundConstraint.noConditionals.breaks(in: snapshot, folder: folder, swiftc: "swiftc")
    #expect(breaks.map(\.description) == ["Sources/GameOfLife/Game.swift:2:3: if"])
  }

  @Test("The template's own code is not the pair's: only what the pair added counts")
  func templateNames() throws {
    let folder = try temporaryFolder("constraint-template")
    defer { try? FileManager.default.removeItem(at: folder) }
    let given = "public struct Position {\n  public let x: Int\n  public init(x: Int) { self.x = x }\n}\n"
    let template = Snapshot(files: ["Sources/GameOfLife/Position.swift": given])
    let pair = Snapshot(files: [
      "Sources/GameOfLife/Position.swift": given
        + "extension Position {\n  public func moved(by step: Int) -> Position { self }\n}\n"
    ])
    let breaks = RoundConstraint.noPrimitives.breaks(
      in: pair, folder: folder, swiftc: "swiftc", template: template)
    #expect(breaks.map(\.description) == ["Sources/GameOfLife/Position.swift:6:10: moved(by:) takes Int"])
    // The template's var is the template's; the pair's own is theirs.
    let game = "public final class Game {\n  public var grid: [[Bool]] = []\n}\n"
    let vars = RoundConstraint.immutableOnly.breaks(
      in: Snapshot(files: [
        "Sources/GameOfLife/Game.swift": game + "extension Game {\n  func f() { var n = 0; n = 1 }\n}\n"
      ]),
      folder: folder, swiftc: "swiftc", template: Snapshot(files: ["Sources/GameOfLife/Game.swift": game]))
    #expect(vars.map(\.description) == ["Sources/GameOfLife/Game.swift:5:18: var n"])
  }

  @Test("Baby steps, ping-pong and TDD as if you meant it are read in the lights, each break named")
  func history() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    func run(
      _ number: Int, _ light: Light, at seconds: Double, by driver: String? = nil, _ files: SourceFiles = [:]
    )
      -> RunRecord
    {
      RunRecord(
        number: number, time: start + seconds, event: .run, command: "kata-test", light: light,
        snapshot: Snapshot(files: files), driver: driver)
    }
    let runs = [run(1, .green, at: 0), run(2, .red, at: 60, by: "ada")]
    func breaks(
      _ constraint: RoundConstraint, _ light: Light, at seconds: Double, by driver: String? = nil,
      _ files: SourceFiles = [:], after earlier: [RunRecord]? = nil
    ) -> [String] {
      constraint.breaks(
        ofLight: light, number: 3, at: start + seconds, driver: driver, snapshot: Snapshot(files: files),
        after: earlier ?? runs
      ).map(\.description)
    }
    #expect(breaks(.babySteps, .red, at: 150) == ["run 3: no green for 2:30, past 2 minutes"])
    #expect(breaks(.babySteps, .green, at: 121) == ["run 3: green 2:01 after the last, past 2 minutes"])
    #expect(breaks(.babySteps, .green, at: 119).isEmpty)
    #expect(
      breaks(.pingPong, .green, at: 90, by: "ada") == ["run 3: green by ada after their own red (run 2)"])
    #expect(breaks(.pingPong, .green, at: 90, by: "bo").isEmpty)
    #expect(breaks(.pingPong, .green, at: 90).isEmpty, "no drivers kept, nothing seen")

    let written = [
      run(
        1, .red, at: 0, ["Tests/GameOfLifeTests/T.swift": "func neighbours() -> Int { 0 }\n@Test func t() {}"]
      ),
      run(2, .green, at: 30, ["Sources/GameOfLife/Game.swift": "public struct Game {}\n"]),
    ]
    let now: SourceFiles = [
      "Sources/GameOfLife/Game.swift": "public struct Game {}\n// struct Fake, in a comment\n",
      "Sources/GameOfLife/More.swift": "let said = \"func inAString\"\nfunc neighbours() -> Int { 0 }\n"
        + "  struct Board {}\n",
    ]
    #expect(
      breaks(.tddAsIfYouMeantIt, .green, at: 60, now, after: written) == [
        "Sources/GameOfLife/More.swift:3:3: struct Board, in Sources before any test held it"
      ])
  }

  @Test("CONSTRAINT= names a constraint the light can check, or is refused in one line naming them")
  func chosen() throws {
    #expect(try RoundConstraint.chosen("") == nil)
    #expect(try RoundConstraint.chosen("no-loops") == .noLoops)
    #expect(throws: KataError.self) { try RoundConstraint.chosen("no-loop") }
  }

  @Test("A light checks the constraint chosen, or else the round's: each break under it, its colour kept")
  func onTheLight() throws {
    let workspace = try copiedWorkspace("constraint-light")
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let kata = Kata(workspace: workspace, jobs: 1, reporter: KeptReport())
    let practice = try PracticePackage(name: "cy", workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    let born = """
      // if a comment says so, it is no break
      public func born(_ n: Int) -> Bool {
        if n == 3 { return true }
        return false
      }

      """
    try Data(born.utf8).write(to: practice.sources.appendingPathComponent("Born.swift"))
    try Data("import GameOfLife\nimport Testing\n\n@Test func three() { #expect(born(3)) }\n".utf8)
      .write(to: practice.tests.appendingPathComponent("GameOfLifeTests.swift"))

    let chosen = try PracticeRoom(kata).testPractice(practice, prediction: "", constraint: "no-conditionals")
    #expect(chosen.light == .green, "a break does not change the light")
    #expect(chosen.record.constraint == "no-conditionals")
    // The template's own code has its conditionals too (a description's switch): not the pair's.
    let breaks = try #require(chosen.record.constraintBreaks)
    #expect(breaks.map(\.description) == ["Sources/GameOfLife/Born.swift:3:3: if"])
    let shown = chosen.text(in: practice, verbose: false, paint: Paint(colours: false))
    #expect(
      shown.hasSuffix("Constraint no-conditionals: broken 1 time:\n  Sources/GameOfLife/Born.swift:3:3: if"),
      "\(shown)")
    #expect(History(practice: practice).load().runs.last?.constraintBreaks == breaks, "kept in the history")

    // The round's constraint, as a round marks the pair's package, when none is chosen.
    try RoomRound(number: 2, constraint: "no-loops").mark(practice)
    let round = try PracticeRoom(kata).testPractice(practice, prediction: "")
    #expect(round.record.constraint == "no-loops" && round.record.constraintBreaks == [])
    let kept = round.text(in: practice, verbose: false, paint: Paint(colours: false))
    #expect(kept.hasSuffix("Constraint no-loops: kept."), "\(kept)")
  }

  @Test("The dashboard has a constraint column once a light checked one, and the retro a section")
  func dashboardAndRetro() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let breaks = [
      ConstraintBreak(file: "Sources/GameOfLife/Cell.swift", line: 4, column: 33, what: "else"),
      ConstraintBreak(file: "Sources/GameOfLife/Game.swift", line: 9, column: 12, what: "else"),
    ]
    let records = [
      RunRecord(number: 1, time: start, event: .run, command: "kata-test", light: .red, snapshot: Snapshot()),
      RunRecord(
        number: 2, time: start + 60, event: .run, command: "kata-test", light: .green, snapshot: Snapshot(),
        constraint: "no-else", constraintBreaks: []),
      RunRecord(
        number: 3, time: start + 120, event: .run, command: "kata-test", light: .green, snapshot: Snapshot(),
        constraint: "no-else", constraintBreaks: breaks),
    ]
    let ada = DashboardPair(name: "ada", loaded: History.Loaded(records: records))
    let bob = DashboardPair(name: "bob", loaded: History.Loaded(records: Array(records.prefix(1))))
    #expect(ada.constraint == "no-else: 2 breaks" && bob.constraint == nil)
    let dashboard = Dashboard(pairs: [ada, bob], made: start + 180)
    let lines = DashboardView(dashboard: dashboard, paint: Paint(colours: false)).lines
    #expect(lines.contains { $0.hasSuffix("· not graded · no-else: 2 breaks") }, "\(lines)")
    let page = dashboardPage(dashboard)
    #expect(page.contains("<th scope=\"col\">Constraint, drivers</th>"))
    #expect(page.contains("<td class=\"round\">no-else: 2 breaks<br>no drivers kept</td>"))
    #expect(page.contains("<td class=\"round\">no constraint checked<br>no drivers kept</td>"))
    #expect(
      !dashboardPage(Dashboard(pairs: [bob], made: start)).contains("Constraint"), "no column without one")

    let retro = Retro(records, package: "Practice/ada").markdown
    #expect(
      retro.contains(
        """
        ## Constraint

        - no-else, checked on 2 runs: kept on 1.
        - The last checked run (run 3) broke it 2 times:
          - `Sources/GameOfLife/Cell.swift:4:33: else`
          - `Sources/GameOfLife/Game.swift:9:12: else`
        """), "\(retro)")
    #expect(!Retro(Array(records.prefix(1)), package: "Practice/bob").markdown.contains("## Constraint"))
  }
}
