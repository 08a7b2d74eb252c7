/// `life bench`: hands its words to the benchmarks.
enum BenchCommand: Command {
  static let name = "bench"
  static let summary = "time the engines (see 'life help bench')"
  static var usage: String { Bench.usage }

  static func run(_ arguments: [String]) throws -> Int32 {
    try Bench.run(arguments)
  }
}
