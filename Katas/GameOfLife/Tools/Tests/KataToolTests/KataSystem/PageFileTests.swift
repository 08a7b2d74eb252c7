import Foundation
import Testing

@testable import KataSystem
@testable import Specification
@testable import SpecificationPage
@testable import Verdicts
@testable import Workshop

/// The tool's pages hold their styles and scripts as the files beside their code say, read from its bundle.
@Suite("The pages' styles and scripts are files of their own")
struct PageFileTests {
  func file(_ path: String) throws -> String {
    try String(
      contentsOf: repositoryRoot.appendingPathComponent("Katas/GameOfLife/Tools/Sources/\(path)"),
      encoding: .utf8)
  }

  @Test("The specification page holds its style sheet and its script as their files say, whole")
  func specificationPageFiles() throws {
    let steps = try Steps(workspace: Workspace(root: repositoryRoot))
    let html = specificationPage(steps, run: TestRun(), title: "The specification")
    #expect(html.contains("<style>\n" + (try file("SpecificationPage/specification-page.css")) + "</style>"))
    #expect(html.contains("<script>\n" + (try file("SpecificationPage/specification-page.js")) + "</script>"))
  }

  @Test("The dashboard holds its style sheet as its file says, whole")
  func dashboardPageFiles() throws {
    let html = dashboardPage(Dashboard(pairs: [], made: DashboardRoom.zero))
    #expect(html.contains("<style>\n" + (try file("Workshop/Dashboard/dashboard-page.css")) + "</style>"))
  }
}
