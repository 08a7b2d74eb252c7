import Compiler
import Foundation

/// Where the time of one light went, for `make kata-bench`: compiling, linking, and everything after the
/// build (running the tests, recording the run, the room).
///
/// Kept only when `KATA_LIGHT_TIMES` names a file: a line `compile link run` in seconds is appended to it.
/// Nothing else reads it.
enum LightTimes {
  static func append(_ times: BuildTimes?) {
    guard let file = ProcessInfo.processInfo.environment["KATA_LIGHT_TIMES"], !file.isEmpty else { return }
    let compile = times?.compile ?? 0
    let link = times?.link ?? 0
    let run = times.map { Date().timeIntervalSince($0.ended) } ?? 0
    let line = String(format: "%.3f %.3f %.3f\n", compile, link, run)
    guard
      let handle = FileHandle(forWritingAtPath: file)
        ?? {
          _ = FileManager.default.createFile(atPath: file, contents: nil)
          return FileHandle(forWritingAtPath: file)
        }()
    else { return }
    handle.seekToEndOfFile()
    handle.write(Data(line.utf8))
    try? handle.close()
  }
}
