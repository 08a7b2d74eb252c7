import Foundation
import KataSystem
import Verdicts

/// A learner's rhythm, as the bench plays it: a new test that calls a method not written yet (amber), the
/// method answering wrong (red), its body right (green), a refactoring (green), and again.
///
/// Each cycle adds to what the cycles before it wrote, as a session does. Every step is timed with the
/// tool first and then with plain SwiftPM in the same package, on the same text: each builds from its own
/// last build, so both see the same sequence of edits.
struct Rhythm {
  /// The type the new methods extend, and an expression that makes one, as the package's tests make it.
  var type: String
  var instance: String
  /// The test file the new tests go at the end of.
  var testFile: String

  static let template = Rhythm(
    type: "Game", instance: "(try Game(picture: \"O\"))", testFile: "GameOfLifeTests.swift")
  static let twoModules = Rhythm(
    type: "Board", instance: "Board(width: 1, height: 1)", testFile: "GameTests.swift")

  /// One step of a cycle, and the light it must give.
  enum Step: CaseIterable {
    case newTest, method, bodyRight, refactoring

    var title: String {
      switch self {
      case .newTest: "a new test calling a missing method"
      case .method: "the method, answering wrong"
      case .bodyRight: "its body right"
      case .refactoring: "a refactoring"
      }
    }

    var light: Light {
      switch self {
      case .newTest: .amber
      case .method: .red
      case .bodyRight, .refactoring: .green
      }
    }

    /// The median a light of this step is held to: a new method used by a new test may take longer, as
    /// both modules' interfaces change.
    var goal: Double { self == .method ? 0.5 : 0.35 }
  }

  /// The test and the method `cycle` adds after `step`, in the files' text as they were before the cycle.
  func text(of step: Step, cycle: Int, source: String, tests: String) -> (source: String, tests: String) {
    let name = "rhythm\(cycle)"
    let test = "\n@Test func \(name)() throws {\n  #expect(\(instance).\(name)() == \(cycle))\n}\n"
    let body: String? =
      switch step {
      case .newTest: nil
      case .method: "0"
      case .bodyRight: "\(cycle)"
      case .refactoring: "let answer = \(cycle)\n    return answer"
      }
    let method = body.map { "\nextension \(type) {\n  public func \(name)() -> Int {\n    \($0)\n  }\n}\n" }
    return (source + (method ?? ""), tests + test)
  }
}

extension BenchPackage {
  /// Plays `cycles` cycles of the rhythm, each step timed with the tool (its parts and the CPU time of
  /// its whole process tree) and then with plain SwiftPM; puts the files back after.
  func time(_ rhythm: Rhythm, cycles: Int) throws -> [BenchRow] {
    let sourceFile = folder.appendingPathComponent(edited)
    let testFile = folder.appendingPathComponent("Tests/GameOfLifeTests/\(rhythm.testFile)")
    let (source, tests) = (
      try String(contentsOf: sourceFile, encoding: .utf8), try String(contentsOf: testFile, encoding: .utf8)
    )
    defer {
      try? Data(source.utf8).write(to: sourceFile, options: .atomic)
      try? Data(tests.utf8).write(to: testFile, options: .atomic)
    }
    var rows = Rhythm.Step.allCases.map {
      BenchRow(title: $0.title, goal: $0.goal, timesPlain: 0.3, cpuGoal: $0.light == .green ? 0.4 : nil)
    }
    var (before, testsBefore) = (source, tests)
    for cycle in 1...cycles {
      for (index, step) in Rhythm.Step.allCases.enumerated() {
        let text = rhythm.text(of: step, cycle: cycle, source: before, tests: testsBefore)
        try Data(text.tests.utf8).write(to: testFile, options: .atomic)
        try Data(text.source.utf8).write(to: sourceFile, options: .atomic)
        let cpu = ChildrenTime()
        let parts = try timeKataTestInParts(expecting: step.light)
        rows[index].cpu.append(cpu.seconds)
        rows[index].tool.append(parts.total)
        rows[index].parts.append(parts)
        rows[index].plain.append(try timePlain(expecting: step.light))
        if step == .refactoring { (before, testsBefore) = text }
      }
    }
    return rows
  }
}

/// The CPU time, user and system, of the child processes that ended since it was made, their own children
/// counted: what one light cost the machine.
struct ChildrenTime {
  private let start = Self.now

  var seconds: Double { Self.now - start }

  private static var now: Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
