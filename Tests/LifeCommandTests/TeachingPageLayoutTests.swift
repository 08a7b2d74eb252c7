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
    "The board, the four rules, the status and the bar are whole in the window, the board at least half its height",
    arguments: windows)
  func boardFillsTheWindow(window: PageLayout.Size) throws {
    let layout = try TeachingPageFile().layout(in: window)
    #expect(layout.window == window)
    #expect(layout.problems(presenting: false).isEmpty, "at \(window):\n\(layout.report(presenting: false))")
  }

  @Test("After the window shrinks from 1920 × 1080 to 1024 × 768, the board is whole again")
  func boardFollowsTheWindow() throws {
    let window = PageLayout.Size(width: 1024, height: 768)
    let layout = try TeachingPageFile().layout(
      in: PageLayout.Size(width: 1920, height: 1080), resizedTo: window)
    #expect(layout.window == window)
    #expect(layout.problems(presenting: false).isEmpty, "\(layout.report(presenting: false))")
  }

  @Test(
    "Presenting ('f' or --present) shows the board, the rules and the status only, the board larger than with the bar",
    arguments: windows)
  func presenting(window: PageLayout.Size) throws {
    // A square board, which the bar's height limits, turned to presenting by its key; and the first
    // board, which the width limits, presented by the option and turned back by the key.
    let square = try TeachingPageFile(options: ["--size", "20x20"])
    let presented = try square.layout(in: window, script: "present")
    #expect(
      presented.problems(presenting: true).isEmpty, "at \(window):\n\(presented.report(presenting: true))")
    let board = { (layout: PageLayout) in layout.boxes.first { $0.name == "board" }?.box.height ?? 0 }
    #expect(board(presented) > board(try square.layout(in: window)))
    let page = try TeachingPageFile(options: ["--present"])
    let option = try page.layout(in: window)
    #expect(option.problems(presenting: true).isEmpty, "at \(window):\n\(option.report(presenting: true))")
    let back = try page.layout(in: window, script: "present")
    #expect(back.problems(presenting: false).isEmpty, "at \(window):\n\(back.report(presenting: false))")
  }

  @Test("Presenting, the status says the generation and whether Predict is on, and nothing else")
  func presentingStatus() throws {
    let page = try TeachingPageFile(options: ["--present"])
    // The glider's box starts at row 7, column 11; the cell at row 8, column 11 is born next.
    let log = try page.run("status;predict;click:8,11;status;reveal;status;predict;step;status")
    #expect(
      log.split(separator: "\n") == [
        "Generation 0", "Predict off", "Generation 0", "Predict on: 1 cell marked", "Generation 0",
        "Predict: 3 of 7 cells right", "Generation 1", "Predict off",
      ], "\(log)")
  }
}

/// Where the page's `measure` script action says the room's things are: the window, the board, the status
/// line, the bar of controls, the legend and each rule card.
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

    func overlaps(_ other: Box) -> Bool {
      left < other.left + other.width && other.left < left + width && top < other.top + other.height
        && other.top < top + height
    }
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

  /// Everything the room would miss: a box cut off by the window or over the board, or a board under half
  /// the window's height.
  ///
  /// The board, the status and the rules must be whole in the window, and so must the bar unless the page
  /// is presenting, when the bar and the legend must be hidden. The legend may be any height, even none.
  func problems(presenting: Bool) -> [String] {
    var problems: [String] = []
    let rules = boxes.filter { $0.name.hasPrefix("rule ") }
    if rules.count != 4 { problems.append("\(rules.count) rule cards instead of 4") }
    let required = ["board", "status"] + (presenting ? [] : ["controls"])
    for name in required + ["legend", "controls"] where !boxes.contains(where: { $0.name == name }) {
      problems.append("no \(name)")
    }
    for (name, box) in boxes {
      let hidden = box.width == 0 || box.height == 0
      if presenting, name == "controls" || name == "legend" {
        if !hidden { problems.append("\(name) is shown while presenting") }
      } else if hidden {
        if name != "legend" { problems.append("\(name) is not shown") }
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
      for (name, box) in boxes where name != "board" && box.overlaps(board) {
        problems.append("\(name) overlaps the board")
      }
    }
    return problems
  }

  /// The problems, then every box, for a failure's message.
  func report(presenting: Bool) -> String {
    (problems(presenting: presenting)
      + boxes.map { "  \($0.name): \($0.box.left),\($0.box.top), \($0.box.width) × \($0.box.height)" })
      .joined(separator: "\n")
  }
}

extension TeachingPageFile {
  /// Opens the page in a frame of exactly `size`, runs `script` and returns where the page says its things
  /// are; after `resizedTo`, when given, the frame takes that size and the page is told so, as a browser
  /// tells it.
  func layout(
    in size: PageLayout.Size, script: String = "", resizedTo resized: PageLayout.Size? = nil
  ) throws -> PageLayout {
    let resize =
      resized.map {
        """
        frame.style.width = "\($0.width)px";
        frame.style.height = "\($0.height)px";
        page.dispatchEvent(new Event("resize"));
        page.runScript("measure");
        """
      } ?? ""
    let largest = resized ?? size
    let log = try Browser.measure(
      "\(url.lastPathComponent)#script=\(script);measure", width: size.width, height: size.height,
      window: (max(size.width, largest.width), max(size.height, largest.height)),
      script: resize + "\nreturn page.document.getElementById(\"script-log\").textContent;", in: folder.url)
    return try PageLayout(log: log)
  }
}
