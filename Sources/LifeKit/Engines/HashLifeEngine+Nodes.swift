import Foundation

extension HashLifeEngine {
  /// The first id of a stored node: smaller numbers are 2 × 2 squares, so the two never mix.
  static let firstNodeID: UInt32 = 16
  /// Marks a node whose future is not yet known.
  static let noResult = UInt32.max

  /// The one node with these four quadrants, made if it does not exist yet.
  @inline(__always)
  func join(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) -> UInt32 {
    let bucket = Self.hash(nw, ne, sw, se) & bucketMask
    var id = buckets[bucket]
    while id != 0 {
      let node = nodes[Int(id)]
      if node.nw == nw && node.ne == ne && node.sw == sw && node.se == se { return id }
      id = node.next
    }
    if nodeCount >= nodeCapacity { growCapacity() }
    let newID = UInt32(nodeCount)
    nodes[nodeCount] = QuadNode(nw: nw, ne: ne, sw: sw, se: se, result: Self.noResult, next: buckets[bucket])
    buckets[bucket] = newID
    nodeCount += 1
    if nodeCount > bucketMask { rehash(bucketCount: (bucketMask + 1) * 2) }
    return newID
  }

  /// Starts reading the hash chain where ``join(_:_:_:_:)`` will look for these four quadrants.
  ///
  /// Looking up a node costs two cache misses, its bucket and then its node. Touching the buckets and
  /// nodes of several lookups first lets the processor wait for all their misses at once, rather than
  /// for one after the other. The value read is returned so the compiler keeps the read.
  @inline(__always)
  func touchChain(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) -> UInt32 {
    buckets[Self.hash(nw, ne, sw, se) & bucketMask]
  }

  /// Touches the first node of a chain whose head ``touchChain(_:_:_:_:)`` returned.
  @inline(__always)
  func touchNode(_ id: UInt32) -> UInt32 { nodes[Int(id)].nw }

  /// Mixes the four fields so every bit of them reaches the low bits that pick the bucket.
  ///
  /// Leaves keep cells in their fields, and many leaves differ only in a few high bits: a weaker mix
  /// (a single multiplication) sends them to the same buckets and makes the chains long.
  @inline(__always)
  static func hash(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) -> Int {
    var mixed = (UInt64(nw) | UInt64(ne) << 32) ^ (UInt64(sw) | UInt64(se) << 32) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 33
    mixed &*= 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    mixed &*= 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return Int(truncatingIfNeeded: mixed)
  }

  /// Makes room for more nodes: half as many again, but no further past the limit than the slack.
  private func growCapacity() {
    nodeCapacity = max(nodeCapacity + 1, min(nodeCapacity + nodeCapacity / 2, nodeLimit + Self.slack))
    nodes = Self.reallocate(nodes, capacity: nodeCapacity)
  }

  /// Resizes the node storage; large blocks are moved by remapping pages rather than copying them.
  static func reallocate(_ nodes: UnsafeMutablePointer<QuadNode>?, capacity: Int) -> UnsafeMutablePointer<
    QuadNode
  > {
    let bytes = capacity * MemoryLayout<QuadNode>.stride
    guard let memory = realloc(nodes, bytes) else {
      fatalError("out of memory: HashLife could not hold \(capacity) nodes")
    }
    return memory.bindMemory(to: QuadNode.self, capacity: capacity)
  }

  /// Spreads the nodes over a new number of hash buckets (a power of two).
  func rehash(bucketCount: Int) {
    buckets.deallocate()
    buckets = .allocate(capacity: bucketCount)
    buckets.initialize(repeating: 0, count: bucketCount)
    bucketMask = bucketCount - 1
    for index in Int(Self.firstNodeID)..<nodeCount {
      let node = nodes[index]
      let bucket = Self.hash(node.nw, node.ne, node.sw, node.se) & bucketMask
      nodes[index].next = buckets[bucket]
      buckets[bucket] = UInt32(index)
    }
  }

  /// The empty square of a level (1 is the four-bit value 0), made the first time it is asked for.
  func emptyNode(level: Int) -> UInt32 {
    while emptyNodes.count <= level {
      let below = emptyNodes[emptyNodes.count - 1]
      emptyNodes.append(join(below, below, below, below))
    }
    return emptyNodes[level]
  }

  /// The same universe in a square twice the size, the old one at its centre.
  func expandRoot() {
    let empty = emptyNode(level: rootLevel - 1)
    let node = nodes[Int(root)]
    let nw = join(empty, empty, empty, node.nw)
    let ne = join(empty, empty, node.ne, empty)
    let sw = join(empty, node.sw, empty, empty)
    let se = join(node.se, empty, empty, empty)
    root = join(nw, ne, sw, se)
    rootLevel += 1
  }

  /// Whether every live cell is in the root's centre half (its four innermost grandchildren).
  var rootIsPadded: Bool {
    let empty = emptyNode(level: rootLevel - 2)
    let node = nodes[Int(root)]
    let (nw, ne, sw, se) = (
      nodes[Int(node.nw)], nodes[Int(node.ne)], nodes[Int(node.sw)], nodes[Int(node.se)]
    )
    return [nw.nw, nw.ne, nw.sw, ne.nw, ne.ne, ne.se, sw.nw, sw.sw, sw.se, se.ne, se.sw, se.se]
      .allSatisfy { $0 == empty }
  }
}
