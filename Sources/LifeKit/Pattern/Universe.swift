/// Where a pattern lives: the unbounded plane, or a finite grid whose edges are dead or wrap round.
public enum Universe: Hashable, Sendable {
  /// The infinite plane: the pattern can grow without limit.
  case plane
  /// A width × height grid; cells beyond the edge count as dead.
  case bounded(width: Int, height: Int)
  /// A width × height grid whose opposite edges are joined.
  case torus(width: Int, height: Int)
}
