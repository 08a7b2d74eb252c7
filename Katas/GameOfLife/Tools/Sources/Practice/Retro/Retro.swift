import Foundation
import KataSystem
import Verdicts

/// A look back at a learner's history, for `make kata-retro`.
///
/// How long each light lasted, how the lights followed one another, and what each stretch from green to
/// green changed. It only counts; the questions at its end are the learner's to answer. It reads nothing
/// but the entries it is given, so every figure can be checked by hand.
package struct Retro {
  /// Whose time a stretch between two entries is: the light of the code as the first entry left it.
  enum CodeLight: Hashable {
    case light(Light)
    /// Code that no run has tested: kept by the tool, or put back to an entry that is not a run.
    case noLightYet
    /// From `make kata` to the first entry after it.
    case beforeTheFirstRun
  }

  /// From one entry to a later one.
  struct Span: Equatable {
    var from: Int
    var to: Int
    var duration: TimeInterval
  }

  /// One light followed by another at the next run.
  struct Transition: Hashable {
    var from: Light
    var to: Light
  }

  /// A median and a largest number of lines changed.
  struct Spread: Equatable {
    var median: Double
    var largest: Int
  }

  /// Every entry, in number order.
  let entries: [RunRecord]
  /// The practice package's path, for the title.
  var package: String
  /// Everything after the last green run: runs not yet closed by a green.
  let openEpisode: [RunRecord]
  /// From green to green, in order.
  let episodes: [Episode]

  init(_ records: [RunRecord], package: String = "your practice package") {
    self.package = package
    entries = records.sorted { $0.number < $1.number }
    (episodes, openEpisode) = Self.episodes(in: entries)
  }

  var runs: [RunRecord] { entries.filter(\.isRun) }

  // MARK: Lights and time

  func runs(_ light: Light) -> Int { runs.filter { $0.light == light }.count }

  /// The time each light lasted, by the rule the markdown states.
  var timeIn: [CodeLight: TimeInterval] {
    var time: [CodeLight: TimeInterval] = [:]
    for (entry, next) in zip(entries, entries.dropFirst()) {
      time[codeLight(leftBy: entry), default: 0] += next.time.timeIntervalSince(entry.time)
    }
    return time
  }

  /// The light of the code as an entry left it.
  func codeLight(leftBy entry: RunRecord) -> CodeLight {
    if let revert = entry.revert {
      // The tool put back an older run's code, and with it that run's light.
      guard let target = entries.first(where: { $0.number == revert.to }) else { return .noLightYet }
      if target.isRun, let light = target.light { return .light(light) }
      // Code the tool kept has the light of the last run that tested that very code, if one did.
      let tested = entries.last { $0.isRun && $0.number < target.number && $0.snapshot == target.snapshot }
      return tested?.light.map(CodeLight.light) ?? .noLightYet
    }
    switch entry.event {
    case .start: return .beforeTheFirstRun
    case .run: return entry.light.map(CodeLight.light) ?? .noLightYet
    case .kept: return .noLightYet
    }
  }

  /// The pauses from each run to the next.
  var timesBetweenRuns: [Span] {
    zip(runs, runs.dropFirst()).map {
      Span(from: $0.number, to: $1.number, duration: $1.time.timeIntervalSince($0.time))
    }
  }

  var medianTimeBetweenRuns: TimeInterval? { median(timesBetweenRuns.map(\.duration)) }

  var longestTimeBetweenRuns: Span? { longest(timesBetweenRuns) }

  /// From a green run, or the first entry, to the next green run, or to the last run if no green follows.
  var longestWithoutGreen: Span? {
    guard let first = entries.first, let lastRun = runs.last else { return nil }
    let greens = runs.filter { $0.light == .green }
    let spans = ([first] + greens).map { start in
      let end = greens.first { $0.number > start.number } ?? lastRun
      return Span(from: start.number, to: end.number, duration: end.time.timeIntervalSince(start.time))
    }
    // A green that is the last run starts no stretch.
    return longest(spans.filter { $0.to > $0.from })
  }

  /// How often each light followed each other one, from one run to the next.
  var transitions: [Transition: Int] {
    let lights = runs.compactMap(\.light)
    return zip(lights, lights.dropFirst()).reduce(into: [:]) { counts, pair in
      counts[Transition(from: pair.0, to: pair.1), default: 0] += 1
    }
  }

  var predictionsRight: Int { runs.filter { $0.prediction != nil && !$0.predictedWrongly }.count }
  var predictionsWrong: Int { runs.filter(\.predictedWrongly).count }

  // MARK: From green to green

  /// The entries after one green run up to and including the next green run.
  struct Episode {
    enum Kind: String, CaseIterable {
      case testFirst = "test-first"
      case testLast = "test-last"
      case refactoring
      case testAddition = "test addition"
      case noChange = "no change"
    }

    var entries: [RunRecord]

    /// The green run that closes the episode.
    var green: Int { entries.last?.number ?? 0 }
    var sourcesLines: Int { entries.map(\.changes.sources.total).reduce(0, +) }
    var testsLines: Int { entries.map(\.changes.tests.total).reduce(0, +) }

    var kind: Kind {
      if isTestFirst { return .testFirst }
      switch (sourcesLines > 0, testsLines > 0) {
      case (true, true): return .testLast
      case (true, false): return .refactoring
      case (false, true): return .testAddition
      case (false, false): return .noChange
      }
    }

    /// A failing run (red, or amber: a new test that does not compile yet fails too) at or after a change
    /// to Tests, and a change to Sources after that run.
    private var isTestFirst: Bool {
      guard let firstTests = entries.firstIndex(where: { $0.changes.tests.total > 0 }),
        let lastSources = entries.lastIndex(where: { $0.changes.sources.total > 0 })
      else { return false }
      return entries.indices.contains { index in
        firstTests <= index && index < lastSources && entries[index].isRun
          && [.red, .amber].contains(entries[index].light)
      }
    }
  }

  var sourcesLinesPerGreen: Spread? { spread(episodes.map(\.sourcesLines)) }
  var testsLinesPerGreen: Spread? { spread(episodes.map(\.testsLines)) }

  func episodes(_ kind: Episode.Kind) -> Int { episodes.filter { $0.kind == kind }.count }

  private static func episodes(in entries: [RunRecord]) -> (closed: [Episode], open: [RunRecord]) {
    var closed: [Episode] = []
    var current: [RunRecord] = []
    for entry in entries where entry.event != .start {
      current.append(entry)
      if entry.isRun && entry.light == .green {
        closed.append(Episode(entries: current))
        current = []
      }
    }
    return (closed, current)
  }

  // MARK: Numbers

  private func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  private func spread(_ lines: [Int]) -> Spread? {
    guard let median = median(lines.map(Double.init)), let largest = lines.max() else { return nil }
    return Spread(median: median, largest: largest)
  }

  /// The longest span; the first of equals.
  private func longest(_ spans: [Span]) -> Span? { spans.max { $0.duration < $1.duration } }
}
