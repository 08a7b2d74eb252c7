import Foundation
import Testing

@Suite("life export")
struct ExportCommandTests {
  @Test("An animated SVG has one frame per generation, each shown in turn")
  func svg() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("glider.svg")
    let result = try LifeProcess.run([
      "export", "glider", "--generations", "8", "--format", "svg", "--output", path,
    ])
    expectSuccess(result)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.components(separatedBy: "<path ").count - 1 == 9)
    #expect(svg.components(separatedBy: "<animate ").count - 1 == 9)
    #expect(svg.hasSuffix("</svg>\n"))
    // Five live cells in every frame: five unit squares per path.
    #expect(svg.components(separatedBy: "h1v1h-1z").count - 1 == 45)
  }

  @Test("The HTML page plays, pauses, steps and changes speed, with nothing fetched from the network")
  func html() throws {
    let result = try LifeProcess.run(["export", "blinker", "--generations", "3", "--format", "html"])
    expectSuccess(result)
    let page = result.standardOutput
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    for control in ["id=\"play\"", "id=\"step\"", "id=\"speed\"", "<canvas"] {
      #expect(page.contains(control), "\(control) missing")
    }
    #expect(!page.contains("http"))
    #expect(!page.contains(" src="))
    #expect(page.contains("const frames = [\n[3,4,5],\n[1,4,7],\n[3,4,5],\n[1,4,7]\n];"))
  }

  @Test("The format follows the output file's extension when --format is not given")
  func formatFromExtension() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("slide.html")
    expectSuccess(try LifeProcess.run(["export", "toad", "--generations", "2", "--output", path]))
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }
}
