import Foundation
import Testing

@testable import KataSystem
@testable import Practice
@testable import Verdicts

@Suite("What TCR puts back after each light")
struct TCRLightTests {
  func verdict(_ configure: (inout Outcome) throws -> Void) rethrows -> RunVerdict {
    var outcome = Outcome(variantName: "practice")
    try configure(&outcome)
    return RunVerdict(outcome)
  }

  func run(failing: Bool) throws -> TestRun {
    var stream = RecordedStream()
    stream.test("aloneDies", file: "GameOfLifeTests.swift")
    stream.run("aloneDies", file: "GameOfLifeTests.swift", fails: failing)
    return try stream.testRun()
  }

  @Test("Plain TCR puts Sources and Tests back after red and after amber, a compile error too")
  func plain() throws {
    let red = try verdict { $0.run = try run(failing: true) }
    let green = try verdict { $0.run = try run(failing: false) }
    let noTest = verdict { _ in }
    let compileError = verdict { $0.compileError = "error: nope" }
    #expect(red.light == .red && green.light == .green)
    #expect(TCRVariant.plain.reverts(red))
    #expect(TCRVariant.plain.reverts(noTest))
    #expect(TCRVariant.plain.reverts(compileError))
    #expect(!TCRVariant.plain.reverts(green))
    #expect(TCRVariant.plain.parts == [.sources, .tests])
    #expect(TCRVariant.btcr.parts == [.sources, .tests])
  }

  @Test("What TCR did is said in one line, after every light: put back, kept green, or kept uncompiled")
  func saysWhatItDid() throws {
    let workspace = try copiedWorkspace("tcr-words")
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let practice = try PracticePackage(name: "ivy", workspace: workspace)
    try practice.create(force: false, reporter: KeptReport())
    let kata = LoopCommands(Kata(workspace: workspace, reporter: KeptReport()))
    let history = History(practice: practice)
    func record(_ light: Light, revert: RunRecord.Revert? = nil, keptAsSaved: [String] = []) -> PracticeRun {
      PracticeRun(
        record: RunRecord(
          number: 1, time: Date(), event: .run, command: "kata-tcr", light: light, revert: revert,
          snapshot: Snapshot()),
        outcome: Outcome(variantName: "ivy"), keptAsSaved: keptAsSaved)
    }
    #expect(
      kata.tcrVerdict(record(.green), practice: practice, history: history)
        == "Green: kept. This is now the code TCR goes back to.")
    #expect(
      kata.tcrVerdict(record(.amber), practice: practice, history: history)
        == "Kept as it is: it did not compile, and btcr puts back only code that compiles.")
    #expect(
      kata.tcrVerdict(
        record(.red, revert: .init(to: 0, parts: [.sources])), practice: practice, history: history
      )
      .hasPrefix("↶ Your Sources went back to run 0 (the start, "))
    let savedDuring = kata.tcrVerdict(
      record(.red, revert: .init(to: 0, parts: [.sources]), keptAsSaved: ["Sources/GameOfLife/Game.swift"]),
      practice: practice, history: history)
    #expect(
      savedDuring.hasSuffix(
        "\nSources/GameOfLife/Game.swift changed after the code put back was read, so it stays as you saved "
          + "it: your next run tests it."), "\(savedDuring)")
  }

  @Test("Relaxed TCR puts back Sources only")
  func relaxed() throws {
    #expect(TCRVariant.relaxed.parts == [.sources])
    #expect(TCRVariant.relaxed.reverts(try verdict { $0.run = try run(failing: true) }))
    #expect(!TCRVariant.relaxed.reverts(try verdict { $0.run = try run(failing: false) }))
  }

  @Test("BTCR leaves code that does not compile, and puts back red and other ambers")
  func btcr() throws {
    #expect(!TCRVariant.btcr.reverts(verdict { $0.compileError = "error: nope" }))
    #expect(TCRVariant.btcr.reverts(try verdict { $0.run = try run(failing: true) }))
    #expect(TCRVariant.btcr.reverts(verdict { _ in }))
    #expect(!TCRVariant.btcr.reverts(try verdict { $0.run = try run(failing: false) }))
  }

  @Test("VARIANT= is plain when empty, relaxed or btcr by name, and refused otherwise")
  func words() throws {
    #expect(try TCRVariant(word: "") == .plain)
    #expect(try TCRVariant(word: "relaxed") == .relaxed)
    #expect(try TCRVariant(word: "btcr") == .btcr)
    #expect(throws: KataError("VARIANT must be relaxed or btcr (or nothing, for plain TCR), not 'x'")) {
      try TCRVariant(word: "x")
    }
  }
}
