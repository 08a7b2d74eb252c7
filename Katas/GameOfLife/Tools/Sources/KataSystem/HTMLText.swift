import Foundation

/// Writes the page whole or not at all, making its folder first.
package func writePage(_ html: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(html.utf8).write(to: url, options: .atomic)
}

/// Lines of a page being written.
package struct HTMLText {
  package var lines: [String] = []

  package init() {}

  package mutating func add(_ line: String) { lines.append(line) }
  package var text: String { lines.joined(separator: "\n") + "\n" }
}
