import Dispatch
import Foundation

/// How the tool ends when it is asked to (Ctrl-C, a polite kill, `q`): every child process stopped with
/// its whole tree, and nothing being written left half done.
///
/// This is the tool's one process-wide state, on purpose: a signal's handler reaches only what the
/// process holds, and a child started by any layer must be stopped by it. `main` installs the handlers
/// (`stopChildrenOnInterrupt`); the layers only register their children and their whole writes here.
package enum Interruption {
  /// The children running now.
  package static let children = RunningChildren()
  /// Held while the tool writes something that must be whole (a history entry, code put back), so that
  /// quitting waits for it, never leaving it half done.
  package static let wholeWrites = NSLock()
  /// The signals' sources, kept for as long as the tool runs.
  private static let sources = Locked<[any DispatchSourceSignal]>([])

  /// Makes Ctrl-C (and a polite kill) stop every child before the tool exits.
  package static func stopChildrenOnInterrupt() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { stopEverything(exitCode: 130) }
      source.resume()
      sources.withLock { $0.append(source) }
    }
  }

  /// Ends the tool now, as Ctrl-C or `q` asks.
  ///
  /// It waits for anything being written to be whole, and stops every child process. A run cut short is
  /// not recorded.
  package static func stopEverything(exitCode: Int32) -> Never {
    wholeWrites.lock()
    children.stopAll()
    exit(exitCode)
  }
}

/// The children running now, so that Ctrl-C stops them too, never leaving one behind.
///
/// Starting a child and stopping them all take the same lock, and the stop keeps it: a thread whose
/// child was just stopped cannot start another while the tool exits, because it waits for the lock.
///
/// Some work's children may be stopped together while the tool goes on (`within` the tool's, so that Ctrl-C
/// stops them too): a build stops its other compiles once one has found the compile error.
package final class RunningChildren: @unchecked Sendable {
  private let lock = NSLock()
  private var pids: Set<Int32> = []
  private let parent: RunningChildren?
  private var stopped = false

  package init(within parent: RunningChildren? = nil) { self.parent = parent }

  /// Starts a child and adds it, as one step that a stop cannot come between; none starts once these
  /// children were stopped.
  package func start(_ process: Process) throws {
    lock.lock()
    defer { lock.unlock() }
    if stopped { throw KataError("the work was stopped") }
    if let parent { try parent.start(process) } else { try process.run() }
    pids.insert(process.processIdentifier)
  }

  package func remove(_ pid: Int32) {
    lock.withLock { _ = pids.remove(pid) }
    parent?.remove(pid)
  }

  /// Stops every running child's tree, and lets none start after; the tool goes on.
  package func stopRunning() {
    let running = lock.withLock {
      stopped = true
      return pids
    }
    for pid in running { ChildProcess.stopTree(of: pid) }
  }

  /// Stops every running child's tree, and keeps the lock, so that no child starts again; for when the
  /// tool ends.
  package func stopAll() {
    lock.lock()
    for pid in pids { ChildProcess.stopTree(of: pid) }
  }
}
