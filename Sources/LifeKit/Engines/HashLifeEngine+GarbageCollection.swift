extension HashLifeEngine {
  /// Forgets every remembered result: they hold for one step size only.
  func forgetResults(stepLog newStepLog: Int) {
    for index in Int(Self.firstNodeID)..<nodeCount { nodes[index].result = Self.noResult }
    stepLog = newStepLog
  }

  /// Keeps only the nodes reachable from the root (and, if asked, from their remembered results), renumbered.
  ///
  /// Results are worth keeping, since they are the memory of past work; when even that is too much, they
  /// are dropped too.
  func collectGarbage(keepingResults: Bool) {
    // 0 marks a node to drop; the new id of every kept node replaces its mark below.
    var newID = [UInt32](repeating: 0, count: nodeCount)
    var stack: [UInt32] = [root] + emptyNodes
    while let id = stack.popLast() {
      guard id >= Self.firstNodeID, id != Self.noResult, newID[Int(id)] == 0 else { continue }
      newID[Int(id)] = 1
      let node = nodes[Int(id)]
      // A leaf's first two fields are its cells, not ids.
      if !node.isLeaf { stack.append(contentsOf: [node.nw, node.ne, node.sw, node.se]) }
      if keepingResults { stack.append(node.result) }
    }
    var kept = Int(Self.firstNodeID)
    for index in Int(Self.firstNodeID)..<nodeCount where newID[index] != 0 {
      newID[index] = UInt32(kept)
      nodes[kept] = nodes[index]
      kept += 1
    }
    let renumber = { (id: UInt32) -> UInt32 in id < Self.firstNodeID ? id : newID[Int(id)] }
    for index in Int(Self.firstNodeID)..<kept {
      var node = nodes[index]
      if !node.isLeaf {
        (node.nw, node.ne, node.sw, node.se) = (
          renumber(node.nw), renumber(node.ne), renumber(node.sw), renumber(node.se)
        )
      }
      node.result = keepingResults && node.result != Self.noResult ? renumber(node.result) : Self.noResult
      nodes[index] = node
    }
    nodeCount = kept
    root = renumber(root)
    emptyNodes = emptyNodes.map(renumber)
    populationCache = [:]
    rehash(bucketCount: bucketMask + 1)
    garbageCollections += 1
  }
}
