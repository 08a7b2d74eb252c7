import Foundation
import KataSystem

/// Whether every step folder is whole, read before anything is built: `make kata-check` stops here first.
///
/// A step's number is written once, in its folder's name (`05-torus`); everything else that names the step
/// must agree with it: the handout's heading (`# Step 5: Wrap-around on a torus`), its `step.patch`, its
/// `tests.swift` (a link to `Tests/GameOfLifeSpec/Step05….swift`, whose name gives its tests their step),
/// and the row of the kata's README that links to the handout.
package func checkStepFolders(_ steps: Steps, workspace: Workspace) -> Report {
  var report = Report()
  var linked: Set<String> = []
  for step in steps.all {
    var problems: [String] = []
    let heading = "# Step \(step.number): "
    if let handout = try? String(contentsOf: step.handout, encoding: .utf8) {
      if !handout.hasPrefix(heading) {
        problems.append("README.md must begin \"\(heading)\" and the step's title")
      }
    } else {
      problems.append("README.md is missing: it is the step's handout")
    }
    if let text = try? String(contentsOf: step.patchFile, encoding: .utf8) {
      do {
        if try Patch(parsing: text, origin: "step.patch").paths.isEmpty {
          problems.append("step.patch changes no file")
        }
      } catch {
        problems.append("\(error)")
      }
    } else {
      problems.append("step.patch is missing: it is the step's change to the Game")
    }
    switch testsFile(of: step, workspace: workspace) {
    case .success(let name): linked.insert(name)
    case .failure(let problem): problems.append(problem.description)
    }
    for problem in problems { report.fail("✘ \(step.label): \(problem)") }
  }
  let specification =
    (try? FileManager.default.contentsOfDirectory(atPath: workspace.specification.path)) ?? []
  for name in specification.sorted()
  where name.hasPrefix("Step") && name.hasSuffix(".swift") && !linked.contains(name) {
    report.fail(
      "✘ \(workspace.relative(workspace.specification))/\(name) belongs to no step: no step folder's tests.swift links to it"
    )
  }
  report.lines += checkStepTable(steps, workspace: workspace).lines
  if report.lines.isEmpty {
    report.say("✔ the \(steps.all.count) step folders each hold a handout, a patch and a link to their tests")
  } else {
    report.passed = false
  }
  return report
}

/// The name of the specification's file a step's `tests.swift` links to, if it is the step's own.
private func testsFile(of step: Step, workspace: Workspace) -> Result<String, KataError> {
  let link = step.folder.appendingPathComponent("tests.swift")
  let specification = workspace.relative(workspace.specification)
  guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) else {
    return .failure(KataError("tests.swift is missing: it links to the step's file in \(specification)"))
  }
  let target = URL(fileURLWithPath: destination, relativeTo: step.folder).standardizedFileURL
  let prefix = "Step\(twoDigits(step.number))"
  guard target.deletingLastPathComponent().path == workspace.specification.standardizedFileURL.path,
    target.lastPathComponent.hasPrefix(prefix), target.pathExtension == "swift"
  else {
    return .failure(
      KataError("tests.swift links to \(destination), not to a \(specification)/\(prefix)….swift"))
  }
  guard FileManager.default.fileExists(atPath: target.path) else {
    return .failure(KataError("tests.swift links to \(destination), which does not exist"))
  }
  return .success(target.lastPathComponent)
}

/// The kata's README lists every step in its table, in order, each linking to its handout.
private func checkStepTable(_ steps: Steps, workspace: Workspace) -> Report {
  var report = Report()
  let readme = workspace.kata.appendingPathComponent("README.md")
  let name = workspace.relative(readme)
  let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
  let listed = text.split(separator: "\n").filter { $0.hasPrefix("| [") }.compactMap { row -> String? in
    guard let start = row.range(of: "](steps/"), let end = row[start.upperBound...].range(of: "/README.md)")
    else { return nil }
    return String(row[start.upperBound..<end.lowerBound])
  }
  let folders = steps.all.map(\.folderName)
  for folder in folders where !listed.contains(folder) {
    report.fail("✘ \(name)'s table of steps does not list steps/\(folder)")
  }
  for folder in listed where !folders.contains(folder) {
    report.fail("✘ \(name)'s table of steps lists steps/\(folder), which is no step folder")
  }
  if report.passed, listed != folders {
    report.fail("✘ \(name)'s table of steps lists them out of order: \(listed.joined(separator: ", "))")
  }
  return report
}
