/// Whether a suite checks anything at all: a test that only prints passes on every Game, so a suite
/// without one expectation would be green on the empty template and let every bug through.
extension Variant {
  /// The calls that record an expectation, in either framework.
  static let assertionCalls = ["#expect", "#require", "Issue.record", "XCTAssert", "XCTFail", "XCTUnwrap"]

  /// Whether the tests call an assertion, directly or through a checking helper of the test support
  /// (`expectPicture`, `recordFailure`, …: its functions named `expect…` or `record…`).
  var checksSomething: Bool {
    let helpers = support.files.values.flatMap { text in
      text.matches(of: /public func ((?:expect|record)[A-Za-z0-9_]*)/).map { String($0.1) + "(" }
    }
    let calls = Self.assertionCalls + helpers
    // A call mentioned only in a comment (`// TODO: XCTAssert …`) checks nothing.
    let code = tests.files.values.flatMap { $0.split(separator: "\n") }.filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    return code.contains { line in calls.contains { line.contains($0) } }
  }
}
