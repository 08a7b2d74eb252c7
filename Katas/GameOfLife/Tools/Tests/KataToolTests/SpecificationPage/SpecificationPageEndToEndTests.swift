import Foundation
import Testing

@testable import Build
@testable import KataSystem
@testable import Specification
@testable import Verdicts

@Suite("make spec-html, end to end", .enabled(if: Browser.path != nil, "needs chromium"))
struct SpecificationPageEndToEndTests {
  @Test(
    "In a browser, the page shows every specification test with its result, and its boards where it has any")
  func everyTestAndItsBoards() throws {
    let workspace = try PracticeLoopTests.workspace.get()
    let made = try kata(["spec-html"], in: workspace, timeLimit: 60)
    try #require(made.status == 0, "\(made.output)")
    #expect(
      made.output.contains(
        "The specification, as a page for the projector and for print: .build/spec/index.html"))
    // The same run again, in the same scratch package (so it is quick), says what the page must show.
    let package = try ScratchPackage(
      folder: workspace.scratch.appendingPathComponent("spec/1"), workspace: workspace, reporter: KeptReport()
    )
    let run = try SuiteRunner(package: package).run(try workspace.libraryVariant()).run
    try #require(run.tests.count > 50)

    let page = workspace.root.appendingPathComponent(".build/spec/index.html")
    let folder = try temporaryFolder("spec-page-end-to-end")
    let browser = [
      try #require(Browser.path), "--headless", "--no-sandbox", "--disable-gpu",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
    ]
    let dom = try ChildProcess.run(browser + ["--dump-dom", page.absoluteString], timeLimit: 60)
    try #require(dom.succeeded, "\(dom.output)")
    let tests = dom.output.components(separatedBy: "<li class=\"test\" ").dropFirst()
    for test in run.tests {
      let shown = tests.filter { $0.hasPrefix("data-test-id=\"\(htmlEscaped(test.id))\"") }
      // Once in the view by rule, once in the view by step.
      #expect(shown.count == 2, "\(test.sentence)")
      let result = test.passed ? "pass" : "fail"
      #expect(shown.allSatisfy { $0.contains("data-result=\"\(result)\"") }, "\(test.sentence)")
      let boards = test.attachments.filter { SpecificationBoards.roles.contains(where: $0.name.hasPrefix) }
      #expect(
        shown.allSatisfy { $0.contains("class=\"board") } == !boards.isEmpty,
        "\(test.sentence): \(boards.count) boards attached")
    }
    #expect(run.tests.filter { !$0.attachments.isEmpty }.count >= 40, "most tests attach their boards")

    // The page's first screen, as the back of a room reads it at 1280 × 720.
    let room = try RoomScreen(page: String(contentsOf: page, encoding: .utf8), whole: false).problems()
    #expect(room.isEmpty, "\(room.joined(separator: "\n"))")

    let screenshot = folder.appendingPathComponent("spec.png")
    let shot = try ChildProcess.run(
      browser + ["--screenshot=\(screenshot.path)", "--window-size=1280,2000", page.absoluteString],
      timeLimit: 60)
    try #require(shot.succeeded, "\(shot.output)")
    #expect(try Data(contentsOf: screenshot).starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
