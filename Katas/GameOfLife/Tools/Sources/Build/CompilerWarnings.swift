import Foundation
import KataSystem

/// What the compiler warned of in the learner's own files, each warning remembered with the text of the
/// file it came from.
///
/// `swift build` shows a file's warnings only in the build that compiles the file: a learner sees them
/// once, or first mixed with a later edit's errors. A light shows every warning the learner's files have
/// now, as Xcode does: what this build said of the files it compiled, and what an earlier build said of
/// the others, kept while their text is the same. The warnings of the files the tool writes (the list of
/// XCTest tests, the entry point) and of the toolchain's are never the learner's, and are left out.
struct CompilerWarnings {
  /// The remembered warnings, by a file's path and the fingerprint of its text.
  var known: [String: [String]]

  /// At most this many files' warnings are kept besides those of the files built now.
  static let othersKept = 200

  /// Reads the warnings `readable` output names, by the learner's path: only the first line of each,
  /// `Practice/ada/Sources/GameOfLife/Game.swift:3:7: warning: …`.
  static func said(in readable: String, of files: Set<String>) -> [String: [String]] {
    var said: [String: [String]] = [:]
    for line in readable.split(separator: "\n") {
      guard let match = line.wholeMatch(of: /(.+?):\d+:\d+: warning: .*/), files.contains(String(match.1))
      else { continue }
      let path = String(match.1)
      if !(said[path] ?? []).contains(String(line)) { said[path, default: []].append(String(line)) }
    }
    return said
  }

  /// The files `swift build` says it compiled (`[3/5] Compiling GameOfLife Game.swift, Rule.swift`), by
  /// the learner's path.
  static func compiledBySwiftBuild(_ output: String, in variant: Variant) -> Set<String> {
    var compiled: Set<String> = []
    for line in output.split(separator: "\n") {
      guard let match = line.firstMatch(of: /Compiling (\S+) (.+\.swift)$/) else { continue }
      let names = Set(match.2.split(separator: ", ").map { fileName(String($0)) })
      for target in variant.targets where target.moduleName == match.1 {
        for file in target.files.keys where names.contains(fileName(file)) {
          compiled.insert("\(target.origin)/\(file)")
        }
      }
    }
    return compiled
  }

  private static func key(_ path: String, _ text: String) -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(text)
    return "\(path) \(fingerprint)"
  }

  /// Takes in a build: the warnings it said of each file, and that the files it compiled without one
  /// have none; returns every warning of the variant's files now, in file and line order.
  mutating func learn(said: [String: [String]], compiled: Set<String>, files: [String: String]) -> [String] {
    for (path, text) in files {
      if let warnings = said[path] {
        known[Self.key(path, text)] = warnings
      } else if compiled.contains(path) {
        known[Self.key(path, text)] = nil
      }
    }
    let now = Set(files.map { Self.key($0.key, $0.value) })
    for other in known.keys.filter({ !now.contains($0) }).sorted().dropFirst(Self.othersKept) {
      known[other] = nil
    }
    return files.keys.sorted().flatMap { path in
      (known[Self.key(path, files[path] ?? "")] ?? []).sorted { Self.place(of: $0) < Self.place(of: $1) }
    }
  }

  /// A warning's line and column, to order a file's warnings by.
  private static func place(of warning: String) -> (Int, Int) {
    guard let match = warning.firstMatch(of: /:(\d+):(\d+): warning:/) else { return (0, 0) }
    return (Int(match.1) ?? 0, Int(match.2) ?? 0)
  }
}

extension ScratchPackage {
  private var warningsFile: URL { folder.appendingPathComponent("warnings.json") }

  /// Whether the package's builds remember their warnings: not those of a tool before it did.
  var remembersWarnings: Bool { FileManager.default.fileExists(atPath: warningsFile.path) }

  /// Every warning of the variant's own files, once a build of it succeeded: what the compiler said in
  /// this build of the files it compiled, and what earlier builds said of the others.
  ///
  /// - Parameters:
  ///   - output: all the compiler said in this build.
  ///   - compiled: the files this build compiled, by the learner's path (`Practice/ada/Sources/…`).
  func warnings(after output: String, compiled: Set<String>, for variant: Variant) -> [String] {
    var files: [String: String] = [:]
    for target in variant.targets {
      for (file, text) in target.files { files["\(target.origin)/\(file)"] = text }
    }
    // Most builds warn of nothing: their output is not made readable, which reads every file's lines.
    let said =
      output.contains(": warning: ")
      ? CompilerWarnings.said(in: readable(output, for: variant), of: Set(files.keys)) : [:]
    let stored = (try? Data(contentsOf: warningsFile)).flatMap {
      try? JSONDecoder().decode([String: [String]].self, from: $0)
    }
    var memory = CompilerWarnings(known: stored ?? [:])
    let warnings = memory.learn(said: said, compiled: compiled, files: files)
    if memory.known != stored {
      try? JSONEncoder().encode(memory.known).writeRecord(to: warningsFile)
    }
    return warnings
  }
}
