import ShelterGeometry
import ShelterNotifications
import ShelterViews

/// The `additionalSafeAreaInsets` approach: on every will-change-frame the controller sets its
/// extra bottom inset to the keyboard's overlap less the view's bottom safe area, so constraints to
/// the safe area and scroll views' adjusted insets make room.
///
///     let overlap = view.bounds.maxY - view.convert(endFrame, from: screen).minY
///     additionalSafeAreaInsets.bottom = max(overlap - view.safeAreaInsets.bottom, 0)
///
/// This is the form most often copied, which reads `view.safeAreaInsets.bottom` *after* its own
/// earlier assignment is already part of it. The overlap is the view's bottom less the keyboard's
/// top, as the answer measures it, not the height of their intersection (the two differ only for a
/// keyboard whose bottom is above the view's). Kept faithful, flaws included:
/// - from a lifted state a new frame is measured against the lifted safe area, so a keyboard that
///   grows (a predictive bar) lifts by the growth only, under-lifting; the next notification with
///   the same frame swings back, so repeated changes oscillate;
/// - a view that neither constraints nor a scroll view place (frames set in code) does not move;
/// - a floating or undocked keyboard counts by its overlap like a docked one;
/// - an extra bottom inset the controller already had (a toolbar's) is overwritten: it is read as
///   part of the safe area, so the first lift is short by it, and the hide leaves 0;
/// - nothing else is observed: hiding works because the hide's will-change-frame has an overlap of
///   zero.
///
/// The assignment runs inside the keyboard's animation and forces a layout pass there, so views
/// constrained to the safe area move with the keyboard.
public final class SafeAreaInsetsPolicy: AvoidancePolicy {
  /// `safe-area-insets`.
  public let name = "safe-area-insets"

  private var binding = RecipeControllerBinding()

  /// Creates the policy.
  public init() {}

  /// Acts on will-change-frame only.
  public func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance) {
    guard case .keyboard(.keyboardWillChangeFrame, let info) = event, avoidance.recipesAreActive else {
      return
    }
    keyboardWillChangeFrame(info, for: avoidance)
  }

  /// Runs the will-change-frame path with the frame a hide would post, which sets the inset to 0.
  public func restore(for avoidance: KeyboardAvoidance) {
    guard let info = avoidance.recipeHideInfo else { return }
    keyboardWillChangeFrame(info, for: avoidance)
  }

  /// The approach's one handler.
  private func keyboardWillChangeFrame(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let view = binding.view(for: avoidance.window?.firstResponder, in: avoidance),
      let controller = view.viewController, let keyboard = view.rectFromScreen(info.frameEnd)
    else { return }
    let overlap = view.bounds.maxY - keyboard.minY
    // Reads the safe area that already includes this handler's last assignment.
    controller.additionalSafeAreaInsets.bottom = max(overlap - view.safeAreaInsets.bottom, 0)
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }
}
