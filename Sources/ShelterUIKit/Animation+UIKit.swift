public import Foundation
public import ShelterKeyboard
public import ShelterNotifications
public import ShelterViews

extension View {
  /// UIKit's `UIView.AnimationOptions`: Shelter's ``ShelterKeyboard/AnimationOptions``, the same bits
  /// (the curve in bits 16–19).
  public typealias AnimationOptions = ShelterKeyboard.AnimationOptions
  /// UIKit's `UIView.AnimationCurve`.
  public typealias AnimationCurve = UIViewAnimationCurve

  /// Runs `animations` as one animation, as UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`, then `completion(true)`.
  ///
  /// The animation goes to the animator of the hosted screen's keyboard (``HostedScreen``), which
  /// decides when end states land and records the duration and curve; with none, the end state
  /// lands at once, as Shelter's ``ImmediateAnimator`` does. Frames changed inside (by
  /// `layoutIfNeeded()`) are the model's end values either way; `delay` does not change them.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    if let animator = HostedScreen.currentAnimator {
      animator.animate(duration: duration, options: options, changes: animations)
    } else {
      animations()
    }
    completion?(true)
  }

  /// Runs `animations` as one spring animation, as UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`;
  /// the end state is the same as without the spring.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Runs `actions` outside any animation, as UIKit's `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// UIKit's `UIView.AnimationCurve`: the curve the keyboard's notifications carry as a number.
///
/// Like the Objective-C enumeration it stands for, `init(rawValue:)` is failable in its spelling
/// but accepts every value, so the keyboard's private curve 7 round-trips.
public struct UIViewAnimationCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's number (UIKit's `Int` raw value).
  public var rawValue: Int

  /// The curve with that number; never `nil`, as for UIKit's imported enumeration.
  public init?(rawValue: Int) { self.rawValue = rawValue }

  /// Slow at the start and the end.
  public static let easeInOut = Self(curve: .easeInOut)
  /// Slow at the start.
  public static let easeIn = Self(curve: .easeIn)
  /// Slow at the end.
  public static let easeOut = Self(curve: .easeOut)
  /// Constant speed.
  public static let linear = Self(curve: .linear)

  /// UIKit's curve for Shelter's.
  public init(curve: AnimationCurve) { self.rawValue = curve.rawValue }

  /// Shelter's curve for this one.
  public var curve: AnimationCurve { AnimationCurve(rawValue: rawValue) }
}

extension ShelterKeyboard.AnimationOptions {
  /// The options whose curve field holds `curve`, as apps build them from the keyboard's
  /// notification (`UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)`).
  public init(curve: UIViewAnimationCurve) { self = .curve(curve.curve) }
}

/// UIKit's `UIViewPropertyAnimator`, for the animations apps start with it in keyboard handlers:
/// the animations run through the same path as ``View/animate(withDuration:delay:options:animations:completion:)``
/// when ``startAnimation()`` is called, then the completions with `.end`.
public final class UIViewPropertyAnimator {
  /// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
  public enum Position: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values.
    case start
    /// Between them.
    case current
  }

  /// The duration, in seconds.
  public let duration: TimeInterval
  /// The curve.
  public let curve: UIViewAnimationCurve
  private var animations: [() -> Void] = []
  private var completions: [(Position) -> Void] = []
  /// Whether ``startAnimation()`` has run.
  public private(set) var isRunning = false

  /// An animator with a duration, a curve and the animations to run.
  public init(duration: TimeInterval, curve: UIViewAnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = curve
    if let animations { self.animations.append(animations) }
  }

  /// Adds animations to run.
  public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

  /// Adds a block to run when the animations end.
  public func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

  /// Runs the animations, then the completions.
  public func startAnimation() {
    isRunning = true
    let blocks = animations
    View.animate(withDuration: duration, options: .init(curve: curve)) {
      for block in blocks { block() }
    }
    isRunning = false
    for completion in completions { completion(.end) }
  }
}
