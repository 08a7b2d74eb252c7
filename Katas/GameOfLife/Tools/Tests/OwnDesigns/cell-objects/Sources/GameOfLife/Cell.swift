/// What decides a cell's next state.
public protocol Rule {
  func nextState(alive: Bool, liveNeighbours: Int) -> Bool
}

public struct ConwayRule: Rule {
  public init() {}

  public func nextState(alive: Bool, liveNeighbours: Int) -> Bool {
    liveNeighbours == 3 || (alive && liveNeighbours == 2)
  }
}

/// A cell that knows its neighbours.
public final class Cell {
  public var isAlive: Bool
  public var neighbours: [Cell] = []
  private var next = false

  public init(alive: Bool = false) { isAlive = alive }

  public func link(_ other: Cell) {
    neighbours.append(other)
    other.neighbours.append(self)
  }

  func prepare(by rule: any Rule) {
    next = rule.nextState(alive: isAlive, liveNeighbours: neighbours.filter(\.isAlive).count)
  }

  func commit() { isAlive = next }
}

/// Every cell, linked to those around it.
public final class Colony {
  public let cells: [Cell]
  let rule: any Rule

  public init(cells: [Cell], rule: any Rule = ConwayRule()) {
    self.cells = cells
    self.rule = rule
  }

  public func step() {
    cells.forEach { $0.prepare(by: rule) }
    cells.forEach { $0.commit() }
  }
}
