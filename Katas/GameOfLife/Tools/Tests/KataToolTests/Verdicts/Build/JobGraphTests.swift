import Foundation
import Testing

@testable import Compiler
@testable import KataSystem

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

    /// Runs the jobs, each named by a string, those in `failing` failing.
    func run(_ nodes: [JobGraph<String>.Node], atOnce: Int, failing: Set<String> = []) throws {
      try JobGraph(nodes).run(atOnce: atOnce) { [self] name in
        record(name)
        return !failing.contains(name)
      }
    }

    func record(_ name: String) {
      lock.withLock {
        events.append("start \(name)")
        running += 1
        mostAtOnce = max(mostAtOnce, running)
      }
      lock.withLock {
        running -= 1
        events.append("end \(name)")
      }
    }
  }

  @Test("Every job starts after the jobs it waits for have ended, and no more than two run at once")
  func order() throws {
    let log = Log()
    try log.run(
      [
        .init(job: "link", after: ["a.object", "b.object"]), .init(job: "b.object", after: ["a.interface"]),
        .init(job: "a.interface"), .init(job: "a.object"), .init(job: "b.interface", after: ["a.interface"]),
      ], atOnce: 2)
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
    try JobGraph<String>([.init(job: "interface"), .init(job: "object")]).run(atOnce: 2) { _ in
      bothStarted.leave()
      let result = bothStarted.wait(timeout: .now() + 30)
      waits.record(result == .success ? "met" : "waited in vain")
      return true
    }
    #expect(waits.started == ["met", "met"])
  }

  @Test("Of the jobs that may start, the one of a higher priority starts first")
  func priority() throws {
    let log = Log()
    try log.run([.init(job: "object"), .init(job: "interface", priority: 1)], atOnce: 1)
    #expect(log.started == ["interface", "object"])
  }

  @Test("Once a job fails, no other starts, and the run ends")
  func failureStops() throws {
    let log = Log()
    try log.run(
      [.init(job: "compile"), .init(job: "after", after: ["compile"]), .init(job: "later", priority: -1)],
      atOnce: 1, failing: ["compile"])
    #expect(log.started == ["compile"])
  }

  @Test("An error a job throws is thrown by the run")
  func errorThrown() {
    struct Stopped: Error {}
    #expect(throws: Stopped.self) {
      try JobGraph<String>([.init(job: "compile")]).run(atOnce: 2) { _ in throw Stopped() }
    }
  }

  @Test("A build's jobs are planned before any runs: interfaces for imports, objects after them, links last")
  func buildJobs() {
    func module(_ name: String, imports: [String] = [], isLibrary: Bool = true) -> CompilerBuild.Module {
      .init(name: name, imports: imports, isLibrary: isLibrary, sources: .files([]))
    }
    let nodes = BuildJob.planned(for: [
      module("LifeCore"), module("GameOfLife", imports: ["LifeCore"]),
      module("GameOfLifeTests", imports: ["GameOfLife", "LifeCore"], isLibrary: false),
    ])
    let after = Dictionary(uniqueKeysWithValues: nodes.map { ($0.job, Set($0.after)) })
    #expect(after[.interface("GameOfLife")] == [.interface("LifeCore")])
    #expect(after[.early("GameOfLife", part: 1)] == [.interface("LifeCore")])
    #expect(
      after[.objects("GameOfLife", part: 0)]
        == [.interface("GameOfLife"), .early("GameOfLife", part: 0), .early("GameOfLife", part: 1)])
    // Nothing imports the tests and they write no symbol graph here: they need no interface.
    #expect(after[.interface("GameOfLifeTests")] == nil)
    #expect(
      after[.objects("GameOfLifeTests", part: 0)] == [.interface("GameOfLife"), .interface("LifeCore")])
    #expect(after[.library("LifeCore")] == [.objects("LifeCore", part: 0), .objects("LifeCore", part: 1)])
    #expect(after[.library("GameOfLifeTests")] == nil)
    #expect(
      after[.executable]
        == [
          .library("LifeCore"), .library("GameOfLife"), .objects("GameOfLifeTests", part: 0),
          .objects("GameOfLifeTests", part: 1),
        ])
  }

  @Test(
    "A test module's files start before its interface, which only lists its XCTest tests: they take longest")
  func testsFirst() throws {
    let nodes = BuildJob.planned(for: [
      .init(name: "GameOfLife", imports: [], sources: .files([])),
      // A library that imports XCTest writes a symbol graph too, for the tests' base classes.
      .init(name: "GameOfLifeTestSupport", imports: [], symbolGraph: true, sources: .files([])),
      .init(
        name: "GameOfLifeTests", imports: ["GameOfLife"], symbolGraph: true, isLibrary: false,
        sources: .files([])),
    ])
    let priority = Dictionary(uniqueKeysWithValues: nodes.map { ($0.job, $0.priority) })
    #expect(
      try #require(priority[.early("GameOfLifeTests", part: 0)])
        > #require(priority[.interface("GameOfLifeTests")]))
    for library in ["GameOfLife", "GameOfLifeTestSupport"] {
      #expect(try #require(priority[.interface(library)]) > #require(priority[.early(library, part: 0)]))
    }
  }
}
