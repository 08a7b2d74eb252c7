/// What lies beyond the edge of the grid.
public enum Topology: Hashable, Sendable, CaseIterable {
  /// Cells beyond the edge count as dead, as in the kata articles.
  case bounded
  /// The grid wraps: the top row neighbours the bottom row, the left column the right column,
  /// and the corners each other, like the surface of a doughnut.
  case torus
}
