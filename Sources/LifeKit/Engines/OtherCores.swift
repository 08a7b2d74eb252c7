import Foundation
internal import LifeKernels

/// Threads on the other cores, each doing its part of a piece of work while the engine's own thread does
/// the first part.
///
/// The threads meet by spinning on counters, which takes a few microseconds; waking a sleeping thread takes
/// tens, and a thousand meetings then cost more than sharing saves. So the threads live only while an
/// engine's `step(generations:)` call has work to share, and spin only then.
final class OtherCores: @unchecked Sendable {
  /// How many threads besides the engine's own.
  let count: Int
  /// For each thread, in a cache line of its own so the threads do not slow each other down: the number of
  /// the last job handed to it, and of the last one it finished.
  private let counters: UnsafeMutablePointer<Int>
  /// The job handed to each thread; written before its counter is raised and read after that is seen.
  private let jobs: UnsafeMutablePointer<(() -> Void)?>
  private var jobsPosted = 0
  private let ended = DispatchSemaphore(value: 0)

  private static let countersPerThread = 64 / MemoryLayout<Int>.stride
  private static let (posted, done) = (0, 1)

  /// Starts `count` threads, which spin until they are handed work.
  init(count: Int) {
    self.count = count
    counters = .allocate(capacity: count * Self.countersPerThread)
    counters.initialize(repeating: 0, count: count * Self.countersPerThread)
    jobs = .allocate(capacity: count)
    jobs.initialize(repeating: nil, count: count)
    for thread in 0..<count {
      Thread.detachNewThread { [self] in runJobs(thread) }
    }
  }

  deinit {
    counters.deallocate()
    jobs.deinitialize(count: count)
    jobs.deallocate()
  }

  /// Runs the first part on this thread and each other part on a thread of its own, and returns when all
  /// are done: so what the parts point into need only last as long as this call.
  ///
  /// - Parameter parts: one more than ``count``.
  func share(_ parts: [() -> Void]) {
    precondition(parts.count == count + 1, "\(parts.count) parts for \(count + 1) threads")
    hand { thread in parts[thread + 1] }
    parts[0]()
    for thread in 0..<count {
      wait(until: counter(Self.done, of: thread), reaches: jobsPosted)
      jobs[thread] = nil
    }
  }

  /// Ends the threads, and returns once every one has stopped spinning.
  func stop() {
    hand { _ in nil }
    for _ in 0..<count { ended.wait() }
  }

  /// Hands each thread its job, `nil` telling it to end.
  private func hand(_ job: (_ thread: Int) -> (() -> Void)?) {
    jobsPosted += 1
    for thread in 0..<count {
      jobs[thread] = job(thread)
      life_store_release(counter(Self.posted, of: thread), jobsPosted)
    }
  }

  private func runJobs(_ thread: Int) {
    var jobsSeen = 0
    while true {
      jobsSeen += 1
      wait(until: counter(Self.posted, of: thread), reaches: jobsSeen)
      guard let job = jobs[thread] else { break }
      job()
      life_store_release(counter(Self.done, of: thread), jobsSeen)
    }
    ended.signal()
  }

  private func counter(_ which: Int, of thread: Int) -> UnsafeMutablePointer<Int> {
    counters + thread * Self.countersPerThread + which
  }

  /// Spins until a counter reaches `value`, giving the core away now and then in case the thread it waits
  /// for is waiting for the core.
  private func wait(until counter: UnsafeMutablePointer<Int>, reaches value: Int) {
    var spins = 0
    while life_load_acquire(counter) < value {
      spins &+= 1
      if spins & 1023 == 0 { sched_yield() } else { life_spin_pause() }
    }
  }
}
