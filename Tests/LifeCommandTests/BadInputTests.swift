import Foundation
import Testing

/// Bad input: one line on standard error naming what is wrong and where, an exit code, and no output.
@Suite("Bad input")
struct BadInputTests {
  /// A bad command line: `life` exits with 64.
  @Test(
    "A bad command line is refused with exit code 64",
    arguments: [
      (
        ["run", "glider", "--generations", "-1"],
        "--generations must be a whole number of generations, 0 or more, not '-1'"
      ),
      (["run", "glider", "--generations", "many"], "--generations must be a whole number"),
      (["run", "glider"], "'life run' needs --generations N"),
      (
        ["run", "glider", "--generations", "1", "--topology", "torus", "--size", "0x10"],
        "--size 0x10: a grid needs at least one column and one row"
      ),
      (
        ["run", "glider", "--generations", "1", "--topology", "torus", "--size", "-5x10"],
        "--size -5x10: a grid needs at least one column and one row"
      ),
      (
        ["run", "glider", "--generations", "1", "--topology", "torus", "--size", "100000x100000"],
        "a 100000 × 100000 grid is too large; the limit is at most 67108864 cells"
      ),
      (
        ["run", "glider", "--generations", "1", "--topology", "torus", "--size", "9223372036854775807x2"],
        "too large"
      ),
      (
        ["run", "glider", "--generations", "1", "--topology", "torus", "--size", "ten"],
        "--size must be written WIDTHxHEIGHT"
      ),
      (
        ["run", "glider", "--generations", "1", "--size", "10x10"], "--size needs --topology bounded or torus"
      ),
      (
        ["run", "glider", "--generations", "1", "--rule", "B9/S23"],
        "--rule: unknown rule 'B9/S23': unexpected '9' at column 2"
      ),
      (["run", "glider", "--generations", "1", "--topology", "sphere"], "unknown topology 'sphere'"),
      (
        [
          "run", "glider", "--generations", "1000000000", "--engine", "game", "--topology", "torus", "--size",
          "64x64",
        ],
        "the game engine makes at most 1073741824 cell updates, not 64 × 64 cells × 1000000000 generations"
      ),
      (
        [
          "run", "glider", "--generations", "1", "--engine", "game", "--topology", "torus", "--size",
          "4096x4096",
        ],
        "the game engine takes at most 4194304 cells (2048 × 2048), not 4096 × 4096"
      ),
      (
        [
          "show", "glider", "--generations", "5000", "--engine", "game", "--topology", "bounded", "--size",
          "1000x1000",
        ],
        "the game engine makes at most 1073741824 cell updates"
      ),
      (
        ["run", "glider", "--generations", "2000000", "--engine", "set"],
        "the set engine runs at most 1048576 generations, not 2000000"
      ),
      (
        ["run", "glider", "--generations", "1", "--engine", "warp"],
        "unknown engine 'warp': choose one of auto|game|set"
      ),
      (
        ["run", "glider", "--generations", "1", "--engine", "game"],
        "the game engine needs a bounded or torus grid"
      ),
      (
        ["run", "glider", "--generations", "1", "--memory", "0"],
        "--memory must be a whole number of megabytes"
      ),
      (["run", "glider", "--generations", "1", "--format", "png"], "unknown format 'png'"),
      (["run", "glider", "--generations", "1", "--colour"], "unknown option '--colour' for 'life run'"),
      (["run", "glider", "--generations"], "option '--generations' needs a value"),
      (["run", "glider", "blinker", "--generations", "1"], "'life run' takes one PATTERN, not 2"),
      (
        ["run", "no-such-pattern", "--generations", "1"],
        "no file or built-in pattern named 'no-such-pattern'"
      ),
      (
        ["run", "missing-file.rle", "--generations", "1"],
        "no file or built-in pattern named 'missing-file.rle'"
      ),
      (["run", "/", "--generations", "1"], "'/' is a folder, not a pattern file"),
      (["show", "glider", "--generations", "-3"], "--generations must be a whole number"),
      (["explain", "glider", "--generation", "-1"], "--generation must be a whole number"),
      (["export", "glider", "--generations", "3"], "'life export' needs --format svg or --format html"),
      (["export", "glider", "--generations", "3", "--format", "gif"], "unknown export format 'gif'"),
      (["export", "glider", "--format", "svg"], "'life export' needs --generations N"),
      (
        ["export", "glider", "--generations", "3", "--format", "svg", "--delay", "5"],
        "--delay must be a whole number of milliseconds"
      ),
      (["play", "glider", "--topology", "plane"], "the player needs --topology bounded or torus"),
      (["play", "no-such-pattern"], "no file or built-in pattern named 'no-such-pattern'"),
      (["patterns", "extra"], "'life patterns' takes no operands"),
      (["fly"], "unknown command 'fly'"),
    ])
  func badCommandLine(arguments: [String], message: String) throws {
    let result = try LifeProcess.run(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.errorLines.count == 1, "\(result)")
    #expect(result.standardError.hasPrefix("Error: "), "\(result)")
    #expect(result.standardError.contains(message), "\(result)")
    #expect(result.standardOutput.isEmpty, "\(result)")
  }

  /// Bad pattern data: `life` exits with 65 and names the file, line and column.
  @Test(
    "Malformed pattern files are refused with exit code 65, naming the file, line and column",
    arguments: [
      (
        "bad.rle", "#N Bad\nx = 3, y = 3\nbo$2bq!\n",
        "bad.rle:3:6: unexpected character 'q' in an RLE pattern"
      ),
      ("bad.rle", "x = 3, y = 3, rule = B3/S23\n99999999999o!\n", "bad.rle:2:10: run count is larger than"),
      ("bad.rle", "x = 3, y = 3, rule = B3/S99\nbo$2bo$3o!\n", "bad.rle:1:15: unknown rule 'B3/S99'"),
      ("bad.rle", "x = 3, y = 3, rule = B3/S23:Q4,4\no!\n", "bad.rle:1:15: unknown topology ':Q4,4'"),
      (
        "huge.rle", "x = 3, y = 3, rule = B3/S23:T100000,100000\no!\n",
        "the file's rule suffix: a 100000 × 100000 grid is too large"
      ),
      (
        "bad.cells", "!Name: Bad\n.O.\n.Ox\n",
        "bad.cells:3:3: unexpected character 'x' in a plaintext pattern"
      ),
      (
        "bad.lif", "#Life 1.05\n#P 0 0\n.*\n.o\n",
        "bad.lif:4:2: unexpected character 'o' in a Life 1.05 pattern"
      ),
      ("bad.lif", "#Life 1.06\n0 0\n1 one\n", "bad.lif:3:3: expected a cell as two whole numbers"),
    ])
  func badData(name: String, contents: String, message: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.file(name, contents)
    let result = try LifeProcess.run(["run", file, "--generations", "1"])
    #expect(result.status == 65, "\(result)")
    #expect(result.errorLines.count == 1, "\(result)")
    #expect(result.standardError.hasPrefix("Error: "), "\(result)")
    #expect(result.standardError.contains(message), "\(result)")
    #expect(result.standardOutput.isEmpty, "\(result)")
  }

  @Test("Bad data on standard input is named <stdin>")
  func badStandardInput() throws {
    let result = try LifeProcess.run(["run", "-", "--generations", "1"], input: "x = 1, y = 1\nz!\n")
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "Error: <stdin>:2:1: unexpected character 'z' in an RLE pattern (use b for dead, o for alive, $ for a new row)\n"
    )
  }

  @Test("Bytes that are not UTF-8 are refused as bad data")
  func notText() throws {
    let result = try LifeProcess.run(
      ["run", "-", "--generations", "1"], input: Data([0xFF, 0xFE, 0x00, 0x80]))
    #expect(result.status == 65)
    #expect(result.standardError == "Error: <stdin>: is not UTF-8 text, so it cannot be a pattern file\n")
  }

  @Test("An output file that cannot be written is a failure (exit 1), and nothing is half-written")
  func unwritableOutput() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("no-such-folder/out.rle")
    let result = try LifeProcess.run(["run", "glider", "--generations", "1", "--output", path])
    #expect(result.status == 1, "\(result)")
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.hasPrefix("Error: cannot write '\(path)'"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

@Suite("A population past what life can count")
struct PopulationLimitTests {
  static let breeder = "/usr/share/golly/Patterns/Life/Breeders/slide-breeder.rle"

  @Test(
    "A breeder run 2^40 generations is one line and exit 1, not a crash",
    .enabled(if: FileManager.default.fileExists(atPath: breeder), "needs Golly's patterns"))
  func breederPastIntMax() throws {
    let result = try LifeProcess.run(
      ["run", Self.breeder, "--generations", "1099511627776", "--format", "count"])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.standardError == "Error: the population is \(Int.max) cells or more: past what life can count\n")
  }
}
