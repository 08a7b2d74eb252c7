import Foundation
import KataSystem

/// The XCTest tests of a compiled test module, read from the symbol graph the compiler wrote for it.
///
/// On Linux XCTest cannot find a class's tests by itself: its `main` must list them. The symbol graph
/// names every class, what it inherits from and its methods, so the tests are the ones `swift build`
/// lists on Linux: the methods named `test…`, taking nothing, of every class that is (or inherits from)
/// an `XCTestCase` and declares a test of its own, with those it inherits from base classes of the same
/// module. A subclass with no test of its own runs none, as there. A class declared inside a type is
/// named by `swift build` without the type, which cannot compile: ``problems`` says so, where it is.
package struct XCTestDiscovery {
  /// One `XCTestCase` class and its test methods, as Swift names them from the entry point.
  struct TestCase: Equatable {
    var typeName: String
    var methods: [Method]
    /// Whether it has a synchronous test isolated to the main actor, which XCTest on Linux cannot start:
    /// `swift test` aborts as XCTest starts, before any of its tests runs, and so does the kata's binary.
    var abortsXCTest = false
  }

  struct Method: Equatable {
    var name: String
    var isAsync: Bool
  }

  var testCases: [TestCase] = []
  /// Why the list cannot compile, as the compiler says it (`file:line:column: error: …`): a class with
  /// tests of its own declared inside a type, which `swift build` names without the type.
  var problems: [String] = []
  /// Methods that look like XCTest tests and that XCTest will never run, each in a sentence that says why:
  /// `test…` methods of a class that is not an `XCTestCase`, and methods of an `XCTestCase` that take and
  /// return nothing but are not named `test…`.
  var neverRun: [String] = []

  /// What the entry point prints before a run for each of ``neverRun``, so that the verdict reads it from
  /// the run's output, whichever framework ran.
  package static let neverRunPrefix = "kata: never runs: "

  /// An `XCTestCase`'s own methods that take and return nothing and are no tests.
  static let lifecycle: Set<String> = [
    "setUp", "tearDown", "setUpWithError", "tearDownWithError", "invokeTest", "record",
  ]

  /// What a test that needs the main actor can do instead, which XCTest on Linux starts.
  package static let mainActorAdvice =
    "make the test async (XCTest on Linux starts an async main-actor test), or nonisolated if it needs "
    + "no main actor"

  /// XCTest's own `XCTestCase`, as the symbol graph names it.
  static let xctestCase = "s:6XCTest0A4CaseC"

  /// Reads a test module's symbol graph; `imported` are those of the modules it imports that have one,
  /// where its classes' base classes may be declared.
  init(symbolGraph data: Data, imported: [Data] = []) throws {
    var graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
    // A type declared inside a function (a test module's symbol graph holds them, being compiled whole) is
    // not one the entry point can name, as `swift build` cannot.
    graph.symbols.removeAll { $0.pathComponents.dropLast().contains { $0.hasSuffix(")") } }
    let symbols = Dictionary(
      graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { a, _ in a })
    var superclass: [String: String] = [:]
    var members: [String: [String]] = [:]
    // A base class from another module makes a class an XCTestCase; its tests are not listed, as
    // `swift build` lists only a test module's own.
    for other in imported {
      let relations = try JSONDecoder().decode(SymbolGraph.self, from: other).relationships
      for relation in relations where relation.kind == "inheritsFrom" {
        superclass[relation.source] = relation.target
      }
    }
    for relation in graph.relationships {
      switch relation.kind {
      case "inheritsFrom": superclass[relation.source] = relation.target
      case "memberOf": members[relation.target, default: []].append(relation.source)
      default: break
      }
    }
    func isTestCase(_ id: String) -> Bool {
      var next: String? = id
      var seen: Set<String> = []
      while let current = next, seen.insert(current).inserted {
        if current == Self.xctestCase { return true }
        next = superclass[current]
      }
      return false
    }
    func tests(of id: String) -> [Method] {
      let own = (members[id] ?? []).compactMap { symbols[$0] }.compactMap(\.testMethod)
      let inherited = superclass[id].map { symbols[$0] == nil ? [] : tests(of: $0) } ?? []
      var seen: Set<String> = []
      return (own.sorted { $0.name < $1.name } + inherited).filter { seen.insert($0.name).inserted }
    }
    for symbol in graph.symbols where symbol.kind.identifier == "swift.class" {
      let typeName = symbol.pathComponents.joined(separator: ".")
      let own = (members[symbol.identifier.precise] ?? []).compactMap { symbols[$0] }
      if !isTestCase(symbol.identifier.precise) {
        for method in own.compactMap(\.testMethod).sorted(by: { $0.name < $1.name }) {
          neverRun.append("\(typeName).\(method.name): \(typeName) is not an XCTestCase")
        }
      } else {
        for name in own.compactMap(\.lookalikeName).sorted() where !Self.lifecycle.contains(name) {
          neverRun.append("\(typeName).\(name): XCTest runs only the methods named test…")
        }
      }
    }
    for symbol in graph.symbols where symbol.kind.identifier == "swift.class" && symbol.isReachable {
      let id = symbol.identifier.precise
      guard isTestCase(id), (members[id] ?? []).contains(where: { symbols[$0]?.testMethod != nil })
      else { continue }
      let name = symbol.pathComponents.last ?? ""
      let place =
        symbol.location.map { "\($0.path):\($0.position.line + 1):\($0.position.character + 1): " } ?? ""
      if symbol.swiftGenerics != nil {
        problems.append(
          place + "error: \(name) is generic, and swift build cannot list the tests a generic class declares "
            + "(static stored properties not supported in generic types): declare them in a class that is not"
        )
        continue
      }
      if symbol.pathComponents.count > 1 {
        let outer = symbol.pathComponents.dropLast().joined(separator: ".")
        problems.append(
          place + "error: \(name) is declared inside \(outer), and swift build lists an XCTest class by "
            + "its own name only, so on Linux its tests cannot run: declare \(name) outside any type")
        continue
      }
      // A synchronous test isolated to the main actor (in a `@MainActor` class or extension, or marked so
      // itself) makes swift test abort as XCTest starts, before any XCTest test runs, while Swift Testing's
      // run goes on: listed as swift build lists it, it does the same here (`XCTestLog.mainActorAbort`).
      // Beside tests of another kind, swift build's list of the class does not compile at all.
      let ownTests = (members[id] ?? []).compactMap { symbols[$0] }.filter { $0.testMethod != nil }
      let isolated = ownTests.filter { $0.isMainActor && $0.testMethod?.isAsync == false }
      if let first = isolated.first, isolated.count < ownTests.count {
        let test = String((first.pathComponents.last ?? "").dropLast(2))
        let at =
          first.location.map { "\($0.path):\($0.position.line + 1):\($0.position.character + 1): " } ?? place
        problems.append(
          at + "error: \(name).\(test) is a synchronous @MainActor test beside tests that are not, and swift "
            + "build's list of \(name)'s tests does not compile (conflicting arguments to generic parameter "
            + "'Element'): \(Self.mainActorAdvice)")
        continue
      }
      let abortsXCTest = !isolated.isEmpty
      // `test a lonely cell dies`, a raw identifier: swift build writes it in its list as it is, which
      // does not compile, and names only its own file. The learner's line says why instead.
      let raw = (members[id] ?? []).compactMap { symbols[$0] }.filter {
        $0.testMethod.map { !Self.isPlainIdentifier($0.name) } == true
      }
      for method in raw {
        let test = String((method.pathComponents.last ?? "").dropLast(2))
        let at =
          method.location.map { "\($0.path):\($0.position.line + 1):\($0.position.character + 1): " } ?? place
        problems.append(
          at + "error: \(name).`\(test)` is named with a raw identifier, which swift build cannot list as an "
            + "XCTest test on Linux: name it \(Self.camelCased(test)), or make it a Swift Testing @Test, "
            + "which takes any name")
      }
      if !raw.isEmpty { continue }
      testCases.append(
        TestCase(
          typeName: symbol.pathComponents.joined(separator: "."), methods: tests(of: id),
          abortsXCTest: abortsXCTest))
    }
    testCases.sort { $0.typeName < $1.typeName }
    neverRun.sort()
  }
}

/// The few parts of a symbol graph that name classes, their methods and what they inherit.
private struct SymbolGraph: Decodable {
  var symbols: [Symbol]
  var relationships: [Relationship]

  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
  }

  struct Symbol: Decodable {
    struct Identifier: Decodable { var precise: String }
    struct Kind: Decodable { var identifier: String }
    struct Fragment: Decodable {
      var kind: String
      var spelling: String
    }
    struct Signature: Decodable {
      var parameters: [Fragment.Named]?
      var returns: [Fragment]?
    }

    var identifier: Identifier
    var kind: Kind
    var pathComponents: [String]
    var accessLevel: String
    var declarationFragments: [Fragment]?
    /// Whether it is declared `@MainActor`.
    var isMainActor: Bool {
      let spellings = (declarationFragments ?? []).map(\.spelling)
      return zip(spellings, spellings.dropFirst()).contains { $0 == "@" && $1 == "MainActor" }
    }
    var functionSignature: Signature?
    var swiftGenerics: Generics?
    var location: Location?

    struct Location: Decodable {
      struct Position: Decodable {
        var line: Int
        var character: Int
      }
      var uri: String
      var position: Position

      /// The file's path, from its `file://` URI.
      var path: String { URL(string: uri)?.path ?? uri }
    }

    struct Generics: Decodable {}

    /// Private and file-private names cannot be reached from the entry point's file.
    var isReachable: Bool { accessLevel != "private" && accessLevel != "fileprivate" }

    /// The method as XCTest would run it: an instance method named `test…` that takes nothing and
    /// returns nothing.
    var testMethod: XCTestDiscovery.Method? {
      guard kind.identifier == "swift.method", isReachable, let last = pathComponents.last,
        last.hasPrefix("test"), last.hasSuffix("()"), functionSignature?.parameters?.isEmpty ?? true
      else { return nil }
      let returns = (functionSignature?.returns ?? []).map(\.spelling).joined()
      guard ["", "()", "Void"].contains(returns) else { return nil }
      let keywords = (declarationFragments ?? []).filter { $0.kind == "keyword" }.map(\.spelling)
      return .init(name: String(last.dropLast(2)), isAsync: keywords.contains("async"))
    }

    /// The name of an instance method that looks like a test, taking and returning nothing, but is not
    /// named `test…`, nor overrides one of XCTest's.
    var lookalikeName: String? {
      guard kind.identifier == "swift.method", isReachable, let last = pathComponents.last,
        !last.hasPrefix("test"), last.hasSuffix("()"), !last.hasPrefix("$"), !last.hasPrefix("_"),
        functionSignature?.parameters?.isEmpty ?? true
      else { return nil }
      let returns = (functionSignature?.returns ?? []).map(\.spelling).joined()
      let keywords = (declarationFragments ?? []).filter { $0.kind == "keyword" }.map(\.spelling)
      guard ["", "()", "Void"].contains(returns), !keywords.contains("override") else { return nil }
      return String(last.dropLast(2))
    }
  }
}

extension SymbolGraph.Symbol.Fragment {
  struct Named: Decodable { var name: String }
}
