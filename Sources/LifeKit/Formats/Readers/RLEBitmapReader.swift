import GameOfLife

/// Reads the body of an RLE file straight into the bits of its header's box, whole or a piece at a time.
///
/// The bytes are ``RLEBodyScan``'s; the cells go in as the edges of live runs (``RLERunCursor``), filled in
/// once the body is read. It takes only what it reads exactly as ``RLEBodyReader`` would. Anything else (a
/// run outside the box, a stray character, a limit reached) makes it give up, and that reader reads the
/// file, mistakes and all.
struct RLEBitmapReader {
  let width: Int
  let height: Int
  private var cursor: RLERunCursor
  /// The box's marks, then room past it, whatever lands there giving the body up.
  ///
  /// A spare row takes runs after the box's last `$`, and a few words the runs of a scan, which checks the
  /// width only once.
  private var words: [UInt64]

  /// How far a piece of the body took the reading.
  enum Progress: Equatable {
    /// The piece ended inside a run, which starts at this byte: read it again with the next piece.
    case needsMore(from: Int)
    /// The `!` (at this byte) or the end of the text (this is its length) came: the cells are ready.
    case finished(at: Int)
    /// Something the list reader reads or refuses differently: give up.
    case unreadable
  }

  /// A reader for a box whose bitmap is no larger than the text, or `nil` when positions pay better.
  init?(width: Int, height: Int, textBytes: Int) {
    let wordsPerRow = CellBitmap.wordsPerRow(width: width)
    let (boxWords, overflow) = wordsPerRow.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow, boxWords <= textBytes / 8 else { return nil }
    (self.width, self.height) = (width, height)
    cursor = RLERunCursor(width: width, height: height)
    words = [UInt64](repeating: 0, count: boxWords + wordsPerRow + RLEBodyScan.wordsAScanReaches)
  }

  /// Reads the runs of a piece of the body from `start`, the byte after a run's tag or a line break.
  ///
  /// - Parameter isLast: Whether the text ends the file; if not, the run at its end may be cut short.
  mutating func read(_ text: UnsafeBufferPointer<UInt8>, from start: Int, isLast: Bool) -> Progress {
    // The byte before a run is read with it, so `start` needs one before it.
    guard start >= 1, start <= text.count else { return .unreadable }
    var cursor = self.cursor
    defer { self.cursor = cursor }
    return words.withUnsafeMutableBufferPointer { words in
      RLEBodyScan.shortRunCounts.withUnsafeBufferPointer { counts in
        RLEBodyScan.shortRunKinds.withUnsafeBufferPointer { kinds in
          RLEBodyScan(text: text, isLast: isLast, counts: counts, kinds: kinds)
            .readRuns(from: start, cursor: &cursor, into: words)
        }
      }
    }
  }

  /// The box's words laid out as ``CellBitmap`` takes them, once the body is read, or `nil` when some cells
  /// fall past the box.
  mutating func finishedWords() -> [UInt64]? {
    // Taken, not copied: the reader is done with them.
    var words = self.words
    self.words = []
    RLERunCursor.fillIn(&words)
    let boxWords = height * CellBitmap.wordsPerRow(width: width)
    guard words[boxWords...].allSatisfy({ $0 == 0 }) else { return nil }
    // The bitmap keeps one spare word, which stays zero.
    words.removeLast(words.count - boxWords - 1)
    return words
  }
}
