import GameOfLife

/// The centre of a 3 × 3 neighbourhood.
public let centre = Position(row: 1, column: 1)

/// Every 3 × 3 bounded game whose centre cell has the given state and exactly `count` live neighbours.
///
/// All arrangements are made, not just one, so that a rule which forgets the diagonals, or counts only
/// some directions, cannot slip through.
public func neighbourhoods(centre state: CellState, liveNeighbours count: Int) -> [Game] {
  let around = (0..<9).map { Position(row: $0 / 3, column: $0 % 3) }.filter { $0 != centre }
  return (0..<(1 << 8)).filter { $0.nonzeroBitCount == count }.compactMap { chosen in
    guard let game = try? Game(rows: 3, columns: 3) else { return nil }
    try? game.setCell(state, at: centre)
    for (index, position) in around.enumerated() where chosen & 1 << index != 0 {
      try? game.setCell(.alive, at: position)
    }
    return game
  }
}

/// What the centre of every arrangement becomes: one entry per arrangement that does not become `expected`.
public func centresNotBecoming(
  _ expected: CellState, from state: CellState, liveNeighbours count: Int
) -> [String] {
  neighbourhoods(centre: state, liveNeighbours: count).compactMap { game in
    let before = game.picture
    game.step()
    let after = game.cell(at: centre)?.state
    return after == expected
      ? nil : "\(before)\nbecame a centre that is \(after.map { "\($0)" } ?? "missing")"
  }
}

/// Checks that the centre of every arrangement with `count` live neighbours becomes `expected`, in either framework.
public func expectCentre(
  _ state: CellState, withLiveNeighbours count: Int, toBecome expected: CellState, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let failures = centresNotBecoming(expected, from: state, liveNeighbours: count)
  guard let first = failures.first else { return }
  recordFailure(
    "A \(state) cell with \(count) live neighbours should become \(expected), but in \(failures.count) of "
      + "\(neighbourhoods(centre: state, liveNeighbours: count).count) arrangements it did not, for example:\n\(first)",
    fileID: fileID, filePath: filePath, line: line, column: column)
}
