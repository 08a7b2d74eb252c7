/// The pattern file formats the package reads and writes.
public enum PatternFormat: String, CaseIterable, Sendable {
  /// LifeWiki plaintext, `.cells`: rows of `.` and `O`.
  case plaintext = "cells"
  /// Golly's run-length encoding, `.rle`.
  case rle
  /// Life 1.05, `.lif`: blocks of `.` and `*` rows after `#P x y` lines.
  case life105
  /// Life 1.06, `.lif`: one `x y` line per live cell.
  case life106

  /// Recognises the format of a file by its content, never by its name.
  ///
  /// A first line `#Life 1.05` or `#Life 1.06` names its format; an RLE file starts with `#` comment lines
  /// or its `x = ...` header; anything else is read as plaintext.
  public init(recognising text: String) {
    // Only the first line that is not blank matters: read lines up to it, not the whole text, which for
    // a large soup runs to megabytes.
    var remaining = Substring(text)
    var firstLine: String?
    while firstLine == nil, !remaining.isEmpty {
      let line = remaining.prefix { !$0.isNewline }
      remaining = remaining[line.endIndex...].drop(while: \.isNewline)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { firstLine = trimmed }
    }
    guard let first = firstLine else {
      self = .plaintext
      return
    }
    if first.hasPrefix("#Life 1.05") {
      self = .life105
    } else if first.hasPrefix("#Life 1.06") {
      self = .life106
    } else if first.hasPrefix("#") || Self.isRLEHeader(first) {
      self = .rle
    } else {
      self = .plaintext
    }
  }

  /// Whether a line is an RLE header: `x`, spaces, then `=`.
  private static func isRLEHeader(_ line: String) -> Bool {
    line.hasPrefix("x") && line.dropFirst().drop(while: \.isWhitespace).hasPrefix("=")
  }
}

extension Pattern {
  /// Reads a pattern in any format the package knows, recognising which by its content.
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first thing that does not fit.
  public init(contentsOf text: String) throws {
    try self.init(text, format: PatternFormat(recognising: text))
  }

  /// Reads a pattern in a given format.
  ///
  /// - Throws: ``PatternError`` naming the line and column of the first thing that does not fit.
  public init(_ text: String, format: PatternFormat) throws {
    switch format {
    case .plaintext: try self.init(plaintext: text)
    case .rle: try self.init(rle: text)
    case .life105: try self.init(life105: text)
    case .life106: try self.init(life106: text)
    }
  }

  /// The pattern written in a format.
  public func text(in format: PatternFormat) -> String {
    switch format {
    case .plaintext: plaintext
    case .rle: rle
    case .life105: life105
    case .life106: life106
    }
  }
}
