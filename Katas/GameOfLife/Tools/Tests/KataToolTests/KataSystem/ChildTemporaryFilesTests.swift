import Foundation
import Testing

@testable import KataSystem

@Suite("The temporary files of the tool's children")
struct ChildTemporaryFilesTests {
  @Test("A driver's folder left an hour ago is removed; a newer one, and anything else, is kept")
  func sweep() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-tmp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("TemporaryDirectory.old")
    let new = folder.appendingPathComponent("TemporaryDirectory.new")
    let other = folder.appendingPathComponent("someone-else")
    for made in [old, new, other] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
      try Data().write(to: made.appendingPathComponent(".keep-directory"))
    }
    let twoHoursAgo = Date().addingTimeInterval(-7200)
    for aged in [old, other] {
      try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: aged.path)
    }
    ChildTemporaryFiles.sweep(folder, before: Date().addingTimeInterval(-3600))
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: new.path))
    #expect(FileManager.default.fileExists(atPath: other.path))
  }

  @Test("The folders are looked at once an hour: a folder left since the last look waits for the next")
  func onceAnHour() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-tmp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    ChildTemporaryFiles.sweepHourly(folder, now: Date())
    let left = folder.appendingPathComponent("TemporaryDirectory.left")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: left.path)
    ChildTemporaryFiles.sweepHourly(folder, now: Date())
    #expect(FileManager.default.fileExists(atPath: left.path))
    ChildTemporaryFiles.sweepHourly(folder, now: Date().addingTimeInterval(3601))
    #expect(!FileManager.default.fileExists(atPath: left.path))
  }
}
