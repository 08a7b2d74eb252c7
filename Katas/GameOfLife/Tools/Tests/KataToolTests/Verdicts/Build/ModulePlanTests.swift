import Foundation
import Testing

@testable import Compiler

/// The plan is decided from the store and the last build alone: these feed it edits and get its plan,
/// with no compiler.
@Suite("What a build compiles of a module before its interface is known, and why")
struct ModulePlanTests {
  static let folder = URL(fileURLWithPath: "/module")
  static let (game, rules, cell) = (
    folder.appendingPathComponent("Game.swift"), folder.appendingPathComponent("Rules.swift"),
    folder.appendingPathComponent("Cell.swift")
  )
  static let sources = [game, rules, cell]

  static func inputs(
    missing: Set<URL>, changed: Set<URL>, declarations: DeclarationChanges?? = nil, sources: [URL] = sources,
    test: Bool = false
  ) -> ModulePlan.Inputs {
    var edit = LastSources.Edit(changed: changed)
    if let declarations {
      edit.declarationsChanged = true
      edit.declarations = declarations
    }
    return .init(
      sources: sources, missing: missing, edit: edit, interfaceKnown: false, mayCompileWhole: test)
  }

  @Test("An edit inside a body compiles that file alone, beside the interface")
  func bodyEdit() {
    let plan = ModulePlan.deciding(Self.inputs(missing: [Self.rules], changed: [Self.rules])) {
      Issue.record("nothing is carried through an edit inside a body")
      return [:]
    }
    #expect(plan == ModulePlan(early: [Self.rules], why: "edited inside bodies"))
    #expect(
      plan.line(module: "GameOfLife")
        == "GameOfLife: compiles Rules.swift before its interface (edited inside bodies)")
  }

  @Test("An edit of declarations by name compiles what it reached together, and keeps the rest")
  func namedDeclarations() {
    let kept = URL(fileURLWithPath: "/store/Cell.o")
    let plan = ModulePlan.deciding(
      Self.inputs(missing: Set(Self.sources), changed: [Self.game], declarations: .some(DeclarationChanges()))
    ) { [Self.cell: kept] }
    #expect(plan.early == [Self.game, Self.rules] && plan.together && !plan.whole)
    #expect(plan.carried == [Self.cell: kept])
    #expect(plan.line(module: "M").hasSuffix("(declarations changed); keeps Cell.swift"))
  }

  @Test(
    "An edit of declarations that cannot be named, with nothing kept, compiles every missing file, the edited first"
  )
  func unnamedDeclarations() {
    let plan = ModulePlan.deciding(
      Self.inputs(missing: Set(Self.sources), changed: [Self.cell], declarations: .some(nil))
    ) { [:] }
    #expect(plan.early == [Self.cell, Self.game, Self.rules] && !plan.together && plan.carried.isEmpty)
  }

  @Test(
    "A test module of one file is compiled whole when its declarations changed; of several, a file at a time")
  func testModules() {
    let one = ModulePlan.deciding(
      Self.inputs(
        missing: [Self.game], changed: [Self.game], declarations: .some(DeclarationChanges()),
        sources: [Self.game], test: true)
    ) { [:] }
    #expect(one.whole && one.early.isEmpty)
    #expect(one.line(module: "GameOfLifeTests") == "GameOfLifeTests: compiled whole (declarations changed)")
    let several = ModulePlan.deciding(
      Self.inputs(
        missing: Set(Self.sources), changed: [Self.game], declarations: .some(DeclarationChanges()),
        test: true)
    ) {
      [Self.rules: URL(fileURLWithPath: "/store/Rules.o"), Self.cell: URL(fileURLWithPath: "/store/Cell.o")]
    }
    #expect(!several.whole && several.early == [Self.game] && several.together)
    // An edit of a test's body compiles that file alone.
    let body = ModulePlan.deciding(Self.inputs(missing: [Self.game], changed: [Self.game], test: true)) {
      [:]
    }
    #expect(!body.whole && body.early == [Self.game])
  }

  @Test("A module in the store whole, or with its interface known, compiles only what the store lacks")
  func known() {
    var inputs = Self.inputs(missing: [Self.cell], changed: [], declarations: .some(nil))
    inputs.interfaceKnown = true
    #expect(ModulePlan.deciding(inputs) { [:] }.early == [Self.cell])
    inputs.inStoreWhole = true
    let whole = ModulePlan.deciding(inputs) {
      Issue.record("a module in the store whole keeps nothing else")
      return [:]
    }
    #expect(whole.early.isEmpty && !whole.whole)
    #expect(whole.line(module: "T") == "T: compiles nothing before its interface (in the store whole)")
  }

  @Test(
    "An edit that reached none of a module's files, only its imports, keeps its interface with its objects")
  func keptInterface() {
    let last = URL(fileURLWithPath: "/store/GameOfLife-last")
    var inputs = Self.inputs(
      missing: Set(Self.sources), changed: [], declarations: .some(DeclarationChanges()))
    inputs.edit.lastEntry = last
    let all = Dictionary(
      uniqueKeysWithValues: Self.sources.map {
        ($0, URL(fileURLWithPath: "/store/\($0.lastPathComponent).o"))
      })
    let kept = ModulePlan.deciding(inputs) { all }
    #expect(kept.keptInterface == last && kept.early.isEmpty)
    #expect(kept.line(module: "M").hasSuffix("keeps Cell.swift, Game.swift, Rules.swift and its interface"))
    // A file that looked up a changed name is compiled, and the interface emitted beside it.
    let reached = ModulePlan.deciding(inputs) { all.filter { $0.key != Self.game } }
    #expect(reached.keptInterface == nil && reached.early == [Self.game])
    // A file edited: the interface may be another.
    var edited = Self.inputs(
      missing: Set(Self.sources), changed: [Self.game], declarations: .some(DeclarationChanges()))
    edited.edit.lastEntry = last
    #expect(ModulePlan.deciding(edited) { all.filter { $0.key != Self.game } }.keptInterface == nil)
  }
}
