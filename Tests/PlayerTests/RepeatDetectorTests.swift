import Foundation
import GameOfLife
import LifeKit
import Testing

@testable import life

@Suite("Noticing a board that repeats")
struct RepeatDetectorTests {
  private let blinkerUp: Set<Position> = [
    Position(row: 0, column: 1), Position(row: 1, column: 1), Position(row: 2, column: 1),
  ]
  private let blinkerAcross: Set<Position> = [
    Position(row: 1, column: 0), Position(row: 1, column: 1), Position(row: 1, column: 2),
  ]

  @Test("A board seen before gives the generations since then: its period")
  func period() {
    var detector = RepeatDetector()
    #expect(detector.record(blinkerUp, generation: 0) == nil)
    #expect(detector.record(blinkerAcross, generation: 1) == nil)
    #expect(detector.record(blinkerUp, generation: 2) == 2)
  }

  @Test("Every repeat gives the period, not the generations since the board was first seen")
  func laterRepeats() {
    var detector = RepeatDetector()
    #expect(detector.record(blinkerUp, generation: 0) == nil)
    #expect(detector.record(blinkerAcross, generation: 1) == nil)
    for generation in 2..<10 {
      let board = generation.isMultiple(of: 2) ? blinkerUp : blinkerAcross
      #expect(detector.record(board, generation: generation) == 2, "at generation \(generation)")
    }
  }

  @Test("A board seen again stays remembered for a whole capacity after its latest sighting")
  func boundedAfterRepeats() {
    var detector = RepeatDetector(capacity: 3)
    let boards: [Set<Position>] = (0..<3).map { [Position(row: $0, column: 0)] }
    // 0 1 2 0 1 2 ...: a period of 3, just within the capacity, seen at every repeat.
    for generation in 0..<12 {
      let period = detector.record(boards[generation % 3], generation: generation)
      #expect(period == (generation < 3 ? nil : 3), "at generation \(generation)")
    }
  }

  private static let store = PatternStore(
    directory: FileManager.default.temporaryDirectory.appendingPathComponent("unused"))

  private static func periodMessage(_ period: Int) -> String {
    "The board repeats with period \(period): every \(period) generations it is the same."
  }

  @Test("The player says the octagon on a 20x20 torus repeats with period 5, at every repeat")
  func octagonOnATorus() throws {
    let octagon = try #require(PatternLibrary.named("octagon")).pattern()
    let options = PlayOptions(pattern: octagon, topology: .torus, size: (20, 20))
    let player = try PlayerSession(options: options, terminalSize: (80, 24), store: Self.store)
    for _ in 1...30 {
      player.step()
      let expected = player.generation < 5 ? nil : Self.periodMessage(5)
      #expect(player.message == expected, "at generation \(player.generation)")
    }
  }

  /// The library's oscillators, the articles' ones among them.
  private static let oscillators = PatternLibrary.all.filter {
    $0.kind == .oscillator || ($0.kind == .articleExample && ($0.period ?? 0) > 1)
  }.map(\.name)

  @Test(
    "The player gives every oscillator in the library its own period, at every repeat",
    arguments: oscillators)
  func libraryOscillators(name: String) throws {
    let entry = try #require(PatternLibrary.named(name))
    let period = try #require(entry.period)
    let player = try PlayerSession(
      options: PlayOptions(pattern: Pattern(liveCells: []), size: (40, 40)), terminalSize: (80, 24),
      store: Self.store)
    // Placed as the l key places it: an article's board brings its own grid.
    player.place(entry.pattern())
    for _ in 1...(4 * period) {
      player.step()
      guard player.generation >= period else { continue }
      #expect(player.message == Self.periodMessage(period), "\(name) at generation \(player.generation)")
    }
  }

  @Test("A board that does not change has period 1")
  func stillBoard() {
    var detector = RepeatDetector()
    #expect(detector.record(blinkerUp, generation: 7) == nil)
    #expect(detector.record(blinkerUp, generation: 8) == 1)
  }

  @Test("The order the cells come in does not matter")
  func order() {
    #expect(
      Fingerprint.of(Set(blinkerUp.reversed())) == Fingerprint.of(blinkerUp))
    #expect(Fingerprint.of(blinkerUp) != Fingerprint.of(blinkerAcross))
  }

  @Test("It remembers only its capacity of boards, so a longer period goes unnoticed")
  func bounded() {
    var detector = RepeatDetector(capacity: 2)
    let boards: [Set<Position>] = (0..<3).map { [Position(row: $0, column: 0)] }
    for (generation, board) in boards.enumerated() {
      #expect(detector.record(board, generation: generation) == nil)
    }
    // The first board was forgotten to make room for the third; the third is still remembered.
    #expect(detector.record(boards[0], generation: 3) == nil)
    #expect(detector.record(boards[2], generation: 4) == 2)
  }

  @Test("After forgetting, no earlier board counts")
  func forget() {
    var detector = RepeatDetector()
    _ = detector.record(blinkerUp, generation: 0)
    detector.forget()
    #expect(detector.record(blinkerUp, generation: 1) == nil)
  }
}

extension RepeatDetector {
  /// Records a board by the fingerprint of its cells, as the engines without a fingerprint of their own do.
  fileprivate mutating func record(_ cells: Set<Position>, generation: Int) -> Int? {
    record(Fingerprint.of(cells), generation: generation)
  }
}
