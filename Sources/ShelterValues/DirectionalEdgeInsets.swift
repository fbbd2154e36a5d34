public import ShelterGeometry

/// Edge insets whose horizontal edges follow the layout direction, as UIKit's
/// `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The inset at the leading edge (left, or right under right-to-left).
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The inset at the trailing edge.
  public var trailing: Double

  /// Insets given edge by edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No inset on any edge.
  public static let zero = Self(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same insets with left and right resolved for a layout direction.
  public func resolved(rightToLeft: Bool) -> EdgeInsets {
    rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
