import Build

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
      // The regular expression is slow over a whole file, so only a file that may hold one is read with it.
      guard text.contains("public func expect") || text.contains("public func record") else { return [] }
      return text.matches(of: /public func ((?:expect|record)[A-Za-z0-9_]*)/).map { String($0.1) + "(" }
    }
    let helperFiles = tests.files.values.filter { !helpers(in: $0).isEmpty }
    let calls = Self.assertionCalls + (support.files.values + helperFiles).flatMap(helpers)
    // A call mentioned only in a comment (`// TODO: XCTAssert …`) checks nothing, nor does a helper's own body.
    let testFiles = tests.files.values.filter { helpers(in: $0).isEmpty }
    let code = testFiles.flatMap { $0.split(separator: "\n") }.filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    let calling = { (names: [String]) in code.contains { line in names.contains { line.contains($0) } } }
    // The other targets' functions are read only when no test calls an assertion itself, which is seldom.
    return calling(calls) || calling(checkingFunctions)
  }

  /// The functions of the targets the tests import that record an expectation, directly or through
  /// another such function (`checkSame(a, b)` in a helpers target), whatever their names, each as `name(`.
  private var checkingFunctions: [String] {
    var bodies: [(name: String, text: Substring)] = []
    for text in targets.filter({ !$0.isTest }).flatMap(\.files.values) {
      let declarations = text.matches(of: /\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)/)
      for (index, declaration) in declarations.enumerated() {
        let end = index + 1 < declarations.count ? declarations[index + 1].range.lowerBound : text.endIndex
        bodies.append((String(declaration.1), text[declaration.range.upperBound..<end]))
      }
    }
    var calls = Self.assertionCalls
    var found: [String] = []
    while let next = bodies.firstIndex(where: { body in calls.contains { body.text.contains($0) } }) {
      let name = bodies.remove(at: next).name
      (found, calls) = (found + ["\(name)("], calls + ["\(name)("])
    }
    return found
  }
}
