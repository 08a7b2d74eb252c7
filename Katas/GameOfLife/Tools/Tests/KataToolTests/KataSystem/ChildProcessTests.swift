import Foundation
import Testing

@testable import KataSystem

@Suite("Child processes")
struct ChildProcessTests {
  /// A thread whose child Ctrl-C has just stopped goes on at once to its next command.
  ///
  /// That command must not start in the moment before the tool exits, or it outlives the tool.
  @Test("Once every child is stopped, the next child asked for never starts: its thread waits for the exit")
  func noChildStartsAfterTheStop() throws {
    let children = RunningChildren()
    let first = "kata-first-child-\(UUID().uuidString)"
    let next = "kata-next-child-\(UUID().uuidString)"
    let nextReturned = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? ChildProcess.run(["sh", "-c", "sleep 60 # \(first)"], timeLimit: 120, children: children)
      _ = try? ChildProcess.run(["sh", "-c", "sleep 60 # \(next)"], timeLimit: 120, children: children)
      nextReturned.signal()
    }
    try waitUntil("the first child runs", seconds: 120) { !processes(mentioning: first).isEmpty }

    children.stopAll()

    try waitUntilNoProcess(mentioning: first)
    #expect(nextReturned.wait(timeout: .now() + 2) == .timedOut, "the next command ran after the stop")
    #expect(processes(mentioning: next).isEmpty)
  }

  @Test("Some work's children stopped together: the tool goes on, and the work starts no other child")
  func workStopped() throws {
    let tool = RunningChildren()
    let work = RunningChildren(within: tool)
    let child = "kata-work-child-\(UUID().uuidString)"
    let ended = Locked<ProcessResult?>(nil)
    let returned = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      ended.withLock {
        $0 = try? ChildProcess.run(["sh", "-c", "sleep 60 # \(child)"], timeLimit: 120, children: work)
      }
      returned.signal()
    }
    try waitUntil("the child runs", seconds: 120) { !processes(mentioning: child).isEmpty }

    work.stopRunning()

    #expect(returned.wait(timeout: .now() + 30) == .success, "the stopped child's run never returned")
    #expect(ended.withLock { $0?.succeeded } == false)
    #expect(processes(mentioning: child).isEmpty)
    #expect(throws: KataError.self) { try ChildProcess.run(["true"], timeLimit: 10, children: work) }
    #expect(try ChildProcess.run(["true"], timeLimit: 10, children: tool).succeeded)
  }

  @Test(
    "A child leaves no descriptor open behind it: a watch that runs for hours keeps as few as it began with")
  func noDescriptorLeft() throws {
    func openDescriptors() throws -> Int {
      try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }
    _ = try ChildProcess.run(["true"], timeLimit: 10)
    let before = try openDescriptors()
    for _ in 0..<100 { _ = try ChildProcess.run(["echo", "light"], timeLimit: 10) }
    // Other tests run beside this one, each with a few children of its own at a time.
    #expect(try openDescriptors() - before < 50)
  }
}
