/// The exit codes of `life`, from the BSD `sysexits` convention.
enum ExitCode {
  /// Success, and help.
  static let success: Int32 = 0
  /// Any other failure, such as an output file that cannot be written.
  static let failure: Int32 = 1
  /// A bad command line: an unknown command, option, rule, pattern name or value.
  static let usage: Int32 = 64
  /// Bad input data: a pattern file that cannot be read as any format.
  static let dataError: Int32 = 65
}
