import GameOfLife

extension Universe {
  /// A grid universe with the kata `Game`'s edges.
  public init(_ topology: Topology, width: Int, height: Int) {
    switch topology {
    case .bounded: self = .bounded(width: width, height: height)
    case .torus: self = .torus(width: width, height: height)
    }
  }

  /// The grid's edges as the kata `Game` names them; `nil` for the plane.
  public var topology: Topology? {
    switch self {
    case .plane: nil
    case .bounded: .bounded
    case .torus: .torus
    }
  }

  /// The grid's width and height; `nil` for the plane.
  public var grid: (width: Int, height: Int)? {
    switch self {
    case .plane: nil
    case .bounded(let width, let height), .torus(let width, let height): (width, height)
    }
  }
}

extension Universe {
  /// Where a position lands: itself on the plane or on the grid; off the grid, nowhere when the edges are
  /// dead, and round at the opposite edge on a torus.
  public func place(_ position: Position) -> Position? {
    switch self {
    case .plane:
      return position
    case .bounded(let width, let height):
      let inside = (0..<height).contains(position.row) && (0..<width).contains(position.column)
      return inside ? position : nil
    case .torus(let width, let height):
      return Position(
        row: Self.wrapped(position.row, across: height), column: Self.wrapped(position.column, across: width))
    }
  }

  /// An index brought back onto `0..<size` from either side, as a torus does.
  static func wrapped(_ index: Int, across size: Int) -> Int {
    (index % size + size) % size
  }
}
