import Foundation
import LifeKit

/// Finds the pattern a command names: a file (any format, recognised by content), a built-in name, or `-`.
enum PatternInput {
  /// The largest pattern file read: past this a file is refused rather than read into memory.
  static let maximumFileBytes = 256 << 20

  /// Loads the pattern named on the command line.
  ///
  /// - Parameter operand: A path, a built-in name, `-` for standard input, or `nil` for standard input when
  ///   it is not a terminal.
  /// - Throws: ``UsageError`` when nothing has that name, ``PatternError`` (with the file named) when the
  ///   file cannot be read as a pattern.
  static func load(_ operand: String?, command: String) throws -> Pattern {
    guard let operand else {
      guard isatty(STDIN_FILENO) == 0 else {
        throw UsageError(
          "'life \(command)' needs a PATTERN: a file, a built-in name (see 'life patterns') or - for standard input"
        )
      }
      return try read(standardInput(), from: "<stdin>")
    }
    if operand == "-" { return try read(standardInput(), from: "<stdin>") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else { throw UsageError("'\(operand)' is a folder, not a pattern file") }
      // A large RLE soup a chunk at a time; anything else, and any mistake, from the whole file.
      if let pattern = Pattern.readingRLEChunks(atPath: operand, largestFile: maximumFileBytes) {
        return named(pattern, from: operand)
      }
      return try read(file(operand), from: operand)
    }
    if let entry = PatternLibrary.named(operand) { return entry.pattern() }
    throw UsageError(
      "no file or built-in pattern named '\(operand)' (see 'life patterns' for the built-in ones)")
  }

  private static func read(_ data: Data, from source: String) throws -> Pattern {
    guard let text = String(data: data, encoding: .utf8) else {
      throw PatternError("is not UTF-8 text, so it cannot be a pattern file", file: source)
    }
    do {
      return named(try Pattern(contentsOf: text), from: source)
    } catch var error as PatternError {
      error.file = source
      throw error
    }
  }

  /// A pattern without a name of its own takes its file's name.
  private static func named(_ pattern: Pattern, from source: String) -> Pattern {
    var pattern = pattern
    if pattern.name == nil, source != "<stdin>" {
      pattern.name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
    }
    return pattern
  }

  private static func file(_ path: String) throws -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw RuntimeFailure("cannot open '\(path)' for reading")
    }
    defer { try? handle.close() }
    return try limited(handle, source: path)
  }

  private static func standardInput() throws -> Data {
    try limited(FileHandle.standardInput, source: "<stdin>")
  }

  /// Reads at most ``maximumFileBytes``, so that a runaway input cannot exhaust memory.
  private static func limited(_ handle: FileHandle, source: String) throws -> Data {
    var data = Data()
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      data.append(chunk)
      guard data.count <= maximumFileBytes else {
        throw PatternError(
          "is larger than \(maximumFileBytes >> 20) MB: too large for a pattern file", file: source)
      }
    }
    return data
  }
}
