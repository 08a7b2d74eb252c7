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
      ".\(destination.lastPathComponent).\(UUID().uuidString).tmp", isDirectory: false)
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
