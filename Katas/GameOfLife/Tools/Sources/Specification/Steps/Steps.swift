import Build
import Foundation
import KataSystem

/// One step of the kata: its handout, and its change to the Game as a patch.
package struct Step: Sendable {
  package var number: Int
  /// The folder's name, as `05-torus`.
  package var folderName: String
  package var title: String
  package var folder: URL

  package var label: String { "step \(twoDigits(number)) \(title)" }
  package var handout: URL { folder.appendingPathComponent("README.md") }
  package var patchFile: URL { folder.appendingPathComponent("step.patch") }
}

/// The kata's steps, in order, as the folders of `Katas/GameOfLife/steps` hold them.
package struct Steps: Sendable {
  package var all: [Step]
  let template: URL

  package init(workspace: Workspace) throws {
    template = workspace.template.appendingPathComponent("Sources/GameOfLife")
    let names = try FileManager.default.contentsOfDirectory(atPath: workspace.steps.path)
    all = try names.filter { $0.first?.isNumber == true }.map { name in
      guard let number = Int(name.prefix { $0.isNumber }), name.dropFirst(2).hasPrefix("-") else {
        throw KataError("\(workspace.relative(workspace.steps))/\(name): a step folder is named NN-name")
      }
      let folder = workspace.steps.appendingPathComponent(name)
      return Step(number: number, folderName: name, title: Self.title(handout: folder), folder: folder)
    }.sorted { $0.number < $1.number }
    for (index, step) in all.enumerated() where step.number != index + 1 {
      throw KataError(
        "the steps must be numbered 1, 2, 3 … with none missing; \(step.folderName) is out of place")
    }
  }

  /// "# Step 5: Wrap-around on a torus" gives "Wrap-around on a torus".
  private static func title(handout folder: URL) -> String {
    let text = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    guard let heading = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }),
      let colon = heading.firstIndex(of: ":")
    else { return folder.lastPathComponent }
    return heading[heading.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }

  package var last: Int { all.count }

  package func step(_ number: Int) -> Step? {
    all.indices.contains(number - 1) ? all[number - 1] : nil
  }

  package func title(_ number: Int) -> String { step(number)?.title ?? "Step \(number)" }

  /// Reads a step number as a person gives it (`3` or `03`), refusing anything else in one line.
  package func number(from text: String, name: String = "STEP") throws -> Int {
    if text.trimmingCharacters(in: .whitespaces).isEmpty {
      throw KataError("\(name) is missing: give a step number from 1 to \(last), as in \(name)=3")
    }
    guard let number = Int(text.trimmingCharacters(in: .whitespaces)), (1...last).contains(number) else {
      throw KataError("\(name) must be a step number from 1 to \(last), not '\(text)'")
    }
    return number
  }

  /// The Game as it stands after a step: the template, then each step's patch in order (0 is the template).
  package func solution(after number: Int) throws -> SourceFiles {
    var files = try SourceFiles.swiftFiles(in: template)
    for step in all.prefix(number) {
      let text: String
      do {
        text = try String(contentsOf: step.patchFile, encoding: .utf8)
      } catch {
        throw KataError("step \(twoDigits(step.number)) has no readable patch \(step.folderName)/step.patch")
      }
      let patch = try Patch(
        parsing: text, origin: "step \(twoDigits(step.number)) (\(step.folderName)/step.patch)")
      files = try patch.apply(to: files)
    }
    return files
  }
}
