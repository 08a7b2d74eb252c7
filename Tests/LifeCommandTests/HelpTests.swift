import Foundation
import LifeKit
import Testing

@Suite("life --help and life help COMMAND")
struct HelpTests {
  static let commands = [
    "play", "run", "show", "explain", "export", "workshop", "patterns", "rules", "bench", "help",
  ]

  @Test(
    "life --help, -h and help list every command, the engines, the limits and the saved-patterns folder",
    arguments: [["--help"], ["-h"], ["help"]])
  func overview(arguments: [String]) throws {
    let result = try LifeProcess.run(arguments)
    expectSuccess(result)
    for command in Self.commands {
      #expect(result.standardOutput.contains("\n  \(command) "), "\(command) missing")
    }
    let engines = EngineKind.allCases.map(\.rawValue).joined(separator: "|")
    #expect(result.standardOutput.contains(engines))
    #expect(result.standardOutput.contains("$LIFE_PATTERNS_DIR"))
    #expect(result.standardOutput.contains("LIFE_KERNEL=portable, avx2 or avx512 forces one"))
    #expect(result.standardOutput.contains("~/.local/share/life/patterns"))
    #expect(result.standardOutput.contains("67108864 cells"))
    #expect(result.standardOutput.contains("64 a bad command line, 65 bad pattern data"))
  }

  @Test(
    "life help COMMAND describes every option the command accepts",
    arguments: [
      (
        "run",
        [
          "--generations", "--format", "--output", "--rule", "--topology", "--size", "--engine",
          "--memory",
        ]
      ),
      ("show", ["--generations", "--output", "--rule", "--topology", "--size", "--engine", "--memory"]),
      ("explain", ["--generation", "--output", "--rule", "--topology", "--size", "--engine"]),
      ("export", ["--generations", "--format", "--output", "--delay", "--rule", "--topology", "--size"]),
      ("workshop", ["--output", "--topology", "--size", "--present"]),
      ("play", ["--rule", "--topology", "--size"]),
      ("patterns", []), ("rules", []), ("help", []),
    ])
  func commandHelp(command: String, options: [String]) throws {
    let help = try LifeProcess.run(["help", command])
    expectSuccess(help)
    #expect(help.standardOutput.hasPrefix("Usage: life \(command)"))
    for option in options {
      #expect(help.standardOutput.contains(option), "\(option) missing from 'life help \(command)'")
    }
    // The same help, asked for the other way.
    #expect(try LifeProcess.run([command, "--help"]).standardOutput == help.standardOutput)
  }

  @Test(
    "life --help and life help COMMAND print exactly the text in HelpTexts/",
    arguments: ["overview"] + commands)
  func exactText(command: String) throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("HelpTexts/\(command).txt")
    let result = try LifeProcess.run(command == "overview" ? ["--help"] : ["help", command])
    expectSuccess(result)
    // The one line that depends on the machine names its widest kernel; the file says KERNEL.
    let here = "the processor has: \(BitboardKernel.widestSupported.rawValue) here."
    let placeholder = "the processor has: KERNEL here."
    let environment = ProcessInfo.processInfo.environment
    if environment["RECORD_GOLDEN"] == "1", environment["CI"] == nil {
      let recorded = result.standardOutput.replacingOccurrences(of: here, with: placeholder)
      try recorded.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("Recorded \(file.path); run the tests again without RECORD_GOLDEN to check it")
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: placeholder, with: here)
    let (got, want) = (result.standardOutput.split(separator: "\n"), expected.split(separator: "\n"))
    let line =
      zip(got, want).enumerated().first { $1.0 != $1.1 }.map { $0.offset + 1 } ?? min(got.count, want.count)
      + 1
    #expect(
      result.standardOutput == expected,
      "line \(line) differs from HelpTexts/\(command).txt (RECORD_GOLDEN=1 rewrites it):\n\(result.standardOutput)"
    )
  }

  @Test("life help bench prints the benchmarks' own usage")
  func benchHelp() throws {
    let result = try LifeProcess.run(["help", "bench"])
    expectSuccess(result)
    #expect(result.standardOutput.contains("bench"))
  }

  @Test("life help of an unknown command is a usage error")
  func unknownTopic() throws {
    let result = try LifeProcess.run(["help", "fly"])
    #expect(result.status == 64)
    #expect(result.standardError == "Error: unknown command 'fly' (see 'life --help')\n")
  }
}
