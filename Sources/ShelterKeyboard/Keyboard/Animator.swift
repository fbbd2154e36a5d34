public import ShelterNotifications

/// Runs geometry changes the way UIKit's `animate(withDuration:…)` would, with the keyboard's
/// duration and curve.
///
/// Shelter has no render loop, so an animator decides when end states land; tests swap in their own
/// to see exactly what was animated.
public protocol Animator: AnyObject {
  /// Applies `changes` as one animation of the given duration and curve.
  func animate(duration: Double, curve: AnimationCurve, changes: () -> Void)

  /// Applies `changes` as one animation with UIKit's options: the curve in their curve field
  /// (``AnimationOptions/curve``) and their rules for nesting inside an in-flight animation.
  func animate(duration: Double, options: AnimationOptions, changes: () -> Void)

  /// Posts one keyboard transition: `will` runs the will-change-frame and will-show or will-hide
  /// notifications, `did` the did-notifications. UIKit posts the first inside the keyboard's own
  /// animation and the second when it has finished; an animator without time runs both at once.
  func performKeyboardTransition(_ info: KeyboardInfo, will: () -> Void, did: () -> Void)
}

extension Animator {
  /// Runs the animation on the curve in `options`' curve field; the other options need time to
  /// matter, so an animator without it ignores them.
  public func animate(duration: Double, options: AnimationOptions, changes: () -> Void) {
    animate(duration: duration, curve: options.curve, changes: changes)
  }

  /// Posts the will-notifications, then the did-notifications, at once.
  public func performKeyboardTransition(_ info: KeyboardInfo, will: () -> Void, did: () -> Void) {
    will()
    did()
  }
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
