import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Follows a child process's own peak memory, read from `/proc/PID/status` while it runs.
///
/// On Linux a spawned child's `ru_maxrss` starts at this process's peak (the child shares this process's
/// memory until it runs its program), so a small program would seem as large as `life bench` itself. Its
/// `VmHWM` is its own and only grows, so the last reading before it exits is its peak. Elsewhere there is
/// no `/proc`, and the watch reads nothing.
final class PeakWatch: @unchecked Sendable {
  private let lock = NSLock()
  private var peak = 0
  private var isDone = false

  init(pid: pid_t) {
    let path = "/proc/\(pid)/status"
    Thread.detachNewThread { [self] in
      var interval: useconds_t = 500
      while !lock.withLock({ isDone }) {
        let reading = Self.highWaterMark(path)
        lock.withLock { peak = max(peak, reading) }
        usleep(interval)
        // Often at first, for short runs; then every 5 ms, so the watching costs the run nothing to speak of.
        interval = min(5000, interval * 2)
      }
    }
  }

  /// Stops watching; returns the peak seen, in bytes, or 0 when none was read.
  func stop() -> Int {
    lock.withLock {
      isDone = true
      return peak
    }
  }

  /// `VmHWM` in bytes, or 0 when the file cannot be read (the process has gone, or there is no /proc).
  private static func highWaterMark(_ path: String) -> Int {
    let file = open(path, O_RDONLY)
    guard file >= 0 else { return 0 }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(file, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
  }
}
