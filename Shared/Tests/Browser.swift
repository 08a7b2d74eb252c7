// One file compiled into the tests of both packages: the teaching page's (Tests/LifeCommandTests) and the
// room's pages' (Katas/GameOfLife/Tools/Tests/KataKitTests/Support) link to it. It runs Chromium through
// Spawn.swift, shared the same way.
import Foundation
import Testing

/// Chromium, run headless, each time stopped with every process it started.
enum Browser {
  /// Chromium on the PATH; the browser's tests are skipped, visibly, without it.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  /// Runs Chromium headless with its profile in `folder`; returns what it wrote (the page, with `--dump-dom`).
  @discardableResult
  static func run(_ arguments: [String], in folder: URL) throws -> String {
    let browser = try #require(path)
    return try Spawn.run(
      [
        browser, "--headless", "--no-sandbox", "--disable-gpu",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      ] + arguments, timeLimit: 120)
  }

  /// The text of the element that starts with `start` in a dumped page: `<pre id="log"`.
  static func text(of start: String, in dom: String) throws -> String {
    let element = try #require(dom.range(of: start), "no \(start)> in:\n\(dom.prefix(2000))")
    let opened = try #require(dom.range(of: ">", range: element.upperBound..<dom.endIndex))
    let end = try #require(dom.range(of: "</", range: opened.upperBound..<dom.endIndex))
    return String(dom[opened.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Shows a page in a frame of exactly `width` × `height` and, once it has loaded, runs a script that
  /// measures it; returns what the script returned.
  ///
  /// A frame, because a headless browser's window is larger than the page it shows. The script is the body
  /// of a function that has `frame` (the frame's element) and `page` (its window) at hand and returns text.
  /// A page opened from a file may read another only with `--allow-file-access-from-files`, which this
  /// gives.
  ///
  /// - Parameters:
  ///   - address: The page, relative to `folder`: `page.html#script=measure`.
  ///   - window: The browser's window, at least as large as the frame ever is; by default the frame's size
  ///     with room below it.
  ///   - folder: Where the page is; the frame and the browser's profile are written there too.
  static func measure(
    _ address: String, width: Int, height: Int, window: (width: Int, height: Int)? = nil, script: String,
    in folder: URL
  ) throws -> String {
    let frame = """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"></head><body style="margin: 0; overflow: hidden">
      <iframe id="page" src="\(address)" style="border: 0; display: block; width: \(width)px; height: \(height)px"></iframe>
      <pre id="log"></pre>
      <script>
      const frame = document.getElementById("page");
      frame.addEventListener("load", () => {
        const page = frame.contentWindow;
        document.getElementById("log").textContent = (() => {
      \(script)
        })();
      });
      </script>
      </body></html>
      """
    let file = folder.appendingPathComponent("frame.html")
    try frame.write(to: file, atomically: true, encoding: .utf8)
    let size = window ?? (width, height + 200)
    let dom = try run(
      [
        "--window-size=\(size.width),\(size.height)", "--allow-file-access-from-files", "--dump-dom",
        file.absoluteString,
      ], in: folder)
    return try text(of: "<pre id=\"log\"", in: dom)
  }
}
