import Foundation

/// Writes a file so that readers, and a crash, only ever see the old version or the new one, complete.
public enum AtomicFile {
  /// Writes data to a temporary file beside the destination, flushes it to disk, then renames it into place.
  ///
  /// `rename` replaces the destination in one step; the flush before it makes sure that the name never
  /// points at a file whose contents have not reached the disk yet, even after a power cut.
  public static func write(_ data: Data, to destination: URL) throws {
    let folder = destination.deletingLastPathComponent()
    // A hidden name in the same folder: a rename within one file system is atomic, across two it is not.
    let temporary = folder.appendingPathComponent(
      temporaryName(for: destination.lastPathComponent), isDirectory: false)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(writing: destination) }
    let isWritten = writeAll(data, to: descriptor) && fsync(descriptor) == 0
    let writeError = failure(writing: destination)
    let isClosed = close(descriptor) == 0
    guard isWritten, isClosed else {
      unlink(temporary.path)
      throw isWritten ? failure(writing: destination) : writeError
    }
    guard rename(temporary.path, destination.path) == 0 else {
      let renameError = failure(writing: destination)
      unlink(temporary.path)
      throw renameError
    }
    synchronizeFolder(folder)
  }

  /// The name of a new temporary file for a destination: `.NAME.UUID.tmp`.
  static func temporaryName(for destinationName: String) -> String {
    ".\(destinationName).\(UUID().uuidString).tmp"
  }

  /// Whether a file name is one ``temporaryName(for:)`` gives, for a destination whose name ends in `suffix`.
  static func isTemporaryName(_ name: String, forDestinationsEndingIn suffix: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let middle = name.dropFirst().dropLast(".tmp".count)
    guard let dot = middle.lastIndex(of: ".") else { return false }
    let destination = middle[..<dot]
    return UUID(uuidString: String(middle[middle.index(after: dot)...])) != nil
      && destination.count > suffix.count && destination.hasSuffix(suffix)
  }

  /// Removes the temporary files of writes that were killed before their rename, among the named files
  /// of a folder, once they are older than `age`.
  ///
  /// A younger one may belong to a write still going on in another process, so it is left. Only regular
  /// files with a temporary name for a destination ending in `suffix` are looked at; a file that cannot be
  /// looked at or removed is left, since a leftover must never make the next write fail.
  static func removeLeftovers(
    among names: [String], in folder: URL, forDestinationsEndingIn suffix: String,
    olderThan age: TimeInterval, now: Date = Date()
  ) {
    for name in names where isTemporaryName(name, forDestinationsEndingIn: suffix) {
      let path = folder.appendingPathComponent(name, isDirectory: false).path
      guard
        let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let modified = attributes[.modificationDate] as? Date,
        now.timeIntervalSince(modified) > age
      else { continue }
      unlink(path)
    }
  }

  /// Writes every byte, going on after a short write or an interrupted call; `false` on an error.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(
          descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Flushes the folder itself, so that the rename survives a power cut; a folder that cannot be opened is left.
  private static func synchronizeFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// The error of the last system call, as the user sees it.
  private static func failure(writing destination: URL) -> PatternStoreError {
    .cannotWrite(destination.path, reason: String(cString: strerror(errno)))
  }
}
