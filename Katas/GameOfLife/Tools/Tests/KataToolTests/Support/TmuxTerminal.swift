import Foundation
import Testing

@testable import KataSystem

/// A terminal the tests type into and read, as a learner would: a pane of a tmux server of its own,
/// running the built `kata` command inside a small shell wrapper.
///
/// The wrapper keeps the terminal's settings before and after the command (`stty -g`) and its exit
/// status, then keeps the pane open so the screen can still be read.
final class TmuxTerminal {
  /// Whether tmux is installed; the terminal tests are skipped, visibly, without it.
  static let isAvailable: Bool = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
  }()

  let folder: URL
  /// The `-L` socket name, so that the tests never touch the user's own tmux server.
  private let socket = "kata-test-\(UUID().uuidString.prefix(8))"

  /// Starts `kata` with arguments from the workspace's root, in a detached pane of 120 × 50.
  init(_ arguments: [String], in workspace: Workspace, timeLimit: Int = 30) throws {
    folder = try temporaryFolder("tmux")
    let kata = ([kataBinary.path] + arguments).map(quoted).joined(separator: " ")
    let wrapper = """
      cd \(quoted(workspace.root.path))
      export KATA_TIME_LIMIT=\(timeLimit) TERM=xterm-256color
      stty -g > \(quoted(folder.appendingPathComponent("stty-before").path))
      \(kata)
      echo $? > \(quoted(folder.appendingPathComponent("exit-status").path))
      stty -g > \(quoted(folder.appendingPathComponent("stty-after").path))
      echo "kata has ended"
      exec sleep 600
      """
    let script = folder.appendingPathComponent("wrapper.sh")
    try wrapper.write(to: script, atomically: true, encoding: .utf8)
    try tmux("new-session", "-d", "-s", "kata", "-x", "120", "-y", "50", "sh " + quoted(script.path))
  }

  deinit {
    _ = try? tmux("kill-server")
    try? FileManager.default.removeItem(at: folder)
  }

  /// Sends keys as tmux names them: `q`, `C-c`, `Enter`.
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "kata"] + keys)
  }

  /// The text on screen now, with the lines above it that scrolled away, long lines joined.
  func screen() throws -> String {
    try tmux("capture-pane", "-p", "-J", "-S", "-500", "-t", "kata")
  }

  /// Waits for the screen to show every one of some texts; returns the screen.
  ///
  /// A wait that runs out records an issue showing the screen: it never gives up silently.
  @discardableResult
  func waitFor(
    _ texts: String..., seconds: Double = 90, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var text = try screen()
    while !texts.allSatisfy(text.contains) {
      guard Date() < deadline else {
        Issue.record(
          "Waited \(seconds) s for \(texts) and the screen never showed it. It shows:\n\(text)",
          sourceLocation: sourceLocation)
        return text
      }
      usleep(50_000)
      text = try screen()
    }
    return text
  }

  /// Something the wrapper wrote once `kata` ended: `exit-status`, `stty-before`, `stty-after`.
  func wrapperFile(_ name: String) -> String? {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  /// tmux is run the way the player's terminal tests run it (`Spawn.swift` is theirs, linked here): with
  /// every signal at its default, and its output in a file rather than a pipe that its server would hold.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
  }

  private func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// The built `kata` command, beside the test binary.
let kataBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("kata")
