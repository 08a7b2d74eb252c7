import Practice
import Verdicts

struct GradeCommand: Command {
  static let declaration = KataCommand(
    "grade", make: "kata-mutants", "Grade your own tests: which buggy Games would they let through?",
    [.name, .own])
  let name: String
  let ownCode: Bool

  init(_ options: Options) throws { (name, ownCode) = (options.practiceName, try options.yes(.own)) }

  func run(_ kata: Kata) throws -> Int32 {
    Self.exitCode(try Grader(kata).gradePractice(name: name, ownCode: ownCode))
  }
}
