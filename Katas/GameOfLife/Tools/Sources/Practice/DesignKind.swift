import Build
import Foundation
import KataSystem
import Verdicts

/// Whether a learner's package is the template's design: whether the specification compiles against its
/// Game, whatever its types are called.
///
/// Every command that judges a Game through the template's names (kata-verify, kata-step, kata-mutants,
/// kata-show, spec-html NAME=) asks this one question, and the lights and the dashboard read its answer.
package enum DesignKind: Codable, Equatable, Sendable {
  /// The specification compiles against the package's Game: it is judged through the template's names.
  case template
  /// A design of its own: its layout is not the template's, or its Game compiles and the specification
  /// does not compile against it. `why` says so in a few words.
  case own(why: String)
  /// The package's own Game does not compile, so nothing can be told: its errors are what the reader sees.
  case notCompiling

  package var isOwn: Bool {
    if case .own = self { return true }
    return false
  }
}

/// The answer for one state of a package's code, and what it was asked with.
private struct KeptDesign: Codable {
  var key: String
  var kind: DesignKind
}

extension PracticePackage {
  /// Whether the package is laid out as the template is: a `GameOfLife` module and tests that import it.
  ///
  /// A manifest that cannot be read says nothing either way: the command goes on, and SwiftPM's own
  /// words about it come from the build.
  var hasTemplateLayout: Bool {
    guard let manifest = try? PackageManifest.read(in: folder, workspace: workspace, origin: path) else {
      return true
    }
    return manifest.targets.contains { $0.name == "GameOfLife" && !$0.isTest }
      && manifest.targets.contains { $0.isTest && $0.dependencies.contains("GameOfLife") }
  }

  /// The package's `GameOfLife` module's files, as the kata's own layout holds the Game.
  package func gameTarget(of snapshot: Snapshot) -> Variant.Target {
    .init(files: snapshot.files(in: "Sources/GameOfLife"), origin: "\(path)/Sources/GameOfLife")
  }

  /// The specification on the package's Game, in the kata's own layout, the Game compiled with the
  /// settings the package's manifest gives it.
  package func specificationVariant(of snapshot: Snapshot) throws -> Variant {
    let library = try workspace.libraryVariant()
    var variant = Variant(
      name: "your Game (\(path))", game: gameTarget(of: snapshot), support: library.support,
      tests: library.tests)
    variant.game.flags = gameFlags(of: snapshot) ?? variant.game.flags
    return variant
  }

  /// The compiler's flags the package's manifest gives its `GameOfLife` module (its language mode, defines,
  /// features); nil when it gives none or cannot be read.
  package func gameFlags(of snapshot: Snapshot) -> [String]? {
    guard let flags = (try? variant(of: snapshot))?[target: "GameOfLife"]?.flags, !flags.isEmpty else {
      return nil
    }
    return flags
  }

  /// The kind of design, as its layout tells it or as it was decided for this very code.
  ///
  /// Nil when it has not been decided yet. Nothing is compiled: for the lights and the dashboard.
  package func keptDesign(of snapshot: Snapshot) -> DesignKind? {
    if let own = ownByItsLayout(snapshot) { return own }
    guard let key = try? designKey(of: snapshot),
      let data = try? Data(contentsOf: keptDesignFile),
      let kept = try? JSONDecoder().decode(KeptDesign.self, from: data), kept.key == key
    else { return nil }
    return kept.kind
  }

  /// Whether the package is a design of its own, as far as is known without compiling.
  ///
  /// For the lights and the dashboard. A package with no manifest (a history, say) is none.
  package var isOwnDesign: Bool {
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
      let snapshot = try? Snapshot(of: folder)
    else { return false }
    return keptDesign(of: snapshot)?.isOwn == true
  }

  /// Decides the kind of design, by its layout or by compiling the specification against its Game in
  /// `package`, once for each state of the code.
  ///
  /// - Returns: the kind, and the specification's build when this call made one, for the caller to run.
  package func design(
    of snapshot: Snapshot, building package: ScratchPackage, say: (String) -> Void
  ) throws -> (kind: DesignKind, build: SuiteRunner.BuiltVariant?) {
    if let kind = keptDesign(of: snapshot) { return (kind, nil) }
    say("Building your Game with the specification's tests ...")
    let build = try SuiteRunner(package: package).build(try specificationVariant(of: snapshot))
    var kind = DesignKind.template
    if case .compileError(let text) = build.result {
      kind = TemplateNames(practice: self).why(notCompiling: text).map { .own(why: $0) } ?? .notCompiling
    }
    let kept = KeptDesign(key: try designKey(of: snapshot), kind: kind)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try JSONEncoder().encode(kept).write(to: keptDesignFile, options: .atomic)
    return (kind, build)
  }

  private var keptDesignFile: URL { scratch.appendingPathComponent("design.json") }

  /// What the answer depends on: the Game's files and settings, and the specification's and its support's.
  private func designKey(of snapshot: Snapshot) throws -> String {
    let variant = try specificationVariant(of: snapshot)
    var key = Fingerprint()
    key.add("design 1")
    for target in variant.targets {
      key.add(target.name)
      for flag in target.flags { key.add(flag) }
      for (file, text) in target.files.sorted(by: { $0.key < $1.key }) {
        key.add(file)
        key.add(text)
      }
    }
    return key.description
  }

  /// A design of its own by its layout alone; nil when only compiling can tell.
  ///
  /// No `GameOfLife` module that the tests import, a module of its own the tests import beside it, or no
  /// `Game` declared at all: the specification could not compile against it.
  private func ownByItsLayout(_ snapshot: Snapshot) -> DesignKind? {
    guard hasTemplateLayout else {
      return .own(why: "it has no GameOfLife module that its tests import")
    }
    if hasModulesOfItsOwn { return .own(why: "its tests import a module of its own beside GameOfLife") }
    let declaresGame = snapshot.files(in: "Sources/GameOfLife").values.contains {
      $0.firstMatch(of: /\b(class|struct|actor|enum|typealias)\s+Game\b/) != nil
    }
    return declaresGame ? nil : .own(why: "its GameOfLife module declares no Game")
  }
}
