import Foundation

extension Pattern {
  /// The bytes of an RLE file read at a time: a 2048² soup's 3 MB are never in memory at once.
  public static let rleChunkBytes = 256 << 10

  /// Reads a large RLE file a chunk at a time straight into a bitmap, or returns `nil` to have it read whole.
  ///
  /// Only a file that ``init(contentsOf:)`` would read as RLE into a bitmap is read here: one with a header
  /// in its first chunk and a body that fits the header's box. Anything else (another format, a file too
  /// large, a mistake anywhere) gives `nil`, and reading the whole file finds the same pattern or the same
  /// mistake, with the line and column it is at.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - largestFile: The most bytes the caller reads; a larger file is the caller's to refuse.
  ///   - chunkBytes: The bytes read at a time; tests make them few, so runs are cut at every byte.
  public static func readingRLEChunks(
    atPath path: String, largestFile: Int, chunkBytes: Int = rleChunkBytes
  ) -> Pattern? {
    guard let file = FileChunks(path: path, chunkBytes: chunkBytes), file.fileBytes <= largestFile,
      file.refill(keepingFrom: 0)
    else { return nil }
    // The lines before the body: the same text as in the whole file, so UTF-8 and an RLE file's start.
    var reader = RLEReader()
    guard let body = try? reader.readLinesBeforeBody(file.bytes),
      let head = String(validating: file.bytes[..<body.start], as: UTF8.self),
      PatternFormat(recognising: head) == .rle,
      var bitmap = reader.bitmapReader(textBytes: file.fileBytes)
    else { return nil }
    var start = body.start
    while true {
      switch bitmap.read(file.bytes, from: start, isLast: file.isAtEnd) {
      case .needsMore(let from):
        // The byte before a run is read with it.
        guard file.refill(keepingFrom: from - 1) else { return nil }
        start = 1
      case .finished(let end):
        // What follows the `!` is not read, but a file that is not UTF-8 is refused.
        guard isUTF8(file, from: end), let words = bitmap.finishedWords(), reader.take(words) else {
          return nil
        }
        return reader.finishedPattern
      case .unreadable:
        return nil
      }
    }
  }

  /// Whether the rest of a file, from a byte of the buffer on, is UTF-8; `false` too when it is long.
  private static func isUTF8(_ file: FileChunks, from start: Int) -> Bool {
    guard file.refill(keepingFrom: start), file.isAtEnd else { return false }
    return String(validating: file.bytes, as: UTF8.self) != nil
  }
}
