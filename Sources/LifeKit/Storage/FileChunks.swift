import Foundation

/// A file read a chunk at a time into one buffer, the bytes not yet taken carried over to the next chunk.
///
/// The buffer is allocated once and reused, so a file of any size costs one chunk of memory, and no fresh
/// pages are touched after the first chunk.
final class FileChunks {
  /// The file's size when it was opened.
  let fileBytes: Int
  private let descriptor: Int32
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes of the buffer hold the file.
  private var count = 0
  /// Whether the last byte of the file is in the buffer.
  private(set) var isAtEnd = false

  /// Opens a regular file, or returns `nil` when it cannot; ``refill(keepingFrom:)`` reads the first chunk.
  init?(path: String, chunkBytes: Int) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return nil
    }
    fileBytes = Int(status.st_size)
    buffer = .allocate(capacity: chunkBytes)
  }

  deinit {
    close(descriptor)
    buffer.deallocate()
  }

  /// The bytes in the buffer: valid until the next ``refill(keepingFrom:)``.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }

  /// Moves the bytes from `start` on to the front and reads more after them.
  ///
  /// - Returns: `false` when the bytes kept fill half the buffer (a chunk would bring too little), or the
  ///   file cannot be read.
  func refill(keepingFrom start: Int) -> Bool {
    let kept = count - start
    guard kept <= buffer.count / 2 else { return false }
    let base = buffer.baseAddress.unsafelyUnwrapped
    // The two ranges may overlap: memmove, not a copy.
    memmove(base, base + start, kept)
    count = kept
    return fill()
  }

  /// Reads until the buffer is full or the file ends.
  private func fill() -> Bool {
    let base = buffer.baseAddress.unsafelyUnwrapped
    while count < buffer.count, !isAtEnd {
      let read = Foundation.read(descriptor, base + count, buffer.count - count)
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { return false }
      count += read
      isAtEnd = read == 0
    }
    return true
  }
}
