import Foundation
import KataSystem

/// The toolchain's private parts that the compiler path relies on, all in this one file.
///
/// None of them is promised to stay: a new toolchain may rename or drop any. So the tool asks the
/// toolchain once whether they work (`working(swiftc:in:)`, remembered for that toolchain), and builds a
/// toolchain on which one does not with `swift build`, which needs none of them. `ToolchainHookTests`
/// checks each against the toolchain in use and names the one that changed.
package enum ToolchainHooks {
  /// The runtime's function that runs an async body from a synchronous `main`, as SwiftPM's own test
  /// entry point does: the binary's `main` must stay synchronous for XCTest's `XCTMain`.
  static let runAsyncMain = "$ss13_runAsyncMainyyyyYaKcF"
  /// Swift Testing's entry point for a test binary that SwiftPM built, which runs its tests as
  /// `swift test` asks (an event stream, a filter, `--testing-library swift-testing`).
  static let swiftTestingEntryPoint = "Testing.__swiftPMEntryPoint()"
  /// The frontend's flag that skips function bodies when only a module's interface is asked for, as
  /// SwiftPM's interface jobs do: a module's dependents start compiling sooner.
  static let skipFunctionBodies = "-experimental-skip-non-inlinable-function-bodies-without-types"
  /// The frontend's flag that writes its record of a file's dependencies as a graph in Graphviz's text
  /// too, from which the names a file looked up are read (`LookedUpNames`).
  static let dependencyGraphs = "-emit-fine-grained-dependency-sourcefile-dot-files"

  /// What one hook's check found wrong, naming the hook.
  package struct Broken: Error, CustomStringConvertible {
    package var hook: String
    package var output: String
    package var description: String {
      "the toolchain's private hook \(hook) no longer works as the kata tool expects:\n\(output)"
    }
  }

  /// Whether every hook works with `swiftc`, asked once a toolchain and remembered in `folder`.
  package static func working(swiftc: String, in folder: URL) -> Bool {
    let answer = answerFile(swiftc: swiftc, in: folder)
    if let kept = try? String(contentsOf: answer, encoding: .utf8) { return kept == "working" }
    let works: Bool
    do {
      try check(swiftc: swiftc, in: folder)
      works = true
    } catch is Broken {
      works = false
    } catch {
      // Not an answer about the hooks (a probe stopped by its time limit on a busy machine): asked again next time.
      return false
    }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data((works ? "working" : "broken").utf8).write(to: answer, options: .atomic)
    return works
  }

  /// Where the answer for a toolchain is remembered: named by the toolchain and by the hooks asked of it.
  static func answerFile(swiftc: String, in folder: URL) -> URL {
    var key = Fingerprint()
    key.add(CompilerCommands.identity(of: swiftc))
    key.add([skipFunctionBodies, dependencyGraphs].joined(separator: " "))
    return folder.appendingPathComponent("toolchain-hooks-\(key)")
  }

  /// Checks every hook against `swiftc`, in a folder of its own below `folder`.
  ///
  /// - Throws: `Broken`, naming the first hook that does not work.
  static func check(swiftc: String, in folder: URL, skippingBodiesWith flag: String = skipFunctionBodies)
    throws
  {
    let work = folder.appendingPathComponent(".hooks-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    // A probe stopped by its time limit says nothing of the hooks, so it is no `Broken`.
    func run(_ command: [String], timeLimit: Int) throws -> ProcessResult {
      let result = try ChildProcess.run(command, in: work, timeLimit: timeLimit)
      if case .stoppedAfter(let seconds) = result.ending {
        throw KataError("the toolchain's hooks were not checked: the probe was stopped after \(seconds) s")
      }
      return result
    }
    let probe = work.appendingPathComponent("Probe.swift")
    try Data("import Testing\n\n@Test func probe() { #expect(1 + 1 == 2) }\n".utf8).write(to: probe)

    let interface = try run(
      [
        swiftc, "-emit-module", "-module-name", "KataProbe", "-parse-as-library", "-Xfrontend", flag,
        "-emit-module-path", work.appendingPathComponent("KataProbe.swiftmodule").path, probe.path,
      ], timeLimit: 120)
    guard interface.succeeded else { throw Broken(hook: flag, output: interface.output) }

    let plain = work.appendingPathComponent("Plain.swift")
    try Data("func probe() -> Int { 1 + 1 }\n".utf8).write(to: plain)
    let graph = work.appendingPathComponent("Plain.swiftdeps")
    let object = try run(
      [
        swiftc, "-frontend", "-c", "-module-name", "KataProbe", "-parse-as-library", "-primary-file",
        plain.path, "-o", work.appendingPathComponent("Plain.o").path, "-emit-reference-dependencies-path",
        graph.path, dependencyGraphs,
      ], timeLimit: 120)
    let names = (try? Data(contentsOf: graph.appendingPathExtension("dot"))).flatMap(LookedUpNames.init)
    guard object.succeeded, names?.mentions("probe") == true else {
      throw Broken(hook: dependencyGraphs, output: object.output)
    }

    let main = work.appendingPathComponent("main.swift")
    try Data(XCTestDiscovery.main(testModules: []).utf8).write(to: main)
    let binary = work.appendingPathComponent("probe")
    let built = try run(
      [swiftc, "-parse-as-library", "-module-name", "KataProbe", main.path, probe.path, "-o", binary.path],
      timeLimit: 300)
    let entryPoints = "\(runAsyncMain) and \(swiftTestingEntryPoint)"
    guard built.succeeded else { throw Broken(hook: entryPoints, output: built.output) }
    let ran = try run([binary.path, "--testing-library", "swift-testing"], timeLimit: 60)
    guard ran.succeeded, ran.output.contains("1 test") else {
      throw Broken(hook: entryPoints, output: ran.output)
    }
  }
}
