import ShelterGeometry
public import ShelterNotifications
public import ShelterViews

/// Apple's listing in the Text Programming Guide for iOS ("Managing the Keyboard", moving content
/// under the keyboard), in its form that reads the End frame and calls `setContentOffset`: on
/// did-show the field's nearest enclosing scroll view gets a content inset of `(0, 0, keyboard
/// height, 0)` and, when the field's frame origin is not inside the controller view's frame less
/// the keyboard's height, scrolls to `(0, origin.y - keyboard height)`; on will-hide the inset
/// becomes zero.
///
/// Kept as the listing is, flaws included:
/// - the inset is the keyboard's whole height, whatever part of the scroll view it covers, and it
///   replaces the inset's every edge (a top inset the app had is lost, on hide too);
/// - the test mixes spaces: the field's origin in its superview's space against the controller
///   view's frame in its superview's space, and the point tested is the field's top, so a field
///   whose top is clear but whose bottom is covered does not scroll;
/// - the offset is absolute, `origin.y - height` in the field's superview's space, with no room
///   kept below the field and no clamp, and its `x` becomes 0;
/// - it acts on did-show only, after the keyboard has covered the screen, so focus changes while the
///   keyboard stays move nothing;
/// - the hide path puts no offset back: the scroll view stays where did-show left it.
///
/// A field with no enclosing scroll view (the listing's `scrollView` outlet) moves nothing.
public final class AppleSamplePolicy: KeyboardNotificationRecipe {
  /// `apple-sample`.
  public let name = "apple-sample"

  /// How long `setContentOffset(_:animated: true)` scrolls, in seconds: UIScrollView's own
  /// animation, not the keyboard's.
  public static let scrollDuration = 0.3

  /// The scroll view the last did-show acted on; the hide path zeroes its inset.
  private weak var scrollView: ScrollView?

  private var binding = RecipeControllerBinding()

  /// No scroll view encloses the field: nothing moves (the listing moves only its scroll view).
  public func notApplicable(to field: View, in avoidance: KeyboardAvoidance) -> String? {
    field.nearestEnclosingScrollView() == nil ? "no scroll view encloses it, so nothing moves" : nil
  }

  /// Creates the policy.
  public init() {}

  /// The listing acts on did-show.
  public var showNotification: NotificationName { .keyboardDidShow }

  /// The listing's `keyboardWasShown:`.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let field = avoidance.focusedField, let scroll = field.nearestEnclosingScrollView() else { return }
    scrollView = scroll
    let height = info.frameEnd.height
    scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    guard let view = binding.view(for: field, in: avoidance) else { return }
    var visible = view.frame
    visible.size.height -= height
    let origin = field.frame.origin
    guard !visible.contains(origin) else { return }
    let offset = Point(x: 0, y: origin.y - height)
    avoidance.animator.animate(duration: Self.scrollDuration, curve: .easeInOut) {
      scroll.contentOffset = offset
    }
  }

  /// The listing's `keyboardWillBeHidden:`.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let scroll = scrollView ?? avoidance.focusedField?.nearestEnclosingScrollView() else { return }
    scroll.contentInset = .zero
    scroll.verticalScrollIndicatorInsets = .zero
  }

}
