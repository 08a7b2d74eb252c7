import Foundation
import KataSystem

/// What a test binary that crashed, or that the time limit stopped, says about it: the Swift runtime's own
/// words and the place in the learner's code where it happened.
///
/// Every command that runs tests reads a crash here, so that each says what `swift test` prints:
/// `Rules.swift:32: Precondition failed: size must be positive`, `Fatal error: Index out of range`,
/// `Swift runtime failure: arithmetic overflow`.
package struct Crash: Sendable, Equatable {
  /// The runtime's words, as `Precondition failed: size must be positive`; nil when it printed none.
  package var words: String?
  /// What a test that crashed says: `crashed: ` and the runtime's words, else how the process ended.
  package var said: String
  /// The file name and line in the learner's code, when the output tells them.
  package var file: String?
  package var line: Int?

  /// `Rules.swift:32`, when the place is known.
  package var place: String? { file.flatMap { file in line.map { "\(file):\($0)" } } }

  package init(output: String, ending: ProcessResult.Ending) {
    let lines = output.split(separator: "\n")
    let message = lines.lazy.compactMap { $0.firstMatch(of: Self.message) }.first
    words =
      message.map { match in String(match.3) + (match.4.map { ": " + $0 } ?? "") }
      ?? lines.lazy.compactMap { $0.firstMatch(of: Self.runtimeFailure).map { String($0.1) } }.first
    if let words {
      said = "crashed: " + words
    } else if case .signalled(let signal) = ending {
      said = "crashed with signal \(signal)"
      // Safe Swift that faults has most often run out of stack, which leaves no room for a backtrace.
      if signal == 11 { said += ", a segmentation fault: is there a recursion that never ends?" }
    } else if case .exited(let code) = ending {
      // `exit(…)` called by the code: swift test stops there, and with 0 reports no failure at all.
      said =
        "crashed: the test process ended with exit(\(code)) in this test"
        + (code == 0 ? ", which swift test takes for success without running the tests after it" : "")
    } else {
      said = "crashed: \(ending)"
    }
    let frame = Self.firstOwnFrame(in: lines, stopped: false)
    // The runtime's own place is where the failing call was compiled: the learner's line for a
    // `precondition` or a `!` inside an `XCTAssert`'s closure, but the standard library's for an index out
    // of range, and line 1 of a macro's expansion for a `!` inside `#expect`. The crashed thread's first
    // frame in the package's own files is right for those two.
    if let message, let path = message.1, let number = message.2.flatMap({ Int($0) }),
      !path.hasPrefix("Swift/"), frame?.throughMacro != true
    {
      (file, line) = (fileName(path), number)
    } else if let frame, let number = frame.line {
      (file, line) = (frame.file, number)
    }
  }

  /// Where a process the time limit stopped was, from the backtrace the runtime printed when asked
  /// (`SIGABRT`): the first frame in the package's own files, on whichever thread ran the test.
  ///
  /// The instruction a loop was stopped at may have no line of its own (the compiler's jump back to the
  /// loop's start): its file is still the loop's, and its line is then left out.
  package static func stoppedPlace(in output: String) -> (file: String, line: Int?)? {
    firstOwnFrame(in: output.split(separator: "\n"), stopped: true).map { ($0.file, $0.line) }
  }

  /// `Rules/Rules.swift:32: Precondition failed: size must be positive`: the place, the kind and the
  /// message, each but the kind left out when the runtime prints none.
  static var message: Regex<(Substring, Substring?, Substring?, Substring, Substring?)> {
    /(?:(\S+\.swift):(\d+): )?(Fatal error|Precondition failed|Assertion failed)(?:: (.*))?$/
  }

  /// `*** Swift runtime failure: arithmetic overflow ***`, which the backtracer prints for a check the
  /// compiler wrote (an overflow, a division by zero) with no message of its own.
  static var runtimeFailure: Regex<(Substring, Substring)> {
    /\*\*\* (Swift runtime failure: .+) \*\*\*/
  }

  /// ` at /path/Tests/GameOfLifeTests/GameTests.swift:7:23` at the end of a frame, or a path relative to
  /// the package (`Tests/GameOfLifeTests/…`), as a module compiled whole names its files; the line and
  /// column are left out for an instruction that has none.
  static var framePlace: Regex<(Substring, Substring, Substring?)> {
    /\ at (\/.+\.swift|[^ \/][^ ]*\.swift)(?::(\d+):\d+)?$/
  }

  /// The first frame with a line in the package's own files (its `Tests` or `Sources`) of the crashed
  /// thread, and whether a macro's expansion came before it; for a process that was `stopped`, the first
  /// such frame of any thread, the crashed one first, with a line or without.
  private static func firstOwnFrame(
    in lines: [Substring], stopped: Bool
  ) -> (file: String, line: Int?, throughMacro: Bool)? {
    var threads: [(crashed: Bool, frames: [Substring])] = []
    for line in lines {
      if line.hasPrefix("Thread ") {
        threads.append((line.hasSuffix(" crashed:"), []))
      } else if line.hasPrefix("Registers") || line.hasPrefix("Images") {
        break
      } else if !threads.isEmpty {
        threads[threads.count - 1].frames.append(line)
      }
    }
    let searched = threads.filter(\.crashed) + (stopped ? threads.filter { !$0.crashed } : [])
    for thread in searched {
      var throughMacro = false
      for frame in thread.frames {
        if frame.contains("@__swiftmacro_") { throughMacro = true }
        guard let place = frame.firstMatch(of: framePlace) else { continue }
        let path = "/" + place.1.drop { $0 == "/" }
        let number = place.2.flatMap { Int($0) }
        guard path.contains("/Tests/") || path.contains("/Sources/"), number != nil || stopped else {
          continue
        }
        return (fileName(path), number, throughMacro)
      }
    }
    return nil
  }
}

extension TestProblem {
  /// `Rules.swift:32`, when the problem names its file, as a crash's and a time-out's do; the file alone
  /// when a time-out's loop had no line.
  package var place: String? { file.map { file in line.map { "\(file):\($0)" } ?? file } }
}
