import GameOfLife
import LifeKit
import Testing

@testable import LifeKit

/// The bitboard engine against the kata `Game` and the reference grid, on seeded soups of awkward sizes.
@Suite("The bitboard engine agrees with the kata Game")
struct GridEngineTests {
  /// Sizes that cross word boundaries (64 columns), and grids only one or two cells wide.
  static let sizes = [(1, 1), (2, 1), (1, 3), (2, 2), (5, 4), (8, 8), (63, 5), (64, 6), (65, 7), (130, 9)]

  @Test(
    "Conway's rule on random soups, generation by generation, on bounded grids and tori",
    arguments: Topology.allCases, 0..<sizes.count)
  func conwayAgreesWithGame(topology: Topology, sizeIndex: Int) throws {
    let (width, height) = Self.sizes[sizeIndex]
    for seed in 1...3 as ClosedRange<UInt64> {
      let cells = soup(width: width, height: height, seed: seed)
      let setup = EngineSetup(universe: Universe(topology, width: width, height: height))
      let game = try engine(.game, cells: cells, setup: setup)
      let bitboard = try engine(.bitboard, cells: cells, setup: setup)
      for generation in 1...12 {
        try game.step(generations: 1)
        try bitboard.step(generations: 1)
        #expect(
          difference(liveCells(of: bitboard), liveCells(of: game)) == nil,
          "seed \(seed), \(width) × \(height) \(topology), generation \(generation)")
        #expect(bitboard.population == game.population)
        #expect(bitboard.generation == generation)
      }
    }
  }

  static let rules = [
    "B36/S23", "B2/S", "B3678/S34678", "B1/S1", "B0/S8", "B0123478/S01234678", "B/S012345678",
  ]

  @Test(
    "Any Life-like rule, B0 included, agrees with the reference grid", arguments: rules, Topology.allCases)
  func anyRuleAgreesWithReference(rule text: String, topology: Topology) throws {
    let rule = try LifeLikeRule(text)
    for (width, height) in [(3, 2), (64, 4), (70, 6)] {
      let cells = soup(width: width, height: height, seed: UInt64(width))
      let setup = EngineSetup(universe: Universe(topology, width: width, height: height), rule: rule)
      var reference = ReferenceGrid(
        cells: cells, width: width, height: height, wraps: topology == .torus, rule: rule)
      let bitboard = try engine(.bitboard, cells: cells, setup: setup)
      for generation in 1...8 {
        reference.step()
        try bitboard.step(generations: 1)
        #expect(
          difference(liveCells(of: bitboard), reference.liveCells) == nil,
          "\(rule) \(width) × \(height) generation \(generation)")
      }
    }
  }

  @Test(
    "A grid large enough to be shared between the cores agrees with the reference grid, tall or wide",
    arguments: Topology.allCases, [(200, 180), (9000, 3)])
  func sharedGridAgreesWithReference(topology: Topology, size: (width: Int, height: Int)) throws {
    let (width, height) = size
    let cells = soup(width: width, height: height, seed: 7)
    let setup = EngineSetup(universe: Universe(topology, width: width, height: height))
    var reference = ReferenceGrid(
      cells: cells, width: width, height: height, wraps: topology == .torus, rule: .conway)
    let bitboard = try BitboardEngine(pattern: Pattern(liveCells: cells), setup: setup)
    // Shared however small, so a debug build checks the sharing quickly.
    bitboard.cellsWorthSharing = 0
    for _ in 1...3 { reference.step() }
    bitboard.step(generations: 3)
    #expect(
      difference(liveCells(of: bitboard), reference.liveCells) == nil, "\(width) × \(height) \(topology)")
  }

  @Test("Cells off a bounded grid are dropped and cells off a torus wrap round, as in the set engine")
  func placesCellsAsTheSetEngine() throws {
    let cells = [Position(row: -1, column: 2), Position(row: 3, column: 9), Position(row: 1, column: 1)]
    for universe in [Universe.bounded(width: 5, height: 4), .torus(width: 5, height: 4)] {
      let setup = EngineSetup(universe: universe)
      let bitboard = try engine(.bitboard, cells: cells, setup: setup)
      let reference = try engine(.set, cells: cells, setup: setup)
      #expect(difference(liveCells(of: bitboard), liveCells(of: reference)) == nil, "\(universe)")
    }
  }

  @Test("The bitboard engine refuses the plane")
  func refusesThePlane() {
    #expect(throws: EngineError.self) {
      try engine(.bitboard, cells: [], setup: EngineSetup(universe: .plane))
    }
  }
}
