import Foundation
import KataSystem
import Verdicts

/// The tests that pass on the untouched template, each with why.
///
/// The template's "no" is their right answer. Read from `Katas/GameOfLife/steps/green-on-the-template.md`, lines `- "sentence": why`.
package struct GreenOnTheTemplate: Sendable {
  package var reasons: [String: String] = [:]

  package static let fileName = "green-on-the-template.md"

  package init(text: String) {
    for line in text.split(separator: "\n") where line.hasPrefix("- \"") {
      let rest = line.dropFirst(3)
      guard let close = rest.firstIndex(of: "\"") else { continue }
      let why = rest[rest.index(after: close)...].drop { $0 == ":" || $0 == " " }
      reasons[String(rest[..<close])] = String(why)
    }
  }

  package init(workspace: Workspace) throws {
    let url = workspace.steps.appendingPathComponent(Self.fileName)
    do {
      self.init(text: try String(contentsOf: url, encoding: .utf8))
    } catch {
      throw KataError("\(workspace.relative(url)) cannot be read")
    }
  }

  /// Whether the list is exactly the step tests that pass on the template, and what differs.
  func judge(templateRun run: TestRun) -> Report {
    var report = Report()
    let green = Set(run.stepTests.filter(\.passed).map(\.sentence))
    let listed = Set(reasons.keys)
    for sentence in green.subtracting(listed).sorted() {
      report.fail(
        "✘ \"\(sentence)\" passes on the untouched template: make it red there, or explain it in \(Self.fileName)"
      )
    }
    for sentence in listed.subtracting(green).sorted() {
      report.fail("✘ \(Self.fileName) lists \"\(sentence)\", which does not pass on the template")
    }
    if report.passed {
      report.say(
        "✔ the template fails every test of the specification but the \(listed.count) that \(Self.fileName) explains"
      )
    }
    return report
  }
}
