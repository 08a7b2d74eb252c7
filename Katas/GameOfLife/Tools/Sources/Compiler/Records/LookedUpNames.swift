import Foundation

/// The names the compiler looked up or declared while compiling one file, as it records them for an
/// incremental build, kept beside the file's object: its dependency graph, in Graphviz's text
/// (`-emit-reference-dependencies-path` with `-emit-fine-grained-dependency-sourcefile-dot-files`).
///
/// A file that never looked up any name an edit changed (`DeclarationChanges`) compiles to the same object
/// after the edit: so its object is kept instead of compiled again. Swift's own incremental build decides
/// from the same record; this is more cautious in that any mention of a name counts, whatever the
/// compiler's fingerprints say, and less in one rule, below.
///
/// Each node of the graph is a line, `"id" [ label = "NAME in here", shape = SHAPE , …`: what the file
/// declares is "in here", what it depends on "somewhere else". The compiler records each name a file looks
/// up, found or not, a conformance's witnesses too. It also records that a file depends on every member of a
/// type (`TYPE.*`) when the file uses the type's conformance, extends it or inherits from it. Swift's build
/// compiles such a file again for any new member; here that record is not read: a named edit adds, removes or
/// changes declarations (a plain extension is only its members), never a conformance or a superclass, and a
/// file that uses a declaration looks it up by its name. The graph is searched, not parsed: the tool is a
/// debug build, and the C library's search is fast in it too.
struct LookedUpNames {
  let graph: Data

  init?(graph: Data) {
    guard graph.starts(with: Data("digraph".utf8)) else { return nil }
    self.graph = graph
  }

  /// Whether an edit's changes may change what this file compiles to.
  func reached(by changes: DeclarationChanges) -> Bool {
    changes.names.contains(where: mentions)
  }

  /// Whether a name is a whole word of some label: not part of a longer name.
  func mentions(_ name: String) -> Bool {
    let word = Array(name.utf8)
    return occurrences(of: word).contains { start, end in
      !isWordByte(at: start - 1) && !isWordByte(at: end)
    }
  }

  /// Where `word` occurs in the graph, each as its first offset and the offset after it.
  private func occurrences(of word: [UInt8]) -> [(Int, Int)] {
    guard let first = word.first else { return [] }
    return graph.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return [] }
      var found: [(Int, Int)] = []
      var offset = 0
      while offset + word.count <= raw.count,
        let hit = memchr(base + offset, Int32(first), raw.count - offset - word.count + 1)
      {
        let start = base.distance(to: UnsafeRawPointer(hit))
        let same = word.withUnsafeBytes { $0.baseAddress.map { memcmp(base + start, $0, word.count) == 0 } }
        if same == true {
          found.append((start, start + word.count))
        }
        offset = start + 1
      }
      return found
    }
  }

  /// Whether the byte at an offset can be part of a name: a letter, a digit, `_`, or a byte of a
  /// character beyond ASCII.
  private func isWordByte(at offset: Int) -> Bool {
    guard offset >= 0 && offset < graph.count else { return false }
    let byte = graph[graph.startIndex + offset]
    return byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
      || (0x61...0x7A).contains(byte)
  }
}
