import GameOfLife
import LifeKit
import Testing

/// The plane engines (sparse and HashLife) against the kata `Game` and the set engine.
@Suite("The plane engines agree with the kata Game and the set engine")
struct PlaneEngineTests {
  static let planeEngines: [EngineKind] = [.sparse, .hashlife]

  @Test(
    "A soup in the middle of a large bounded Game, before it reaches the edge, runs the same on the plane",
    arguments: planeEngines, [UInt64(1), 2])
  func agreesWithGame(kind: EngineKind, seed: UInt64) throws {
    let cells = soup(width: 10, height: 10, seed: seed, top: 15, left: 15)
    let game = try engine(.game, cells: cells, setup: EngineSetup(universe: .bounded(width: 40, height: 40)))
    let plane = try engine(kind, cells: cells, setup: EngineSetup(universe: .plane))
    // Uneven steps, so HashLife adds steps of several powers of two.
    for steps in [1, 2, 3, 5, 7] {
      try game.step(generations: steps)
      try plane.step(generations: steps)
      let gameCells = liveCells(of: game)
      try #require(gameCells.allSatisfy { (1..<39).contains($0.row) && (1..<39).contains($0.column) })
      #expect(
        difference(liveCells(of: plane), gameCells) == nil, "seed \(seed), generation \(game.generation)")
      #expect(plane.population == game.population)
      #expect(plane.generation == game.generation)
    }
  }

  static let rules = ["B3/S23", "B36/S23", "B2/S", "B3678/S34678", "B1/S1", "B35678/S5678"]

  @Test(
    "Any rule without B0, on soups that straddle tiles at negative positions, agrees with the set engine",
    arguments: planeEngines, rules)
  func agreesWithSetEngine(kind: EngineKind, rule text: String) throws {
    let rule = try LifeLikeRule(text)
    for (seed, top, left) in [(UInt64(4), -70, 50), (5, 55, -10), (6, -3, -3)] {
      let cells = soup(width: 20, height: 18, density: 0.35, seed: seed, top: top, left: left)
      let setup = EngineSetup(universe: .plane, rule: rule)
      let reference = try engine(.set, cells: cells, setup: setup)
      let plane = try engine(kind, cells: cells, setup: setup)
      for steps in [1, 1, 2, 4, 9, 13] {
        try reference.step(generations: steps)
        try plane.step(generations: steps)
        #expect(
          difference(liveCells(of: plane), liveCells(of: reference)) == nil,
          "\(rule) seed \(seed), generation \(reference.generation)")
        #expect(plane.population == reference.population)
      }
    }
  }

  @Test("The plane engines refuse grids and rules with B0", arguments: planeEngines)
  func refusesGridsAndBirthFromNothing(kind: EngineKind) throws {
    #expect(throws: EngineError.self) {
      try engine(kind, cells: [], setup: EngineSetup(universe: .torus(width: 4, height: 4)))
    }
    let birthFromNothing = try LifeLikeRule("B03/S23")
    #expect(throws: EngineError.self) {
      try engine(kind, cells: [], setup: EngineSetup(universe: .plane, rule: birthFromNothing))
    }
  }

  @Test("An empty plane stays empty", arguments: planeEngines)
  func emptyPlaneStaysEmpty(kind: EngineKind) throws {
    let plane = try engine(kind, cells: [], setup: EngineSetup(universe: .plane))
    try plane.step(generations: 100)
    #expect(plane.population == 0)
    #expect(plane.generation == 100)
  }
}
