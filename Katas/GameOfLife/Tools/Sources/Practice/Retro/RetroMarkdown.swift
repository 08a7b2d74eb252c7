import Foundation
import KataSystem
import Verdicts

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
    "**test-first**: a red or amber run (a new test that does not compile yet fails too) comes at or after an "
      + "entry that changed Tests, and Sources change in a later entry of the same episode (a test that "
      + "crashed or was stopped by the time limit makes its run red; runs recorded before that rule keep the "
      + "light they were given);",
    "otherwise **test-last**: both Sources and Tests changed;",
    "**refactoring**: only Sources changed;",
    "**test addition**: only Tests changed;",
    "**no change**: neither did.",
  ]
  package static let questions = [
    "What did you learn?", "What surprised you?", "What will you do differently?",
  ]

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
    if !constraintSection.isEmpty { lines += [""] + constraintSection }
    if !driversSection.isEmpty { lines += [""] + driversSection }
    for question in Self.questions { lines += ["", "## \(question)", "", ""] }
    return lines.joined(separator: "\n")
  }

  /// The round's constraint, as the lights that checked it found it: how often it was kept, and the last
  /// checked light's breaks.
  private var constraintSection: [String] {
    let checked = runs.filter { $0.constraint != nil }
    guard let last = checked.last, let name = last.constraint else { return [] }
    let kept = checked.count { $0.constraintBreaks?.isEmpty == true }
    var lines = [
      "## Constraint", "",
      "- \(name), checked on \(count(checked.count, "run")): kept on \(kept).",
    ]
    let breaks = last.constraintBreaks ?? []
    lines.append(
      breaks.isEmpty
        ? "- The last checked run (run \(last.number)) kept it."
        : "- The last checked run (run \(last.number)) broke it \(count(breaks.count, "time")):")
    lines += breaks.map { "  - `\($0.description)`" }
    return lines
  }

  /// Who drove, as the watch's turns recorded it: each driver's runs by light, and ping-pong.
  private var driversSection: [String] {
    guard let share = DriverShare(runs) else { return [] }
    var lines = ["## Drivers", "", "| Driver | Runs | Green | Red | Amber |", "|---|---:|---:|---:|---:|"]
    for (driver, count) in share.runs {
      let theirs = runs.filter { $0.driver == driver }
      let by = { (light: Light) in theirs.count { $0.light == light } }
      lines.append("| \(driver) | \(count) | \(by(.green)) | \(by(.red)) | \(by(.amber)) |")
    }
    lines += [
      "",
      "- Ping-pong: \(share.pingPong.made) of the \(count(share.pingPong.of, "green")) after a red "
        + "\(share.pingPong.of == 1 ? "was" : "were") made by another driver than the red's.",
    ]
    return lines
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
