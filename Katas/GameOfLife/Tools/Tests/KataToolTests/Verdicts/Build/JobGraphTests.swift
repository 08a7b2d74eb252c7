import Foundation
import Testing

@testable import KataSystem
@testable import Verdicts

/// The build's jobs (`JobGraph`): each after those it waits for, a few at once, and none started after
/// one fails.
@Suite("Jobs that wait for others")
struct JobGraphTests {
  /// What the jobs did, in order, and how many ran at once at most.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    /// "start NAME" and "end NAME", in the order they happened.
    private(set) var events: [String] = []
    private(set) var mostAtOnce = 0

    var started: [String] { events.filter { $0.hasPrefix("start ") }.map { String($0.dropFirst(6)) } }

    func job(_ name: String, after: [String] = [], priority: Int = 0, succeeds: Bool = true) -> JobGraph.Job {
      .init(name: name, after: after, priority: priority) { [self] in
        lock.withLock {
          events.append("start \(name)")
          running += 1
          mostAtOnce = max(mostAtOnce, running)
        }
        lock.withLock {
          running -= 1
          events.append("end \(name)")
        }
        return succeeds
      }
    }
  }

  @Test("Every job starts after the jobs it waits for have ended, and no more than two run at once")
  func order() throws {
    let log = Log()
    try JobGraph(jobs: [
      log.job("link", after: ["a.object", "b.object"]), log.job("b.object", after: ["a.interface"]),
      log.job("a.interface"), log.job("a.object"), log.job("b.interface", after: ["a.interface"]),
    ]).run(atOnce: 2)
    #expect(Set(log.started) == ["a.interface", "a.object", "b.interface", "b.object", "link"])
    for (job, waitsFor) in [
      ("b.object", "a.interface"), ("b.interface", "a.interface"), ("link", "a.object"), ("link", "b.object"),
    ] {
      let start = try #require(log.events.firstIndex(of: "start \(job)"))
      let end = try #require(log.events.firstIndex(of: "end \(waitsFor)"))
      #expect(start > end, "\(job) started before \(waitsFor) ended: \(log.events)")
    }
    #expect(log.mostAtOnce <= 2)
    #expect(log.started.last == "link")
  }

  @Test("Two jobs that may start run at the same time")
  func atOnce() throws {
    // Each waits until the other has started: run one after the other, the first would wait in vain.
    let bothStarted = DispatchGroup()
    bothStarted.enter()
    bothStarted.enter()
    let waits = Log()
    func job(_ name: String) -> JobGraph.Job {
      .init(name: name, after: []) {
        bothStarted.leave()
        let result = bothStarted.wait(timeout: .now() + 30)
        _ = try waits.job(result == .success ? "met" : "waited in vain").work()
        return true
      }
    }
    try JobGraph(jobs: [job("interface"), job("object")]).run(atOnce: 2)
    #expect(waits.started == ["met", "met"])
  }

  @Test("Of the jobs that may start, the one of a higher priority starts first")
  func priority() throws {
    let log = Log()
    try JobGraph(jobs: [log.job("object"), log.job("interface", priority: 1)]).run(atOnce: 1)
    #expect(log.started == ["interface", "object"])
  }

  @Test("Once a job fails, no other starts, and the run ends")
  func failureStops() throws {
    let log = Log()
    try JobGraph(jobs: [
      log.job("compile", succeeds: false), log.job("after", after: ["compile"]),
      log.job("later", priority: -1),
    ]).run(atOnce: 1)
    #expect(log.started == ["compile"])
  }

  @Test("An error a job throws is thrown by the run")
  func errorThrown() {
    struct Stopped: Error {}
    #expect(throws: Stopped.self) {
      try JobGraph(jobs: [.init(name: "compile", after: []) { throw Stopped() }]).run(atOnce: 2)
    }
  }
}
