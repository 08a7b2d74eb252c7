import Foundation

/// The scripts and style sheet of the pages `life` writes, kept as files of their own in `Export/Page`.
///
/// They are resources of the `life` target, so they read and check as the JavaScript and CSS they are;
/// a build puts them beside the binary (`GameOfLife_life.resources`), and each page holds them inline,
/// so the page itself still works offline from its one file.
enum PageFile {
  /// The text of `Export/Page/NAME`, without the newline that ends the file.
  static func text(of name: String) throws -> String {
    // SwiftPM's accessor looks beside the binary, then in the build folder, and stops the process when
    // both fail; a binary moved without its resources is told so in one line instead.
    let beside = ["GameOfLife_life.resources", "GameOfLife_life.bundle"].map {
      Bundle.main.bundleURL.appendingPathComponent($0)
    }
    guard beside.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
      throw RuntimeFailure(
        "the pages' scripts and styles are not beside life: keep the folder \(beside[0].lastPathComponent)"
          + " of its build with it")
    }
    let file = URL(fileURLWithPath: name)
    guard
      let url = Bundle.module.url(
        forResource: file.deletingPathExtension().lastPathComponent, withExtension: file.pathExtension,
        subdirectory: "Page"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw RuntimeFailure("life's resources have no page file \(name): build life again") }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
