import Foundation
import KataSystem

/// The store: what a build used is kept, the rest pruned, and what a caught binary was made from forgotten.
extension CompilerBuild {

  /// Keeps the entries this build used and the most recent others, `keeping` in all, once there are a
  /// quarter more: each light adds a few, and pruning costs every light that prunes a look at each entry.
  func prune(keeping: Int = 400) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: store.path)) ?? []
    let entries = names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".json") }
    guard entries.count > keeping + keeping / 4 else { return }
    let used = lock.withLock { Set(self.used.map(\.lastPathComponent)) }
    let others = entries.filter { !used.contains($0) }.map { name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: store.appendingPathComponent(name).path)
      return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
    }
    for (old, _) in others.sorted(by: { $0.1 > $1.1 }).dropFirst(max(0, keeping - used.count)) {
      try? FileManager.default.removeItem(at: store.appendingPathComponent(old))
    }
  }

  /// Removes every entry this build used, so that the next build compiles them all anew.
  func forgetUsed() {
    for entry in lock.withLock({ used }) { try? FileManager.default.removeItem(at: entry) }
  }

  func markUsed(_ entry: URL) {
    // The time orders entries for pruning, most recently used first; it proves nothing.
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
    _ = lock.withLock { used.insert(entry.standardizedFileURL) }
  }

  func workFolder(for name: String) throws -> URL {
    let work = store.appendingPathComponent(".work-\(name)")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    return work
  }

  func run(_ commands: [[String]]) throws -> ProcessResult {
    var output = ""
    for command in commands {
      // The libraries a link needs, as the tool found them for inputs with the same autolink sections.
      let autolink = AutolinkEntries.entry(of: command, toolchain: toolchain, in: store)
      if let autolink, FileManager.default.fileExists(atPath: autolink.entry.path) {
        try? FileManager.default.removeItem(at: autolink.output)
        try FileManager.default.copyItem(at: autolink.entry, to: autolink.output)
        markUsed(autolink.entry)
        continue
      }
      let result = try ChildProcess.run(command, in: self.commands.folder, timeLimit: timeLimit)
      if case .stoppedAfter(let seconds) = result.ending {
        throw KataError("the compiler was stopped after \(seconds) s")
      }
      output += result.output
      guard result.succeeded else { return ProcessResult(ending: result.ending, output: output) }
      if let autolink {
        let partial = autolink.entry.deletingLastPathComponent().appendingPathComponent(
          ".partial-\(autolink.entry.lastPathComponent)")
        try? FileManager.default.removeItem(at: partial)
        if (try? FileManager.default.copyItem(at: autolink.output, to: partial)) != nil {
          try? FileManager.default.moveItem(at: partial, to: autolink.entry)
          markUsed(autolink.entry)
        }
      }
    }
    return ProcessResult(ending: .exited(0), output: output)
  }
}
