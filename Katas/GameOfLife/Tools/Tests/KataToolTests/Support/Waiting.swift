import Foundation

/// Waits until `condition` holds, looking again every 20 ms, and throws past the deadline.
///
/// A test that reads processes or the clock checks a state the machine reaches in its own time: under
/// load a process starts late and a stopped one takes a moment to leave the process table. So the test
/// waits for the state it checks, and a deadline far beyond an idle machine's time fails it loudly, saying
/// what never came, rather than checking a race.
/// - Parameters:
///   - what: the state awaited, in words, for the failure: "the test binary runs".
///   - seconds: the deadline.
func waitUntil(_ what: String, seconds: Double, _ condition: () -> Bool) throws {
  let deadline = Date().addingTimeInterval(seconds)
  while !condition() {
    guard Date() < deadline else { throw WaitedTooLong(what: what, seconds: seconds) }
    usleep(20_000)
  }
}

/// Waits until no running process mentions `text`, for at most `seconds`.
func waitUntilNoProcess(mentioning text: String, seconds: Double = 10) throws {
  try waitUntil("every process mentioning \(text) has ended", seconds: seconds) {
    processes(mentioning: text).isEmpty
  }
}

struct WaitedTooLong: Error, CustomStringConvertible {
  var what: String
  var seconds: Double
  var description: String { "waited \(Int(seconds)) s, and still not: \(what)" }
}
