import Build
import Foundation
import KataSystem
import Verdicts

/// `kata mutants-bench`: how long grading a design of the pair's own takes, from a save to the report.
///
/// A package of its own under `.build/kata/mutants-bench`, with a design of about 150 lines (a board
/// that is bounded or a torus, the four rules, pictures) and a fair suite of tests, graded as
/// `make kata-mutants` grades any design. The goal: at least 50 mutants graded in at most 30 s.
package struct MutantsBench: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension MutantsBench {
  package func mutantsBench() throws -> Bool {
    let folder = workspace.scratch.appendingPathComponent("mutants-bench/package")
    try? FileManager.default.removeItem(at: folder)
    var files: SourceFiles = [:]
    for (path, text) in Self.benchDesign { files[path] = text }
    try files.write(into: folder)
    var practice = try PracticePackage(name: "mutants-bench", workspace: workspace)
    practice.folder = folder
    // Nothing of an earlier run is kept: the package's first build is part of what is timed.
    try? FileManager.default.removeItem(at: practice.scratch)
    let lines = Self.benchDesign.filter { $0.key.hasPrefix("Sources/") }.map {
      $0.value.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }.reduce(0, +)
    let started = Date()
    guard let grading = try Grader(kata).gradeOwnCode(practice) else { return false }
    let seconds = Date().timeIntervalSince(started)
    let cost = grading.cost
    let met = grading.graded.count >= 50 && seconds <= 30
    say("design                               \(lines) lines in Sources, \(jobs) at a time")
    say("mutants made                         \(grading.graded.count)")
    say("  graded behind the switch           \(cost.fromOneBuild)")
    say("  built one at a time                \(grading.graded.count - cost.fromOneBuild)")
    say("  left out (do not compile)          \(grading.graded.count - grading.counted.count)")
    say("  killed, survived                   \(grading.killed), \(grading.survivors.count)")
    say("builds                               \(cost.builds)")
    say("mutants graded (s)                   " + String(format: "%.1f", cost.seconds))
    say("whole command, first build too (s)   " + String(format: "%.1f", seconds))
    say("goal: ≥ 50 mutants in ≤ 30 s          " + (met ? "met" : "NOT met"))
    for survivor in grading.survivors { say("  survived: " + grading.line(survivor)) }
    return met
  }

  /// The bench's package: its manifest, a design of about 150 lines, and its tests.
  static let benchDesign: [String: String] = [
    "Package.swift": #"""
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "MutantsBench",
      targets: [
        .target(name: "GameOfLife"),
        .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife"]),
      ]
    )
    """#,
    "Sources/GameOfLife/Board.swift": #"""
    /// A board of cells on a grid: bounded, or wrapped round as a torus.
    package struct Board: Equatable, Sendable {
      package enum Edges: Sendable { case bounded, torus }

      package let width: Int
      package let height: Int
      package let edges: Edges
      private var cells: [Bool]
      package internal(set) var generation = 0

      package init(width: Int, height: Int, edges: Edges = .bounded) {
        precondition(width > 0 && height > 0, "a board has at least one cell")
        self.width = width
        self.height = height
        self.edges = edges
        cells = Array(repeating: false, count: width * height)
      }

      /// A board from a picture: `#` a live cell, `.` a dead one, a row a line.
      package init(picture: String, edges: Edges = .bounded) {
        let rows = picture.split(separator: "\n").map(Array.init)
        self.init(width: rows.map(\.count).max() ?? 1, height: max(1, rows.count), edges: edges)
        for (y, row) in rows.enumerated() {
          for (x, character) in row.enumerated() where character == "#" {
            self[x, y] = true
          }
        }
      }

      package subscript(x: Int, y: Int) -> Bool {
        get {
          guard let index = index(x, y) else { return false }
          return cells[index]
        }
        set {
          guard let index = index(x, y) else { return }
          cells[index] = newValue
        }
      }

      /// Where a cell is kept, or nil off a bounded board.
      func index(_ x: Int, _ y: Int) -> Int? {
        switch edges {
        case .bounded:
          guard x >= 0 && x < width && y >= 0 && y < height else { return nil }
          return y * width + x
        case .torus:
          let column = (x % width + width) % width
          let row = (y % height + height) % height
          return row * width + column
        }
      }

      package var population: Int {
        cells.filter { $0 }.count
      }

      package var isEmpty: Bool {
        population == 0
      }

      package var picture: String {
        var lines: [String] = []
        for y in 0..<height {
          var line = ""
          for x in 0..<width {
            line += self[x, y] ? "#" : "."
          }
          lines.append(line)
        }
        return lines.joined(separator: "\n")
      }
    }
    """#,
    "Sources/GameOfLife/Rules.swift": #"""
    /// The four rules, as people say them.
    package enum Rule {
      /// A live cell with fewer than two live neighbours dies.
      static func underpopulation(alive: Bool, neighbours: Int) -> Bool {
        alive && neighbours < 2
      }

      /// A live cell with two or three live neighbours lives on.
      static func survival(alive: Bool, neighbours: Int) -> Bool {
        alive && (neighbours == 2 || neighbours == 3)
      }

      /// A live cell with more than three live neighbours dies.
      static func overpopulation(alive: Bool, neighbours: Int) -> Bool {
        alive && neighbours > 3
      }

      /// A dead cell with exactly three live neighbours comes alive.
      static func reproduction(alive: Bool, neighbours: Int) -> Bool {
        !alive && neighbours == 3
      }

      /// What a cell is in the next generation.
      package static func next(alive: Bool, neighbours: Int) -> Bool {
        if underpopulation(alive: alive, neighbours: neighbours) { return false }
        if overpopulation(alive: alive, neighbours: neighbours) { return false }
        return survival(alive: alive, neighbours: neighbours) || reproduction(alive: alive, neighbours: neighbours)
      }
    }

    extension Board {
      /// How many of the eight cells around a cell are alive.
      package func liveNeighbours(x: Int, y: Int) -> Int {
        var count = 0
        for dy in -1...1 {
          for dx in -1...1 {
            if dx == 0 && dy == 0 { continue }
            if self[x + dx, y + dy] { count += 1 }
          }
        }
        return count
      }

      /// The next generation, every cell at once.
      package func step() -> Board {
        var next = self
        for y in 0..<height {
          for x in 0..<width {
            next[x, y] = Rule.next(alive: self[x, y], neighbours: liveNeighbours(x: x, y: y))
          }
        }
        next.generation = generation + 1
        return next
      }

      /// The board after `count` generations.
      package func steps(_ count: Int) -> Board {
        var board = self
        var done = 0
        while done < count {
          board = board.step()
          done += 1
        }
        return board
      }
    }
    """#,
    "Tests/GameOfLifeTests/GameTests.swift": #"""
    import GameOfLife
    import Testing

    @Suite("The rules")
    struct RuleTests {
      @Test("A live cell with fewer than two live neighbours dies", arguments: [0, 1])
      func underpopulation(_ neighbours: Int) { #expect(Rule.next(alive: true, neighbours: neighbours) == false) }

      @Test("A live cell with two or three live neighbours lives", arguments: [2, 3])
      func survival(_ neighbours: Int) { #expect(Rule.next(alive: true, neighbours: neighbours)) }

      @Test("A live cell with more than three live neighbours dies", arguments: [4, 8])
      func overpopulation(_ neighbours: Int) { #expect(Rule.next(alive: true, neighbours: neighbours) == false) }

      @Test("A dead cell with three live neighbours comes alive")
      func reproduction() { #expect(Rule.next(alive: false, neighbours: 3)) }

      @Test("A dead cell with two live neighbours stays dead")
      func noReproduction() { #expect(Rule.next(alive: false, neighbours: 2) == false) }
    }

    @Suite("The board")
    struct BoardTests {
      @Test("A picture reads back as it was written")
      func picture() {
        let board = Board(picture: ".#.\n##.\n...")
        #expect(board.picture == ".#.\n##.\n...")
        #expect(board.population == 3)
      }

      @Test("The middle of a blinker has two live neighbours")
      func neighbours() {
        #expect(Board(picture: "...\n###\n...").liveNeighbours(x: 1, y: 1) == 2)
      }

      @Test("A blinker turns, and the generation is counted")
      func blinker() {
        let board = Board(picture: ".....\n..#..\n..#..\n..#..\n.....").step()
        #expect(board.picture == ".....\n.....\n.###.\n.....\n.....")
        #expect(board.generation == 1)
      }

      @Test("A block stays")
      func block() {
        let block = Board(picture: "....\n.##.\n.##.\n....")
        #expect(block.steps(3).picture == block.picture)
      }

      @Test("On a torus, a corner's neighbours wrap round")
      func torus() {
        let board = Board(picture: "#...\n....\n....\n...#", edges: .torus)
        #expect(board.liveNeighbours(x: 0, y: 0) == 1)
      }

      @Test("An empty board stays empty")
      func empty() { #expect(Board(width: 3, height: 3).step().isEmpty) }
    }
    """#,
  ]
}
