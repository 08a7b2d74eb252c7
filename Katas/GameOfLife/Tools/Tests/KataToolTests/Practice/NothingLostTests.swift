import Foundation
import Testing

@testable import KataSystem
@testable import Practice

/// A learner who saves every 50 ms while the tool runs and puts code back, on a thread of its own.
///
/// Each save writes the next version of one of three files in turn: the answer, wrong (so that a run of
/// it is red and puts code back), and a file of notes in Sources and a test file, both new in each burst
/// of saves, so that a burst's last saves are files no later save replaces. Half the saves are written in
/// place, as a shell's `>` does, and half whole, as an editor that saves by renaming does. The last text
/// saved to each file is remembered, to be found afterwards.
final class FastSaver: @unchecked Sendable {
  private let folder: URL
  private let lock = NSLock()
  private var last: [String: String] = [:]
  /// The last text of each file saved in the burst under way, or just ended.
  private var lastInBurst: [String: String] = [:]
  private var saves = 0
  private var bursts = 0
  private var stopped = true
  private let done = DispatchSemaphore(value: 0)

  init(practice: PracticePackage) { folder = practice.folder }

  /// Every file's last saved text, by its path in the package.
  var lastSaved: [String: String] { lock.withLock { last } }

  /// Saves every 50 ms on a thread of its own until ``stop()``, in one burst or in several.
  ///
  /// Given the history a loop of runs writes, it saves in bursts of 0.1 to 0.6 s, each followed by a pause
  /// until the loop has recorded an entry holding the burst's last saves, and then 0 to 1.5 s more. So
  /// saves land at every moment of the loop's work, a run's and a revert's, and a countdown can run out
  /// between them, however slow the machine.
  func start(inBurstsWatching history: History? = nil) {
    lock.withLock {
      stopped = false
      bursts += 1
    }
    Thread.detachNewThread { [self] in
      var burstEnds = Date().addingTimeInterval(history == nil ? .infinity : .random(in: 0.1...0.6))
      while !lock.withLock({ stopped }) {
        if let history, Date() > burstEnds {
          let deadline = Date().addingTimeInterval(120)
          while !seenWhole(by: history) && Date() < deadline && !lock.withLock({ stopped }) {
            Thread.sleep(forTimeInterval: 0.02)
          }
          Thread.sleep(forTimeInterval: .random(in: 0...1.5))
          lock.withLock {
            bursts += 1
            lastInBurst = [:]
          }
          burstEnds = Date().addingTimeInterval(.random(in: 0.1...0.6))
        }
        save()
        Thread.sleep(forTimeInterval: 0.05)
      }
      done.signal()
    }
  }

  func stop() {
    lock.withLock { stopped = true }
    done.wait()
  }

  /// One save, of the next file in turn; it throws nothing, and a save that fails is not remembered.
  func save() {
    let (number, burst) = lock.withLock {
      saves += 1
      return (saves, bursts)
    }
    let (path, text): (String, String)
    switch number % 3 {
    case 0: (path, text) = (answerFile, "public func answer() -> Int { 54 }  // save \(number)\n")
    case 1: (path, text) = ("Sources/GameOfLife/Notes\(burst).swift", "// save \(number)\n")
    default:
      (path, text) = (
        "Tests/GameOfLifeTests/Saved\(burst)Tests.swift",
        "import Testing\n\n@Test func saved\(number)() { #expect(Bool(true)) }\n"
      )
    }
    let url = folder.appendingPathComponent(path)
    guard (try? Data(text.utf8).write(to: url, options: number % 2 == 0 ? .atomic : [])) != nil else {
      return
    }
    lock.withLock {
      last[path] = text
      lastInBurst[path] = text
    }
  }

  /// Whether the history's latest entry holds the last burst's saves, each file's last text.
  private func seenWhole(by history: History) -> Bool {
    let files = history.latest()?.snapshot.files ?? [:]
    return lock.withLock { lastInBurst }.allSatisfy { files[$0.key] == $0.value }
  }

  /// The files whose last saved text is neither in the package nor in any entry of its history.
  func lost(in history: History) -> [String] {
    let snapshots = history.load().records.map(\.snapshot)
    return lastSaved.keys.sorted().filter { path in
      let text = lastSaved[path]
      let now = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return now != text && !snapshots.contains { $0.files[path] == text }
    }
  }
}

/// How many runs each check puts code back after: 5, or KATA_SAVE_STRESS_RUNS (`make kata-tool-test
/// KATA_SAVE_STRESS_RUNS=20`, with the machine loaded, is the longer proof).
private let revertsWanted = Int(ProcessInfo.processInfo.environment["KATA_SAVE_STRESS_RUNS"] ?? "") ?? 5

@Suite("Nothing saved is lost: saves every 50 ms while TCR and baby steps put code back", .serialized)
struct NothingLostTests {
  /// A green package with the answer and its test: the saver's wrong answer turns it red.
  private func greenLearner(_ name: String) throws -> Learner {
    let learner = try Learner(name, in: try PracticeLoopTests.workspace.get())
    #expect(try learner.kata("new").status == 0)
    try learner.save(answerFile, "public func answer() -> Int { 42 }\n")
    try learner.save(testsFile, Learner.tests("#expect(answer() == 42)"))
    #expect(try learner.kata("test").status == 0)
    return learner
  }

  @Test("TCR, one run at a time: each red run puts back only what it saw")
  func tcr() throws {
    let ian = try greenLearner("ian")
    let saver = FastSaver(practice: ian.practice)
    var reverts = 0
    for _ in 0..<revertsWanted {
      // The first save is the wrong answer, so the run that starts with it is red.
      saver.save()
      saver.save()
      saver.save()
      saver.start()
      let run = try ian.kata("tcr", timeLimit: 60)
      saver.stop()
      if run.output.contains("↶ Your Sources and Tests went back to") { reverts += 1 }
    }
    #expect(reverts >= revertsWanted / 2, "TCR put code back \(reverts) times")
    #expect(saver.lost(in: ian.history) == [])
  }

  @Test(
    "TCR and baby steps at every save: saves in bursts, some of them while code is put back", .serialized,
    .enabled(if: TmuxPane.isAvailable, "needs tmux"),
    arguments: [["tcr", "--watch", "1"], ["babysteps", "--minutes", "0.02"]])
  func loop(_ options: [String]) throws {
    let learner = try greenLearner(options[0] == "tcr" ? "jo" : "kim")
    let saver = FastSaver(practice: learner.practice)
    let terminal = try TmuxPane(
      kata: [options[0], "--name", learner.name] + options.dropFirst(), in: learner.workspace)
    try terminal.waitFor("Watching for your next save.")
    let history = learner.history
    saver.start(inBurstsWatching: history)
    try waitUntil("code put back \(revertsWanted) times", seconds: 60 * Double(revertsWanted)) {
      history.load().records.filter { $0.revert != nil }.count >= revertsWanted
    }
    saver.stop()
    // The loop's last run, or its last countdown, ends before it is asked to quit; quitting mid-way
    // waits for what is being written anyway.
    var entries = history.load().records.count
    try waitUntil("the loop is done with the last save", seconds: 120) {
      Thread.sleep(forTimeInterval: 3)
      defer { entries = history.load().records.count }
      return history.load().records.count == entries
    }
    try terminal.send("q")
    try terminal.waitFor("kata has ended")
    #expect(saver.lost(in: learner.history) == [])
  }
}
