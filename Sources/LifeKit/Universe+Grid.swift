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
