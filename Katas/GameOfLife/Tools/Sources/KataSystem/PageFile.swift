import Foundation

/// The text of a page's style sheet or script: a file of its own, beside the code that writes the page.
///
/// The files are resources of the module that writes the page (`bundle`, its `Bundle.module`), so they read and check as the CSS and JavaScript they are; a
/// build copies them beside the `kata` binary, and each page holds them inline, so it works from its file.
package func pageFile(_ name: String, in bundle: Bundle) -> String {
  let file = URL(fileURLWithPath: name)
  // Present in every build of the tool: a missing file is a broken build, not a reader's mistake.
  guard
    let url = bundle.url(
      forResource: file.deletingPathExtension().lastPathComponent, withExtension: file.pathExtension),
    let text = try? String(contentsOf: url, encoding: .utf8)
  else { fatalError("the page file \(name) is missing from the kata tool's resources: build it again") }
  return text
}
