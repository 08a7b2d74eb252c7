import Foundation

/// A job of a build, as a value: a part of one module's work, or the executable's link.
enum BuildJob: Hashable, Sendable {
  case interface(String)
  /// A test module's edit type-checked first, the tests it left as they were taken out.
  case editCheck(String)
  /// A part of what the module compiles before its interface is known.
  case early(String, part: Int)
  /// A part of what is left to compile once it is known.
  case objects(String, part: Int)
  case library(String)
  case executable

  /// How many jobs run at once, and so how many parts a module's files to compile are split into.
  static let parts = 2

  /// The build's jobs, each after those it needs, planned before anything runs: what each compiles is
  /// decided once it starts, from its module's plan.
  static func planned(for modules: [CompilerBuild.Module]) -> [JobGraph<BuildJob>.Node] {
    let imported = Set(modules.flatMap(\.imports))
    let parts = 0..<Self.parts
    var nodes: [JobGraph<BuildJob>.Node] = []
    var linkAfter: [BuildJob] = []
    for module in modules {
      let name = module.name
      let after = module.imports.map(BuildJob.interface)
      var objectsAfter = after
      // The interface of a module no other imports is of no use to anyone.
      if imported.contains(name) || module.symbolGraph {
        // An interface first: the modules that import it wait for it, while only the links wait for code.
        nodes.append(.init(job: .interface(name), after: after, priority: 2))
        // A test module's interface only lists its XCTest tests, while its files (Swift Testing's macros) are
        // most often the longest compile: they start first.
        let early = module.isLibrary ? 1 : 3
        nodes += parts.map { .init(job: .early(name, part: $0), after: after, priority: early) }
        objectsAfter = [.interface(name)] + parts.map { .early(name, part: $0) }
      }
      // The check of a test module's edit comes before all, as it finds a new test's compile error first.
      if module.mayCompileWhole { nodes.append(.init(job: .editCheck(name), after: after, priority: 4)) }
      nodes += parts.map { .init(job: .objects(name, part: $0), after: objectsAfter, priority: 1) }
      let compiled = parts.map { BuildJob.objects(name, part: $0) }
      if module.isLibrary {
        nodes.append(.init(job: .library(name), after: compiled))
        linkAfter.append(.library(name))
      } else {
        linkAfter += compiled
      }
    }
    nodes.append(.init(job: .executable, after: linkAfter))
    return nodes
  }
}
