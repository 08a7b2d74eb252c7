/// The colour of a live cell in a ``ColouredGame``, and the character that stands for it in a picture.
public enum CellColour: Character, CaseIterable, Hashable, Sendable {
  /// A red cell: `R` in a picture.
  case red = "R"
  /// A blue cell: `B` in a picture.
  case blue = "B"
}
