import Foundation
import GameOfLife
import LifeKit
import Testing

/// A board to set up on the page, by script, then step and compare with the kata's Game.
struct PageJob {
  let label: String
  let script: String
  /// For a library pattern: `life` places it itself, so its placement is checked too.
  var libraryName: String?
}

/// A teaching page written by `life workshop`, in a folder of its own, and loaded in the browser.
struct TeachingPageFile {
  let folder: TemporaryFolder
  let url: URL

  /// Writes the page with `life workshop` and its `options`; `changing` replaces a line of its script
  /// first, which must be there.
  init(options: [String] = [], changing original: String? = nil, to replacement: String = "") throws {
    folder = try TemporaryFolder()
    let path = folder.path("teaching.html")
    expectSuccess(try LifeProcess.run(["workshop", "--output", path] + options))
    if let original {
      let page = try String(contentsOfFile: path, encoding: .utf8)
      try #require(page.contains(original), "the page no longer contains \(original)")
      try page.replacingOccurrences(of: original, with: replacement).write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    url = URL(fileURLWithPath: path)
  }

  /// Runs a script on the page, in a window of `size` (`1280,720`) when given, and returns what it logged.
  func run(_ script: String, windowSize size: String? = nil) throws -> String {
    let address =
      url.absoluteString + "#script="
      + (script.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    let window = size.map { ["--window-size=\($0)"] } ?? []
    let dom = try Browser.run(window + ["--dump-dom", address], in: folder.url)
    return try Browser.text(of: "<pre id=\"script-log\"", in: dom)
  }

  func screenshot(script: String) throws -> Data {
    let file = folder.path("teaching.png")
    let address =
      url.absoluteString + "#script="
      + (script.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    try Browser.run(["--screenshot=\(file)", "--window-size=1600,1000", address], in: folder.url)
    return try Data(contentsOf: URL(fileURLWithPath: file))
  }

  /// Steps every job on the page, and each from the page's generation 0 with `life show --engine game`;
  /// returns one line for each job whose generations differ.
  func disagreements(running jobs: [PageJob]) throws -> [String] {
    let generations = TeachingPageBrowserTests.generations
    let script = jobs.map { "job:\($0.label);\($0.script);report;run:\(generations)" }.joined(separator: ";")
    let sections = try run(script).components(separatedBy: "=== ").dropFirst()
    try #require(sections.count == jobs.count, "the page ran \(sections.count) of \(jobs.count) jobs")
    var disagreements: [String] = []
    for (job, section) in zip(jobs, sections) {
      let page = String(section.drop { $0 != "\n" }.dropFirst()).trimmingCharacters(in: .newlines)
      let rows = page.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix {
        !$0.isEmpty
      }
      let width = rows.first?.count ?? 0
      let topology = job.label.hasSuffix("torus") ? "torus" : "bounded"
      let options = [
        "--engine", "game", "--topology", topology, "--size", "\(width)x\(rows.count)",
        "--generations", "\(generations)",
      ]
      let game =
        if let name = job.libraryName {
          try LifeProcess.run(["show", name] + options)
        } else {
          try LifeProcess.run(["show", "-"] + options, input: rows.joined(separator: "\n") + "\n")
        }
      expectSuccess(game)
      let expected = game.standardOutput.trimmingCharacters(in: .newlines)
      guard page != expected else { continue }
      let pageFrames = page.components(separatedBy: "\n\n")
      let gameFrames = expected.components(separatedBy: "\n\n")
      let first =
        zip(pageFrames, gameFrames).enumerated().first { $1.0 != $1.1 }?.offset
        ?? min(pageFrames.count, gameFrames.count)
      disagreements.append("\(job.label): the page and the Game differ first at generation \(first)")
    }
    return disagreements
  }
}
