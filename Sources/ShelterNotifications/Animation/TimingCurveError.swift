/// Why a timing curve could not be made: names the parameter, its value and what it must be.
public enum TimingCurveError: Error, Hashable, Sendable {
  /// A parameter is out of its range (`x1 = 1.5: must lie in 0...1`).
  case invalidParameter(name: String, value: Double, expected: String)
}

extension TimingCurveError: CustomStringConvertible {
  /// `name = value: must be …`, for people.
  public var description: String {
    switch self {
    case let .invalidParameter(name, value, expected): return "\(name) = \(value): must be \(expected)"
    }
  }
}

extension TimingCurveError {
  /// Throws unless `value` is finite and `isValid` holds.
  static func check(
    _ name: String, _ value: Double, _ expected: String, _ isValid: (Double) -> Bool
  ) throws(TimingCurveError) {
    guard value.isFinite, isValid(value) else {
      throw .invalidParameter(name: name, value: value, expected: expected)
    }
  }
}
