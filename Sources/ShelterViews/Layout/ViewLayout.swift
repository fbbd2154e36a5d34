public import ShelterGeometry

/// A view's Auto Layout settings and installed constraints, kept out of line (in the view's
/// extras) so that views laid out by frames pay nothing for them.
final class ViewLayout {
  /// The constraints installed on the view, in the order they were added (UIKit's `constraints`).
  var constraints: [LayoutConstraint] = []
  /// UIKit's `translatesAutoresizingMaskIntoConstraints` (default `true`, as for views made in code).
  var translatesAutoresizingMask = true
  /// The size the content wants; `-1` on an axis for none (`UIView.noIntrinsicMetric`).
  var intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  /// Content hugging per axis (horizontal, vertical).
  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// Compression resistance per axis (horizontal, vertical).
  var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
  /// Margins as given (`nil`: UIKit's default, 8 on every edge, or a controller root's minimum).
  var directionalLayoutMargins: DirectionalEdgeInsets?
  /// UIKit's `insetsLayoutMarginsFromSafeArea` (default `true`).
  var insetsLayoutMarginsFromSafeArea = true
  /// UIKit's `preservesSuperviewLayoutMargins` (default `false`).
  var preservesSuperviewLayoutMargins = false
  /// Guides added with `addLayoutGuide(_:)`.
  var guides: [LayoutGuide] = []
  /// The safe-area guide, made on first use.
  var safeAreaGuide: LayoutGuide?
  /// The margins guide, made on first use.
  var marginsGuide: LayoutGuide?
  /// Distance from the top to the first and last baselines; `nil` puts them at the bottom edge.
  var firstBaselineOffset: Double?
  var lastBaselineOffset: Double?
}

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
