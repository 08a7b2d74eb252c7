import Testing
import XCTest

/// Records a test failure in whichever framework is running the current test.
///
/// On Swift 6.3 an `XCTAssert` inside a Swift Testing test, or an `#expect` inside an `XCTestCase`,
/// is silently ignored, so a helper shared by both suites has to ask which one is running.
public func recordFailure(
  _ message: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  if Test.current != nil {
    let location = SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
