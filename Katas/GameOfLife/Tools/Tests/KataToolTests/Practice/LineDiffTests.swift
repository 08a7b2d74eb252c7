import Testing

@testable import KataSystem
@testable import Practice
@testable import Specification

/// What changed between two texts: a shortest edit, counted, and written as a unified diff that the
/// kata's own ``Patch`` applies to give the new text back exactly.
@Suite("LineDiff")
struct LineDiffTests {
  func lines(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }

  func unified(_ old: String, _ new: String, context: Int = 3) -> String {
    LineDiff(old: old, new: new).unified(oldLabel: "a/Game.swift", newLabel: "b/Game.swift", context: context)
  }

  @Test("The counts are those of a shortest edit")
  func counts() {
    let examples: [(old: String, new: String, added: Int, removed: Int)] = [
      (lines("a", "b", "c"), lines("a", "x", "c"), 1, 1),
      (lines("a", "b", "c"), lines("a", "b", "c", "d"), 1, 0),
      (lines("a", "b", "c"), lines("b", "c"), 0, 1),
      ("", lines("a", "b"), 2, 0),
      (lines("a", "b"), "", 0, 2),
      // Myers' own example: ABCABBA to CBABAC keeps four letters, CABA or BABA or CBBA.
      (lines("a", "b", "c", "a", "b", "b", "a"), lines("c", "b", "a", "b", "a", "c"), 2, 3),
      // A line repeated: only one of them goes.
      (lines("x", "x", "x"), lines("x", "x"), 0, 1),
    ]
    for example in examples {
      let diff = LineDiff(old: example.old, new: example.new)
      #expect(diff.added == example.added, "\(example)")
      #expect(diff.removed == example.removed, "\(example)")
    }
  }

  @Test("Equal texts have no differences and an empty diff")
  func equalTexts() {
    for text in ["", "a", "a\n", lines("a", "b", "c"), "a\nb"] {
      let diff = LineDiff(old: text, new: text)
      #expect(diff.added == 0)
      #expect(diff.removed == 0)
      #expect(diff.unified(oldLabel: "a/Game.swift", newLabel: "b/Game.swift") == "")
    }
  }

  @Test("Lines are compared byte for byte, not as Swift compares strings")
  func bytes() {
    // "é" as one code point and as "e" and a combining accent: equal Strings, different files.
    let diff = LineDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n")
    #expect(diff.added == 1)
    #expect(diff.removed == 1)
    // A Windows line ending is part of the line.
    #expect(LineDiff(old: "a\r\n", new: "a\n").added == 1)
  }

  @Test("The diff reads as `diff -u` writes it: changes close together share a hunk")
  func unifiedText() {
    let old = lines(
      "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
      "thirteen", "fourteen", "fifteen")
    let new = lines(
      "one", "TWO", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "ten and a half",
      "eleven", "twelve", "thirteen", "fourteen", "FIFTEEN")
    // What GNU diff 3 prints for `diff -u --label a/Game.swift --label b/Game.swift`.
    let expected = lines(
      "--- a/Game.swift", "+++ b/Game.swift",
      "@@ -1,5 +1,5 @@", " one", "-two", "+TWO", " three", " four", " five",
      "@@ -8,8 +8,9 @@", " eight", " nine", " ten", "+ten and a half", " eleven", " twelve", " thirteen",
      " fourteen", "-fifteen", "+FIFTEEN")
    #expect(unified(old, new) == expected)
  }

  @Test("A hunk with no lines on one side names the line before it, as GNU diff does")
  func emptySides() {
    let header = lines("--- a/Game.swift", "+++ b/Game.swift")
    let ac = lines("a", "c")
    let abc = lines("a", "b", "c")
    #expect(unified(ac, abc, context: 0) == header + lines("@@ -1,0 +2 @@", "+b"))
    #expect(unified(abc, ac, context: 0) == header + lines("@@ -2 +1,0 @@", "-b"))
    #expect(unified("", ac) == header + lines("@@ -0,0 +1,2 @@", "+a", "+c"))
    #expect(unified(ac, "") == header + lines("@@ -1,2 +0,0 @@", "-a", "-c"))
  }

  @Test("A last line without a newline is marked, whether it changes or not")
  func missingFinalNewline() {
    // Adding the newline changes the last line.
    let gainsNewline = LineDiff(old: "a\nb", new: "a\nb\n")
    #expect(gainsNewline.added == 1)
    #expect(gainsNewline.removed == 1)
    let header = lines("--- a/Game.swift", "+++ b/Game.swift")
    #expect(
      unified("a\nb", "a\nb\n")
        == header + lines("@@ -1,2 +1,2 @@", " a", "-b", "\\ No newline at end of file", "+b"))
    // A last line without a newline on both sides is context, and marked once.
    #expect(
      unified("a\nb", "x\na\nb")
        == header + lines("@@ -1,2 +1,3 @@", "+x", " a", " b", "\\ No newline at end of file"))
  }

  /// A tiny seeded generator (xorshift64), so that the random texts are the same on every run.
  struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }

  /// The fewest lines to remove and add, from the longest common subsequence of lines.
  func shortestEdit(_ old: [String], _ new: [String]) -> Int {
    var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      for j in new.indices.reversed() {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    return old.count + new.count - 2 * common[0][0]
  }

  @Test("On random texts the diff is as short as can be, and the kata's Patch turns old into new with it")
  func randomTexts() throws {
    var random = Xorshift(state: 0x9e37_79b9_7f4a_7c15)
    // Few distinct lines, so that texts share many; some look like the marks of a diff's own lines.
    let alphabet = ["a", "b", "c", "", "c\r", "-- a", "++ b", "\\ x", "@@ -1 +1 @@"]
    func text() -> String {
      let lines = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? ""
      }
      let joined = lines.joined(separator: "\n")
      return !lines.isEmpty && Bool.random(using: &random) ? joined + "\n" : joined
    }

    for _ in 0..<500 {
      let old = text()
      let new = text()
      let context = Int.random(in: 0...3, using: &random)
      let diff = LineDiff(old: old, new: new)
      let unified = diff.unified(oldLabel: "a/Game.swift", newLabel: "b/Game.swift", context: context)

      let patch = try Patch(parsing: unified, origin: "LineDiff of \(old.debugDescription)")
      let patched = try patch.apply(to: ["Game.swift": old])["Game.swift"] ?? ""
      #expect(Array(patched.utf8) == Array(new.utf8), "\(old.debugDescription) to \(new.debugDescription)")
      #expect(
        diff.added + diff.removed == shortestEdit(Patch.lines(of: old), Patch.lines(of: new)),
        "\(old.debugDescription) to \(new.debugDescription)")
      #expect(diff.added - diff.removed == Patch.lines(of: new).count - Patch.lines(of: old).count)
    }
  }

  @Test("Two long texts with nothing in common are told apart without a long search")
  func longDifferentTexts() throws {
    let old = (0..<50_000).map { "let old\($0) = \($0)\n" }.joined()
    let new = (0..<50_000).map { "let new\($0) = \($0)\n" }.joined()
    let diff = LineDiff(old: old, new: new)
    #expect(diff.added == 50_000)
    #expect(diff.removed == 50_000)
  }

  @Test("Beyond the search's bound the middle is replaced whole: not shortest, but the diff still applies")
  func beyondTheBound() throws {
    // Around one shared line, more changed lines than the search may look through.
    let side = LineDiff.maximumEdits / 2 + 1
    func middle(_ name: String) -> String { (0..<side).map { "\(name) \($0)\n" }.joined() }
    let old = "first\n" + middle("old") + "shared\n" + middle("old too") + "last\n"
    let new = "first\n" + middle("new") + "shared\n" + middle("new too") + "last\n"
    let diff = LineDiff(old: old, new: new)
    // A shortest edit would keep "shared".
    #expect(diff.changes == [LineDiff.Change(old: 1..<(2 * side + 2), new: 1..<(2 * side + 2))])
    let patch = try Patch(parsing: diff.unified(oldLabel: "a/A.swift", newLabel: "b/A.swift"), origin: "test")
    #expect(try patch.apply(to: ["A.swift": old]) == ["A.swift": new])
  }
}
