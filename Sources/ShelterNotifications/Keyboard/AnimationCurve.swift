/// The timing curve of an animation, as UIKit's `UIView.AnimationCurve` raw values.
///
/// Open rather than a closed enum because the keyboard animates with a curve UIKit does not name:
/// raw value 7, here ``keyboard``. Any other raw value a user-info dictionary carries is kept as is.
public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
  /// UIKit's raw value.
  public var rawValue: Int

  /// Creates a curve from UIKit's raw value.
  @inlinable public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Slow at both ends (raw value 0).
  public static let easeInOut = Self(rawValue: 0)
  /// Slow at the start (raw value 1).
  public static let easeIn = Self(rawValue: 1)
  /// Slow at the end (raw value 2).
  public static let easeOut = Self(rawValue: 2)
  /// Constant speed (raw value 3).
  public static let linear = Self(rawValue: 3)
  /// The curve UIKit's keyboard animates with (raw value 7, undocumented by UIKit).
  public static let keyboard = Self(rawValue: 7)
}

extension AnimationCurve: ExpressibleByIntegerLiteral {
  /// A curve written as UIKit's raw value (`7` is ``keyboard``), as fixtures and code that
  /// passes UIKit's numbers spell it.
  @inlinable public init(integerLiteral rawValue: Int) {
    self.init(rawValue: rawValue)
  }
}

extension AnimationCurve: CustomStringConvertible {
  /// The curve's name, or `curve(n)` for a raw value without one.
  public var description: String {
    switch rawValue {
    case 0: return "easeInOut"
    case 1: return "easeIn"
    case 2: return "easeOut"
    case 3: return "linear"
    case 7: return "keyboard"
    default: return "curve(\(rawValue))"
    }
  }
}
