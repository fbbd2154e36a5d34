public import ShelterNotifications

/// The options of UIKit's block animations, with `UIView.AnimationOptions`' raw values.
///
/// The low bits are flags; bits 16–19 hold the curve, read as `(rawValue >> 16) & 0xF`. Passing a
/// keyboard notification's raw curve without shifting it, as `options: curve` does with curve 7,
/// sets the flags ``layoutSubviews``, ``allowUserInteraction`` and ``beginFromCurrentState`` and
/// leaves the curve field 0, ease-in-out:
///
///     AnimationOptions(rawValue: 7).curve                    // .easeInOut
///     AnimationOptions.curve(.keyboard).curve                // .keyboard (7 << 16)
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// UIKit's raw value.
  public var rawValue: UInt

  /// Creates options from UIKit's raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Lay out subviews at commit time so that they animate with their parent (1 << 0).
  public static let layoutSubviews = Self(rawValue: 1 << 0)
  /// Let touches reach views while they animate (1 << 1).
  public static let allowUserInteraction = Self(rawValue: 1 << 1)
  /// Start from the in-flight animation's current (presentation) value (1 << 2).
  public static let beginFromCurrentState = Self(rawValue: 1 << 2)
  /// Repeat indefinitely (1 << 3); Shelter records it but plays the animation once.
  public static let `repeat` = Self(rawValue: 1 << 3)
  /// Run backwards and forwards, with ``repeat`` (1 << 4); recorded, not played.
  public static let autoreverse = Self(rawValue: 1 << 4)
  /// Keep this animation's own duration inside an in-flight animation (1 << 5).
  public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
  /// Keep this animation's own curve inside an in-flight animation (1 << 6).
  public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
  /// Redraw content while animating (1 << 7); transitions only.
  public static let allowAnimatedContent = Self(rawValue: 1 << 7)
  /// Hide and show instead of removing and adding in a transition (1 << 8).
  public static let showHideTransitionViews = Self(rawValue: 1 << 8)
  /// Inherit neither the animation type nor any option (1 << 9).
  public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

  /// Ease-in-out, the default: curve field 0.
  public static let curveEaseInOut = Self(rawValue: 0 << 16)
  /// Ease-in: curve field 1.
  public static let curveEaseIn = Self(rawValue: 1 << 16)
  /// Ease-out: curve field 2.
  public static let curveEaseOut = Self(rawValue: 2 << 16)
  /// Linear: curve field 3.
  public static let curveLinear = Self(rawValue: 3 << 16)

  /// The options whose curve field holds `curve` (its raw value shifted left by 16), as
  /// `UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)`; a raw value outside 0...15
  /// keeps only its low four bits, as the field does.
  public static func curve(_ curve: AnimationCurve) -> Self {
    Self(rawValue: (UInt(truncatingIfNeeded: curve.rawValue) & 0xF) << 16)
  }

  /// The curve UIKit reads from these options: `(rawValue >> 16) & 0xF`.
  public var curve: AnimationCurve {
    AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF))
  }
}
