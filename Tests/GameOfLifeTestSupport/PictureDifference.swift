/// Expected and actual pictures side by side, with every differing cell marked `X` in a third column.
///
/// ```
/// expected  actual  differences
/// .O.       ...     .X.
/// .O.       OOO     X.X
/// .O.       ...     .X.
/// ```
public func sideBySide(expected: String, actual: String) -> String {
  let expectedRows = expected.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
  let actualRows = actual.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
  let rowCount = max(expectedRows.count, actualRows.count)
  let expectedWidth = max("expected".count, expectedRows.map(\.count).max() ?? 0)
  let actualWidth = max("actual".count, actualRows.map(\.count).max() ?? 0)

  func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: width - text.count)
  }
  var lines = [
    padded("expected", to: expectedWidth) + "  " + padded("actual", to: actualWidth) + "  differences"
  ]
  for index in 0..<rowCount {
    let expectedRow = index < expectedRows.count ? expectedRows[index] : []
    let actualRow = index < actualRows.count ? actualRows[index] : []
    let marks = (0..<max(expectedRow.count, actualRow.count)).map { column -> Character in
      let expectedCell = column < expectedRow.count ? expectedRow[column] : " "
      let actualCell = column < actualRow.count ? actualRow[column] : " "
      return expectedCell == actualCell ? "." : "X"
    }
    lines.append(
      padded(String(expectedRow), to: expectedWidth) + "  " + padded(String(actualRow), to: actualWidth)
        + "  "
        + String(marks))
  }
  return lines.joined(separator: "\n")
}
