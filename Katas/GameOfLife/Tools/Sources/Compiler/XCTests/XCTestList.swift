import Foundation
import KataSystem

/// A test module's list of its XCTest tests, as the entry point compiles it, kept beside the store for the
/// symbol graphs it was read from.
///
/// Reading a symbol graph costs a few milliseconds a light; most lights leave every test module's graph as
/// it was. The list is kept with the fingerprint of those graphs' bytes and of the tool that read them, one
/// record a module, so that another graph, or another tool, reads them again.
struct XCTestList: Codable, Equatable {
  var text: String
  var testCases: Int

  /// The tool that reads the graphs: its real path, size and time.
  private static let reader = CompilerCommands.identity(of: CommandLine.arguments.first ?? "kata")

  /// The list of `module`'s tests from its symbol graph and those of the modules it imports, as kept in
  /// `record` when it was read from the very same graphs.
  ///
  /// - Throws: `CompilerBuild.CompileProblem` when the list cannot compile (a test class declared inside a
  ///   type); that is never kept.
  static func reading(
    _ module: String, symbolGraph: Data, imported: [Data], keptIn record: URL
  ) throws -> XCTestList {
    var key = Fingerprint()
    key.add(reader)
    key.add(module)
    for graph in [symbolGraph] + imported { key.add(bytes: graph) }
    struct Kept: Codable {
      var key: String
      var list: XCTestList
    }
    if let data = try? Data(contentsOf: record), let kept = try? JSONDecoder().decode(Kept.self, from: data),
      kept.key == key.description
    {
      return kept.list
    }
    let discovery = try XCTestDiscovery(symbolGraph: symbolGraph, imported: imported)
    if !discovery.problems.isEmpty {
      throw CompilerBuild.CompileProblem(diagnostics: discovery.problems.joined(separator: "\n"))
    }
    let list = XCTestList(text: discovery.list(importing: module), testCases: discovery.testCases.count)
    try? JSONEncoder.sortingKeys.encode(Kept(key: key.description, list: list)).writeRecord(to: record)
    return list
  }
}
