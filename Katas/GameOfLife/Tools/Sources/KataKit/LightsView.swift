import Foundation

/// A practice package's history as a row of lights on a minute axis, for `make kata-lights`.
///
/// It looks like this:
///
///     lights  A R G R R G  G · R G
///                     !      ↶
///     minute  0   3   5      12  14
///
/// One column per entry, in order; a longer pause between two entries leaves more room, up to three
/// columns. Under the lights, `!` marks a wrong prediction and `↶` code that the tool put back.
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
    var totals = [Light.green, .red, .amber].map { light in
      "\(paint.light(light)) \(runs.filter { $0.light == light }.count) \(light.rawValue)"
    }
    let wrong = runs.filter(\.predictedWrongly).count
    if runs.contains(where: { $0.prediction != nil }) {
      totals.append("! \(wrong) wrong \(wrong == 1 ? "prediction" : "predictions")")
    }
    let putBack = entries.filter { $0.revert != nil }.count
    if putBack > 0 { totals.append("↶ code put back \(count(putBack, "time"))") }
    lines.append(totals.joined(separator: " · "))
    return lines
  }

  /// The step the learner reached, by the specification's latest verdict.
  private var reached: String {
    guard let specification else {
      return "step reached: not checked yet (make kata-step\(practice.nameArgument))"
    }
    let title = steps?.step(specification.reached).map { " (\($0.title))" } ?? ""
    return
      "step reached: \(specification.reached) of \(specification.steps)\(title), by \(specification.command) at "
      + clock(specification.time)
  }

  /// The three rows, wrapped into blocks that fit the width.
  private func axis(_ entries: [RunRecord], start: Date) -> [String] {
    let label = ["lights  ", "        ", "minute  "]
    var blocks: [[String]] = []
    var rows = ["", "", ""]
    var lastTime = start
    var labelEnd = -1
    var lastMinute = ""
    for entry in entries {
      let pause = Int((entry.time.timeIntervalSince(lastTime) / 60).rounded(.down))
      let gap = rows[0].isEmpty ? 0 : 1 + min(pause, 2)
      if rows[0].count + gap + 1 > width - label[0].count {
        blocks.append(rows)
        (rows, labelEnd, lastMinute) = (["", "", ""], -1, "")
      }
      let column = rows[0].isEmpty ? 0 : rows[0].count + gap
      pad(&rows, to: column)
      rows[0] += entry.light?.letter ?? "·"
      rows[1] += entry.predictedWrongly ? "!" : entry.revert != nil ? "↶" : " "
      let minute = String(Int((entry.time.timeIntervalSince(start) / 60).rounded(.down)))
      if column > labelEnd && minute != lastMinute {
        rows[2] += minute
        (labelEnd, lastMinute) = (column + minute.count, minute)
      }
      lastTime = entry.time
    }
    blocks.append(rows)
    return blocks.flatMap { block in
      zip(label, block).enumerated().map { index, row in
        (row.0 + (index == 0 ? painted(row.1.trimmingTrailingSpaces) : row.1)).trimmingTrailingSpaces
      }
    }
  }

  private func pad(_ rows: inout [String], to column: Int) {
    for index in rows.indices where rows[index].count < column {
      rows[index] += String(repeating: " ", count: column - rows[index].count)
    }
  }

  /// The lights row holds only letters, dots and spaces; its colour is put on last, so it takes no room.
  private func painted(_ row: String) -> String {
    row.map { character in Light(word: String(character)).map(paint.light) ?? String(character) }.joined()
  }
}

/// A time as a clock shows it, in the local time zone: 10:32, or 10:32:05.
func clock(_ date: Date, seconds: Bool = false) -> String {
  let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
  let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  return seconds ? time + String(format: ":%02d", parts.second ?? 0) : time
}

extension String {
  var trimmingTrailingSpaces: String {
    String(self.reversed().drop { $0 == " " }.reversed())
  }
}
