import Foundation
import ShelterGeometry
import ShelterNotifications
import Testing

/// Progress of the Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) at a fraction of the
/// duration, worked out independently: Bernstein form, x solved by plain bisection.
private func bisectedBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at fraction: Double)
  -> Double
{
  func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if bernstein(x1, x2, middle) < fraction { low = middle } else { high = middle }
  }
  return bernstein(y1, y2, (low + high) / 2)
}

/// A spring's progress integrated numerically from m·x'' = −k(x − 1) − c·x', x(0) = 0, x'(0) = v,
/// with classical Runge–Kutta steps of 1/100,000 s.
private func integratedSpring(
  mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double
)
  -> Double
{
  let steps = Int((t * 100_000).rounded())
  let h = t / Double(steps)
  var x = 0.0
  var u = v
  func acceleration(_ x: Double, _ u: Double) -> Double { (-k * (x - 1) - c * u) / m }
  for _ in 0..<steps {
    let (k1x, k1u) = (u, acceleration(x, u))
    let (k2x, k2u) = (u + h / 2 * k1u, acceleration(x + h / 2 * k1x, u + h / 2 * k1u))
    let (k3x, k3u) = (u + h / 2 * k2u, acceleration(x + h / 2 * k2x, u + h / 2 * k2u))
    let (k4x, k4u) = (u + h * k3u, acceleration(x + h * k3x, u + h * k3u))
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
  }
  return x
}

/// The keyboard's curve as the issue states it: 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3).
private func keyboardFormula(_ t: Double) -> Double {
  let omega = (1000.0 / 3).squareRoot()
  return 1 - exp(-omega * t) * (1 + omega * t)
}

@Suite("Timing curves: Core Animation's Béziers and springs as functions of time")
struct TimingCurveTests {
  static let named: [(String, TimingCurve, (Double, Double, Double, Double))] = [
    ("linear", .linear, (0, 0, 1, 1)),
    ("easeIn", .easeIn, (0.42, 0, 1, 1)),
    ("easeOut", .easeOut, (0, 0, 0.58, 1)),
    ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
    ("default", .systemDefault, (0.25, 0.1, 0.25, 1)),
  ]

  @Test(arguments: 0..<5, [0.01, 0.1, 0.25, 0.3, 0.5, 0.7, 0.75, 0.9, 0.99])
  func bezierMatchesAnIndependentBisection(curve index: Int, fraction: Double) {
    let (_, curve, (x1, y1, x2, y2)) = Self.named[index]
    let expected = bisectedBezier(x1, y1, x2, y2, at: fraction)
    let got = curve.progress(atElapsed: fraction * 0.25, duration: 0.25)
    #expect(abs(got - expected) < 1e-9, "\(Self.named[index].0) at \(fraction): \(got) vs \(expected)")
  }

  /// At curve parameter s = 1/2 the Bernstein weights are 3/8, 3/8, 1/8: x = 3/8·(x1 + x2) + 1/8.
  @Test func bezierValuesWorkedByHand() throws {
    // easeIn: x = 3/8·1.42 + 1/8 = 0.6575, y = 3/8·1 + 1/8 = 0.5.
    #expect(abs(TimingCurve.easeIn.progress(atElapsed: 0.6575, duration: 1) - 0.5) < 1e-12)
    // easeOut: x = 3/8·0.58 + 1/8 = 0.3425, y = 0.5.
    #expect(abs(TimingCurve.easeOut.progress(atElapsed: 0.3425, duration: 1) - 0.5) < 1e-12)
    // default: x = 3/8·0.5 + 1/8 = 0.3125, y = 3/8·1.1 + 1/8 = 0.5375.
    #expect(abs(TimingCurve.systemDefault.progress(atElapsed: 0.3125, duration: 1) - 0.5375) < 1e-12)
    // easeInEaseOut is symmetric: halfway in time is halfway in progress. At s = 1/4 the weights
    // are 27/64, 9/64, 1/64: x = 27/64·0.42 + 9/64·0.58 + 1/64 = 0.274375, y = 9/64 + 1/64 = 0.15625.
    #expect(abs(TimingCurve.easeInEaseOut.progress(atElapsed: 0.125, duration: 0.25) - 0.5) < 1e-12)
    #expect(abs(TimingCurve.easeInEaseOut.progress(atElapsed: 0.274375, duration: 1) - 0.15625) < 1e-12)
    // Linear is the identity; a custom overshooting curve is accepted.
    #expect(abs(TimingCurve.linear.progress(atElapsed: 0.3, duration: 1) - 0.3) < 1e-12)
    let overshoot = try CubicBezierTiming(x1: 0.5, y1: 2, x2: 0.5, y2: 2)
    // s = 1/2: x = 3/8 + 1/8 = 0.5, y = 3/8·4 + 1/8 = 1.625.
    #expect(abs(overshoot.progress(atFraction: 0.5) - 1.625) < 1e-12)
  }

  @Test func curvesStartAtZeroAndEndExactlyOnOne() {
    for (name, curve, _) in Self.named {
      #expect(curve.progress(atElapsed: -1, duration: 0.25) == 0, "\(name)")
      #expect(curve.progress(atElapsed: 0, duration: 0.25) == 0, "\(name)")
      #expect(curve.progress(atElapsed: 0.25, duration: 0.25) == 1, "\(name)")
      #expect(curve.progress(atElapsed: 9, duration: 0.25) == 1, "\(name)")
      #expect(curve.length(forDuration: 0.25) == 0.25, "\(name)")
    }
    // No duration, no animation: the end at once.
    #expect(TimingCurve.easeIn.progress(atElapsed: 0, duration: 0) == 1)
    #expect(TimingCurve.keyboard.length(forDuration: 0) == 0)
    #expect(TimingCurve.easeIn.length(forDuration: .nan) == 0)
  }

  @Test func controlPointsOutsideTheUnitIntervalAreRefused() {
    #expect(throws: TimingCurveError.invalidParameter(name: "x1", value: 1.5, expected: "in 0...1")) {
      try CubicBezierTiming(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "x2", value: -0.1, expected: "in 0...1")) {
      try CubicBezierTiming(x1: 0.5, y1: 0, x2: -0.1, y2: 1)
    }
    let error = TimingCurveError.invalidParameter(name: "x1", value: 1.5, expected: "in 0...1")
    #expect(error.description == "x1 = 1.5: must be in 0...1")
    #expect(throws: TimingCurveError.self) { try CubicBezierTiming(x1: 0.5, y1: .nan, x2: 0.5, y2: 1) }
  }

  // MARK: The keyboard's curve 7

  @Test(arguments: [0.001, 0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.49, 0.4999])
  func keyboardCurveIsTheCriticallyDampedSpring(time: Double) {
    let got = TimingCurve.keyboard.progress(atElapsed: time, duration: 0.25)
    #expect(abs(got - keyboardFormula(time)) < 1e-12)
  }

  @Test func keyboardCurveLastsHalfASecondWhateverTheDuration() {
    for reported in [0.1, 0.25, 0.4, 2] {
      #expect(TimingCurve.keyboard.length(forDuration: reported) == 0.5)
      #expect(TimingCurve.keyboard.progress(atElapsed: 0.5, duration: reported) == 1)
    }
    // Past the reported 0.25 s the keyboard is still moving: 1 − e^(−5.4772)(6.4772) = 0.97292.
    #expect(abs(TimingCurve.keyboard.progress(atElapsed: 0.3, duration: 0.25) - 0.97292) < 1e-5)
    // Just before the end it is 99.89% of the way, then it rests exactly on the end value.
    #expect(abs(TimingCurve.keyboard.progress(atElapsed: 0.5 - 1e-12, duration: 0.25) - 0.99890) < 1e-5)
    #expect(AnimationCurve.keyboard.timingCurve == .keyboard)
  }

  /// The keyboard's physical parameters (mass 3, stiffness 1000, damping 500) give ζ = 500/(2√3000)
  /// ≈ 4.564: that over-damped spring is only 63% of the way at 0.5 s, which is why curve 7 is
  /// evaluated critically damped.
  @Test func theOverdampedReadingOfTheKeyboardSpringIsTooSlow() throws {
    let physical = try SpringTiming(mass: 3, stiffness: 1000, damping: 500)
    #expect(abs(physical.dampingRatio - 500 / (2 * 3000.0.squareRoot())) < 1e-12)
    let atHalfSecond = physical.progress(atElapsed: 0.5)
    #expect(
      abs(atHalfSecond - integratedSpring(mass: 3, stiffness: 1000, damping: 500, velocity: 0, at: 0.5))
        < 1e-8)
    #expect(abs(atHalfSecond - 0.632) < 0.001)
  }

  // MARK: Springs

  /// Under-, critically and over-damped springs, with and without initial velocity, against a
  /// numerical integration of the equation of motion.
  @Test(arguments: [
    (1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 10.0, 3.0), (1.0, 100.0, 20.0, 0.0), (2.0, 50.0, 20.0, -2.0),
    (3.0, 1000.0, 500.0, 0.0), (1.0, 400.0, 5.0, 1.0),
  ])
  func springMatchesTheIntegratedEquationOfMotion(
    mass: Double, stiffness: Double, damping: Double, velocity: Double
  ) throws {
    let spring = try SpringTiming(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    for t in [0.01, 0.05, 0.1, 0.2, 0.35] where t < spring.duration {
      let expected = integratedSpring(
        mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: t)
      #expect(abs(spring.progress(atElapsed: t) - expected) < 1e-8, "t = \(t)")
    }
    #expect(spring.progress(atElapsed: spring.duration) == 1)
  }

  /// Mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 0.5, ω_d = 8.660; the envelope
  /// e^(−5t)·√(1 + (5/8.660)²) = e^(−5t)·1.1547 reaches 0.001 at ln(1154.70)/5 = 7.05160/5 = 1.41032 s.
  @Test func physicalSpringLastsUntilItSettles() throws {
    let spring = try SpringTiming(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.angularFrequency - 10) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    #expect(abs(spring.duration - 1.41032) < 1e-5)
    #expect(TimingCurve.spring(spring).length(forDuration: 0.25) == spring.duration)
  }

  /// `usingSpringWithDamping` keeps the duration asked for; started at rest the spring's envelope
  /// (1 + ω₀t)e^(−ω₀t) (critically damped) is 0.001 exactly at that duration.
  @Test func durationSpringEndsOnItsDuration() throws {
    let spring = try SpringTiming(duration: 0.4, dampingRatio: 1)
    #expect(spring.duration == 0.4)
    let omega = spring.angularFrequency
    #expect(abs((1 + omega * 0.4) * exp(-omega * 0.4) - 0.001) < 1e-9)
    #expect(spring.progress(atElapsed: 0.4) == 1)
    // Bouncy: ζ = 0.3 overshoots the end value before settling.
    let bouncy = try SpringTiming(duration: 1, dampingRatio: 0.3)
    let peak = stride(from: 0.0, to: 1, by: 0.01).map { bouncy.progress(atElapsed: $0) }.max() ?? 0
    #expect(peak > 1.3)
  }

  @Test func badSpringParametersAreRefused() {
    #expect(throws: TimingCurveError.invalidParameter(name: "mass", value: 0, expected: "positive")) {
      try SpringTiming(mass: 0, stiffness: 100, damping: 10)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "damping", value: 0, expected: "positive")) {
      try SpringTiming(mass: 1, stiffness: 100, damping: 0)
    }
    #expect(throws: TimingCurveError.self) { try SpringTiming(mass: 1, stiffness: .infinity, damping: 1) }
    #expect(throws: TimingCurveError.invalidParameter(name: "duration", value: -1, expected: "positive")) {
      try SpringTiming(duration: -1, dampingRatio: 1)
    }
  }

  /// Parameters whose progress would be NaN are refused, naming the parameter: damping 1e300 on a
  /// unit mass and stiffness is ζ = 5e299, whose over-damped weights are ∞/∞; a damping ratio of
  /// 1e300 likewise; a duration of 1e-320 needs a frequency of about 9/1e-320, beyond any Double.
  @Test func parametersWhoseProgressIsNotFiniteAreRefused() throws {
    let tiny = try #require(Double("1e-320"))
    let range = "from 1e-9 to 1e9"
    #expect(throws: TimingCurveError.invalidParameter(name: "damping", value: 1e300, expected: range)) {
      try SpringTiming(mass: 1, stiffness: 1, damping: 1e300)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "dampingRatio", value: 1e300, expected: range)) {
      try SpringTiming(duration: 1, dampingRatio: 1e300)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "duration", value: tiny, expected: range)) {
      try SpringTiming(duration: tiny, dampingRatio: 1)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "dampingRatio", value: 1e300, expected: range)) {
      try SpringTiming(dampingRatio: 1e300, angularFrequency: 1, initialVelocity: 0, duration: 1)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "mass", value: 1e10, expected: range)) {
      try SpringTiming(mass: 1e10, stiffness: 1, damping: 1)
    }
    #expect(
      throws: TimingCurveError.invalidParameter(name: "initialVelocity", value: -2e9, expected: "within ±1e9")
    ) {
      try SpringTiming(duration: 1, dampingRatio: 1, initialVelocity: -2e9)
    }
    #expect(throws: TimingCurveError.invalidParameter(name: "y1", value: 1e300, expected: "within ±1e9")) {
      try CubicBezierTiming(x1: 0.5, y1: 1e300, x2: 0.5, y2: 1)
    }
    #expect(
      TimingCurveError.invalidParameter(name: "duration", value: 1e10, expected: range).description
        == "duration = 10000000000.0: must be from 1e-9 to 1e9")
  }

  /// At every corner of the allowed box (each regime, the frequency and the duration at both ends,
  /// the velocity at both ends and at rest) the progress is finite from start to end.
  @Test func progressIsFiniteAtEveryCornerOfTheAllowedParameters() throws {
    let ratios = [1e-9, 1 - 2e-9, 1, 1 + 2e-9, 2, 1e9]
    for ratio in ratios {
      for frequency in [1e-9, 1e9] {
        for velocity in [-1e9, 0, 1e9] {
          for duration in [1e-9, 1e9] {
            let spring = try SpringTiming(
              dampingRatio: ratio, angularFrequency: frequency, initialVelocity: velocity, duration: duration)
            for fraction in [1e-12, 1e-6, 0.001, 0.25, 0.5, 0.999999] {
              let progress = spring.progress(atElapsed: fraction * duration)
              #expect(
                progress.isFinite, "ζ \(ratio) ω \(frequency) v \(velocity) d \(duration) at \(fraction)")
            }
          }
        }
      }
    }
  }

  /// ζ = 1e8 at ω₀ = 1: the slow root −1/(ζ + √(ζ² − 1)) is −5e-9 (ζ − √(ζ² − 1) computed directly
  /// cancels to 0), so after 1e8 s at rest the spring has come 1 − e^(−0.5) = 0.39347 of the way.
  @Test func aHeavilyOverDampedSpringStillCreepsIn() throws {
    let spring = try SpringTiming(dampingRatio: 1e8, angularFrequency: 1, initialVelocity: 0, duration: 1e9)
    #expect(abs(spring.progress(atElapsed: 1e8) - (1 - exp(-0.5))) < 1e-6)
  }

  @Test func uikitCurvesMapToTheirTimingCurves() {
    #expect(AnimationCurve.easeInOut.timingCurve == .easeInEaseOut)
    #expect(AnimationCurve.easeIn.timingCurve == .easeIn)
    #expect(AnimationCurve.easeOut.timingCurve == .easeOut)
    #expect(AnimationCurve.linear.timingCurve == .linear)
    #expect(AnimationCurve(rawValue: 5).timingCurve == .easeInEaseOut)
  }

  // MARK: The keyboard's frame over time

  @Test func keyboardFrameFollowsItsCurve() {
    let info = KeyboardInfo(
      frameBegin: Rect(x: 0, y: 844, width: 390, height: 336),
      frameEnd: Rect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: .keyboard)
    #expect(info.motionDuration == 0.5)
    #expect(info.frame(atElapsed: -0.1) == info.frameBegin)
    #expect(info.frame(atElapsed: 0) == info.frameBegin)
    for t in [0.05, 0.1, 0.25, 0.4] {
      let frame = info.frame(atElapsed: t)
      #expect(abs(frame.minY - (844 - 336 * keyboardFormula(t))) < 1e-9)
      #expect(frame.size == Size(width: 390, height: 336))
    }
    #expect(info.frame(atElapsed: 0.5) == info.frameEnd)
    #expect(info.frame(at: 2.125, postedAt: 2) == info.frame(atElapsed: 0.125))

    // Ease-in-out over 0.25 s from 336 to 291 high: halfway at 0.125 s, y 508 + 45/2, height 336 − 45/2.
    let eased = KeyboardInfo(
      frameBegin: Rect(x: 0, y: 508, width: 390, height: 336),
      frameEnd: Rect(x: 0, y: 553, width: 390, height: 291), animationDuration: 0.25,
      animationCurve: .easeInOut)
    #expect(eased.motionDuration == 0.25)
    let halfway = eased.frame(atElapsed: 0.125)
    #expect(abs(halfway.minY - 530.5) < 1e-9)
    #expect(abs(halfway.height - 313.5) < 1e-9)

    // Not animated: at the end from the moment it is posted.
    let instant = KeyboardInfo(frameBegin: info.frameBegin, frameEnd: info.frameEnd, animationDuration: 0)
    #expect(instant.motionDuration == 0)
    #expect(instant.frame(atElapsed: 0) == instant.frameEnd)
  }
}
