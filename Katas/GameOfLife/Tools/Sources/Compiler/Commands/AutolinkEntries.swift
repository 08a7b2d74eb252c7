import Foundation
import KataSystem

/// The libraries a link needs, which `swift-autolink-extract` reads from its inputs: the compiler writes
/// the flags each object needs (`-lswiftCore`, `-lXCTest`, …) into its `.swift1_autolink_entries` section.
///
/// The tool's answer depends on those sections alone, and they are nearly always the same from one link to
/// the next, so it is kept in the store, named by their bytes, and a link whose inputs hold the same
/// sections takes it from there instead of starting the tool again.
enum AutolinkEntries {
  static let section = ".swift1_autolink_entries"

  /// The store's entry for a link's `swift-autolink-extract INPUTS -o FILE`: named by the tool and every
  /// input's sections; nil when it is not that command or an input is not an ELF file read here.
  static func entry(of command: [String], toolchain: String, in store: URL) -> (entry: URL, output: URL)? {
    guard let tool = command.first, URL(fileURLWithPath: tool).lastPathComponent == "swift-autolink-extract",
      let flag = command.firstIndex(of: "-o"), flag + 1 < command.count
    else { return nil }
    var key = Fingerprint()
    key.add(toolchain)
    for (offset, argument) in command.enumerated().dropFirst() where offset != flag && offset != flag + 1 {
      guard !argument.hasPrefix("-"), let data = try? Data(contentsOf: URL(fileURLWithPath: argument)),
        let file = ELFFile(data)
      else { return nil }
      key.add("input")
      for contents in file.contents(ofSectionsNamed: section) { key.add(bytes: contents) }
    }
    return (store.appendingPathComponent("autolink-\(key).txt"), URL(fileURLWithPath: command[flag + 1]))
  }
}

extension CompilerCommands {
  /// Runs commands one after the other, until one fails; a link's `swift-autolink-extract` is taken from
  /// the store when its inputs' sections are there (`AutolinkEntries`), and kept there when not.
  func run(_ commands: [[String]], store: BuildStore, timeLimit: Int, children: RunningChildren) throws
    -> ProcessResult
  {
    var output = ""
    for command in commands {
      let autolink = AutolinkEntries.entry(of: command, toolchain: store.toolchain, in: store.folder)
      if let autolink, FileManager.default.fileExists(atPath: autolink.entry.path) {
        try? FileManager.default.removeItem(at: autolink.output)
        try FileManager.default.copyItem(at: autolink.entry, to: autolink.output)
        store.markUsed(autolink.entry)
        continue
      }
      let result = try ChildProcess.run(command, in: folder, timeLimit: timeLimit, children: children)
      if case .stoppedAfter(let seconds) = result.ending {
        throw KataError("the compiler was stopped after \(seconds) s")
      }
      output += result.output
      guard result.succeeded else { return ProcessResult(ending: result.ending, output: output) }
      if let autolink, (try? store.copyWhole(autolink.output, to: autolink.entry)) != nil {
        store.markUsed(autolink.entry)
      }
    }
    return ProcessResult(ending: .exited(0), output: output)
  }
}
