extension HashLifeEngine {
  /// Forgets every remembered result: they hold for one step size only.
  func forgetResults(stepLog newStepLog: Int) {
    for index in Int(Self.firstNodeID)..<nodeCount { nodes[index].result = Self.noResult }
    stepLog = newStepLog
  }

  /// Keeps only the nodes reachable from the root (and, if asked, from their remembered results), renumbered.
  ///
  /// Results are worth keeping, since they are the memory of past work; when even that is too much, they
  /// are dropped too. The hash chains are rebuilt afterwards, so each node's `next` field serves first as
  /// its mark and then as its new id, and collecting needs no memory of its own.
  func collectGarbage(keepingResults: Bool) {
    let first = Int(Self.firstNodeID)
    for index in first..<nodeCount { nodes[index].next = 0 }
    var stack: [UInt32] = [root] + emptyNodes
    while let id = stack.popLast() {
      guard id >= Self.firstNodeID, id != Self.noResult, nodes[Int(id)].next == 0 else { continue }
      nodes[Int(id)].next = 1
      let node = nodes[Int(id)]
      // A leaf's first two fields are its cells, not ids.
      if !node.isLeaf {
        stack.append(node.nw)
        stack.append(node.ne)
        stack.append(node.sw)
        stack.append(node.se)
      }
      if keepingResults { stack.append(node.result) }
    }
    var kept = first
    for index in first..<nodeCount where nodes[index].next != 0 {
      nodes[index].next = UInt32(kept)
      kept += 1
    }
    let renumber = { (id: UInt32) -> UInt32 in id < Self.firstNodeID ? id : self.nodes[Int(id)].next }
    for index in first..<nodeCount where nodes[index].next != 0 {
      var node = nodes[index]
      if !node.isLeaf {
        (node.nw, node.ne, node.sw, node.se) = (
          renumber(node.nw), renumber(node.ne), renumber(node.sw), renumber(node.se)
        )
      }
      node.result = keepingResults && node.result != Self.noResult ? renumber(node.result) : Self.noResult
      nodes[index] = node
    }
    root = renumber(root)
    emptyNodes = emptyNodes.map(renumber)
    // New ids are never larger than old ones, so moving nodes down in order overwrites only moved ones.
    for index in first..<nodeCount where nodes[index].next != 0 {
      nodes[Int(nodes[index].next)] = nodes[index]
    }
    nodeCount = kept
    populationCache = [:]
    rehash(bucketCount: bucketMask + 1)
    garbageCollections += 1
  }
}
