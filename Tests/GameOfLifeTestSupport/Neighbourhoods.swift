import GameOfLife

/// The centre of a 3 × 3 neighbourhood.
public let centre = Position(row: 1, column: 1)

/// The eight positions around the centre of a 3 × 3 grid.
private let around = (0..<9).map { Position(row: $0 / 3, column: $0 % 3) }.filter { $0 != centre }

/// Every 3 × 3 bounded game whose centre cell has the given state and exactly `count` live neighbours:
/// C(8, count) of them, one per choice of live neighbours.
///
/// All arrangements are made, not just one, so that a rule which forgets the diagonals, or counts only
/// some directions, cannot slip through.
///
/// - Throws: ``ArrangementError`` when the game cannot make or show an arrangement (a `Game` that throws,
///   or whose `setCell` does nothing), so that no test about arrangements passes without any.
public func neighbourhoods(centre state: CellState, liveNeighbours count: Int) throws -> [Game] {
  try (0..<(1 << 8)).filter { $0.nonzeroBitCount == count }.map { chosen in
    let game = try Game(rows: 3, columns: 3)
    try game.setCell(state, at: centre)
    let alive = around.enumerated().filter { chosen & 1 << $0.offset != 0 }.map(\.element)
    for position in alive { try game.setCell(.alive, at: position) }
    let shown = around.filter { game.isAlive(at: $0) }
    guard game.cell(at: centre)?.state == state, shown == alive else {
      throw ArrangementError(state: state, liveNeighbours: alive, picture: game.picture)
    }
    return game
  }
}

/// A neighbourhood the game could not be made to hold: the test that needed it cannot say anything.
public struct ArrangementError: Error, CustomStringConvertible {
  public var state: CellState
  public var liveNeighbours: [Position]
  public var picture: String

  public var description: String {
    "Could not set up a \(state) centre with live neighbours at "
      + liveNeighbours.map { "(\($0))" }.joined(separator: ", ")
      + ": after setCell the game reads back differently (setCell, isAlive(at:) or cell(at:) not done yet?)."
      + (picture.isEmpty ? "" : " It shows:\n\(picture)")
  }
}

/// What the centre of every arrangement becomes: one entry per arrangement that does not become `expected`.
public func centresNotBecoming(
  _ expected: CellState, from state: CellState, liveNeighbours count: Int
) throws -> [String] {
  try neighbourhoods(centre: state, liveNeighbours: count).compactMap { game in
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
  let failures: [String]
  do {
    failures = try centresNotBecoming(expected, from: state, liveNeighbours: count)
  } catch {
    recordFailure("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  guard let first = failures.first else { return }
  recordFailure(
    "A \(state) cell with \(count) live neighbours should become \(expected), but in \(failures.count) of "
      + "\(arrangements(choosing: count)) arrangements it did not, for example:\n\(first)",
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// C(8, count): how many ways there are to choose `count` live neighbours out of eight.
public func arrangements(choosing count: Int) -> Int {
  guard (0...8).contains(count) else { return 0 }
  return (0..<count).reduce(1) { result, index in result * (8 - index) / (index + 1) }
}
