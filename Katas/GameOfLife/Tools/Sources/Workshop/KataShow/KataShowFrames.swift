import KataSystem

/// The pictures one Game showed of a pattern, generation by generation, and how its run ended.
struct ShowFilm: Equatable, Sendable {
  enum Ending: Equatable, Sendable {
    /// Every generation asked for was shown.
    case finished
    /// The test process crashed: the runtime's words at the pair's line, as
    /// `Game.swift:20: Fatal error: Index out of range`.
    case crashed(String)
    /// The time limit stopped it after so many seconds, in a loop at a line of the pair's, as `Game.swift:31`.
    case stopped(seconds: Int, place: String? = nil)
    /// It threw an error, as `Game(picture:)` may: what the test said.
    case failed(String)
  }

  /// The picture of generation 0, 1, 2, …: as many as the Game showed before it ended.
  var frames: [String]
  var ending: Ending
}

/// The library's film and the pair's, frame by frame: what the projector shows.
struct ShowComparison {
  var library: ShowFilm
  var pair: ShowFilm
  /// How the pair's column is headed: their package's name.
  var pairTitle: String
  var generations: Int
  /// Whether the pair's code is a design of their own, run through its adapter: it is then called their
  /// design, since it may have no `Game` at all.
  var throughAnAdapter = false

  /// What the pair's code is called, at the start of a sentence.
  var subject: String { throughAnAdapter ? "The pair's design" : "The pair's Game" }

  /// The generations both Games showed.
  var shared: Range<Int> { 0..<min(library.frames.count, pair.frames.count) }

  /// The first generation whose pictures differ, and in how many cells.
  var firstDifference: (generation: Int, cells: Int)? {
    for generation in shared {
      let cells = FrameDifference(library.frames[generation], pair.frames[generation]).count
      if cells > 0 { return (generation, cells) }
    }
    return nil
  }

  /// Whether the pair's code showed every generation, each the same as the library's.
  var agrees: Bool {
    firstDifference == nil && pair.ending == .finished && pair.frames.count == generations + 1
  }

  /// One generation: a heading, then the two pictures and the differences side by side.
  func frame(_ generation: Int, paint: Paint) -> String {
    let difference = FrameDifference(library.frames[generation], pair.frames[generation])
    var heading = "Generation \(generation): "
    switch difference.count {
    case 0: heading += "the same"
    case 1: heading += "1 cell differs"
    case let cells: heading += "\(cells) cells differ"
    }
    // An empty column looks like a mistake of the tool's; it is the pair's `picture` that is empty.
    if difference.pair.isEmpty {
      heading +=
        throughAnAdapter
        ? " (the picture the pair's design gave is empty)" : " (the pair's Game.picture is empty)"
    }
    return paint.bold(heading) + "\n" + difference.sideBySide(titles: ("library", pairTitle))
  }

  /// What the comparison comes to, in a line or two.
  var verdict: [String] {
    var lines: [String] = []
    if let first = firstDifference {
      lines.append(
        "\(subject) first differs from the library's at generation \(first.generation) "
          + "(\(count(first.cells, "cell"))).")
    } else if agrees {
      lines.append("\(subject) agrees with the library's for all \(count(generations, "generation")).")
    } else if let last = shared.last {
      lines.append("\(subject) agrees with the library's up to generation \(last).")
    }
    if let ending = endingLine { lines.append(ending) }
    return lines
  }

  /// What stopped the pair's code before it showed every generation, if something did.
  private var endingLine: String? {
    // The frame it never recorded is the generation it was working out.
    let during =
      pair.frames.isEmpty
      ? "while making the game from the picture" : "during generation \(pair.frames.count)"
    switch pair.ending {
    case .finished: return nil
    case .crashed(let line): return "\(subject) crashed \(during): \(line)"
    case .stopped(let seconds, let place):
      return "\(subject) was stopped after \(seconds) s \(during)\(place.map { " at \($0)" } ?? ""): "
        + "is there an endless loop? "
        + "(KATA_TIME_LIMIT=N allows N seconds.)"
    case .failed(let problem): return "\(subject) failed \(during): \(problem)"
    }
  }
}

/// Two pictures compared cell by cell; a cell one picture lacks differs from whatever the other has there.
struct FrameDifference {
  var library: [[Character]]
  var pair: [[Character]]
  /// One row per row of the larger picture: `.` where the cells agree, `X` where they differ.
  var marks: [[Character]]

  init(_ library: String, _ pair: String) {
    self.library = Self.rows(library)
    self.pair = Self.rows(pair)
    let rowCount = max(self.library.count, self.pair.count)
    marks = (0..<rowCount).map { [left = self.library, right = self.pair] row in
      let one = row < left.count ? left[row] : []
      let other = row < right.count ? right[row] : []
      return (0..<max(one.count, other.count)).map { column in
        let a: Character = column < one.count ? one[column] : " "
        let b: Character = column < other.count ? other[column] : " "
        return a == b ? "." : "X"
      }
    }
  }

  /// A picture's rows; a newline at its end adds no row.
  private static func rows(_ picture: String) -> [[Character]] {
    var text = Substring(picture)
    while text.hasSuffix("\n") { text = text.dropLast() }
    return text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
  }

  var count: Int { marks.reduce(0) { $0 + $1.filter { $0 == "X" }.count } }

  /// The library's picture, the pair's and the marks, in three columns under their titles.
  func sideBySide(titles: (library: String, pair: String)) -> String {
    let libraryWidth = max(titles.library.count, library.map(\.count).max() ?? 0)
    let pairWidth = max(titles.pair.count, pair.map(\.count).max() ?? 0)
    func padded(_ text: String, to width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [
      padded(titles.library, to: libraryWidth) + "  " + padded(titles.pair, to: pairWidth) + "  differences"
    ]
    for row in marks.indices {
      let one = row < library.count ? String(library[row]) : ""
      let other = row < pair.count ? String(pair[row]) : ""
      lines.append(
        padded(one, to: libraryWidth) + "  " + padded(other, to: pairWidth) + "  " + String(marks[row]))
    }
    return lines.joined(separator: "\n")
  }
}
