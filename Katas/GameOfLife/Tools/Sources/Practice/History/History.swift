import Foundation
import KataSystem

/// A practice package's history, `Practice/NAME/History`: one JSON file per entry.
///
/// The entries are `0000.json` (the start, as `make kata` made the package), `0001.json`, `0002.json`,
/// …, each with a snapshot of the code, so a learner's first run is run 1. A history begun before the
/// start took 0 starts at `0001.json`, and reads as it always did. The history lives inside
/// the package, so `make kata FORCE=1` keeps it with the package it belongs to. An entry is written whole
/// beside its place and then renamed, under a lock, so two commands at once never take the same number.
/// A damaged or hand-edited entry is reported and passed over.
package struct History: Sendable {
  package let folder: URL
  let workspace: Workspace

  package init(practice: PracticePackage) {
    folder = practice.folder.appendingPathComponent("History")
    workspace = practice.workspace
  }

  /// Every entry that reads well, in order, and one line for each that does not.
  package struct Loaded: Sendable {
    package var records: [RunRecord] = []
    package var problems: [String] = []

    package var runs: [RunRecord] { records.filter(\.isRun) }

    package init(records: [RunRecord] = [], problems: [String] = []) {
      self.records = records
      self.problems = problems
    }
  }

  package func load() -> Loaded {
    var loaded = Loaded()
    for number in numbers() {
      do {
        loaded.records.append(try record(number))
      } catch {
        loaded.problems.append("\(error)")
      }
    }
    return loaded
  }

  /// One entry; an error names the file and what is wrong with it.
  package func record(_ number: Int) throws -> RunRecord {
    let file = url(of: number)
    let name = workspace.relative(file)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      let known = numbers()
      let range = known.first.map { "\($0)-\(known.last ?? $0)" }
      throw KataError(
        "there is no run \(number) in \(workspace.relative(folder))"
          + (range.map { ": its runs are \($0)" } ?? ": there are no runs yet"))
    }
    let record: RunRecord
    do {
      record = try Self.decoder.decode(RunRecord.self, from: data)
    } catch {
      throw KataError(
        "\(name) is damaged, so it is skipped: \((error as? DecodingError)?.plainDescription ?? "\(error)")")
    }
    guard record.number == number else {
      throw KataError("\(name) is damaged, so it is skipped: it says it is run \(record.number)")
    }
    return record
  }

  /// The last entry that reads well.
  package func latest() -> RunRecord? { latest(among: numbers()) }

  private func latest(among numbers: [Int]) -> RunRecord? {
    for number in numbers.reversed() {
      if let record = try? record(number) { return record }
    }
    return nil
  }

  /// The code as an entry left it: its snapshot, with the parts the tool then put back.
  package func code(after record: RunRecord) throws -> Snapshot {
    guard let revert = record.revert else { return record.snapshot }
    return record.snapshot.replacing(revert.parts, from: try self.record(revert.to).snapshot)
  }

  /// Adds an entry.
  ///
  /// `make` is given the entry's number and the code as the last entry left it. The start of a history
  /// is entry 0; any other entry follows the last, and an entry in a history without a start is 1.
  ///
  /// - Parameters:
  ///   - unwritten: What it means when the entry cannot be written, after the file and the reason.
  ///   - reporter: Told when another command is writing the history and this one waits.
  /// - Throws: ``KataError`` in one line, naming the file, when the history cannot be written (a full
  ///   disk, a read-only folder); the code is then as the learner left it, since nothing is put back
  ///   before the entry is written.
  @discardableResult
  package func append(
    starting: Bool = false, unwritten: String = "so this run is not recorded; your code is as you left it",
    reporter: any Reporter, _ make: (_ number: Int, _ before: Snapshot?) throws -> RunRecord
  ) throws -> RunRecord {
    let lock: FileLock
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      lock = try FileLock(
        at: folder.appendingPathComponent(".lock").path,
        waitingMessage: "Waiting for another command to finish writing to \(workspace.relative(folder)) ...",
        reporter: reporter)
    } catch {
      throw workspace.problem(error, file: folder, unwritten)
    }
    // The code the last entry left; its own snapshot if the run it went back to is damaged.
    let numbers = numbers()
    let before = latest(among: numbers).map { last in (try? code(after: last)) ?? last.snapshot }
    let record = try make(numbers.last.map { $0 + 1 } ?? (starting ? 0 : 1), before)
    do {
      try Self.encoder.encode(record).write(to: url(of: record.number), options: .atomic)
    } catch {
      throw workspace.problem(error, file: url(of: record.number), unwritten)
    }
    withExtendedLifetime(lock) {}
    return record
  }

  // MARK: The specification's and the mutants' latest verdicts

  package var specification: SpecificationRecord? {
    read(SpecificationRecord.self, from: "specification.json")
  }
  package var grade: GradeRecord? { read(GradeRecord.self, from: "grade.json") }

  func save(_ specification: SpecificationRecord) throws { try save(specification, as: "specification.json") }
  func save(_ grade: GradeRecord) throws { try save(grade, as: "grade.json") }

  /// Keeps a verdict for the lights and the dashboard; one that cannot be written is one line, and the
  /// verdict shown above it stands.
  private func save(_ value: some Encodable, as name: String) throws {
    let file = folder.appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.encoder.encode(value).write(to: file, options: .atomic)
    } catch {
      throw workspace.problem(
        error, file: file,
        "so this verdict is not kept for make kata-lights and the dashboard; your code is as you left it")
    }
  }

  private func read<Value: Decodable>(_ type: Value.Type, from name: String) -> Value? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      .flatMap { try? Self.decoder.decode(type, from: $0) }
  }

  // MARK: Files

  private func url(of number: Int) -> URL {
    folder.appendingPathComponent(String(format: "%04d.json", number))
  }

  /// The numbers of the entries there are, damaged or not, so a number is never given twice.
  private func numbers() -> [Int] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.compactMap { name in
      guard name.hasSuffix(".json"), let number = Int(name.dropLast(5)), number >= 0 else { return nil }
      return number
    }.sorted()
  }

  package static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }()

  package static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()
}
