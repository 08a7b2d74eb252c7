/// One subcommand of `life`: its name, its help, and what it does.
protocol Command: Sendable {
  /// The word that chooses it: `run`.
  static var name: String { get }
  /// One line for the command list of `life --help`.
  static var summary: String { get }
  /// The full help that `life help NAME` and `life NAME --help` print.
  static var usage: String { get }
  /// Runs the command on the words after its name and returns the exit code.
  static func run(_ arguments: [String]) throws -> Int32
}
