public import ShelterGeometry

extension KeyboardInfo {
  /// How long the keyboard really moves, in seconds: 0.5 with curve 7 whatever duration is reported,
  /// the reported duration with any other curve, 0 when the duration is zero (no animation).
  public var motionDuration: Double {
    animationCurve.timingCurve.length(forDuration: animationDuration)
  }

  /// The keyboard's presentation frame, in screen space, `elapsed` seconds after the notification
  /// was posted: ``frameBegin`` before, ``frameEnd`` from ``motionDuration`` on, and in between the
  /// begin frame moved toward the end frame by the curve's progress (origin and size alike).
  ///
  ///     // Slides from y 844 to 508 with curve 7; at 0.1 s: 1 − e^(−1.826)(1 + 1.826) = 0.545
  ///     info.frame(atElapsed: 0.1).minY   // 844 − 0.54478 × 336 = 660.95
  public func frame(atElapsed elapsed: Double) -> Rect {
    let progress = animationCurve.timingCurve.progress(atElapsed: elapsed, duration: animationDuration)
    func mix(_ begin: Double, _ end: Double) -> Double { begin + (end - begin) * progress }
    return Rect(
      x: mix(frameBegin.origin.x, frameEnd.origin.x), y: mix(frameBegin.origin.y, frameEnd.origin.y),
      width: mix(frameBegin.size.width, frameEnd.size.width),
      height: mix(frameBegin.size.height, frameEnd.size.height))
  }

  /// The keyboard's presentation frame, in screen space, at `time` for a notification posted at
  /// `postedAt` (both on one clock, in seconds).
  public func frame(at time: Double, postedAt: Double) -> Rect {
    frame(atElapsed: time - postedAt)
  }
}
