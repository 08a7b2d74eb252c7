// A board of the pair's own beside the Game, whose checks trap as learners' code does: each test of the
// suite runs into one of them, and the runtime's words and this file's lines are what it must say.
struct Board {
  var size: Int
  var cells: [Int]

  init(size n: Int) {
    precondition(n > 0, "size must be positive")
    size = n
    cells = Array(repeating: 0, count: n)
  }

  func checked(_ n: Int) -> Int {
    assert(n >= 0, "n must not be negative")
    return n
  }

  func rule(_ name: String) -> Int { preconditionFailure("no such rule: \(name)") }

  func later() -> Int {
    assertionFailure("not written yet")
    return 0
  }

  func neighbours() -> Int { fatalError("neighbours are not counted yet") }

  func cell(_ index: Int) -> Int { cells[index] }

  func grown(by extra: Int) -> Int { size + extra }

  func step() {
    var generation = 0
    while size > 0 { generation &+= 1 }
  }
}

struct Point { var x: Int }

func firstAlive(_ board: Board) -> Point? { nil }
