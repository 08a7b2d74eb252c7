import GameOfLife

/// A Life pattern as files describe it: its live cells, the box that frames them, a rule and a name.
///
/// Cells are stored as positions on an unbounded plane; `origin`, `width` and `height` give the box a file
/// declares (an RLE header's `x` and `y`, a plaintext file's widest row × rows), which need not be the
/// tightest box around the live cells.
public struct Pattern: Sendable {
  /// The positions of the live cells, each once: row by row when a file was read.
  public var liveCells: LiveCells
  /// The top-left corner of the pattern's box.
  public var origin: Position
  /// The number of columns of the pattern's box.
  public var width: Int
  /// The number of rows of the pattern's box.
  public var height: Int
  /// The rule the pattern is meant to run under: Conway's B3/S23 unless its file says otherwise.
  public var rule: LifeLikeRule
  /// The universe a file asks for (Golly's `:T64,64` rule suffix), or `nil` when it does not say.
  public var universe: Universe?
  /// The pattern's name: an RLE file's `#N` line or a plaintext file's `!Name:`, or `nil` when there is none.
  public var name: String?
  /// Comment lines, without their `!` or `#C` markers.
  public var comments: [String]

  /// Makes a pattern of live cells, whose box runs from `origin` to the farthest live cell unless `width` and
  /// `height` say otherwise.
  public init(
    liveCells: [Position], origin: Position = Position(row: 0, column: 0), width: Int? = nil,
    height: Int? = nil, rule: LifeLikeRule = .conway, universe: Universe? = nil, name: String? = nil,
    comments: [String] = []
  ) {
    self.liveCells = LiveCells(liveCells)
    self.origin = origin
    // Measured only when needed: a soup file gives its box, and has millions of cells to measure.
    let box = width == nil || height == nil ? Self.boundingBox(of: liveCells) : nil
    self.width = width ?? box.map { $0.right - origin.column + 1 } ?? 0
    self.height = height ?? box.map { $0.bottom - origin.row + 1 } ?? 0
    self.rule = rule
    self.universe = universe
    self.name = name
    self.comments = comments
  }

  /// The number of live cells.
  public var population: Int { liveCells.count }

  /// The smallest box holding every live cell, or `nil` when no cell is alive.
  public static func boundingBox(
    of cells: some Sequence<Position>
  ) -> (top: Int, left: Int, bottom: Int, right: Int)? {
    var cells = cells.makeIterator()
    guard let first = cells.next() else { return nil }
    var box = (top: first.row, left: first.column, bottom: first.row, right: first.column)
    while let cell = cells.next() {
      box.top = min(box.top, cell.row)
      box.left = min(box.left, cell.column)
      box.bottom = max(box.bottom, cell.row)
      box.right = max(box.right, cell.column)
    }
    return box
  }

  /// The same pattern with its box shrunk to the tightest one around the live cells.
  public func trimmed() -> Pattern {
    var copy = self
    guard let box = Self.boundingBox(of: liveCells) else {
      copy.width = 0
      copy.height = 0
      return copy
    }
    copy.origin = Position(row: box.top, column: box.left)
    copy.width = box.right - box.left + 1
    copy.height = box.bottom - box.top + 1
    return copy
  }
}

extension Pattern: Equatable {
  /// Two patterns are equal when the same cells are alive in the same box under the same rule.
  public static func == (lhs: Pattern, rhs: Pattern) -> Bool {
    lhs.origin == rhs.origin && lhs.width == rhs.width && lhs.height == rhs.height && lhs.rule == rhs.rule
      && lhs.universe == rhs.universe && Set(lhs.liveCells) == Set(rhs.liveCells)
  }
}

extension Pattern {
  /// The pattern of a game's live cells, framed by the whole grid.
  public init(_ game: Game) {
    self.init(
      liveCells: game.liveCells, width: game.columns, height: game.rows,
      universe: Universe(game.topology, width: game.columns, height: game.rows))
  }

  /// A game holding this pattern's box, with the box's top-left corner at row 0, column 0.
  ///
  /// - Throws: `GameError` when the box is empty.
  public func game(topology: Topology = .bounded) throws -> Game {
    let game = try Game(rows: height, columns: width, topology: topology)
    for cell in liveCells {
      let position = Position(row: cell.row - origin.row, column: cell.column - origin.column)
      if game.contains(position) { try game.setCell(.alive, at: position) }
    }
    return game
  }
}

extension Pattern: CustomStringConvertible {
  /// A one-line summary, short enough for a failing test to print: name, box, population and rule.
  public var description: String {
    let title = name.map { "'\($0)'" } ?? "pattern"
    return "\(title): \(width) × \(height) box at \(origin), \(population) live cells, \(rule)"
  }
}
