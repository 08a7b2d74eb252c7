import Dispatch

extension DispatchTime {
  /// The seconds from this moment until now.
  var secondsSince: Double { Double(DispatchTime.now().uptimeNanoseconds - uptimeNanoseconds) / 1e9 }
}
