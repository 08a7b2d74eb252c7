import Compiler
import Foundation
import KataSystem

/// A learner's `Package.swift` as SwiftPM reads it: its targets, what each depends on, and the compiler
/// flags its settings ask for.
///
/// SwiftPM evaluates the manifest (`swift package dump-package`) and the tool keeps what it said, named
/// by the manifest's text and the toolchain, so a manifest is read once, not at every light.
package struct PackageManifest: Codable, Sendable, Equatable {
  package var name: String
  package var text: String
  package var targets: [Target]
  /// The package's folder, where what is not Swift (resources) is copied from; not kept.
  package var folder: URL?
  /// Whether SwiftPM read the manifest just now, rather than the tool remembering it: a fact about the
  /// manifest is said once, when it is new.
  package var isNew = false

  private enum CodingKeys: String, CodingKey { case name, text, targets }

  package struct Target: Codable, Sendable, Equatable {
    package var name: String
    package var isTest: Bool
    /// Its folder in the package, as SwiftPM finds it.
    package var path: String
    /// The only files and folders it compiles, when the manifest lists them (`sources:`).
    package var sources: [String]?
    package var exclude: [String]
    package var dependencies: [String]
    /// The flags its settings give the compiler on Linux, in a debug build: the language mode first.
    package var flags: [String]
    /// What only `swift build` can build for it (resources, a C target, a product of another package), if anything.
    package var needsPackageManager: String?

    /// Whether its folder is the one SwiftPM gives a target that names none.
    package var hasDefaultPath: Bool { path == (isTest ? "Tests/\(name)" : "Sources/\(name)") }
  }

  /// Why the compiler path cannot build this package, if it cannot: the first target's reason.
  package var needsPackageManager: String? {
    targets.lazy.compactMap { target in target.needsPackageManager.map { "\(target.name): \($0)" } }.first
  }

  /// The manifest's text for a copy of the package built in another folder.
  ///
  /// A package depended on by a relative path (`.package(path: "../shared")`) is named by its absolute
  /// path instead, from the learner's folder, so the copy finds the package the learner's folder finds.
  package var textForACopy: String {
    guard let folder else { return text }
    return text.replacing(/(\.package\s*\((?:\s*name:\s*"[^"]*"\s*,)?\s*path:\s*")([^"\/~][^"]*)"/) { match in
      let path = folder.appendingPathComponent(String(match.2)).standardizedFileURL.path
      let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      return match.1 + escaped + "\""
    }
  }

  /// The targets the test binary is linked from: the test targets and every target they import, directly
  /// or not.
  package var linkedIntoTests: Set<String> {
    var linked = Set(targets.filter(\.isTest).map(\.name))
    var waiting = Array(linked)
    while let name = waiting.popLast() {
      for dependency in targets.first(where: { $0.name == name })?.dependencies ?? []
      where linked.insert(dependency).inserted {
        waiting.append(dependency)
      }
    }
    return linked
  }

  /// Reads the manifest of the package in `folder`; a manifest SwiftPM refuses throws its own message.
  package static func read(in folder: URL, workspace: Workspace, origin: String) throws -> PackageManifest {
    let url = folder.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw KataError("\(origin)/Package.swift cannot be read: is this a Swift package?")
    }
    var key = Fingerprint()
    key.add(CompilerCommands.identity(of: workspace.swiftc))
    key.add("manifest 4: traits, what the manifest reads, folders written the long way, unsafe flags")
    key.add(text)
    let manifests = workspace.scratch.appendingPathComponent("manifests")
    let kept = manifests.appendingPathComponent("\(key).json")
    if let data = try? Data(contentsOf: kept),
      var manifest = try? JSONDecoder().decode(PackageManifest.self, from: data)
    {
      manifest.folder = folder
      return manifest
    }
    // Evaluated alone, in a folder of its own, so nothing is written into the learner's package.
    let evaluated = manifests.appendingPathComponent("\(key)")
    try FileManager.default.createDirectory(at: evaluated, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: evaluated) }
    try Data(text.utf8).write(to: evaluated.appendingPathComponent("Package.swift"))
    let result = try ChildProcess.run(
      [
        workspace.swift, "package", "--package-path", evaluated.path, "--scratch-path",
        evaluated.appendingPathComponent(".build").path, "dump-package",
      ], timeLimit: 120)
    guard result.succeeded else {
      throw ManifestError(
        text: result.output.replacingOccurrences(of: evaluated.path + "/", with: origin + "/")
          .split(separator: "\n")
          .filter { !$0.contains("Invalid manifest (compiled with") && !$0.contains("invalid manifests at") }
          .joined(separator: "\n"))
    }
    var manifest = try PackageManifest(dump: Data(result.output.utf8), text: text)
    try? JSONEncoder().encode(manifest).writeRecord(to: kept)
    (manifest.folder, manifest.isNew) = (folder, true)
    return manifest
  }

  /// The manifest as `dump-package` gives it, in JSON.
  init(dump: Data, text: String) throws {
    guard let package = try JSONSerialization.jsonObject(with: dump) as? [String: Any],
      let name = package["name"] as? String, let targets = package["targets"] as? [[String: Any]]
    else { throw KataError("swift package dump-package gave an answer the kata tool cannot read") }
    self.name = name
    self.text = text
    let languageMode = Self.languageMode(package)
    let names = Set(targets.compactMap { $0["name"] as? String })
    let packages = (package["dependencies"] as? [Any] ?? []).count
    self.targets = targets.compactMap {
      Target(dump: $0, languageMode: languageMode, targetNames: names, packages: packages)
    }
    // What only SwiftPM knows, or what may differ from one evaluation to the next: the traits it enables
    // (each a compilation condition), and a manifest that reads the environment or the package's files,
    // which it reads afresh at every build.
    var reason: String?
    if !(package["traits"] as? [Any] ?? []).isEmpty { reason = "package traits" }
    let reads = ["Context.environment", "Context.packageDirectory", "ProcessInfo", "getenv", "FileManager"]
    if reads.contains(where: text.contains) { reason = "a manifest that reads the environment or files" }
    if let reason {
      for index in self.targets.indices where self.targets[index].needsPackageManager == nil {
        self.targets[index].needsPackageManager = reason
      }
    }
  }

  /// The language mode SwiftPM compiles a target in when its settings do not choose: the highest the
  /// package lists that the compiler knows, else its tools version's.
  private static func languageMode(_ package: [String: Any]) -> String {
    let listed = (package["swiftLanguageVersions"] as? [String] ?? []).filter {
      ["4", "4.2", "5", "6"].contains($0)
    }
    if let highest = listed.max(by: { Double($0) ?? 0 < Double($1) ?? 0 }) { return highest }
    let tools = (package["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "6.0.0"
    let major = Int(tools.split(separator: ".").first ?? "6") ?? 6
    return major >= 6 ? "6" : major == 5 ? "5" : "4"
  }
}

/// A `Package.swift` that SwiftPM refuses: its own message, as plain `swift build` would print it.
package struct ManifestError: Error, CustomStringConvertible {
  package var text: String

  package init(text: String) { self.text = text }

  package var description: String { text }
}

extension PackageManifest.Target {
  /// - Parameter packages: how many packages the manifest depends on.
  init?(dump target: [String: Any], languageMode: String, targetNames: Set<String>, packages: Int) {
    guard let name = target["name"] as? String, let type = target["type"] as? String else { return nil }
    self.name = name
    isTest = type == "test"
    // Written the long way (`./Sources/Life/`), a folder is still the one SwiftPM finds.
    path =
      (target["path"] as? String).map { written in
        written.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
      } ?? (isTest ? "Tests/\(name)" : "Sources/\(name)")
    sources = target["sources"] as? [String]
    exclude = target["exclude"] as? [String] ?? []
    var reasons: [String] = []
    if !["regular", "test"].contains(type) { reasons.append("a target of type \(type)") }
    if !(target["resources"] as? [Any] ?? []).isEmpty { reasons.append("resources") }
    dependencies = []
    for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
      let named = (dependency["byName"] ?? dependency["target"]) as? [Any]
      if let first = named?.first as? String, targetNames.contains(first) {
        dependencies.append(first)
      } else if let first = named?.first as? String, packages == 0 {
        // Not a product, with no package to come from: a name SwiftPM will say it does not know.
        reasons.append("a dependency, \(first), that is none of its targets")
      } else {
        reasons.append("a product of another package")
      }
    }
    var mode = languageMode
    var flags: [String] = []
    for setting in target["settings"] as? [[String: Any]] ?? [] {
      guard setting["tool"] as? String == "swift" else {
        reasons.append("\(setting["tool"] as? String ?? "other") settings")
        continue
      }
      // A setting for another platform or for release builds does not apply to a light.
      if let condition = setting["condition"] as? [String: Any] {
        let platforms = condition["platformNames"] as? [String] ?? []
        if !platforms.isEmpty && !platforms.contains("linux") { continue }
        if let configuration = condition["config"] as? String, configuration != "debug" { continue }
      }
      guard let kind = setting["kind"] as? [String: Any], let (word, value) = kind.first,
        let arguments = (value as? [String: Any])?["_0"]
      else { continue }
      switch (word, arguments) {
      case ("define", let define as String): flags += ["-D", define]
      case ("enableUpcomingFeature", let feature as String): flags += ["-enable-upcoming-feature", feature]
      case ("enableExperimentalFeature", let feature as String):
        flags += ["-enable-experimental-feature", feature]
      case ("unsafeFlags", let given as [String]):
        let (frontend, forOthers) = Self.frontendFlags(given)
        flags += frontend
        if let other = forOthers.first {
          reasons.append("the unsafe flag \(other), for the driver or the linker")
        }
      case ("swiftLanguageMode", let chosen as String), ("swiftLanguageVersion", let chosen as String):
        mode = chosen
      default: reasons.append("the setting \(word)")
      }
    }
    self.flags = ["-swift-version", mode] + flags
    needsPackageManager = reasons.isEmpty ? nil : reasons.joined(separator: ", ")
  }

  /// Unsafe flags as the compiler's frontend takes them (`-Xfrontend -x` is `-x`), and those only the
  /// driver or the linker takes (`-Xlinker`, `-L`, `-l`, `-j`), which `swift build` passes where they go.
  static func frontendFlags(_ given: [String]) -> (frontend: [String], forOthers: [String]) {
    var frontend: [String] = []
    var forOthers: [String] = []
    var words = given[...]
    while let word = words.popFirst() {
      if word == "-Xfrontend", let flag = words.popFirst() {
        frontend.append(flag)
      } else if ["-Xlinker", "-L", "-l", "-j"].contains(word) {
        forOthers.append(word)
        _ = words.popFirst()
      } else if word.wholeMatch(of: /-L.+|-l[\w.+]+|-j\d+|-static-stdlib|-static-executable/) != nil {
        forOthers.append(word)
      } else {
        frontend.append(word)
      }
    }
    return (frontend, forOthers)
  }

  /// Whether a file, by its path in the package, is one of this target's sources.
  package func compiles(_ file: String) -> Bool {
    let below = { (folder: String) in file == folder || file.hasPrefix(folder + "/") }
    guard below(path) else { return false }
    let inside = String(file.dropFirst(path.count + 1))
    if exclude.contains(where: { inside == $0 || inside.hasPrefix($0 + "/") }) { return false }
    guard let sources else { return true }
    return sources.contains { inside == $0 || inside.hasPrefix($0 + "/") }
  }
}
