import KataSystem
import Practice
import Verdicts

struct BenchCommand: Command {
  static let declaration = KataCommand(
    "bench", make: "kata-bench", "How long each light of a learner's rhythm takes", [.runs])
  let runs: Int

  init(_ options: Options) throws {
    let runs = options[.runs]
    guard runs.isEmpty || Int(runs) != nil else {
      throw KataError("RUNS must be a whole number, not '\(runs)'")
    }
    self.runs = Int(runs) ?? 5
  }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try PracticeBench(kata).bench(runs: runs))
  }
}
