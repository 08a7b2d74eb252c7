import Foundation
import KataSystem

/// The room as its remote holds it: every `practice/*` branch fetched into a git directory of the tool's
/// own, and written out as a folder per pair in `pairs`, where every facilitator command reads it.
struct PublishedRoom: Sendable {
  let workspace: Workspace
  let remote: String

  var folder: URL { workspace.scratch.appendingPathComponent("room") }
  /// A folder per pair, as `Practice/` has one: the dashboard reads it the same way.
  var pairs: URL { folder.appendingPathComponent("pairs") }

  var git: ToolGit {
    ToolGit(directory: folder.appendingPathComponent("room.git"), workTree: nil, root: workspace.root)
  }

  /// Fetches every pair's branch and writes out its files.
  ///
  /// - Returns: nil when it went well; else one line saying why the pairs are as last fetched.
  func update() throws -> String? {
    try git.create()
    let fetch = try git.run([
      "fetch", "--prune", "--quiet", remote, "+refs/heads/practice/*:refs/remotes/room/*",
    ])
    guard fetch.succeeded else {
      return "could not reach \(remote): \(firstLine(of: fetch)); the pairs are as last fetched"
    }
    let names = try git.must(["for-each-ref", "--format=%(refname:strip=3)", "refs/remotes/room/"])
    // Written again from scratch, so a branch deleted from the remote leaves no pair behind.
    try? FileManager.default.removeItem(at: pairs)
    try FileManager.default.createDirectory(at: pairs, withIntermediateDirectories: true)
    for name in names.split(separator: "\n").map(String.init) {
      // A pair's package, or one it made before it started again (`ada.1`), as `Practice/` holds them.
      guard name.wholeMatch(of: /[A-Za-z0-9_-]+(\.[0-9]+)?/) != nil else { continue }
      try writeOut(name)
    }
    return nil
  }

  /// Writes a pair's branch, as it was last published, into `pairs/NAME`.
  private func writeOut(_ name: String) throws {
    try writeOut("refs/remotes/room/\(name)", to: pairs.appendingPathComponent(name))
  }

  /// Writes the files of a branch as fetched, `ref`, into the folder `target`.
  func writeOut(_ ref: String, to target: URL) throws {
    let name = target.lastPathComponent
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let archive = folder.appendingPathComponent("pair.tar")
    defer { try? FileManager.default.removeItem(at: archive) }
    try git.must(["archive", "--output=\(archive.path)", ref])
    let unpack = try ChildProcess.run(["tar", "-x", "-f", archive.path, "-C", target.path], timeLimit: 60)
    guard unpack.succeeded else { throw KataError("cannot unpack \(name)'s files: \(firstLine(of: unpack))") }
  }
}
