import Foundation
import GameOfLife
import LifeKit
import Testing

@Suite("The built-in pattern library")
struct PatternLibraryTests {
  @Test(
    "Every entry reads, has cells and a unique kebab-case name", arguments: PatternLibrary.all.map(\.name))
  func everyEntryReads(name: String) throws {
    let entry = try #require(PatternLibrary.named(name))
    let pattern = entry.pattern()
    #expect(pattern.population > 0)
    #expect(pattern.width > 0 && pattern.height > 0)
    #expect(PatternLibrary.all.count { $0.name == name } == 1)
    #expect(name == name.lowercased() && !name.contains(" "))
  }

  @Test(
    "The library holds the golden files' patterns, the articles' examples and the classics",
    arguments: [
      "block", "beehive", "loaf", "boat", "tub", "pond", "ship", "blinker", "toad", "beacon", "clock",
      "pulsar",
      "pentadecathlon", "glider", "lightweight-spaceship", "octagon", "r-pentomino", "acorn", "diehard",
      "gosper-glider-gun", "article-test-grid", "article-blinker", "article-beacon", "article-solid-block",
      "article-pseudo-random",
    ])
  func holds(name: String) {
    #expect(PatternLibrary.named(name) != nil)
  }

  @Test("Every stated period is the pattern's smallest period", arguments: PatternLibrary.all.map(\.name))
  func periodsAreTrue(name: String) throws {
    let entry = try #require(PatternLibrary.named(name))
    let run = try Run(entry.pattern())
    switch (entry.kind, entry.period) {
    case (_, nil):
      // Never comes back to its first state, even moved, in the generations looked at.
      for generation in 1...300 {
        #expect(run.shape(at: generation) != run.shape(at: 0), "\(name) repeats after \(generation)")
      }
    case (.gun, let period?):
      // The gun's own box repeats once the first gliders have left it; sooner, it does not.
      let settled = 120
      #expect(run.cells(at: settled + period, within: run.box) == run.cells(at: settled, within: run.box))
      for earlier in 1..<period {
        #expect(run.cells(at: settled + earlier, within: run.box) != run.cells(at: settled, within: run.box))
      }
    case (.spaceship, let period?):
      #expect(run.shape(at: period) == run.shape(at: 0))
      #expect(run.cells(at: period) != run.cells(at: 0), "a spaceship moves")
      for earlier in 1..<period { #expect(run.shape(at: earlier) != run.shape(at: 0)) }
    case (_, let period?):
      #expect(run.cells(at: period) == run.cells(at: 0))
      for earlier in 1..<period { #expect(run.cells(at: earlier) != run.cells(at: 0)) }
    }
  }

  @Test(
    "Still lifes, oscillators and spaceships go through the golden files' phases",
    arguments: PatternLibrary.all.filter { [.stillLife, .oscillator, .spaceship].contains($0.kind) }.map(
      \.name))
  func agreesWithTheGoldenFiles(name: String) throws {
    let pattern = try #require(PatternLibrary.named(name))
    let run = try Run(pattern.pattern())
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("GoldenFileTests/GoldenFiles")
    let phases = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("\(name)-phase-") && $0.hasSuffix(".cells") }
    // One golden file per phase, exactly.
    let period = try #require(pattern.period)
    #expect(
      phases.count == period,
      "\(name) has \(phases.count) phase files, not one for each of its \(period) phases")
    for phase in 1..<(phases.count + 1) {
      let text = try String(
        contentsOf: folder.appendingPathComponent("\(name)-phase-\(phase).cells"), encoding: .utf8)
      let golden = try Pattern(plaintext: text)
      #expect(run.shape(at: phase - 1) == Run.shape(of: golden.liveCells), "\(name), phase \(phase)")
    }
  }
}

/// A library pattern moved on by the set engine in its own universe (the plane when it names none).
private final class Run {
  let box: (top: Int, left: Int, bottom: Int, right: Int)
  private let engine: SetEngine
  private var generations: [Set<Position>] = []

  init(_ pattern: Pattern) throws {
    engine = try SetEngine(
      pattern: pattern, setup: EngineSetup(universe: pattern.universe ?? .plane, rule: pattern.rule))
    box = (
      pattern.origin.row, pattern.origin.column, pattern.origin.row + pattern.height - 1,
      pattern.origin.column + pattern.width - 1
    )
    generations = [Set(engine.pattern().liveCells)]
  }

  func cells(at generation: Int) -> Set<Position> {
    while generations.count <= generation {
      do {
        try engine.step(generations: 1)
      } catch {
        Issue.record("\(error)")
        return []
      }
      generations.append(Set(engine.pattern().liveCells))
    }
    return generations[generation]
  }

  func cells(at generation: Int, within box: (top: Int, left: Int, bottom: Int, right: Int)) -> Set<Position>
  {
    cells(at: generation).filter {
      (box.top...box.bottom).contains($0.row) && (box.left...box.right).contains($0.column)
    }
  }

  /// The cells moved so that their box starts at row 0, column 0: equal shapes, wherever they are.
  func shape(at generation: Int) -> Set<Position> {
    Self.shape(of: Array(cells(at: generation)))
  }

  static func shape(of cells: some Collection<Position>) -> Set<Position> {
    guard let box = Pattern.boundingBox(of: cells) else { return [] }
    return Set(cells.map { Position(row: $0.row - box.top, column: $0.column - box.left) })
  }
}
