extension PatternLibrary {
  /// The boards of the Swift articles the kata grew from, on their own bounded grids.
  static let articleExamples: [LibraryPattern] = [
    LibraryPattern(
      name: "article-test-grid", summary: "the TDD article's 5 × 5 test grid; it dies out in 5 generations",
      kind: .articleExample, period: nil,
      text: "x = 5, y = 5, rule = B3/S23:P5,5\n2o$bobo$4bo$bobo$3bo!\n"),
    LibraryPattern(
      name: "article-blinker", summary: "a blinker on an article's 8 × 8 board", kind: .articleExample,
      period: 2, text: "x = 8, y = 8, rule = B3/S23:P8,8\n3$3bo$3bo$3bo!\n"),
    LibraryPattern(
      name: "article-beacon", summary: "a beacon on an article's 8 × 8 board", kind: .articleExample,
      period: 2, text: "x = 8, y = 8, rule = B3/S23:P8,8\n2$2b2o$2b2o$4b2o$4b2o!\n"),
    LibraryPattern(
      name: "article-solid-block", summary: "a 3 × 3 solid block on a 31 × 31 board: not a still life",
      kind: .articleExample, period: nil,
      text: "x = 31, y = 31, rule = B3/S23:P31,31\n4$4b3o$4b3o$4b3o!\n"),
    LibraryPattern(
      name: "article-pseudo-random",
      summary: "a 31 × 31 board where cell i is alive when i % 5 == 1 or i % 11 == 1",
      kind: .articleExample, period: nil, text: pseudoRandomBoard),
  ]

  /// The article's deterministic "pseudo-random" 31 × 31 board, worked out from its rule rather than copied.
  ///
  /// Cells are numbered row by row from 0; cell `i` is alive when `i % 5 == 1 || i % 11 == 1`.
  private static let pseudoRandomBoard: String = {
    let side = 31
    let rows = (0..<side).map { row in
      String(
        (0..<side).map { column in
          let index = row * side + column
          return index % 5 == 1 || index % 11 == 1 ? "o" : "b"
        })
    }
    return "x = \(side), y = \(side), rule = B3/S23:P\(side),\(side)\n" + rows.joined(separator: "$") + "!\n"
  }()
}
