import Foundation

/// Where the time of one light went, for `make kata-bench`: compiling, linking, running the tests, and
/// the tool's own work around them.
///
/// Kept only when `KATA_LIGHT_TIMES` names a file: the compiler's build marks when it starts, when its
/// first link starts and when it ends, and the process appends one line at its exit:
/// `compile link run` in seconds, the run being everything after the build. Nothing else reads it.
final class LightTimes: @unchecked Sendable {
  static let shared = LightTimes()

  private let lock = NSLock()
  private let file = ProcessInfo.processInfo.environment["KATA_LIGHT_TIMES"]
  private var buildStart: Date?
  private var linkStart: Date?
  private var buildEnd: Date?

  private init() {
    guard file != nil else { return }
    atexit { LightTimes.shared.write() }
  }

  func buildStarted() { mark { $0.buildStart = $0.buildStart ?? Date() } }
  func linkStarted() { mark { $0.linkStart = $0.linkStart ?? Date() } }
  func buildEnded() { mark { $0.buildEnd = Date() } }

  private func mark(_ change: (LightTimes) -> Void) {
    guard file != nil else { return }
    lock.withLock { change(self) }
  }

  private func write() {
    guard let file else { return }
    let end = Date()
    let line: String = lock.withLock {
      let built = buildEnd ?? end
      let linking = linkStart ?? built
      let compile = linking.timeIntervalSince(buildStart ?? linking)
      let link = built.timeIntervalSince(linking)
      let run = end.timeIntervalSince(built)
      return String(format: "%.3f %.3f %.3f\n", compile, link, run)
    }
    guard
      let handle = FileHandle(forWritingAtPath: file)
        ?? {
          FileManager.default.createFile(atPath: file, contents: nil)
          return FileHandle(forWritingAtPath: file)
        }()
    else { return }
    handle.seekToEndOfFile()
    handle.write(Data(line.utf8))
    try? handle.close()
  }
}
