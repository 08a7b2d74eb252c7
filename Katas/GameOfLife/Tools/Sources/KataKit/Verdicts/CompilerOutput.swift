/// What the compiler said, as a reader wants it: every diagnostic whole, once.
///
/// SwiftPM runs the compiler more than once over a broken file (to emit the module, then to compile it),
/// so each diagnostic comes twice or more; its progress lines and the tool's fingerprint lines in the
/// code excerpts say nothing about the mistake.
struct CompilerOutput {
  var text: String

  init(_ text: String) { self.text = text }

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
    let texts = blocks.map { $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
    return texts.filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: "\n\n")
  }
}
