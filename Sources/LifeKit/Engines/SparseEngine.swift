import GameOfLife

/// An engine for the unbounded plane that keeps only 64 × 64 tiles with life in them, and skips quiet ones.
///
/// A tile is worked out again only when it or one of its eight neighbours changed in the last generation,
/// so still lifes and empty space cost nothing; inside a tile, 64 cells are stepped at once as in the
/// ``BitboardEngine``. Tiles appear where live cells reach an edge and go when they are empty and quiet.
public final class SparseEngine: LifeEngine {
  var tiles: [SparseTile.Key: SparseTile] = [:]
  let rule: LifeLikeRule
  public private(set) var generation = 0
  /// How many single generations have been worked out: the stamp that lists each tile once per generation.
  var stepsWorkedOut = 0
  /// The tiles that changed in the last generation (every tile, at first).
  var changedTiles: [SparseTile] = []

  /// Makes an engine on the plane holding the pattern's cells.
  ///
  /// - Throws: ``EngineError`` for a bounded or torus grid, or for a rule with B0.
  public init(pattern: Pattern, setup: EngineSetup) throws {
    guard setup.universe == .plane else {
      throw EngineError("the sparse engine runs only on the plane, not on a bounded or torus grid")
    }
    guard !setup.rule.bornFromNothing else {
      throw EngineError("the sparse engine cannot run a rule with B0 (\(setup.rule)) on the plane")
    }
    rule = setup.rule
    // Files list cells row by row, so the next cell is usually in the same tile: look it up only when not.
    // Its rows are held as a pointer, which (unlike the tile) costs no reference counting per cell.
    var currentKey: SparseTile.Key?
    var currentRows = SparseTile.emptyRows
    for cell in pattern.liveCells {
      let key = SparseTile.Key(row: cell.row >> 6, column: cell.column >> 6)
      if key != currentKey {
        currentRows = tile(at: key).rows
        currentKey = key
      }
      currentRows[cell.row & 63] |= 1 << UInt64(cell.column & 63)
    }
  }

  deinit {
    // Neighbours hold each other; break the links so the tiles are freed.
    for tile in tiles.values {
      for direction in 0..<8 { tile.link(nil, towards: direction) }
    }
  }

  public var population: Int {
    tiles.values.reduce(0) { total, tile in (0..<64).reduce(total) { $0 + tile.rows[$1].nonzeroBitCount } }
  }

  public func step(generations: Int) {
    guard generations > 0 else { return }
    if rule == .conway {
      step(generations: generations, applying: ConwayBitSlicedRule())
    } else {
      step(generations: generations, applying: AnyBitSlicedRule(rule))
    }
    generation += generations
  }

  public func pattern() -> Pattern {
    var cells: [Position] = []
    for tile in tiles.values {
      for row in 0..<64 {
        var bits = tile.rows[row]
        while bits != 0 {
          cells.append(
            Position(row: tile.key.row * 64 + row, column: tile.key.column * 64 + bits.trailingZeroBitCount))
          bits &= bits - 1
        }
      }
    }
    cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    return Pattern(liveCells: cells, rule: rule).trimmed()
  }

  /// The tile with this key, made (and linked to its neighbours) if it does not exist.
  @discardableResult
  func tile(at key: SparseTile.Key) -> SparseTile {
    if let existing = tiles[key] { return existing }
    let tile = SparseTile(key: key)
    for (direction, offset) in SparseTile.directions.enumerated() {
      let neighbour = tiles[SparseTile.Key(row: key.row + offset.row, column: key.column + offset.column)]
      tile.link(neighbour, towards: direction)
      neighbour?.link(tile, towards: SparseTile.opposite(direction))
    }
    tiles[key] = tile
    changedTiles.append(tile)
    return tile
  }

  /// Removes a tile and unlinks it from its neighbours.
  func remove(_ tile: SparseTile) {
    for (direction, neighbour) in tile.neighbours.enumerated() {
      neighbour?.link(nil, towards: SparseTile.opposite(direction))
      tile.link(nil, towards: direction)
    }
    tiles[tile.key] = nil
  }
}
