import Foundation
import KataSystem

/// A module's plan decided from the store and its last build.
extension ModulePlan {
  /// The plan of a module whose sources and keys are known (`state`), its imports' interfaces with them.
  ///
  /// Remembers its edit in `state`, for the modules that import it. Called with the build's lock held.
  static func deciding(
    for module: CompilerBuild.Module, state: ModuleState, imports: [String: ModuleState], store: BuildStore
  ) -> ModulePlan {
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
      ?? (try? String(contentsOf: store.record("last-interface", of: module.name), encoding: .utf8))
    let missing = state.sources.filter { source in
      guard let guess else { return true }
      return !FileManager.default.fileExists(atPath: state.objectFile(source, interface: guess).path)
    }
    // Worked out even when the interface is known, for the modules that import this one.
    var seen: [String: LastSources.Import] = [:]
    for name in module.imports {
      guard let imported = imports[name], let interface = imported.interface else { continue }
      seen[name] = .init(
        interface: interface, changes: imported.edit?.declarations, since: imported.edit?.lastInterface)
    }
    let edit = LastSources.edit(of: state, imports: seen, in: store.record("last-sources", of: module.name))
    state.edit = edit
    let inputs = ModulePlan.Inputs(
      sources: state.sources, missing: Set(missing), edit: edit, interfaceKnown: state.interface != nil,
      mayCompileWhole: module.mayCompileWhole)
    return .deciding(inputs) { carriedObjects(of: state, edit: edit) }
  }

  /// The objects, under the module's last interface and imports, of the files an edit with named changes
  /// never reached: each file unedited, its object and the names it looked up in the store.
  private static func carriedObjects(of state: ModuleState, edit: LastSources.Edit) -> [URL: URL] {
    guard let changes = edit.declarations, let last = edit.lastInterface else { return [:] }
    var carried: [URL: URL] = [:]
    for source in state.sources where !edit.changed.contains(source) {
      let object = state.objectFile(source, interface: last, base: edit.lastImports)
      if LookedUpNames.kept(object, through: changes) { carried[source] = object }
    }
    return carried
  }
}

extension LookedUpNames {
  /// Whether an object is in the store with the names its file looked up, none of them among `changes`.
  static func kept(_ object: URL, through changes: DeclarationChanges) -> Bool {
    guard let graph = try? Data(contentsOf: BuildStore.lookupsFile(of: object)),
      let names = LookedUpNames(graph: graph)
    else { return false }
    return !names.reached(by: changes) && FileManager.default.fileExists(atPath: object.path)
  }
}
