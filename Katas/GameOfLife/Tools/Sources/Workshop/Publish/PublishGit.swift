import Foundation
import KataSystem

/// Git, run by the tool on a git directory of its own (under `.build/kata`), never on one of the user's.
///
/// Every setting a command needs is given on its line, so the user's own git settings are never needed.
struct ToolGit: Sendable {
  /// The tool's own git directory, bare: the files it records are in `workTree`.
  var directory: URL
  /// The folder whose files it records or writes: a practice package; none for fetching alone.
  var workTree: URL?
  /// Where git runs: the project's root, so a remote given as a relative path means what the user typed.
  var root: URL
  /// Seconds a git command may take: a remote that hangs is as unreachable as one that refuses.
  var timeLimit = 60

  /// Runs `git ARGUMENTS` on the tool's git directory.
  @discardableResult
  func run(_ arguments: [String]) throws -> ProcessResult {
    var command = ["git", "--git-dir=\(directory.path)"]
    if let workTree { command.append("--work-tree=\(workTree.path)") }
    // A commit needs a name, and a signing setup would ask for a key: neither is the user's to give here.
    command += ["-c", "user.name=kata", "-c", "user.email=kata@localhost", "-c", "commit.gpgsign=false"]
    return try ChildProcess.run(
      command + arguments, in: root, environment: Self.environment, timeLimit: timeLimit)
  }

  /// Runs git for a step that fails only when something is broken: its output, or an error saying it.
  @discardableResult
  func must(_ arguments: [String]) throws -> String {
    let result = try run(arguments)
    guard result.succeeded else {
      throw KataError("git \(arguments.joined(separator: " ")) failed: \(firstLine(of: result))")
    }
    return result.output
  }

  /// Makes the git directory the first time; `ignored` are names git never records in it.
  func create(ignoring ignored: [String] = []) throws {
    guard !FileManager.default.fileExists(atPath: directory.path) else { return }
    try FileManager.default.createDirectory(
      at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    var bare = self
    bare.workTree = nil  // git makes a git directory on its own, and only then is it given a work tree
    try bare.must(["init", "--bare", "--quiet"])
    let exclude = directory.appendingPathComponent("info/exclude")
    try FileManager.default.createDirectory(
      at: exclude.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(ignored.map { $0 + "\n" }.joined().utf8).write(to: exclude)
  }

  /// Never a prompt for a password: with no one to answer it, a prompt would only wait for the time limit.
  static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_SSH_COMMAND"] = environment["GIT_SSH_COMMAND"] ?? "ssh -o BatchMode=yes"
    return environment
  }
}

/// Git's first line of complaint, without its "fatal: ": enough for a one-line message.
func firstLine(of result: ProcessResult) -> String {
  if case .stoppedAfter(let seconds) = result.ending { return "no answer within \(seconds) s" }
  let line = result.output.split(separator: "\n").first.map(String.init) ?? "git failed"
  return line.hasPrefix("fatal: ") ? String(line.dropFirst("fatal: ".count)) : line
}
