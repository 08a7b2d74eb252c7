import Foundation
import KataSystem

/// The workshop's room: the git remote every pair publishes to, named once for a clone in
/// `Practice/room.txt` by `make workshop-room REMOTE=…`.
///
/// A command that is given `REMOTE=` uses it; otherwise it uses the room named here; with neither, the
/// room is this clone's `Practice/` alone.
struct Room: Sendable {
  let workspace: Workspace

  /// `Practice/room.txt`: git ignores `Practice/`, and no pair's package can take the name.
  var file: URL { workspace.practice.appendingPathComponent("room.txt") }

  /// The remote named for this clone, if one is.
  var named: String? {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    let remote = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return remote.isEmpty ? nil : remote
  }

  /// The remote a command uses: the one it was given, else the one named; nil for `Practice/` alone.
  func remote(given: String) -> String? { given.isEmpty ? named : given }

  /// Names the room for this clone, once it is sure the remote answers.
  func name(_ remote: String) throws {
    let git = PublishedRoom(workspace: workspace, remote: remote).git
    try git.create()
    let answer = try git.run(["ls-remote", "--heads", remote])
    guard answer.succeeded else {
      throw KataError("could not reach \(remote): \(firstLine(of: answer)); the room is not named")
    }
    try FileManager.default.createDirectory(at: workspace.practice, withIntermediateDirectories: true)
    try Data((remote + "\n").utf8).write(to: file, options: .atomic)
  }
}
