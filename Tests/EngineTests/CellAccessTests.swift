import GameOfLife
import LifeKit
import Testing

/// Reading a cell, setting a cell and listing the cells of a rectangle, on every engine, against the
/// reference grid: the same differential checks as stepping, with edits between the steps.
@Suite("Every engine reads and sets cells as the reference grid does")
struct CellAccessTests {
  static let gridEngines: [EngineKind] = [.game, .set, .bitboard]
  static let sizes = [(5, 4), (63, 5), (64, 3), (65, 7), (130, 6)]

  @Test(
    "On bounded grids and tori: edits, off the grid too, then steps, then edits again",
    arguments: gridEngines, Topology.allCases)
  func grids(kind: EngineKind, topology: Topology) throws {
    for (width, height) in Self.sizes {
      let universe = Universe(topology, width: width, height: height)
      let cells = soup(width: width, height: height, seed: UInt64(width))
      let engine = try engine(kind, cells: cells, setup: EngineSetup(universe: universe))
      var reference = ReferenceGrid(
        cells: cells, width: width, height: height, wraps: topology == .torus, rule: .conway)
      var random = SplitMix64(seed: UInt64(width * height))
      for round in 1...5 {
        for _ in 0..<12 {
          // Up to three cells beyond each edge: wrapped on a torus, ignored on a bounded grid.
          let position = Position(
            row: Int(random.next() % UInt64(height + 6)) - 3,
            column: Int(random.next() % UInt64(width + 6)) - 3)
          let state: CellState = random.next() % 3 == 0 ? .dead : .alive
          engine.setCell(state, at: position)
          if let placed = universe.place(position) {
            reference.alive[placed.row][placed.column] = state == .alive
          }
        }
        let context = "\(kind) on a \(width) × \(height) \(topology), round \(round)"
        try expectSameCells(engine, reference, universe: universe, random: &random, context)
        let steps = round % 3 + 1
        try engine.step(generations: steps)
        for _ in 0..<steps { reference.step() }
        try expectSameCells(engine, reference, universe: universe, random: &random, context + ", stepped")
      }
    }
  }

  @Test(
    "On the plane: edits at negative positions, far out and back, with steps between",
    arguments: [
      EngineKind.set, .sparse, .hashlife,
    ])
  func plane(kind: EngineKind) throws {
    // The plane, seen through a window far larger than anything done here can reach in these steps.
    let (offset, side) = (150, 300)
    let cells = soup(width: 20, height: 20, seed: 9, top: -10, left: -70)
    let engine = try engine(kind, cells: cells, setup: EngineSetup(universe: .plane))
    var reference = ReferenceGrid(
      cells: cells.map { Position(row: $0.row + offset, column: $0.column + offset) }, width: side,
      height: side, wraps: false, rule: .conway)
    var random = SplitMix64(seed: 10)
    for round in 1...5 {
      for _ in 0..<15 {
        let position = Position(row: Int(random.next() % 160) - 80, column: Int(random.next() % 160) - 80)
        let state: CellState = random.next() % 3 == 0 ? .dead : .alive
        engine.setCell(state, at: position)
        reference.alive[position.row + offset][position.column + offset] = state == .alive
      }
      let expected = reference.cellsInOrder.map { Position(row: $0.row - offset, column: $0.column - offset) }
      #expect(
        engine.liveCells(rows: -offset..<offset, columns: -offset..<offset) == expected, "\(kind) \(round)")
      for cell in expected.prefix(40) { #expect(engine.isAlive(at: cell), "\(kind) \(round) \(cell)") }
      #expect(!engine.isAlive(at: Position(row: -1_000_000, column: 1_000_000)))
      // A rectangle that cuts through tiles and quadrants.
      let (rows, columns) = (-37..<21, -61..<5)
      #expect(
        engine.liveCells(rows: rows, columns: columns)
          == expected.filter { rows.contains($0.row) && columns.contains($0.column) }, "\(kind) \(round)")
      #expect(engine.population == expected.count)
      try engine.step(generations: round)
      for _ in 0..<round { reference.step() }
    }
  }

  @Test(
    "Cells set beside a still life that has stopped changing are stepped at the next generation",
    arguments: EngineKind.allCases.filter { $0 != .auto })
  func editBesideQuietCells(kind: EngineKind) throws {
    let universe: Universe = [.sparse, .hashlife].contains(kind) ? .plane : .bounded(width: 30, height: 30)
    let block = [
      Position(row: 1, column: 1), Position(row: 1, column: 2), Position(row: 2, column: 1),
      Position(row: 2, column: 2),
    ]
    let engine = try engine(kind, cells: block, setup: EngineSetup(universe: universe))
    try engine.step(generations: 3)
    for column in 10...12 { engine.setCell(.alive, at: Position(row: 10, column: column)) }
    try engine.step(generations: 1)
    let blinker = (9...11).map { Position(row: $0, column: 11) }
    #expect(engine.liveCells(rows: 0..<30, columns: 0..<30) == block + blinker, "\(kind)")
    #expect(engine.generation == 4)
  }

  @Test(
    "The fingerprint is the same exactly when the cells are",
    arguments: EngineKind.allCases.filter { $0 != .auto })
  func fingerprint(kind: EngineKind) throws {
    let universe: Universe = [.sparse, .hashlife].contains(kind) ? .plane : .torus(width: 70, height: 9)
    let blinker = (3...5).map { Position(row: 4, column: $0) }
    let engine = try engine(kind, cells: blinker, setup: EngineSetup(universe: universe))
    let across = engine.fingerprint
    try engine.step(generations: 1)
    #expect(engine.fingerprint != across, "\(kind)")
    try engine.step(generations: 1)
    #expect(engine.fingerprint == across, "\(kind)")
    engine.setCell(.alive, at: Position(row: 0, column: 66))
    #expect(engine.fingerprint != across, "\(kind)")
    engine.setCell(.dead, at: Position(row: 0, column: 66))
    #expect(engine.fingerprint == across, "\(kind)")
  }

  @Test(
    "The pattern an engine gives back carries its rule, and its grid's universe",
    arguments: EngineKind.allCases.filter { $0 != .auto })
  func patternCarriesRuleAndUniverse(kind: EngineKind) throws {
    let rule = kind == .game ? LifeLikeRule.conway : try LifeLikeRule("B36/S23")
    let universe: Universe = [.sparse, .hashlife].contains(kind) ? .plane : .torus(width: 12, height: 7)
    let engine = try engine(
      kind, cells: [Position(row: 1, column: 1)], setup: EngineSetup(universe: universe, rule: rule))
    let pattern = engine.pattern()
    #expect(pattern.rule == rule, "\(kind)")
    #expect(pattern.universe == (universe == .plane ? nil : universe), "\(kind)")
  }

  private func expectSameCells(
    _ engine: any LifeEngine, _ reference: ReferenceGrid, universe: Universe, random: inout SplitMix64,
    _ context: String
  ) throws {
    let (width, height) = (reference.width, reference.height)
    #expect(engine.liveCells(rows: 0..<height, columns: 0..<width) == reference.cellsInOrder, "\(context)")
    #expect(engine.population == reference.liveCells.count, "\(context)")
    for row in -2..<height + 2 {
      for column in -2..<width + 2 {
        let position = Position(row: row, column: column)
        let expected = universe.place(position).map { reference.alive[$0.row][$0.column] } ?? false
        guard engine.isAlive(at: position) == expected else {
          Issue.record("\(context): \(position) should be \(expected ? "alive" : "dead")")
          return
        }
      }
    }
    for _ in 0..<3 {
      let top = Int(random.next() % UInt64(height + 4)) - 2
      let left = Int(random.next() % UInt64(width + 4)) - 2
      let rows = top..<top + Int(random.next() % UInt64(height)) + 1
      let columns = left..<left + Int(random.next() % UInt64(width)) + 1
      #expect(
        engine.liveCells(rows: rows, columns: columns)
          == reference.cellsInOrder.filter { rows.contains($0.row) && columns.contains($0.column) },
        "\(context): rows \(rows), columns \(columns)")
    }
  }
}
