import Compiler
import Foundation
import KataSystem
import Verdicts

/// The constraints read in the history of a pair's lights, rather than in their code.
extension RoundConstraint {
  /// Whether the constraint is read in the pair's code; else in their lights.
  var isReadInCode: Bool { ![.babySteps, .pingPong, .tddAsIfYouMeantIt].contains(self) }

  /// The most minutes from one green to the next under `baby-steps`, as its card says.
  static let babyStepMinutes = 2.0

  /// A light's breaks of a constraint of the history, as it is recorded after `runs`.
  ///
  /// - `baby-steps`: more than two minutes since the last green (or since the first run).
  /// - `ping-pong`: a green by the driver who made the red before it (needs the drivers' turns).
  /// - `tdd-as-if-you-meant-it`: a declaration new in Sources that no earlier test file declared.
  func breaks(
    ofLight light: Light?, number: Int, at time: Date, driver: String?, snapshot: Snapshot,
    after runs: [RunRecord]
  ) -> [ConstraintBreak] {
    let run = "run \(number)"
    switch self {
    case .babySteps:
      guard let since = (runs.last { $0.light == .green } ?? runs.first)?.time else { return [] }
      let elapsed = time.timeIntervalSince(since)
      guard elapsed > Self.babyStepMinutes * 60 else { return [] }
      let what =
        light == .green
        ? "green \(countdownClock(elapsed)) after the last, past 2 minutes"
        : "no green for \(countdownClock(elapsed)), past 2 minutes"
      return [ConstraintBreak(file: run, line: 0, column: 0, what: what)]
    case .pingPong:
      guard light == .green, let before = runs.last, before.light == .red, let driver, before.driver == driver
      else { return [] }
      return [
        ConstraintBreak(
          file: run, line: 0, column: 0, what: "green by \(driver) after their own red (run \(before.number))"
        )
      ]
    case .tddAsIfYouMeantIt:
      let earlier = Set(runs.flatMap { Self.declarations(in: $0.snapshot, under: "Tests/").map(\.name) })
      let before = Set(
        (runs.last?.snapshot).map { Self.declarations(in: $0, under: "Sources/").map(\.name) } ?? [])
      return Self.declarations(in: snapshot, under: "Sources/").filter {
        !before.contains($0.name) && !earlier.contains($0.name)
      }.map {
        ConstraintBreak(
          file: $0.file, line: $0.line, column: $0.column,
          what: "\($0.keyword) \($0.name), in Sources before any test held it")
      }
    default:
      return []
    }
  }

  /// The declarations of the files under a folder: each keyword and name, with its place.
  private static func declarations(
    in snapshot: Snapshot, under folder: String
  ) -> [(file: String, line: Int, column: Int, keyword: String, name: String)] {
    let keywords: Set = ["func", "struct", "class", "enum", "protocol", "typealias", "actor", "extension"]
    return snapshot.files.filter { $0.key.hasPrefix(folder) }.sorted { $0.key < $1.key }.flatMap {
      path, text in
      let tokens = SwiftTokens(text)
      let code = tokens.code
      return code.indices.dropLast().filter { keywords.contains(code[$0].text) && code[$0 + 1].kind == .name }
        .map { index in
          let start = code[index].start
          let column = start - (tokens.source[..<start].lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
          return (path, code[index].line, column, code[index].text, code[index + 1].text)
        }
    }
  }
}
