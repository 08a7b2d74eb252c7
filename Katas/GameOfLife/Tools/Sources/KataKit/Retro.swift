import Foundation

/// A look back at a learner's history, for `make kata-retro`.
///
/// How long each light lasted, how the lights followed one another, and what each stretch from green to
/// green changed. It only counts; the questions at its end are the learner's to answer. It reads nothing
/// but the entries it is given, so every figure can be checked by hand.
struct Retro {
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
      let target = entries.first { $0.number == revert.to }
      guard let target, target.isRun, let light = target.light else { return .noLightYet }
      return .light(light)
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

    /// A red run at or after a change to Tests, and a change to Sources after that red run.
    private var isTestFirst: Bool {
      guard let firstTests = entries.firstIndex(where: { $0.changes.tests.total > 0 }),
        let lastSources = entries.lastIndex(where: { $0.changes.sources.total > 0 })
      else { return false }
      return entries.indices.contains { index in
        firstTests <= index && index < lastSources && entries[index].isRun && entries[index].light == .red
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

// MARK: The markdown

extension Retro {
  static let timeRule =
    "The time from each entry to the next counts for the light of the code that entry left: a run's own "
    + "light, or, where the tool put back older code, the light of the run it went back to (no light yet if "
    + "that was not a run); the time from the start to the first entry after it is before the first run, and "
    + "the time after the last entry is not counted."
  static let stretchRule =
    "A stretch without green runs from a green run, or the first entry, to the next green run, or to the "
    + "last run if no green follows."
  static let episodeRule =
    "An episode is the entries after one green run up to and including the next green run; its lines are "
    + "the lines added plus removed over its entries."
  static let kindRules = [
    "**test-first**: a red run comes at or after an entry that changed Tests, and Sources change in a later "
      + "entry of the same episode;",
    "otherwise **test-last**: both Sources and Tests changed;",
    "**refactoring**: only Sources changed;",
    "**test addition**: only Tests changed;",
    "**no change**: neither did.",
  ]
  static let questions = ["What did you learn?", "What surprised you?", "What will you do differently?"]

  /// The whole retrospective, for `Practice/NAME/retro.md`.
  var markdown: String {
    var lines = ["# Retrospective of \(package)", ""]
    if let first = entries.first, let last = entries.last {
      lines.append(
        "\(count(runs.count, "run")) from \(clock(first.time)) to \(clock(last.time)) "
          + "(\(minutesAndSeconds(last.time.timeIntervalSince(first.time)))). Answer the questions at the "
          + "end here: make kata-retro keeps a retro.md you changed as retro.N.md before it writes a new "
          + "one.")
    }
    lines += [""] + lightsSection + [""] + paceSection + [""] + transitionsSection + [""] + predictionsSection
    lines += [""] + episodesSection
    for question in Self.questions { lines += ["", "## \(question)", "", ""] }
    return lines.joined(separator: "\n")
  }

  private var lightsSection: [String] {
    var lines = ["## Lights", "", "| Light | Runs | Time |", "|---|---:|---:|"]
    let time = timeIn
    for light in [Light.green, .red, .amber] {
      lines.append("| \(light.rawValue) | \(runs(light)) | \(minutesAndSeconds(time[.light(light)] ?? 0)) |")
    }
    for (state, name) in [
      (CodeLight.noLightYet, "no light yet"), (.beforeTheFirstRun, "before the first run"),
    ] {
      if let seconds = time[state], seconds > 0 {
        lines.append("| \(name) | | \(minutesAndSeconds(seconds)) |")
      }
    }
    return lines + ["", Self.timeRule]
  }

  private var paceSection: [String] {
    var lines = ["## Pace", ""]
    if let median = medianTimeBetweenRuns, let longest = longestTimeBetweenRuns {
      lines.append(
        "- Time between runs: median \(minutesAndSeconds(median)), "
          + "longest \(minutesAndSeconds(longest.duration)) "
          + "(run \(longest.from) to run \(longest.to)).")
    } else {
      lines.append("- Time between runs: there are fewer than two runs.")
    }
    if let stretch = longestWithoutGreen {
      lines.append(
        "- Longest stretch without green: \(minutesAndSeconds(stretch.duration)) "
          + "(run \(stretch.from) to run \(stretch.to)). \(Self.stretchRule)")
    }
    return lines
  }

  private var transitionsSection: [String] {
    let counts = transitions
    var lines = ["## From one run to the next", ""]
    guard !counts.isEmpty else { return lines + ["There are fewer than two runs."] }
    lines += ["| Lights | Times |", "|---|---:|"]
    for from in Light.allCases {
      for to in Light.allCases {
        guard let times = counts[Transition(from: from, to: to)] else { continue }
        lines.append("| \(from.letter)→\(to.letter) | \(times) |")
      }
    }
    return lines
  }

  private var predictionsSection: [String] {
    let predicted = predictionsRight + predictionsWrong
    guard predicted > 0 else {
      return [
        "## Predictions", "", "No run had a prediction: make kata-test PREDICT=red says what you expect.",
      ]
    }
    return [
      "## Predictions", "",
      "\(predictionsRight) right, \(predictionsWrong) wrong, "
        + "of \(count(predicted, "run")) with a prediction.",
    ]
  }

  private var episodesSection: [String] {
    var lines = ["## From green to green", "", Self.episodeRule, ""]
    if let sources = sourcesLinesPerGreen, let tests = testsLinesPerGreen {
      lines += ["| Green run | Sources lines | Tests lines | Class |", "|---:|---:|---:|---|"]
      lines += episodes.map {
        "| \($0.green) | \($0.sourcesLines) | \($0.testsLines) | \($0.kind.rawValue) |"
      }
      lines += [
        "",
        "Lines changed per green: Sources median \(number(sources.median)), largest \(sources.largest); "
          + "Tests median \(number(tests.median)), largest \(tests.largest).",
        "",
        Episode.Kind.allCases.map { "\(episodes($0)) \($0.rawValue)" }.joined(separator: ", ") + ".",
        "",
        "Each episode is classed by the first of these rules that fits it:",
        "",
      ]
      lines += Self.kindRules.map { "- \($0)" }
    }
    if let open = openLine { lines += ["", open] }
    return lines
  }

  /// One line for the runs that no green has closed yet.
  private var openLine: String? {
    let open = openEpisode.filter(\.isRun).count
    guard open > 0 else { return nil }
    guard let lastGreen = episodes.last?.green else {
      return "No green run yet: all \(count(open, "run")) are one open episode, not classified."
    }
    return "\(count(open, "run")) after the last green (run \(lastGreen)): an open episode, not classified."
  }
}

/// A duration as a learner reads it: 4 m 05 s.
func minutesAndSeconds(_ duration: TimeInterval) -> String {
  let seconds = Int(duration.rounded())
  return "\(seconds / 60) m \(twoDigits(seconds % 60)) s"
}

/// A whole number as it is, any other with one decimal: 4, 4.5.
private func number(_ value: Double) -> String {
  value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
}

// MARK: The file

/// `Practice/NAME/retro.md`, written so that nothing a learner wrote in it is ever lost.
struct RetroFile {
  var file: URL
  /// A fingerprint of the text the tool wrote last: a retro.md that differs from it holds the learner's
  /// words.
  var written: URL

  init(practice: PracticePackage) {
    file = practice.folder.appendingPathComponent("retro.md")
    written = History(practice: practice).folder.appendingPathComponent("retro.written")
  }

  /// Writes the text; a retro.md the learner changed is first moved to `retro.N.md`, which is returned.
  ///
  /// Stopped between the two writes, the next run finds a retro.md that its fingerprint does not match and
  /// keeps it: one copy too many, never one too few.
  func write(_ text: String) throws -> URL? {
    let data = Data(text.utf8)
    let kept = try keepLearnersFile(unlessItIs: data)
    try data.write(to: file, options: .atomic)
    try FileManager.default.createDirectory(
      at: written.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.fingerprint(data).utf8).write(to: written, options: .atomic)
    return kept
  }

  private func keepLearnersFile(unlessItIs new: Data) throws -> URL? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    // A file that cannot be read is kept too: what it holds is unknown.
    if let old = FileManager.default.contents(atPath: file.path) {
      let last = FileManager.default.contents(atPath: written.path).map {
        String(decoding: $0, as: UTF8.self)
      }
      if old == new || last == Self.fingerprint(old) { return nil }
    }
    let archive = firstFreeArchive()
    try FileManager.default.moveItem(at: file, to: archive)
    return archive
  }

  /// `retro.1.md`, `retro.2.md`, …: the first that is not taken.
  private func firstFreeArchive() -> URL {
    let folder = file.deletingLastPathComponent()
    var number = 1
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent("retro.\(number).md").path) {
      number += 1
    }
    return folder.appendingPathComponent("retro.\(number).md")
  }

  static func fingerprint(_ data: Data) -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes: data)
    return fingerprint.description
  }
}

// MARK: The command

extension Kata {
  /// `make kata-retro`: a look back at the history, printed and written to `Practice/NAME/retro.md`.
  public func retro(name: String) throws -> Bool {
    let practice = try existingPractice(name)
    let loaded = History(practice: practice).load()
    for problem in loaded.problems { say(problem) }
    guard !loaded.runs.isEmpty else {
      say(
        "\(practice.path) has no runs yet, so there is nothing to look back on: "
          + "make kata-test\(practice.nameArgument) records the first.")
      return true
    }
    let text = Retro(loaded.records, package: practice.path).markdown
    say(text)
    let file = RetroFile(practice: practice)
    if let kept = try file.write(text) {
      say("Your own retro.md is kept as \(workspace.relative(kept)); the new one is beside it.")
    }
    say("Written to \(workspace.relative(file.file)): answer its questions there.")
    return true
  }
}
