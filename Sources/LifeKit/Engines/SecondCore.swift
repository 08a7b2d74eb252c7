import Foundation
internal import LifeKernels

/// A thread on the second core that does part of each generation's work while the engine's own thread does
/// the rest.
///
/// The two meet twice a generation by spinning on two counters, which takes a few microseconds; waking a
/// sleeping thread takes tens, and a thousand generations of meetings then cost more than sharing saves.
/// So the thread lives only while a ``SparseEngine/step(generations:)`` call has generations to share, and
/// spins only then.
final class SecondCore: @unchecked Sendable {
  /// `[posted, done]`: the number of the last job handed over, and of the last one finished.
  private let counters = UnsafeMutablePointer<Int>.allocate(capacity: 2)
  /// The job handed over; written before `posted` is raised and read after it is seen.
  private var job: (() -> Void)?
  private var jobsPosted = 0
  private let ended = DispatchSemaphore(value: 0)

  init() {
    counters.initialize(repeating: 0, count: 2)
    Thread.detachNewThread { [self] in runJobs() }
  }

  deinit { counters.deallocate() }

  /// Runs `mine` on this thread and `theirs` on the second core, and returns when both are done: so what
  /// `theirs` points into need only last as long as this call.
  func share(_ mine: () -> Void, _ theirs: @escaping () -> Void) {
    hand(over: theirs)
    mine()
    wait(until: 1, reaches: jobsPosted)
    job = nil
  }

  /// Ends the thread, and returns once it has stopped spinning.
  func stop() {
    hand(over: nil)
    ended.wait()
  }

  private func hand(over next: (() -> Void)?) {
    job = next
    jobsPosted += 1
    life_store_release(counters, jobsPosted)
  }

  private func runJobs() {
    var jobsSeen = 0
    while true {
      jobsSeen += 1
      wait(until: 0, reaches: jobsSeen)
      guard let job else { break }
      job()
      life_store_release(counters + 1, jobsSeen)
    }
    ended.signal()
  }

  /// Spins until counter `index` reaches `value`, giving the core away now and then in case the other
  /// thread is waiting for it.
  private func wait(until index: Int, reaches value: Int) {
    var spins = 0
    while life_load_acquire(counters + index) < value {
      spins &+= 1
      if spins & 1023 == 0 { sched_yield() } else { life_spin_pause() }
    }
  }
}
