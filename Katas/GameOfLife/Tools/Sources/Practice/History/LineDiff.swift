import KataSystem
import Specification
import Verdicts

/// What changed between two texts, line by line: counts and a unified diff.
///
/// It finds a shortest edit with Myers' algorithm ("An O(ND) Difference Algorithm and Its Variations",
/// 1986): the fewest lines to remove and add that turn the old text into the new one. Lines are the
/// ones ``Patch`` reads, each with its "\n" but perhaps the last, compared byte for byte, so that what
/// ``unified(oldLabel:newLabel:context:)`` writes, ``Patch`` applies to give the new text exactly.
struct LineDiff {
  /// A run of old lines replaced by a run of new lines, with equal lines before and after it.
  ///
  /// Either range may be empty: a change that only adds lines, or only removes them.
  struct Change: Equatable {
    var old: Range<Int>
    var new: Range<Int>

    func shifted(by lines: Int) -> Change {
      Change(
        old: (old.lowerBound + lines)..<(old.upperBound + lines),
        new: (new.lowerBound + lines)..<(new.upperBound + lines))
    }
  }

  /// The most removed and added lines the search for a shortest edit looks for.
  ///
  /// Beyond it (after trimming the lines both texts start and end with) the whole middle is replaced
  /// instead. The search's memory grows with the square of the edits: 2000 costs at most about 2 million
  /// positions (16 MB), however long the texts, where two different 50 000-line texts would otherwise
  /// need gigabytes. A learner's change to a file of under 1000 lines rarely comes near it.
  static let maximumEdits = 2000

  let oldLines: [String]
  let newLines: [String]
  /// In order, none touching the next: at least one equal line between each two.
  let changes: [Change]

  init(old: String, new: String) {
    oldLines = Patch.lines(of: old)
    newLines = Patch.lines(of: new)
    changes = Self.changes(from: oldLines, to: newLines)
  }

  /// Lines in `new` that are not in `old`, and lines of `old` that are gone, in a shortest edit.
  var added: Int { changes.reduce(0) { $0 + $1.new.count } }
  var removed: Int { changes.reduce(0) { $0 + $1.old.count } }

  // MARK: Finding the changes

  static func changes(from oldLines: [String], to newLines: [String]) -> [Change] {
    // Each distinct line gets a number, so that comparing lines costs one comparison of integers. Keyed
    // by bytes: Swift finds "é" written as one code point or as two equal, a patch must not.
    var numbers: [[UInt8]: Int] = [:]
    func number(_ line: String) -> Int {
      let bytes = Array(line.utf8)
      if let known = numbers[bytes] { return known }
      numbers[bytes] = numbers.count
      return numbers.count - 1
    }
    let old = oldLines.map(number)
    let new = newLines.map(number)

    // Most edits touch a few lines in the middle: what both texts start and end with needs no search.
    let prefix = zip(old, new).prefix { $0 == $1 }.count
    let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }

    let middleChanges =
      shortestChanges(from: oldMiddle, to: newMiddle)
      ?? [Change(old: 0..<oldMiddle.count, new: 0..<newMiddle.count)]
    return middleChanges.map { $0.shifted(by: prefix) }
  }

  /// Myers' greedy search, or `nil` when a shortest edit needs more than ``maximumEdits`` lines.
  ///
  /// Picture a grid with the old lines across and the new ones down. A step right removes an old line, a
  /// step down adds a new one, and where the lines are equal a diagonal step costs nothing. A shortest
  /// edit is a path from the top left to the bottom right with the fewest right and down steps. Each
  /// round `d` finds, on every diagonal `k = x - y` it can reach, how far right a path with `d` steps
  /// gets; the first round to reach the corner has found a shortest edit.
  static func shortestChanges(from old: [Int], to new: [Int]) -> [Change]? {
    // `rounds[d]` holds round `d`'s furthest `x` on the diagonals `-d, -d + 2, …, d`, at `(k + d) / 2`.
    var rounds: [[Int]] = []
    func furthest(_ round: Int, _ diagonal: Int) -> Int { rounds[round][(diagonal + round) / 2] }
    /// Whether round `d` reaches diagonal `k` by a step down from `k + 1` rather than right from `k - 1`.
    func comesDown(_ d: Int, _ k: Int) -> Bool {
      k == -d || (k != d && furthest(d - 1, k - 1) < furthest(d - 1, k + 1))
    }

    let cornerDiagonal = old.count - new.count
    for d in 0...min(old.count + new.count, maximumEdits) {
      var round: [Int] = []
      var reachesCorner = false
      for k in stride(from: -d, through: d, by: 2) {
        var x = 0
        if d > 0 { x = comesDown(d, k) ? furthest(d - 1, k + 1) : furthest(d - 1, k - 1) + 1 }
        while x < old.count, x - k < new.count, old[x] == new[x - k] { x += 1 }  // equal lines: free
        round.append(x)
        reachesCorner = reachesCorner || (k == cornerDiagonal && x >= old.count)
      }
      rounds.append(round)
      if reachesCorner {
        return path(to: (old.count, new.count), in: d, comesDown: comesDown, furthest: furthest)
      }
    }
    return nil
  }

  /// Walks back from the corner, round by round, and gathers the steps right and down into changes.
  static func path(
    to corner: (x: Int, y: Int), in rounds: Int, comesDown: (Int, Int) -> Bool, furthest: (Int, Int) -> Int
  ) -> [Change] {
    var steps: [(x: Int, y: Int, down: Bool)] = []  // where each step starts, last first
    var x = corner.x
    var y = corner.y
    for d in stride(from: rounds, to: 0, by: -1) {
      let down = comesDown(d, x - y)
      let previousDiagonal = down ? x - y + 1 : x - y - 1
      x = furthest(d - 1, previousDiagonal)
      y = x - previousDiagonal
      steps.append((x, y, down))
    }

    var changes: [Change] = []
    for step in steps.reversed() {
      // A step that starts where the last change ends belongs to it; otherwise equal lines came between.
      let last = changes.last
      if last?.old.upperBound != step.x || last?.new.upperBound != step.y {
        changes.append(Change(old: step.x..<step.x, new: step.y..<step.y))
      }
      let current = changes.count - 1
      if step.down {
        changes[current].new = changes[current].new.lowerBound..<(step.y + 1)
      } else {
        changes[current].old = changes[current].old.lowerBound..<(step.x + 1)
      }
    }
    return changes
  }

  // MARK: Writing the diff

  /// `diff -u` style text: "--- oldLabel", "+++ newLabel", then hunks "@@ -a,b +c,d @@" with `context`
  /// lines around each change; "" when the texts are equal.
  func unified(oldLabel: String, newLabel: String, context: Int = 3) -> String {
    if changes.isEmpty { return "" }
    var text = "--- \(oldLabel)\n+++ \(newLabel)\n"

    // Changes at most twice the context apart would share or touch their context lines, so they go in one
    // hunk, as in GNU diff and git.
    var hunks: [[Change]] = []
    for change in changes {
      if let previous = hunks.last?.last, change.old.lowerBound - previous.old.upperBound <= 2 * context {
        hunks[hunks.count - 1].append(change)
      } else {
        hunks.append([change])
      }
    }

    for hunk in hunks {
      guard let first = hunk.first, let last = hunk.last else { continue }
      // Between two hunks the lines are equal on both sides, so the context is as long on both.
      let before = min(context, first.old.lowerBound)
      let after = min(context, oldLines.count - last.old.upperBound)
      let old = (first.old.lowerBound - before)..<(last.old.upperBound + after)
      let new = (first.new.lowerBound - before)..<(last.new.upperBound + after)
      text += "@@ -\(Self.lineRange(old)) +\(Self.lineRange(new)) @@\n"

      var next = old.lowerBound  // the first old line not yet written
      for change in hunk {
        for line in oldLines[next..<change.old.lowerBound] { text += Self.diffLine(" ", line) }
        for line in oldLines[change.old] { text += Self.diffLine("-", line) }
        for line in newLines[change.new] { text += Self.diffLine("+", line) }
        next = change.old.upperBound
      }
      for line in oldLines[next..<old.upperBound] { text += Self.diffLine(" ", line) }
    }
    return text
  }

  /// A hunk header's `l,c`, as GNU diff writes it: `l` alone for one line, and for none, `l,0` with `l`
  /// the line before.
  static func lineRange(_ lines: Range<Int>) -> String {
    switch lines.count {
    case 0: "\(lines.lowerBound),0"
    case 1: "\(lines.lowerBound + 1)"
    default: "\(lines.lowerBound + 1),\(lines.count)"
    }
  }

  /// One line of a hunk; a text's last line without a newline is followed by diff's note saying so.
  static func diffLine(_ mark: String, _ line: String) -> String {
    Patch.endsWithNewline(line) ? mark + line : mark + line + "\n\\ No newline at end of file\n"
  }
}
