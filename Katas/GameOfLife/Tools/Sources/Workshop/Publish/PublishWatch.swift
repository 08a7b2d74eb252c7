import Foundation
import KataSystem
import Practice

extension Publisher {
  /// Publishes now, then whenever the history changed (looked at every 2 s), until `q` or Ctrl-C.
  ///
  /// A remote out of reach is said once and tried again at the next run: the runs wait in the history.
  /// - Returns: false when another clone publishes under this name, the one thing worth stopping for.
  func watch() -> Bool {
    let reporter = reporter
    Terminal.readKeys { key in
      if Terminal.quitKeys.contains(key) {
        reporter.write("\nStopped.\n")
        Interruption.stopEverything(exitCode: 0)
      }
    }
    reporter.write("Publishing \(practice.path) to \(branch) of \(remote) after each run. q quits.\n")
    var tried: String?
    while true {
      let state = historyState()
      if state != tried {
        tried = state
        do {
          for line in try publishEarlierPackages() {
            reporter.write(clock(Date(), seconds: true, in: .current) + " " + line + "\n")
          }
          let outcome = try publish()
          reporter.write(clock(Date(), seconds: true, in: .current) + " " + message(outcome) + "\n")
          if outcome.isPublished, let late = try keepLate() { reporter.write(late + "\n") }
          if outcome == .anotherClone { return false }
        } catch {
          reporter.write("Error: \(FileProblem(error, root: practice.workspace.root))\n")
        }
      }
      Thread.sleep(forTimeInterval: 2)
    }
  }

  /// The history's files with their sizes and times: it changes whenever an entry is written.
  func historyState() -> String {
    let folder = History(practice: practice).folder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      let size = attributes?[.size] as? Int ?? 0
      let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(name) \(size) \(time)"
    }.joined(separator: "\n")
  }
}
