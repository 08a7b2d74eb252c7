// One file compiled into the tests of both packages: the player's (Tests/PlayerTests/EndToEnd) and the kata
// tool's (Katas/GameOfLife/Tools/Tests/KataKitTests/Support) link to it. It runs tmux through Spawn.swift,
// shared the same way.
import Foundation
import Testing

/// A pane of a tmux server of its own, running a program inside a small shell wrapper: the tests type into
/// it and read its screen as a person would.
///
/// The wrapper records the terminal's settings (`stty -g`) before and after the program, its exit status and
/// its process id, then keeps the pane open so the test can still read the screen and ask tmux whether the
/// cursor is shown and the alternate screen left. Each test's server has its own socket (`-L`), so the tests
/// never touch the user's own tmux server, and is stopped with the pane.
final class TmuxPane {
  /// Whether tmux is installed; the terminal tests are skipped, visibly, without it.
  static let isAvailable: Bool = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
  }()

  /// The wrapper's folder, with what it writes (`exit-status`, `pid`, `stty-before`, `stty-after`,
  /// `stty-all`); removed with the pane.
  let folder: URL
  /// How long ``waitFor(_:seconds:sourceLocation:)`` waits unless told otherwise, in seconds.
  let patience: Double
  private let scrollback: Bool
  private let socket = "pane-test-\(UUID().uuidString.prefix(8))"

  /// Starts a program in a detached pane of a fixed size.
  ///
  /// - Parameters:
  ///   - command: The program and its arguments.
  ///   - directory: Where it runs; by default ``folder``.
  ///   - folder: The wrapper's folder, when the caller needs its path first; by default a new one.
  ///   - scrollback: Whether ``screen()`` reads the lines that scrolled away above the screen too, long
  ///     lines joined, rather than the screen alone.
  init(
    _ command: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
    in directory: URL? = nil, folder: URL? = nil, scrollback: Bool = false, patience: Double = 10
  ) throws {
    self.folder = try folder ?? Self.newFolder()
    self.scrollback = scrollback
    self.patience = patience
    var variables = ["TERM": "xterm-256color"]
    variables.merge(environment) { $1 }
    let exports = variables.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value))" }
    let program = URL(fileURLWithPath: command[0]).lastPathComponent
    let file = { (name: String) in Self.quoted(self.folder.appendingPathComponent(name).path) }
    let wrapper = """
      \(exports.joined(separator: "\n"))
      cd \(Self.quoted((directory ?? self.folder).path))
      stty -g > \(file("stty-before"))
      sh -c 'echo $$ > "$0"; exec "$@"' \(file("pid")) \(command.map(Self.quoted).joined(separator: " "))
      echo $? > \(file("exit-status"))
      stty -g > \(file("stty-after"))
      stty -a > \(file("stty-all"))
      echo "\(program) has ended"
      exec sleep 600
      """
    let script = self.folder.appendingPathComponent("wrapper.sh")
    try wrapper.write(to: script, atomically: true, encoding: .utf8)
    try tmux(
      "new-session", "-d", "-s", "pane", "-x", String(columns), "-y", String(rows),
      "sh " + Self.quoted(script.path))
  }

  deinit {
    _ = try? tmux("kill-server")
    try? FileManager.default.removeItem(at: folder)
  }

  /// A new, empty folder for a pane.
  static func newFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tmux-pane-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Sends keys as tmux names them: `Space`, `Right`, `C-c`, `Enter`, or literal text with `literal`.
  func send(_ keys: String..., literal: Bool = false) throws {
    try tmux(["send-keys", "-t", "pane"] + (literal ? ["-l"] : []) + keys)
  }

  /// Resizes the terminal, as a user dragging the window's corner does.
  func resize(columns: Int, rows: Int) throws {
    try tmux("resize-window", "-t", "pane", "-x", String(columns), "-y", String(rows))
  }

  /// The text on screen now; with `scrollback`, the lines that scrolled away above it too, long lines joined.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "pane"] + (scrollback ? ["-J", "-S", "-500"] : []))
  }

  /// The screen with its escape sequences, to check colours.
  func screenWithStyles() throws -> String {
    try tmux("capture-pane", "-p", "-e", "-t", "pane")
  }

  /// Asks tmux a `#{...}` question about the pane, such as `#{cursor_flag}`.
  func query(_ format: String) throws -> String {
    try tmux("display-message", "-p", "-t", "pane", format).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits for the screen to satisfy a condition, ``patience`` seconds unless told; returns the last screen seen.
  ///
  /// A wait that runs out records an issue showing the screen: it never gives up silently.
  @discardableResult
  func waitForScreen(
    seconds: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
  ) throws -> String {
    let seconds = seconds ?? patience
    let deadline = Date().addingTimeInterval(seconds)
    var text = try screen()
    while !condition(text) {
      guard Date() < deadline else {
        Issue.record(
          "Waited \(seconds) s and the screen never showed what was expected. It shows:\n\(text)",
          sourceLocation: sourceLocation)
        return text
      }
      usleep(20_000)
      text = try screen()
    }
    return text
  }

  /// Waits for the screen to show every one of some texts; returns the screen.
  ///
  /// Asking for all the texts at once matters: tmux may be read while a frame is half drawn.
  @discardableResult
  func waitFor(
    _ texts: String..., seconds: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try waitForScreen(seconds: seconds, sourceLocation: sourceLocation) { screen in
      texts.allSatisfy { screen.contains($0) }
    }
  }

  /// A file the wrapper writes (`exit-status`, `stty-before`, `stty-after`, `stty-all`, `pid`), waiting up
  /// to ten seconds for it.
  func wrapperFile(_ name: String) -> String? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
        text.hasSuffix("\n")
      {
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      usleep(20_000)
    }
    return nil
  }

  /// The process id of the program.
  var process: pid_t? {
    wrapperFile("pid").flatMap { pid_t($0) }
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  /// tmux is run with every signal at its default and its output in a file rather than a pipe that its
  /// server would hold (Spawn.swift).
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
