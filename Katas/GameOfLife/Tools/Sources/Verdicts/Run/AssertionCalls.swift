/// Whether a suite checks anything at all: a test that only prints passes on every Game, so a suite
/// without one expectation would be green on the empty template and let every bug through.
extension Variant {
  /// The calls that record an expectation, in either framework.
  static let assertionCalls = ["#expect", "#require", "Issue.record", "XCTAssert", "XCTFail", "XCTUnwrap"]

  /// Whether the tests call an assertion, directly or through a checking helper (`expectPicture`,
  /// `recordFailure`, …: public functions named `expect…` or `record…`, of the test support or of the
  /// kata's helpers among the tests).
  var checksSomething: Bool {
    func helpers(in text: String) -> [String] {
      text.matches(of: /public func ((?:expect|record)[A-Za-z0-9_]*)/).map { String($0.1) + "(" }
    }
    let helperFiles = tests.files.values.filter { !helpers(in: $0).isEmpty }
    let calls = Self.assertionCalls + (support.files.values + helperFiles).flatMap(helpers)
    // A call mentioned only in a comment (`// TODO: XCTAssert …`) checks nothing, nor does a helper's own body.
    let testFiles = tests.files.values.filter { helpers(in: $0).isEmpty }
    let code = testFiles.flatMap { $0.split(separator: "\n") }.filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    return code.contains { line in calls.contains { line.contains($0) } }
  }
}
