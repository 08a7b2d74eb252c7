/// A value one job sets and the build reads once every job has ended.
package final class Box<Value>: @unchecked Sendable {
  package var value: Value?

  package init() {}
}
