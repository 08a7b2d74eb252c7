import Foundation

/// A buggy `Game`: the library's sources with one mistake people really make written into them.
///
/// A mutant file reads like this (the first `#` line says the bug in plain words, the others why it is
/// a real mistake; `-` lines are the code as the library has it, `+` lines what the mutant has instead):
///
/// ```
/// # A dead cell with two live neighbours comes alive.
/// # The birth rule as a widely read blog post on this kata states it: B2 instead of B3.
/// file: Rule.swift
/// - case (.dead, 3): .reproduction
/// + case (.dead, 2): .reproduction
/// ```
struct Mutant {
  struct Change {
    var file: String
    var original: [String] = []
    var replacement: [String] = []
  }

  var name: String
  var bug: String
  var why: [String] = []
  var changes: [Change] = []

  init(file path: String) throws {
    name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    bug = name
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var sawBug = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("#") {
        let words = line.dropFirst().trimmingCharacters(in: .whitespaces)
        if sawBug { why.append(words) } else { bug = words }
        sawBug = true
      } else if line.hasPrefix("file:") {
        changes.append(Change(file: line.dropFirst(5).trimmingCharacters(in: .whitespaces)))
      } else if line.hasPrefix("-") || line.hasPrefix("+") {
        guard !changes.isEmpty else {
          throw KataError("\(path), line \(number + 1): a change before any 'file:' line")
        }
        let code = String(line.dropFirst().drop { $0 == " " })
        if line.hasPrefix("-") {
          if !changes[changes.count - 1].replacement.isEmpty {
            changes.append(Change(file: changes[changes.count - 1].file))
          }
          changes[changes.count - 1].original.append(code)
        } else {
          changes[changes.count - 1].replacement.append(code)
        }
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        throw KataError("\(path), line \(number + 1): expected '#', 'file:', '-' or '+'")
      }
    }
    guard !changes.isEmpty, changes.allSatisfy({ !$0.original.isEmpty }) else {
      throw KataError("\(path): a mutant needs a 'file:' line and at least one '-' line")
    }
  }

  /// Writes the mutated sources into `folder`, which already holds a copy of the library's sources.
  ///
  /// Each original block must be found exactly once (lines compared without their indentation), so a
  /// mutant that no longer fits the library fails loudly instead of silently testing the right code.
  func apply(in folder: String) throws {
    for change in changes {
      let path = "\(folder)/\(change.file)"
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw KataError("mutant \(name): no file \(change.file) in the library's sources")
      }
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
      let starts = trimmed.indices.filter { start in
        start + change.original.count <= trimmed.count
          && Array(trimmed[start..<start + change.original.count]) == change.original
      }
      guard starts.count == 1, let start = starts.first else {
        throw KataError(
          "mutant \(name): the lines to change are found \(starts.count) times in \(change.file), not once:\n  "
            + change.original.joined(separator: "\n  "))
      }
      let indentation = String(lines[start].prefix { $0 == " " })
      lines.replaceSubrange(
        start..<start + change.original.count, with: change.replacement.map { indentation + $0 })
      try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}

/// A mistake in how the kata tool was called or in one of its files.
struct KataError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
