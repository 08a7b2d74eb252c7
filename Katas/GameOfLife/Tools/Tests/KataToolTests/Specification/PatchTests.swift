import Testing

@testable import KataSystem
@testable import Specification

/// The unified diffs the kata stores its steps as: read as `diff -u` and `git diff` write them, applied
/// strictly, and refused in one line that says where when they do not fit.
@Suite("Patch")
struct PatchTests {
  let origin = "step 05 (steps/05-torus/step.patch)"

  func patch(_ lines: [String]) throws -> Patch {
    try Patch(parsing: lines.joined(separator: "\n") + "\n", origin: origin)
  }

  @Test("A patch changes the lines of its hunks and leaves the rest of the file and the other files alone")
  func cleanApply() throws {
    let files = [
      "Game.swift": "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\n", "Rule.swift": "rule\n",
    ]
    let patch = try self.patch([
      "diff --git a/Game.swift b/Game.swift",
      "index 3b18e51..a9c2f3d 100644",
      "--- a/Game.swift",
      "+++ b/Game.swift",
      "@@ -1,3 +1,3 @@",
      "-one",
      "+ONE",
      " two",
      " three",
      "@@ -6,3 +6,4 @@ a function name some tools add",
      " six",
      "+six and a half",
      " seven",
      " eight",
    ])
    #expect(patch.paths == ["Game.swift"])
    let result = try patch.apply(to: files)
    #expect(result["Game.swift"] == "ONE\ntwo\nthree\nfour\nfive\nsix\nsix and a half\nseven\neight\nnine\n")
    #expect(result["Rule.swift"] == "rule\n")
  }

  @Test("A patch from /dev/null creates a file, and refuses to overwrite one that exists")
  func newFile() throws {
    let patch = try self.patch([
      "--- /dev/null", "+++ b/Torus.swift", "@@ -0,0 +1,2 @@", "+enum Torus {", "+}",
    ])
    #expect(patch.paths == ["Torus.swift"])
    #expect(try patch.apply(to: [:]) == ["Torus.swift": "enum Torus {\n}\n"])
    #expect(throws: KataError("\(origin): Torus.swift: the patch creates this file, but it exists already")) {
      try patch.apply(to: ["Torus.swift": "enum Torus {}\n"])
    }
  }

  @Test("A patch to /dev/null deletes a file, but only one that matches it wholly")
  func deletedFile() throws {
    let patch = try self.patch(["--- a/Old.swift", "+++ /dev/null", "@@ -1,2 +0,0 @@", "-struct Old {", "-}"])
    #expect(patch.paths == ["Old.swift"])
    #expect(
      try patch.apply(to: ["Old.swift": "struct Old {\n}\n", "New.swift": "x\n"]) == ["New.swift": "x\n"])
    let longer = ["Old.swift": "struct Old {\n}\n// more\n"]
    #expect(
      throws: KataError(
        "\(origin): Old.swift: the patch deletes this file, but the file goes on after the lines the patch "
          + "removes")
    ) { try patch.apply(to: longer) }
    #expect(throws: KataError("\(origin): Old.swift: there is no such file to patch")) {
      try patch.apply(to: [:])
    }
  }

  @Test("A file that ends without a newline gets one, byte for byte")
  func newlineAdded() throws {
    let patch = try self.patch([
      "--- a/A.swift", "+++ b/A.swift", "@@ -1,2 +1,2 @@", " first", "-last", "\\ No newline at end of file",
      "+last",
    ])
    #expect(try patch.apply(to: ["A.swift": "first\nlast"]) == ["A.swift": "first\nlast\n"])
    // Strict: the same file with its newline already there is not the file the patch was made from.
    #expect(
      throws: KataError(
        "\(origin): A.swift: hunk @@ -1,2 +1,2 @@ does not apply: "
          + "line 2 ends with a newline, the patch expects none"
      )
    ) { try patch.apply(to: ["A.swift": "first\nlast\n"]) }
  }

  @Test("A file that ends with a newline loses it, and a last line without one that stays so stays so")
  func newlineRemoved() throws {
    let removing = try self.patch([
      "--- a/A.swift", "+++ b/A.swift", "@@ -1,2 +1,2 @@", " first", "-last", "+last",
      "\\ No newline at end of file",
    ])
    let result = try removing.apply(to: ["A.swift": "first\nlast\n"])
    #expect(Array(result["A.swift", default: ""].utf8) == Array("first\nlast".utf8))

    let keeping = try self.patch([
      "--- a/A.swift", "+++ b/A.swift", "@@ -1,2 +1,3 @@", "-first", "+First", "+second", " last",
      "\\ No newline at end of file",
    ])
    #expect(try keeping.apply(to: ["A.swift": "first\nlast"]) == ["A.swift": "First\nsecond\nlast"])
  }

  @Test("A hunk whose context does not match at its line is refused, naming the origin, file and hunk")
  func contextMismatch() throws {
    let patch = try self.patch([
      "--- a/Game+Neighbours.swift", "+++ b/Game+Neighbours.swift", "@@ -2,2 +2,2 @@", " let a = 1",
      "-let b = 2",
      "+let b = 3",
    ])
    let files = ["Game+Neighbours.swift": "// top\nlet a = 1\nlet b = 20\n"]
    #expect(
      throws: KataError(
        "\(origin): Game+Neighbours.swift: hunk @@ -2,2 +2,2 @@ does not apply: "
          + "line 3 reads `let b = 20`, the patch expects `let b = 2`")
    ) { try patch.apply(to: files) }
    // No fuzz: the right lines one line lower than the hunk says are not good enough either.
    #expect(throws: KataError.self) {
      try patch.apply(to: ["Game+Neighbours.swift": "\n// top\nlet a = 1\nlet b = 2\n"])
    }
    #expect(throws: KataError.self) { try patch.apply(to: ["Other.swift": "let a = 1\nlet b = 2\n"]) }
  }

  @Test("Text that is not a unified diff is refused with its line number")
  func malformedHeader() throws {
    #expect(
      throws: KataError("\(origin), line 3: expected a hunk header `@@ -l,c +l,c @@`, found `@@ -1,x +1 @@`")
    ) {
      try self.patch(["--- a/A.swift", "+++ b/A.swift", "@@ -1,x +1 @@", " a"])
    }
    #expect(throws: KataError("\(origin), line 2: expected `+++ b/path` after `--- a/A.swift`")) {
      try self.patch(["--- a/A.swift", "@@ -1 +1 @@", "-a", "+b"])
    }
    #expect(throws: KataError("\(origin), line 1: expected `diff`, `index` or `--- a/path`, found `hello`")) {
      try self.patch(["hello"])
    }
    // A hunk that stops before its header's counts are used up.
    #expect(
      throws: KataError(
        "\(origin), line 5: the patch ends inside hunk @@ -1,2 +1,2 @@, which counts more lines")
    ) {
      try self.patch(["--- a/A.swift", "+++ b/A.swift", "@@ -1,2 +1,2 @@", " a"])
    }
  }
}
