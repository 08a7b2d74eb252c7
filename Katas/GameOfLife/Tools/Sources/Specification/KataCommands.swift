import Build
import Foundation
import KataSystem
import Verdicts

/// The maintainers' commands about the kata itself: its steps, its mutants, its specification, its solutions.

/// The commands of the kata's own material: its check, its mutants, the specification, the steps' solutions and a new step.
package struct KataCommands: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension KataCommands {
  /// `make kata-check`: every step red, then green; the last step equal to the library; handouts that compile.
  package func check() throws -> Bool {
    let steps = try Steps(workspace: workspace)
    // A step folder that is not whole is named before minutes go into building its solutions.
    guard show(checkStepFolders(steps, workspace: workspace)) else {
      say("make kata-check: FAILED")
      return false
    }
    say("make kata-check: building and testing the template and the solutions of steps 1-\(steps.last) ...")
    let library = try workspace.libraryVariant()
    let solutions = try (0...steps.last).map { try steps.solution(after: $0) }
    var allGood = try sameAsLibrary(solutions[steps.last], library: library.game.files)
    let variants = solutions.enumerated().map { number, files in
      Variant(
        name: number == 0 ? "the template" : "the solution of step \(twoDigits(number))",
        game: .init(files: files, origin: "[solution \(twoDigits(number))]/Sources/GameOfLife"),
        support: library.support, tests: library.tests)
    }
    // The handouts' code is one more variant in the same queue: it only has to compile.
    let handouts = try handoutsVariant(steps)
    var results = try outcomes(of: variants + [handouts], on: try packages("check", count: jobs))
    let handoutsOutcome = results.removeLast()
    var runs: [Int: TestRun] = [:]
    for (number, outcome) in results.enumerated() {
      guard outcome.compiled else {
        return compileFailure(outcome, advice: "every solution keeps the template's names")
      }
      runs[number] = outcome.run
    }
    allGood = show(judgeSteps(steps, runs: runs)) && allGood
    allGood =
      show(try GreenOnTheTemplate(workspace: workspace).judge(templateRun: runs[0] ?? TestRun())) && allGood
    if let error = handoutsOutcome.compileError {
      say(error)
      say(
        "✘ a handout's code does not compile against the practice template (the files above are named by step)"
      )
      allGood = false
    } else {
      say(
        "✔ the code of every handout (\(count(handouts.tests.files.count, "handout")) with code) compiles against the practice template"
      )
    }
    say(allGood ? "make kata-check: every step is red, then green." : "make kata-check: FAILED")
    return allGood
  }

  private func sameAsLibrary(_ final: SourceFiles, library: SourceFiles) throws -> Bool {
    let differing = Set(final.keys).union(library.keys).filter { final[$0] != library[$0] }.sorted()
    guard differing.isEmpty else {
      say(
        "✘ the last step's solution differs from Sources/GameOfLife in: \(differing.joined(separator: ", "))")
      return false
    }
    say("✔ the template and every step's patch, in order, give Sources/GameOfLife byte for byte")
    return true
  }

  /// Every ```swift block of every handout, as tests against the template, as a learner would type them.
  private func handoutsVariant(_ steps: Steps) throws -> Variant {
    let template = try SourceFiles.swiftFiles(
      in: workspace.template.appendingPathComponent("Sources/GameOfLife"))
    return Variant(
      name: "the handouts' code",
      game: .init(files: template, origin: "Katas/GameOfLife/template/Sources/GameOfLife"),
      support: .init(
        files: try .swiftFiles(in: workspace.testSupport), origin: "Tests/GameOfLifeTestSupport"),
      tests: .init(files: try Handouts(steps: steps).snippetFiles(), origin: "Katas/GameOfLife/steps"))
  }

  /// `make kata-new-step AFTER=N TITLE=...`: a folder for a new step after step N, the later steps moved up.
  package func newStep(after text: String, title: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let number =
      text.trimmingCharacters(in: .whitespaces) == "0" ? 0 : try steps.number(from: text, name: "AFTER")
    let step = try insertStep(after: number, title: title, in: workspace)
    say(
      "A new \(step.label) in \(workspace.relative(step.folder)), and steps \(number + 2)-\(steps.last + 1) after it."
    )
    say(
      "Write its handout, its change to the Game (step.patch) and its tests (\(step.folderName)/tests.swift),"
    )
    say(
      "and its row of Katas/GameOfLife/README.md; then make kata-check. The recipe: Documentation/adding-a-step.md"
    )
    // Prose that names a later step by its number is the one thing moved steps cannot change by themselves.
    let mentions = try mentionsOfSteps(after: number)
    if !mentions.isEmpty {
      say("These lines name a step by a number that is now one higher: read them again.")
      for mention in mentions { say("  " + mention) }
    }
    return true
  }

  /// Lines of the handouts that say "step N" of a step after `number`, as `file:line: text`.
  private func mentionsOfSteps(after number: Int) throws -> [String] {
    let handouts =
      try Steps(workspace: workspace).all.map(\.handout)
      + [workspace.steps.appendingPathComponent(GreenOnTheTemplate.fileName)]
    let mention = try Regex("[Ss]tep ([0-9]+)", as: (Substring, Substring).self)
    var mentions: [String] = []
    for url in handouts {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      // The first line is the heading, which the move has already numbered.
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .dropFirst()
      where line.matches(of: mention).contains(where: { (Int($0.output.1) ?? 0) > number }) {
        mentions.append("\(workspace.relative(url)):\(index + 1): \(line)")
      }
    }
    return mentions
  }

  /// `make mutants`: the specification against the library's Game, then against every mutant; then the
  /// specification for any design the same way, so that both are shown to fail on every curated bug.
  package func mutants() throws -> Bool {
    let mutants = try Mutant.all(in: workspace.mutants)
    let runners = try packages("mutants", count: jobs, guessesModule: true)
    var passed = true
    for (library, title) in [
      (try workspace.libraryVariant(), "the specification"),
      (try workspace.libraryDesignVariant(), "the specification for any design"),
    ] {
      say("make mutants: running \(title) against the library's Game and every mutant ...")
      let baseline = try SuiteRunner(package: runners[0]).run(library)
      guard baseline.compiled, !baseline.anyTestFailed, !baseline.run.tests.isEmpty else {
        if !baseline.compiled { return compileFailure(baseline) }
        say("Error: \(title) does not pass against the library's own Game, so it cannot grade mutants")
        return false
      }
      let variants = try mutants.map { mutant in
        var variant = library
        variant.name = "mutant \(mutant.name)"
        variant.game.files = try mutant.apply(to: library.game.files)
        variant.game.origin = "[mutant \(mutant.name)]/Sources/GameOfLife"
        return variant
      }
      let results = try outcomes(of: variants, on: runners) { _ in write(".") }
      say()
      let verdicts = zip(mutants, results).map { MutantVerdict(mutant: $0, outcome: $1) }
      passed = show(judgeMutants(verdicts, learner: false, specification: title)) && passed
    }
    return passed
  }

  /// `make spec`: the specification as a document, run just now against the library's Game.
  package func spec(part: SpecificationPart) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let outcome = try SuiteRunner(package: try packages("spec", count: 1)[0]).run(
      try workspace.libraryVariant())
    guard outcome.compiled else { return compileFailure(outcome) }
    return show(specificationDocument(steps, run: outcome.run, part: part))
  }

  /// `make kata-solution STEP=N`: writes the Game as it stands after step N into a folder of its own.
  package func writeSolution(step text: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    let number = try steps.number(from: text)
    guard let step = steps.step(number) else { return false }
    let folder = workspace.scratch.appendingPathComponent("solutions/\(step.folderName)/Sources/GameOfLife")
    try? FileManager.default.removeItem(at: folder)
    try steps.solution(after: number).write(into: folder)
    say("The Game as it stands after \(step.label): \(workspace.relative(folder))")
    return true
  }

  /// `make kata-diff-step STEP=N`: the step's change, as the patch that stores it.
  package func diffStep(step text: String) throws -> Bool {
    let steps = try Steps(workspace: workspace)
    guard let step = steps.step(try steps.number(from: text)) else { return false }
    say("# \(step.label): \(workspace.relative(step.patchFile))")
    say(try String(contentsOf: step.patchFile, encoding: .utf8))
    return true
  }
}
