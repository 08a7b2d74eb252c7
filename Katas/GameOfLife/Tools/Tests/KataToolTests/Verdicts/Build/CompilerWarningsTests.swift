import Testing

@testable import Build

/// The learner's warnings under every light: said by the build that compiles a file, kept while its text stays.
@Suite("The learner's warnings are shown while they last")
struct CompilerWarningsTests {
  let game = "Practice/ada/Sources/GameOfLife/Game.swift"
  let tests = "Practice/ada/Tests/GameOfLifeTests/GameTests.swift"

  func warning(_ path: String, _ line: Int, _ said: String = "variable 'x' was never mutated") -> String {
    "\(path):\(line):7: warning: \(said)"
  }

  @Test("Only the learner's own files' warnings are read, each once, from its first line")
  func said() {
    let output = """
      \(warning(game, 3))
       3 |   var x = 1
      \(warning(game, 3))
      .build/kata/practice/ada/Runner/main.swift:1:1: warning: generated
      \(warning(tests, 9, "initialization of immutable value 'y' was never used"))
      """
    let said = CompilerWarnings.said(in: output, of: [game, tests])
    #expect(said[game] == [warning(game, 3)])
    #expect(said[tests] == [warning(tests, 9, "initialization of immutable value 'y' was never used")])
    #expect(said.count == 2)
  }

  @Test("A file not compiled again keeps its warnings; compiled again without them, or edited, it has none")
  func remembered() {
    var memory = CompilerWarnings(known: [:])
    let files = [game: "var x = 1", tests: "let y = 2"]
    let first = memory.learn(
      said: [game: [warning(game, 3)], tests: [warning(tests, 9)]], compiled: [game, tests], files: files)
    #expect(first == [warning(game, 3), warning(tests, 9)])
    // Nothing compiled: swift build says nothing, and the light still shows both.
    #expect(memory.learn(said: [:], compiled: [], files: files) == first)
    // The test file compiled again, with no warning now.
    #expect(memory.learn(said: [:], compiled: [tests], files: files) == [warning(game, 3)])
    // The Game edited: its old text's warnings are not its new text's.
    #expect(memory.learn(said: [:], compiled: [], files: [game: "let x = 1", tests: "let y = 2"]).isEmpty)
    // Back to the old text, whose object the store may still hold: its warnings come back with it.
    #expect(memory.learn(said: [:], compiled: [], files: files) == [warning(game, 3)])
  }

  @Test("The files swift build compiled are read from its Compiling lines, by the learner's path")
  func compiledBySwiftBuild() {
    let variant = Variant(
      name: "practice",
      game: Variant.Target(
        files: ["Game.swift": "", "Rule.swift": ""], origin: "Practice/ada/Sources/GameOfLife"),
      support: Variant.Target(files: [:], origin: "Tests/GameOfLifeTestSupport"),
      tests: Variant.Target(files: ["GameTests.swift": ""], origin: "Practice/ada/Tests/GameOfLifeTests"))
    let output = "[3/5] Compiling GameOfLife Game.swift, Rule.swift\n[4/5] Emitting module GameOfLife\n"
    #expect(
      CompilerWarnings.compiledBySwiftBuild(output, in: variant)
        == ["Practice/ada/Sources/GameOfLife/Game.swift", "Practice/ada/Sources/GameOfLife/Rule.swift"])
  }
}
