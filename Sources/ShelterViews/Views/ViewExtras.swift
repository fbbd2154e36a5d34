import ShelterValues

/// The values a view rarely has, kept out of line so that the many views that never set them stay
/// small; a view creates its `ViewExtras` on the first write of one of them.
final class ViewExtras {
  var className: String?
  var tag = 0
  var fieldAvoidance: FieldAvoidance?
  var navigationIndex: Int?
  var allowsFirstResponder: Bool?
  weak var viewController: ViewController?
  var keyboardLayoutGuide: KeyboardLayoutGuide?
  var layout: ViewLayout?
  var backgroundColor: RGBAColor?
  var isOpaque = true
  var attachment: AnyObject?
}
