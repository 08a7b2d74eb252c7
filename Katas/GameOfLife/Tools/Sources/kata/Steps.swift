import Foundation

/// The kata's steps, as the folders of `Katas/GameOfLife/steps` name them.
struct Steps {
  /// Step titles by number, read from the first heading of each step's handout.
  var titles: [Int: String] = [:]

  init(folder: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names {
      guard let number = Int(name.prefix(2)) else { continue }
      let handout = (try? String(contentsOfFile: "\(folder)/\(name)/README.md", encoding: .utf8)) ?? ""
      let heading = handout.split(separator: "\n").first { $0.hasPrefix("# ") }
      // "# Step 5: Wrap-around on a torus" gives "Wrap-around on a torus".
      let title = heading.map { String($0.dropFirst(2)) }.map { $0.split(separator: ":", maxSplits: 1) }
      titles[number] =
        title.flatMap { $0.count == 2 ? $0[1].trimmingCharacters(in: .whitespaces) : nil } ?? name
    }
  }

  var numbers: [Int] { titles.keys.sorted() }

  func title(_ number: Int) -> String { titles[number] ?? "Step \(number)" }
}

/// How a result prints: a tick for a pass, a cross for anything else.
func mark(_ test: TestResult) -> String {
  switch test.outcome {
  case .passed: "✔"
  case .failed: "✘"
  case .crashed: "✘ (crashed)"
  case .notRun: "- (not run)"
  }
}

/// Prints a problem indented under the test it belongs to, cut to a few lines.
func printProblem(_ problem: String?, indent: String = "      ") {
  guard let problem else { return }
  for line in problem.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
    print(indent + line)
  }
}
