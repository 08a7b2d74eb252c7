import Foundation
import KataSystem
import Practice

/// What a publish came to.
enum PublishOutcome: Equatable, Sendable {
  /// The remote's branch now holds the whole package, with this many runs.
  case published(runs: Int)
  /// The remote could not be reached, for this reason; nothing is lost, the next publish carries it all.
  case unreachable(String)
  /// The branch holds a package this clone never made, or commits it never made: another pair publishes
  /// under the same name.
  case anotherClone
}

/// Publishes a pair's whole package, `Practice/NAME`, to the branch `practice/NAME` of the room's remote.
///
/// The tool keeps a git directory of its own per package, `.build/kata/publish/NAME.git`, with the package
/// as its work tree: the user's own repositories are never touched. Each publish carries the whole
/// History, so a publish that could not reach the remote loses nothing: the next one carries every run.
struct Publisher: Sendable {
  let practice: PracticePackage
  let remote: String
  /// Told when another publish, or a run writing its history, is waited for.
  let reporter: any Reporter

  var branch: String { "practice/\(practice.name)" }

  /// The history's lock file, and what an editor or Swift leaves behind, are not the pair's work.
  static let notTheWork = [".lock", ".build/", ".swiftpm/", ".DS_Store"]

  var git: ToolGit {
    ToolGit(
      directory: practice.workspace.scratch.appendingPathComponent("publish/\(practice.name).git"),
      workTree: practice.folder, root: practice.workspace.root)
  }

  /// Commits what changed since the last publish, then pushes; never with force.
  func publish() throws -> PublishOutcome {
    // One publish of a package at a time: the watch's and a kata-test's at a round's change share its git
    // folder, from its making on (two `git init`s at once collide on its config).
    try FileManager.default.createDirectory(
      at: git.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    let lock = try FileLock(
      at: git.directory.path + ".lock", waitingMessage: "Waiting for another publish of \(practice.path) ...",
      reporter: reporter)
    defer { withExtendedLifetime(lock) {} }
    try git.create(ignoring: Self.notTheWork)
    try makeIdentity()
    guard try continueTheRemoteBranch() else { return .anotherClone }
    try commitChanges()
    let push = try git.run(["push", remote, "HEAD:refs/heads/\(branch)"])
    if push.succeeded { return .published(runs: History(practice: practice).load().runs.count) }
    if push.output.contains("[rejected]") { return .anotherClone }
    return .unreachable(firstLine(of: push))
  }

  /// One line for the reader about an outcome.
  func message(_ outcome: PublishOutcome) -> String {
    switch outcome {
    case .published(let runs):
      return "Published \(practice.path) (\(count(runs, "run"))) to \(branch) of \(remote)."
    case .unreachable(let reason):
      return "could not reach \(remote): \(reason); your runs are kept and go with the next publish"
    case .anotherClone:
      return "\(branch) of \(remote) holds work this clone never made: another pair seems to publish as "
        + "\(practice.name). Nothing was pushed; choose a NAME of your own (make kata NAME=…)."
    }
  }

  /// A git directory made anew (the first publish, or after `.build` was removed) starts from the
  /// branch the pair already published, if there is one, so its next publish goes on from there.
  ///
  /// - Returns: false when the branch holds another pair's package: two pairs chose one name.
  private func continueTheRemoteBranch() throws -> Bool {
    guard !(try git.run(["rev-parse", "--verify", "--quiet", "HEAD"])).succeeded else { return true }
    guard (try git.run(["fetch", "--quiet", remote, "refs/heads/\(branch)"])).succeeded else { return true }
    guard try fetchedPackageIsOurs() else { return false }
    try git.must(["reset", "--soft", "FETCH_HEAD"])
    return true
  }

  /// Records the package in the tool's git directory, when anything changed since the last commit.
  func commitChanges() throws {
    let history = History(practice: practice).folder
    try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
    // Under the history's lock, so an entry being written is never taken half-written.
    let lock = try FileLock(
      at: history.appendingPathComponent(".lock").path,
      waitingMessage: "Waiting for a run to finish writing its history ...", reporter: reporter)
    try git.must(["add", "-A", "."])
    withExtendedLifetime(lock) {}
    guard !(try git.must(["status", "--porcelain"])).isEmpty else { return }
    try git.must(["commit", "--quiet", "-m", "\(practice.name): \(clock(Date(), in: .current))"])
  }
}

extension PublishOutcome {
  var isPublished: Bool { if case .published = self { true } else { false } }
}
