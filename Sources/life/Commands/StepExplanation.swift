import GameOfLife
import LifeKit

/// One generation and the next, with the fate of every cell and the rule that decided it.
///
/// The kata `Game` does the deciding: ``GameOfLife/Game/rule(decidingFateOf:)`` names Conway's four rules,
/// and ``GameOfLife/Game/liveNeighbourCount(of:)`` counts neighbours for any other rule.
struct StepExplanation {
  /// What happens to one cell.
  enum Fate: Hashable {
    /// One of Conway's four rules.
    case conway(Rule)
    /// Under another rule: a dead cell is born, a live cell survives or dies.
    case born, survives, dies
  }

  private let game: Game
  private let rule: LifeLikeRule
  /// The fate of every cell that is alive now or next, by position on the board.
  private var fates: [Position: Fate] = [:]

  /// Works out the step from a generation: the board is the grid, or on the plane the live cells' box and a
  /// border of one cell, where every birth must happen.
  ///
  /// - Throws: ``UsageError`` when the board is too large to show.
  init(_ pattern: Pattern, universe: Universe) throws {
    rule = pattern.rule
    var (topology, rows, columns) = (Topology.bounded, 0, 0)
    var offset = Position(row: 0, column: 0)
    if let grid = universe.grid, let edges = universe.topology {
      (topology, rows, columns) = (edges, grid.height, grid.width)
    } else {
      let box = pattern.trimmed()
      (rows, columns) = (box.height + 2, box.width + 2)
      offset = Position(row: box.origin.row - 1, column: box.origin.column - 1)
    }
    guard rows * columns <= ExplainCommand.maximumCells else {
      throw UsageError(
        "a \(columns) × \(rows) board is too large to explain (at most \(ExplainCommand.maximumCells) cells)")
    }
    game = try Game(rows: rows, columns: columns, topology: topology)
    for cell in pattern.liveCells {
      try game.setCell(.alive, at: Position(row: cell.row - offset.row, column: cell.column - offset.column))
    }
    for cell in game.cells {
      if let fate = fate(of: cell) { fates[cell.position] = fate }
    }
  }

  private func fate(of cell: Cell) -> Fate? {
    if rule == .conway {
      return game.rule(decidingFateOf: cell.position).map(Fate.conway)
    }
    let alive = rule.isAliveNext(
      isAlive: cell.isAlive, liveNeighbours: game.liveNeighbourCount(of: cell.position))
    switch (cell.isAlive, alive) {
    case (true, true): return .survives
    case (true, false): return .dies
    case (false, true): return .born
    case (false, false): return nil
    }
  }

  private static func mark(_ fate: Fate) -> Character {
    switch fate {
    case .conway(let rule): rule.mark
    case .born: "*"
    case .survives: "O"
    case .dies: "x"
    }
  }

  private static func isAliveNext(_ fate: Fate?) -> Bool {
    switch fate {
    case .conway(let rule): rule.outcome == .alive
    case .born, .survives: true
    case .dies, .none: false
    }
  }

  /// The three boards, side by side when they fit in 100 columns, else one under another.
  func boards(generation: Int) -> String {
    let positions = (0..<game.rows).map { row in (0..<game.columns).map { Position(row: row, column: $0) } }
    let before = positions.map { String($0.map { game.isAlive(at: $0) ? "O" : "." }) }
    let marked = positions.map { String($0.map { fates[$0].map(Self.mark) ?? "." }) }
    let after = positions.map { String($0.map { Self.isAliveNext(fates[$0]) ? "O" : "." }) }
    let titles = ["Generation \(generation)", "What happens", "Generation \(generation + 1)"]
    let columnWidth = max(game.columns, titles.map(\.count).max() ?? 0) + 3
    guard 3 * columnWidth <= 100 else {
      return zip(titles, [before, marked, after]).map { $0 + "\n" + $1.joined(separator: "\n") }
        .joined(separator: "\n\n")
    }
    func padded(_ text: String) -> String { text + String(repeating: " ", count: columnWidth - text.count) }
    var lines = [titles.dropLast().map(padded).joined() + titles[2]]
    for row in 0..<game.rows {
      lines.append(padded(before[row]) + padded(marked[row]) + after[row])
    }
    return lines.joined(separator: "\n")
  }

  /// Every mark with what it means and how many cells carry it.
  var legend: String {
    let entries: [(Fate, String)]
    if rule == .conway {
      entries = [Rule.reproduction, .survival, .underpopulation, .overpopulation].map {
        (.conway($0), "\($0.name): \($0.sentence)")
      }
    } else {
      entries = [
        (
          .born,
          "born (B\(Self.digits(rule.birth))): a dead cell with \(Self.counts(rule.birth)) live neighbours"
        ),
        (
          .survives,
          "survives (S\(Self.digits(rule.survival))): a live cell with \(Self.counts(rule.survival)) live neighbours"
        ),
        (.dies, "dies: a live cell with any other number of live neighbours"),
      ]
    }
    var lines = ["Legend:"]
    for (fate, meaning) in entries {
      let count = fates.values.count { $0 == fate }
      lines.append("  \(Self.mark(fate))  \(meaning): \(count) \(count == 1 ? "cell" : "cells")")
    }
    lines.append("  .  a dead cell that stays dead")
    return lines.joined(separator: "\n")
  }

  private static func digits(_ counts: [Int]) -> String { counts.map(String.init).joined() }

  /// `3`, `3 or 6`, `2, 3 or 4`, or `no number of` for an empty list.
  private static func counts(_ counts: [Int]) -> String {
    guard let last = counts.last else { return "no number of" }
    let rest = counts.dropLast().map(String.init)
    return rest.isEmpty ? "\(last)" : rest.joined(separator: ", ") + " or \(last)"
  }
}
