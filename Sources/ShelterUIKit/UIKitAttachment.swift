import ShelterViews

/// What ShelterUIKit keeps with a view beyond Shelter's model: values UIKit code sets that nothing
/// draws or judges (the layer, gesture recognizers, colours, text alignment, a field's border and
/// delegate, a button's configuration). One per view, made on first use, in the view's
/// `attachment` slot.
final class UIKitAttachment {
  var layer: CALayer?
  var gestureRecognizers: [UIGestureRecognizer] = []
  var tintColor: UIColor?
  var textColor: UIColor?
  var textAlignment: NSTextAlignment?
  var borderStyle: TextField.BorderStyle?
  var textFieldDelegate = WeakTextFieldDelegate()
  /// A button's title colours by state (`UIControl.State.rawValue`).
  var titleColors: [UInt: UIColor] = [:]
  var buttonConfiguration: Button.Configuration?
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
