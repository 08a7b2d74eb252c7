import GameOfLife
import LifeKit

/// Successive generations of a simulation, framed by one box so that motion shows from frame to frame.
///
/// On a bounded or torus grid the box is the grid; on the plane it is the smallest box that holds every
/// generation recorded.
struct Frames {
  /// The most live cells kept over all frames: past this a recording is refused rather than allocated.
  static let maximumRecordedCells = 10_000_000
  /// The most frames kept, so that a long recording of a small pattern cannot exhaust memory either.
  static let maximumFrames = 10_000

  /// Each generation's pattern, from the first recorded to the last.
  let patterns: [Pattern]
  /// The generation of the first frame.
  let firstGeneration: Int
  /// The box every frame is drawn in.
  let origin: Position
  let width: Int
  let height: Int

  /// Runs a simulation on and records `count` frames, one generation apart.
  ///
  /// - Throws: ``UsageError`` when the frames would hold too many cells or the box is too large to draw;
  ///   ``LifeKit/MemoryBudgetError`` when the pattern outgrows the engine's memory budget.
  init(recording simulation: Simulation, count: Int) throws {
    guard count <= Self.maximumFrames else {
      throw UsageError("at most \(Self.maximumFrames - 1) generations can be shown or exported at once")
    }
    firstGeneration = simulation.engine.generation
    var patterns: [Pattern] = []
    var recorded = 0
    for index in 0..<count {
      if index > 0 { try simulation.engine.step(generations: 1) }
      let pattern = simulation.current()
      recorded += pattern.population
      guard recorded <= Self.maximumRecordedCells else {
        throw UsageError(
          "these generations hold more than \(Self.maximumRecordedCells) live cells in all: ask for fewer")
      }
      patterns.append(pattern)
    }
    self.patterns = patterns
    switch simulation.setup.universe {
    case .bounded(let width, let height), .torus(let width, let height):
      (origin, self.width, self.height) = (Position(row: 0, column: 0), width, height)
    case .plane:
      let box = Pattern.boundingBox(of: patterns.flatMap(\.liveCells))
      origin = Position(row: box?.top ?? 0, column: box?.left ?? 0)
      width = box.map { $0.right - $0.left + 1 } ?? 0
      height = box.map { $0.bottom - $0.top + 1 } ?? 0
    }
    let (cells, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, cells <= OptionValues.maximumGridCells else {
      throw UsageError("the frames are \(width) × \(height) cells, too large to draw")
    }
  }

  /// The live cells of a frame, relative to the box's top-left corner.
  func cells(ofFrame index: Int) -> [Position] {
    patterns[index].liveCells.map { Position(row: $0.row - origin.row, column: $0.column - origin.column) }
  }

  /// A frame as rows of `.` (dead) and `O` (alive).
  func picture(ofFrame index: Int) -> String {
    let alive = Set(cells(ofFrame: index))
    return (0..<height).map { row in
      String((0..<width).map { alive.contains(Position(row: row, column: $0)) ? "O" : "." })
    }.joined(separator: "\n")
  }
}
