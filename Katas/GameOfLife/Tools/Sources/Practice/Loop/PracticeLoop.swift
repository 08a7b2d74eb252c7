import Foundation
import KataSystem
import Verdicts

/// Runs the learner's tests whenever they save a file in Sources or Tests, until `q` or Ctrl-C.
///
/// Saves are seen by comparing the files' contents, not their times, so a save is never missed however
/// fast it follows another. A run tests the snapshot taken when it starts; a save during the run is seen
/// when it ends, and a run is started again.
final class PracticeLoop {
  let room: PracticeRoom
  let commands: LoopCommands
  let practice: PracticePackage
  let rule: LoopRule
  let command: String
  let history: History
  let paint = Paint.standardOutput
  var reporter: any Reporter { room.kata.reporter }
  /// The code the last run tested, or that the tool put back since.
  private var lastCode: Snapshot?
  private var lastLight: Light?
  /// The run the code goes back to: the last green.
  private var base: Int?
  private var countdownStart = Date()
  /// The last history entry this loop knows of, so that code put back by another command is told apart
  /// from a save.
  private var lastEntry: Int?

  /// A constraint the pair chose for every light, beside the round's.
  let constraint: RoundConstraint?
  /// The drivers' turns, when the pair or mob keeps them; passed by a key, on the keys' thread.
  let turn: Locked<DriverTurn>?
  /// The status line last drawn, so that it is drawn again only when it changes.
  private var shownStatus: String?

  init(
    kata: Kata, practice: PracticePackage, rule: LoopRule, command: String, constraint: RoundConstraint?,
    turn: DriverTurn? = nil
  ) {
    self.constraint = constraint
    self.turn = turn.map(Locked.init)
    room = PracticeRoom(kata)
    commands = LoopCommands(kata)
    self.practice = practice
    self.rule = rule
    self.command = command
    history = History(practice: practice)
  }

  func start() -> Never {
    base = history.load().runs.last { $0.light == .green }?.number
    lastEntry = history.latest()?.number
    if case .tcr = rule {
      // TCR puts code back only after a save it saw, so the code as it is now is where it starts.
      lastCode = try? Snapshot(of: practice.folder)
    }
    let nameArgument = practice.nameArgument
    let (reporter, turn) = (reporter, turn)
    Terminal.readKeys { key in
      if Terminal.quitKeys.contains(key) { Self.quit(nameArgument: nameArgument, reporter: reporter) }
      // n passes the turn, as "next" does in a mob's timer.
      if key == UInt8(ascii: "n"), let turn {
        let driver = turn.withLock {
          $0.pass(at: Date())
          return $0.driver
        }
        reporter.clearStatus()
        reporter.say("🚗 \(driver) drives now.")
      }
    }
    say(introduction)
    if let turn = turn?.withLock({ $0 }) {
      say(
        "Drivers in turn: \(turn.drivers.joined(separator: ", ")), \(duration(turn.seconds)) each; "
          + "\(turn.driver) drives first, and n passes the turn.")
    }
    var unreadable: String?
    while true {
      do {
        let code = try settledCode()
        unreadable = nil
        if code != lastCode, let revert = revertByHand(to: code) {
          lastCode = code
          say(revert)
        } else if code != lastCode {
          try run(code)
        } else if case .babySteps(let seconds) = rule {
          try countDown(seconds, code: code)
        }
      } catch {
        if unreadable != "\(error)" {
          reporter.clearStatus()
          say("Error: \(FileProblem(error, root: practice.workspace.root))")
        }
        unreadable = "\(error)"
      }
      showTurn()
      // Reading a package's few small files thirty times a second costs next to nothing, and a save
      // waits at most 30 ms to be seen.
      Thread.sleep(forTimeInterval: 0.03)
    }
  }

  /// The driver's turn on the status line, and the reminder when its time is up.
  private func showTurn() {
    guard let turn else { return }
    let now = Date()
    if let reminder = turn.withLock({ $0.reminder(at: now) }) {
      reporter.clearStatus()
      say(reminder)
      reporter.bell()
      shownStatus = nil
    }
    let status = turn.withLock { $0.status(at: now) }
    guard status != shownStatus else { return }
    reporter.status(status)
    shownStatus = status
  }

  private var introduction: String {
    let watching =
      "tests run whenever you save a change to a file in \(practice.path)/Sources or Tests. q quits."
    switch rule {
    case .watch:
      return "Watching \(practice.path): your " + watching
    case .babySteps(let seconds):
      return
        "Baby steps, \(duration(seconds)): reach green within \(duration(seconds)) of your last green, or your "
        + "code goes back to it (what you wrote is kept as a run). Your " + watching
    case .tcr(let variant):
      return "TCR (\(variant.rawValue)): a green run is kept; any other light puts your "
        + (variant == .relaxed ? "Sources" : "Sources and Tests") + " back to the last green. Your "
        + watching
        + " Watching for your next save."
    }
  }

  /// What to say when `make kata-revert` put back a run while the loop watched; nil for a save.
  ///
  /// TCR must not undo a learner's own revert, so it waits for their next save.
  private func revertByHand(to code: Snapshot) -> String? {
    guard case .tcr = rule, let latest = history.latest(), latest.number != lastEntry else { return nil }
    lastEntry = latest.number
    guard latest.event == .kept, let revert = latest.revert, (try? history.code(after: latest)) == code
    else { return nil }
    return
      "↶ \(latest.command) put back run \(revert.to): TCR leaves it as it is and waits for your next save."
  }

  /// The code once saving has settled: the same twice in a row, 20 ms apart.
  private func settledCode() throws -> Snapshot {
    var code = try Snapshot(of: practice.folder)
    guard code != lastCode else { return code }
    for _ in 0..<100 {
      Thread.sleep(forTimeInterval: 0.02)
      let again = try Snapshot(of: practice.folder)
      if again == code { break }
      code = again
    }
    return code
  }

  private func run(_ code: Snapshot) throws {
    reporter.clearStatus()
    say(paint.bold("── \(clock(Date(), seconds: true)) ") + "running your tests ...")
    var tcrBase: Int?
    shownStatus = nil
    let driver = turn?.withLock { $0.driver }
    let run = try room.runOwnTests(
      code, in: practice, command: command, constraint: constraint, driver: driver
    ) {
      verdict in
      guard case .tcr(let variant) = rule, variant.reverts(verdict) else { return nil }
      tcrBase = try commands.lastGreenOrStart(in: history)
      return tcrBase.map { RunRecord.Revert(to: $0, parts: variant.parts) }
    }
    let record = run.record
    lastCode = try history.code(after: record)
    lastEntry = record.number
    say(
      RunView(
        record: record, outcome: run.outcome, practice: practice, paint: paint, failuresShown: 1,
        changeIsNew: run.changeIsNew
      ).text)
    // Only TCR puts code back after a run.
    if case .tcr = rule { say(commands.tcrVerdict(run, practice: practice, history: history)) }
    let light = record.revert.flatMap { try? history.record($0.to).light } ?? record.light
    if lastLight != nil && light != lastLight { reporter.bell() }
    lastLight = light
    if record.light == .green || base == nil {
      base = record.number
      countdownStart = Date()
    }
    say("Watching for your next save. q quits.")
  }

  /// Baby steps: the time left, and when it runs out with no green since, the last green put back.
  private func countDown(_ seconds: Double, code: Snapshot) throws {
    let left = seconds - Date().timeIntervalSince(countdownStart)
    guard left <= 0 else {
      reporter.status("⏱  \(countdownClock(left)) left to reach green · q quits")
      return
    }
    countdownStart = Date()
    // With nothing written since the last green, there is nothing to put back: the countdown starts again.
    guard let base, let green = try? history.record(base), green.snapshot != code else { return }
    reporter.clearStatus()
    reporter.bell()
    Interruption.wholeWrites.lock()
    defer { Interruption.wholeWrites.unlock() }
    let kept = try history.append(
      unwritten: "so nothing was put back: your code is as you left it", reporter: room.kata.reporter
    ) {
      number, before in
      RunRecord(
        number: number, time: Date(), event: .kept, command: command,
        changes: code.changes(since: before ?? green.snapshot),
        revert: .init(to: base, parts: Snapshot.Part.allCases), snapshot: code)
    }
    lastEntry = kept.number
    let keptAsSaved: [String]
    do {
      keptAsSaved = try green.snapshot.restore(Snapshot.Part.allCases, into: practice.folder, over: code)
    } catch {
      throw practice.workspace.problem(
        error,
        "so your code is only partly put back to run \(base); what you wrote is kept as run \(kept.number): "
          + "make kata-revert\(practice.nameArgument) RUN=\(kept.number) brings it back")
    }
    // A file saved meanwhile stays as it was saved, and differs from the green: its own run follows.
    lastCode = green.snapshot
    lastLight = green.light
    say("⏱  Time's up: no green in \(duration(seconds)).")
    say(
      commands.putBackMessage(
        .init(to: base, parts: Snapshot.Part.allCases), kept: kept.number, keptAsSaved: keptAsSaved,
        practice: practice, history: history))
    say("Try a smaller step. The countdown starts again.")
  }

  private static func quit(nameArgument: String, reporter: any Reporter) -> Never {
    reporter.clearStatus()
    reporter.write("\nStopped. make kata-lights\(nameArgument) shows your runs.\n")
    Interruption.stopEverything(exitCode: 0)
  }

  private func say(_ line: String) {
    reporter.say(line)
    shownStatus = nil
  }
}

/// Seconds as a person says them: "2 minutes", "1:05", "45 s".
package func duration(_ seconds: Double) -> String {
  let whole = Int(seconds)
  if whole % 60 == 0 && whole >= 60 { return count(whole / 60, "minute") }
  return whole >= 60 ? String(format: "%d:%02d", whole / 60, whole % 60) : "\(whole) s"
}
