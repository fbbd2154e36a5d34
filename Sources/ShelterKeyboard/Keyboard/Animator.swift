public import ShelterNotifications

/// Runs geometry changes the way UIKit's `animate(withDuration:…)` would, with the keyboard's
/// duration and curve.
///
/// Shelter has no render loop, so an animator decides when end states land; tests swap in their own
/// to see exactly what was animated.
public protocol Animator: AnyObject {
  /// Applies `changes` as one animation of the given duration and curve.
  func animate(duration: Double, curve: AnimationCurve, changes: () -> Void)
}

/// One animation an ``ImmediateAnimator`` ran.
public struct AnimationRecord: Hashable, Sendable {
  /// The duration it was asked for, in seconds.
  public var duration: Double
  /// The curve it was asked for.
  public var curve: AnimationCurve
}

/// The default animator: applies the end state at once and records what was asked for.
///
/// Deterministic, so a test can assert both the final geometry and the keyboard's timing.
public final class ImmediateAnimator: Animator {
  /// Every animation run so far, oldest first.
  public private(set) var records: [AnimationRecord] = []

  /// Creates an animator with an empty record.
  public init() {}

  /// Applies the changes now and records the duration and curve.
  public func animate(duration: Double, curve: AnimationCurve, changes: () -> Void) {
    records.append(AnimationRecord(duration: duration, curve: curve))
    changes()
  }

  /// Forgets the records.
  public func reset() { records.removeAll() }
}
