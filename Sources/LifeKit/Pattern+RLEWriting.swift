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
    var runs: [(count: Int, tag: Character)] = []
    func append(_ count: Int, _ tag: Character) {
      guard count > 0 else { return }
      if let last = runs.last, last.tag == tag {
        runs[runs.count - 1].count += count
      } else {
        runs.append((count, tag))
      }
    }
    let rows = Dictionary(grouping: liveCells, by: \.row)
    var pendingRows = 0
    for row in origin.row..<origin.row + height {
      let columns = (rows[row] ?? []).map(\.column).sorted()
      if !columns.isEmpty {
        append(pendingRows, "$")
        pendingRows = 0
        var next = origin.column
        for column in columns where column >= next {
          append(column - next, "b")
          append(1, "o")
          next = column + 1
        }
      }
      pendingRows += 1
    }

    var lines: [String] = []
    var line = ""
    for run in runs {
      let item = (run.count == 1 ? "" : String(run.count)) + String(run.tag)
      if line.count + item.count > 70 {
        lines.append(line)
        line = ""
      }
      line += item
    }
    if line.count + 1 > 70 {
      lines.append(line)
      line = ""
    }
    lines.append(line + "!")
    return lines.joined(separator: "\n")
  }
}
