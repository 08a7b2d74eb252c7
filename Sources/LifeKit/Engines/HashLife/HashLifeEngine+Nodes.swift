import Foundation
internal import LifeKernels

extension HashLifeEngine {
  /// The first id of a stored node: smaller numbers are 2 × 2 squares, so the two never mix.
  static let firstNodeID: UInt32 = 16
  /// Marks a node whose future is not yet known.
  static let noResult = UInt32.max

  /// The bits of a slot that hold a node's id; the bits above hold part of the node's hash.
  static let idBits = 27
  static let idMask: UInt32 = 1 << idBits - 1
  /// The most nodes an engine holds, so that every id fits below the hash bits of its slot.
  static let mostNodes = 1 << idBits

  /// The one node with these four quadrants, made if it does not exist yet.
  ///
  /// The slots are searched from the node's hash onwards (linear probing). A slot keeps five bits of the
  /// hash beside the id, so slots of other nodes are passed over without reading those nodes: a lookup
  /// reads one run of slots, and a node only when it is very likely the one.
  @inline(__always)
  func join(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) -> UInt32 {
    let hash = Self.hash(nw, ne, sw, se)
    let tag = Self.tag(hash)
    var slot = slotIndex(hash)
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if entry & ~Self.idMask == tag {
        let node = nodes[Int(entry & Self.idMask)]
        if node.nw == nw && node.ne == ne && node.sw == sw && node.se == se { return entry & Self.idMask }
      }
      slot = slot + 1 == slotCount ? 0 : slot + 1
    }
    if nodeCount >= nodeCapacity { growCapacity() }
    let newID = UInt32(nodeCount)
    nodes[nodeCount] = QuadNode(nw: nw, ne: ne, sw: sw, se: se, result: Self.noResult)
    slots[slot] = tag | newID
    nodeCount += 1
    // Spread over twice as many slots as nodes: each rehash reads every node, so it should not come often.
    if nodeCount > slotLimit { rehash(slotCount: nodeCount * 2) }
    return newID
  }

  /// Starts loading the slot where ``join(_:_:_:_:)`` will look for these four quadrants.
  ///
  /// Looking up a node costs two cache misses, its slot and then its node. Asking for the slots of several
  /// lookups first, then for their nodes (``prefetchNode(_:_:_:_:)``), lets the processor wait for all
  /// their misses at once rather than for one after the other.
  @inline(__always)
  func prefetchSlot(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) {
    life_prefetch(slots + slotIndex(Self.hash(nw, ne, sw, se)))
  }

  /// Starts loading the node in the first slot where ``join(_:_:_:_:)`` will look for these four quadrants.
  @inline(__always)
  func prefetchNode(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) {
    life_prefetch(nodes + Int(slots[slotIndex(Self.hash(nw, ne, sw, se))] & Self.idMask))
  }

  /// Mixes the four fields so every bit of them reaches the bits that pick the slot and the tag.
  ///
  /// Leaves keep cells in their fields, and many leaves differ only in a few high bits: a weaker mix
  /// (a single multiplication) sends them to the same slots and makes the runs long.
  @inline(__always)
  static func hash(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32) -> UInt64 {
    var mixed = (UInt64(nw) | UInt64(ne) << 32) ^ (UInt64(sw) | UInt64(se) << 32) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 33
    mixed &*= 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    mixed &*= 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return mixed
  }

  /// The first slot to look in: the low half of the hash scaled to the slot count, which need not be a
  /// power of two, so the table can grow by less than double.
  @inline(__always)
  func slotIndex(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(slotCount)) >> 32)
  }

  /// The top five bits of the hash, placed above the id as a slot keeps them.
  @inline(__always)
  static func tag(_ hash: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: hash >> (64 - (32 - idBits))) << idBits
  }

  /// Spreads the nodes over a new number of slots; the old slots are freed first, so the two never
  /// take memory at the same time.
  ///
  /// Each node's slot is a cache miss: the slot of a node some way ahead is asked for first, so that
  /// many misses are under way at once.
  func rehash(slotCount newCount: Int) {
    let oldCount = slotCount
    free(slots)
    if let table = Self.emptySlots(count: max(newCount, 1 << 12)) {
      (slots, slotCount, slotLimit) = table
    } else {
      // Refused: the old size again, which was just given back, with room for the reserve's nodes.
      guard let table = Self.emptySlots(count: oldCount) else { fatalError("HashLife lost its own slots") }
      (slots, slotCount, slotLimit) = table
      slotLimit = min(oldCount - 1, nodeCount + Self.slack)
      stopForLackOfMemory()
    }
    let ahead = 16
    for index in Int(Self.firstNodeID)..<nodeCount {
      if index + ahead < nodeCount {
        let later = nodes[index + ahead]
        life_prefetch(slots + slotIndex(Self.hash(later.nw, later.ne, later.sw, later.se)))
      }
      let node = nodes[index]
      let hash = Self.hash(node.nw, node.ne, node.sw, node.se)
      var slot = slotIndex(hash)
      while slots[slot] != 0 { slot = slot + 1 == slotCount ? 0 : slot + 1 }
      slots[slot] = Self.tag(hash) | UInt32(index)
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
