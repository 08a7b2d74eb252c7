import GameOfLife

/// Reads the body of an RLE file straight into the bits of its header's box, without a branch per run.
///
/// In a soup, whether a byte is a digit and how long a run is are coin tosses, and every wrong guess the
/// processor makes costs more than the work it guessed at. So each byte does the same work: a run of
/// live cells is ORed into the two words it can touch, and a dead run, a digit or a `$` ORs in nothing.
/// It takes only what it reads exactly as ``RLEBodyReader`` would. Anything else (a run outside the box,
/// a stray character, a limit reached) makes it give up, and that reader reads the file, mistakes and all.
struct RLEBitmapReader {
  let text: UnsafeBufferPointer<UInt8>
  let width: Int
  let height: Int

  /// A reader for a box whose bitmap is no larger than the text, or `nil` when positions pay better.
  init?(text: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
    let (words, overflow) = CellBitmap.wordsPerRow(width: width).multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow, words <= text.count / 8 else { return nil }
    (self.text, self.width, self.height) = (text, width, height)
  }

  /// The box's words read from the first byte of the body, or `nil` when this reader gives the body up.
  func read(from start: Int) -> [UInt64]? {
    var words = [UInt64](repeating: 0, count: height * CellBitmap.wordsPerRow(width: width) + 1)
    let isRead = words.withUnsafeMutableBufferPointer { words in
      Self.kinds.withUnsafeBufferPointer { kinds in readRuns(from: start, into: words, kinds: kinds) }
    }
    return isRead ? words : nil
  }

  /// ORs every run of live cells into the words, or returns `false` to give up.
  ///
  /// Written with masks (all ones or all zeros) rather than `?:`, which the compiler may turn back into
  /// branches. The word being written stays in a register until the runs move on to another, so no byte
  /// waits for the one before it to reach memory. The arithmetic wraps, never traps: the checks at the end
  /// of each byte keep every number within the box.
  private func readRuns(
    from start: Int, into words: UnsafeMutableBufferPointer<UInt64>, kinds: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let wordsPerRow = CellBitmap.wordsPerRow(width: width)
    let endWord = height * wordsPerRow
    // The row's first word, and the column in it; a dead run may end at the box's right edge, no further.
    var (rowWord, column) = (0, 0)
    // The run count read so far, and all ones when the byte before was one of its digits.
    var (count, countMask) = (0, 0)
    // The bits of the word the runs are in, and of the word after it, not yet written.
    var (pendingWord, pending, spill) = (0, UInt64(0), UInt64(0))
    var index = start
    reading: while index < text.count {
      let byte = text[index]
      let kind = kinds[Int(byte)]
      index += 1
      if kind == Self.other {
        switch byte {
        case UInt8(ascii: "\n"): continue
        case UInt8(ascii: "\r") where index == text.count || text[index] == UInt8(ascii: "\n"): continue
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
          if countMask != 0 { return false }
          continue
        case UInt8(ascii: "!"): break reading
        default: return false
        }
      }
      let digitMask = Self.mask(kind & Self.digit)
      let liveMask = Self.mask(kind & Self.live)
      let newRowMask = Self.mask(kind & Self.newRow)
      // A tag with no count before it is a run of one.
      let run = count & countMask | 1 & ~countMask
      let liveRun = run & liveMask
      // All ones when there are live cells to write: not for a digit, a dead run, a `$` or `0o`.
      let writes = (liveRun | (0 &- liveRun)) >> 63
      if (column &+ liveRun) & writes > width || rowWord & writes >= endWord || liveRun > 64 {
        // A run off the box gives up; a long one is written a cell at a time.
        guard column &+ liveRun <= width, rowWord < endWord else { return false }
        for cell in column..<column + liveRun {
          words[rowWord + cell >> 6] |= 1 << UInt64(cell & 63)
        }
      } else {
        let word = min(rowWord &+ column >> 6, endWord - 1)
        if word != pendingWord {
          words[pendingWord] |= pending
          words[pendingWord + 1] |= spill
          (pendingWord, pending, spill) = (word, 0, 0)
        }
        // `liveRun` ones from bit `column` on, split across two words; all zeros when nothing `writes`.
        let ones = ~0 &>> UInt64(truncatingIfNeeded: 64 &- liveRun) & UInt64(bitPattern: Int64(writes))
        let shift = UInt64(truncatingIfNeeded: column & 63)
        pending |= ones &<< shift
        spill |= (ones &>> 1) &>> (63 &- shift)
      }
      rowWord &+= run &* wordsPerRow & newRowMask
      column = (column &+ run & ~digitMask) & ~newRowMask
      count = (count &* 10 &+ Int(byte) &- Int(UInt8(ascii: "0"))) & digitMask
      countMask = digitMask
      // `0$` would read a row again, listing its cells twice as positions: too odd to take.
      guard count <= Pattern.maximumRunLength, run | ~newRowMask != 0, rowWord <= endWord, column <= width
      else { return false }
    }
    words[pendingWord] |= pending
    words[pendingWord + 1] |= spill
    return true
  }

  /// All ones when `flag` is not zero, all zeros when it is.
  private static func mask(_ flag: UInt8) -> Int { 0 &- Int(flag != 0 ? 1 : 0) }

  /// What each byte is in a body, as flags: a digit, a live cell (`o`, `A`) or the end of a row (`$`).
  ///
  /// A dead cell (`b`, `.`) has none; any other byte is the loop's to look at more closely.
  private static let kinds: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit
    case UInt8(ascii: "b"), UInt8(ascii: "."): 0
    case UInt8(ascii: "o"), UInt8(ascii: "A"): live
    case UInt8(ascii: "$"): newRow
    default: other
    }
  }
  private static let digit: UInt8 = 1
  private static let live: UInt8 = 2
  private static let newRow: UInt8 = 4
  private static let other: UInt8 = 8
}
