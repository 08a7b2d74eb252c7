/// A square of HashLife's quadtree: its four quadrants and its remembered future, 20 bytes.
///
/// The smallest squares, 8 × 8 leaves, hold their 64 cells in `nw` (bits 0–31) and `ne` (bits 32–63), with
/// `sw` and `se` zero; larger squares hold the ids of their quadrants, which are never zero. The node is
/// found by its quadrants through the engine's slot table, so it needs no link to other nodes of its own.
struct QuadNode {
  var nw: UInt32
  var ne: UInt32
  var sw: UInt32
  var se: UInt32
  /// The centre half moved on, or ``HashLifeEngine/noResult`` when not yet known.
  var result: UInt32
}

extension QuadNode {
  /// Whether this is an 8 × 8 leaf, whose first two fields are cells rather than ids.
  var isLeaf: Bool { sw == 0 && se == 0 }
}
