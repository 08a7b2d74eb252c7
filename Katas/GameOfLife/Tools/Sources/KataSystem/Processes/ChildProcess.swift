import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended.
package struct ProcessResult: Sendable {
  package enum Ending: Equatable, Sendable {
    case exited(Int32)
    /// Ended by a signal of its own, as a crash does.
    case signalled(Int32)
    /// Stopped by the time limit, with every process it started.
    case stoppedAfter(seconds: Int)
  }

  package var ending: Ending
  /// Standard output and standard error, as they came.
  package var output: String

  package var succeeded: Bool { ending == .exited(0) }

  package init(ending: Ending, output: String) {
    self.ending = ending
    self.output = output
  }
}

extension ProcessResult.Ending {
  /// Whether the process was ended by a signal of its own, as a crash ends it.
  package var isSignal: Bool {
    if case .signalled = self { return true }
    return false
  }
}

/// Runs a command with a time limit that stops the whole tree of processes it starts.
///
/// `swift test` starts the test binary in a process group of its own, so stopping `swift test`'s group
/// is not enough: on a time limit, every descendant is found and stopped, again until none is left.
package enum ChildProcess {
  /// What a Swift program's backtracer prints last, once every thread's frames are out.
  static let backtraceEnd = "Backtrace took "
  /// How long a backtrace asked for at the time limit may take before the process is stopped anyway.
  ///
  /// It is the backtracer's own limit: a backtrace takes a tenth of a second on an idle machine, and longer
  /// on a loaded one.
  static let backtraceWait: TimeInterval = 30

  /// Runs a command and returns how it ended, with everything it wrote.
  ///
  /// With `backtraceOnTimeLimit`, a Swift program that the time limit stops is first sent `SIGABRT`, so
  /// that the runtime's backtracer prints where each thread was (the line of an endless loop); then its
  /// whole tree is stopped as always.
  package static func run(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil, timeLimit: Int,
    backtraceOnTimeLimit: Bool = false, children: RunningChildren = Interruption.children
  ) throws -> ProcessResult {
    let process = Process()
    // A path is started as it is; a name is looked for on the PATH by `env`, as a shell would.
    if let program = arguments.first, program.hasPrefix("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(arguments.dropFirst())
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
    }
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    let collected = OutputCollector(reading: pipe.fileHandleForReading)
    if backtraceOnTimeLimit { unblockAbort() }
    do {
      try children.start(process)
    } catch {
      throw KataError("cannot start \(arguments.first ?? "a command"): \(error.localizedDescription)")
    }
    let pid = process.processIdentifier
    defer { children.remove(pid) }
    var timedOut = false
    if ended.wait(timeout: .now() + .seconds(timeLimit)) == .timedOut {
      timedOut = true
      if backtraceOnTimeLimit { askForBacktrace(pid, ended: ended, output: collected) }
      stopTree(of: pid)
      ended.wait()
    }
    try? pipe.fileHandleForWriting.close()
    let output = collected.text()
    if timedOut { return ProcessResult(ending: .stoppedAfter(seconds: timeLimit), output: output) }
    switch process.terminationReason {
    case .uncaughtSignal: return ProcessResult(ending: .signalled(process.terminationStatus), output: output)
    default: return ProcessResult(ending: .exited(process.terminationStatus), output: output)
    }
  }

  /// Sends `SIGABRT` and waits for the backtracer's backtrace, the process's end, or `backtraceWait`.
  ///
  /// A signal sent from outside returns to the code it interrupted once the backtrace is out, so the
  /// process goes on running until it is stopped.
  private static func askForBacktrace(_ pid: Int32, ended: DispatchSemaphore, output: OutputCollector) {
    kill(pid, SIGABRT)
    let deadline = Date().addingTimeInterval(backtraceWait)
    while Date() < deadline && !output.contains(backtraceEnd) {
      if ended.wait(timeout: .now() + .milliseconds(50)) == .success {
        ended.signal()  // kept for the caller's own wait
        return
      }
    }
  }

  /// Lets the calling thread take `SIGABRT`, as the child it starts then does.
  ///
  /// A child starts with the signals its parent's thread blocks: an XCTest binary started with `SIGABRT`
  /// blocked (as a test harness's thread may leave it) would print no backtrace at the time limit.
  private static func unblockAbort() {
    var abort = sigset_t()
    sigemptyset(&abort)
    sigaddset(&abort, SIGABRT)
    pthread_sigmask(SIG_UNBLOCK, &abort, nil)
  }

  /// Stops a process, its group and every process below it, until none of them is left.
  ///
  /// A killed process ends only when it is next scheduled, which on a busy machine can take a while, so
  /// this keeps at it for up to ten seconds; a process that has ended but is not yet reaped counts as gone.
  package static func stopTree(of pid: Int32) {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      let tree = [pid] + descendants(of: pid)
      let alive = tree.filter(isRunning)
      if alive.isEmpty { return }
      for member in alive {
        kill(member, SIGSTOP)  // frozen first, so none of them starts another while the rest are stopped
      }
      for member in alive {
        kill(-member, SIGKILL)
        kill(member, SIGKILL)
      }
      usleep(20_000)
    }
  }

  /// Whether a process exists and has not yet ended (a zombie has ended: only its parent's wait is left).
  static func isRunning(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  /// Every process below `pid`, read from the process table.
  static func descendants(of pid: Int32) -> [Int32] {
    var children: [Int32: [Int32]] = [:]
    for (child, parent) in processTable() { children[parent, default: []].append(child) }
    var found: [Int32] = []
    var next = children[pid] ?? []
    while let child = next.popLast() {
      found.append(child)
      next += children[child] ?? []
    }
    return found
  }

  /// Pairs of (process, parent) for every process, from /proc where there is one, else from `ps`.
  private static func processTable() -> [(Int32, Int32)] {
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
      return entries.compactMap { entry -> (Int32, Int32)? in
        guard let pid = Int32(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command's name in parentheses: the state, then the parent's process id.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
        return (pid, parent)
      }
    }
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
    let pipe = Pipe()
    ps.standardOutput = pipe
    guard (try? ps.run()) != nil else { return [] }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    try? pipe.fileHandleForReading.close()
    ps.waitUntilExit()
    return text.split(separator: "\n").compactMap { line in
      let numbers = line.split(separator: " ").compactMap { Int32($0) }
      return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
  }
}
