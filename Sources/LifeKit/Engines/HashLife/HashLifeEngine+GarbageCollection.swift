extension HashLifeEngine {
  /// Forgets every remembered result: they hold for one step size only.
  func forgetResults(stepLog newStepLog: Int) {
    for index in Int(Self.firstNodeID)..<nodeCount { nodes[index].result = Self.noResult }
    stepLog = newStepLog
  }

  /// Keeps only the nodes reachable from the root (and, if asked, from their remembered results), renumbered.
  ///
  /// Results are worth keeping, since they are the memory of past work; when even that is too much, they
  /// are dropped too. The slots are filled again afterwards, so until then they serve as a table from each
  /// old id to its new one (0 for a node not kept), and collecting needs no memory of its own: there are
  /// always more slots than nodes.
  func collectGarbage(keepingResults: Bool) {
    let first = Int(Self.firstNodeID)
    let newIDs = slots
    newIDs.update(repeating: 0, count: nodeCount)
    var stack: [UInt32] = [root] + emptyNodes
    while let id = stack.popLast() {
      guard id >= Self.firstNodeID, id != Self.noResult, newIDs[Int(id)] == 0 else { continue }
      newIDs[Int(id)] = 1
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
    for index in first..<nodeCount where newIDs[index] != 0 {
      newIDs[index] = UInt32(kept)
      kept += 1
    }
    let renumber = { (id: UInt32) -> UInt32 in id < Self.firstNodeID ? id : newIDs[Int(id)] }
    // New ids are never larger than old ones, so moving nodes down in order overwrites only moved ones.
    for index in first..<nodeCount where newIDs[index] != 0 {
      var node = nodes[index]
      if !node.isLeaf {
        (node.nw, node.ne, node.sw, node.se) = (
          renumber(node.nw), renumber(node.ne), renumber(node.sw), renumber(node.se)
        )
      }
      node.result = keepingResults && node.result != Self.noResult ? renumber(node.result) : Self.noResult
      nodes[Int(newIDs[index])] = node
    }
    root = renumber(root)
    emptyNodes = emptyNodes.map(renumber)
    nodeCount = kept
    populationCache = [:]
    rehash(slotCount: slotCount)
    garbageCollections += 1
  }
}
