import Foundation
import KataSystem
import Verdicts

/// Reading a unified diff: its file lines and its hunks.
extension Patch {
  /// The path in a `--- a/Game.swift` or `+++ b/Game.swift` line, or `nil` for `/dev/null`.
  static func path(in line: String) -> String? {
    // `diff -u` writes a tab and the file's date after the name; git writes a/ and b/ before it.
    var path = line.dropFirst(4).prefix { $0 != "\t" }
    if path == "/dev/null" { return nil }
    if path.hasPrefix("a/") || path.hasPrefix("b/") { path = path.dropFirst(2) }
    return String(path)
  }

  /// Reads the hunk whose header is at `index`, and moves `index` past it.
  static func hunk(
    at index: inout Int, in lines: [String], malformed: (Int, String) -> KataError
  ) throws -> Hunk {
    // `@@ -l,c +l,c @@`, where a missing `,c` means one line; some tools add a function name after it.
    let words = lines[index].split(separator: " ", omittingEmptySubsequences: false)
    guard words.count >= 4, words[0] == "@@", words[3] == "@@",
      words[1].first == "-", let old = lineRange(words[1].dropFirst()),
      words[2].first == "+", let new = lineRange(words[2].dropFirst())
    else {
      throw malformed(index, "expected a hunk header `@@ -l,c +l,c @@`, found `\(lines[index])`")
    }
    var hunk = Hunk(header: words[0...3].joined(separator: " "), oldStart: old.start, newStart: new.start)
    let headerIndex = index
    index += 1

    // The header counts the lines on each side, so it says where the hunk ends.
    var lastMark: Unicode.Scalar?  // how the line before starts, for a `\` line to mark
    while hunk.old.count < old.count || hunk.new.count < new.count
      || (index < lines.count && lines[index].hasPrefix("\\"))
    {
      guard index < lines.count else {
        throw malformed(index, "the patch ends inside hunk \(hunk.header), which counts more lines")
      }
      // Taken apart by code point, not by character, so that "+" and an accent after it stay two things.
      let line = lines[index]
      let mark = line.unicodeScalars.first
      let text = String(Substring(line.unicodeScalars.dropFirst())) + "\n"
      switch mark {
      // An empty line is a context line whose one space an editor trimmed, as `git apply` accepts.
      case " ", nil:
        hunk.old.append(text)
        hunk.new.append(text)
      case "-": hunk.old.append(text)
      case "+": hunk.new.append(text)
      case "\\":
        // `\ No newline at end of file` (in whatever language diff speaks): the line before has no "\n".
        switch lastMark {
        case " ":
          dropNewline(from: &hunk.old)
          dropNewline(from: &hunk.new)
        case "-": dropNewline(from: &hunk.old)
        case "+": dropNewline(from: &hunk.new)
        default: throw malformed(index, "`\(line)` follows no line of hunk \(hunk.header)")
        }
      default:
        throw malformed(
          index, "expected ' ', '-', '+' or '\\' to start a line of hunk \(hunk.header), found `\(line)`")
      }
      lastMark = mark ?? " "
      index += 1
      guard hunk.old.count <= old.count, hunk.new.count <= new.count else {
        throw malformed(headerIndex, "hunk \(hunk.header) has more lines than its header counts")
      }
    }
    // A line without a newline can only be a file's last, so it must be the last of its side.
    guard hunk.old.dropLast().allSatisfy(endsWithNewline), hunk.new.dropLast().allSatisfy(endsWithNewline)
    else {
      throw malformed(headerIndex, "in hunk \(hunk.header) a line other than the last has no newline")
    }
    return hunk
  }

  /// `l,c` or `l` (one line): where a hunk starts and how many lines it spans.
  static func lineRange(_ text: Substring) -> (start: Int, count: Int)? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(numbers.count),
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let start = Int(numbers[0]), let count = numbers.count == 2 ? Int(numbers[1]) : 1,
      start >= 0, count >= 0, count == 0 || start > 0  // a hunk with lines starts at line 1 or later
    else { return nil }
    return (start, count)
  }

  /// Takes the "\n" off the last line read.
  static func dropNewline(from lines: inout [String]) {
    if let last = lines.popLast() { lines.append(String(Substring(last.unicodeScalars.dropLast()))) }
  }
}
