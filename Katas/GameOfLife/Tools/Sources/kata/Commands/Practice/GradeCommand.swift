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
    let grader = Grader(kata)
    let grade = try grader.gradePractice(name: name)
    _ = kata.show(grade.report)
    // OWN=1 grades a design on the template by mutants of its own code too, after the kata's.
    guard ownCode, !grade.ofOwnCode else { return Self.exitCode(grade.passed) }
    let own = try grader.gradeOwnCodeAndKeep(try PracticeRoom(kata).existingPractice(name))
    _ = kata.show(own.report)
    return Self.exitCode(grade.passed && own.passed)
  }
}
