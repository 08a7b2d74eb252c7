/// A run's traffic light, by one rule: green when at least one test ran and every test passed; red when
/// tests ran and at least one failed; amber when the code did not compile, no test ran, a test crashed
/// or the time limit stopped the run.
public enum Light: String, Codable, Sendable, CaseIterable {
  case red, amber, green

  /// The letter that stands for the light wherever colour cannot: R, A or G.
  public var letter: String {
    switch self {
    case .red: "R"
    case .amber: "A"
    case .green: "G"
    }
  }

  /// A light as a learner names it, in full or by its letter: `red`, `R`, `amber`, `a`, ….
  public init?(word: String) {
    let word = word.lowercased()
    guard let light = Light.allCases.first(where: { $0.rawValue == word || $0.letter.lowercased() == word })
    else { return nil }
    self = light
  }
}

/// What one run of a learner's own tests came to: its light and why, its counts, and what failed.
struct RunVerdict: Sendable {
  var light: Light
  /// Why the light is amber, in a few words; nil for red and green.
  var why: String?
  var passed = 0
  var failed = 0
  /// The failing tests' names, in file order.
  var failing: [String] = []

  static let didNotCompile = "it did not compile"

  init(_ outcome: Outcome) {
    let tests = outcome.run.tests.filter { $0.outcome != .notRun }
    let xctest = outcome.xctestSummary
    // A run stopped or crashed before XCTest's summary line still names the tests that failed.
    let xctestRan = max(xctest.ran, xctest.failing.count)
    passed = tests.filter(\.passed).count + xctestRan - xctest.failing.count
    failed = tests.count + xctestRan - passed
    failing = tests.filter { !$0.passed }.map(\.sentence) + xctest.failing
    if !outcome.compiled {
      (light, why) = (.amber, Self.didNotCompile)
    } else if outcome.stoppedAfter != nil {
      (light, why) = (.amber, "the time limit stopped it")
    } else if outcome.crashed {
      (light, why) = (.amber, "a test crashed")
    } else if passed + failed == 0 {
      (light, why) = (.amber, "no test ran")
    } else if failed > 0 || !outcome.exitedCleanly {
      light = .red
    } else {
      light = .green
    }
  }
}

extension Outcome {
  /// What XCTest's own lines say: how many of its tests ran, and which failed.
  var xctestSummary: (ran: Int, failing: [String]) {
    let failing = output.matches(of: /Test Case '([^']+)' failed/).map { String($0.1) }
    var seen: Set<String> = []
    return (xctestCount, failing.filter { seen.insert($0).inserted })
  }
}
