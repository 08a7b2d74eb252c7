import Foundation

/// Runs jobs that wait for others, a few at a time: the build's executor.
///
/// A job is a value (`CompilerBuild.Job`): the graph knows only what each waits for and its priority, and
/// `perform` does it. Each starts as soon as the jobs it comes after have succeeded. Once one fails, no
/// other starts, and those running are waited for, so that a compile error is reported as soon as the
/// jobs that can see it have ended.
final class JobGraph<Job: Hashable & Sendable>: @unchecked Sendable {
  struct Node: Sendable {
    var job: Job
    var after: [Job] = []
    /// Among the jobs that may start, those of a higher priority start first.
    var priority = 0
  }

  private let nodes: [Node]
  // Everything below is guarded by the lock.
  private let lock = NSLock()
  private var started: Set<Job> = []
  private var succeeded: Set<Job> = []
  private var running = 0
  private var stopped = false
  private var error: (any Error)?
  private let group = DispatchGroup()

  init(_ nodes: [Node]) { self.nodes = nodes }

  /// Runs the jobs, at most `atOnce` at the same time; rethrows the first error a job threw.
  ///
  /// `perform` returns false for a job that failed in a way already recorded (a compile error).
  func run(atOnce: Int, perform: @escaping @Sendable (Job) throws -> Bool) throws {
    lock.withLock { startReady(atOnce: atOnce, perform: perform) }
    group.wait()
    if let error = lock.withLock({ error }) { throw error }
  }

  /// Starts every job that may start now, called with the lock held.
  private func startReady(atOnce: Int, perform: @escaping @Sendable (Job) throws -> Bool) {
    while running < atOnce, !stopped,
      let next = nodes.indices.filter({ index in
        !started.contains(nodes[index].job) && nodes[index].after.allSatisfy { succeeded.contains($0) }
      }).max(by: {
        nodes[$0].priority < nodes[$1].priority || nodes[$0].priority == nodes[$1].priority && $0 > $1
      })
    {
      let job = nodes[next].job
      started.insert(job)
      running += 1
      // Entered before the job that started it leaves, so the wait cannot end in between.
      group.enter()
      DispatchQueue.global().async { self.finish(job, atOnce: atOnce, perform: perform) }
    }
  }

  private func finish(_ job: Job, atOnce: Int, perform: @escaping @Sendable (Job) throws -> Bool) {
    var result = false
    var thrown: (any Error)?
    do { result = try perform(job) } catch { thrown = error }
    lock.withLock {
      running -= 1
      if result { succeeded.insert(job) } else { stopped = true }
      if let thrown, error == nil { error = thrown }
      startReady(atOnce: atOnce, perform: perform)
    }
    group.leave()
  }
}
