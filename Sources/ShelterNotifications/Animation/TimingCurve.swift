/// How an animation's progress runs from 0 to 1 over time: one of Core Animation's cubic Béziers,
/// stretched over the animation's duration, or a spring, which lasts as long as it lasts.
///
///     TimingCurve.easeInEaseOut.progress(atElapsed: 0.125, duration: 0.25)   // 0.5
///     TimingCurve.keyboard.length(forDuration: 0.25)                          // 0.5
public enum TimingCurve: Hashable, Sendable {
  /// A cubic Bézier over the fraction of the duration elapsed.
  case cubicBezier(CubicBezierTiming)
  /// A spring, with its own duration.
  case spring(SpringTiming)

  /// Constant speed: `CAMediaTimingFunctionName.linear`, control points (0, 0) and (1, 1).
  public static let linear = bezier(0, 0, 1, 1)
  /// Slow start: `.easeIn`, control points (0.42, 0) and (1, 1).
  public static let easeIn = bezier(0.42, 0, 1, 1)
  /// Slow end: `.easeOut`, control points (0, 0) and (0.58, 1).
  public static let easeOut = bezier(0, 0, 0.58, 1)
  /// Slow at both ends: `.easeInEaseOut`, control points (0.42, 0) and (0.58, 1); UIKit's default.
  public static let easeInEaseOut = bezier(0.42, 0, 0.58, 1)
  /// Core Animation's `.default`: control points (0.25, 0.1) and (0.25, 1).
  public static let systemDefault = bezier(0.25, 0.1, 0.25, 1)
  /// The keyboard's curve 7, ``SpringTiming/keyboard``: 0.5 s whatever the duration asked for.
  public static let keyboard = spring(.keyboard)

  private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Self {
    .cubicBezier(CubicBezierTiming(checkedX1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// How long an animation asked to last `duration` seconds really moves: the duration itself for a
  /// Bézier, the spring's own duration for a spring; 0 when `duration` is not positive (UIKit then
  /// makes the changes without animating).
  public func length(forDuration duration: Double) -> Double {
    guard duration > 0, duration.isFinite else { return 0 }
    switch self {
    case .cubicBezier: return duration
    case .spring(let spring): return spring.duration
    }
  }

  /// The progress `elapsed` seconds after the start of an animation asked to last `duration`
  /// seconds: 0 at or before the start, exactly 1 from ``length(forDuration:)`` on.
  public func progress(atElapsed elapsed: Double, duration: Double) -> Double {
    let length = length(forDuration: duration)
    guard elapsed < length else { return 1 }
    guard elapsed > 0 else { return 0 }
    switch self {
    case .cubicBezier(let bezier): return bezier.progress(atFraction: elapsed / length)
    case .spring(let spring): return spring.progress(atElapsed: elapsed)
    }
  }
}

extension AnimationCurve {
  /// The timing curve UIKit runs for this curve: the four named Béziers, the keyboard's spring for
  /// raw value 7, and ease-in-out (UIKit's default) for any raw value without a curve of its own.
  public var timingCurve: TimingCurve {
    switch rawValue {
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .linear
    case 7: return .keyboard
    default: return .easeInEaseOut
    }
  }
}
