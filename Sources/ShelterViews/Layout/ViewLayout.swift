import ShelterGeometry
import ShelterValues

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
