import Foundation
import KataSystem
import Practice

extension Publisher {
  /// The pair's packages this clone keeps: made again (`NAME.N`), or kept at a round's end.
  func keptPackages() -> [PracticePackage] {
    let workspace = practice.workspace
    let files = FileManager.default
    var kept: [PracticePackage] = []
    for entry in (try? files.contentsOfDirectory(atPath: workspace.practice.path)) ?? [] {
      guard entry.hasPrefix(practice.name + "."), Int(entry.dropFirst(practice.name.count + 1)) != nil,
        let package = try? PracticePackage(name: entry, workspace: workspace)
      else { continue }
      kept.append(package)
    }
    let archive = WorkshopArchive(workspace: workspace)
    for number in archive.roundNumbers() {
      kept += archive.pairs(inRound: number).filter { $0.name == practice.name }
    }
    return kept
  }

  /// Publishes each package the pair made before starting again with FORCE=1, `Practice/NAME.N`, to its
  /// own branch `practice/NAME.N`, once: its runs stay in the room beside the new package's.
  ///
  /// - Returns: a line for each package published, or that could not be.
  func publishEarlierPackages() throws -> [String] {
    try keptPackages().filter { $0.name.contains(".") }.compactMap { package in
      let publisher = Publisher(practice: package, remote: remote, reporter: reporter)
      let done = publisher.git.directory.appendingPathComponent("published")
      guard !FileManager.default.fileExists(atPath: done.path) else { return nil }
      let outcome = try publisher.publish()
      if outcome.isPublished { try Data().write(to: done) }
      return publisher.message(outcome)
    }
  }
}
