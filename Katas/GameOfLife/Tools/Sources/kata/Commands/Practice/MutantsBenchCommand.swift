import Practice
import Verdicts

struct MutantsBenchCommand: Command {
  static let declaration = KataCommand(
    "mutants-bench", make: "kata-mutants-bench", "How long grading a design's own code with its mutants takes"
  )

  init(_ options: Options) throws {}

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try MutantsBench(kata).mutantsBench())
  }
}
