import Testing

@testable import Practice

@Suite("make kata-bench's tables")
struct BenchTableTests {
  @Test("Each part of a light stands under its own heading")
  func partsUnderTheirHeadings() throws {
    var row = BenchRow(title: "a new method, used by a new test")
    row.parts = [BenchParts(total: 0.89, compile: 0.64, link: 0.12, run: 0.03)]
    let lines = BenchRow.partsTable([row]).split(separator: "\n").map(String.init)
    let heading = try #require(lines.first)
    let values = try #require(lines.dropFirst().first)
    // The title is whole, apart from the first heading, and the numbers are said to be medians.
    #expect(heading.hasPrefix("where the time of make kata-test went  "), "\(heading)")
    #expect(heading.contains(" compile "), "\(heading)")
    #expect(lines.last?.contains("medians") == true, "\(lines)")
    // Each number ends where its heading's first five letters do.
    for (name, value) in [("compile", "0.64"), ("link", "0.12"), ("total", "0.89")] {
      let column = try #require(heading.range(of: name)).lowerBound.utf16Offset(in: heading)
      let number = try #require(values.range(of: value)).lowerBound.utf16Offset(in: values)
      #expect(
        number + value.count <= column + 5 && number + value.count > column, "\(name)\n\(heading)\n\(values)")
    }
  }

  @Test("A new XCTest test goes inside the suite's last class, a new @Test at the end of its file")
  func testsAddedWhereTheyBelong() {
    let xctest = BenchEdit.spread[1]
    let added = BenchPackage.adding(xctest.test?(7) ?? "", to: BenchPackage.xctestFile, asAMethod: true)
    #expect(
      added.hasSuffix("XCTAssertEqual(try Game(picture: \"O\").benchMethod7(), 7)\n  }\n}\n"), "\(added)")
    #expect(added.components(separatedBy: "final class BlockTests").count == 2)
    let swiftTesting = BenchEdit.spread[0]
    let appended = BenchPackage.adding(
      swiftTesting.test?(8) ?? "", to: BenchPackage.swiftTestingFile, asAMethod: false)
    #expect(
      appended.hasPrefix(BenchPackage.swiftTestingFile) && appended.hasSuffix("== 8)\n}\n"), "\(appended)")
  }
}
