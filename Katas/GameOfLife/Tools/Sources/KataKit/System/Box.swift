/// A value one job sets and the build reads once every job has ended.
final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
