import Foundation

extension HashLifeEngine {
  /// Makes room for more nodes: half as many again, but no further past the limit than the slack.
  ///
  /// A reserve of ``slack`` nodes is always allocated past the capacity. When the system refuses more
  /// memory, the reserve becomes capacity and the step under way is stopped: it unwinds within the
  /// reserve, and the step then throws rather than the process crash.
  func growCapacity() {
    var wanted = nodeCapacity + nodeCapacity / 2
    // Past the limit only while a pattern is built: the budget is checked once it stands.
    if nodeCount <= nodeLimit { wanted = min(wanted, nodeLimit + Self.slack) }
    wanted = min(max(wanted, nodeCapacity + 1), Self.mostNodes - Self.slack)
    guard refusal == nil, wanted > nodeCapacity,
      let grown = Self.reallocate(nodes, capacity: wanted + Self.slack)
    else { return stopForLackOfMemory() }
    nodes = grown
    nodeCapacity = wanted
  }

  /// Gives the step under way the reserve to finish in, and stops it; the engine takes no more memory.
  func stopForLackOfMemory() {
    if refusedAtMegabytes == nil {
      refusedAtMegabytes = heldMegabytes
      nodeCapacity += Self.slack
    } else if nodeCount >= nodeCapacity {
      // A stopped step makes a few nodes for each level it unwinds, far fewer than the reserve holds.
      fatalError("HashLife used up its reserve of \(Self.slack) nodes")
    }
    nodeLimit = min(nodeLimit, nodeCount)
    isAborted = true
  }

  /// The memory the nodes and their slots hold now, in megabytes.
  var heldMegabytes: Int {
    ((nodeCapacity + Self.slack) * MemoryLayout<QuadNode>.stride + slotCount * MemoryLayout<UInt32>.size)
      >> 20
  }

  /// Why the engine stopped when the system refused it memory; `nil` while it has had what it asked for.
  var refusal: MemoryBudgetError? {
    refusedAtMegabytes.map {
      MemoryBudgetError(
        engine: "hashlife", megabytes: $0, generation: generation,
        cause: .refused(budgetMegabytes: budgetMegabytes))
    }
  }

  /// Why the engine stops when not even one generation fits in its budget.
  var budgetError: MemoryBudgetError {
    MemoryBudgetError(engine: "hashlife", megabytes: budgetMegabytes, generation: generation, cause: .budget)
  }

  /// Resizes the node storage, or `nil` when the system refuses; large blocks are moved by remapping pages
  /// rather than copying them.
  static func reallocate(_ nodes: UnsafeMutablePointer<QuadNode>?, capacity: Int) -> UnsafeMutablePointer<
    QuadNode
  >? {
    realloc(nodes, capacity * MemoryLayout<QuadNode>.stride)?.bindMemory(
      to: QuadNode.self, capacity: capacity)
  }

  /// A table of empty slots, and the most nodes it takes before it is spread over more; `nil` when the
  /// system refuses the memory.
  static func emptySlots(count: Int) -> (UnsafeMutablePointer<UInt32>, count: Int, limit: Int)? {
    guard let memory = calloc(count, MemoryLayout<UInt32>.size) else { return nil }
    return (memory.bindMemory(to: UInt32.self, capacity: count), count, count * 4 / 5)
  }
}
