import GameOfLife

/// Live cells as one bit each in a box of rows: 64 cells to a word, what a dense file reads into.
///
/// A soup of two million cells takes 512 KB here against 32 MB as positions, and a reader fills it without
/// touching fresh memory for every cell. Bit `i` of word `j` of a row is column 64 × `j` + `i` of the box;
/// the bits past the last column stay zero.
struct CellBitmap: Sendable {
  /// The cell at row 0, column 0 of the box.
  let origin: Position
  let width: Int
  let height: Int
  let wordsPerRow: Int
  /// `height` × `wordsPerRow` words, then one spare word, so a run can always write the word after its own.
  let words: [UInt64]
  /// How many live cells come before each row, and the population last: `height` + 1 entries.
  ///
  /// What finds the n-th cell without walking through the ones before it.
  let cellsBeforeRow: [Int]

  /// The words of each row a box of this width needs.
  static func wordsPerRow(width: Int) -> Int { (width + 63) / 64 }

  /// A bitmap from words laid out as described above (the spare word included, and zero).
  init(origin: Position, width: Int, height: Int, words: [UInt64]) {
    self.origin = origin
    self.width = width
    self.height = height
    wordsPerRow = Self.wordsPerRow(width: width)
    precondition(words.count == height * wordsPerRow + 1 && words.last == 0, "words do not fit the box")
    self.words = words
    var counts = [0]
    counts.reserveCapacity(height + 1)
    for row in 0..<height {
      let start = row * wordsPerRow
      counts.append(words[start..<start + wordsPerRow].reduce(counts[row]) { $0 + $1.nonzeroBitCount })
    }
    cellsBeforeRow = counts
  }

  /// A bitmap with these cells and this box, with the corner somewhere else.
  private init(moving bitmap: CellBitmap, to origin: Position) {
    self.origin = origin
    (width, height, wordsPerRow) = (bitmap.width, bitmap.height, bitmap.wordsPerRow)
    (words, cellsBeforeRow) = (bitmap.words, bitmap.cellsBeforeRow)
  }

  /// The same cells with the box's corner at `origin`: the words are shared, not copied.
  func moved(to origin: Position) -> CellBitmap { CellBitmap(moving: self, to: origin) }

  var population: Int { cellsBeforeRow[height] }

  /// Bits in a row of words: a cell's bit is row × `bitsPerRow` + column.
  var bitsPerRow: Int { wordsPerRow * 64 }

  /// The bit after the last row's last word: where the cells end.
  var endBit: Int { height * bitsPerRow }

  /// The position of the cell at a bit.
  func position(ofBit bit: Int) -> Position {
    let (row, column) = bit.quotientAndRemainder(dividingBy: bitsPerRow)
    return Position(row: origin.row + row, column: origin.column + column)
  }

  /// The first live cell's bit at or after `bit`, or ``endBit`` when there is none.
  func firstLiveBit(from bit: Int) -> Int {
    var index = bit >> 6
    guard index < height * wordsPerRow else { return endBit }
    var word = words[index] & (~0 << UInt64(bit & 63))
    while word == 0 {
      index += 1
      guard index < height * wordsPerRow else { return endBit }
      word = words[index]
    }
    return index << 6 + word.trailingZeroBitCount
  }

  /// The last live cell's bit before `bit`, which must have one before it.
  func lastLiveBit(before bit: Int) -> Int {
    var index = (bit - 1) >> 6
    // Keeps the bits below `bit` only; a shift of 64 would keep none, so the mask is built from the top.
    var word = words[index] & (~0 >> UInt64(63 - ((bit - 1) & 63)))
    while word == 0 {
      index -= 1
      word = words[index]
    }
    return index << 6 + 63 - word.leadingZeroBitCount
  }

  /// The bit of the cell with `offset` cells before it, found row by row then word by word.
  ///
  /// - Complexity: O(log `height` + `wordsPerRow`).
  func bit(ofCellAt offset: Int) -> Int {
    guard offset < population else { return endBit }
    // The last row with at most `offset` cells before it holds the cell.
    var low = 0
    var high = height - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if cellsBeforeRow[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var remaining = offset - cellsBeforeRow[low]
    var index = low * wordsPerRow
    while words[index].nonzeroBitCount <= remaining {
      remaining -= words[index].nonzeroBitCount
      index += 1
    }
    var word = words[index]
    for _ in 0..<remaining { word &= word - 1 }
    return index << 6 + word.trailingZeroBitCount
  }
}

extension CellBitmap: Sequence {
  /// Walks the live cells row by row, a word at a time: the fast way through them.
  struct Iterator: IteratorProtocol {
    private let words: [UInt64]
    private let origin: Position
    private let endWord: Int
    private let bitsPerRow: Int
    private var index = 0
    private var word: UInt64 = 0
    private var row = 0
    private var columnOfWord = -64

    init(_ bitmap: CellBitmap) {
      (words, origin) = (bitmap.words, bitmap.origin)
      (endWord, bitsPerRow) = (bitmap.height * bitmap.wordsPerRow, bitmap.bitsPerRow)
    }

    mutating func next() -> Position? {
      while word == 0 {
        guard index < endWord else { return nil }
        word = words[index]
        index += 1
        columnOfWord += 64
        if columnOfWord == bitsPerRow {
          columnOfWord = 0
          row += 1
        }
      }
      let column = columnOfWord + word.trailingZeroBitCount
      word &= word - 1
      return Position(row: origin.row + row, column: origin.column + column)
    }
  }

  func makeIterator() -> Iterator { Iterator(self) }

  var underestimatedCount: Int { population }
}
