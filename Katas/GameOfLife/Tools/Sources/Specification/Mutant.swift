import Build
import Foundation
import KataSystem

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
package struct Mutant: Sendable {
  struct Change: Sendable {
    var file: String
    var original: [String] = []
    var replacement: [String] = []
  }

  package var name: String
  package var bug: String
  package var why: [String] = []
  var changes: [Change] = []

  package init(name: String, text: String) throws {
    self.name = name
    bug = name
    var sawBug = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let place = "\(name).mutant, line \(number + 1)"
      if line.hasPrefix("#") {
        let words = line.dropFirst().trimmingCharacters(in: .whitespaces)
        if sawBug { why.append(words) } else { bug = words }
        sawBug = true
      } else if line.hasPrefix("file:") {
        changes.append(Change(file: line.dropFirst(5).trimmingCharacters(in: .whitespaces)))
      } else if line.hasPrefix("-") || line.hasPrefix("+") {
        guard var change = changes.popLast() else {
          throw KataError("\(place): a change before any 'file:' line")
        }
        let code = String(line.dropFirst().drop { $0 == " " })
        if line.hasPrefix("-") {
          // A '-' after '+' lines starts the next change in the same file.
          if !change.replacement.isEmpty {
            changes.append(change)
            change = Change(file: change.file)
          }
          change.original.append(code)
        } else {
          change.replacement.append(code)
        }
        changes.append(change)
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        throw KataError("\(place): expected '#', 'file:', '-' or '+'")
      }
    }
    guard !changes.isEmpty, changes.allSatisfy({ !$0.original.isEmpty }) else {
      throw KataError("\(name).mutant: a mutant needs a 'file:' line and at least one '-' line")
    }
  }

  /// Every mutant of a folder, in the order of their file names.
  package static func all(in folder: URL) throws -> [Mutant] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".mutant") }.sorted()
    return try names.map { file in
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      return try Mutant(name: String(file.dropLast(".mutant".count)), text: text)
    }
  }

  /// The library's sources with this mutant's changes made.
  ///
  /// Each original block must be found exactly once (lines compared without their indentation), so a
  /// mutant that no longer fits the library is refused instead of silently testing the right code.
  package func apply(to files: SourceFiles) throws -> SourceFiles {
    var files = files
    for change in changes {
      guard let text = files[change.file] else {
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
          "mutant \(name): the lines to change are found \(starts.count) times in \(change.file), not once: "
            + change.original.joined(separator: " / "))
      }
      let indentation = String(lines[start].prefix { $0 == " " })
      lines.replaceSubrange(
        start..<start + change.original.count, with: change.replacement.map { indentation + $0 })
      files[change.file] = lines.joined(separator: "\n")
    }
    return files
  }
}
