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

  @Test("A step of the rhythm is met only within its time, its share of plain SwiftPM's and its CPU time")
  func metOnlyWithinEveryGoal() {
    let row = BenchRow(
      title: "its body right", goal: 0.35, tool: [0.2, 0.3, 0.25], plain: [1, 1, 1], timesPlain: 0.3,
      cpu: [0.3], cpuGoal: 0.4)
    #expect(row.met)
    var slowerThanPlainAllows = row
    slowerThanPlainAllows.plain = [0.5]
    #expect(!slowerThanPlainAllows.met)
    var costly = row
    costly.cpu = [0.5]
    #expect(!costly.met)
    var late = row
    late.tool = [0.36]
    #expect(!late.met)
    #expect(BenchRow.table([costly]).contains("MISSED"))
  }

  @Test("A cycle of the rhythm: the test first, then the method answering wrong, right, and refactored")
  func rhythmCycle() {
    let rhythm = Rhythm.template
    let steps = Rhythm.Step.allCases.map {
      rhythm.text(of: $0, cycle: 2, source: "// Game\n", tests: "// tests\n")
    }
    // Every step holds the cycle's new test; the first no method yet, so it cannot compile.
    #expect(steps.allSatisfy { $0.tests.contains("#expect((try Game(picture: \"O\")).rhythm2() == 2)") })
    #expect(steps[0].source == "// Game\n")
    #expect(steps[1].source.contains("public func rhythm2() -> Int {\n    0\n  }"))
    #expect(steps[2].source.contains("public func rhythm2() -> Int {\n    2\n  }"))
    #expect(steps[3].source.contains("let answer = 2\n    return answer"))
    #expect(Rhythm.Step.allCases.map(\.light) == [.amber, .red, .green, .green])
  }
}
