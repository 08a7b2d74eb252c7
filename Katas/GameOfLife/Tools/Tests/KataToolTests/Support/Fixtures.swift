import Foundation

@testable import KataSystem
@testable import Verdicts

/// The repository's top folder, six up from this file's.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../../../../..").standardizedFileURL

/// A Swift Testing event stream written line by line, as `swift test` writes one (version 0).
struct RecordedStream {
  var lines: [String] = []

  mutating func test(_ name: String, file: String, line: Int = 1, suite: String = "GameSpec") {
    let id = "GameOfLifeSpec.\(suite)/\(name)()/\(file):\(line):4"
    lines.append(
      #"{"kind":"test","payload":{"displayName":"\#(name)","id":"\#(id)","kind":"function","name":"\#(name)()","sourceLocation":{"fileID":"GameOfLifeSpec/\#(file)","line":\#(line),"column":4}},"version":0}"#
    )
  }

  mutating func suite(_ name: String, id: String = "GameOfLifeSpec.GameSpec") {
    lines.append(
      #"{"kind":"test","payload":{"displayName":"\#(name)","id":"\#(id)","kind":"suite","name":"S","sourceLocation":{"fileID":"GameOfLifeSpec/Suites.swift","line":1}},"version":0}"#
    )
  }

  mutating func event(_ kind: String, _ name: String, file: String, line: Int = 1, extra: String = "") {
    let id = "GameOfLifeSpec.GameSpec/\(name)()/\(file):\(line):4"
    lines.append(
      #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[{"symbol":"default","text":"\#(kind)"}],"testID":"\#(id)"\#(extra)},"version":0}"#
    )
  }

  /// A test that starts and ends, failing when `fails` with an issue that says `message`.
  mutating func run(
    _ name: String, file: String, line: Int = 1, fails: Bool = false, message: String = "wrong"
  ) {
    event("testStarted", name, file: file, line: line)
    if fails {
      lines.append(
        #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"\#(message)"}],"testID":"GameOfLifeSpec.GameSpec/\#(name)()/\#(file):\#(line):4"},"version":0}"#
      )
    }
    event("testEnded", name, file: file, line: line)
  }

  var text: String { lines.joined(separator: "\n") + "\n" }

  func testRun() throws -> TestRun { try TestRun(eventStream: text) }
}

/// The one folder that holds every test's temporary folders in this test process, removed when it exits.
///
/// A test's fixtures are often a suite's stored properties, which have no moment to remove themselves; so
/// their folders share this one, and the process removes it as it exits, after the last test. The
/// Makefile's `kata-tool-test` fails if anything is still left in the temporary folder after the run.
let temporaryRoot: URL = {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("kata-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
  temporaryRootPath = root.path
  atexit { if let path = temporaryRootPath { try? FileManager.default.removeItem(atPath: path) } }
  return root
}()

/// ``temporaryRoot``'s path, for the exit handler, which can reach globals but capture nothing.
nonisolated(unsafe) private var temporaryRootPath: String?

/// A fresh, empty folder for one test, inside ``temporaryRoot``.
func temporaryFolder(_ name: String) throws -> URL {
  let folder = temporaryRoot.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Removes a test's copied workspace, and the lock files that Swift's builds in it left in the temporary
/// folder, named after its path.
func removeWorkspace(_ workspace: Workspace) {
  try? FileManager.default.removeItem(at: workspace.root)
  let temporary = FileManager.default.temporaryDirectory
  let left = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
  for name in left where name.contains(workspace.root.lastPathComponent) {
    try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
  }
}
