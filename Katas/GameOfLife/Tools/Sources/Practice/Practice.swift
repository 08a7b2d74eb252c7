import Build
import Foundation
import KataSystem

/// A learner's practice package, `Practice/NAME`: their own Game, their own tests, and a copy of the
/// project's test support with its picture helpers.
package struct PracticePackage: Sendable {
  package var name: String
  package var folder: URL
  package let workspace: Workspace

  package init(name: String, workspace: Workspace) throws {
    // An archived package, `ada.1`, is named like any other, so its history can still be read.
    // `rounds` is the workshop's archive of rounds, never a pair's package.
    guard name.wholeMatch(of: /[A-Za-z0-9_-]+(\.[0-9]+)?/) != nil, name != "rounds" else {
      throw KataError(
        "NAME '\(name)' must be letters, digits, '-' or '_' (or an archived package's, as ada.1)")
    }
    self.name = name
    self.workspace = workspace
    folder = workspace.practice.appendingPathComponent(name)
  }

  package var path: String { workspace.relative(folder) }
  /// The package as the reader knows it: its path, or "ada (as published)" for a copy the tool keeps in
  /// its own scratch space, as a pair published to the room is.
  package var title: String {
    folder.standardizedFileURL.path.hasPrefix(workspace.scratch.standardizedFileURL.path + "/")
      ? "\(name) (as published)" : path
  }
  package var sources: URL { folder.appendingPathComponent("Sources/GameOfLife") }
  package var tests: URL { folder.appendingPathComponent("Tests/GameOfLifeTests") }
  package var support: URL { folder.appendingPathComponent("Tests/GameOfLifeTestSupport") }
  /// This package's own scratch space: pairs in one clone never share a build folder.
  package var scratch: URL { workspace.scratch.appendingPathComponent("practice/\(name)") }

  /// `make kata NAME=… ` written the way a person types it, for the hints the tool prints.
  package var nameArgument: String { name == "kata" ? "" : " NAME=\(name)" }

  /// Whether the package is there: its manifest, or at least a Game (a design of the pair's own may keep
  /// no `Sources/GameOfLife`).
  package var exists: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      || FileManager.default.fileExists(atPath: sources.path)
  }

  /// Refuses a package that is not there, naming the nearest one that is when the name looks like a slip.
  package func requireExists() throws {
    guard exists else {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.practice.path)) ?? []
      let packages = names.filter { name in
        guard !name.hasPrefix("."), let other = try? PracticePackage(name: name, workspace: workspace) else {
          return false
        }
        return other.exists
      }
      if let nearest = Nearest.word(to: name, among: packages) {
        throw KataError("there is no practice package \(path); did you mean NAME=\(nearest)?")
      }
      throw KataError("there is no practice package \(path): make one with 'make kata\(nameArgument)'")
    }
  }

  /// Makes the package from the template; with `force`, an existing one is first kept as `NAME.1`, `.2`, ….
  ///
  /// - Parameter reporter: Told if another command is writing the new package's history meanwhile.
  /// - Returns: where an older package was moved, if one was.
  @discardableResult
  package func create(force: Bool, reporter: any Reporter) throws -> String? {
    let files = FileManager.default
    var archived: String?
    if files.fileExists(atPath: folder.path) {
      guard force else {
        throw KataError(
          "\(path) already exists and holds your work, so it is left as it is. Carry on in it, choose another "
            + "NAME=…, or start again with FORCE=1 (the old one is kept as \(path).N)")
      }
      let archive = nextArchive()
      try files.moveItem(at: folder, to: archive)
      archived = workspace.relative(archive)
    }
    // Made whole beside its place and then renamed, so a half-made package never exists.
    let partial = workspace.practice.appendingPathComponent(".\(name).partial")
    try? files.removeItem(at: partial)
    do {
      try files.createDirectory(at: workspace.practice, withIntermediateDirectories: true)
      try files.copyItem(at: workspace.template, to: partial)
      for (folder, files) in try Self.supportFiles(workspace) {
        try files.write(into: partial.appendingPathComponent(folder))
      }
      try files.moveItem(at: partial, to: folder)
    } catch {
      try? files.removeItem(at: partial)
      throw workspace.problem(
        error, file: folder,
        "so it is not made" + (archived.map { "; your previous package is kept, whole, as \($0)" } ?? ""))
    }
    try History(practice: self).append(starting: true, reporter: reporter) { number, _ in
      RunRecord(
        number: number, time: Date(), event: .start, command: "kata", snapshot: try Snapshot(of: folder))
    }
    return archived
  }

  /// The project's test support, as a practice package holds it, by folder: what needs no name of the
  /// Game in the support target, so that any design builds, and the picture helpers that call the
  /// template's names (they import `GameOfLife`) among the learner's tests, theirs to keep or delete.
  static func supportFiles(_ workspace: Workspace) throws -> [String: SourceFiles] {
    var folders: [String: SourceFiles] = [:]
    for (file, text) in try SourceFiles.swiftFiles(in: workspace.testSupport) {
      let namesTheGame = text.split(separator: "\n").contains { $0 == "import GameOfLife" }
      if namesTheGame {
        // Among the tests, a helper imports the support it was part of in the project.
        folders["Tests/GameOfLifeTests/Helpers", default: [:]][file] = text.replacingOccurrences(
          of: "import GameOfLife\n", with: "import GameOfLife\nimport GameOfLifeTestSupport\n")
      } else {
        folders["Tests/GameOfLifeTestSupport", default: [:]][file] = text
      }
    }
    return folders
  }

  /// `Practice/NAME.N` for the first N not taken, counting on from the highest one there is.
  private func nextArchive() -> URL {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.practice.path)) ?? []
    let taken = names.compactMap { entry -> Int? in
      guard entry.hasPrefix(name + ".") else { return nil }
      return Int(entry.dropFirst(name.count + 1))
    }
    return workspace.practice.appendingPathComponent("\(name).\((taken.max() ?? 0) + 1)")
  }

  /// The learner's package exactly as a snapshot holds its code, with the targets its `Package.swift`
  /// declares now: any design, in any number of modules.
  ///
  /// - Throws: `ManifestError` with SwiftPM's own message when the manifest does not compile or names a
  ///   folder that is not there, and in one line when a target is outside `Sources` and `Tests` or two of
  ///   its files have the same name.
  func variant(of snapshot: Snapshot) throws -> Variant {
    let manifest = try PackageManifest.read(in: folder, workspace: workspace, origin: path)
    var targets: [Variant.Target] = []
    for declared in manifest.targets {
      try check(declared)
      let files = snapshot.files(in: declared.path).filter { declared.compiles("\(declared.path)/\($0.key)") }
      try checkNames(of: files, in: declared)
      var target = Variant.Target(files: files, origin: "\(path)/\(declared.path)")
      (target.name, target.isTest, target.path) = (declared.name, declared.isTest, declared.path)
      (target.dependencies, target.flags) = (declared.dependencies, declared.flags)
      // A target of C sources has no Swift file: `swift build` builds it from the folder as it is.
      target.isC = files.isEmpty && !declared.isTest && holdsCSources(declared.path)
      targets.append(target)
    }
    // SwiftPM passes over a target with no sources (it warns), and so a module that imports it finds no
    // such module, just as with `swift build`.
    let empty = Set(targets.filter { $0.files.isEmpty && !$0.isC }.map(\.name))
    targets = targets.filter { !empty.contains($0.name) }.map { target in
      var target = target
      target.dependencies.removeAll(where: empty.contains)
      return target
    }
    var variant = Variant(
      name: "your practice package \(path)", targets: dependenciesFirst(targets), manifest: manifest)
    // An entry point of the learner's own decides which tests run: SwiftPM's build, run as it runs it.
    variant.testEntryPoint = snapshot.files[Variant.testEntryPointPath]
    return variant
  }

  /// A target's folder must be there, and in `Sources` or `Tests`; its build must be a debug build.
  ///
  /// `swift build` asks for the folder. `Sources` and `Tests` are the folders the kata reads and keeps:
  /// elsewhere a target's files would be neither built nor kept in the history.
  private func check(_ target: PackageManifest.Target) throws {
    var isFolder: ObjCBool = false
    let place = folder.appendingPathComponent(target.path)
    guard FileManager.default.fileExists(atPath: place.path, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw ManifestError(
        text: target.hasDefaultPath
          ? "error: '\(folder.lastPathComponent.lowercased())': Source files for target \(target.name) should be "
            + "located under '\(target.path)', or a custom sources path can be set with the 'path' property in "
            + "Package.swift"
          : "error: invalid custom path '\(target.path)' for target '\(target.name)'")
    }
    guard target.path.hasPrefix("Sources/") || target.path.hasPrefix("Tests/") else {
      throw ManifestError(
        text: "error: \(target.name) is in \(path)/\(target.path): the kata reads and keeps only a package's "
          + "Sources and Tests folders, so move it under \(target.isTest ? "Tests" : "Sources") "
          + "(swift build would build it where it is)")
    }
    // An optimised build drops the private function by which every file proves it is in the binary.
    if let optimised = target.flags.first(where: ["-O", "-Osize", "-Ounchecked", "-Ospeed"].contains) {
      throw ManifestError(
        text:
          "error: \(path)/Package.swift asks for \(optimised) in \(target.name)'s unsafeFlags: a light is a "
          + "debug build, as swift test's is, and the kata's proof of what a test binary holds needs one, "
          + "so remove \(optimised)")
    }
  }

  /// Two files of one module may not have the same name, in whatever folders.
  ///
  /// The compiler tells their private declarations apart by it. `swift build` refuses them in words that
  /// do not say so ("multiple producers"), and the compiler in dozens of lines, so it is said here, in one.
  private func checkNames(of files: SourceFiles, in target: PackageManifest.Target) throws {
    let byName = Dictionary(grouping: files.keys.sorted()) { URL(fileURLWithPath: $0).lastPathComponent }
    let clashes = byName.filter { $0.value.count > 1 }
    guard let (name, paths) = clashes.min(by: { $0.key < $1.key }) else { return }
    let places = paths.map { "\(path)/\(target.path)/\($0)" }.joined(separator: " and ")
    throw ManifestError(
      text: "error: \(places) are \(paths.count == 2 ? "both" : "all") named \(name): the files of one "
        + "module need names of their own, so rename one (swift build says it has \"multiple producers\" of "
        + "\(name).o)")
  }

  /// Whether a target's folder holds C, C++ or Objective-C sources.
  private func holdsCSources(_ path: String) -> Bool {
    let walker = FileManager.default.enumerator(atPath: folder.appendingPathComponent(path).path)
    return (walker?.allObjects as? [String] ?? []).contains {
      ["c", "cc", "cpp", "cxx", "m", "mm", "s", "S"].contains(URL(fileURLWithPath: $0).pathExtension)
    }
  }

  /// The targets in an order in which each comes after those it imports (a cycle is left to SwiftPM to name).
  private func dependenciesFirst(_ targets: [Variant.Target]) -> [Variant.Target] {
    var ordered: [Variant.Target] = []
    var placed: Set<String> = []
    var waiting = targets
    while !waiting.isEmpty {
      let ready = waiting.filter { $0.dependencies.allSatisfy { placed.contains($0) } }
      let next = ready.isEmpty ? waiting : ready
      ordered += next
      placed.formUnion(next.map(\.name))
      waiting.removeAll { placed.contains($0.name) }
    }
    return ordered
  }

  /// The code as `make kata` makes it: where lines changed are counted from when a history has no entry yet.
  func templateSnapshot() throws -> Snapshot {
    var snapshot = try Snapshot(of: workspace.template)
    for (folder, files) in try Self.supportFiles(workspace) {
      for (file, text) in files { snapshot.files["\(folder)/\(file)"] = text }
    }
    return snapshot
  }
}
