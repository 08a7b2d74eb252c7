import Build
import Foundation
import KataSystem

/// One step's change to the Game's sources, as a unified diff.
///
/// Each kata step is stored once, as the difference from the step before, in the form `diff -u` and
/// `git diff` print:
///
/// ```
/// --- a/Game+Neighbours.swift
/// +++ b/Game+Neighbours.swift
/// @@ -3,7 +3,9 @@
///    (three lines of context: they must be there, unchanged)
/// -  (a line the step removes)
/// +  (a line the step adds)
/// ```
///
/// Applying it is strict on purpose. Unlike `patch`, which looks a few lines up and down and applies a
/// hunk wherever it fits ("fuzz"), every hunk must match at exactly the line it names: a step that no
/// longer fits the step before must fail loudly, not quietly build something else.
package struct Patch: Sendable {
  /// The change to one file.
  struct FileChange: Sendable {
    /// The path before and after the change; `nil` stands for `/dev/null`, so a file the patch creates
    /// has no old path and a file it deletes no new one.
    var oldPath: String?
    var newPath: String?
    var hunks: [Hunk] = []

    var path: String { newPath ?? oldPath ?? "" }
  }

  /// One `@@ -l,c +l,c @@` block: the lines it expects to find from line `oldStart`, and what replaces them.
  struct Hunk: Sendable {
    /// The header as the patch wrote it, without the text some tools add after it, to name it in messages.
    var header: String
    var oldStart: Int
    var newStart: Int
    /// The lines before (context and removed) and after (context and added).
    ///
    /// Each keeps its "\n", so that a last line without one (`\ No newline at end of file`) is a line
    /// without one here too.
    var old: [String] = []
    var new: [String] = []
  }

  let origin: String
  let changes: [FileChange]

  /// Reads a unified diff.
  ///
  /// `origin` names where it comes from in messages,
  /// e.g. "step 05 (Katas/GameOfLife/steps/05-torus/step.patch)".
  ///
  /// - Throws: ``KataError`` when the text is not a unified diff, naming `origin` and the line.
  package init(parsing text: String, origin: String) throws {
    self.origin = origin
    // The patch's own lines, without their "\n". Split on "\n" alone: Swift counts "\r\n" as one
    // character, and a file with Windows line endings must keep its "\r"s.
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
    if lines.last == "" { lines.removeLast() }  // the "line" after the patch's last newline

    func malformed(_ index: Int, _ problem: String) -> KataError {
      KataError("\(origin), line \(index + 1): \(problem)")
    }

    // git's extended header lines: the `---` and `+++` lines after them say all that is needed, but they
    // must come, or the change is one of those git writes without them (an empty file, a mode change).
    var gitHeader: Int?  // the first of them, while its `---` line has not come yet
    func noFile(_ index: Int) -> KataError {
      malformed(index, "`\(lines[index])` is not followed by `--- a/path` and `+++ b/path` lines")
    }

    var changes: [FileChange] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if ["diff ", "index ", "new file mode ", "deleted file mode "].contains(where: line.hasPrefix) {
        if line.hasPrefix("diff "), let header = gitHeader { throw noFile(header) }
        gitHeader = gitHeader ?? index
        index += 1
      } else if line.hasPrefix("--- ") {
        gitHeader = nil
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
          throw malformed(index + 1, "expected `+++ b/path` after `\(line)`")
        }
        var change = FileChange(oldPath: Self.path(in: line), newPath: Self.path(in: lines[index + 1]))
        if change.oldPath == nil && change.newPath == nil {
          throw malformed(index, "both sides are /dev/null: the patch names no file")
        }
        if let old = change.oldPath, let new = change.newPath, old != new {
          throw malformed(index, "renaming \(old) to \(new) is not supported")
        }
        if changes.contains(where: { $0.path == change.path }) {
          throw malformed(index, "\(change.path) is patched twice: put all its hunks under one header")
        }
        index += 2
        while index < lines.count, lines[index].hasPrefix("@@") {
          let hunk = try Self.hunk(at: &index, in: lines, malformed: malformed)
          change.hunks.append(hunk)
        }
        if change.hunks.isEmpty {
          throw malformed(index, "expected a hunk header `@@ -l,c +l,c @@` for \(change.path)")
        }
        changes.append(change)
      } else {
        throw malformed(index, "expected `diff`, `index` or `--- a/path`, found `\(line)`")
      }
    }
    if let header = gitHeader { throw noFile(header) }
    self.changes = changes
  }

  /// The paths the patch changes, creates or deletes, in the order the patch names them.
  package var paths: [String] { changes.map(\.path) }

  /// Applies every hunk strictly, with no fuzz.
  ///
  /// The context and removed lines must match the file exactly at the hunk's stated line. A file created
  /// by the patch (`--- /dev/null`) must not exist yet; a deleted file (`+++ /dev/null`) must match wholly.
  ///
  /// - Throws: ``KataError`` naming the origin, the file and the hunk for anything that does not apply.
  package func apply(to files: SourceFiles) throws -> SourceFiles {
    var files = files
    for change in changes {
      let path = change.path
      func refused(_ problem: String) -> KataError { KataError("\(origin): \(path): \(problem)") }

      let before: [String]
      if change.oldPath == nil {
        guard files[path] == nil else { throw refused("the patch creates this file, but it exists already") }
        before = []
      } else {
        guard let text = files[path] else { throw refused("there is no such file to patch") }
        before = Self.lines(of: text)
      }

      // Copy the file's lines to `after`, replacing each hunk's old lines with its new ones on the way.
      var after: [String] = []
      var next = 0  // the index in `before` of the first line not yet copied
      for hunk in change.hunks {
        func doesNotApply(_ reason: String) -> KataError {
          refused("hunk \(hunk.header) does not apply: \(reason)")
        }
        // A hunk that removes nothing names the line it inserts after (0: at the top); any other hunk names
        // its first line.
        let start = hunk.old.isEmpty ? hunk.oldStart : hunk.oldStart - 1
        guard start >= next else { throw doesNotApply("it overlaps the hunk before it, or comes before it") }
        guard start + hunk.old.count <= before.count else {
          throw doesNotApply("it reaches line \(start + hunk.old.count), the file has \(before.count) lines")
        }
        after += before[next..<start]
        // The header says where the new lines land too; a patch that disagrees with itself is not trusted.
        let newStart = hunk.new.isEmpty ? after.count : after.count + 1
        guard newStart == hunk.newStart else {
          throw doesNotApply("its new lines would start at line \(newStart), not at line \(hunk.newStart)")
        }
        for (offset, expected) in hunk.old.enumerated()
        where !Self.sameBytes(before[start + offset], expected) {
          throw doesNotApply(
            Self.mismatch(line: start + offset + 1, reads: before[start + offset], expects: expected))
        }
        after += hunk.new
        next = start + hunk.old.count
      }
      after += before[next...]

      // Only the last line may lack a newline; elsewhere the patch would have glued two lines together.
      guard after.dropLast().allSatisfy(Self.endsWithNewline) else {
        throw refused("the patch leaves a line without a newline in the middle of the file")
      }
      if change.newPath == nil {
        guard after.isEmpty else {
          throw refused("the patch deletes this file, but the file goes on after the lines the patch removes")
        }
        files[path] = nil
      } else {
        files[path] = after.joined()
      }
    }
    return files
  }

  // MARK: Lines

  /// A file's lines, each with its "\n" but perhaps the last, so that joining them gives the very same
  /// text back, down to whether it ends in a newline.
  package static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for scalar in text.unicodeScalars {
      line.unicodeScalars.append(scalar)
      if scalar == "\n" {
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  package static func endsWithNewline(_ line: String) -> Bool { line.unicodeScalars.last == "\n" }

  /// Compares bytes, not characters: Swift finds "é" written as one code point or as two equal; a patch
  /// must not.
  static func sameBytes(_ first: String, _ second: String) -> Bool { first.utf8.elementsEqual(second.utf8) }

  /// Says how a line of the file differs from what the patch expects there.
  static func mismatch(line number: Int, reads actual: String, expects expected: String) -> String {
    func shown(_ line: String) -> String {
      endsWithNewline(line) ? String(Substring(line.unicodeScalars.dropLast())) : line
    }
    if sameBytes(shown(actual), shown(expected)) {
      return endsWithNewline(actual)
        ? "line \(number) ends with a newline, the patch expects none"
        : "line \(number) ends without a newline, the patch expects one"
    }
    return "line \(number) reads `\(shown(actual))`, the patch expects `\(shown(expected))`"
  }
}
