import Foundation
import Testing

@testable import Mutation

@Suite("The mutation operators")
struct MutantFinderTests {
  /// Each mutant as `line: before -> after`.
  func mutants(_ text: String) -> [String] {
    MutantFinder(text).mutants(file: "F.swift").map {
      "\($0.line): \($0.operator.rawValue): \($0.before) -> \($0.after)"
    }
  }

  @Test("Relational: boundaries swapped, == and != swapped, == beside a number also to >= and <=")
  func relational() {
    #expect(mutants("func f() { g(a < b) }").contains("1: relational: a < b -> a <= b"))
    #expect(mutants("func f() { g(a >= b) }").contains("1: relational: a >= b -> a > b"))
    #expect(
      mutants("func f() { g(count == 3) }").filter { $0.contains("relational") } == [
        "1: relational: count == 3 -> count != 3", "1: relational: count == 3 -> count >= 3",
        "1: relational: count == 3 -> count <= 3",
      ])
    #expect(mutants("func f() { g(p == q) }") == ["1: relational: p == q -> p != q"])
  }

  @Test("Logical and arithmetic, with operands read by precedence")
  func logicalAndArithmetic() {
    let found = mutants("func f() { g(a + b * c < d && e.count > 0 || x) }")
    #expect(found.contains("1: arithmetic: a + b * c -> a - b * c"))
    #expect(found.contains("1: arithmetic: b * c -> b / c"))
    #expect(found.contains("1: relational: a + b * c < d -> a + b * c <= d"))
    #expect(found.contains("1: logical: a + b * c < d && e.count > 0 -> a + b * c < d || e.count > 0"))
    #expect(
      found.contains("1: logical: a + b * c < d && e.count > 0 || x -> a + b * c < d && e.count > 0 && x"))
    #expect(mutants("func f() { g(h(x) % 2) }").contains("1: arithmetic: h(x) % 2 -> h(x) * 2"))
  }

  @Test("A prefix operator right after a bracket belongs to its operand, behind the switch too")
  func prefixAfterBracket() {
    let text = "func f(alive: Bool, n: Int) -> Bool { (!alive && n == 3) || [-n < 0].first! }\n"
    #expect(mutants(text).contains("1: logical: !alive && n == 3 -> !alive || n == 3"))
    #expect(mutants(text).contains("1: relational: -n < 0 -> -n <= 0"))
    let finder = MutantFinder(text)
    var found = finder.mutants(file: "F.swift")
    for index in found.indices { found[index].id = index + 1 }
    // With the switch at 0, the code as written: `!` stays on `alive`, not on the whole of `alive && …`.
    let schema = MutantSchema(tokens: finder.tokens, mutants: found).text
    #expect(schema.contains(" ? !alive || "), "\(schema)")
    #expect(schema.contains(" : !alive && "), "\(schema)")
    #expect(!schema.contains("!(__kataMutant"), "\(schema)")
    #expect(!schema.contains("-(__kataMutant"), "\(schema)")
  }

  @Test("A negated condition, only where the condition binds nothing")
  func negatedCondition() {
    #expect(
      mutants("func f() {\n  if ready { go() }\n}").contains("2: negated condition: if ready -> if !(ready)"))
    #expect(
      mutants("func f() {\n  guard x.isEmpty else { return }\n}").contains(
        "2: negated condition: guard x.isEmpty -> guard !(x.isEmpty)"))
    #expect(
      !mutants("func f() {\n  if let x = y { go(x) }\n  while a, b { go() }\n}").contains {
        $0.contains("negated")
      })
  }

  @Test("Boolean and integer literals; not a tuple's member, a raw value or a generic's argument")
  func literals() {
    #expect(mutants("func f() { g(true) }").contains("1: boolean literal: true -> false"))
    #expect(
      mutants("func f() { g(3) }").filter { $0.contains("integer") } == [
        "1: integer literal: 3 -> 4", "1: integer literal: 3 -> 2",
      ])
    #expect(
      mutants("enum E: Int { case a = 1 }\nfunc f() { g(t.0) }\nlet v: InlineArray<3, Int> = x").isEmpty)
  }

  @Test("A removed statement: an assignment or a call on a line of its own, not an init's, not a value")
  func removedStatement() {
    let text = """
      struct S {
        var n = 0
        init() {
          n = 1
        }
        mutating func f() {
          n += 1
          print(n)
          if n > 2 { n = 0 }
          let m = n
        }
        var twice: Int {
          g(n)
        }
        func h() -> [Int] {
          [1].compactMap { one in
            f(one)
          }
        }
      }
      """
    let removed = mutants(text).filter { $0.contains("removed") }
    #expect(
      removed == [
        "7: removed statement: n += 1 -> ", "8: removed statement: print(n) -> ",
        "9: removed statement: n = 0 -> ",
      ])
  }

  @Test("Never inside strings, comments, attributes, directives or a declaration's where clause")
  func neverThere() {
    let text = """
      // a == b + 1
      /* x < y && true */
      @available(macOS 13, *)
      #if os(Linux) && DEBUG
      extension Array where Element == Int {
        func f() -> String { "n == \\(1 + 2)" + #"m < 3"# }
      }
      #endif
      """
    #expect(mutants(text).isEmpty)
  }

  @Test("Never in a branch of #if that is not compiled; a condition it cannot tell keeps its mutants")
  func inactiveBranches() {
    let text = """
      func f(n: Int) -> Bool {
        #if CLASSIC
          return n == 3
        #elseif os(Windows) || false
          return n == 4
        #else
          return n == 5
        #endif
      }
      func g() -> Int {
        #if canImport(Darwin)
          return 6
        #endif
        #if !DEBUG
          #if true
            return 7
          #endif
        #endif
        return 0
      }
      """
    let lines = { (finder: MutantFinder) in Set(finder.mutants(file: "F.swift").map(\.line)) }
    #expect(lines(MutantFinder(text, defines: ["CLASSIC", "DEBUG"])) == [3, 12, 19])
    // With the target's defines unknown, a branch under a flag, and the `#else` after it, may be compiled.
    #expect(lines(MutantFinder(text)) == [3, 7, 12, 19])
  }

  @Test("A condition continued on the lines below is read whole, and no part of it is mutated")
  func continuedConditions() {
    let text = """
      func f(n: Int) -> Bool {
        #if CLASSIC
          || os(Windows)
          return n == 3
        #elseif (os(Windows)
          && DEBUG)
          return n == 4
        #else
          return n == 5
        #endif
      }
      """
    let found = MutantFinder(text, defines: ["DEBUG"]).mutants(file: "F.swift")
    #expect(Set(found.map(\.line)) == [9], "\(found.map(\.line))")
  }

  @Test("Equivalents dropped: a count compared with -1 where it was 0")
  func equivalents() {
    let found = mutants("func f() { g(a.count >= 0, b.count < 0) }")
    #expect(!found.contains { $0.contains("-1") })
    #expect(found.contains("1: integer literal: 0 -> 1"))
  }

  @Test("Equivalents dropped: a count equal to 0 made at most 0, either way round")
  func countAtMostZero() {
    let found = mutants("func f() { g(a.count == 0, 0 == b.count, c == 0) }")
    #expect(!found.contains { $0.contains("count <= 0") || $0.contains("0 >= b.count") })
    #expect(found.contains("1: relational: a.count == 0 -> a.count >= 0"))
    #expect(found.contains("1: relational: 0 == b.count -> 0 <= b.count"))
    #expect(found.contains("1: relational: c == 0 -> c <= 0"))
  }

  @Test("Equivalents dropped: a value left out of a hash, which stays a valid hash")
  func hashInto() {
    let text = """
      struct P: Hashable {
        var x = 0, y = 0
        func hash(into hasher: inout Hasher) {
          hasher.combine(x)
          if x > y { hasher.combine(y) }
          hasher.combine(y)
        }
        func f(_ hasher: inout Hasher) {
          hasher.combine(x)
          hasher.combine(y)
        }
      }
      """
    let removed = mutants(text).filter { $0.contains("removed") }
    #expect(
      removed == [
        "9: removed statement: hasher.combine(x) -> ", "10: removed statement: hasher.combine(y) -> ",
      ])
  }

  @Test("Each mutant knows its column: two alike on one line are told apart")
  func columns() {
    let found = MutantFinder("func f() {\n  g(a - 1, b - 1)\n}\n").mutants(file: "F.swift")
      .filter { $0.operator == .integerLiteral && $0.after == "2" }
    #expect(found.map(\.line) == [2, 2])
    #expect(found.map(\.column) == [9, 16])
  }

  @Test("Behind the switch: every mutant's text in one file, lines kept, code as written when it is 0")
  func schema() {
    let text = "func f() -> Bool {\n  n == 3 || x\n}\nfunc g() {\n  h(1)\n  h(2)\n}\n"
    let finder = MutantFinder(text)
    var found = finder.mutants(file: "F.swift")
    for index in found.indices { found[index].id = index + 1 }
    let schema = MutantSchema(tokens: finder.tokens, mutants: found)
    #expect(schema.excluded.isEmpty)
    #expect(schema.text.split(separator: "\n").count == text.split(separator: "\n").count)
    #expect(schema.text.contains("(__kataMutant == 1 ? n != (__kataMutant == "), "\(schema.text)")
    #expect(schema.text.contains("if __kataMutant != "))
    // Each mutant alone, as a build of its own makes it.
    let removed = try! #require(found.first { $0.operator == .removedStatement })
    #expect(
      removed.apply(to: text, tokens: finder.tokens)
        == "func f() -> Bool {\n  n == 3 || x\n}\nfunc g() {\n  \n  h(2)\n}\n")
  }
}
