import Foundation
import Testing

/// A pane of a tmux server of its own, running the built `life` inside a small shell wrapper.
///
/// The wrapper records the terminal's settings (`stty -g`) before and after `life`, its exit status and
/// its process id, then keeps the pane open so the test can still read the screen and ask tmux whether
/// the cursor is shown and the alternate screen left.
final class TmuxPane {
  /// Whether tmux is installed; the terminal tests are skipped, visibly, without it.
  static let isAvailable: Bool = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
  }()

  let folder: TemporaryFolder
  /// The `-L` socket name, so that the test never touches the user's own tmux server.
  private let socket = "life-test-\(UUID().uuidString.prefix(8))"

  /// Starts `life` with arguments in a detached pane of a fixed size.
  init(columns: Int = 80, rows: Int = 24, arguments: [String] = [], environment: [String: String] = [:])
    throws
  {
    folder = try TemporaryFolder()
    var variables = ["LIFE_PATTERNS_DIR": patternsFolder.path, "TERM": "xterm-256color"]
    variables.merge(environment) { $1 }
    let exports = variables.map { "export \($0.key)=\(Self.quoted($0.value))" }.joined(separator: "\n")
    let life = ([BuiltProducts.path(of: "life")] + arguments).map(Self.quoted).joined(separator: " ")
    let wrapper = """
      \(exports)
      cd \(Self.quoted(folder.url.path))
      stty -g > stty-before
      sh -c 'echo $$ > life.pid; exec "$@"' life \(life)
      echo $? > exit-status
      stty -g > stty-after
      stty -a > stty-all
      echo "life has ended"
      exec sleep 600
      """
    try wrapper.write(to: folder.file("wrapper.sh"), atomically: true, encoding: .utf8)
    try tmux(
      "new-session", "-d", "-s", "life", "-x", String(columns), "-y", String(rows),
      "sh " + Self.quoted(folder.file("wrapper.sh").path))
  }

  deinit {
    _ = try? tmux("kill-server")
  }

  /// The folder the player saves patterns in.
  var patternsFolder: URL { folder.file("patterns") }

  /// Sends keys as tmux names them: `Space`, `Right`, `C-c`, `Enter`, or literal text with `literal`.
  func send(_ keys: String..., literal: Bool = false) throws {
    try tmux(["send-keys", "-t", "life"] + (literal ? ["-l"] : []) + keys)
  }

  /// Resizes the terminal, as a user dragging the window's corner does.
  func resize(columns: Int, rows: Int) throws {
    try tmux("resize-window", "-t", "life", "-x", String(columns), "-y", String(rows))
  }

  /// The text on screen now.
  func screen() throws -> String {
    try tmux("capture-pane", "-p", "-t", "life")
  }

  /// The screen with its escape sequences, to check colours.
  func screenWithStyles() throws -> String {
    try tmux("capture-pane", "-p", "-e", "-t", "life")
  }

  /// Asks tmux a `#{...}` question about the pane, such as `#{cursor_flag}`.
  func query(_ format: String) throws -> String {
    try tmux("display-message", "-p", "-t", "life", format).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits for the screen to satisfy a condition, ten seconds at most; returns the last screen seen.
  ///
  /// A wait that runs out records an issue showing the screen: it never gives up silently.
  @discardableResult
  func waitForScreen(
    seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
  ) throws -> String {
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
  func waitFor(_ texts: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try waitForScreen(sourceLocation: sourceLocation) { screen in texts.allSatisfy { screen.contains($0) } }
  }

  /// Reads a file the wrapper wrote, waiting up to ten seconds for it.
  func wrapperFile(_ name: String) -> String? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if let text = try? String(contentsOf: folder.file(name), encoding: .utf8), text.hasSuffix("\n") {
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      usleep(20_000)
    }
    return nil
  }

  /// The process id of `life`.
  func lifeProcess() -> pid_t? {
    wrapperFile("life.pid").flatMap { pid_t($0) }
  }

  /// The generation the status line shows.
  static func generation(in screen: String) -> Int? {
    screen.firstMatch(of: /gen (\d+)/).flatMap { Int($0.1) }
  }

  /// The population the status line shows.
  static func population(in screen: String) -> Int? {
    screen.firstMatch(of: /pop (\d+)/).flatMap { Int($0.1) }
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
