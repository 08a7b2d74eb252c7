import Foundation
import KataSystem
import Specification

/// A practice package's history as a row of lights on a minute axis, for `make kata-lights`.
///
/// It looks like this:
///
///     lights  A R G R R G  G · R G
///                     !      ↶
///     run     1 2 3 4 5 6  7 8 9
///     minute  0   3   5      12  14
///
/// One column per entry, in order, with room for each entry's number; a longer pause between two entries
/// leaves more room, up to three columns. Under the lights, `!` marks a wrong prediction and `↶` code
/// that the tool put back; then come the entries' numbers, for `kata-diff` and `kata-revert`, and the
/// minutes since the start.
struct LightsView {
  var loaded: History.Loaded
  var specification: SpecificationRecord?
  var steps: Steps?
  var practice: PracticePackage
  var paint: Paint
  var width = 100

  var lines: [String] {
    var lines = loaded.problems
    let entries = loaded.records.filter { $0.event != .start }
    let runs = entries.filter(\.isRun)
    guard let first = loaded.records.first, let last = entries.last else {
      return lines + [
        "\(practice.path) has no runs yet: make kata-test\(practice.nameArgument) records the first."
      ]
    }
    let minutes = Int((last.time.timeIntervalSince(first.time) / 60).rounded(.down))
    lines.append(
      paint.bold("\(practice.path): \(count(runs.count, "run")) in \(count(minutes, "minute"))") + " · "
        + reached)
    lines += axis(entries, start: first.time)
    var totals = paint.totals(of: runs)
    let wrong = runs.filter(\.predictedWrongly).count
    if runs.contains(where: { $0.prediction != nil }) {
      totals.append("! \(wrong) wrong \(wrong == 1 ? "prediction" : "predictions")")
    }
    let putBack = entries.filter { $0.revert != nil }.count
    if putBack > 0 { totals.append("↶ code put back \(count(putBack, "time"))") }
    let kept = entries.filter { !$0.isRun }.count
    if kept > 0 { totals.append("· \(kept) kept (the code before it was put back: no run)") }
    lines.append(totals.joined(separator: " · "))
    return lines
  }

  /// The step the learner reached, by the specification's latest verdict.
  private var reached: String {
    guard let specification else {
      if practice.isOwnDesign {
        return "a design of its own: the specification's steps need the template's names"
      }
      return "step reached: not checked yet (make kata-step\(practice.nameArgument))"
    }
    let title = steps?.step(specification.reached).map { " (\($0.title))" } ?? ""
    return
      "step reached: \(specification.reached) of \(specification.steps)\(title), by \(specification.command) at "
      + clock(specification.time)
  }

  /// The rows, wrapped into blocks that fit the width.
  private func axis(_ entries: [RunRecord], start: Date) -> [String] {
    let label = ["lights  ", "        ", "run     ", "minute  "]
    var blocks: [[String]] = []
    var rows = ["", "", "", ""]
    var numbers = Labels()
    var minutes = Labels()
    var lastTime = start
    var lastNumber = ""
    for entry in entries {
      let pause = Int((entry.time.timeIntervalSince(lastTime) / 60).rounded(.down))
      // Room for the number before, so that every entry's number is written.
      let gap = rows[0].isEmpty ? 0 : max(1 + min(pause, 2), lastNumber.count)
      if rows[0].count + gap + 1 > width - label[0].count {
        blocks.append(rows)
        (rows, numbers, minutes) = (["", "", "", ""], Labels(), Labels())
      }
      let column = rows[0].isEmpty ? 0 : rows[0].count + gap
      pad(&rows, to: column)
      rows[0] += entry.light?.letter ?? "·"
      rows[1] += entry.predictedWrongly ? "!" : entry.revert != nil ? "↶" : " "
      rows[2] += numbers.label(String(entry.number), at: column)
      rows[3] += minutes.label(
        String(Int((entry.time.timeIntervalSince(start) / 60).rounded(.down))), at: column)
      (lastTime, lastNumber) = (entry.time, String(entry.number))
    }
    blocks.append(rows)
    return blocks.flatMap { block in
      zip(label, block).enumerated().map { index, row in
        (row.0 + (index == 0 ? paint.lights(inRow: row.1.trimmingTrailingSpaces) : row.1))
          .trimmingTrailingSpaces
      }
    }
  }

  /// Labels along a row: each written where there is room for it after the one before, and only when it
  /// differs from that one.
  private struct Labels {
    var end = -1
    var last = ""

    mutating func label(_ text: String, at column: Int) -> String {
      guard column > end && text != last else { return "" }
      (end, last) = (column + text.count, text)
      return text
    }
  }

  private func pad(_ rows: inout [String], to column: Int) {
    for index in rows.indices where rows[index].count < column {
      rows[index] += String(repeating: " ", count: column - rows[index].count)
    }
  }
}
