import KataSystem

/// What the compiler said, as a reader wants it: every diagnostic whole, once.
///
/// SwiftPM runs the compiler more than once over a broken file (to emit the module, then to compile it),
/// so each diagnostic comes twice or more; its progress lines and the tool's fingerprint lines in the
/// code excerpts say nothing about the mistake. The fingerprint line the tool adds at the end of each file
/// is never shown: a diagnostic past the end of a learner's file is placed on its last line.
struct CompilerOutput {
  var text: String
  /// How many lines each of the reader's files has, by the path the output names it with.
  var lineCounts: [String: Int]

  init(_ text: String, lineCounts: [String: Int] = [:]) {
    self.text = text
    self.lineCounts = lineCounts
  }

  var readable: String {
    let noise =
      /^(\[\d+\/\d+\] |Building for |Build of |Write |Planning build|Compiling plugin|Build complete|error: emit-module command failed|error: compile command failed|error: fatalError)/
    var blocks: [[Substring]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.firstMatch(of: noise) != nil || line.contains("_kataFingerprint()") { continue }
      if line.firstMatch(of: #/^\S[^:]*:\d+:\d+: (error|warning|note): /#) != nil || blocks.isEmpty {
        blocks.append([line])
      } else {
        blocks[blocks.count - 1].append(line)
      }
    }
    var seen: Set<String> = []
    let texts = blocks.map(withinTheFile).map {
      $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return texts.filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: "\n\n")
  }

  /// A diagnostic with its place and its excerpt kept within the lines of the reader's own file.
  private func withinTheFile(_ block: [Substring]) -> [Substring] {
    guard let first = block.first, let header = first.firstMatch(of: #/^([^:]+):(\d+):(\d+): /#),
      let last = lineCounts[String(header.1)], let line = Int(header.2), line > last
    else { return block }
    let placed = "\(header.1):\(last):1: " + first[header.range.upperBound...]
    let excerpt = block.dropFirst().filter { line in
      guard let number = line.firstMatch(of: #/^\s*(\d+) \|/#).flatMap({ Int($0.1) }) else { return true }
      return number <= last
    }
    return [Substring(placed)] + excerpt
  }
}
