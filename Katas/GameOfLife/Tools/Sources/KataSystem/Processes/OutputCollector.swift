import Foundation

/// Reads a pipe to its end on a thread of its own, so that a child never blocks on a full pipe.
final class OutputCollector: @unchecked Sendable {
  private var data = Data()
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)

  init(reading handle: FileHandle) {
    Thread.detachNewThread { [self] in
      // Read as it comes, so that what was written so far can be looked at while the child runs.
      while case let chunk = handle.availableData, !chunk.isEmpty {
        lock.withLock { data.append(chunk) }
      }
      // Closed now, not when Foundation lets go of the process (which it may never do): a tool that runs
      // for hours, as the watch does, would otherwise keep one descriptor for every child it started.
      try? handle.close()
      done.signal()
    }
  }

  func text() -> String {
    done.wait()
    return lock.withLock { String(decoding: data, as: UTF8.self) }
  }

  /// Whether what the child wrote so far holds some words.
  func contains(_ words: String) -> Bool {
    lock.withLock { data.range(of: Data(words.utf8)) != nil }
  }
}
