import GameOfLife
import Testing

@testable import LifeKit

/// The sparse engine's own bookkeeping: its tiles, their links, and which of them it works out.
@Suite("The sparse engine keeps its tiles in order")
struct SparseEngineTests {
  /// A library pattern's cells, moved by an offset.
  static func cells(_ name: String, top: Int = 0, left: Int = 0) throws -> [Position] {
    let entry = try #require(PatternLibrary.named(name))
    return entry.pattern().liveCells.map { Position(row: $0.row + top, column: $0.column + left) }
  }

  static func sparseEngine(_ cells: [Position], rule: LifeLikeRule = .conway) throws -> SparseEngine {
    try SparseEngine(
      pattern: Pattern(liveCells: cells, rule: rule), setup: EngineSetup(universe: .plane, rule: rule))
  }

  /// Steps a sparse engine and the set engine together, checking the cells and the invariants each generation.
  static func runBeside(
    _ sparse: SparseEngine, cells: [Position], rule: LifeLikeRule = .conway, generations: Int,
    comment: String, afterEachGeneration check: (SparseEngine) -> Void = { _ in }
  ) throws {
    let reference = try engine(.set, cells: cells, setup: EngineSetup(universe: .plane, rule: rule))
    for _ in 0..<generations {
      try sparse.step(generations: 1)
      try reference.step(generations: 1)
      #expect(sparse.invariantViolations() == [], "\(comment), generation \(sparse.generation)")
      #expect(
        difference(liveCells(of: sparse), liveCells(of: reference)) == nil,
        "\(comment), generation \(sparse.generation)")
      check(sparse)
    }
  }

  @Test("The invariants hold on soups that straddle tiles, for several rules", arguments: [UInt64(7), 8, 9])
  func invariantsHoldOnSoups(seed: UInt64) throws {
    for text in ["B3/S23", "B36/S23", "B2/S"] {
      let rule = try LifeLikeRule(text)
      let cells = soup(width: 90, height: 70, density: 0.3, seed: seed, top: -40, left: -100)
      let sparse = try Self.sparseEngine(cells, rule: rule)
      #expect(sparse.invariantViolations() == [])
      try Self.runBeside(sparse, cells: cells, rule: rule, generations: 40, comment: "\(rule) seed \(seed)")
    }
  }

  @Test(
    "Every kernel this processor runs works out the tiles as the set engine does",
    arguments: BitboardKernel.allCases.filter(\.isSupported))
  func everyKernelAgrees(kernel: BitboardKernel) throws {
    // Soups over several whole tiles and their edges, dense enough to change rows in every block of a
    // vector, and a sparse one whose few changed rows leave most blocks alone.
    for (text, density, seed) in [("B3/S23", 0.5, UInt64(10)), ("B36/S23", 0.3, 11), ("B3/S23", 0.05, 12)] {
      let rule = try LifeLikeRule(text)
      let cells = soup(width: 150, height: 140, density: density, seed: seed, top: -70, left: -75)
      let sparse = try SparseEngine(
        pattern: Pattern(liveCells: cells, rule: rule), setup: EngineSetup(universe: .plane, rule: rule),
        kernel: kernel)
      try Self.runBeside(sparse, cells: cells, rule: rule, generations: 30, comment: "\(kernel) \(rule)")
    }
  }

  @Test("Tiles shared between the cores come out as on one core")
  func sharedTilesAgree() throws {
    let cells = soup(width: 200, height: 190, density: 0.4, seed: 13, top: -100, left: -90)
    let sparse = try Self.sparseEngine(cells)
    sparse.rowsWorthSharing = 0
    try Self.runBeside(sparse, cells: cells, generations: 30, comment: "shared")
  }

  @Test("A pattern that dies leaves no tile behind")
  func deadPatternLeavesNoTiles() throws {
    // Diehard vanishes after 130 generations; it is placed across the corner of four tiles.
    let cells = try Self.cells("diehard", top: -2, left: -4)
    let sparse = try Self.sparseEngine(cells)
    try Self.runBeside(sparse, cells: cells, generations: 135, comment: "diehard")
    #expect(sparse.population == 0)
    #expect(sparse.arena.count == 0)
    #expect(sparse.arena.changedTiles.isEmpty)
  }

  @Test("A glider flying far from a block keeps a few tiles, and the block's tile stays quiet")
  func gliderLeavesTilesBehind() throws {
    let block = try Self.cells("block", top: 10, left: 10)
    let glider = try Self.cells("glider", top: 300, left: 300)
    let sparse = try Self.sparseEngine(block + glider)
    try Self.runBeside(sparse, cells: block + glider, generations: 600, comment: "block and glider")
    let blockTile = try #require(sparse.arena[SparseTile.Key(row: 0, column: 0)])
    #expect(!sparse.arena.changedTiles.contains(blockTile))
    // The glider crossed more than a dozen tiles; the ones it left are gone.
    #expect(sparse.arena.count <= 1 + 4)
  }

  @Test("Tiles are linked to exactly the tiles around them, both ways, as they come and go")
  func linksFollowTheKeys() throws {
    let cells =
      try Self.cells("lightweight-spaceship", top: 62, left: -3)
      + Self.cells("r-pentomino", top: -64, left: 63)
    let sparse = try Self.sparseEngine(cells)
    try Self.runBeside(sparse, cells: cells, generations: 200, comment: "spaceship and r-pentomino")
  }

  @Test("Still lifes and period-2 oscillators cost nothing once they have run two generations")
  func quietAndBlinkingTilesAreSkipped() throws {
    let cells =
      try Self.cells("block", top: 5, left: 5) + Self.cells("blinker", top: 100, left: -60)
      + Self.cells("beacon", top: -200, left: 30) + Self.cells("toad", top: 62, left: 62)
    let sparse = try Self.sparseEngine(cells)
    try Self.runBeside(sparse, cells: cells, generations: 10, comment: "still lifes and blinkers") { sparse in
      // The second generation is the first that can be compared with two generations before.
      #expect(sparse.generation < 2 || sparse.arena.changedTiles.isEmpty, "generation \(sparse.generation)")
    }
  }

  @Test("A period-3 pulsar is worked out every generation, and only the rows around it")
  func pulsarRowsAreWorkedOut() throws {
    let cells = try Self.cells("pulsar", top: 20, left: 20)
    let sparse = try Self.sparseEngine(cells)
    try Self.runBeside(sparse, cells: cells, generations: 12, comment: "pulsar")
    let tile = try #require(sparse.arena[SparseTile.Key(row: 0, column: 0)])
    #expect(sparse.arena.changedTiles == [tile])
    // The pulsar spans rows 20 to 32: its changes, one row wider, are all that is worked out.
    let rows = sparse.arena[tile].rowsToWorkOut
    #expect(rows.trailingZeroBitCount >= 19 && 64 - rows.leadingZeroBitCount <= 34)
  }
}

@Suite("Patterns held as bitmaps")
struct BitmapPatternTests {
  @Test(
    "The sparse engine places a bitmap's words where it places the same cells one by one",
    arguments: [(0, 0), (-9, 5), (70, -129), (-64, 64), (3, 63)])
  func sparseEnginePlacesBitmaps(row: Int, column: Int) throws {
    var generator = SplitMix64(seed: UInt64(bitPattern: Int64(row * 1000 + column)))
    let rows = (0..<150).map { _ in String((0..<200).map { _ in generator.next() % 2 == 0 ? "O" : "." }) }
    var soup = try Pattern(plaintext: rows.joined(separator: "\n"))
    soup.liveCells = soup.liveCells.shifted(rows: row, columns: column)
    try #require(soup.liveCells.bitmap != nil)
    let listed = Pattern(liveCells: Array(soup.liveCells))
    let setup = EngineSetup(universe: .plane, rule: .conway)
    let fromBitmap = try SparseEngine(pattern: soup, setup: setup)
    let fromList = try SparseEngine(pattern: listed, setup: setup)
    #expect(Set(fromBitmap.pattern().liveCells) == Set(listed.liveCells), "at \(row), \(column)")
    try fromBitmap.step(generations: 5)
    try fromList.step(generations: 5)
    #expect(Set(fromBitmap.pattern().liveCells) == Set(fromList.pattern().liveCells), "at \(row), \(column)")
  }

  @Test(
    "The bitboard places a bitmap's words where it places the same cells one by one",
    arguments: [(0, 0), (9, 5), (1, 63), (0, 64), (17, 70)], Topology.allCases)
  func bitboardPlacesBitmaps(offset: (row: Int, column: Int), topology: Topology) throws {
    var generator = SplitMix64(seed: UInt64(offset.row * 1000 + offset.column))
    let rows = (0..<70).map { _ in String((0..<130).map { _ in generator.next() % 2 == 0 ? "O" : "." }) }
    var soup = try Pattern(plaintext: rows.joined(separator: "\n"))
    soup.liveCells = soup.liveCells.shifted(rows: offset.row, columns: offset.column)
    try #require(soup.liveCells.bitmap != nil)
    let listed = Pattern(liveCells: Array(soup.liveCells))
    // A grid the box fits, with room to spare on the right and below.
    let setup = EngineSetup(
      universe: Universe(topology, width: 130 + offset.column + 3, height: 70 + offset.row + 2))
    let fromBitmap = try BitboardEngine(pattern: soup, setup: setup)
    let fromList = try BitboardEngine(pattern: listed, setup: setup)
    #expect(fromBitmap.pattern() == fromList.pattern(), "at \(offset) on a \(topology)")
    fromBitmap.step(generations: 5)
    fromList.step(generations: 5)
    #expect(fromBitmap.pattern() == fromList.pattern(), "at \(offset) on a \(topology)")
  }
}
