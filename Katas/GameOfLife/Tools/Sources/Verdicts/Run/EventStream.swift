import Foundation
import KataSystem

/// The records of Swift Testing's event stream, as far as the kata reads them.
///
/// The stream is what `swift test --event-stream-output-path` writes, version 0. Unknown kinds of record are passed over; a record the kata does read that
/// lacks a field it needs stops the reading with a message naming the field.
enum EventStream {
  static let version = 0

  /// A line of the stream: its version and kind, then the payload of a kind the kata reads, in one decoding.
  struct Line: Decodable {
    var version: Int
    var record: Record?

    enum CodingKeys: String, CodingKey { case version, kind, payload }

    init(from decoder: any Decoder) throws {
      let line = try decoder.container(keyedBy: CodingKeys.self)
      version = try line.decode(Int.self, forKey: .version)
      // A later version may shape its payloads otherwise: only its number is read, to say so.
      guard version == EventStream.version else { return }
      switch try line.decode(String.self, forKey: .kind) {
      case "test": record = .test(try line.decode(Test.self, forKey: .payload))
      case "event": record = .event(try line.decode(Event.self, forKey: .payload))
      default: record = nil
      }
    }
  }

  struct Test: Decodable {
    var id: String
    var kind: String
    var name: String
    var displayName: String?
    var sourceLocation: SourceLocation
    var _testCases: [TestCase]?
  }

  struct TestCase: Decodable {
    var displayName: String
  }

  struct SourceLocation: Decodable {
    var fileID: String
    var line: Int
    var _filePath: String?
  }

  struct Event: Decodable {
    var kind: String
    var testID: String?
    var messages: [Message]
    var issue: Issue?
    var attachment: Attachment?
    /// The case of a parameterised test the event belongs to.
    var _testCase: TestCase?
    /// The comments of the trait or issue the event reports: a disabled test's reason.
    var _comments: [String]?
  }

  /// A value a test attached, as `swift test --attachments-path` wrote it to a file.
  struct Attachment: Decodable {
    var path: String?
    var _preferredName: String?
  }

  struct Message: Decodable {
    var symbol: String
    var text: String
  }

  struct Issue: Decodable {
    var isKnown: Bool?
    var sourceLocation: SourceLocation?
  }

  /// What a stream holds, in order.
  enum Record {
    case test(Test)
    case event(Event)
  }

  /// Reads every line of a stream.
  ///
  /// An empty stream is a run in which nothing started.
  static func records(in text: String) throws -> [Record] {
    let decoder = JSONDecoder()
    var records: [Record] = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      do {
        let read = try decoder.decode(Line.self, from: Data(line.utf8))
        guard read.version == version else {
          throw KataError(
            "the Swift Testing event stream has version \(read.version); the kata reads version \(version)")
        }
        if let record = read.record { records.append(record) }
      } catch let error as DecodingError {
        throw KataError(
          "the Swift Testing event stream changed its format: line \(number + 1): \(error.plainDescription)")
      }
    }
    return records
  }
}

extension DecodingError {
  /// What is wrong, in one line that names the field: "expected a field \"kind\" in payload".
  package var plainDescription: String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch self {
    case .keyNotFound(let key, let context):
      let at = path(context)
      return "expected a field \"\(key.stringValue)\"" + (at.isEmpty ? "" : " in \(at)")
    case .typeMismatch(let type, let context): return "expected \(type) at \(path(context))"
    case .valueNotFound(let type, let context): return "expected \(type) at \(path(context))"
    case .dataCorrupted(let context): return "not JSON (\(context.debugDescription))"
    @unknown default: return "\(self)"
    }
  }
}
