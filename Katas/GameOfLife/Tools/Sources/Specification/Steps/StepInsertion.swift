import Foundation
import KataSystem

/// Makes room for a new step after step `number` and gives it its folder, ready to fill in.
///
/// The steps after it move up by one: their folders, their handouts' headings and own `STEP=` commands,
/// their files in the specification (`Step07….swift` becomes `Step08….swift`, which gives its tests their
/// new step), the links to them and their rows in the kata's README. The new step gets a handout with its
/// heading, an empty `step.patch`, a file in the specification with no test yet, and a row in the README:
/// `make kata-check` fails until the patch and the tests are written. Prose is left to the maintainer.
/// - Returns: The new step, as the steps now read.
@discardableResult
package func insertStep(after number: Int, title: String, in workspace: Workspace) throws -> Step {
  let steps = try Steps(workspace: workspace)
  let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
  guard (0...steps.last).contains(number), !words.isEmpty else {
    throw KataError(
      "a new step goes after a step from 0 to \(steps.last), and needs a title with a word in it")
  }
  for step in steps.all.reversed() where step.number > number {
    try renumber(step, to: step.number + 1, in: workspace)
  }
  let new = number + 1
  let folderName = "\(twoDigits(new))-\(words.joined(separator: "-"))"
  let testsName =
    "Step\(twoDigits(new))\(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()).swift"
  let folder = workspace.steps.appendingPathComponent(folderName)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
  try write(
    """
    # Step \(new): \(title)

    **Goal.**

    - The tests this step adds: [`tests.swift`](tests.swift)
    - Check your Game: `make kata-step STEP=\(new)`
    - Want the answer? `make kata-solution STEP=\(new)` writes the step's whole files to a folder, and
      `make kata-diff-step STEP=\(new)` shows the step's change.

    """, to: folder.appendingPathComponent("README.md"))
  try write("", to: folder.appendingPathComponent("step.patch"))
  try write(
    """
    import GameOfLife
    import GameOfLifeTestSupport
    import Testing

    // Step \(twoDigits(new)) of the kata (Katas/GameOfLife/steps): the tests this step adds.
    // \(title).

    """, to: workspace.specification.appendingPathComponent(testsName))
  try linkTests(of: folder, to: testsName)

  let readme = workspace.kata.appendingPathComponent("README.md")
  var rows = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
  let row = "| [\(twoDigits(new)) \(title)](steps/\(folderName)/README.md) | What it teaches. |"
  let previous = steps.step(number).map { "](steps/\($0.folderName)/README.md)" }
  if let previous, let index = rows.firstIndex(where: { $0.hasPrefix("| [") && $0.contains(previous) }) {
    rows.insert(row, at: index + 1)
  } else if let index = rows.firstIndex(where: { $0.hasPrefix("| [") && $0.contains("](steps/") }) {
    rows.insert(row, at: index)
  }
  try write(rows.joined(separator: "\n"), to: readme)
  guard let made = try Steps(workspace: workspace).step(new) else {
    throw KataError("the new step \(folderName) is not among the steps")
  }
  return made
}

/// Gives a step the number `new` everywhere its number is written.
private func renumber(_ step: Step, to new: Int, in workspace: Workspace) throws {
  let (old, fileManager) = (twoDigits(step.number), FileManager.default)
  let folderName = twoDigits(new) + step.folderName.drop { $0.isNumber }
  let folder = workspace.steps.appendingPathComponent(folderName)
  try fileManager.moveItem(at: step.folder, to: folder)

  // The heading, and the handout's own commands (`make kata-step STEP=7`), take the new number.
  let handout = folder.appendingPathComponent("README.md")
  let text = try String(contentsOf: handout, encoding: .utf8)
    .replacingFirst("# Step \(step.number):", with: "# Step \(new):")
    .replacing(try Regex("STEP=\(step.number)(?![0-9])"), with: "STEP=\(new)")
  try write(text, to: handout)

  let link = folder.appendingPathComponent("tests.swift")
  let testsName = URL(fileURLWithPath: try fileManager.destinationOfSymbolicLink(atPath: link.path))
    .lastPathComponent
  let newName = "Step\(twoDigits(new))" + testsName.dropFirst("Step".count + old.count)
  let tests = workspace.specification.appendingPathComponent(newName)
  try fileManager.moveItem(at: workspace.specification.appendingPathComponent(testsName), to: tests)
  let code = try String(contentsOf: tests, encoding: .utf8)
  try write(
    code.replacingFirst("// Step \(old) of the kata", with: "// Step \(twoDigits(new)) of the kata"),
    to: tests)
  try fileManager.removeItem(at: link)
  try linkTests(of: folder, to: newName)

  let readme = workspace.kata.appendingPathComponent("README.md")
  let rows = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n").map { row in
    guard row.hasPrefix("| [\(old) "), row.contains("](steps/\(step.folderName)/") else { return row }
    return "| [\(twoDigits(new)) "
      + row.dropFirst("| [\(old) ".count)
      .replacingOccurrences(of: "](steps/\(step.folderName)/", with: "](steps/\(folderName)/")
  }
  try write(rows.joined(separator: "\n"), to: readme)
}

/// A step folder's `tests.swift`: a link to its file in `Tests/GameOfLifeSpec`, four folders up.
private func linkTests(of folder: URL, to testsName: String) throws {
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent("tests.swift").path,
    withDestinationPath: "../../../../Tests/GameOfLifeSpec/\(testsName)")
}

private func write(_ text: String, to url: URL) throws {
  try Data(text.utf8).write(to: url, options: .atomic)
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
