/// A part of a view's or layout guide's alignment rectangle that a constraint relates, as UIKit's
/// `NSLayoutConstraint.Attribute`; the raw value is the fixture grammar's spelling.
public enum LayoutAttribute: String, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// The axis an attribute measures along; UIKit refuses a constraint between two axes.
  public enum Axis: Sendable, Equatable {
    case horizontal, vertical
  }

  /// Which axis the attribute lies on.
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    default: return .vertical
    }
  }

  /// Whether the attribute is a size (`width`, `height`) rather than a position.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute follows the layout direction (leading, trailing and their margins).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is an absolute horizontal edge (left, right and their margins), which
  /// UIKit refuses to relate to a directional one.
  public var isAbsoluteHorizontalEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is measured from the layout margins rather than the edges.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default: return false
    }
  }
}
