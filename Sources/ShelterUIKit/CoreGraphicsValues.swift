public import Foundation
public import ShelterGeometry

extension CGRect {
  /// The rect with each edge moved in by the insets (out, for negative ones), as UIKit's
  /// `inset(by:)` on `CGRect`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(Rect(self).inset(by: insets))
  }
}
