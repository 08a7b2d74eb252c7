import Foundation

/// Jobs that wait for others, run a few at a time.
///
/// Each starts as soon as the jobs it comes after have succeeded. Once one fails, no other starts, and
/// those running are waited for, so that a compile error is reported as soon as the jobs that can see it
/// have ended.
final class JobGraph: @unchecked Sendable {
  struct Job {
    var name: String
    var after: [String]
    /// Among the jobs that may start, those of a higher priority start first.
    var priority = 0
    /// Does the work; false when it failed in a way already recorded (a compile error).
    var work: () throws -> Bool
  }

  private let jobs: [Job]
  // Everything below is guarded by the lock.
  private let lock = NSLock()
  private var started: Set<String> = []
  private var succeeded: Set<String> = []
  private var running = 0
  private var stopped = false
  private var error: (any Error)?
  private let group = DispatchGroup()

  init(jobs: [Job]) { self.jobs = jobs }

  /// Runs the jobs, at most `atOnce` at the same time; rethrows the first error a job threw.
  func run(atOnce: Int) throws {
    lock.withLock { startReady(atOnce: atOnce) }
    group.wait()
    if let error = lock.withLock({ error }) { throw error }
  }

  /// Starts every job that may start now.
  ///
  /// Called with the lock held.
  private func startReady(atOnce: Int) {
    while running < atOnce, !stopped,
      let next = jobs.indices.filter({ index in
        !started.contains(jobs[index].name) && jobs[index].after.allSatisfy { succeeded.contains($0) }
      }).max(by: {
        jobs[$0].priority < jobs[$1].priority || jobs[$0].priority == jobs[$1].priority && $0 > $1
      })
    {
      started.insert(jobs[next].name)
      running += 1
      // Entered before the job that started it leaves, so the wait cannot end in between.
      group.enter()
      DispatchQueue.global().async { self.finish(next, atOnce: atOnce) }
    }
  }

  private func finish(_ index: Int, atOnce: Int) {
    var result = false
    var thrown: (any Error)?
    do { result = try jobs[index].work() } catch { thrown = error }
    lock.withLock {
      running -= 1
      if result { succeeded.insert(jobs[index].name) } else { stopped = true }
      if let thrown, error == nil { error = thrown }
      startReady(atOnce: atOnce)
    }
    group.leave()
  }
}
