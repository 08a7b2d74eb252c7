import Compiler

/// The branches of `#if` that are not compiled: a mutant there changes nothing any test runs, so none is
/// made, as none is in a comment.
///
/// A condition is read as far as it can be told here: `os(…)` and `arch(…)` of this machine, `true`,
/// `false`, `DEBUG` and `SWIFT_PACKAGE` (every light's build defines both) and the target's own defines
/// when they are known, with `!`, `&&`, `||` and parentheses. Anything else (`canImport(…)`,
/// `compiler(…)`, a flag of a target whose defines are not known) may be compiled, and keeps its mutants.
extension MutantFinder {
  mutating func skipBranchesNotCompiled() {
    let code = tokens.code
    // For each `#if` being read: whether a clause before is taken, and whether the current one is;
    // nil when it cannot be told.
    var open: [(taken: Bool?, active: Bool?)] = []
    var index = 0
    while index < code.count {
      let token = code[index]
      guard token.kind == .directive, ["#if", "#elseif", "#else", "#endif"].contains(token.text) else {
        if open.contains(where: { $0.active == false }) { skipped.insert(index) }
        index += 1
        continue
      }
      let end = conditionEnd(after: index)
      // A directive is no code to mutate, on however many lines its condition is written.
      skipped.formUnion(index..<end)
      var condition = BuildCondition(tokens: Array(code[(index + 1)..<end]), defines: defines)
      switch token.text {
      case "#if":
        let value = condition.value()
        open.append((value, value))
      case "#elseif":
        if let last = open.popLast() {
          let value = condition.value()
          open.append((or(last.taken, value), and(not(last.taken), value)))
        }
      case "#else":
        if let last = open.popLast() { open.append((true, not(last.taken))) }
      default:
        _ = open.popLast()
      }
      index = end
    }
  }

  /// Where the condition of the directive at `index` ends: at the end of its line, or further while it
  /// is not whole (a parenthesis open, an operator at the end of a line or the start of the next).
  private func conditionEnd(after index: Int) -> Int {
    let code = tokens.code
    let operators: Set<String> = ["&&", "||", "!"]
    var end = index + 1
    var depth = 0
    while end < code.count {
      let continued =
        ["#if", "#elseif"].contains(code[index].text)
        && (depth > 0 || (end > index + 1 && operators.contains(code[end - 1].text))
          || ["&&", "||"].contains(code[end].text))
      guard code[end].line == code[index].line || continued else { break }
      if code[end].text == "(" { depth += 1 }
      if code[end].text == ")" { depth -= 1 }
      end += 1
    }
    return end
  }
}

/// The condition of an `#if`, read by the rules of three values: true, false, or not known (nil).
struct BuildCondition {
  var tokens: [SwiftTokens.Token]
  /// The names the build defines beside `DEBUG` and `SWIFT_PACKAGE`; nil when they are not known.
  var defines: Set<String>?
  private var at = 0

  init(tokens: [SwiftTokens.Token], defines: Set<String>?) {
    self.tokens = tokens
    self.defines = defines
  }

  #if os(Linux)
    static let operatingSystem = "Linux"
  #elseif os(macOS)
    static let operatingSystem = "macOS"
  #else
    static let operatingSystem = "?"
  #endif

  #if arch(x86_64)
    static let architecture = "x86_64"
  #elseif arch(arm64)
    static let architecture = "arm64"
  #else
    static let architecture = "?"
  #endif

  /// The condition's value, or nil when it cannot be told or is not read to its end.
  mutating func value() -> Bool? {
    let value = either()
    return at == tokens.count ? value : nil
  }

  private var next: String? { at < tokens.count ? tokens[at].text : nil }

  private mutating func either() -> Bool? {
    var value = both()
    while next == "||" {
      at += 1
      value = or(value, both())
    }
    return value
  }

  private mutating func both() -> Bool? {
    var value = single()
    while next == "&&" {
      at += 1
      value = and(value, single())
    }
    return value
  }

  private mutating func single() -> Bool? {
    guard let word = next else { return nil }
    at += 1
    switch word {
    case "!": return not(single())
    case "(":
      let value = either()
      guard next == ")" else { return nil }
      at += 1
      return value
    default:
      guard next == "(" else { return flag(word) }
      // `os(Linux)`: a test of the platform, up to its closing parenthesis.
      var argument: [String] = []
      at += 1
      while let part = next, part != ")" {
        argument.append(part)
        at += 1
      }
      at += 1
      switch (word, argument) {
      case ("os", let name) where Self.operatingSystem != "?": return name == [Self.operatingSystem]
      case ("arch", let name) where Self.architecture != "?": return name == [Self.architecture]
      default: return nil
      }
    }
  }

  private func flag(_ name: String) -> Bool? {
    switch name {
    case "true", "DEBUG", "SWIFT_PACKAGE": return true
    case "false": return false
    default: return defines.map { $0.contains(name) }
    }
  }
}

// `!`, `&&` and `||` over true, false and not known (nil).
private func not(_ value: Bool?) -> Bool? { value.map { !$0 } }

private func and(_ left: Bool?, _ right: Bool?) -> Bool? {
  if left == false || right == false { return false }
  return left == true && right == true ? true : nil
}

private func or(_ left: Bool?, _ right: Bool?) -> Bool? {
  if left == true || right == true { return true }
  return left == false && right == false ? false : nil
}
