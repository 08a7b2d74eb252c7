import Foundation
import Testing

@Suite("life run")
struct RunCommandTests {
  @Test("A glider after four generations is the same glider, moved one cell down and right")
  func gliderMoves() throws {
    let start = try LifeProcess.run(["run", "glider", "--generations", "0", "--format", "life106"])
    let moved = try LifeProcess.run(["run", "glider", "--generations", "4", "--format", "life106"])
    expectSuccess(moved)
    let cells = { (text: String) in
      Set(
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
          $0.split(separator: " ").compactMap { Int($0) }
        })
    }
    #expect(cells(start.standardOutput).count == 5)
    #expect(cells(moved.standardOutput) == Set(cells(start.standardOutput).map { $0.map { $0 + 1 } }))
  }

  @Test("The default output is the live cells' box as plaintext")
  func plaintextByDefault() throws {
    let result = try LifeProcess.run(["run", "blinker", "--generations", "1"])
    expectSuccess(result)
    #expect(result.standardOutput == "!Name: blinker\nO\nO\nO\n")
  }

  @Test("RLE output on the plane keeps the position")
  func rleKeepsPosition() throws {
    let result = try LifeProcess.run(["run", "glider", "--generations", "8", "--format", "rle"])
    expectSuccess(result)
    #expect(result.standardOutput == "#N glider\n#CXRLE Pos=2,2\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n")
  }

  @Test("--format count prints only the population")
  func count() throws {
    let result = try LifeProcess.run(["run", "diehard", "--generations", "130", "--format", "count"])
    expectSuccess(result)
    #expect(result.standardOutput == "0\n")
  }

  @Test("On a torus the output is the whole grid, and RLE writes the torus back as a :T suffix")
  func torusWholeGrid() throws {
    let result = try LifeProcess.run([
      "run", "blinker", "--generations", "1", "--topology", "torus", "--size", "5x4", "--format", "rle",
    ])
    expectSuccess(result)
    // A 3 × 1 blinker centred in 5 × 4 sits at row 2, columns 1-3; one generation later it stands in column 2.
    #expect(result.standardOutput == "#N blinker\nx = 5, y = 4, rule = B3/S23:T5,4\n$2bo$2bo$2bo!\n")
  }

  @Test("A file's :P suffix is honoured: the grid's dead edge stops a glider")
  func fileSuffixIsHonoured() throws {
    let folder = try TemporaryFolder()
    let file = try folder.file("boxed.rle", "x = 3, y = 3, rule = B3/S23:P6,6\nbo$2bo$3o!\n")
    let result = try LifeProcess.run(["run", file, "--generations", "20", "--format", "rle"])
    expectSuccess(result)
    // On a bounded 6 × 6 grid the glider becomes a block in the corner.
    #expect(result.standardOutput.hasSuffix("x = 6, y = 6, rule = B3/S23:P6,6\n4$4b2o$4b2o!\n"))
  }

  @Test("Bounded and torus grids default to the pattern's own box, and print it whole")
  func ownBox() throws {
    let result = try LifeProcess.run(["run", "beacon", "--generations", "1", "--topology", "bounded"])
    expectSuccess(result)
    #expect(result.standardOutput == "!Name: beacon\nOO..\nO...\n...O\n..OO\n")
  }

  @Test(
    "A pattern is read from standard input with -, in any format",
    arguments: [
      "x = 3, y = 1\n3o!\n", "#Life 1.06\n0 0\n1 0\n2 0\n", "#Life 1.05\n#P 0 0\n***\n", "OOO\n",
    ])
  func standardInput(text: String) throws {
    let result = try LifeProcess.run(["run", "-", "--generations", "1", "--format", "life106"], input: text)
    expectSuccess(result)
    #expect(result.standardOutput == "#Life 1.06\n1 -1\n1 0\n1 1\n")
  }

  @Test(
    "Rules in B/S and S/B notation: HighLife's replicator differs from Life's",
    arguments: ["B36/S23", "23/36"])
  func otherRules(rule: String) throws {
    let highLife = try LifeProcess.run(
      ["run", "-", "--generations", "12", "--rule", rule, "--format", "count"],
      input: "x = 5, y = 5\n2b3o$bo2bo$o3bo$o2bo$3o!\n")
    let life = try LifeProcess.run(
      ["run", "-", "--generations", "12", "--format", "count"],
      input: "x = 5, y = 5\n2b3o$bo2bo$o3bo$o2bo$3o!\n")
    expectSuccess(highLife)
    #expect(highLife.standardOutput != life.standardOutput)
  }

  @Test("The engines agree", arguments: ["auto", "game", "set"])
  func engines(engine: String) throws {
    let result = try LifeProcess.run([
      "run", "pulsar", "--generations", "7", "--topology", "torus", "--size", "17x17", "--engine", engine,
      "--format", "rle",
    ])
    let reference = try LifeProcess.run([
      "run", "pulsar", "--generations", "1", "--topology", "torus", "--size", "17x17", "--format", "rle",
    ])
    expectSuccess(result)
    #expect(result.standardOutput == reference.standardOutput)
  }

  @Test("--output writes the file and nothing to standard output")
  func outputFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("out.rle")
    try "an older file".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try LifeProcess.run([
      "run", "block", "--generations", "3", "--format", "rle", "--output", path,
    ])
    expectSuccess(result)
    #expect(result.standardOutput.isEmpty)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "#N block\nx = 2, y = 2, rule = B3/S23\n2o$2o!\n")
    // Nothing else is left in the folder: no temporary file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["out.rle"])
  }
}
