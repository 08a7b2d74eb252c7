import LifeKit
import Testing

@Suite("life show, explain, patterns and rules")
struct WorkshopCommandTests {
  @Test("show prints generation 0 and the N after it, each under its generation and population")
  func show() throws {
    let result = try LifeProcess.run(["show", "glider", "--generations", "4"])
    expectSuccess(result)
    let frames = result.standardOutput.dropLast().split(separator: "\n\n")
    #expect(frames.count == 5)
    for (generation, frame) in frames.enumerated() {
      #expect(frame.hasPrefix("Generation \(generation), population 5\n"))
    }
    // Every frame shows the same box, so the glider is seen to move: 4 × 4 here.
    #expect(frames[0].hasSuffix("\n.O..\n..O.\nOOO.\n...."))
    #expect(frames[4].hasSuffix("\n....\n..O.\n...O\n.OOO"))
  }

  @Test("explain marks each cell with the rule that decided it and counts each rule")
  func explainConway() throws {
    let result = try LifeProcess.run(["explain", "glider"])
    expectSuccess(result)
    let text = result.standardOutput
    #expect(text.contains("\n..O..          ..u..          .....\n"))
    #expect(
      text.contains("reproduction: a dead cell with exactly three live neighbours becomes alive: 2 cells"))
    #expect(text.contains("survival: a live cell with two or three live neighbours lives on: 3 cells"))
    #expect(text.contains("underpopulation: a live cell with fewer than two live neighbours dies: 2 cells"))
    #expect(text.contains("overpopulation: a live cell with more than three live neighbours dies: 0 cells"))
  }

  @Test("explain counts overpopulation in the articles' 3 × 3 solid block")
  func explainOverpopulation() throws {
    let result = try LifeProcess.run(
      ["explain", "-", "--topology", "bounded", "--size", "5x5"], input: "OOO\nOOO\nOOO\n")
    expectSuccess(result)
    // The centre and the four edge middles have more than three live neighbours; the corners survive.
    let board = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ") }.filter {
      $0.count == 3
    }
    #expect(board.map { String($0[1]) } == ["..*..", ".OxO.", "*xxx*", ".OxO.", "..*.."])
    #expect(
      result.standardOutput.contains(
        "overpopulation: a live cell with more than three live neighbours dies: 5 cells"))
    #expect(
      result.standardOutput.contains(
        "survival: a live cell with two or three live neighbours lives on: 4 cells"))
    #expect(
      result.standardOutput.contains(
        "reproduction: a dead cell with exactly three live neighbours becomes alive: 4 cells"))
  }

  @Test("explain speaks of birth and survival in B/S terms under another rule")
  func explainOtherRule() throws {
    let result = try LifeProcess.run(["explain", "glider", "--rule", "B36/S23", "--generation", "2"])
    expectSuccess(result)
    #expect(result.standardOutput.contains("generation 2 to 3 (rule B36/S23"))
    #expect(result.standardOutput.contains("born (B36): a dead cell with 3 or 6 live neighbours"))
    #expect(result.standardOutput.contains("survives (S23): a live cell with 2 or 3 live neighbours"))
    #expect(!result.standardOutput.contains("underpopulation"))
  }

  @Test("patterns lists every built-in pattern with its size and period")
  func patterns() throws {
    let result = try LifeProcess.run(["patterns"])
    expectSuccess(result)
    let lines = result.standardOutput.split(separator: "\n")
    for entry in PatternLibrary.all {
      let pattern = entry.pattern()
      let line = try #require(lines.first { $0.hasPrefix("  \(entry.name) ") }, "\(entry.name) missing")
      #expect(line.contains("\(pattern.width) × \(pattern.height)"))
      #expect(line.contains(entry.period.map { "period \($0)" } ?? "period -"))
    }
  }

  @Test("rules prints the four rules, each with its picture and what happens to the centre")
  func rules() throws {
    let result = try LifeProcess.run(["rules"])
    expectSuccess(result)
    for (name, after) in [
      ("Underpopulation", "."), ("Survival", "O"), ("Overpopulation", "."), ("Reproduction", "O"),
    ] {
      #expect(result.standardOutput.contains(name))
      let block = try #require(result.standardOutput.split(separator: "\n\n").first { $0.contains(name) })
      #expect(block.contains("→   \(after) "), "\(name)")
    }
    #expect(!result.standardOutput.contains("decided by"), "each picture is decided by its own rule")
  }
}
