import GameOfLife
import LifeKit

// A little over 250 lines: the session's state is private to this file, so each action that changes it
// stays here beside it; the keys and the saved patterns, which go through those actions, are extensions.

/// The player's state, and what each action does to it; it neither reads keys nor draws.
///
/// The board itself is a ``PlayerBoard``; the session adds what playing it needs: running or paused, the
/// speed, the cursor, the message, the zoom, and the list, prompt or help drawn over the board.
final class PlayerSession {
  /// The lines under the board: status, message and the legend of keys.
  static let linesBelowBoard = 2 + KeyBinding.legendLines.count
  /// The widest and tallest grid `g` accepts, so that a random fill stays quick and small.
  static let maximumSide = 2000
  /// The share of cells a random fill brings to life.
  static let randomDensity = 0.3

  private(set) var board: PlayerBoard
  /// Whether the grid follows the terminal's size; `g` with a size turns this off.
  var fitsTerminal: Bool
  /// The name of the pattern on the board, offered when saving.
  var patternName: String?

  // Playing.
  var isRunning = false
  var speed = Speed()
  /// The cell the arrows move and `x` toggles, or `nil` while the cursor is hidden.
  var cursor: Position?
  /// A sentence about what just happened, shown under the status line.
  var message: String?
  /// The zoom chosen with `z`, or `nil` to pick the closest that fits.
  var chosenZoom: Zoom?
  /// The list, prompt or help drawn over the board, if any.
  var overlay: Overlay?
  /// Set when the user asks to quit, with how.
  var quitRequest: QuitRequest?
  private var nextSeed: UInt64 = 1
  private(set) var terminalSize: (columns: Int, rows: Int)
  let store: PatternStore

  /// What is drawn over the board.
  enum Overlay: Equatable {
    case help
    case libraryPicker(ListPicker)
    case savedPicker(ListPicker)
    case savePrompt(LinePrompt)
    case sizePrompt(LinePrompt)
  }

  /// How the user asked to quit.
  enum QuitRequest: Equatable {
    /// The `q` key.
    case quitKey
    /// Ctrl-C, which the player treats as the interrupt signal it would be in cooked mode.
    case interrupt
  }

  /// Places the options' pattern (the Gosper glider gun by default) on a grid that fits the terminal.
  ///
  /// - Throws: ``PlayerError/gridOutOfRange(width:height:maximum:)`` for a grid side below 1 or above
  ///   ``maximumSide``, ``LifeKit/EngineError`` when no engine runs the rule.
  init(options: PlayOptions, terminalSize: (columns: Int, rows: Int), store: PatternStore) throws {
    let pattern =
      options.pattern ?? PatternLibrary.named("gosper-glider-gun")?.pattern() ?? Pattern(liveCells: [])
    let fitted = Self.fittedSize(terminalSize)
    let size = options.size ?? (max(fitted.width, pattern.width), max(fitted.height, pattern.height))
    guard (1...Self.maximumSide).contains(size.width), (1...Self.maximumSide).contains(size.height) else {
      throw PlayerError.gridOutOfRange(width: size.width, height: size.height, maximum: Self.maximumSide)
    }
    self.terminalSize = terminalSize
    self.store = store
    board = try PlayerBoard(
      cells: Self.cells(of: pattern, centredIn: size), width: size.width, height: size.height,
      topology: options.topology, rule: options.rule)
    fitsTerminal = options.size == nil && size == fitted
    patternName = pattern.name
    isRunning = true
  }

  // What the screen and the tests read of the board.
  var width: Int { board.width }
  var height: Int { board.height }
  var topology: Topology { board.topology }
  var rule: LifeLikeRule { board.rule }
  var generation: Int { board.generation }
  var population: Int { board.population }
  var liveCells: [Position] { board.liveCells }

  /// The grid that fills the terminal above the lines under the board, in half blocks.
  static func fittedSize(_ terminal: (columns: Int, rows: Int)) -> (width: Int, height: Int) {
    (
      max(1, terminal.columns * Zoom.halfBlocks.cellsAcross),
      max(1, (terminal.rows - linesBelowBoard) * Zoom.halfBlocks.cellsDown)
    )
  }

  /// The zoom the board is drawn at: the one chosen with `z`, or the closest that fits the screen.
  var zoom: Zoom {
    chosenZoom
      ?? Zoom.fitting(
        width: width, height: height, columns: terminalSize.columns,
        rows: max(1, terminalSize.rows - Self.linesBelowBoard))
  }

  /// The board as a pattern: its live cells framed by the whole grid, with its rule and edges.
  var pattern: Pattern {
    Pattern(
      liveCells: liveCells, width: width, height: height, rule: rule,
      universe: Universe(topology, width: width, height: height), name: patternName)
  }

  // MARK: Stepping

  /// Moves the board on one generation, and pauses or says so when the board repeats.
  func step() {
    let period: Int?
    do {
      period = try board.step()
    } catch {
      isRunning = false
      message = "\(error): paused."
      return
    }
    guard let period else { return }
    if period == 1 {
      isRunning = false
      message =
        population == 0
        ? "Every cell is dead: paused at generation \(generation)."
        : "The board stopped changing at generation \(generation): paused."
    } else {
      message = "The board repeats with period \(period): every \(period) generations it is the same."
    }
  }

  // MARK: Editing

  /// Puts a new board in place; the generation count goes on unless reset.
  ///
  /// - Returns: `false`, with a message, when no engine runs the rule; the board is then unchanged.
  @discardableResult
  func replaceBoard(
    with cells: [Position], width: Int? = nil, height: Int? = nil, topology: Topology? = nil,
    rule: LifeLikeRule? = nil, resetGeneration: Bool = false
  ) -> Bool {
    do {
      try board.replace(
        with: cells, width: width, height: height, topology: topology, rule: rule,
        resetGeneration: resetGeneration)
    } catch {
      message = "Error: \(error)"
      return false
    }
    if let cursor {
      self.cursor = Position(
        row: min(cursor.row, self.height - 1), column: min(cursor.column, self.width - 1))
    }
    return true
  }

  /// Brings the cell under the cursor to life, or kills it.
  func toggleCellUnderCursor() {
    if let cursor { board.toggle(at: cursor) }
  }

  /// Moves the cursor, showing it at the centre of the board first when it was hidden.
  func moveCursor(rows: Int, columns: Int) {
    let start = cursor ?? Position(row: height / 2, column: width / 2)
    cursor = Position(
      row: max(0, min(height - 1, start.row + rows)), column: max(0, min(width - 1, start.column + columns)))
  }

  /// Fills the board at random with the next seed; the same seed gives the same board as the kata's
  /// `Game.randomFill(density:seed:)` on a grid of this size.
  func randomFill() {
    let seed = nextSeed
    nextSeed += 1
    var generator = SplitMix64(seed: seed)
    var cells: [Position] = []
    for row in 0..<height {
      for column in 0..<width where generator.nextFraction() < Self.randomDensity {
        cells.append(Position(row: row, column: column))
      }
    }
    patternName = nil
    if replaceBoard(with: cells, resetGeneration: true) {
      message = "Random fill with seed \(seed), \(Int(Self.randomDensity * 100))% alive."
    }
  }

  /// Kills every cell, sets the generation back to zero and pauses.
  func clear() {
    isRunning = false
    patternName = nil
    if replaceBoard(with: [], resetGeneration: true) { message = "Cleared." }
  }

  /// Switches between a torus and a bounded grid, keeping the cells.
  func toggleTopology() {
    let other: Topology = topology == .torus ? .bounded : .torus
    if replaceBoard(with: liveCells, topology: other) {
      message = other == .torus ? "Torus: the edges wrap round." : "Bounded: cells beyond the edges are dead."
    }
  }

  /// Changes the grid's size, keeping the cells where Golly would place the old grid on the new one.
  ///
  /// - Returns: `false`, with a message, when the size is out of range.
  @discardableResult
  func resizeGrid(width newWidth: Int, height newHeight: Int) -> Bool {
    guard (1...Self.maximumSide).contains(newWidth), (1...Self.maximumSide).contains(newHeight) else {
      message = "Error: a grid side must be from 1 to \(Self.maximumSide) cells."
      return false
    }
    let moved = pattern.centred(inWidth: newWidth, height: newHeight)
    cursor = nil
    return replaceBoard(with: Array(moved.liveCells), width: newWidth, height: newHeight)
  }

  /// Takes note of the terminal's new size; a grid that fits the terminal follows it.
  func terminalResized(to size: (columns: Int, rows: Int)) {
    terminalSize = size
    guard fitsTerminal else { return }
    let fitted = Self.fittedSize(size)
    guard fitted != (width, height) else { return }
    resizeGrid(width: min(fitted.width, Self.maximumSide), height: min(fitted.height, Self.maximumSide))
  }

  /// Puts a pattern on the board and pauses: a saved board brings its own grid and edges, any other
  /// pattern is centred on the current grid, which grows when the pattern does not fit.
  func place(_ pattern: Pattern) {
    var (newWidth, newHeight, newTopology) = (
      max(width, pattern.width), max(height, pattern.height), topology
    )
    if let grid = pattern.universe?.grid, let edges = pattern.universe?.topology {
      (newWidth, newHeight, newTopology) = (grid.width, grid.height, edges)
    }
    guard newWidth <= Self.maximumSide, newHeight <= Self.maximumSide else {
      message =
        "Error: \(pattern.name ?? "the pattern") needs a \(newWidth)x\(newHeight) grid; the most is "
        + "\(Self.maximumSide)x\(Self.maximumSide)."
      return
    }
    let cells = Self.cells(of: pattern, centredIn: (newWidth, newHeight))
    guard
      replaceBoard(
        with: cells, width: newWidth, height: newHeight, topology: newTopology, rule: pattern.rule,
        resetGeneration: true)
    else { return }
    isRunning = false
    cursor = nil
    patternName = pattern.name
    fitsTerminal = (newWidth, newHeight) == Self.fittedSize(terminalSize)
    message = "\(pattern.name ?? "Pattern") loaded: press space to start."
  }

  // MARK: Helpers

  private static func cells(of pattern: Pattern, centredIn grid: (width: Int, height: Int)) -> [Position] {
    let placed = pattern.centred(inWidth: grid.width, height: grid.height)
    return placed.liveCells.filter {
      (0..<grid.height).contains($0.row) && (0..<grid.width).contains($0.column)
    }
  }
}
