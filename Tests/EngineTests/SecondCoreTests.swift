import Foundation
import Testing

@testable import LifeKit

@Suite("The second core")
struct SecondCoreTests {
  /// Counts from both threads; each slot is written by one thread only.
  final class Tally: @unchecked Sendable {
    var mine = 0
    var theirs = 0
  }

  @Test("Each share runs both halves, and returns only once the second core's half is done")
  func shareWaitsForBothHalves() {
    let core = SecondCore()
    let tally = Tally()
    for round in 1...20_000 {
      // Every hundredth time the second core is slower, so a share that did not wait would be seen.
      core.share({ tally.mine += 1 }) {
        if round % 100 == 0 { usleep(200) }
        tally.theirs += 1
      }
      if tally.theirs != round { break }
    }
    core.stop()
    #expect(tally.mine == 20_000)
    #expect(tally.theirs == 20_000)
  }

  @Test("Started and stopped again and again, it runs every job, and each stop waits for its thread to end")
  func startedAndStopped() {
    let tally = Tally()
    for _ in 0..<200 {
      let core = SecondCore()
      core.share({ tally.mine += 1 }, { tally.theirs += 1 })
      core.stop()
    }
    #expect(tally.mine == 200 && tally.theirs == 200)
  }
}
