import GameOfLife

extension Rule {
  /// The mark `life explain` puts on a cell this rule decides.
  var mark: Character {
    switch self {
    case .reproduction: "*"
    case .survival: "O"
    case .underpopulation: "u"
    case .overpopulation: "x"
    }
  }

  /// The rule's name as a workshop says it.
  var name: String {
    switch self {
    case .underpopulation: "underpopulation"
    case .survival: "survival"
    case .overpopulation: "overpopulation"
    case .reproduction: "reproduction"
    }
  }

  /// The rule in one sentence, as the README states it.
  var sentence: String {
    switch self {
    case .underpopulation: "a live cell with fewer than two live neighbours dies"
    case .survival: "a live cell with two or three live neighbours lives on"
    case .overpopulation: "a live cell with more than three live neighbours dies"
    case .reproduction: "a dead cell with exactly three live neighbours becomes alive"
    }
  }
}

extension Rule {
  /// The colour pages mark it with; each mark also carries its letter, for colour-blind readers.
  var colour: String {
    switch self {
    case .reproduction: "#1a7f37"
    case .survival: "#2563eb"
    case .underpopulation: "#b45309"
    case .overpopulation: "#c2185b"
    }
  }
}
