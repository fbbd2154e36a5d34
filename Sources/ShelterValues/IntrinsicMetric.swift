/// The value meaning "no intrinsic size on this axis", shared by the description of a screen and
/// the live views (UIKit's `UIView.noIntrinsicMetric`, -1).
package enum IntrinsicMetric {
  /// No intrinsic size on that axis.
  package static let none: Double = -1
}
