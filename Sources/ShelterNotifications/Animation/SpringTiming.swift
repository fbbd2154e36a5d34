import Foundation

/// A damped spring as a timing curve: progress x(t) solves x'' = −ω₀²(x − 1) − 2ζω₀x' from x(0) = 0,
/// x'(0) = v₀, and the curve ends exactly on 1 at ``duration``.
///
/// Under-damped (ζ < 1) springs overshoot and oscillate, critically damped ones (ζ = 1) arrive
/// fastest without overshoot, over-damped ones (ζ > 1) creep in. Velocity is in progress per second:
/// 1 is the whole distance in one second, as UIKit's `initialSpringVelocity`.
public struct SpringTiming: Hashable, Sendable {
  /// ζ, the damping ratio: damping / (2√(stiffness · mass)).
  public let dampingRatio: Double
  /// ω₀, the undamped angular frequency √(stiffness / mass), in radians per second.
  public let angularFrequency: Double
  /// v₀, the initial velocity in progress per second.
  public let initialVelocity: Double
  /// When the curve ends, in seconds: from then on progress is exactly 1.
  public let duration: Double

  /// How far from the end value a spring counts as settled: 0.1% of the distance.
  public static let settlingTolerance = 0.001

  /// A spring from its physical parameters, as `UISpringTimingParameters(mass:stiffness:damping:
  /// initialVelocity:)` and `CASpringAnimation`; it lasts until it has settled within
  /// ``settlingTolerance``, whatever duration the animation asks for.
  ///
  /// Throws unless mass, stiffness and damping are positive (an undamped spring never settles),
  /// each of them and the velocity lies in ``parameterRange`` (the velocity's magnitude), and the
  /// spring settles within 1e9 s.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    throws(TimingCurveError)
  {
    try Self.checkPositive("mass", mass)
    try Self.checkPositive("stiffness", stiffness)
    try Self.checkPositive("damping", damping)
    try Self.checkVelocity(initialVelocity)
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let settling = Self.settlingTime(
      dampingRatio: zeta, angularFrequency: omega, initialVelocity: initialVelocity)
    try TimingCurveError.check("settling time", settling, "finite") { _ in true }
    self.init(checkedRatio: zeta, frequency: omega, velocity: initialVelocity, duration: settling)
  }

  /// The spring of UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
  /// it lasts `duration`, and its frequency is chosen so that, started at rest, it settles within
  /// ``settlingTolerance`` exactly then (UIKit does not document its own choice).
  ///
  /// Throws unless `duration` and `dampingRatio` are positive, they and the velocity's magnitude
  /// lie in ``parameterRange``, and a spring of that ratio settles within 1e9 s.
  public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(TimingCurveError) {
    try Self.checkPositive("duration", duration)
    try Self.checkPositive("dampingRatio", dampingRatio)
    try Self.checkVelocity(initialVelocity)
    // At rest the settling time scales as 1/ω₀: settle a unit-frequency spring, then scale.
    let unit = Self.settlingTime(dampingRatio: dampingRatio, angularFrequency: 1, initialVelocity: 0)
    try TimingCurveError.check("settling time", unit, "finite") { _ in true }
    self.init(
      checkedRatio: dampingRatio, frequency: unit / duration, velocity: initialVelocity, duration: duration)
  }

  /// A spring with every parameter given: damping ratio, angular frequency (rad/s), initial velocity
  /// (progress per second) and the duration after which it rests on 1.
  ///
  /// Throws unless the ratio, the frequency and the duration are positive and they and the
  /// velocity's magnitude lie in ``parameterRange``.
  public init(dampingRatio: Double, angularFrequency: Double, initialVelocity: Double, duration: Double)
    throws(TimingCurveError)
  {
    try Self.checkPositive("dampingRatio", dampingRatio)
    try Self.checkPositive("angularFrequency", angularFrequency)
    try Self.checkVelocity(initialVelocity)
    try Self.checkPositive("duration", duration)
    self.init(
      checkedRatio: dampingRatio, frequency: angularFrequency, velocity: initialVelocity, duration: duration)
  }

  /// Where every parameter a caller gives lies (a velocity by its magnitude, up to the upper end).
  ///
  /// Within it every regime's closed form has finite coefficients and the progress is finite at
  /// every time, so no parameter can make the curve NaN: damping 1e300 would make the over-damped
  /// roots' weights ∞/∞, and a duration of 1e-320 an infinite frequency.
  public static let parameterRange = 1e-9...1e9

  /// Throws unless `value` is positive and within ``parameterRange``.
  private static func checkPositive(_ name: String, _ value: Double) throws(TimingCurveError) {
    try TimingCurveError.check(name, value, "positive") { $0 > 0 }
    try TimingCurveError.check(name, value, "from 1e-9 to 1e9") { parameterRange.contains($0) }
  }

  /// Throws unless the initial velocity is finite and at most 1e9 progress per second either way.
  private static func checkVelocity(_ velocity: Double) throws(TimingCurveError) {
    try TimingCurveError.check("initialVelocity", velocity, "within ±1e9") {
      abs($0) <= parameterRange.upperBound
    }
  }

  private init(checkedRatio: Double, frequency: Double, velocity: Double, duration: Double) {
    dampingRatio = checkedRatio
    angularFrequency = frequency
    initialVelocity = velocity
    self.duration = duration
  }

  /// The keyboard's curve 7: the `CASpringAnimation` of mass 3, stiffness 1000, damping 500 and
  /// initial velocity 0 that UIKit runs for 0.5 s, evaluated critically damped,
  /// x(t) = 1 − e^(−ω₀t)(1 + ω₀t) with ω₀ = √(1000/3), and resting on 1 at 0.5 s.
  ///
  /// Those parameters give ζ ≈ 4.56, whose over-damped solution is only 63% of the way at 0.5 s;
  /// the critically damped reading is what Flutter's engine and react-native-keyboard-controller use
  /// to follow the real keyboard (docs/animation.md). At 0.5 s it is 99.89% of the way.
  public static let keyboard = SpringTiming(
    checkedRatio: 1, frequency: (1000.0 / 3).squareRoot(), velocity: 0, duration: 0.5)

  /// The progress `elapsed` seconds after the start: 0 at or before 0, exactly 1 from ``duration`` on.
  public func progress(atElapsed elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    return 1 + displacement(at: elapsed)
  }

  /// x(t) − 1, the signed distance still to go (−1 at the start).
  private func displacement(at t: Double) -> Double {
    let solution = Solution(dampingRatio, angularFrequency, initialVelocity)
    switch solution {
    case let .under(decay, frequency, cosine, sine):
      return exp(-decay * t) * (cosine * cos(frequency * t) + sine * sin(frequency * t))
    case let .critical(omega, constant, slope):
      return (constant + slope * t) * exp(-omega * t)
    case let .over(slow, fast, slowWeight, fastWeight):
      return slowWeight * exp(slow * t) + fastWeight * exp(fast * t)
    }
  }

  /// The closed-form solution of y = x − 1 for y(0) = −1, y'(0) = v₀, in each regime.
  private enum Solution {
    /// y = e^(−ζω₀t)(A cos ω_d t + B sin ω_d t), ω_d = ω₀√(1 − ζ²), A = −1, B = (v₀ − ζω₀)/ω_d.
    case under(decay: Double, frequency: Double, cosine: Double, sine: Double)
    /// y = (A + Bt)e^(−ω₀t), A = −1, B = v₀ − ω₀.
    case critical(omega: Double, constant: Double, slope: Double)
    /// y = C₁e^(r₁t) + C₂e^(r₂t), r = −ω₀(ζ ∓ √(ζ² − 1)), C₁ = (v₀ + r₂)/(r₁ − r₂), C₂ = −1 − C₁.
    case over(slow: Double, fast: Double, slowWeight: Double, fastWeight: Double)

    init(_ zeta: Double, _ omega: Double, _ velocity: Double) {
      if abs(zeta - 1) < 1e-9 {
        self = .critical(omega: omega, constant: -1, slope: velocity - omega)
      } else if zeta < 1 {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        self = .under(
          decay: zeta * omega, frequency: damped, cosine: -1, sine: (velocity - zeta * omega) / damped)
      } else {
        let root = (zeta * zeta - 1).squareRoot()
        // ζ − √(ζ² − 1) = 1 / (ζ + √(ζ² − 1)), without the cancellation that makes it 0 for large ζ.
        let slow = -omega / (zeta + root)
        let fast = -omega * (zeta + root)
        let weight = (velocity + fast) / (slow - fast)
        self = .over(slow: slow, fast: fast, slowWeight: weight, fastWeight: -1 - weight)
      }
    }

    /// A bound on |y(t)| that falls monotonically once below 1, to find when the spring settles.
    func envelope(at t: Double) -> Double {
      switch self {
      case let .under(decay, _, cosine, sine):
        return exp(-decay * t) * (cosine * cosine + sine * sine).squareRoot()
      case let .critical(omega, constant, slope):
        return (abs(constant) + abs(slope) * t) * exp(-omega * t)
      case let .over(slow, fast, slowWeight, fastWeight):
        return abs(slowWeight) * exp(slow * t) + abs(fastWeight) * exp(fast * t)
      }
    }
  }

  /// The first time at which the solution's envelope is within ``settlingTolerance``: doubling until
  /// it is, then halving the last interval (the envelope starts at 1, may rise, then only falls).
  static func settlingTime(dampingRatio: Double, angularFrequency: Double, initialVelocity: Double) -> Double
  {
    let solution = Solution(dampingRatio, angularFrequency, initialVelocity)
    var high = 1 / angularFrequency
    while solution.envelope(at: high) > settlingTolerance {
      high *= 2
      if !high.isFinite || high > 1e9 { return .infinity }
    }
    var low = high / 2
    while high - low > 1e-12 * high {
      let middle = (low + high) / 2
      if solution.envelope(at: middle) > settlingTolerance { low = middle } else { high = middle }
    }
    return high
  }
}
