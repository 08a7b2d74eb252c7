import Foundation
import Testing

@testable import Compiler

@Suite("The list of XCTest tests kept for the symbol graphs it was read from")
struct XCTestListTests {
  static let graph = Data(#"{"symbols": [], "relationships": []}"#.utf8)

  @Test("The same graphs give the kept list; a graph changed by a byte is read again")
  func keptForTheSameGraphs() throws {
    let record = try temporaryFolder("xctest-list").appendingPathComponent("xctest-list-GameTests.json")
    let read = try XCTestList.reading("GameTests", symbolGraph: Self.graph, imported: [], keptIn: record)
    #expect(read.testCases == 0)
    #expect(read.text.contains("import GameTests"))

    // The kept list is marked, so that the next reading shows whether it was read again.
    var kept = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
    var list = try #require(kept["list"] as? [String: Any])
    list["text"] = "kept"
    kept["list"] = list
    try JSONSerialization.data(withJSONObject: kept).write(to: record)

    let again = try XCTestList.reading("GameTests", symbolGraph: Self.graph, imported: [], keptIn: record)
    #expect(again.text == "kept")
    let withAnImport = try XCTestList.reading(
      "GameTests", symbolGraph: Self.graph, imported: [Self.graph], keptIn: record)
    #expect(withAnImport == read)
    let changed = Data(#"{"symbols": [], "relationships": [] }"#.utf8)
    #expect(try XCTestList.reading("GameTests", symbolGraph: changed, imported: [], keptIn: record) == read)
  }
}
