import Foundation
import Testing

@Suite(
  "life workshop: the board fills the projector's screen",
  .enabled(if: Browser.path != nil, "needs Chromium (apt-get install chromium); not run here"))
struct TeachingPageLayoutTests {
  /// The projectors rooms really have, and a 16:10 laptop.
  static let windows = [
    PageLayout.Size(width: 1280, height: 720), PageLayout.Size(width: 1920, height: 1080),
    PageLayout.Size(width: 1024, height: 768), PageLayout.Size(width: 1600, height: 1000),
  ]

  @Test(
    "The board, the four rules and the status are whole in the window, the board at least half its height",
    arguments: windows)
  func boardFillsTheWindow(window: PageLayout.Size) throws {
    let layout = try TeachingPageFile().layout(in: window)
    #expect(layout.window == window)
    #expect(layout.problems.isEmpty, "at \(window):\n\(layout.problems.joined(separator: "\n"))")
  }

  @Test("After the window shrinks from 1920 × 1080 to 1024 × 768, the board is whole again")
  func boardFollowsTheWindow() throws {
    let window = PageLayout.Size(width: 1024, height: 768)
    let layout = try TeachingPageFile().layout(
      in: PageLayout.Size(width: 1920, height: 1080), resizedTo: window)
    #expect(layout.window == window)
    #expect(layout.problems.isEmpty, "\(layout.problems.joined(separator: "\n"))")
  }
}

/// Where the page's `measure` script action says the room's things are: the window, the board, the status
/// line and each rule card.
struct PageLayout {
  struct Size: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int

    var description: String { "\(width) × \(height)" }
  }

  /// A box in CSS pixels from the window's top left.
  struct Box {
    let left: Int
    let top: Int
    let width: Int
    let height: Int
  }

  let window: Size
  /// `board`, `status`, `rule underpopulation` and the other rules, as the page names them.
  let boxes: [(name: String, box: Box)]

  /// Reads the last measurement in a script log; earlier ones are of the window before a resize.
  init(log: String) throws {
    let lines = log.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    let start = try #require(lines.lastIndex { $0.first == "window" }, "no measurement in:\n\(log)")
    let numbers = { (words: ArraySlice<String>) in words.compactMap { Int($0) } }
    let size = numbers(lines[start].dropFirst())
    try #require(size.count == 2, "a window of \(lines[start])")
    window = Size(width: size[0], height: size[1])
    boxes = try lines[(start + 1)...].map { words in
      let edges = numbers(words.suffix(4))
      try #require(edges.count == 4, "a box of \(words)")
      let box = Box(left: edges[0], top: edges[1], width: edges[2], height: edges[3])
      return (words.dropLast(4).joined(separator: " "), box)
    }
  }

  /// Everything the room would miss: a box not wholly in the window, or a board under half its height.
  var problems: [String] {
    var problems: [String] = []
    let rules = boxes.filter { $0.name.hasPrefix("rule ") }
    if rules.count != 4 { problems.append("\(rules.count) rule cards instead of 4") }
    if !boxes.contains(where: { $0.name == "status" }) { problems.append("no status line") }
    for (name, box) in boxes {
      if box.width == 0 || box.height == 0 {
        problems.append("\(name) is not shown")
      } else if box.left < 0 || box.top < 0 || box.left + box.width > window.width
        || box.top + box.height > window.height
      {
        problems.append(
          "\(name) at \(box.left),\(box.top), \(box.width) × \(box.height), is cut off by the "
            + "\(window.width) × \(window.height) window")
      }
    }
    if let board = boxes.first(where: { $0.name == "board" })?.box {
      if 2 * board.height < window.height {
        problems.append("the board is \(board.height) px high, under half the window's \(window.height)")
      }
    } else {
      problems.append("no board")
    }
    return problems
  }
}

extension TeachingPageFile {
  /// Opens the page in a frame of exactly `size` and returns where the page says its things are; after
  /// `resizedTo`, when given, the frame takes that size and the page is told so, as a browser tells it.
  ///
  /// A frame, because a headless browser's window is larger than the page it shows; the frame reads the
  /// page's log, which a page opened from a file may do only with `--allow-file-access-from-files`.
  func layout(in size: PageLayout.Size, resizedTo resized: PageLayout.Size? = nil) throws -> PageLayout {
    let resize =
      resized.map {
        """
        frame.style.width = "\($0.width)px";
        frame.style.height = "\($0.height)px";
        page.dispatchEvent(new Event("resize"));
        page.runScript("measure");
        """
      } ?? ""
    let frame = """
      <!DOCTYPE html>
      <html><body style="margin: 0">
      <iframe id="page" src="\(url.lastPathComponent)#script=measure" style="border: 0; width: \(size.width)px; height: \(size.height)px"></iframe>
      <pre id="log"></pre>
      <script>
      const frame = document.getElementById("page");
      frame.addEventListener("load", () => {
        const page = frame.contentWindow;
        \(resize)
        document.getElementById("log").textContent = page.document.getElementById("script-log").textContent;
      });
      </script>
      </body></html>
      """
    let path = try folder.file("frame.html", frame)
    let largest = resized ?? size
    let dom = try Browser.run(
      [
        "--window-size=\(max(size.width, largest.width)),\(max(size.height, largest.height))",
        "--allow-file-access-from-files", "--dump-dom", URL(fileURLWithPath: path).absoluteString,
      ], in: folder)
    return try PageLayout(log: Browser.text(of: "<pre id=\"log\"", in: dom))
  }
}
