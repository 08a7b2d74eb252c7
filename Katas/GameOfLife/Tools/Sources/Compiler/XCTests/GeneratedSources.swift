import Foundation
import KataSystem

/// The Swift files a build writes itself: each test module's list of its XCTest tests, read from the
/// symbol graphs, and the binary's entry point.
enum GeneratedSources {
  /// A module's source files, the lists of XCTest tests and the entry point written first, and how many
  /// XCTest classes the lists hold.
  static func files(of module: CompilerBuild.Module, imports: [String: ModuleState], store: BuildStore) throws
    -> (files: [CompilerBuild.Source], testCases: Int?)
  {
    switch module.sources {
    case .files(let files):
      return (files, nil)
    case .entryPoint(let testModules, let folder):
      let main = folder.appendingPathComponent("main.swift")
      try Self.writeIfChanged(XCTestDiscovery.main(testModules: testModules), to: main)
      return ([CompilerBuild.Source(main)], nil)
    case .xctestLists(let testModules, let folder):
      func symbolGraph(of name: String) throws -> Data {
        guard let graph = imports[name]?.symbolGraph else {
          throw KataError("the module \(name) was not compiled")
        }
        return try Data(contentsOf: graph)
      }
      var files: [CompilerBuild.Source] = []
      var cases = 0
      for (testModule, below) in testModules {
        let list = try XCTestList.reading(
          testModule, symbolGraph: symbolGraph(of: testModule),
          imported: below.compactMap { try? symbolGraph(of: $0) },
          keptIn: store.record("xctest-list", of: testModule))
        cases += list.testCases
        let file = folder.appendingPathComponent("XCTests-\(testModule).swift")
        try Self.writeIfChanged(list.text, to: file)
        files.append(CompilerBuild.Source(file))
      }
      return (files, cases)
    }
  }

  private static func writeIfChanged(_ text: String, to url: URL) throws {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).writeRecord(to: url)
  }
}
