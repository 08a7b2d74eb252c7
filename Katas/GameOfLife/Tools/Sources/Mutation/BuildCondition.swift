import Compiler

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
      value = Self.or(value, both())
    }
    return value
  }

  private mutating func both() -> Bool? {
    var value = single()
    while next == "&&" {
      at += 1
      value = Self.and(value, single())
    }
    return value
  }

  private mutating func single() -> Bool? {
    guard let word = next else { return nil }
    at += 1
    switch word {
    case "!": return Self.not(single())
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

  // `!`, `&&` and `||` over true, false and not known (nil).
  static func not(_ value: Bool?) -> Bool? { value.map { !$0 } }

  static func and(_ left: Bool?, _ right: Bool?) -> Bool? {
    if left == false || right == false { return false }
    return left == true && right == true ? true : nil
  }

  static func or(_ left: Bool?, _ right: Bool?) -> Bool? {
    if left == true || right == true { return true }
    return left == false && right == false ? false : nil
  }
}
