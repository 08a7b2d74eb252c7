import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Data {
  /// Writes the bytes whole beside `url` and renames them over it: a reader finds the old file or the new
  /// one, never a part of either.
  ///
  /// Foundation's `write(to:)` waits for the disk to hold the bytes (`fsync`), atomic or not: half a
  /// millisecond a file on an idle server's disk, more on a laptop's, and a light writes more than a dozen.
  /// This does not, so it is only for what the tool can make again, its store and the records of its
  /// builds, never for what a learner wrote.
  ///
  /// A record that already holds these bytes is left as it is: most lights change few of them, and a
  /// rename costs more than a read.
  package func writeRecord(to url: URL) throws {
    if FileManager.default.contents(atPath: url.path) == self { return }
    let beside = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
    guard withUnsafeBytes({ writeWhole($0, to: beside.path) }), rename(beside.path, url.path) == 0 else {
      let code = POSIXErrorCode(rawValue: errno) ?? .EIO
      try? FileManager.default.removeItem(at: beside)
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(code)])
    }
  }
}

extension JSONEncoder {
  /// An encoder whose bytes depend on the value alone, its keys sorted, so that a record left as it was
  /// is not written again.
  package static var sortingKeys: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }
}

/// Writes every byte to a new file at `path`; false, with `errno` set, when that fails.
private func writeWhole(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
  let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard file >= 0 else { return false }
  defer { close(file) }
  guard let base = bytes.baseAddress else { return true }  // nothing to write
  var offset = 0
  while offset < bytes.count {
    let count = write(file, base + offset, bytes.count - offset)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return false }
    offset += count
  }
  return true
}
