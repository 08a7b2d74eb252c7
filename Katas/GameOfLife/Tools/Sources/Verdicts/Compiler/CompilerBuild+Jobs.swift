import Foundation
import KataSystem

/// A module's jobs: its interface, its objects compiled early against its last interface, and the rest.
extension CompilerBuild {

  /// Emits a module's interface, unless the store holds it already; for a test module that must compile
  /// every file, its object with it, in one run (see `plan`).
  func interface(of module: Module) throws -> Bool {
    let state = try state(of: module)
    guard let entry = state.interfaceEntry else { return true }
    let interface = entry.appendingPathComponent("\(module.name).swiftmodule")
    let object = entry.appendingPathComponent("\(module.name).o")
    let whole = plan(of: module, state: state).whole
    if !FileManager.default.fileExists(atPath: interface.path) {
      let work = try workFolder(for: "\(entry.lastPathComponent)-interface")
      defer { try? FileManager.default.removeItem(at: work) }
      var extra = module.flags + importFlags(of: module)
      if module.symbolGraph {
        extra += [
          "-emit-symbol-graph", "-emit-symbol-graph-dir", work.path, "-symbol-graph-minimum-access-level",
          "private",
        ]
      }
      var commands = commands.commands(
        whole ? .wholeModule : .interface, module: module.name,
        inputs: state.sources.map { compilerPath(of: $0, in: state) }, extra: extra + overlayFlags(of: state),
        output: work)
      // A whole module's object is written where it was written last time, so that the compiler keeps
      // it when its code is the same (see `codegenFolder`).
      let compiled = try codegenFolder(of: module).appendingPathComponent("\(module.name).o")
      if whole {
        commands = commands.map {
          $0.map { $0 == work.appendingPathComponent("\(module.name).o").path ? compiled.path : $0 }
        }
      }
      let result = try run(commands)
      guard result.succeeded else {
        lock.withLock { failures.append(result.output) }
        return false
      }
      if whole {
        lock.withLock {
          self.said += result.output
          self.compiled.formUnion(state.sources.map { compilerPath(of: $0, in: state) })
        }
        try FileManager.default.copyItem(
          at: compiled, to: work.appendingPathComponent(object.lastPathComponent))
      }
      // The interface last: whoever finds it finds the object, the symbol graph and the rest beside it.
      let made = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted {
        ($0.hasSuffix(".swiftmodule") ? 1 : 0, $0) < ($1.hasSuffix(".swiftmodule") ? 1 : 0, $1)
      }
      for file in made {
        let destination = entry.appendingPathComponent(file)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.moveItem(at: work.appendingPathComponent(file), to: destination)
      }
    }
    let fingerprint = try fingerprint(of: interface)
    let compiledWhole = FileManager.default.fileExists(atPath: object.path)
    lock.withLock {
      state.interface = fingerprint
      if compiledWhole { state.wholeObject = object }
    }
    // The next build's guess: the interface this one had, and the sources that made it.
    try? Data(fingerprint.utf8).write(to: lastInterfaceFile(of: module), options: .atomic)
    LastSources.record(interface: fingerprint, of: state, in: lastSourcesFile(of: module))
    return true
  }

  func lastInterfaceFile(of module: Module) -> URL {
    store.appendingPathComponent("last-interface-\(module.name).json")
  }

  /// What a module compiles before its interface is known, decided once, by whichever of its jobs asks
  /// first: the files not compiled against its last interface (all of them, the first time).
  ///
  /// When its declarations changed since its last build (`LastSources`), the interface is likely to
  /// change too, and then the files it reaches are compiled again: all of them are compiled early, in one
  /// run of the compiler (`together`), so that they are ready by the time the modules that import this
  /// one are. Those are every file of the module, but for an edit whose changes are named
  /// (`DeclarationChanges`): the files whose looked-up names it never reached keep their objects
  /// (`carried`). A test module compiles them with its interface instead, in one run (`whole`), unless
  /// it has several files and the edit is named; one whose edit is inside a body compiles the edited
  /// files alone, beside its interface.
  func plan(of module: Module, state: ModuleState) -> ModulePlan {
    lock.withLock {
      if let plan = state.plan { return plan }
      let plan = decidePlan(of: module, state: state)
      state.plan = plan
      planned.append(plan.line(module: module.name))
      return plan
    }
  }

  /// The plan from the store and the module's last build; called with `lock` held.
  private func decidePlan(of module: Module, state: ModuleState) -> ModulePlan {
    // A module compiled whole before, from these very sources, is in the store whole.
    if let entry = state.interfaceEntry, state.interface != nil,
      FileManager.default.fileExists(atPath: entry.appendingPathComponent("\(module.name).o").path)
    {
      return .deciding(
        .init(sources: state.sources, missing: [], edit: .init(), interfaceKnown: true, inStoreWhole: true)
      ) { [:] }
    }
    let guess =
      state.interface
      ?? (try? String(contentsOf: lastInterfaceFile(of: module), encoding: .utf8))
    let missing = state.sources.filter { source in
      guard let guess else { return true }
      let entry = objectEntry(source, of: module, state: state, interface: guess)
      return !FileManager.default.fileExists(atPath: objectFile(in: entry, for: source).path)
    }
    // Worked out even when the interface is known, for the modules that import this one.
    let edit = LastSources.edit(
      of: state, imports: importsSeen(by: module), in: lastSourcesFile(of: module))
    state.edit = edit
    let inputs = ModulePlan.Inputs(
      sources: state.sources, missing: Set(missing), edit: edit, interfaceKnown: state.interface != nil,
      mayCompileWhole: module.mayCompileWhole)
    return .deciding(inputs) { carriedObjects(of: module, state: state, edit: edit) }
  }

  /// Each module a module imports, as this build sees it, called with `lock` held.
  func importsSeen(by module: Module) -> [String: LastSources.Import] {
    var seen: [String: LastSources.Import] = [:]
    for name in module.imports {
      guard let imported = modules[name], let interface = imported.interface else { continue }
      seen[name] = .init(
        interface: interface, changes: imported.edit?.declarations, since: imported.edit?.lastInterface)
    }
    return seen
  }

  /// The objects, under the module's last interface and imports, of the files an edit with named changes
  /// never reached: each file unedited, its object and the names it looked up in the store.
  func carriedObjects(of module: Module, state: ModuleState, edit: LastSources.Edit) -> [URL: URL] {
    guard let changes = edit.declarations, let last = edit.lastInterface else { return [:] }
    var carried: [URL: URL] = [:]
    for source in state.sources where !edit.changed.contains(source) {
      let entry = objectEntry(source, of: module, state: state, interface: last, base: edit.lastImports)
      let object = objectFile(in: entry, for: source)
      guard let graph = try? Data(contentsOf: lookupsFile(of: object)),
        let names = LookedUpNames(graph: graph),
        !names.reached(by: changes), FileManager.default.fileExists(atPath: object.path)
      else { continue }
      carried[source] = object
    }
    return carried
  }

  func lastSourcesFile(of module: Module) -> URL {
    store.appendingPathComponent("last-sources-\(module.name).json")
  }

  /// While the interface is emitted, compiles this slot's share of what the module's plan compiles early.
  func compileEarly(_ module: Module, _ slot: Int) throws -> Bool {
    let state = try state(of: module)
    let plan = plan(of: module, state: state)
    let (early, together) = (plan.early, plan.together)
    let mine = together ? (slot == 0 ? early : []) : share(of: early, slot: slot)
    if mine.isEmpty { return true }
    let work = try workFolder(for: "\(module.name)-early-\(slot)")
    defer { try? FileManager.default.removeItem(at: work) }
    guard let objects = try compile(mine, of: module, state: state, in: work) else { return false }
    lock.withLock { state.compiledEarly.merge(objects) { $1 } }
    return true
  }

  /// Once the interface is known: files what was compiled early under it, finds the other objects in
  /// the store, and compiles this slot's share of those it does not hold.
  func compileRemaining(_ module: Module, _ slot: Int) throws -> Bool {
    let state = try state(of: module)
    if lock.withLock({ state.wholeObject != nil }) { return true }
    var found: [URL] = []
    let remaining: [URL] = try lock.withLock {
      if let remaining = state.remaining { return remaining }
      guard let interface = state.interface else {
        throw KataError("the interface of \(module.name) is not known")
      }
      var remaining: [URL] = []
      let throughImports = objectsCarriedThroughImports(of: module, state: state)
      for source in state.sources {
        let entry = objectEntry(source, of: module, state: state, interface: interface)
        let object = objectFile(in: entry, for: source)
        if let early = state.compiledEarly[source] ?? state.plan?.carried[source] ?? throughImports[source] {
          try file(early, as: object)
        }
        if FileManager.default.fileExists(atPath: object.path) {
          state.objects[source] = object
          found.append(entry)
        } else {
          remaining.append(source)
        }
      }
      state.remaining = remaining
      return remaining
    }
    found.forEach(markUsed)
    let mine = share(of: remaining, slot: slot)
    if mine.isEmpty { return true }
    let work = try workFolder(for: "\(module.name)-objects-\(slot)")
    defer { try? FileManager.default.removeItem(at: work) }
    guard let objects = try compile(mine, of: module, state: state, in: work) else { return false }
    let filed: [URL] = try lock.withLock {
      guard let interface = state.interface else { return [] }
      return try objects.map { source, compiled in
        let entry = objectEntry(source, of: module, state: state, interface: interface)
        let object = objectFile(in: entry, for: source)
        try file(compiled, as: object)
        state.objects[source] = object
        return entry
      }
    }
    filed.forEach(markUsed)
    return true
  }

  /// This slot's part of the files: every other one, so that the parts are the same size.
  func share(of files: [URL], slot: Int) -> [URL] {
    files.enumerated().filter { $0.offset % slots == slot }.map(\.element)
  }

  /// Puts a copy of a compiled object in the store under its entry, unless the entry holds it already, with
  /// the names its compiler looked up, when they are known.
  func file(_ compiled: URL, as object: URL) throws {
    if FileManager.default.fileExists(atPath: object.path) { return }
    let entry = object.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    // The names first: whoever finds the object finds them, and never the names of another compile.
    let names = lookupsFile(of: object)
    try? FileManager.default.removeItem(at: names)
    if FileManager.default.fileExists(atPath: lookupsFile(of: compiled).path) {
      try FileManager.default.copyItem(at: lookupsFile(of: compiled), to: names)
    }
    // A copy, made whole under another name: the compiled file stays where the compiler looks next time.
    let partial = entry.appendingPathComponent(".partial-\(object.lastPathComponent)")
    try? FileManager.default.removeItem(at: partial)
    try FileManager.default.copyItem(at: compiled, to: partial)
    try FileManager.default.moveItem(at: partial, to: object)
  }

  /// The folder a module's objects are compiled into, one path a source file, the same from build to build.
  ///
  /// The compiler hashes the code it is about to generate for a file and, when the object at its output
  /// path was generated from code of that very hash, leaves it as it is instead of generating it again
  /// (its incremental code generation). An edit that changes a module's interface compiles every file of
  /// the module again, but most of them to the same code: written where they were written last time, their
  /// objects are kept by the compiler's own comparison, and only their type checking is paid for. Named
  /// by the compiler and the module's flags, and forgotten with the rest of a caught binary's entries.
  func codegenFolder(of module: Module) throws -> URL {
    var key = Fingerprint()
    key.add(toolchain)
    key.add(module.name)
    key.add(module.flags.joined(separator: " "))
    let folder = store.appendingPathComponent("codegen-\(module.name)-\(key)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    markUsed(folder)
    return folder
  }

  /// Compiles some of a module's files in one compiler run; nil when it failed, its output recorded.
  func compile(_ files: [URL], of module: Module, state: ModuleState, in work: URL) throws -> [URL: URL]? {
    let index = Dictionary(uniqueKeysWithValues: state.sources.enumerated().map { ($0.element, $0.offset) })
    let chosen = Set(files.compactMap { index[$0] })
    let codegen = try codegenFolder(of: module)
    // The files not chosen go to this job's own folder: the driver, when run as it is, writes them too.
    let outputs = state.sources.enumerated().map { offset, source in
      chosen.contains(offset)
        ? codegen.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".o")
        : work.appendingPathComponent("\(offset).o")
    }
    let primaries = chosen.sorted()
    // The names the compiler looks up, from its record for an incremental build; none kept from before.
    let graphs = primaries.map { work.appendingPathComponent("\($0).swiftdeps") }
    for offset in primaries { try? FileManager.default.removeItem(at: lookupsFile(of: outputs[offset])) }
    let result = try run(
      commands.objectCommands(
        module: module.name, sources: state.sources.map { compilerPath(of: $0, in: state) },
        primaries: primaries.map { compilerPath(of: state.sources[$0], in: state) },
        outputs: primaries.map { outputs[$0].path }, allOutputs: outputs.map(\.path),
        dependencies: graphs.map(\.path),
        extra: module.flags + importFlags(of: module) + overlayFlags(of: state), work: work))
    guard result.succeeded else {
      lock.withLock { failures.append(result.output) }
      return nil
    }
    lock.withLock {
      said += result.output
      compiled.formUnion(primaries.map { compilerPath(of: state.sources[$0], in: state) })
    }
    for (offset, graph) in zip(primaries, graphs) {
      try? FileManager.default.moveItem(
        at: graph.appendingPathExtension("dot"), to: lookupsFile(of: outputs[offset]))
    }
    return Dictionary(uniqueKeysWithValues: primaries.map { (state.sources[$0], outputs[$0]) })
  }

  /// The names looked up in compiling an object, kept beside it.
  func lookupsFile(of object: URL) -> URL {
    object.deletingPathExtension().appendingPathExtension("dependencies.dot")
  }

  func importFlags(of module: Module) -> [String] {
    lock.withLock { module.imports.compactMap { modules[$0]?.interfaceEntry }.flatMap { ["-I", $0.path] } }
  }

  /// A module's objects, in the order of its sources.
  func objects(of module: String) throws -> [URL] {
    try lock.withLock {
      guard let state = modules[module] else { throw KataError("the module \(module) was not compiled") }
      if let whole = state.wholeObject { return [whole] }
      return try state.sources.map { source in
        guard let object = state.objects[source] else {
          throw KataError("\(source.lastPathComponent) of \(module) was not compiled")
        }
        return object
      }
    }
  }
}
