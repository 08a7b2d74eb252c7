import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Specification
@testable import Verdicts

/// A round with a requirement change: the facilitator's `make workshop-change`, the card at each pair's
/// next light, and `make kata-verify` asking the change's sentences of a design of the pair's own that
/// follows it (green), of the same design with the change broken, and of the template's Game, which
/// ignores it (both red, with the change's sentence).
@Suite("A requirement change mid-round is shown at the next light and judged by its sentences", .serialized)
struct RequirementChangeTests {
  static let workspace = Result { try copiedWorkspace("changes", timeLimit: 30) }

  private func kataIn(_ arguments: [String], _ workspace: Workspace) throws -> (status: Int32, output: String)
  {
    let result = try kata(arguments, in: workspace, timeLimit: 120)
    return (result.status, result.output)
  }

  @Test(
    "A design that follows the change is green in its sentences; one that breaks it, or ignores it, is red",
    arguments: RequirementChange.allCases)
  func judged(change: RequirementChange) throws {
    let workspace = try Self.workspace.get()
    let design = ChangedDesign.of(change)
    let practice = try design.installed(in: workspace, as: "follows-\(change.rawValue)")
    let verify = ["verify", "--name", practice.name, "--change", change.rawValue]
    let green = try kataIn(verify, workspace)
    #expect(green.status == Light.green.exitCode, "\(green.output)")
    #expect(green.output.contains("Your design follows the change"), "\(green.output)")
    #expect(green.output.contains("through \(design.adapter)"), "\(green.output)")
    let show = [
      "show", "--name", practice.name, "--pattern", "blinker", "--generations", "4", "--change",
      change.rawValue,
    ]
    let shown = try kataIn(show, workspace)
    #expect(shown.status == 0, "\(shown.output)")
    #expect(shown.output.contains("the library's \(change.reference) beside"), "\(shown.output)")
    #expect(shown.output.contains("agrees with the library's for all 4 generations"), "\(shown.output)")

    let file = practice.folder.appendingPathComponent("Sources/GameOfLife/World.swift")
    let right = try String(contentsOf: file, encoding: .utf8)
    try Data(right.replacingOccurrences(of: design.broken.find, with: design.broken.replace).utf8).write(
      to: file)
    let red = try kataIn(verify, workspace)
    #expect(red.status == Light.red.exitCode, "\(red.output)")
    #expect(red.output.contains("✘ \(design.broken.sentence)"), "\(red.output)")
    #expect(
      red.output.contains("It is in Tests/GameOfLifeDesignSpec/\(change.specificationFile)"), "\(red.output)")

    // The template's Game, as `make kata` makes it, plays the four rules only.
    _ = try kataIn(["new", "--name", "ignores-\(change.rawValue)", "--force", "1"], workspace)
    let ignores = try kataIn(
      ["verify", "--name", "ignores-\(change.rawValue)", "--change", change.rawValue], workspace)
    #expect(ignores.status == Light.red.exitCode, "\(ignores.output)")
    #expect(ignores.output.contains("through Game"), "\(ignores.output)")
    #expect(ignores.output.contains("✘ \(design.ignoredSentence)"), "\(ignores.output)")
  }

  @Test(
    "workshop-change tells every pair here: the next light shows its card, later lights a line, verify asks it"
  )
  func toldAtTheNextLight() throws {
    let workspace = try Self.workspace.get()
    _ = try kataIn(["new", "--name", "told", "--force", "1"], workspace)
    let refused = try kataIn(["workshop-change", "--change", "zombie"], workspace)
    #expect(
      refused.status != 0
        && refused.output.contains("CHANGE must be one of zombies, hexagonal, coloured, not 'zombie'"),
      "\(refused.output)")

    let told = try kataIn(["workshop-change", "--change", "zombies"], workspace)
    #expect(told.status == 0, "\(told.output)")
    #expect(told.output.contains("Requirement change: Zombies (CHANGE=zombies)"), "\(told.output)")
    #expect(told.output.contains("told"), "\(told.output)")
    let practice = try PracticePackage(name: "told", workspace: workspace)
    #expect(practice.round.change == .zombies)

    let first = try kataIn(["test", "--name", "told"], workspace)
    #expect(first.output.contains("Requirement change: Zombies (CHANGE=zombies)"), "\(first.output)")
    #expect(first.output.contains("conform it to FollowsZombies"), "\(first.output)")
    let second = try kataIn(["test", "--name", "told"], workspace)
    #expect(!second.output.contains("(CHANGE=zombies)"), "\(second.output)")
    #expect(
      second.output.contains("Requirement change: Zombies. make kata-verify asks its sentences."),
      "\(second.output)")
    #expect(History(practice: practice).latest()?.change == .zombies)

    // kata-verify asks the round's change; CHANGE=none the kata as it was.
    let changed = try kataIn(["verify", "--name", "told"], workspace)
    #expect(changed.output.contains("Requirement change: Zombies, asked of your design"), "\(changed.output)")
    let asItWas = try kataIn(["verify", "--name", "told", "--change", "none"], workspace)
    #expect(!asItWas.output.contains("Requirement change"), "\(asItWas.output)")
    #expect(asItWas.output.contains("Step 1: "), "\(asItWas.output)")
  }

  @Test("In a round with a change, mutants of the pair's own code still grade its own tests")
  func mutantsStillGrade() throws {
    let workspace = try Self.workspace.get()
    let practice = try ChangedDesign.zombies.installed(in: workspace, as: "graded-zombies")
    var round = practice.round
    round.change = .zombies
    try round.mark(practice)
    let grade = try kataIn(["grade", "--name", practice.name], workspace)
    #expect(grade.output.contains("Mutants of your own code: "), "\(grade.output)")
    #expect(History(practice: practice).grade != nil, "\(grade.output)")
  }

  @Test("In a room, a pair on its own laptop is told the change at its next light, and its round keeps it")
  func toldInTheRoom() throws {
    let remote = try temporaryFolder("changes-room.git")
    try bareRemote(at: remote)
    let facilitator = try copiedWorkspace("changes-facilitator")
    let laptop = try copiedWorkspace("changes-laptop")
    for workspace in [facilitator, laptop] {
      #expect(try kataIn(["workshop-room", "--remote", remote.path], workspace).status == 0)
    }
    _ = try kataIn(["new", "--name", "pat"], laptop)
    let told = try kataIn(["workshop-change", "--change", "hexagonal"], facilitator)
    #expect(told.status == 0, "\(told.output)")
    #expect(told.output.contains("The room \(remote.path) knows"), "\(told.output)")

    let light = try kataIn(["test", "--name", "pat"], laptop)
    #expect(light.output.contains("Round 1 has a requirement change."), "\(light.output)")
    #expect(
      light.output.contains("Requirement change: A hexagonal grid (CHANGE=hexagonal)"), "\(light.output)")
    #expect(try PracticePackage(name: "pat", workspace: laptop).round.change == .hexagonal)
    let verify = try kataIn(["verify", "--name", "pat"], laptop)
    #expect(
      verify.output.contains("Requirement change: A hexagonal grid, asked of your design"), "\(verify.output)"
    )

    // The page of the change's sentences, on the library's reference.
    let page = try kataIn(["spec-html", "--change", "hexagonal"], facilitator)
    #expect(page.status == 0, "\(page.output)")
    #expect(
      page.output.contains("5 of 5 tests of the change hexagonal pass on the library's HexagonalGame"),
      "\(page.output)")
  }
}

/// A design of a pair's own that follows one requirement change, on a set of live cells, with its adapter
/// and one test of its own; and an edit that breaks the change, with the sentence that then fails.
struct ChangedDesign {
  var adapter: String
  var world: String
  var adapterFile: String
  var broken: (find: String, replace: String, sentence: String)
  /// The sentence the template's Game, which ignores the change, fails.
  var ignoredSentence: String

  static func of(_ change: RequirementChange) -> ChangedDesign {
    switch change {
    case .zombies: zombies
    case .hexagonal: hexagonal
    case .coloured: coloured
    }
  }

  /// Installs it over a package `make kata` made: its Sources and its tests replaced.
  func installed(in workspace: Workspace, as name: String) throws -> PracticePackage {
    _ = try kata(["new", "--name", name, "--force", "1"], in: workspace, timeLimit: 20)
    let practice = try PracticePackage(name: name, workspace: workspace)
    let sources = practice.folder.appendingPathComponent("Sources/GameOfLife")
    let tests = practice.folder.appendingPathComponent("Tests/GameOfLifeTests")
    for folder in [sources, tests] {
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data(world.utf8).write(to: sources.appendingPathComponent("World.swift"))
    try Data(adapterFile.utf8).write(to: tests.appendingPathComponent("\(adapter).swift"))
    try Data(Self.ownTest.utf8).write(to: tests.appendingPathComponent("WorldTests.swift"))
    return practice
  }

  static let ownTest = """
    import Testing
    @testable import GameOfLife

    @Test func aLoneCellDies() {
      var world = World(rows: 3, columns: 3, live: [Spot(row: 1, column: 1)])
      world.tick()
      #expect(world.live.isEmpty)
    }

    """

  /// What every design here shares: its spots, and an adapter's board from a picture.
  static let spots = """
    public struct Spot: Hashable { public let row: Int, column: Int }

    """

  static let zombies = ChangedDesign(
    adapter: "ZombieAdapter",
    world: spots + """
      public struct World {
        public let rows: Int, columns: Int
        public private(set) var live: Set<Spot>
        public private(set) var zombies: Set<Spot> = []
        var fallen: Set<Spot> = []

        public init(rows: Int, columns: Int, live: Set<Spot>) { (self.rows, self.columns, self.live) = (rows, columns, live) }

        func neighbours(of spot: Spot) -> Int {
          var count = 0
          for row in spot.row - 1...spot.row + 1 { for column in spot.column - 1...spot.column + 1 where Spot(row: row, column: column) != spot {
            if live.contains(Spot(row: row, column: column)) { count += 1 }
          } }
          return count
        }

        public mutating func tick() {
          var next: Set<Spot> = []
          for row in 0..<rows { for column in 0..<columns {
            let spot = Spot(row: row, column: column)
            let alive = live.contains(spot), count = neighbours(of: spot)
            if zombies.contains(spot) || count == 3 || (alive && count == 2) {
              next.insert(spot)
              if !alive && fallen.contains(spot) { zombies.insert(spot) }
            } else if alive {
              fallen.insert(spot)
            }
          } }
          live = next
        }
      }

      """,
    adapterFile: """
      import GameOfLifeTestSupport
      @testable import GameOfLife

      struct ZombieAdapter: FollowsZombies {
        enum Topology: CaseIterable { case bounded }
        var world: World
        init(picture: String, topology: Topology) throws {
          let read = try SpecificationPicture(picture)
          world = World(rows: read.rows, columns: read.columns, live: Set(read.liveCells.map { Spot(row: $0.row, column: $0.column) }))
        }
        mutating func step() { world.tick() }
        var picture: String { SpecificationPicture.draw(rows: world.rows, columns: world.columns) { world.live.contains(Spot(row: $0, column: $1)) } }
        func isZombie(row: Int, column: Int) -> Bool { world.zombies.contains(Spot(row: row, column: column)) }
      }

      """,
    broken: (
      "if zombies.contains(spot) || count == 3", "if count == 3",
      "A cell that died and came back to life never dies again"
    ),
    ignoredSentence:
      "A cell that died and came back is a zombie; one alive from the start, or born once, is not")

  static let hexagonal = ChangedDesign(
    adapter: "HexAdapter",
    world: spots + """
      public struct World {
        public let rows: Int, columns: Int
        public private(set) var live: Set<Spot>

        public init(rows: Int, columns: Int, live: Set<Spot>) { (self.rows, self.columns, self.live) = (rows, columns, live) }

        /// Odd rows sit half a cell to the right.
        public func neighbours(of spot: Spot) -> Int {
          let shift = spot.row % 2 == 0 ? -1 : 0
          let around = [(0, -1), (0, 1), (-1, shift), (-1, shift + 1), (1, shift), (1, shift + 1)]
          return around.filter { live.contains(Spot(row: spot.row + $0.0, column: spot.column + $0.1)) }.count
        }

        public mutating func tick() {
          var next: Set<Spot> = []
          for row in 0..<rows { for column in 0..<columns {
            let spot = Spot(row: row, column: column)
            let count = neighbours(of: spot)
            if live.contains(spot) ? (count == 3 || count == 4) : count == 2 { next.insert(spot) }
          } }
          live = next
        }
      }

      """,
    adapterFile: """
      import GameOfLifeTestSupport
      @testable import GameOfLife

      struct HexAdapter: OnAHexagonalGrid {
        enum Topology: CaseIterable { case bounded }
        var world: World
        init(picture: String, topology: Topology) throws {
          let read = try SpecificationPicture(picture)
          world = World(rows: read.rows, columns: read.columns, live: Set(read.liveCells.map { Spot(row: $0.row, column: $0.column) }))
        }
        mutating func step() { world.tick() }
        var picture: String { SpecificationPicture.draw(rows: world.rows, columns: world.columns) { world.live.contains(Spot(row: $0, column: $1)) } }
        func liveNeighbourCount(row: Int, column: Int) -> Int { world.neighbours(of: Spot(row: row, column: column)) }
      }

      """,
    broken: (
      "(count == 3 || count == 4) : count == 2", "(count == 3 || count == 4) : count == 3",
      "A dead cell with exactly two live neighbours comes alive"
    ),
    ignoredSentence: "A dead cell with exactly two live neighbours comes alive")

  static let coloured = ChangedDesign(
    adapter: "ColourAdapter",
    world: spots + """
      public struct World {
        public let rows: Int, columns: Int
        /// Each live spot's colour: "R" or "B".
        public private(set) var colours: [Spot: Character]
        public var live: Set<Spot> { Set(colours.keys) }

        public init(rows: Int, columns: Int, live: Set<Spot>) { self.init(rows: rows, columns: columns, colours: Dictionary(uniqueKeysWithValues: live.map { ($0, "R") })) }
        public init(rows: Int, columns: Int, colours: [Spot: Character]) { (self.rows, self.columns, self.colours) = (rows, columns, colours) }

        func parents(of spot: Spot) -> [Character] {
          var found: [Character] = []
          for row in spot.row - 1...spot.row + 1 { for column in spot.column - 1...spot.column + 1 where Spot(row: row, column: column) != spot {
            if let colour = colours[Spot(row: row, column: column)] { found.append(colour) }
          } }
          return found
        }

        public mutating func tick() {
          var next: [Spot: Character] = [:]
          for row in 0..<rows { for column in 0..<columns {
            let spot = Spot(row: row, column: column)
            let parents = parents(of: spot)
            if let colour = colours[spot], parents.count == 2 || parents.count == 3 { next[spot] = colour }
            if colours[spot] == nil, parents.count == 3 { next[spot] = parents.filter { $0 == "R" }.count >= 2 ? "R" : "B" }
          } }
          colours = next
        }
      }

      """,
    adapterFile: """
      import GameOfLifeTestSupport
      @testable import GameOfLife

      struct ColourAdapter: ColouredCells {
        enum Topology: CaseIterable { case bounded }
        var world: World
        init(picture: String, topology: Topology) throws {
          try self.init(colouredPicture: String(picture.map { $0 == "O" ? "R" : $0 }), topology: topology)
        }
        init(colouredPicture: String, topology: Topology) throws {
          let rows = colouredPicture.split(separator: "\\n").map(Array.init)
          var colours: [Spot: Character] = [:]
          for (row, line) in rows.enumerated() { for (column, cell) in line.enumerated() where cell != "." { colours[Spot(row: row, column: column)] = cell } }
          world = World(rows: rows.count, columns: rows.map(\\.count).max() ?? 0, colours: colours)
        }
        mutating func step() { world.tick() }
        var picture: String { SpecificationPicture.draw(rows: world.rows, columns: world.columns) { world.live.contains(Spot(row: $0, column: $1)) } }
        var colouredPicture: String {
          (0..<world.rows).map { row in String((0..<world.columns).map { world.colours[Spot(row: row, column: $0)] ?? "." }) }.joined(separator: "\\n")
        }
      }

      """,
    broken: (
      "filter { $0 == \"R\" }.count >= 2 ? \"R\" : \"B\"",
      "filter { $0 == \"R\" }.count >= 1 ? \"R\" : \"B\"",
      "A new cell takes the colour most of its three live neighbours have"
    ),
    ignoredSentence: "A new cell takes the colour most of its three live neighbours have")
}
