import GameOfLife
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

  @Test("A board that does not change has period 1")
  func stillBoard() {
    var detector = RepeatDetector()
    #expect(detector.record(blinkerUp, generation: 7) == nil)
    #expect(detector.record(blinkerUp, generation: 8) == 1)
  }

  @Test("The order the cells come in does not matter")
  func order() {
    #expect(
      RepeatDetector.fingerprint(of: Set(blinkerUp.reversed())) == RepeatDetector.fingerprint(of: blinkerUp))
    #expect(RepeatDetector.fingerprint(of: blinkerUp) != RepeatDetector.fingerprint(of: blinkerAcross))
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
