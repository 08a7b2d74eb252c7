/// A pattern that comes with the package, so workshops need no files to get started.
public struct LibraryPattern: Sendable {
  /// The name to ask for it by, in kebab case: `gosper-glider-gun`.
  public let name: String
  /// What it is, in a few words: "a gun that fires a glider every 30 generations".
  public let summary: String
  /// Its period, for oscillators, spaceships and guns; `nil` for patterns that never repeat.
  public let period: Int?
  /// The cells, in RLE.
  let rle: String

  /// The pattern, named after this entry.
  public func pattern() -> Pattern {
    // The library is checked by tests: every entry reads.
    var pattern = (try? Pattern(rle: rle)) ?? Pattern(liveCells: [])
    pattern.name = name
    return pattern
  }
}

/// The patterns built into the package, found by name.
public enum PatternLibrary {
  public static let all: [LibraryPattern] = [
    LibraryPattern(
      name: "glider", summary: "the smallest spaceship, moving diagonally one cell every 4 generations",
      period: 4, rle: "x = 3, y = 3\nbo$2bo$3o!"),
    LibraryPattern(
      name: "gosper-glider-gun", summary: "the first gun found: a new glider every 30 generations",
      period: 30,
      rle: """
        x = 36, y = 9, rule = B3/S23
        24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4b
        obo$10bo5bo7bo$11bo3bo$12b2o!
        """),
  ]

  /// The library pattern with this name, ignoring case; `nil` when there is none.
  public static func named(_ name: String) -> LibraryPattern? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
