/// Where the next run of an RLE body starts in a bitmap, and the edges of the live runs before it.
///
/// A live run is not written cell by cell: the cursor marks the bit where the cells turn from dead to alive
/// and the bit where they turn back, so a run of any length costs at most one mark, and ``fillIn(_:)``
/// turns the marks into cells at the end. The marks of the word the cursor is in are kept in `marks` and
/// stored after every run, so a run costs one store and never waits for a load.
struct RLERunCursor {
  let width: Int
  let height: Int
  let bitsPerRow: Int
  /// The rows `$` has moved down so far.
  private(set) var row = 0
  /// The bit the next run starts at: row × `bitsPerRow` + column.
  var bit = 0
  /// The marks in the word of `bit` so far.
  var marks: UInt64 = 0
  /// 1 when the last run of this row was alive, 0 when dead: a mark goes where this changes.
  var isAlive: UInt64 = 0

  init(width: Int, height: Int) {
    (self.width, self.height) = (width, height)
    bitsPerRow = CellBitmap.wordsPerRow(width: width) * 64
  }

  /// Whether the row so far lies within the box's width: checked at the end of every row.
  var isWithinWidth: Bool { bit <= row * bitsPerRow + width }

  /// Adds a run of `count` cells, dead or alive, or returns `false` when it would leave the box's width.
  mutating func addRun(of count: Int, alive: UInt64, to words: UnsafeMutableBufferPointer<UInt64>) -> Bool {
    guard count <= width, bit + count <= row * bitsPerRow + width else { return false }
    addShortRun(of: count, alive: alive, to: words)
    return true
  }

  /// Adds a run without checking the width: the caller checks it often enough that no store leaves `words`.
  ///
  /// No branch: in a soup, whether a run is alive and whether it leaves its word are coin tosses.
  @inline(__always)
  mutating func addShortRun(of count: Int, alive: UInt64, to words: UnsafeMutableBufferPointer<UInt64>) {
    marks ^= (alive ^ isAlive) &<< UInt64(truncatingIfNeeded: bit)
    isAlive = alive
    words[bit &>> 6] = marks
    let next = bit &+ count
    // A word the cursor has not been in yet holds no marks.
    marks = next ^ bit < 64 ? marks : 0
    bit = next
  }

  /// Ends the row and moves `count` rows down, or returns `false` past the box's last row.
  mutating func endRow(times count: Int, in words: UnsafeMutableBufferPointer<UInt64>) -> Bool {
    endRun(in: words)
    // `0$` would read a row again, which a bitmap cannot: the list reader takes that file.
    guard isWithinWidth, count > 0, count <= height - row else { return false }
    row += count
    addShortRun(of: row * bitsPerRow - bit, alive: 0, to: words)
    return true
  }

  /// Marks the end of the last row at the `!` or the end of the text, or returns `false` past the width.
  mutating func endBody(in words: UnsafeMutableBufferPointer<UInt64>) -> Bool {
    endRun(in: words)
    return isWithinWidth
  }

  /// Marks the end of the last run if it was alive: at a `$`, or at the end of the body.
  private mutating func endRun(in words: UnsafeMutableBufferPointer<UInt64>) {
    marks ^= isAlive &<< UInt64(truncatingIfNeeded: bit)
    isAlive = 0
    words[bit >> 6] = marks
  }

  /// Turns marks into cells: each bit becomes the XOR of the marks up to it, so alive from one mark to the next.
  ///
  /// Within a word, six shifts add up the marks below each bit; the last bit of a word carries into the next.
  static func fillIn(_ words: inout [UInt64]) {
    var carry: UInt64 = 0
    for index in words.indices {
      var cells = words[index]
      cells ^= cells << 1
      cells ^= cells << 2
      cells ^= cells << 4
      cells ^= cells << 8
      cells ^= cells << 16
      cells ^= cells << 32
      cells ^= carry
      words[index] = cells
      carry = 0 &- (cells >> 63)
    }
  }
}
