import GameOfLife

extension Pattern {
  /// The pattern as an RLE file that Golly reads: name, comments, position, header and body.
  ///
  /// The position of the box's top-left corner is kept in a `#CXRLE Pos=x,y` line when it is not the
  /// origin, and a bounded or torus universe in the rule's `:P` or `:T` suffix. Body lines stay within
  /// 70 characters, as the format asks.
  public var rle: String {
    var text = ""
    if let name { text += "#N \(name)\n" }
    for comment in comments { text += "#C \(comment)\n" }
    if origin != Position(row: 0, column: 0) { text += "#CXRLE Pos=\(origin.column),\(origin.row)\n" }
    text += "x = \(width), y = \(height), rule = \(ruleWithUniverseSuffix)\n"
    return text + rleBody + "\n"
  }

  /// The runs of the body, `b` dead, `o` alive, `$` a new row, ending in `!`, wrapped at 70 characters.
  private var rleBody: String {
    var body = RLEBody()
    for (row, columns) in liveColumnsByRow() {
      body.append(row, "$")
      var next = 0
      for column in columns where column >= next {
        body.append(column - next, "b")
        body.append(1, "o")
        next = column + 1
      }
    }
    return body.finished()
  }

  /// The columns of the live cells in each row that has any, top to bottom and left to right, counted from
  /// the box's corner; each row comes with how many rows it lies below the previous one.
  private func liveColumnsByRow() -> [(rowsDown: Int, columns: [Int])] {
    let cells = liveCells.lazy.map { (row: $0.row - origin.row, column: $0.column - origin.column) }
      .filter { $0.row >= 0 && $0.row < height && $0.column >= 0 }
    var sorted: [(row: Int, column: Int)]
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    if !overflow, area <= 32 * max(liveCells.count, 1024) {
      // A dense box: marking a bitmap and reading it back is far faster than sorting millions of cells.
      // A sparse one is sorted instead, so the work follows the number of cells, not the box's area.
      var alive = [Bool](repeating: false, count: width * height)
      var wide: [(row: Int, column: Int)] = []
      for cell in cells {
        if cell.column < width { alive[cell.row * width + cell.column] = true } else { wide.append(cell) }
      }
      sorted = alive.indices.lazy.filter { alive[$0] }.map { (row: $0 / width, column: $0 % width) }
      if !wide.isEmpty { sorted = (sorted + wide).sorted { ($0.row, $0.column) < ($1.row, $1.column) } }
    } else {
      sorted = cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }
    var rows: [(rowsDown: Int, columns: [Int])] = []
    var previousRow = 0
    for cell in sorted {
      if rows.isEmpty || cell.row != previousRow {
        rows.append((cell.row - previousRow, []))
        previousRow = cell.row
      }
      rows[rows.count - 1].columns.append(cell.column)
    }
    return rows
  }
}

/// Runs of one tag (`b`, `o` or `$`), merged as they come and written out in lines of at most 70 characters.
private struct RLEBody {
  private var bytes: [UInt8] = []
  private var lineLength = 0
  private var pending: (count: Int, tag: UInt8)?

  mutating func append(_ count: Int, _ tag: Character) {
    guard count > 0, let tag = tag.asciiValue else { return }
    if let run = pending, run.tag == tag {
      pending = (run.count + count, tag)
    } else {
      flush()
      pending = (count, tag)
    }
  }

  private mutating func flush() {
    guard let run = pending else { return }
    pending = nil
    let digits = run.count == 1 ? 0 : String(run.count).utf8.count
    startLineIfFull(adding: digits + 1)
    if digits > 0 {
      // Written digit by digit into the buffer: millions of runs, so no string per run.
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
      var remainder = run.count
      for index in stride(from: start + digits - 1, through: start, by: -1) {
        bytes[index] += UInt8(remainder % 10)
        remainder /= 10
      }
    }
    bytes.append(run.tag)
    lineLength += digits + 1
  }

  private mutating func startLineIfFull(adding length: Int) {
    if lineLength + length > 70 {
      bytes.append(UInt8(ascii: "\n"))
      lineLength = 0
    }
  }

  mutating func finished() -> String {
    flush()
    startLineIfFull(adding: 1)
    bytes.append(UInt8(ascii: "!"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
