import Foundation

// Words and times as the reader sees them, for every command.

/// "05", "12": a step's number as its folder and file names write it.
package func twoDigits(_ number: Int) -> String {
  number < 10 ? "0\(number)" : "\(number)"
}

/// "1 new test", "3 new tests".
package func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}

/// A line cut at spaces to fit `width` columns, the later lines indented under the first's text.
package func wrapped(_ text: String, indent: String = "", width: Int = 100) -> String {
  var lines: [String] = []
  var line = indent
  let hanging = indent + "    "
  for word in text.split(separator: " ", omittingEmptySubsequences: false) {
    let start = line == indent || line == hanging
    if !start && line.count + 1 + word.count > width {
      lines.append(line)
      line = hanging
    }
    line += (line == indent || line == hanging ? "" : " ") + word
  }
  lines.append(line)
  return lines.joined(separator: "\n")
}

/// A paragraph as lines of at most `width` characters, each starting with `indent`.
package func wrappedParagraph(_ text: String, indent: String = "", width: Int = 100) -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty && indent.count + line.count + 1 + word.count > width {
      lines.append(indent + line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  lines.append(indent + line)
  return lines.joined(separator: "\n")
}

/// A time as a clock shows it, in the local time zone: 10:32, or 10:32:05.
package func clock(_ date: Date, seconds: Bool = false) -> String {
  clock(date, seconds: seconds, in: .current)
}

/// A time as a clock in the given zone shows it: 10:32, or 10:32:05.
package func clock(_ date: Date, seconds: Bool = false, in timeZone: TimeZone) -> String {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = timeZone
  let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
  let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  return seconds ? time + String(format: ":%02d", parts.second ?? 0) : time
}

/// Time left as a clock shows it: "44:59", "0:03", "1:05:00".
package func countdownClock(_ seconds: Double) -> String {
  let whole = Int(seconds.rounded(.up))
  let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
  return hours > 0
    ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
}

/// A yes-or-no option as a person writes it (`WATCH=1`, `FORCE=yes`): 1, yes, true or on, and 0, no,
/// false, off or nothing; any other word is refused, naming the option, rather than read as no.
package func yesOrNo(_ word: String, option: String) throws -> Bool {
  switch word.lowercased() {
  case "1", "yes", "y", "true", "on": return true
  case "", "0", "no", "n", "false", "off": return false
  default: throw KataError("\(option) must be 1 or yes (or 0 or no), not '\(word)'")
  }
}

extension String {
  /// The line without the spaces at its end, as a board's rows are compared and printed.
  package var trimmingTrailingSpaces: String {
    String(self.reversed().drop { $0 == " " }.reversed())
  }
}

/// The nearest of some words to a misspelt one, within a couple of slips.
package enum Nearest {
  /// The candidate at the fewest edits from `word` (a letter added, dropped, changed, or two swapped),
  /// letters compared whatever their case; nil when even the nearest is too far to be a slip.
  package static func word(to word: String, among candidates: [String]) -> String? {
    let limit = min(2, max(1, word.count / 3))
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// The edits between two words: Damerau–Levenshtein, where two letters swapped is one edit.
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let change = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + change)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}

/// The file name at the end of a path: `Rules/BirthTests.swift` is `BirthTests.swift`.
package func fileName(_ path: some StringProtocol) -> String {
  String(path.split(separator: "/").last ?? "")
}
