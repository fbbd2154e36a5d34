import ShelterViews

/// What ShelterUIKit keeps with a view beyond Shelter's model: values UIKit code sets that nothing
/// draws or judges (the layer, gesture recognizers, tint and text colours). One per view, made on
/// first use, in the view's `attachment` slot.
final class UIKitAttachment {
  var layer: CALayer?
  var gestureRecognizers: [UIGestureRecognizer] = []
  var tintColor: UIColor?
  var textColor: UIColor?
}

extension View {
  /// The view's ShelterUIKit values, created on first use.
  var uikit: UIKitAttachment {
    if let attachment = attachment as? UIKitAttachment { return attachment }
    let created = UIKitAttachment()
    attachment = created
    return created
  }
}
