import Foundation

/// The executables `swift build` made: `life` and the crash test's `save-stress`.
enum BuiltProducts {
  /// The folder of the build's products, where the test bundle itself was built.
  static let folder: URL = {
    #if os(macOS)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  /// The path of a built executable.
  static func path(of name: String) -> String {
    folder.appendingPathComponent(name).path
  }
}

/// A new temporary folder, removed when the last reference to it goes.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("life-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }
}
