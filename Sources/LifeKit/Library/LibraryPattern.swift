/// A pattern that comes with the package, so workshops need no files to get started.
public struct LibraryPattern: Sendable {
  /// What sort of pattern it is, as the Life community sorts them.
  public enum Kind: String, CaseIterable, Sendable {
    /// Never changes.
    case stillLife = "still life"
    /// Comes back to itself after its period, in the same place.
    case oscillator
    /// Comes back to itself after its period, moved.
    case spaceship
    /// Comes back to itself after its period, having fired a spaceship.
    case gun
    /// A small pattern that takes a long time to settle.
    case methuselah
    /// A board from the Swift articles the kata grew from.
    case articleExample = "article example"
  }

  /// The name to ask for it by, in kebab case: `gosper-glider-gun`.
  public let name: String
  /// What it is, in a few words: "a gun that fires a glider every 30 generations".
  public let summary: String
  /// What sort of pattern it is: a still life, an oscillator, a spaceship, a gun, a methuselah or a board from
  /// the kata articles.
  public let kind: Kind
  /// Its period, for still lifes (1), oscillators, spaceships and guns; `nil` for patterns that never repeat.
  public let period: Int?
  /// The cells, in any format ``Pattern/init(contentsOf:)`` recognises.
  let text: String

  init(name: String, summary: String, kind: Kind, period: Int?, text: String) {
    self.name = name
    self.summary = summary
    self.kind = kind
    self.period = period
    self.text = text
  }

  /// The pattern, named after this entry.
  public func pattern() -> Pattern {
    // The library is checked by tests: every entry reads.
    var pattern = (try? Pattern(contentsOf: text)) ?? Pattern(liveCells: [])
    pattern.name = name
    return pattern
  }
}
