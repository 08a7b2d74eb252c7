import GameOfLife

/// A piece of an RLE body read into a bitmap's marks, a run at a time: the bytes of ``RLEBitmapReader``.
///
/// Every byte that is not a digit ends a run, so a scan of 64 bytes at a time (eight to a word, all
/// compared at once) finds where the runs end, and the loop steps from run to run rather than byte by byte.
/// Most runs of a soup are short: a tag with at most one digit before it, whose count and kind one table
/// lookup gives, with no branch on whether there is a digit (a coin toss, which the processor would guess
/// wrong half the time). A line break between runs is passed over in the scan. Anything else (a longer
/// count, a count split across lines, a `$`, the end) is read the long way, one byte at a time, exactly as
/// ``RLEBodyReader`` reads it, or not at all.
struct RLEBodyScan {
  let text: UnsafeBufferPointer<UInt8>
  /// Whether the text ends the file: if not, a run cut short by its end is read again with the next piece.
  let isLast: Bool
  /// ``shortRunCounts`` and ``shortRunKinds``, borrowed for the length of the scan.
  let counts: UnsafeBufferPointer<UInt8>
  let kinds: UnsafeBufferPointer<UInt8>

  /// Reads the runs from `start` into marks, up to the end of the body or of the text.
  func readRuns(
    from start: Int, cursor: inout RLERunCursor, into words: UnsafeMutableBufferPointer<UInt64>
  ) -> RLEBitmapReader.Progress {
    // The byte that ended the last run, or the line break before the body.
    var last = start - 1
    while true {
      guard let short = readShortRuns(after: last, cursor: &cursor, into: words) else { return .unreadable }
      switch readRunTheLongWay(from: short + 1, cursor: &cursor, into: words) {
      case .tag(let index): last = index
      case .end(let index): return cursor.endBody(in: words) ? .finished(at: index) : .unreadable
      case .cutShort: return .needsMore(from: short + 1)
      case .unreadable: return .unreadable
      }
    }
  }

  /// Reads runs 64 bytes at a time up to one that needs the long way, or to the last 64 bytes.
  ///
  /// - Returns: The byte that ended the last run read, or `nil` when a row is wider than the box.
  @inline(never)
  private func readShortRuns(
    after start: Int, cursor: inout RLERunCursor, into words: UnsafeMutableBufferPointer<UInt64>
  ) -> Int? {
    let base = text.baseAddress.unsafelyUnwrapped
    // A copy whose address never escapes, so the optimiser keeps it in registers.
    var runs = cursor
    defer { cursor = runs }
    var last = start
    while last + 1 + 64 <= text.count {
      let scanStart = last + 1
      guard runs.isWithinWidth else { return nil }
      let (digits, lineBreaks) = Self.digitsAndLineBreaks(at: base + scanStart)
      // A line break ends no run, unless it splits a count: that run goes the long way.
      let ends = ~digits & ~(lineBreaks & ~(digits &<< 1))
      // The runs up to the first with two digits or more (the long way's), all of them when none has.
      // The byte before the scan ended a run, so no count reaches back past the scan's start.
      let longCounts = ends & digits &<< 1 & digits &<< 2
      var short = longCounts == 0 ? ends : ends & ((longCounts & (0 &- longCounts)) &- 1)
      while short != 0 {
        let offset = short.trailingZeroBitCount
        let tag = base + (scanStart &+ offset)
        let kind = kinds[Int(tag.pointee)]
        // Anything but `b` or `o` is the long way's, from the byte after the tag before it.
        guard kind <= Self.alive else { return Self.lastEnd(in: ends, before: offset, scanStart: scanStart) }
        // The byte before the tag is the count's digit, or the tag of the run before when there is none.
        runs.addShortRun(of: Int(counts[Int((tag - 1).pointee)]), alive: UInt64(kind), to: words)
        short &= short &- 1
      }
      guard longCounts == 0 else {
        return Self.lastEnd(in: ends, before: longCounts.trailingZeroBitCount, scanStart: scanStart)
      }
      // No run ends in 64 digits: a count that long is the long way's to refuse.
      guard ends != 0 else { return last }
      last = scanStart + 63 - ends.leadingZeroBitCount
    }
    return last
  }

  /// The last byte that ends a run before the one at `offset` in a scan, or the byte before the scan.
  @inline(__always)
  private static func lastEnd(in ends: UInt64, before offset: Int, scanStart: Int) -> Int {
    let before = ends & ((1 &<< UInt64(truncatingIfNeeded: offset)) &- 1)
    return scanStart + 63 - before.leadingZeroBitCount
  }

  /// How a run read the long way ended.
  private enum RunEnd {
    /// At its tag, or at a blank between runs.
    case tag(Int)
    /// At the `!` or the end of the last piece of text (the byte there): the body is read.
    case end(Int)
    /// At the end of a piece of text with more to come: the run is read again from its start.
    case cutShort
    /// At something the list reader reads or refuses differently.
    case unreadable
  }

  /// Reads one run byte by byte, as ``RLEBodyReader`` does: a count split across lines, a long one, a `$`.
  ///
  /// The cursor moves only once the run's tag is read, so a run cut short by the end of a piece of text
  /// leaves it where it was.
  @inline(never)
  private func readRunTheLongWay(
    from start: Int, cursor: inout RLERunCursor, into words: UnsafeMutableBufferPointer<UInt64>
  ) -> RunEnd {
    var count = 0
    var hasCount = false
    var index = start
    while index < text.count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        count = count * 10 + Int(byte - UInt8(ascii: "0"))
        hasCount = true
        guard count <= Pattern.maximumRunLength else { return .unreadable }
      case UInt8(ascii: "\n"):
        break
      case UInt8(ascii: "\r") where index + 1 == text.count || text[index + 1] == UInt8(ascii: "\n"):
        // At the end of a piece, the run is cut short and read again with what follows the `\r`.
        break
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        return hasCount ? .unreadable : .tag(index)
      case UInt8(ascii: "b"), UInt8(ascii: "."):
        return cursor.addRun(of: hasCount ? count : 1, alive: 0, to: words) ? .tag(index) : .unreadable
      case UInt8(ascii: "o"), UInt8(ascii: "A"):
        return cursor.addRun(of: hasCount ? count : 1, alive: 1, to: words) ? .tag(index) : .unreadable
      case UInt8(ascii: "$"):
        return cursor.endRow(times: hasCount ? count : 1, in: words) ? .tag(index) : .unreadable
      case UInt8(ascii: "!"):
        return .end(index)
      default:
        return .unreadable
      }
      index += 1
    }
    return isLast ? .end(index) : .cutShort
  }

  /// The words a scan's runs may reach past the box's width before it is checked: 64 runs of 9 cells.
  static let wordsAScanReaches = 16

  /// The digits and the line breaks among 64 bytes, bit `i` for byte `i`, found eight bytes at a time.
  @inline(__always)
  private static func digitsAndLineBreaks(at bytes: UnsafePointer<UInt8>) -> (UInt64, UInt64) {
    var (digits, lineBreaks): (UInt64, UInt64) = (0, 0)
    for lane in 0..<8 {
      let eight = UnsafeRawPointer(bytes + lane * 8).loadUnaligned(as: UInt64.self).littleEndian
      digits |= UInt64(EightBytes.highBits(EightBytes.digits(eight))) << UInt64(lane * 8)
      let breaks = EightBytes.bytes(eight, equalTo: UInt8(ascii: "\n"))
      lineBreaks |= UInt64(EightBytes.highBits(breaks)) << UInt64(lane * 8)
    }
    return (digits, lineBreaks)
  }

  /// The count a byte before a tag gives its run: the digit's value, or 1 for any other byte.
  ///
  /// Tables rather than arithmetic: a load in place of a dozen instructions at every run of a soup.
  static let shortRunCounts: [UInt8] = (0...255).map { byte in
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(UInt8(byte)) ? UInt8(byte) - UInt8(ascii: "0") : 1
  }

  /// What a tag makes of a short run: ``dead``, ``alive``, or ``longWay`` for any byte but `b` and `o`.
  static let shortRunKinds: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "b"), UInt8(ascii: "."): dead
    case UInt8(ascii: "o"), UInt8(ascii: "A"): alive
    default: longWay
    }
  }
  static let dead: UInt8 = 0
  static let alive: UInt8 = 1
  static let longWay: UInt8 = 2
}
