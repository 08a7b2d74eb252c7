import Foundation

/// The names the compiler looked up or declared while compiling one file, as it records them for an
/// incremental build, kept beside the file's object: its dependency graph, in Graphviz's text
/// (`-emit-reference-dependencies-path` with `-emit-fine-grained-dependency-sourcefile-dot-files`).
///
/// A file that never looked up any name an edit changed (`DeclarationChanges`), nor the whole set of
/// members of a type the edit extended, compiles to the same object after the edit: so its object is
/// kept instead of compiled again. This is the decision Swift's own incremental build makes from the
/// same record, taken more cautiously: by any mention of a name, not by the compiler's fingerprints.
///
/// Each node of the graph is a line, `"id" [ label = "NAME in here", shape = SHAPE , …`: what the file
/// declares is "in here", what it depends on "somewhere else"; a whole set of members is an ellipse
/// named `TYPE.*`. It is searched, not parsed: the tool is a debug build, and the C library's search is
/// fast in it too.
struct LookedUpNames {
  let graph: Data

  init?(graph: Data) {
    guard graph.starts(with: Data("digraph".utf8)) else { return nil }
    self.graph = graph
  }

  /// Whether an edit's changes may change what this file compiles to.
  func reached(by changes: DeclarationChanges) -> Bool {
    if changes.names.contains(where: mentions) { return true }
    if changes.extended.isEmpty { return false }
    return wholeMemberSets.contains { context in
      // A type the compiler names in a form of its own (an extension's mangled name) is any type.
      let parts = context.split(separator: ".", omittingEmptySubsequences: false)
      let plain = parts.allSatisfy { part in
        part.first.map { $0.isLetter || $0 == "_" } == true
          && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      return !plain || parts.last.map { changes.extended.contains(String($0)) } == true
    }
  }

  /// Whether a name is a whole word of some label: not part of a longer name.
  func mentions(_ name: String) -> Bool {
    let word = Array(name.utf8)
    return occurrences(of: word).contains { start, end in
      !isWordByte(at: start - 1) && !isWordByte(at: end)
    }
  }

  /// The types whose whole set of members the file depends on, as the compiler names them.
  var wholeMemberSets: [String] {
    let marker = Array(".* in somewhere else\", shape = ellipse".utf8)
    let opening = UInt8(ascii: "\"")
    return graph.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return occurrences(of: marker).map { start, _ in
        // Back to the quote that opens the label.
        var first = start
        while first > 0 && bytes[first - 1] != opening { first -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<start]), as: UTF8.self)
      }
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
