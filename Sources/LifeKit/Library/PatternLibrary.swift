/// The patterns built into the package, found by name.
public enum PatternLibrary {
  /// Every built-in pattern: still lifes, oscillators, spaceships, methuselahs, a gun and the articles' boards.
  public static let all: [LibraryPattern] =
    stillLifes + oscillators + spaceships + methuselahs + guns + articleExamples

  /// The library pattern with this name, ignoring case; `nil` when there is none.
  public static func named(_ name: String) -> LibraryPattern? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
