/// A square of HashLife's quadtree: its four quadrants, its remembered future and the next node in its hash chain.
///
/// The smallest squares, 8 × 8 leaves, hold their 64 cells in `nw` (bits 0–31) and `ne` (bits 32–63), with
/// `sw` and `se` zero; larger squares hold the ids of their quadrants, which are never zero.
struct QuadNode {
  var nw: UInt32
  var ne: UInt32
  var sw: UInt32
  var se: UInt32
  /// The centre half moved on, or ``HashLifeEngine/noResult`` when not yet known.
  var result: UInt32
  /// The next node in the same hash bucket, or 0.
  var next: UInt32
}

extension QuadNode {
  /// Whether this is an 8 × 8 leaf, whose first two fields are cells rather than ids.
  var isLeaf: Bool { sw == 0 && se == 0 }
}
