import Foundation

/// A learner's practice package, `Practice/NAME`: their own Game, their own tests, and a copy of the
/// project's test support with its picture helpers.
public struct PracticePackage: Sendable {
  public var name: String
  public var folder: URL
  let workspace: Workspace

  public init(name: String, workspace: Workspace) throws {
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

  public var path: String { workspace.relative(folder) }
  /// The package as the reader knows it: its path, or "ada (as published)" for a copy the tool keeps in
  /// its own scratch space, as a pair published to the room is.
  public var title: String {
    folder.standardizedFileURL.path.hasPrefix(workspace.scratch.standardizedFileURL.path + "/")
      ? "\(name) (as published)" : path
  }
  public var sources: URL { folder.appendingPathComponent("Sources/GameOfLife") }
  public var tests: URL { folder.appendingPathComponent("Tests/GameOfLifeTests") }
  public var support: URL { folder.appendingPathComponent("Tests/GameOfLifeTestSupport") }
  /// This package's own scratch space: pairs in one clone never share a build folder.
  public var scratch: URL { workspace.scratch.appendingPathComponent("practice/\(name)") }

  /// `make kata NAME=… ` written the way a person types it, for the hints the tool prints.
  public var nameArgument: String { name == "kata" ? "" : " NAME=\(name)" }

  func requireExists() throws {
    guard FileManager.default.fileExists(atPath: sources.path) else {
      throw KataError("there is no practice package \(path): make one with 'make kata\(nameArgument)'")
    }
  }

  /// Makes the package from the template; with `force`, an existing one is first kept as `NAME.1`, `.2`, ….
  ///
  /// - Returns: where an older package was moved, if one was.
  @discardableResult
  public func create(force: Bool) throws -> String? {
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
      let support = partial.appendingPathComponent("Tests/GameOfLifeTestSupport")
      try SourceFiles.swiftFiles(in: workspace.testSupport).write(into: support)
      try files.moveItem(at: partial, to: folder)
    } catch {
      try? files.removeItem(at: partial)
      throw workspace.problem(
        error, file: folder,
        "so it is not made" + (archived.map { "; your previous package is kept, whole, as \($0)" } ?? ""))
    }
    try History(practice: self).append(starting: true) { number, _ in
      RunRecord(
        number: number, time: Date(), event: .start, command: "kata", snapshot: try Snapshot(of: folder))
    }
    return archived
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

  /// The learner's own tests against their own Game, exactly as a snapshot holds them.
  func variant(of snapshot: Snapshot) throws -> Variant {
    Variant(
      name: "your practice package \(path)", game: gameTarget(of: snapshot),
      support: try supportTarget(of: snapshot),
      tests: target(snapshot, "Tests/GameOfLifeTests"))
  }

  func gameTarget(of snapshot: Snapshot) -> Variant.Target { target(snapshot, "Sources/GameOfLife") }

  /// The learner's test support: their copy, or the project's for a package made before it had one.
  private func supportTarget(of snapshot: Snapshot) throws -> Variant.Target {
    let own = target(snapshot, "Tests/GameOfLifeTestSupport")
    if !own.files.isEmpty { return own }
    return .init(files: try .swiftFiles(in: workspace.testSupport), origin: "Tests/GameOfLifeTestSupport")
  }

  private func target(_ snapshot: Snapshot, _ folder: String) -> Variant.Target {
    .init(files: snapshot.files(in: folder), origin: "\(path)/\(folder)")
  }

  /// The code as `make kata` makes it: where lines changed are counted from when a history has no entry yet.
  func templateSnapshot() throws -> Snapshot {
    var snapshot = try Snapshot(of: workspace.template)
    for (file, text) in try SourceFiles.swiftFiles(in: workspace.testSupport) {
      snapshot.files["Tests/GameOfLifeTestSupport/\(file)"] = text
    }
    return snapshot
  }
}
