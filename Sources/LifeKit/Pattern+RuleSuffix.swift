extension Pattern {
  /// Reads a rule such as `B3/S23`, with Golly's optional topology suffix `:T64,64` (torus) or `:P64,64` (bounded).
  ///
  /// RLE headers and the `#R` lines of Life 1.05 and 1.06 files write rules this way.
  ///
  /// - Throws: ``PatternError`` when the rule or the suffix is not understood (without a line or column:
  ///   the caller knows where the text came from).
  static func ruleAndUniverse(_ text: String) throws -> (rule: LifeLikeRule, universe: Universe?) {
    let parts = text.split(separator: ":", maxSplits: 1)
    let rule = try LifeLikeRule(String(parts.first ?? ""))
    guard parts.count == 2 else { return (rule, nil) }
    let suffix = parts[1]
    let sizes = suffix.dropFirst().split(separator: ",").map { Int($0) }
    guard let kind = suffix.first, "TP".contains(kind), sizes.count == 2,
      let width = sizes[0], let height = sizes[1], width > 0, height > 0
    else {
      throw PatternError(
        "unknown topology ':\(suffix)': expected :T<width>,<height> (torus) or :P<width>,<height> (bounded)")
    }
    return (rule, kind == "T" ? .torus(width: width, height: height) : .bounded(width: width, height: height))
  }

  /// The rule as Golly writes it, with a `:P` or `:T` suffix for a bounded or torus universe: `B3/S23:T64,64`.
  var ruleWithUniverseSuffix: String {
    switch universe {
    case .none, .plane: "\(rule)"
    case .bounded(let width, let height): "\(rule):P\(width),\(height)"
    case .torus(let width, let height): "\(rule):T\(width),\(height)"
    }
  }

  /// Whether a coordinate read from a file is small enough to compute with safely.
  ///
  /// Positions beyond this would overflow when a box is measured, so files that hold them are refused.
  static func isWithinReach(_ coordinate: Int) -> Bool {
    abs(coordinate) <= maximumRunLength
  }
}
