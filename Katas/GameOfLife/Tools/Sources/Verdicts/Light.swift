import KataSystem

/// A run's traffic light, by one rule for Swift Testing and XCTest alike, and as `swift test` says it:
/// green when at least one test ran and every test passed (even one that asserts nothing, with a note);
/// red when tests ran and at least one failed, crashed or was stopped by the time limit; amber when the
/// code did not compile or no test ran (every test skipped, say).
package enum Light: String, Codable, Sendable, CaseIterable {
  case red, amber, green

  /// The letter that stands for the light wherever colour cannot: R, A or G.
  package var letter: String {
    switch self {
    case .red: "R"
    case .amber: "A"
    case .green: "G"
    }
  }

  /// What the tool exits with after a run shows this light, so that a script can tell the light: 0 green,
  /// 1 red, 3 amber (2 is kept for the tool's own errors).
  package var exitCode: Int32 {
    switch self {
    case .green: 0
    case .red: 1
    case .amber: 3
    }
  }

  /// A light as a learner names it, in full or by its letter: `red`, `R`, `amber`, `a`, ….
  package init?(word: String) {
    let word = word.lowercased()
    guard let light = Light.allCases.first(where: { $0.rawValue == word || $0.letter.lowercased() == word })
    else { return nil }
    self = light
  }
}

/// What one run of a learner's own tests came to: its light and why, its counts, and what failed.
package struct RunVerdict: Sendable {
  package var light: Light
  /// Why the light is amber, in a few words; nil for red and green.
  package var why: String?
  package var passed = 0
  /// The tests that failed, crashed or were stopped by the time limit.
  package var failed = 0
  /// The failing tests' names, in file order.
  package var failing: [String] = []
  /// The skipped tests' names, each with its reason: `testLater (not yet)`.
  package var skipped: [String] = []
  /// The known issues (`withKnownIssue`), each as its test's name and what it said.
  package var knownIssues: [String] = []

  package static let didNotCompile = "it did not compile"

  /// Said under a green light whose tests assert nothing: `swift test` passes them, and so does the light.
  package static let checksNothing = "no test checks anything yet: add an #expect or an XCTAssert"

  package static let everyTestSkipped = "every test is skipped"

  /// Why a test binary that ended with an error, no test started, is amber: it could not be loaded (a
  /// library or a symbol missing), or it stopped in its start.
  package static let stoppedBeforeAnyTest = "the tests stopped before any started"

  package init(_ outcome: Outcome) {
    let tests = outcome.run.tests.filter { $0.outcome != .notRun }
    passed = tests.filter(\.passed).count
    failed = tests.count - passed
    failing = tests.filter { !$0.passed }.map(\.sentence)
    skipped = outcome.run.tests.filter(\.skipped).map { test in
      test.sentence + (test.skipReason?.isEmpty == false ? " (\(test.skipReason ?? ""))" : "")
    }
    knownIssues = tests.flatMap { test in test.knownIssues.map { "\(test.sentence): \($0)" } }
    if !outcome.compiled {
      (light, why) = (.amber, Self.didNotCompile)
    } else if tests.isEmpty && !skipped.isEmpty {
      (light, why) = (.amber, Self.everyTestSkipped)
    } else if tests.isEmpty && outcome.stoppedAfter != nil {
      // The time limit came before any test said it started: there is no test to name.
      (light, why) = (.amber, "the time limit stopped it")
    } else if tests.isEmpty && outcome.crashed {
      (light, why) = (.amber, "it crashed before any test started")
    } else if tests.isEmpty && !outcome.exitedCleanly {
      (light, why) = (.amber, Self.stoppedBeforeAnyTest)
    } else if tests.isEmpty {
      (light, why) = (.amber, "no test ran")
    } else if failed > 0 || !outcome.exitedCleanly {
      light = .red
    } else {
      light = .green
    }
  }
}

extension Paint {
  /// How a light prints: its letter on its colour, or the bare letter (R, A, G).
  package func light(_ light: Light) -> String {
    onColour(light.letter, background: ["red": "41", "amber": "43", "green": "42"][light.rawValue] ?? "0")
  }
}
