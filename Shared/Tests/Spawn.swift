import Foundation

/// Runs a command with every signal unblocked and at its default, and its output in a file.
///
/// Foundation's `Process` passes on the test runner's blocked signals; a tmux server started that way never
/// hears of its children's deaths and cannot be stopped. Output goes to a file rather than a pipe: a pipe
/// shared with a daemon the command starts (the tmux server) might never reach its end.
enum Spawn {
  /// Runs a program found on the PATH and waits for it; returns its standard output.
  ///
  /// - Parameter timeLimit: When given, the program runs in a process group of its own, and the whole group
  ///   is stopped when the program ends (so no helper it started is left behind) or when the time is up,
  ///   which throws.
  @discardableResult
  static func run(_ arguments: [String], timeLimit: TimeInterval? = nil) throws -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "life-spawn-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }

    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
      let environment = environ
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
      let environment = _NSGetEnviron().pointee
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    let group = timeLimit == nil ? 0 : POSIX_SPAWN_SETPGROUP
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group))

    var process: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawnp(&process, arguments[0], &actions, &attributes, argv, environment)
    guard status == 0 else { throw SpawnError(command: arguments.joined(separator: " "), code: status) }
    var exit: Int32 = 0
    if let timeLimit {
      // The group's id is the program's own.
      defer { kill(-process, SIGKILL) }
      let deadline = Date(timeIntervalSinceNow: timeLimit)
      while waitpid(process, &exit, WNOHANG) == 0 {
        guard Date() < deadline else {
          kill(-process, SIGKILL)
          while waitpid(process, &exit, 0) < 0, errno == EINTR {}
          throw SpawnError(command: arguments.joined(separator: " "), timeLimit: timeLimit)
        }
        usleep(20_000)
      }
    } else {
      while waitpid(process, &exit, 0) < 0, errno == EINTR {}
    }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }
}

/// A command that could not be started.
struct SpawnError: Error, CustomStringConvertible {
  var command: String
  var description: String

  init(command: String, code: Int32) {
    self.command = command
    description = "cannot run \(command): \(String(cString: strerror(code)))"
  }

  init(command: String, timeLimit: TimeInterval) {
    self.command = command
    description =
      "\(command) did not finish within \(Int(timeLimit)) s and was stopped with its process group"
  }
}
