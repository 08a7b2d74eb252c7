import Build
import Foundation
import KataSystem
import Specification
import Verdicts

/// How `make kata-show` runs a Game: as one test that attaches the picture of every generation, built and
/// run like any other variant, so the time limit and the crash handling are the tool's usual ones.
enum ShowRun {
  /// The test target's name in the scratch package; the test only needs the Game.
  static let testTarget = "GameOfLifeShow"

  /// The test: the pattern's game, then `step()` again and again, each picture attached as `generation N`;
  /// under a requirement `change`, the library's reference for it, each live cell drawn `O`.
  static func tests(
    _ pattern: ShowPattern, generations: Int, torus: Bool = false, change: RequirementChange? = nil
  ) -> Variant.Target {
    let picture = change == .coloured ? pattern.picture.replacing("O", with: "R") : pattern.picture
    let rows = picture.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
    let edges = change == .hexagonal ? "" : ", topology: \(torus ? ".torus" : ".bounded")"
    let test = """
      import GameOfLife
      import Testing

      // Written by `make kata-show`: \(pattern.name) for \(generations) generations.
      @Test func show() throws {
        let game = try \(change?.reference ?? "Game")(
          picture: \"""
      \(rows)
          \"""\(edges))
        Attachment.record(frame(game.picture), named: "generation 0.txt")
        for generation in 1...\(generations) {
          game.step()
          Attachment.record(frame(game.picture), named: "generation \\(generation).txt")
        }
      }

      /// A picture with every live cell drawn `O`, whatever its colour.
      func frame(_ picture: String) -> String {
        String(picture.map { $0 == "." || $0 == "\\n" ? $0 : "O" })
      }

      """
    return .init(files: ["Show.swift": test], origin: "[kata-show]/Tests/\(testTarget)")
  }

  /// The test through a pair's adapter: the pattern as `DesignUnderTest` makes it, with edges that end
  /// (or, for a design with only a torus, on its torus), each generation's picture attached.
  static func testsThroughAdapter(_ pattern: ShowPattern, generations: Int) -> SourceFiles {
    let rows = pattern.picture.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
    let test = """
      import GameOfLifeTestSupport
      import Testing

      // Written by `make kata-show`: \(pattern.name) for \(generations) generations, through the adapter.
      @Test func show() throws {
        let edges = try #require(DesignUnderTest.bounded ?? DesignUnderTest.torus)
        Attachment.record("\\(edges)", named: "edges.txt")
        try film(
          DesignUnderTest(
            picture: \"""
      \(rows)
          \""", topology: edges))
      }

      /// Generic, as a design's `step()` may change a value or an object.
      func film<Design: SpecificationAdapter>(_ game: Design) throws {
        var game = game
        Attachment.record(game.picture, named: "generation 0.txt")
        for generation in 1...\(generations) {
          game.step()
          Attachment.record(game.picture, named: "generation \\(generation).txt")
        }
      }

      """
    return ["Show.swift": test]
  }

  /// The show needs none of the project's test support: a pair's Game only has to have what the test uses.
  static let support = Variant.Target(
    files: ["Support.swift": "// make kata-show needs no test support.\n"],
    origin: "[kata-show]/Tests/GameOfLifeTestSupport")
}

extension ShowFilm {
  /// The edges a pair's design was shown on, through its adapter, by the name of its case; nil for a
  /// Game shown through the template's names.
  static func edges(_ outcome: Outcome) -> String? {
    outcome.run.tests.first?.attachments.first { $0.name == "edges" }?.text
  }

  /// The pictures the show's test attached, and how its run ended.
  init(_ outcome: Outcome) {
    let test = outcome.run.tests.first
    let attached = test?.attachments ?? []
    var frames: [String] = []
    while let frame = attached.first(where: { $0.name == "generation \(frames.count)" }) {
      frames.append(frame.text)
    }
    let ending: Ending
    switch test?.outcome {
    case .passed?: ending = .finished
    case .crashed?: ending = .crashed(Self.said(by: test))
    case .stopped?:
      ending = .stopped(seconds: outcome.stoppedAfter ?? 0, place: Self.pairsOwn(test?.problems.first?.place))
    case .failed?: ending = .failed(test?.firstProblem ?? "the test failed")
    case .notRun?, nil:
      ending = outcome.stoppedAfter.map { .stopped(seconds: $0) } ?? .failed("the show's test never ran")
    }
    self.init(frames: frames, ending: ending)
  }

  /// A place in the pair's code, never in the show's own test: a loop stopped at an instruction with no
  /// place of its own is placed by the backtrace at its caller, the show's `game.step()`.
  private static func pairsOwn(_ place: String?) -> String? {
    place?.hasPrefix("Show.swift") == true ? nil : place
  }

  /// The runtime's own words for a crash at the pair's line, as `Game.swift:20: Fatal error: Index out of
  /// range`, as the one reader of a crash (`Crash`) gave them to the test.
  private static func said(by test: TestResult?) -> String {
    guard let test, let problem = test.problems.first else { return "the test process ended abruptly" }
    let words = problem.text.hasPrefix("crashed: ") ? String(problem.text.dropFirst(9)) : problem.text
    return problem.place.map { "\($0): \(words)" } ?? words
  }
}
