// Over 250 lines: every proof that a build is of the code it names (swaps faster than file times tick,
// a stale object, a wrong binary, crashes and loops isolated) sits in one serialized suite of real builds.

import Foundation
import Testing

@testable import Build
@testable import Compiler
@testable import KataSystem
@testable import Specification
@testable import Verdicts

/// A tiny Game and tests, built for real: each variant's answer, and the size of a struct, which a test
/// module compiled against an older Game would get wrong.
func tinyVariant(answer: Int, fields: Int, tests: String? = nil) -> Variant {
  let stored = (0..<fields).map { "public var field\($0) = 0" }.joined(separator: "; ")
  return Variant(
    name: "answer \(answer) with \(fields) fields",
    game: .init(
      files: [
        "Answer.swift":
          "public func answer() -> Int { \(answer) }\npublic struct Box { \(stored); public init() {} }\n"
      ],
      origin: "Game"),
    support: .init(
      files: [
        "Size.swift":
          "import GameOfLife\npublic func boxSizeSeenBySupport() -> Int { MemoryLayout<Box>.size }\n"
      ],
      origin: "Support"),
    tests: .init(
      files: [
        "AnswerTests.swift": tests
          ?? """
          import GameOfLife
          import GameOfLifeTestSupport
          import Testing

          @Test func answerIs21() { #expect(answer() == 21) }
          @Test func boxHoldsTwoFields() {
            #expect(MemoryLayout<Box>.size == 16)
            #expect(boxSizeSeenBySupport() == 16)
          }
          """
      ], origin: "Tests"))
}

/// The names of the tests that failed in an outcome, sorted.
func failing(_ outcome: Outcome) -> [String] {
  outcome.run.tests.filter { !$0.passed }.map(\.sentence).sorted()
}

/// A scratch package in a fresh folder of its own, for one test.
func scratchPackage(
  _ name: String, timeLimit: Int = 30, builder: Workspace.Builder = .standard
) throws -> ScratchPackage {
  let root = try temporaryFolder(name)
  return try ScratchPackage(
    folder: root.appendingPathComponent("scratch"),
    workspace: Workspace(root: root, timeLimit: timeLimit, builder: builder), reporter: KeptReport())
}

/// Real builds with the toolchain: slower, so one at a time.
@Suite("Building variants for real", .serialized)
struct BuildTests {
  @Test(
    "Variants swapped 20 times with no delay each report their own code, never the one before",
    arguments: [(2, Workspace.Builder.standard), (3, .standard), (3, .packageManager)])
  func swapsNeverStale(wrongFields: Int, builder: Workspace.Builder) throws {
    // With 2 fields only a function body differs and each build takes well under a second; with 3 the
    // struct's layout differs too, which the tests' module must be compiled anew to see. `swift build`,
    // which the tool uses on macOS, is proven here too.
    let package = try scratchPackage("swaps", builder: builder)
    let runner = SuiteRunner(package: package)
    let right = tinyVariant(answer: 21, fields: 2)
    let wrong = tinyVariant(answer: 22, fields: wrongFields)
    for round in 0..<20 {
      let isRight = round % 2 == 0
      let outcome = try runner.run(isRight ? right : wrong)
      let expected =
        isRight ? [] : wrongFields == 2 ? ["answerIs21()"] : ["answerIs21()", "boxHoldsTwoFields()"]
      #expect(outcome.compiled)
      #expect(failing(outcome) == expected, "round \(round), the \(isRight ? "right" : "wrong") variant")
    }
    // swift build finds the XCTest tests in its index, but the toolchain's modules are left out of it: in a
    // new scratch package, indexing them costs a first light a second or more.
    if builder == .packageManager {
      let units = try FileManager.default.contentsOfDirectory(
        atPath: package.folder.appendingPathComponent(".build/debug/index/store/v5/units").path)
      #expect(units.contains { $0.hasPrefix("AnswerTests.swift.o-") }, "\(units)")
      #expect(units.allSatisfy { $0.contains(".swift.o-") }, "\(units)")
    }
  }

  @Test("The library and a mutant swapped 20 times with no delay: the specification judges each one")
  func librarySwappedWithMutant() throws {
    let root = try temporaryFolder("mutant-swaps")
    let workspace = Workspace(root: repositoryRoot)
    let package = try ScratchPackage(
      folder: root.appendingPathComponent("scratch"), workspace: workspace, reporter: KeptReport())
    let runner = SuiteRunner(package: package)
    let library = try workspace.libraryVariant()
    let mutant = try #require(try Mutant.all(in: workspace.mutants).first)
    var mutated = library
    mutated.game.files = try mutant.apply(to: library.game.files)
    for round in 0..<20 {
      let isLibrary = round % 2 == 0
      let outcome = try runner.run(isLibrary ? library : mutated)
      #expect(outcome.compiled)
      #expect(
        outcome.anyTestFailed == !isLibrary, "round \(round), \(isLibrary ? "the library" : mutant.name)")
    }
  }

  @Test("A test binary built from other sources is caught by its fingerprints, and built again")
  func wrongBinaryCaught() throws {
    let package = try scratchPackage("wrong-binary")
    let right = tinyVariant(answer: 21, fields: 2)
    let wrong = tinyVariant(answer: 22, fields: 2)
    #expect(failing(try SuiteRunner(package: package).run(wrong)) == ["answerIs21()"])
    // The binary and the libraries it loads: where the compiler builds modules as libraries, the Game's
    // code is in one of those.
    let images = { LoadedImages.images(of: try #require(package.lastBinary), within: package.folder) }
    let wrongImages = try images().map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    #expect(failing(try SuiteRunner(package: package).run(right)) == [])
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary))
        .isEmpty)
    // The binary of the other variant, put in its place: the check must see that it is not this one.
    let rightImages = try images()
    for (name, data) in wrongImages {
      try data.write(to: try #require(rightImages.first { $0.lastPathComponent == name }))
    }
    #expect(
      try !package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary)).isEmpty
    )
    #expect(failing(try SuiteRunner(package: package).run(right)) == [])
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary))
        .isEmpty)
  }

  @Test(
    "A stale object in the store is caught by the fingerprints on the fast path, and compiled anew",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func staleObjectCaught() throws {
    let package = try scratchPackage("stale-object")
    let runner = SuiteRunner(package: package)
    // Each source file's object is an entry of its own, named by what it is compiled from.
    let games = {
      try Set(
        FileManager.default.contentsOfDirectory(atPath: package.store.path).filter {
          $0.hasPrefix("GameOfLife.Answer-")
        })
    }
    #expect(failing(try runner.run(tinyVariant(answer: 21, fields: 2))) == [])
    let right = try #require(try games().first)
    #expect(failing(try runner.run(tinyVariant(answer: 22, fields: 2))) == ["answerIs21()"])
    let wrong = try #require(try games().subtracting([right]).first)
    // The wrong Game's code filed under the right Game's sources, as a stale build would leave it.
    let code = "Answer.o"
    let rightCode = package.store.appendingPathComponent(right).appendingPathComponent(code)
    try FileManager.default.removeItem(at: rightCode)
    try FileManager.default.copyItem(
      at: package.store.appendingPathComponent(wrong).appendingPathComponent(code), to: rightCode)
    #expect(failing(try runner.run(tinyVariant(answer: 21, fields: 2))) == [])
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary))
        .isEmpty)
  }

  @Test(
    "A wrong object where the compiler writes, carrying the right code's hash, is caught and compiled anew",
    .enabled(if: Workspace.Builder.standard == .compiler))
  func staleCodegenCaught() throws {
    let package = try scratchPackage("stale-codegen")
    let runner = SuiteRunner(package: package)
    let entries = { (prefix: String) in
      try FileManager.default.contentsOfDirectory(atPath: package.store.path).filter { $0.hasPrefix(prefix) }
    }
    #expect(failing(try runner.run(tinyVariant(answer: 21, fields: 2))) == [])
    let right = package.store.appendingPathComponent(try #require(try entries("GameOfLife.Answer-").first))
    let rightHash = try #require(
      moduleHash(in: try Data(contentsOf: right.appendingPathComponent("Answer.o"))))
    #expect(failing(try runner.run(tinyVariant(answer: 22, fields: 2))) == ["answerIs21()"])
    // The wrong Game's object left where the compiler writes, with the right code's hash, as if the
    // compiler's own comparison were wrong; the right object gone from the store, so that it is compiled.
    let codegen = package.store.appendingPathComponent(try #require(try entries("codegen-GameOfLife-").first))
      .appendingPathComponent("Answer.o")
    var wrong = try Data(contentsOf: codegen)
    let hash = try #require(moduleHashRange(in: wrong))
    wrong.replaceSubrange(hash, with: rightHash)
    try wrong.write(to: codegen)
    try FileManager.default.removeItem(at: right)
    #expect(failing(try runner.run(tinyVariant(answer: 21, fields: 2))) == [])
    #expect(
      try package.missingFingerprints(package.lastFingerprints, in: try #require(package.lastBinary))
        .isEmpty)
  }

  @Test("A scratch package in a folder whose name has a space builds and runs each variant")
  func folderWithASpace() throws {
    let package = try scratchPackage("Ada Lovelace's kata")
    #expect(package.folder.path.contains(" "))
    let runner = SuiteRunner(package: package)
    let right = try runner.run(tinyVariant(answer: 21, fields: 2))
    #expect(right.compiled, "\(right.compileError ?? "")")
    #expect(right.run.tests.count == 2 && failing(right) == [])
    let wrong = try runner.run(tinyVariant(answer: 22, fields: 3))
    #expect(failing(wrong) == ["answerIs21()", "boxHoldsTwoFields()"])
  }

  @Test("A test that crashes is isolated: every other test still gets its result")
  func crashIsolation() throws {
    let package = try scratchPackage("crash")
    let tests = """
      import GameOfLife
      import Testing

      @Test func aFirst() { #expect(answer() == 21) }
      @Test func bCrashes() { let empty: [Int] = []; _ = empty[answer()] }
      @Test func cAfterTheCrash() { #expect(answer() == 21) }
      @Test func dFails() { #expect(answer() == 0) }
      """
    let outcome = try SuiteRunner(package: package).run(tinyVariant(answer: 21, fields: 2, tests: tests))
    let results = Dictionary(uniqueKeysWithValues: outcome.run.tests.map { ($0.sentence, $0.outcome) })
    #expect(
      results == [
        "aFirst()": .passed, "bCrashes()": .crashed, "cAfterTheCrash()": .passed, "dFails()": .failed,
      ])
    #expect(outcome.crashed)
  }

  @Test(
    "An endless loop is stopped at the time limit, names its test, the tests after it still run, and no process is left"
  )
  func timeLimit() throws {
    let package = try scratchPackage("loop", timeLimit: 3)
    let tests = """
      import GameOfLife
      import Testing

      @Test func aFirst() { #expect(answer() == 21) }
      @Test func bLoops() { var n = answer(); while n > 0 { n = n &+ 1 | 1 } }
      @Test func cAfterTheLoop() { #expect(answer() == 21) }
      """
    let variant = tinyVariant(answer: 21, fields: 2, tests: tests)
    _ = try package.build(variant)
    let start = Date()
    let outcome = try SuiteRunner(package: package).run(variant)
    let seconds = Date().timeIntervalSince(start)
    #expect(outcome.stoppedAfter == 3)
    #expect(seconds < 3 + 10)
    let results = Dictionary(uniqueKeysWithValues: outcome.run.tests.map { ($0.sentence, $0.outcome) })
    #expect(results == ["aFirst()": .passed, "bLoops()": .stopped, "cAfterTheLoop()": .passed])
    #expect(
      outcome.run.tests.first { $0.sentence == "bLoops()" }?.firstProblem
        == "stopped after 3 s: is there an endless loop?")
    try waitUntilNoProcess(mentioning: package.folder.path)
  }

  @Test("Two packages build and run different variants at the same time, each with its own result")
  func concurrentPackages() throws {
    let root = try temporaryFolder("pairs")
    let workspace = Workspace(root: root)
    let packages = try ["ada", "grace"].map { name in
      try ScratchPackage(
        folder: root.appendingPathComponent(name), workspace: workspace, reporter: KeptReport())
    }
    let variants = (0..<6).map { tinyVariant(answer: $0 % 2 == 0 ? 21 : 22, fields: $0 % 2 == 0 ? 2 : 3) }
    let results = try outcomes(of: variants, on: packages)
    for (index, outcome) in results.enumerated() {
      #expect(
        failing(outcome) == (index % 2 == 0 ? [] : ["answerIs21()", "boxHoldsTwoFields()"]),
        "variant \(index)")
    }
  }

  @Test("One package asked for twice at once is used by one run at a time")
  func lockedPackage() throws {
    let root = try temporaryFolder("lock")
    let folder = root.appendingPathComponent("shared")
    let workspace = Workspace(root: root)
    var first: ScratchPackage? = try ScratchPackage(
      folder: folder, workspace: workspace, reporter: KeptReport())
    let waited = Waited()
    Thread {
      _ = try? ScratchPackage(folder: folder, workspace: workspace, reporter: KeptReport())
      waited.mark()
    }.start()
    Thread.sleep(forTimeInterval: 1)
    #expect(!waited.done, "the second run must wait while the first holds the package")
    #expect(first != nil)
    first = nil
    let deadline = Date().addingTimeInterval(10)
    while !waited.done && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(waited.done, "the second run must get the package once the first lets go")
  }
}

private final class Waited: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  func mark() { lock.withLock { flag = true } }
  var done: Bool { lock.withLock { flag } }
}

/// The command lines of the running processes that mention a text, as `ps` lists them.
func processes(mentioning text: String) -> [String] {
  let ps = Process()
  ps.executableURL = URL(fileURLWithPath: "/bin/ps")
  ps.arguments = ["-A", "-o", "pid=", "-o", "args="]
  let pipe = Pipe()
  ps.standardOutput = pipe
  guard (try? ps.run()) != nil else { return ["ps could not be run"] }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  ps.waitUntilExit()
  return output.split(separator: "\n").map(String.init).filter { $0.contains(text) }
}

/// Where an object keeps the hash of the code it was generated from, which the compiler compares before
/// generating that code again.
func moduleHashRange(in object: Data) -> Range<Int>? {
  guard let section = ELFFile(object)?.sections.first(where: { $0.name == ".swift_modhash" }) else {
    return nil
  }
  return (object.startIndex + section.offset)..<(object.startIndex + section.offset + section.size)
}

func moduleHash(in object: Data) -> Data? {
  moduleHashRange(in: object).map { object[$0] }
}
