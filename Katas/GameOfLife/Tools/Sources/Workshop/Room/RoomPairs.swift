import Foundation
import KataSystem
import Practice

extension Workspace {
  /// The pairs' packages in `folder`, in name order: a folder with a package, named as `make kata NAME=…`
  /// names one; not an older package kept as `NAME.1`, a hidden folder (a package being made) or the rounds.
  func packages(in folder: URL) -> [PracticePackage] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.wholeMatch(of: /[A-Za-z0-9_-]+/) != nil }.sorted().compactMap { name in
      guard var package = try? PracticePackage(name: name, workspace: self) else { return nil }
      package.folder = folder.appendingPathComponent(name)
      return package.exists ? package : nil
    }
  }
}

extension RoomClient {
  /// The room's one list of pairs: those in `Practice/`, then those published to the room and not here.
  ///
  /// The room is fetched now. A pair here is this clone's own, and fresher than what it last published.
  /// A room out of reach is said in one line, and its pairs are as last fetched.
  func roomPairs(remote given: String = "") throws -> [PracticePackage] {
    let local = workspace.packages(in: workspace.practice)
    guard let published = try publishedRoom(remote: given) else { return local }
    let here = Set(local.map(\.name))
    return local + workspace.packages(in: published.pairs).filter { !here.contains($0.name) }
  }

  /// A pair's package by NAME: in `Practice/`, else as published to the room, for the facilitator's
  /// commands that show one pair (`kata-show`, `spec-html`).
  package func pair(_ name: String, remote given: String = "") throws -> PracticePackage {
    var practice = try PracticePackage(name: name, workspace: workspace)
    if practice.exists { return practice }
    guard let room = try publishedRoom(remote: given) else {
      try practice.requireExists()
      return practice
    }
    practice.folder = room.pairs.appendingPathComponent(name)
    guard practice.exists else {
      let names = (workspace.packages(in: workspace.practice) + workspace.packages(in: room.pairs)).map(
        \.name)
      throw KataError(
        "there is no practice package Practice/\(name), and no pair has published \(name) to \(room.remote)"
          + (Nearest.word(to: name, among: names).map { "; did you mean NAME=\($0)?" } ?? ""))
    }
    say("\(name), as last published to \(room.remote):")
    return practice
  }

  /// The room, fetched now, when one is given or named.
  private func publishedRoom(remote given: String) throws -> PublishedRoom? {
    guard let remote = Room(workspace: workspace).remote(given: given) else { return nil }
    let room = PublishedRoom(workspace: workspace, remote: remote)
    if let problem = try room.update() { say(problem) }
    return room
  }
}
