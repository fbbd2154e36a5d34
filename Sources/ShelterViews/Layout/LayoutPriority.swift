/// How strongly a constraint holds, as UIKit's `UILayoutPriority`: 1000 is required, anything
/// below is optional, and a higher priority is always satisfied first (never outvoted by any
/// number of lower ones).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, in `1...1000`.
  public var rawValue: Double

  /// A priority of any value; constraints accept `1...1000`.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// A priority of any value; constraints accept `1...1000`.
  public init(_ rawValue: Double) { self.rawValue = rawValue }

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Compares by value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// 1000: the constraint must hold.
  public static let required = Self(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = Self(750)
  /// 250: the default content hugging.
  public static let defaultLow = Self(250)
  /// 50: the level `systemLayoutSizeFitting` uses to size a view as small as it can.
  public static let fittingSizeLevel = Self(50)
}
