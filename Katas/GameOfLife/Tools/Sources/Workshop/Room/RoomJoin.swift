import Foundation
import KataSystem
import Verdicts

/// The pairs who joined the room: each pair's first `make kata` or `make kata-test` in a clone that names a
/// room says so there, before it publishes anything, so that a pair who never publishes is still known.
extension PublishedRoom {
  /// The room's branch `pairs/NAME` says that pair NAME works in the room; it holds no code.
  static let joinedPrefix = "pairs/"

  /// `.build/kata/room/joined/NAME`: this clone has told the room, so it is told once, not at every run.
  private func joinedMark(_ name: String) -> URL {
    folder.appendingPathComponent("joined").appendingPathComponent(name)
  }

  /// Tells the room that pair `name` works in it, once; a room that does not answer is told next time.
  func join(_ name: String) throws {
    let mark = joinedMark(name)
    guard (try? String(contentsOf: mark, encoding: .utf8)) != remote else { return }
    // Asked at a pair's make kata-test: a room that does not answer holds the pair up 10 s at most.
    var git = self.git
    git.timeLimit = 10
    try git.create()
    // A commit of no files, git's empty tree: the branch's name is all it says.
    let emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
    let commit = try git.must(["commit-tree", emptyTree, "-m", "\(name) joined the room"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    // Forced: the branch holds no work, and two clones with one name need not agree on its commit.
    let push = try git.run([
      "push", "--quiet", remote, "+\(commit):refs/heads/\(Self.joinedPrefix)\(name)",
    ])
    guard push.succeeded else { return }
    try FileManager.default.createDirectory(
      at: mark.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(remote.utf8).write(to: mark, options: .atomic)
  }

  /// The names of the pairs that joined the room; none when it does not answer.
  func joined() throws -> [String] {
    try git.create()
    let fetch = try git.run([
      "fetch", "--prune", "--quiet", remote, "+refs/heads/\(Self.joinedPrefix)*:refs/remotes/pairs/*",
    ])
    guard fetch.succeeded else { return [] }
    let names = try git.must(["for-each-ref", "--format=%(refname:strip=3)", "refs/remotes/pairs/"])
    return names.split(separator: "\n").map(String.init).filter {
      $0.wholeMatch(of: /[A-Za-z0-9_-]+/) != nil
    }
  }
}

extension RoomClient {
  /// The pairs who joined the room, given or named, by name; none without a room.
  func joinedPairs(remote given: String = "") throws -> [String] {
    guard let remote = Room(workspace: workspace).remote(given: given) else { return [] }
    return try PublishedRoom(workspace: workspace, remote: remote).joined()
  }

  /// Tells the room named for this clone, if one is, that pair `name` works in it.
  func joinRoom(_ name: String) {
    guard let remote = Room(workspace: workspace).named else { return }
    try? PublishedRoom(workspace: workspace, remote: remote).join(name)
  }
}
