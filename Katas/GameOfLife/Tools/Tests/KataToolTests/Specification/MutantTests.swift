import Testing

@testable import Build
@testable import KataSystem
@testable import Specification

@Suite("Mutants: read, applied exactly, refused when they do not fit")
struct MutantTests {
  let text = """
    # A dead cell with two live neighbours comes alive.
    # The birth rule as a blog post states it.
    file: Rule.swift
    - case (.dead, 3): .reproduction
    + case (.dead, 2): .reproduction
    """
  let rule = "switch x {\n    case (.dead, 3): .reproduction\n    default: nil\n}\n"

  @Test("A mutant says its bug, why, and changes exactly its lines, keeping their indentation")
  func applies() throws {
    let mutant = try Mutant(name: "01-birth-with-two", text: text)
    #expect(mutant.bug == "A dead cell with two live neighbours comes alive.")
    #expect(mutant.why == ["The birth rule as a blog post states it."])
    let result = try mutant.apply(to: ["Rule.swift": rule, "Game.swift": "game"])
    #expect(result["Rule.swift"] == "switch x {\n    case (.dead, 2): .reproduction\n    default: nil\n}\n")
    #expect(result["Game.swift"] == "game")
  }

  @Test("Lines found twice, or not at all, are refused: a mutant never silently tests the right code")
  func refused() throws {
    let mutant = try Mutant(name: "01-birth-with-two", text: text)
    #expect(throws: KataError.self) { try mutant.apply(to: ["Rule.swift": rule + rule]) }
    #expect(throws: KataError.self) { try mutant.apply(to: ["Rule.swift": "nothing here"]) }
    #expect(throws: KataError("mutant 01-birth-with-two: no file Rule.swift in the library's sources")) {
      try mutant.apply(to: [:])
    }
  }

  @Test("A badly written mutant file is refused, naming the line")
  func badFile() {
    #expect(throws: KataError("x.mutant, line 1: a change before any 'file:' line")) {
      try Mutant(name: "x", text: "- a\n")
    }
    #expect(throws: KataError("x.mutant, line 2: expected '#', 'file:', '-' or '+'")) {
      try Mutant(name: "x", text: "file: A.swift\nhello\n")
    }
    #expect(throws: KataError("x.mutant: a mutant needs a 'file:' line and at least one '-' line")) {
      try Mutant(name: "x", text: "# nothing\n")
    }
  }

  @Test("Every mutant of the kata applies to the library")
  func kataMutants() throws {
    let workspace = Workspace(root: repositoryRoot)
    let library = try SourceFiles.swiftFiles(in: workspace.library)
    let mutants = try Mutant.all(in: workspace.mutants)
    #expect(mutants.count >= 15)
    for mutant in mutants { #expect(try mutant.apply(to: library) != library, "\(mutant.name)") }
  }
}
