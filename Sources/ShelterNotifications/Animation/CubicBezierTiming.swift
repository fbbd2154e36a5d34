/// A cubic Bézier timing function, as `CAMediaTimingFunction(controlPoints:)`: the curve from (0, 0)
/// to (1, 1) through two control points maps the fraction of the duration elapsed (x) to progress (y).
///
/// The control points' x must lie in 0...1, which keeps x increasing along the curve, so each time
/// has one progress; y may leave 0...1 (an overshoot).
///
///     try CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(atFraction: 0.5)   // 0.5
public struct CubicBezierTiming: Hashable, Sendable {
  /// The first control point's x, in 0...1.
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in 0...1.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Creates the curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
  ///
  /// Throws when a control point's x lies outside 0...1, as `CAMediaTimingFunction` accepts no
  /// such curve, or its y is not finite or beyond ±1e9 (beyond that the polynomial's coefficients
  /// could overflow and the progress would not be finite).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
    try TimingCurveError.check("x1", x1, "in 0...1") { (0...1).contains($0) }
    try TimingCurveError.check("y1", y1, "within ±1e9") { abs($0) <= 1e9 }
    try TimingCurveError.check("x2", x2, "in 0...1") { (0...1).contains($0) }
    try TimingCurveError.check("y2", y2, "within ±1e9") { abs($0) <= 1e9 }
    self.init(checkedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The curve of control points known to be valid (the named constants).
  init(checkedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The progress once `fraction` of the duration has elapsed: 0 at or before 0, 1 at or after 1.
  ///
  /// Solves x(s) = fraction for the curve parameter s (Newton's method from s = fraction, bisection
  /// when a step leaves 0...1 or does not converge), then returns y(s); exact to about 1e-12.
  public func progress(atFraction fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    // Control points on the diagonal (linear) make x(s) = y(s): progress is the fraction itself.
    if x1 == y1 && x2 == y2 { return fraction }
    return Self.polynomial(y1, y2, at: parameter(forFraction: fraction))
  }

  /// The curve parameter s in 0...1 at which x(s) = fraction.
  private func parameter(forFraction fraction: Double) -> Double {
    var s = fraction
    for _ in 0..<8 {
      let slope = Self.derivative(x1, x2, at: s)
      guard abs(slope) > 1e-9 else { break }
      let step = (Self.polynomial(x1, x2, at: s) - fraction) / slope
      s -= step
      guard (0...1).contains(s) else { break }
      if abs(step) < 1e-13 { return s }
    }
    // x(s) increases on 0...1, so halving the interval that holds the root always converges.
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
      let middle = (low + high) / 2
      if Self.polynomial(x1, x2, at: middle) < fraction { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// One coordinate of the curve: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
  private static func polynomial(_ p1: Double, _ p2: Double, at s: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The derivative of ``polynomial(_:_:at:)`` with respect to s.
  private static func derivative(_ p1: Double, _ p2: Double, at s: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }
}
