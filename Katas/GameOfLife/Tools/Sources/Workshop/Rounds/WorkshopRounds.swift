import Foundation
import KataSystem
import Practice
import Verdicts

/// A Coderetreat's rounds, as the facilitator runs them: a round, the rounds kept, the constraints.
///
/// A round has its countdown and its retrospective's questions. A round that ends keeps every pair's code
/// (`WorkshopArchive`) and, in a room, tells the pairs' clones that the next one has begun
/// (`PublishedRoom.announce`).
package struct WorkshopRounds: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension WorkshopRounds {
  /// `make workshop-rounds`: every round kept, with its time, its constraint and each pair's runs.
  package func workshopRounds() throws -> Bool {
    let archive = WorkshopArchive(workspace: workspace)
    if let remote = Room(workspace: workspace).named {
      try PublishedRoom(workspace: workspace, remote: remote).updateRounds(archive)
    }
    let numbers = archive.roundNumbers()
    guard !numbers.isEmpty else {
      say(
        "No round is kept yet: make workshop-round asks, at a round's end, to keep every pair's code in "
          + "\(workspace.relative(archive.folder)).")
      return true
    }
    for number in numbers {
      say(roundLine(number, record: archive.record(ofRound: number)))
      let pairs = archive.pairs(inRound: number)
      if pairs.isEmpty { say("  no pair's package") }
      for pair in pairs { say(keptPairLine(pair)) }
    }
    sayHowToOpen(archive, numbers: numbers)
    return true
  }

  /// "  Practice/rounds/round-2/ada  12 runs": a kept package, and how many runs its History holds.
  func keptPairLine(_ pair: PracticePackage) -> String {
    "  \(workspace.relative(pair.folder))  \(count(History(practice: pair).load().runs.count, "run"))"
  }

  /// "Round 2 · 2025-11-23 10:00-10:45 · ping-pong (45 minutes)".
  private func roundLine(_ number: Int, record: WorkshopRoundRecord?) -> String {
    guard let record else { return "Round \(number) · its round.json is missing or damaged" }
    let constraint = record.constraint ?? "no constraint"
    return "Round \(number) · \(day(record.start)) \(clock(record.start))-\(clock(record.end)) · "
      + "\(constraint) (\(duration(record.minutes * 60)))"
  }

  /// The kept packages are outside `Practice/NAME`, where the kata's commands look, so the way in is a path.
  private func sayHowToOpen(_ archive: WorkshopArchive, numbers: [Int]) {
    let example =
      numbers.reversed().lazy.compactMap { archive.pairs(inRound: $0).first }.first
      .map { workspace.relative($0.folder) } ?? "\(workspace.relative(archive.folder(ofRound: 2)))/ada"
    say()
    say(
      wrappedParagraph(
        "Each kept package is whole: its Sources and Tests as the round left them, and its History with "
          + "every run. make kata-lights NAME=… reads only Practice/NAME, so open a kept one by its path: "
          + "\(example)/Sources, \(example)/Tests, and \(example)/History (one JSON file per run)."))
  }

  private func day(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
