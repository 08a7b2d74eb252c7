import Foundation
import Testing

@testable import LifeKit

@Suite("The other cores")
struct OtherCoresTests {
  /// Counts from every thread; each slot is written by one thread only.
  final class Tally: @unchecked Sendable {
    var parts: [Int]
    init(threads: Int) { parts = Array(repeating: 0, count: threads) }
  }

  @Test(
    "Each share runs every part, and returns only once the slowest thread's part is done",
    arguments: [1, 3])
  func shareWaitsForEveryPart(otherThreads: Int) {
    let cores = OtherCores(count: otherThreads)
    let tally = UnsafeMutableBufferPointer<Int>.allocate(capacity: otherThreads + 1)
    defer { tally.deallocate() }
    tally.initialize(repeating: 0)
    var sharesSeenWhole = 0
    for round in 1...20_000 {
      // Every hundredth time one of the other threads is slower, so a share that did not wait would be seen.
      let slowThread = 1 + round / 100 % otherThreads
      cores.share(
        (0...otherThreads).map { thread in
          {
            if round % 100 == 0, thread == slowThread { usleep(200) }
            tally[thread] += 1
          }
        })
      if tally.allSatisfy({ $0 == round }) { sharesSeenWhole += 1 } else { break }
    }
    cores.stop()
    #expect(sharesSeenWhole == 20_000)
    #expect(Array(tally) == Array(repeating: 20_000, count: otherThreads + 1))
  }

  @Test("Started and stopped again and again, it runs every part, and each stop waits for its threads to end")
  func startedAndStopped() {
    let tally = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3)
    defer { tally.deallocate() }
    tally.initialize(repeating: 0)
    for _ in 0..<200 {
      let cores = OtherCores(count: 2)
      cores.share([{ tally[0] += 1 }, { tally[1] += 1 }, { tally[2] += 1 }])
      cores.stop()
    }
    #expect(Array(tally) == [200, 200, 200])
  }

  @Test("With no other threads, a share runs its one part here")
  func noOtherThreads() {
    let cores = OtherCores(count: 0)
    var ran = 0
    cores.share([{ ran += 1 }])
    cores.stop()
    #expect(ran == 1)
  }
}
