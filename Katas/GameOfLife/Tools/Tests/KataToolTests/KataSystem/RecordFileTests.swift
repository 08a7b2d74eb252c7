import Foundation
import Testing

@testable import KataSystem

@Suite("A record written without waiting for the disk")
struct RecordFileTests {
  @Test("It replaces the file whole and leaves nothing beside it, a thousand times over")
  func replacesWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("last-sources-Game.json")
    for round in 0..<1000 {
      // Of lengths that go down as well as up: a longer old file must not show through a shorter new one.
      let text = String(repeating: "\(round % 7)", count: (round * 37) % 5000)
      try Data(text.utf8).writeRecord(to: record)
      #expect(try String(contentsOf: record, encoding: .utf8) == text)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["last-sources-Game.json"])
  }

  @Test("A record that already holds the bytes is left as it is; one that differs by a byte is replaced")
  func sameBytesLeft() throws {
    let record = try temporaryFolder("record").appendingPathComponent("last-interface-Game.json")
    // A file renamed over the record is a new file, with a number of its own.
    func fileNumber() throws -> Int {
      try #require(FileManager.default.attributesOfItem(atPath: record.path)[.systemFileNumber] as? Int)
    }
    try Data("0123456789abcdef".utf8).writeRecord(to: record)
    let first = try fileNumber()
    try Data("0123456789abcdef".utf8).writeRecord(to: record)
    #expect(try fileNumber() == first)
    try Data("0123456789abcdeF".utf8).writeRecord(to: record)
    #expect(try fileNumber() != first)
    #expect(try String(contentsOf: record, encoding: .utf8) == "0123456789abcdeF")
  }

  @Test("A folder that is not there is an error naming the file, and nothing is left behind")
  func missingFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-record-\(UUID().uuidString)")
    let record = folder.appendingPathComponent("last-sources-Game.json")
    #expect {
      try Data("{}".utf8).writeRecord(to: record)
    } throws: { error in
      "\(error)".contains(record.path)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}
