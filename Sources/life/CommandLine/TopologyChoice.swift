import GameOfLife
import LifeKit

/// What lies beyond the edge, as `--topology` names it.
enum TopologyChoice: String, CaseIterable {
  /// The unbounded plane.
  case plane
  /// A finite grid whose edges are dead.
  case bounded
  /// A finite grid whose opposite edges are joined.
  case torus

  /// Reads `plane`, `bounded` or `torus`.
  init(option text: String) throws {
    guard let choice = TopologyChoice(rawValue: text.lowercased()) else {
      throw UsageError("unknown topology '\(text)': choose plane, bounded or torus")
    }
    self = choice
  }

  /// The choice a file's universe makes.
  init(_ universe: Universe) {
    switch universe.topology {
    case nil: self = .plane
    case .bounded: self = .bounded
    case .torus: self = .torus
    }
  }

  /// The grid's edges as the kata `Game` names them; `nil` for the plane.
  var edges: Topology? {
    switch self {
    case .plane: nil
    case .bounded: .bounded
    case .torus: .torus
    }
  }
}
