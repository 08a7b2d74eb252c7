import Foundation

/// What a build compiles of one module before its interface is known, and why: decided from the store
/// and the module's last build alone, so that it can be printed (`VERBOSE=1`) and tested without a
/// compiler.
///
/// Once the interface is known, every file whose object the store does not hold under it is compiled
/// too (`CompilerBuild.compileRemaining`); the plan says what is done before that, on a guess.
struct ModulePlan: Equatable {
  /// The files compiled before the interface is known.
  var early: [URL] = []
  /// Whether they are compiled in one run of the compiler, because the interface is likely to change.
  var together = false
  /// Whether the module is compiled whole, object and interface in one run.
  var whole = false
  /// The objects, compiled under the module's last interface, of the files an edit never reached.
  var carried: [URL: URL] = [:]
  /// The entry of the last interface, kept when the edit reached none of the module's files: only the
  /// interfaces it imports changed, by names it never looked up, so the compiler would emit it again as
  /// it was.
  var keptInterface: URL?
  /// Why, in a few words.
  var why: String

  /// What the module's files need.
  struct Inputs {
    var sources: [URL]
    /// The files whose object under the module's guessed interface (its last) the store does not hold:
    /// all of them when there is no guess.
    var missing: Set<URL>
    /// What changed since the module's last build that gave it an interface.
    var edit: LastSources.Edit
    /// Whether the interface is known before anything is compiled: in the store, or none is needed.
    var interfaceKnown: Bool
    /// Whether the module was compiled whole from these very sources, and is in the store so.
    var inStoreWhole = false
    /// A test module, which may be compiled whole.
    var mayCompileWhole = false
  }

  /// Decides the plan; `carry` finds the objects of the files an edit with named changes never reached,
  /// asked only when they could be kept.
  static func deciding(_ inputs: Inputs, carry: () -> [URL: URL]) -> ModulePlan {
    if inputs.inStoreWhole { return ModulePlan(why: "in the store whole") }
    let edit = inputs.edit
    // The edited files first, split first among the jobs: a compile error is most often in them, and the
    // light comes as soon as one compile fails.
    let missing = [true, false].flatMap { edited in
      inputs.sources.filter { inputs.missing.contains($0) && edit.changed.contains($0) == edited }
    }
    guard !inputs.interfaceKnown else {
      return ModulePlan(
        early: missing, why: missing.isEmpty ? "every object in the store" : "objects missing")
    }
    // A test module of several files whose edit is named is compiled a file at a time, so that the files
    // it never reached keep their objects, now or at the next such edit.
    let keepsObjects = edit.declarationsChanged && edit.declarations != nil && inputs.sources.count > 1
    if inputs.mayCompileWhole && !keepsObjects {
      if edit.declarationsChanged { return ModulePlan(whole: true, why: "declarations changed") }
      let edited = missing.filter(edit.changed.contains)
      return ModulePlan(early: edited, why: edited.isEmpty ? "nothing edited" : "edited inside bodies")
    }
    guard edit.declarationsChanged, !missing.isEmpty else {
      return ModulePlan(
        early: missing, why: missing.isEmpty ? "every object in the store" : "edited inside bodies")
    }
    let carried = carry()
    guard !carried.isEmpty || missing.count < inputs.sources.count else {
      return ModulePlan(early: missing, why: "declarations changed, nothing kept")
    }
    let early = inputs.sources.filter { carried[$0] == nil }
    let keptInterface = early.isEmpty && edit.changed.isEmpty ? edit.lastEntry : nil
    return ModulePlan(
      early: early, together: true, carried: carried, keptInterface: keptInterface,
      why: "declarations changed")
  }

  /// The plan in a line: `GameOfLife: compiles Game.swift, Rule.swift together (declarations changed);
  /// keeps Cell.swift`.
  func line(module: String) -> String {
    func names(_ files: some Sequence<URL>) -> String {
      files.map(\.lastPathComponent).sorted().joined(separator: ", ")
    }
    var said = "\(module): "
    if whole {
      said += "compiled whole"
    } else if early.isEmpty {
      said += "compiles nothing before its interface"
    } else {
      said += "compiles \(names(early))\(together ? " together" : "") before its interface"
    }
    said += " (\(why))"
    if !carried.isEmpty { said += "; keeps \(names(carried.keys))" }
    if keptInterface != nil { said += " and its interface" }
    return said
  }
}
