import ShelterGeometry
public import ShelterNotifications
import ShelterViews

/// The root-view shift nearly every keyboard answer copies: on will-show, when the controller's
/// view sits at `y == 0`, it moves up by the keyboard's height; on will-hide its `y` goes back to 0.
///
///     if view.frame.origin.y == 0 { view.frame.origin.y -= keyboardHeight }   // will-show
///     if view.frame.origin.y != 0 { view.frame.origin.y = 0 }                  // will-hide
///
/// The height is the will-show end frame's. Nothing is animated explicitly: the assignment runs
/// inside the keyboard's own animation, as a change made in a will-notification's handler does.
/// Kept faithful, flaws included:
/// - the lift is the whole keyboard height whatever the field's place, so a field high on the
///   screen is pushed off the top and one low in a tab-bar screen may stay covered;
/// - a second will-show while shifted (a predictive bar appearing, a focus switch to a field with
///   another keyboard) moves nothing, since `y` is no longer 0, so the lift keeps the first height;
/// - a view whose original `y` is not 0 (below a bar, a child controller's view) never moves up
///   and is sent to `y = 0` on hide;
/// - a view that constraints place is put back by the next layout pass, so the shift is undone;
/// - where a floating keyboard posts no will-show (focus-driven on iPad), nothing moves; where one
///   is shown with will-show, the root moves up by the floating frame's height.
public final class RootShiftPolicy: KeyboardNotificationRecipe {
  /// `root-shift`.
  public let name = "root-shift"

  private var binding = RecipeControllerBinding()

  /// Creates the policy.
  public init() {}

  /// The will-show path: `y -= height` when `y == 0`.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let root = binding.view(for: avoidance.window?.firstResponder, in: avoidance),
      root.frame.origin.y == 0
    else { return }
    root.moveFrameTop(to: root.frame.origin.y - info.frameEnd.height)
  }

  /// The will-hide path: `y = 0` when it is not.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let root = binding.view(for: avoidance.window?.firstResponder, in: avoidance),
      root.frame.origin.y != 0
    else { return }
    root.moveFrameTop(to: 0)
  }
}
