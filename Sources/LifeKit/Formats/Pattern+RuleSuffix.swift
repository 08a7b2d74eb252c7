import GameOfLife

extension Pattern {
  /// Reads a rule such as `B3/S23`, with Golly's optional topology suffix `:T64,64` (torus) or `:P64,64` (bounded).
  ///
  /// RLE headers and the `#R` lines of Life 1.05 and 1.06 files write rules this way.
  ///
  /// - Throws: ``PatternError`` when the rule or the suffix is not understood (without a line or column:
  ///   the caller knows where the text came from).
  static func ruleAndUniverse(_ text: String) throws -> (rule: LifeLikeRule, universe: Universe?) {
    let parts = text.split(separator: ":", maxSplits: 1)
    let rule = try LifeLikeRule(String(parts.first ?? ""))
    guard parts.count == 2 else { return (rule, nil) }
    let suffix = parts[1]
    let sizes = suffix.dropFirst().split(separator: ",").map { Int($0) }
    guard let kind = suffix.first, "TP".contains(kind), sizes.count == 2,
      let width = sizes[0], let height = sizes[1], width > 0, height > 0
    else {
      throw PatternError(
        "unknown topology ':\(suffix)': expected :T<width>,<height> (torus) or :P<width>,<height> (bounded)")
    }
    return (rule, Universe(kind == "T" ? .torus : .bounded, width: width, height: height))
  }

  /// The rule as Golly writes it, with a `:P` or `:T` suffix for a bounded or torus universe: `B3/S23:T64,64`.
  var ruleWithUniverseSuffix: String {
    switch universe {
    case .none, .plane: "\(rule)"
    case .bounded(let width, let height): "\(rule):P\(width),\(height)"
    case .torus(let width, let height): "\(rule):T\(width),\(height)"
    }
  }

  /// Whether a coordinate read from a file is small enough to compute with safely.
  ///
  /// Positions beyond this would overflow when a box is measured, so files that hold them are refused.
  static func isWithinReach(_ coordinate: Int) -> Bool {
    abs(coordinate) <= maximumRunLength
  }
}

extension Pattern {
  /// How far Golly's coordinates are from the grid's: Golly's bounded grid of width W starts at column −⌊W/2⌋.
  ///
  /// Life 1.05 and 1.06 files give absolute positions, so on a bounded or torus grid their cells are written
  /// at grid position plus this offset, and read back by taking it away; on the plane it is zero.
  var gollyGridOffset: Position {
    switch universe {
    case .none, .plane: Position(row: 0, column: 0)
    case .bounded(let width, let height), .torus(let width, let height):
      Position(row: -(height / 2), column: -(width / 2))
    }
  }

  /// A pattern read with absolute positions, moved onto its bounded or torus grid and framed by the whole grid.
  ///
  /// Cells that land off the grid are dropped; a pattern on the plane is only trimmed to its live cells.
  func framedByItsGrid() -> Pattern {
    switch universe {
    case .none, .plane: trimmed()
    case .bounded(let width, let height), .torus(let width, let height): moved(onto: width, height)
    }
  }

  private func moved(onto width: Int, _ height: Int) -> Pattern {
    let offset = gollyGridOffset
    var framed = self
    framed.liveCells = LiveCells(
      liveCells.map { Position(row: $0.row - offset.row, column: $0.column - offset.column) }
        .filter { (0..<height).contains($0.row) && (0..<width).contains($0.column) })
    framed.origin = Position(row: 0, column: 0)
    framed.width = width
    framed.height = height
    return framed
  }
}
