import GameOfLife
import GameOfLifeTestSupport
import XCTest

/// Proves that the shared helpers record their failures in XCTest (Swift Testing's side is `HelperSpec`).
final class HelperTests: XCTestCase {
  private var capturing = false
  private var captured: [String] = []

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      if capturing { captured.append(issue.compactDescription) } else { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      if capturing {
        captured.append(description)
      } else {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif

  private func failures(of body: () throws -> Void) rethrows -> [String] {
    capturing = true
    defer { capturing = false }
    captured = []
    try body()
    return captured
  }

  func test_expectPicture_failsInXCTest_withBothPicturesSideBySide() throws {
    let game = try Game(picture: ".O.\n.O.\n.O.")
    let messages = failures { expectPicture(game, "...\nOOO\n...") }
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(messages.first?.contains("expected  actual  differences") ?? false, "\(messages)")
  }

  func test_expectCentre_failsInXCTest() {
    // Whatever the rules say, exactly one of these two expectations is wrong.
    let messages = failures {
      expectCentre(.alive, withLiveNeighbours: 2, toBecome: .alive)
      expectCentre(.alive, withLiveNeighbours: 2, toBecome: .dead)
    }
    XCTAssertEqual(messages.count, 1)
  }

  func test_helpers_recordNothingWhenRight() throws {
    let game = try Game(picture: ".O.\n.O.\n.O.")
    XCTAssertEqual(failures { expectPicture(game, ".O.\n.O.\n.O.") }, [])
  }
}
