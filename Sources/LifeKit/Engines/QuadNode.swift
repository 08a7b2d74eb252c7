/// A square of HashLife's quadtree: its four quadrants, its remembered future and the next node in its hash chain.
///
/// The quadrants of a 4 × 4 square are 2 × 2 squares written as four bits (bit 0 north-west, bit 1
/// north-east, bit 2 south-west, bit 3 south-east); those of larger squares are node ids.
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
