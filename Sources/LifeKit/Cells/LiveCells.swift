import GameOfLife

/// A pattern's live cells: a list of positions, or for a dense box read from a file, one bit per cell.
///
/// Either way it is a collection of positions, so `for cell in pattern.liveCells`, `map`, `filter` and
/// `Set(pattern.liveCells)` read the same. A bitmap holds a two-million-cell soup in 512 KB, where
/// positions take 32 MB; it lists its cells row by row, left to right, as the files that make one do.
/// The first edit (`append`, `removeAll(where:)`) turns a bitmap into a list.
public struct LiveCells: Sendable {
  enum Storage: Sendable {
    case positions([Position])
    case bitmap(CellBitmap)
  }
  private(set) var storage: Storage

  /// Makes a list of live cells from their positions, kept in the order given.
  public init(_ positions: [Position]) { storage = .positions(positions) }

  init(_ bitmap: CellBitmap) { storage = .bitmap(bitmap) }

  /// The bitmap behind the cells, for code that can take 64 of them at once, or `nil` for a list.
  var bitmap: CellBitmap? {
    guard case .bitmap(let bitmap) = storage else { return nil }
    return bitmap
  }

  /// Edits the cells as a list, which the enum gives up while `body` runs so the list is never copied.
  private mutating func withPositions<Result>(_ body: (inout [Position]) -> Result) -> Result {
    var positions: [Position]
    switch storage {
    case .positions(let list): positions = list
    case .bitmap(let bitmap): positions = Array(bitmap)
    }
    storage = .positions([])
    defer { storage = .positions(positions) }
    return body(&positions)
  }
}

extension LiveCells: RandomAccessCollection {
  /// A place in the cells: how many come before it, and for a bitmap, the cell's bit.
  public struct Index: Comparable, Sendable {
    let offset: Int
    /// Where the cell is in a bitmap (row × bits per row + column); the offset again in a list.
    let bit: Int

    /// Whether two indices are the same place: as many cells come before each.
    public static func == (lhs: Index, rhs: Index) -> Bool { lhs.offset == rhs.offset }
    /// Whether the first index comes before the second.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
  }

  /// The place of the first live cell.
  public var startIndex: Index {
    switch storage {
    case .positions: Index(offset: 0, bit: 0)
    case .bitmap(let bitmap): Index(offset: 0, bit: bitmap.firstLiveBit(from: 0))
    }
  }

  /// The place just after the last live cell.
  public var endIndex: Index {
    switch storage {
    case .positions(let list): Index(offset: list.count, bit: list.count)
    case .bitmap(let bitmap): Index(offset: bitmap.population, bit: bitmap.endBit)
    }
  }

  /// The number of live cells.
  ///
  /// - Complexity: O(1).
  public var count: Int {
    switch storage {
    case .positions(let list): list.count
    case .bitmap(let bitmap): bitmap.population
    }
  }

  /// The position of the live cell at an index.
  public subscript(index: Index) -> Position {
    switch storage {
    case .positions(let list): list[index.offset]
    case .bitmap(let bitmap): bitmap.position(ofBit: index.bit)
    }
  }

  /// The place of the next live cell.
  public func index(after index: Index) -> Index {
    switch storage {
    case .positions: Index(offset: index.offset + 1, bit: index.offset + 1)
    case .bitmap(let bitmap): Index(offset: index.offset + 1, bit: bitmap.firstLiveBit(from: index.bit + 1))
    }
  }

  /// The place of the live cell before.
  public func index(before index: Index) -> Index {
    switch storage {
    case .positions: Index(offset: index.offset - 1, bit: index.offset - 1)
    case .bitmap(let bitmap): Index(offset: index.offset - 1, bit: bitmap.lastLiveBit(before: index.bit))
    }
  }

  /// The place a number of live cells away from an index.
  ///
  /// - Complexity: O(1) for a list; for a bitmap, O(log rows + words in a row).
  public func index(_ index: Index, offsetBy distance: Int) -> Index {
    let offset = index.offset + distance
    switch storage {
    case .positions: return Index(offset: offset, bit: offset)
    case .bitmap(let bitmap): return Index(offset: offset, bit: bitmap.bit(ofCellAt: offset))
    }
  }

  /// How many live cells lie from one index to another.
  ///
  /// - Complexity: O(1).
  public func distance(from start: Index, to end: Index) -> Int { end.offset - start.offset }

  /// Walks a bitmap a word at a time rather than index by index.
  public struct Iterator: IteratorProtocol {
    // Two walks side by side rather than an enum of them: taking an iterator out of an enum to move it on
    // would copy it, and count references, at every cell.
    private let list: [Position]
    private var listIndex = 0
    private var bits: CellBitmap.Iterator?

    init(_ storage: Storage) {
      switch storage {
      case .positions(let list): (self.list, bits) = (list, nil)
      case .bitmap(let bitmap): (list, bits) = ([], bitmap.makeIterator())
      }
    }

    /// The next live cell, or `nil` after the last.
    public mutating func next() -> Position? {
      if bits != nil { return bits?.next() ?? nil }
      guard listIndex < list.count else { return nil }
      defer { listIndex += 1 }
      return list[listIndex]
    }
  }

  /// An iterator over the live cells that walks a bitmap a word at a time.
  public func makeIterator() -> Iterator { Iterator(storage) }

  /// Calls `body` with the positions in one buffer when they are a list; for a bitmap, returns `nil`.
  public func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<Position>) throws -> Result
  ) rethrows -> Result? {
    guard case .positions(let list) = storage else { return nil }
    return try list.withUnsafeBufferPointer(body)
  }
}

extension LiveCells: RangeReplaceableCollection {
  /// Makes an empty list of live cells.
  public init() { storage = .positions([]) }

  /// Replaces the cells in a range with others; a bitmap becomes a list first.
  public mutating func replaceSubrange<NewCells: Collection<Position>>(
    _ subrange: Range<Index>, with newCells: NewCells
  ) {
    withPositions {
      $0.replaceSubrange(subrange.lowerBound.offset..<subrange.upperBound.offset, with: newCells)
    }
  }

  /// Makes room for a number of cells in a list; a bitmap becomes a list first.
  public mutating func reserveCapacity(_ capacity: Int) {
    withPositions { $0.reserveCapacity(capacity) }
  }
}

extension LiveCells: ExpressibleByArrayLiteral {
  /// Makes a list of live cells from the positions written in an array literal.
  public init(arrayLiteral positions: Position...) { self.init(positions) }
}

extension LiveCells: CustomStringConvertible {
  /// The positions, as an array of them prints.
  public var description: String { Array(self).description }
}

extension LiveCells {
  /// The same cells moved by a number of rows and columns: for a bitmap, only its corner moves.
  public func shifted(rows: Int, columns: Int) -> LiveCells {
    guard case .bitmap(let bitmap) = storage else {
      return LiveCells(map { Position(row: $0.row + rows, column: $0.column + columns) })
    }
    let origin = Position(row: bitmap.origin.row + rows, column: bitmap.origin.column + columns)
    return LiveCells(bitmap.moved(to: origin))
  }

  /// Whether every cell lies in these rows and columns, known without looking at each: true only for a
  /// bitmap whose box does.
  func surelyLie(inRows rows: Range<Int>, columns: Range<Int>) -> Bool {
    guard case .bitmap(let bitmap) = storage else { return false }
    let bottom = bitmap.origin.row + bitmap.height
    let right = bitmap.origin.column + bitmap.width
    return rows.contains(bitmap.origin.row) && bottom <= rows.upperBound
      && columns.contains(bitmap.origin.column) && right <= columns.upperBound
  }
}
