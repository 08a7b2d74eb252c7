/// Reads a source's ``SwiftTokens`` one after another; every loop moves on by at least one scalar.
struct SwiftTokenReader {
  let source: [Unicode.Scalar]
  var at = 0
  var line = 1
  var tokens: [SwiftTokens.Token] = []

  static let operatorScalars = Set("/=-+!*%<>&|^~?".unicodeScalars)

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    at + offset < source.count ? source[at + offset] : nil
  }

  func isNameScalar(_ scalar: Unicode.Scalar?, first: Bool) -> Bool {
    guard let scalar else { return false }
    if scalar == "_" || scalar.properties.isAlphabetic { return true }
    if first && scalar == "$" { return true }
    return !first && (scalar.properties.numericType != nil || scalar == "$")
  }

  mutating func advance() {
    if source[at] == "\n" { line += 1 }
    at += 1
  }

  mutating func read() -> [SwiftTokens.Token] {
    var spaced = true
    while at < source.count {
      let scalar = source[at]
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        advance()
        spaced = true
        if let last = tokens.indices.last { tokens[last].spaceAfter = true }
        continue
      }
      let start = at
      let startLine = line
      let kind = readToken()
      var token = SwiftTokens.Token(
        kind: kind, text: String(String.UnicodeScalarView(source[start..<at])), start: start, end: at,
        line: startLine)
      token.spaceBefore = spaced || kind == .comment
      token.spaceAfter = false
      if kind == .comment, let last = tokens.indices.last { tokens[last].spaceAfter = true }
      spaced = kind == .comment
      tokens.append(token)
    }
    if let last = tokens.indices.last { tokens[last].spaceAfter = true }
    return tokens
  }

  /// Reads one token starting at `at`, and says what it is.
  mutating func readToken() -> SwiftTokens.Kind {
    let scalar = source[at]
    if scalar == "/" && peek(1) == "/" {
      while let next = peek(), next != "\n" { advance() }
      return .comment
    }
    if scalar == "/" && peek(1) == "*" {
      readBlockComment()
      return .comment
    }
    if scalar == "\"" || (scalar == "#" && hashesThenQuote()) {
      readString()
      return .string
    }
    if scalar == "#" && peek(1) == "/" {
      readExtendedRegex()
      return .string
    }
    if scalar == "#" || scalar == "@" {
      advance()
      while isNameScalar(peek(), first: false) { advance() }
      return .directive
    }
    if scalar.properties.numericType != nil && ("0"..."9").contains(scalar) { return readNumber() }
    if isNameScalar(scalar, first: true) {
      advance()
      while isNameScalar(peek(), first: false) { advance() }
      return .name
    }
    if scalar == "`" {
      advance()
      while let next = peek(), next != "`", next != "\n" { advance() }
      if peek() == "`" { advance() }
      return .name
    }
    if Self.operatorScalars.contains(scalar) || (scalar == "." && peek(1) == ".") {
      // An operator that starts with a dot may hold more dots; any other may not.
      let dotted = scalar == "."
      advance()
      while let next = peek(),
        Self.operatorScalars.contains(next) || (dotted && next == "."),
        !(next == "/" && (peek(1) == "/" || peek(1) == "*"))
      {
        advance()
      }
      return .operator
    }
    advance()
    return .punctuation
  }

  func hashesThenQuote() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  mutating func readBlockComment() {
    var depth = 0
    while at < source.count {
      if source[at] == "/" && peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if source[at] == "*" && peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// A string literal, whole: its hashes, its quotes (one or three), escapes and interpolations.
  mutating func readString() {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      advance()
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    let quotes = multiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    let escape = "\\" + String(repeating: "#", count: hashes)
    while at < source.count {
      if matches(escape) {
        for _ in 0..<escape.unicodeScalars.count { advance() }
        if peek() == "(" {
          readInterpolation()
        } else if at < source.count {
          advance()
        }
        continue
      }
      if source[at] == "\"" && (0..<quotes).allSatisfy({ peek($0) == "\"" })
        && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
      {
        for _ in 0..<(quotes + hashes) { advance() }
        return
      }
      // An unclosed single-line string ends with its line.
      if !multiline && source[at] == "\n" { return }
      advance()
    }
  }

  /// `(…)` inside a string: code, which may hold strings and parentheses of its own.
  mutating func readInterpolation() {
    var depth = 0
    while at < source.count {
      let scalar = source[at]
      if scalar == "\"" || (scalar == "#" && hashesThenQuote()) {
        readString()
        continue
      }
      if scalar == "/" && peek(1) == "*" {
        readBlockComment()
        continue
      }
      if scalar == "(" { depth += 1 }
      if scalar == ")" {
        depth -= 1
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  mutating func readExtendedRegex() {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      advance()
    }
    advance()
    while at < source.count {
      if source[at] == "\\" {
        advance()
        if at < source.count { advance() }
        continue
      }
      if source[at] == "/" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        for _ in 0...hashes { advance() }
        return
      }
      advance()
    }
  }

  func matches(_ text: String) -> Bool {
    for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
    return true
  }

  /// A number: `12`, `1_000`, `0x1F`, `0b101`, `0o17`, `1.5`, `1e3`; `1...3` is a number and an operator.
  mutating func readNumber() -> SwiftTokens.Kind {
    var kind = SwiftTokens.Kind.integer
    if source[at] == "0", let base = peek(1), "xbo".unicodeScalars.contains(base) {
      advance()
      advance()
      while let next = peek(), next.properties.isASCIIHexDigit || next == "_" { advance() }
      return kind
    }
    func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
    while isDigit(peek()) || peek() == "_" { advance() }
    if peek() == ".", isDigit(peek(1)) {
      kind = .float
      advance()
      while isDigit(peek()) || peek() == "_" { advance() }
    }
    if let e = peek(), e == "e" || e == "E",
      isDigit(peek(1)) || ((peek(1) == "-" || peek(1) == "+") && isDigit(peek(2)))
    {
      kind = .float
      advance()
      advance()
      while isDigit(peek()) { advance() }
    }
    return kind
  }
}
