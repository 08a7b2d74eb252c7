import GameOfLife
import GameOfLifeTestSupport
import Testing

@Suite("Still lifes stay the same")
struct StillLifeSpec {
  @Test("A still life stays the same for several generations", arguments: stillLifes)
  func staysTheSame(pattern: GoldenPattern) throws {
    let game = try pattern.firstPhase()
    try GoldenFiles.expect(game, matches: pattern, phase: 1)
    let first = game.picture
    for _ in 1...4 {
      game.step()
      #expect(game.picture == first, "\(pattern.name) changed at generation \(game.generation)")
    }
  }
}

@Suite("Oscillators come back after exactly their period")
struct OscillatorSpec {
  @Test(
    "An oscillator passes through every stored phase and comes back after exactly its period",
    arguments: oscillators)
  func comesBack(pattern: GoldenPattern) throws {
    let game = try pattern.firstPhase()
    let first = game.picture
    for phase in 1...pattern.period {
      try GoldenFiles.expect(game, matches: pattern, phase: phase)
      if phase > 1 {
        #expect(game.picture != first, "\(pattern.name) came back early, after \(phase - 1) generations")
      }
      expectClearOfTheEdge(game, pattern)
      game.step()
    }
    #expect(game.picture == first, "\(pattern.name) did not come back after \(pattern.period) generations")
  }
}

@Suite("Spaceships come back shifted")
struct SpaceshipSpec {
  @Test(
    "A spaceship passes through every stored phase and comes back shifted after its period",
    arguments: spaceships)
  func comesBackShifted(pattern: GoldenPattern) throws {
    let game = try pattern.firstPhase()
    let first = game.liveCells
    for phase in 1...pattern.period {
      try GoldenFiles.expect(game, matches: pattern, phase: phase)
      expectClearOfTheEdge(game, pattern)
      game.step()
    }
    let shifted = first.map {
      Position(row: $0.row + pattern.shift.rows, column: $0.column + pattern.shift.columns)
    }
    #expect(game.liveCells == shifted, "\(pattern.name) did not come back shifted by \(pattern.shift)")
  }
}

/// A live cell on the border could have been changed by the bounded edge: the phase would not be the plane's.
private func expectClearOfTheEdge(
  _ game: Game, _ pattern: GoldenPattern, sourceLocation: SourceLocation = #_sourceLocation
) {
  let onTheBorder = game.liveCells.filter {
    $0.row == 0 || $0.column == 0 || $0.row == game.rows - 1 || $0.column == game.columns - 1
  }
  #expect(
    onTheBorder.isEmpty, "\(pattern.name) touches the edge of its frame: give it a wider margin",
    sourceLocation: sourceLocation)
}
