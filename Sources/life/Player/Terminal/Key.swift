/// A key the player reacts to, decoded from the bytes a terminal sends.
enum Key: Hashable {
  /// A printable character, such as `n`, `+` or a letter of a name being typed.
  case character(Character)
  case up, down, left, right
  case enter, backspace, escape, tab
  /// Ctrl-C: in raw mode it arrives as a byte, not as a signal.
  case interrupt
  /// Bytes that are not a key the player knows, such as F5's escape sequence.
  case unknown
}
