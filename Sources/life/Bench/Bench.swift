/// Benchmarks of the engines (a placeholder until the benchmarks are merged).
enum Bench {
  /// What `life help bench` prints.
  static let usage: String = """
    Usage: life bench [OPTIONS]

    Times the engines on standard patterns (not built yet).
    """

  /// Runs the benchmarks and returns the exit code.
  static func run(_ arguments: [String]) throws -> Int32 {
    print("The benchmarks are not built yet.")
    return 0
  }
}
