import Build
import Foundation
import KataSystem
import Practice
import Specification
import Verdicts

/// `make kata-show`: a pair's Game put on the projector beside the library's, frame by frame.
///
/// The pair is found in `Practice/` or in the room (`RoomClient.pair`); the run is `ShowRun`'s, the
/// pictures `ShowFilm`'s, and what they come to `ShowComparison`'s.
package struct KataShow: KataCommandGroup {
  package let kata: Kata

  package init(_ kata: Kata) { self.kata = kata }
}

extension KataShow {
  /// `make kata-show NAME=ada PATTERN=glider GENERATIONS=8`: the pair's Game (or design of their own)
  /// beside the library's, frame by frame, every differing cell marked: the facilitator's way to put a
  /// pair's code on the projector.
  ///
  /// Both Games run the same small test (a pair's own design through its adapter), each in a scratch
  /// package of its own; the frames are the pictures it attaches. Returns whether the pair's code showed
  /// every generation as the library's does.
  ///
  /// Under a requirement change (`change`, or the pair's round's), the library's reference for it runs,
  /// and the pair's design through its adapter, or the template's `Game`.
  package func show(
    name: String, pattern: String, generations: String, change: RequirementChange? = nil
  ) throws -> Bool {
    let practice = try RoomClient(kata).pair(name)
    let change = change ?? practice.round.change
    // A design of the pair's own is shown through its adapter: whether it is one is decided once for its
    // code, by compiling the specification against it, as every command decides it.
    let snapshot = try Snapshot(of: practice.folder)
    let adapter: DesignAdapter?
    let judge = SpecificationJudge(kata)
    let judged = try judge.judgedThroughAnAdapter(
      practice, snapshot: snapshot, building: try judge.specificationPackage(of: practice))
    if judged.adapter || change != nil {
      adapter = try judge.adapter(
        of: practice, snapshot: snapshot, command: "kata-show", why: judged.why, change: change)
      guard adapter != nil else { return false }
    } else {
      adapter = nil
    }
    let pattern = try ShowPattern.named(pattern, root: workspace.root)
    let generations = try ShowPattern.generations(generations)
    let library = change.map { "the library's \($0.reference)" } ?? "the library's Game"
    if let change { say(change.card) }
    say(
      "make kata-show: \(pattern.name) for \(count(generations, "generation")), "
        + "\(library) beside \(practice.title)'s")
    say("Running " + (adapter.map { "the pair's design through \($0.type)" } ?? "the pair's Game") + " ...")
    var pair =
      try adapter.map {
        try practice.designSpecificationVariant(
          of: snapshot, adapter: $0, tests: ShowRun.testsThroughAdapter(pattern, generations: generations))
      }
      ?? Variant(
        name: "the pair's Game (\(practice.title))", game: practice.gameTarget(of: snapshot),
        support: ShowRun.support, tests: ShowRun.tests(pattern, generations: generations),
        testTarget: ShowRun.testTarget)
    if adapter == nil, let flags = practice.gameFlags(of: snapshot) { pair.game.flags = flags }
    let pairOutcome = try run(pair, in: practice.scratch.appendingPathComponent("show"))
    guard pairOutcome.compiled else {
      if let adapter, adapter.isBlamed(by: pairOutcome.compileError ?? "") {
        say(pairOutcome.compileError ?? "")
        say(adapter.amber("does not compile with your design", why: pairOutcome.compileError ?? ""))
        return false
      }
      return compileFailure(pairOutcome)
    }

    // The library runs on the edges the pair's design chose: a design with only a torus is shown on one.
    let edges = ShowFilm.edges(pairOutcome)
    say("Running \(library) ...")
    var reference = Variant(
      name: library, game: try workspace.libraryVariant().game, support: ShowRun.support,
      tests: ShowRun.tests(pattern, generations: generations, torus: edges == "torus", change: change),
      testTarget: ShowRun.testTarget)
    // A change's reference is compiled beside the show's test, on the library's Game.
    for (file, text) in try change?.referenceFiles(in: workspace) ?? [:] {
      reference.tests.files[file] = text
    }
    let libraryOutcome = try run(reference, in: workspace.scratch.appendingPathComponent("show/library"))
    guard libraryOutcome.compiled else { return compileFailure(libraryOutcome) }
    let libraryFilm = ShowFilm(libraryOutcome)
    guard libraryFilm.ending == .finished, libraryFilm.frames.count == generations + 1 else {
      throw KataError("\(library) did not show \(pattern.name) for \(count(generations, "generation"))")
    }

    let comparison = ShowComparison(
      library: libraryFilm, pair: ShowFilm(pairOutcome), pairTitle: practice.name, generations: generations,
      throughAnAdapter: adapter != nil)
    for generation in comparison.shared {
      say()
      say(comparison.frame(generation, paint: .standardOutput))
    }
    say()
    comparison.verdict.forEach { say($0) }
    if let edges, !comparison.agrees, !["bounded", "torus"].contains(edges) {
      say(
        "The pair's design has edges of its own ('\(edges)'), the library's end where the picture does: "
          + "a difference that begins at an edge may be only that.")
    }
    return comparison.agrees
  }

  private func run(_ variant: Variant, in folder: URL) throws -> Outcome {
    let package = try ScratchPackage(folder: folder, workspace: workspace, reporter: kata.reporter)
    return try SuiteRunner(package: package).run(variant)
  }
}
