import GameOfLife

/// A plain engine for the unbounded plane and any Life-like rule: the set of live cells, and nothing else.
///
/// Each generation it counts, for every live cell and every neighbour of one, how many live neighbours it
/// has, then applies the rule. Simple and correct; the faster engines are checked against it.
public final class SetEngine: LifeEngine {
  private var live: Set<Position>
  private let rule: LifeLikeRule
  public private(set) var generation = 0

  /// - Throws: ``EngineError`` for a rule with B0, which would fill the infinite plane in one step.
  public init(pattern: Pattern, rule: LifeLikeRule) throws {
    guard rule.birthMask & 1 == 0 else {
      throw EngineError("a rule with B0 (\(rule)) fills the infinite plane: use a bounded or torus grid")
    }
    self.live = Set(pattern.liveCells)
    self.rule = rule
  }

  public var population: Int { live.count }

  public func step(generations: Int) {
    for _ in 0..<max(0, generations) { stepOnce() }
  }

  private func stepOnce() {
    var counts: [Position: Int] = [:]
    for cell in live {
      for rowOffset in -1...1 {
        for columnOffset in -1...1 where rowOffset != 0 || columnOffset != 0 {
          counts[Position(row: cell.row + rowOffset, column: cell.column + columnOffset), default: 0] += 1
        }
      }
    }
    live = Set(
      counts.compactMap { position, count in
        rule.isAliveNext(isAlive: live.contains(position), liveNeighbours: count) ? position : nil
      })
    generation += 1
  }

  public func pattern() -> Pattern {
    Pattern(liveCells: live.sorted { ($0.row, $0.column) < ($1.row, $1.column) }, rule: rule).trimmed()
  }
}
