import Foundation
import KataSystem

/// A module's jobs: its interface, what its plan compiles before the interface is known, and the rest.
extension CompilerBuild {
  /// Emits a module's interface, unless the store holds it; for a module compiled whole, its object with
  /// it (see `ModulePlan`).
  func interface(of module: Module) throws {
    let state = try state(of: module)
    guard let entry = state.interfaceEntry else { return }
    let plan = plan(of: module, state: state)
    let ran = try compiler.interface(
      of: module, state: state, whole: plan.whole, kept: plan.keptInterface,
      imports: importEntries(of: module))
    let interface = try BuildStore.fingerprint(of: entry.appendingPathComponent("\(module.name).swiftmodule"))
    let object = entry.appendingPathComponent("\(module.name).o")
    let compiledWhole = FileManager.default.fileExists(atPath: object.path)
    lock.withLock {
      said += ran.said
      compiled.formUnion(ran.files)
      state.interface = interface
      if compiledWhole { state.wholeObject = object }
    }
    // The next build's guess: the interface this one had, and the sources that made it.
    try? Data(interface.utf8).writeRecord(to: store.record("last-interface", of: module.name))
    LastSources.record(interface: interface, of: state, in: store.record("last-sources", of: module.name))
  }

  /// What a module compiles before its interface is known, decided once, by whichever of its jobs asks
  /// first.
  func plan(of module: Module, state: ModuleState) -> ModulePlan {
    lock.withLock {
      if let plan = state.plan { return plan }
      let plan = ModulePlan.deciding(for: module, state: state, imports: states, store: store)
      state.plan = plan
      planned.append(plan.line(module: module.name))
      return plan
    }
  }

  /// What is known of a module: its sources and keys, worked out once, by whichever of its jobs comes
  /// first, once the interfaces it imports are known.
  func state(of module: Module) throws -> ModuleState {
    guard let keyLock = keyLocks[module.name] else {
      throw KataError("the build has no module \(module.name)")
    }
    return try keyLock.withLock {
      if let known = lock.withLock({ states[module.name] }) { return known }
      let imports = lock.withLock { states }
      let (sources, testCases) = try GeneratedSources.files(of: module, imports: imports, store: store)
      let state = try ModuleState(
        module, sources: sources, imports: imports,
        hasInterface: imported.contains(module.name) || module.symbolGraph, store: store)
      lock.withLock {
        states[module.name] = state
        xctestCases = testCases ?? xctestCases
      }
      return state
    }
  }

  /// The entries of the interfaces a module imports.
  func importEntries(of module: Module) -> [URL] {
    lock.withLock { module.imports.compactMap { states[$0]?.interfaceEntry } }
  }

  /// While the interface is emitted, compiles this part of what the module's plan compiles early: all of
  /// it in the first part when the plan compiles it together.
  func compileEarly(_ module: Module, part: Int) throws {
    let state = try state(of: module)
    let plan = plan(of: module, state: state)
    let mine = plan.together ? (part == 0 ? plan.early : []) : share(of: plan.early, part: part)
    if mine.isEmpty { return }
    let ran = try compiler.objects(
      of: mine, module: module, state: state, imports: importEntries(of: module),
      job: "\(module.name)-early-\(part)")
    lock.withLock {
      said += ran.said
      compiled.formUnion(ran.files)
      state.compiledEarly.merge(ran.objects) { $1 }
    }
  }

  /// Once the interface is known: files what was compiled early under it, finds the other objects in
  /// the store, and compiles this part of those it does not hold.
  func compileRemaining(_ module: Module, part: Int) throws {
    let state = try state(of: module)
    if lock.withLock({ state.wholeObject != nil }) { return }
    var found: [URL] = []
    let remaining: [URL] = try lock.withLock {
      if let remaining = state.remaining { return remaining }
      guard let interface = state.interface else {
        throw KataError("the interface of \(module.name) is not known")
      }
      var remaining: [URL] = []
      let throughImports =
        imported.contains(module.name)
        ? [:] : LastObjects.carried(state, imports: module.imports.compactMap { states[$0] }, in: store)
      for source in state.sources {
        let object = state.objectFile(source, interface: interface)
        if let early = state.compiledEarly[source] ?? state.plan?.carried[source] ?? throughImports[source] {
          try store.file(early, as: object)
        }
        if FileManager.default.fileExists(atPath: object.path) {
          state.objects[source] = object
          found.append(object.deletingLastPathComponent())
        } else {
          remaining.append(source)
        }
      }
      state.remaining = remaining
      return remaining
    }
    found.forEach(store.markUsed)
    let mine = share(of: remaining, part: part)
    if mine.isEmpty { return }
    let ran = try compiler.objects(
      of: mine, module: module, state: state, imports: importEntries(of: module),
      job: "\(module.name)-objects-\(part)")
    let filed: [URL] = try lock.withLock {
      said += ran.said
      compiled.formUnion(ran.files)
      guard let interface = state.interface else { return [] }
      return try ran.objects.map { source, compiledObject in
        let object = state.objectFile(source, interface: interface)
        try store.file(compiledObject, as: object)
        state.objects[source] = object
        return object.deletingLastPathComponent()
      }
    }
    filed.forEach(store.markUsed)
  }

  /// This part of the files: every other one, so that the parts are the same size.
  func share(of files: [URL], part: Int) -> [URL] {
    files.enumerated().filter { $0.offset % BuildJob.parts == part }.map(\.element)
  }
}
