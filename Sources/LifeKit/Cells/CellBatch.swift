import GameOfLife

/// A few thousand cells gathered in a buffer that stays in the processor's cache, then appended in one copy.
///
/// Readers write a cell for every candidate and keep it only when it is alive: `keep(isAlive ? 1 : 0)`
/// needs no branch. In a random soup the processor cannot guess which cells are alive, and each wrong guess
/// costs more than the write it saves.
struct CellBatch: ~Copyable {
  private let buffer: UnsafeMutablePointer<Position>
  private var count = 0
  private static let capacity = 4096

  init() { buffer = .allocate(capacity: Self.capacity) }
  deinit { buffer.deallocate() }

  /// Writes a cell after the kept ones, where the next `keep` decides whether it stays.
  mutating func write(_ cell: Position) {
    buffer[count] = cell
  }

  /// Keeps the cell just written (`1`) or lets the next write replace it (`0`).
  mutating func keep(_ kept: Int, appendingWhenFullTo cells: inout [Position]) {
    count += kept
    if count == Self.capacity { append(to: &cells) }
  }

  /// Appends the kept cells to a list and empties the batch.
  mutating func append(to cells: inout [Position]) {
    cells.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
    count = 0
  }
}
