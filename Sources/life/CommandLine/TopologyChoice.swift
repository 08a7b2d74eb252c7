import GameOfLife

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
}
