import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts
@testable import Workshop

/// The room's remote: a bare git repository in a temporary folder, as a facilitator would make one.
func bareRemote(at folder: URL) throws {
  let result = try ChildProcess.run(["git", "init", "--bare", "--quiet", folder.path], timeLimit: 60)
  #expect(result.succeeded, "\(result.output)")
}

/// The facilitator's view: each published pair's name and how many runs the dashboard counts.
func publishedRuns(to remote: URL) throws -> [String: Int] {
  let facilitator = Workspace(root: try temporaryFolder("facilitator"))
  let pairs = try DashboardDisplay(Kata(workspace: facilitator, reporter: KeptReport())).dashboard(
    remote: remote.path
  ).pairs
  let page = try String(
    contentsOf: facilitator.practice.appendingPathComponent("dashboard.html"), encoding: .utf8)
  for pair in pairs { #expect(page.contains(pair.name), "the page shows \(pair.name)") }
  return Dictionary(uniqueKeysWithValues: pairs.map { ($0.name, $0.runs.count) })
}

@Suite("Publishing to the room's git remote", .serialized)
struct PublishTests {
  /// Two clones, as two pairs' laptops; each keeps its cache of compiled modules for the suite.
  static let laptops = Result { (try copiedWorkspace("publish-1"), try copiedWorkspace("publish-2")) }

  @Test("Two pairs publish; the facilitator's dashboard shows both with their runs")
  func twoPairs() throws {
    let remote = try temporaryFolder("room").appendingPathComponent("room.git")
    try bareRemote(at: remote)
    let ada = try Learner("ada", in: try Self.laptops.get().0)
    let bob = try Learner("bob", in: try Self.laptops.get().1)
    for pair in [ada, bob] {
      #expect(try pair.kata("new").status == 0)
      #expect(try pair.kata("test").status == 3)  // amber: no test yet
    }
    try ada.save(testsFile, Learner.tests("#expect(1 + 1 == 2)"))
    #expect(try ada.kata("test").status == 0)

    for (pair, runs) in [(ada, 2), (bob, 1)] {
      let publisher = Publisher(practice: pair.practice, remote: remote.path, reporter: KeptReport())
      #expect(try publisher.publish() == .published(runs: runs))
      // Published again with nothing new: no commit, and still fine.
      #expect(try publisher.publish() == .published(runs: runs))
    }
    #expect(try publishedRuns(to: remote) == ["ada": 2, "bob": 1])
  }

  @Test("An unreachable remote loses nothing: the next publish carries every run made meanwhile")
  func unreachableRemote() throws {
    let remote = try temporaryFolder("later").appendingPathComponent("room.git")
    let cy = try Learner("cy", in: try Self.laptops.get().0)
    #expect(try cy.kata("new").status == 0)
    #expect(try cy.kata("test").status == 3)
    let publisher = Publisher(practice: cy.practice, remote: remote.path, reporter: KeptReport())
    let outcome = try publisher.publish()
    #expect(outcome == .unreachable("'\(remote.path)' does not appear to be a git repository"))
    #expect(
      publisher.message(outcome)
        == "could not reach \(remote.path): '\(remote.path)' does not appear to be a git repository; "
        + "your runs are kept and go with the next publish")
    // What main.swift makes exit 1.
    #expect(
      try Publishing(Kata(workspace: cy.workspace, reporter: KeptReport())).publish(
        name: "cy", remote: remote.path, watch: false) == false)

    #expect(try cy.kata("test").status == 3)
    try bareRemote(at: remote)
    #expect(try publisher.publish() == .published(runs: 2))
    #expect(try publishedRuns(to: remote) == ["cy": 2])
  }

  @Test("Two pairs choosing one name: the second is told at once and nothing of it is pushed")
  func anotherClone() throws {
    let remote = try temporaryFolder("twice").appendingPathComponent("room.git")
    try bareRemote(at: remote)
    let first = try Learner("dee", in: try Self.laptops.get().0)
    let second = try Learner("dee", in: try Self.laptops.get().1)
    for pair in [first, second] { #expect(try pair.kata("new").status == 0) }
    let firstPublisher = Publisher(practice: first.practice, remote: remote.path, reporter: KeptReport())
    #expect(try firstPublisher.publish() == .published(runs: 0))
    // The second pair's package is not the one on the branch: refused at its first publish, not merged.
    try second.save(testsFile, Learner.tests("#expect(true)"))
    let secondPublisher = Publisher(practice: second.practice, remote: remote.path, reporter: KeptReport())
    #expect(try secondPublisher.publish() == .anotherClone)
    #expect(try secondPublisher.publish() == .anotherClone, "and again, until it chooses a name of its own")
    #expect(secondPublisher.message(.anotherClone).contains("another pair seems to publish as dee"))
    let published = try ChildProcess.run(
      ["git", "--git-dir=\(remote.path)", "show", "practice/dee:\(testsFile)"], timeLimit: 30)
    #expect(published.output == (try first.read(testsFile)), "the first pair's tests, untouched")
    // A clone whose branch moved on without it is told so too, and nothing is forced.
    try first.save(testsFile, Learner.tests("#expect(false)"))
    #expect(try firstPublisher.publish() == .published(runs: 0))
    try FileManager.default.removeItem(at: firstPublisher.git.directory)
    #expect(try firstPublisher.publish() == .published(runs: 0), "its own package, after a clean build")
  }

  @Test("A pair whose tool's git folder was removed (a clean build) goes on publishing, never refused")
  func afterACleanBuild() throws {
    let remote = try temporaryFolder("clean").appendingPathComponent("room.git")
    try bareRemote(at: remote)
    let fay = try Learner("fay", in: try Self.laptops.get().0)
    #expect(try fay.kata("new").status == 0)
    let publisher = Publisher(practice: fay.practice, remote: remote.path, reporter: KeptReport())
    #expect(try publisher.publish() == .published(runs: 0))
    try FileManager.default.removeItem(at: publisher.git.directory)
    try fay.save(testsFile, Learner.tests("#expect(true)"))
    #expect(try fay.kata("test").status == 0)
    #expect(try publisher.publish() == .published(runs: 1))
    #expect(try publishedRuns(to: remote)["fay"] == 1)
  }

  @Test("A package made again with FORCE=1: the earlier one is published as NAME.1 with its runs, once")
  func madeAgain() throws {
    let remote = try temporaryFolder("again").appendingPathComponent("room.git")
    defer { try? FileManager.default.removeItem(at: remote.deletingLastPathComponent()) }
    try bareRemote(at: remote)
    let hal = try Learner("hal", in: try Self.laptops.get().0)
    _ = try pairWithWork("hal", in: hal.workspace)
    #expect(try hal.kata("publish", "--remote", remote.path).status == 0)
    #expect(try hal.kata("new", "--force", "1").status == 0)
    // Even from a clean build: the branch holds this clone's earlier package, not another pair's.
    try FileManager.default.removeItem(
      at: Publisher(practice: hal.practice, remote: remote.path, reporter: KeptReport()).git.directory)
    let publish = try hal.kata("publish", "--remote", remote.path)
    #expect(
      publish.output
        == "Published Practice/hal.1 (2 runs) to practice/hal.1 of \(remote.path).\n"
        + "Published Practice/hal (0 runs) to practice/hal of \(remote.path).\n")
    #expect(try publishedRuns(to: remote) == ["hal": 0])
    let facilitator = Workspace(root: try temporaryFolder("again-facilitator"))
    defer { try? FileManager.default.removeItem(at: facilitator.root) }
    let earlier = try RoomClient(Kata(workspace: facilitator, reporter: KeptReport())).pair(
      "hal.1", remote: remote.path)
    #expect(History(practice: earlier).load().runs.count == 2, "the earlier runs, in the room")
    let again = try hal.kata("publish", "--remote", remote.path)
    #expect(again.output == "Published Practice/hal (0 runs) to practice/hal of \(remote.path).\n", "once")
  }

  @Test(
    "Two publishes of one package at once, as the watch's and a kata-test's at a round's change, both succeed"
  )
  func publishesAtOnce() throws {
    let remote = try temporaryFolder("at-once").appendingPathComponent("room.git")
    defer { try? FileManager.default.removeItem(at: remote.deletingLastPathComponent()) }
    try bareRemote(at: remote)
    let ivy = try Learner("ivy", in: try Self.laptops.get().1)
    #expect(try ivy.kata("new").status == 0)
    for attempt in 1...4 {
      try Data("// change \(attempt)\n".utf8).write(
        to: ivy.practice.sources.appendingPathComponent("Change\(attempt).swift"))
      let outputs = Outputs()
      let laptop = ivy.workspace
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        let run = try? kata(
          ["publish", "--name", "ivy", "--remote", remote.path], in: laptop, timeLimit: 30)
        outputs.append(run.map { "\($0.status) \($0.output)" } ?? "did not run")
      }
      for output in outputs.all {
        #expect(
          output.hasPrefix("0 ") && output.contains("Published Practice/ivy (0 runs)"),
          "attempt \(attempt): \(output)")
      }
    }
  }

  @Test("The watch publishes again when the history changed, not before")
  func historyState() throws {
    let eve = try Learner("eve", in: try Self.laptops.get().1)
    #expect(try eve.kata("new").status == 0)
    let publisher = Publisher(practice: eve.practice, remote: "unused", reporter: KeptReport())
    let before = publisher.historyState()
    #expect(publisher.historyState() == before)
    try Data("{}".utf8).write(to: eve.history.folder.appendingPathComponent("0002.json"))
    #expect(publisher.historyState() != before)
  }
}

@Suite("Publishing after each run, in a terminal", .enabled(if: TmuxPane.isAvailable, "needs tmux"))
struct PublishWatchTests {
  @Test("WATCH=1 publishes at once and after each run, and q quits with the terminal as it was")
  func publishesAfterEachRun() throws {
    let remote = try temporaryFolder("watch").appendingPathComponent("room.git")
    try bareRemote(at: remote)
    let gil = try Learner("gil", in: try PublishTests.laptops.get().1)
    #expect(try gil.kata("new").status == 0)
    let terminal = try TmuxPane(
      kata: ["publish", "--name", "gil", "--remote", remote.path, "--watch", "1"], in: gil.workspace)
    try terminal.waitFor("Published Practice/gil (0 runs)")
    try gil.save(testsFile, Learner.tests("#expect(true)"))
    #expect(try gil.kata("test").status == 0)
    try terminal.waitFor("Published Practice/gil (1 run)")
    #expect(try publishedRuns(to: remote)["gil"] == 1)
    try terminal.send("q")
    try terminal.waitFor("Stopped.", "kata has ended")
    #expect(terminal.wrapperFile("exit-status") == "0")
    #expect(terminal.wrapperFile("stty-after") == terminal.wrapperFile("stty-before"))
  }
}

/// What commands running at once said, gathered under a lock.
private final class Outputs: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var all: [String] { lock.withLock { lines } }
}
