import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

@Suite("A failing test, as a run shows it")
struct RunViewTests {
  static let source = """
    import XCTest

    final class TearDownTests: XCTestCase {
      override func tearDown() {
        XCTFail("left something behind")
        super.tearDown()
      }

      func testOne() {
        XCTAssertEqual(1, 1)
      }
    }
    """

  /// The lines `make kata-test` shows for a test of `source` that failed at `line`.
  func shown(failingAt line: Int) throws -> [String] {
    var test = TestResult(
      id: "GameOfLifeTests.TearDownTests/testOne", sentence: "TearDownTests.testOne",
      suiteID: "TearDownTests",
      file: "TearDownTests.swift", line: 9, outcome: .failed)
    test.firstProblem = "failed - left something behind"
    test.problemLine = line
    let record = RunRecord(
      number: 1, time: Date(), event: .run, command: "kata-test", light: .red, changes: LineChanges(),
      snapshot: Snapshot(files: ["Tests/GameOfLifeTests/TearDownTests.swift": Self.source]))
    let workspace = Workspace(root: URL(fileURLWithPath: "/nowhere"))
    let view = RunView(
      record: record, outcome: Outcome(variantName: "practice"),
      practice: try PracticePackage(name: "ada", workspace: workspace), paint: Paint(colours: false))
    return view.failure(test)
  }

  @Test("A failure inside the test shows the test's lines up to it, that line marked")
  func insideTheTest() throws {
    #expect(
      Array(try shown(failingAt: 10).dropFirst(2)) == [
        "    Practice/ada/Tests/GameOfLifeTests/TearDownTests.swift:10",
        "       9 |   func testOne() {",
        "    > 10 |     XCTAssertEqual(1, 1)",
        "      11 |   }",
      ])
  }

  @Test("A failure before the test's own lines, in its tearDown, shows the lines around it, that line marked")
  func beforeTheTest() throws {
    #expect(
      Array(try shown(failingAt: 5).dropFirst(2)) == [
        "    Practice/ada/Tests/GameOfLifeTests/TearDownTests.swift:5",
        "      2 | ",
        "      3 | final class TearDownTests: XCTestCase {",
        "      4 |   override func tearDown() {",
        "    > 5 |     XCTFail(\"left something behind\")",
        "      6 |     super.tearDown()",
      ])
  }
}
