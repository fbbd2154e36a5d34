public import ShelterNotifications

/// The duration and curve an animation runs with, and the rule by which a nested one inherits them.
///
/// UIKit documents that an animation begun while another is in flight (inside its `animations`
/// block, or inside a keyboard will-show, will-hide or will-change-frame handler, which UIKit posts
/// inside the keyboard's animation) takes the in-flight animation's remaining duration unless it has
/// ``AnimationOptions/overrideInheritedDuration``, and its curve unless it has
/// ``AnimationOptions/overrideInheritedCurve``; ``AnimationOptions/overrideInheritedOptions`` keeps
/// both its own.
public struct AnimationTiming: Hashable, Sendable {
  /// The duration asked for, in seconds.
  public var duration: Double
  /// The timing curve.
  public var curve: TimingCurve

  /// Creates a timing from a duration in seconds and a curve; the curve defaults to ease-in-out,
  /// as `UIView.animate(withDuration:animations:)` runs with `curveEaseInOut`.
  public init(duration: Double, curve: TimingCurve = .easeInEaseOut) {
    self.duration = duration
    self.curve = curve
  }

  /// How long the animation really moves: a spring's own duration, else ``duration``.
  public var length: Double { curve.length(forDuration: duration) }

  /// Its progress `elapsed` seconds after it began: 0 before, 1 from ``length`` on.
  public func progress(atElapsed elapsed: Double) -> Double {
    curve.progress(atElapsed: elapsed, duration: duration)
  }

  /// The timing of an animation asked for with `duration`, `curve` and `options` while `inFlight`
  /// (begun `elapsed` seconds earlier) runs: its remaining duration unless `options` override the
  /// duration, its curve unless they override the curve (`overrideInheritedOptions` overrides both). Without an in-flight animation, the
  /// animation's own.
  ///
  ///     let keyboard = AnimationTiming(duration: 0.25, curve: .keyboard)
  ///     AnimationTiming.nested(duration: 0.3, curve: .easeInEaseOut, options: [], inFlight: keyboard)
  ///     // 0.25 s on the keyboard's spring
  public static func nested(
    duration: Double, curve: TimingCurve, options: AnimationOptions, inFlight: AnimationTiming?,
    elapsed: Double = 0
  ) -> AnimationTiming {
    guard let inFlight else { return AnimationTiming(duration: duration, curve: curve) }
    // "Not inherit the animation type or any options" (UIView.AnimationOptions): its own of both.
    let keepsAll = options.contains(.overrideInheritedOptions)
    let keepsDuration = keepsAll || options.contains(.overrideInheritedDuration)
    let keepsCurve = keepsAll || options.contains(.overrideInheritedCurve)
    return AnimationTiming(
      duration: keepsDuration ? duration : max(0, inFlight.duration - max(0, elapsed)),
      curve: keepsCurve ? curve : inFlight.curve)
  }
}
