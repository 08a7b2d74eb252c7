import GameOfLife
import RequirementChanges
import Testing

// One pattern of each requirement change, every generation kept as a golden file in
// GoldenFiles/RequirementChanges, in the picture each game draws (zombies marked `Z`).

@Suite("Requirement changes go through their golden generations")
struct RequirementChangeGoldenSpec {
  @Test("A blinker of zombies grows into a plus, then a ring around a dead middle")
  func zombieBlinker() throws {
    let game = try ZombieGame(picture: ".....\n.....\n.OOO.\n.....\n.....")
    for generation in 0...4 {
      let picture = Self.zombiePicture(game)
      #expect(picture.replacing("Z", with: "O") == game.picture, "a zombie is a live cell")
      try GoldenFiles.expect(
        picture: picture, matches: "zombie-blinker-generation-\(generation).txt",
        name: "zombie blinker, generation \(generation)", legend: "'.' dead, 'O' alive, 'Z' a zombie")
      game.step()
    }
  }

  @Test("A hexagonal triangle and the three cells around it take turns, and come back after 2 generations")
  func hexagonalTriangle() throws {
    let game = try HexagonalGame(picture: "......\n......\n..OO..\n..O...\n......\n......")
    let first = game.picture
    for phase in 1...2 {
      try GoldenFiles.expect(
        picture: game.picture, matches: "hexagonal-triangle-phase-\(phase).txt",
        name: "hexagonal triangle, phase \(phase) of 2",
        legend: "'.' dead, 'O' alive; odd rows (from 0) sit half a cell to the right")
      game.step()
    }
    #expect(game.picture == first)
  }

  @Test("A blinker of two reds and a blue turns all red: each new cell takes the majority's colour")
  func colouredBlinker() throws {
    let game = try ColouredGame(picture: ".....\n.....\n.RRB.\n.....\n.....")
    for generation in 0...2 {
      try GoldenFiles.expect(
        picture: game.picture, matches: "coloured-blinker-generation-\(generation).txt",
        name: "coloured blinker, generation \(generation)", legend: "'.' dead, 'R' red, 'B' blue")
      game.step()
    }
  }

  /// The zombie game's picture with each zombie drawn `Z`: its own picture draws every live cell `O`.
  static func zombiePicture(_ game: ZombieGame) -> String {
    (0..<game.rows).map { row in
      String(
        (0..<game.columns).map { column -> Character in
          let position = Position(row: row, column: column)
          return game.isZombie(at: position) ? "Z" : game.isAlive(at: position) ? "O" : "."
        })
    }.joined(separator: "\n")
  }
}
