import Foundation
import GameOfLife

/// Gosper's HashLife for the plane: a quadtree whose equal squares are stored once, each remembering its future.
///
/// A square of 2^k × 2^k cells is a node with four quadrants of half the size. Nodes are hash-consed (two
/// equal squares are the same node), and each node remembers its centre half moved on by 2^(k−2)
/// generations (or by the current step size, if smaller). A pattern that repeats itself in space or in
/// time is then stepped by looking up answers rather than computing them, so guns and breeders can be run
/// billions of generations ahead. When the nodes outgrow the memory budget, unreachable nodes are collected
/// and the step is taken in smaller jumps; only when not even one generation fits does it stop.
public final class HashLifeEngine: LifeEngine {
  /// Every node, indexed by its id; ids below ``firstNodeID`` are never used, so 0 can mean "none".
  var nodes: UnsafeMutablePointer<QuadNode>
  /// How many node slots may be used; ``slack`` more are allocated beyond them, a reserve.
  var nodeCapacity: Int
  /// How many node slots are in use, the reserved ones included.
  var nodeCount = Int(firstNodeID)
  /// The most nodes kept before unreachable ones are collected: the budget's worth.
  var nodeLimit: Int
  /// The memory budget, in megabytes.
  let budgetMegabytes: Int
  /// The memory held when the system refused more, in megabytes; `nil` while it has given what was asked.
  var refusedAtMegabytes: Int?
  /// The hash table of nodes: each slot holds 0 or a node's id, with a few bits of its hash above the id.
  var slots: UnsafeMutablePointer<UInt32>
  var slotCount: Int
  /// The most nodes the slots take before they are spread over more slots: four fifths of them.
  var slotLimit: Int
  /// The empty square of each level, from the leaves (level 3) up; levels below are placeholders.
  var emptyNodes: [UInt32] = [0, 0, 0]
  /// The whole universe: a square centred on row 0, column 0.
  var root: UInt32 = 0
  var rootLevel = HashLifeEngine.smallestRootLevel
  /// The base-2 logarithm of the step the remembered results are for; −1 before any step.
  var stepLog = -1
  /// Set when the node limit is reached in the middle of a step, which is then retried after collecting.
  var isAborted = false
  /// How many times unreachable nodes have been collected.
  var garbageCollections = 0
  let rule: LifeLikeRule
  let isConway: Bool
  /// The rule as bit-sliced logic, made once rather than for every 8 × 8 square.
  let anyRule: AnyBitSlicedRule
  /// How many generations have passed since the engine was made.
  public private(set) var generation = 0
  /// Populations of nodes reachable from the root, remembered until the root changes.
  var populationCache: [UInt32: Int] = [:]

  /// Memory one node costs: the node and its share of the slots, which are 50 to 80 % full.
  static let bytesPerNode = MemoryLayout<QuadNode>.stride + 7
  /// The level of the leaves: 8 × 8 squares.
  static let leafLevel = 3
  /// The root is kept at least 32 × 32, so its grandchildren are nodes.
  static let smallestRootLevel = 5
  /// The largest step taken at once: 2^50 generations.
  static let largestStepLog = 50

  /// Makes an engine on the plane holding the pattern's cells.
  ///
  /// - Throws: ``EngineError`` for a bounded or torus grid, for a rule with B0, or for a budget out of range;
  ///   ``MemoryBudgetError`` when the pattern alone does not fit in the budget.
  public init(pattern: Pattern, setup: EngineSetup) throws {
    guard setup.universe == .plane else {
      throw EngineError("the hashlife engine runs only on the plane, not on a bounded or torus grid")
    }
    guard !setup.rule.bornFromNothing else {
      throw EngineError("the hashlife engine cannot run a rule with B0 (\(setup.rule)) on the plane")
    }
    budgetMegabytes = try MemoryBudget.megabytes(for: setup)
    rule = setup.rule
    isConway = setup.rule == .conway
    anyRule = AnyBitSlicedRule(setup.rule)
    nodeLimit = min(max(1 << 14, budgetMegabytes << 20 / Self.bytesPerNode), Self.mostNodes - 2 * Self.slack)
    nodeCapacity = min(nodeLimit + Self.slack, 1 << 16)
    guard let first = Self.reallocate(nil, capacity: nodeCapacity + Self.slack),
      let table = Self.emptySlots(count: 1 << 12)
    else {
      throw MemoryBudgetError(
        engine: "hashlife", megabytes: 1, generation: 0, cause: .refused(budgetMegabytes: budgetMegabytes))
    }
    nodes = first
    (slots, slotCount, slotLimit) = table
    for reserved in 0..<Int(Self.firstNodeID) {
      nodes[reserved] = QuadNode(nw: 0, ne: 0, sw: 0, se: 0, result: Self.noResult)
    }
    build(from: Array(pattern.liveCells))
    if let refusal { throw refusal }
    if nodeCount > nodeLimit { throw budgetError }
  }

  deinit {
    free(nodes)
    free(slots)
  }

  /// Room past the limit for the few nodes a result makes after the limit is noticed, and the reserve
  /// allocated past the capacity, where a step the system refused memory to finishes.
  static let slack = 1 << 12

  /// The number of live cells, counted in 64 bits; `Int.max` when there are that many or more.
  public var population: Int { population(of: root, level: rootLevel) }

  /// Moves the pattern on by any number of generations, as a sum of steps of 2^k generations.
  ///
  /// - Throws: ``MemoryBudgetError`` when not even one generation fits in the budget, or the system refuses
  ///   memory below it; the engine then holds the last generation it finished.
  public func step(generations: Int) throws {
    var remaining = generations
    while remaining > 0 {
      let log = min(Self.largestStepLog, Int.bitWidth - 1 - remaining.leadingZeroBitCount)
      remaining -= 1 << (try advance(byPowerOfTwo: log))
    }
  }

  /// Moves the pattern on by 2^log generations at once, or in smaller steps if memory runs short.
  public func step(powerOfTwo log: Int) throws {
    try step(generations: 1 << min(max(0, log), Self.largestStepLog))
  }

  /// The live cells now, with the engine's rule, framed as ``LifeEngine/pattern()`` says.
  public func pattern() -> Pattern {
    var cells: [Position] = []
    let half = 1 << (rootLevel - 1)
    collectCells(of: root, level: rootLevel, top: -half, left: -half, into: &cells)
    cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    return Pattern(liveCells: cells, rule: rule).trimmed()
  }

  /// Moves on by 2^log generations, halving the step while even an emptied cache cannot hold it.
  ///
  /// - Returns: the base-2 logarithm of the step actually taken.
  /// - Throws: ``MemoryBudgetError`` when a single generation does not fit, or the system refused memory.
  private func advance(byPowerOfTwo log: Int) throws -> Int {
    var log = log
    var attempt = 0
    while true {
      if log != stepLog { forgetResults(stepLog: log) }
      // Live cells in the centre half, then one level more: they are in the centre quarter, and a step
      // of at most a quarter of the root's side cannot carry them past the centre half it returns.
      while rootLevel < max(log + 2, Self.smallestRootLevel) || !rootIsPadded { expandRoot() }
      expandRoot()
      let next = result(of: root, level: rootLevel)
      if !isAborted {
        root = next
        rootLevel -= 1
        populationCache = [:]
        generation += 1 << log
        return log
      }
      isAborted = false
      if let refusal { throw refusal }
      attempt += 1
      switch attempt {
      case 1: collectGarbage(keepingResults: true)
      case 2: collectGarbage(keepingResults: false)
      default:
        collectGarbage(keepingResults: false)
        guard log > 0 else { throw budgetError }
        log -= 1
      }
    }
  }
}
