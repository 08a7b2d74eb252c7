/// Why a pattern could not be read: the message names the line and column where there is one.
public struct PatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words, without the place.
  public var message: String
  /// The line where the mistake is, counted from 1, when there is one.
  public var line: Int?
  /// The column where the mistake is, counted from 1, when there is one.
  public var column: Int?
  /// The file the text came from, when it came from one; filled in by whoever read the file.
  public var file: String?

  /// Makes an error with what is wrong and, where there is one, its place.
  public init(_ message: String, line: Int? = nil, column: Int? = nil, file: String? = nil) {
    self.message = message
    self.line = line
    self.column = column
    self.file = file
  }

  /// The message as the user sees it, for example `glider.rle:3:7: unexpected character 'q'`.
  public var description: String {
    let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }
    return place.isEmpty ? message : place.joined(separator: ":") + ": " + message
  }
}
