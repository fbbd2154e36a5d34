public import ShelterNotifications
import ShelterViews

/// The bottom-constraint recipe: the controller keeps an outlet to one constraint (its avoidance's
/// ``AvoidanceSettings/keyboardConstraint``, whose first item is the view that rises, such as
/// `bar.bottom == root.safeAreaLayoutGuide.bottom`) and on every will-change-frame sets its
/// constant to the original less the keyboard's lift, animated with the keyboard's duration and
/// curve.
///
///     let lift = max(0, screenHeight - endFrame.minY - view.safeAreaInsets.bottom)
///     constraint.constant = original - lift
///     UIView.animate(withDuration: duration, delay: 0, options: curve << 16) { view.layoutIfNeeded() }
///
/// On will-hide the constant goes back to the original. The safe area subtracted is that of the
/// view of the controller whose avoidance names the constraint. Kept faithful, flaws included:
/// - the lift is measured against the screen's bottom, not the view's: a form sheet or any view
///   whose bottom is above the screen's rises too far;
/// - a floating or undocked keyboard lifts by its distance from the screen's bottom;
/// - only the named constraint moves: fields elsewhere on the screen stay where they are;
/// - a constraint written with the rising view second moves it the wrong way (the fixture refuses
///   one whose first item is not a view).
///
/// A screen whose controller names no constraint is left alone, and the attachment's
/// ``KeyboardAvoidance/notes`` say so.
public final class BottomConstraintPolicy: KeyboardNotificationRecipe {
  /// `bottom-constraint`.
  public let name = "bottom-constraint"

  /// The constant the named constraint had before the policy first changed it; `nil` while it is
  /// at its original.
  public private(set) var originalConstant: Double?

  /// Creates the policy.
  public init() {}

  /// The show path observes will-change-frame, which a hide posts too (before its will-hide).
  public var showNotification: NotificationName { .keyboardWillChangeFrame }

  /// The lift for a keyboard end frame (screen space): how far its top is above the screen's
  /// bottom, less the root view's bottom safe area, never negative.
  static func lift(screenHeight: Double, keyboardTop: Double, safeAreaBottom: Double) -> Double {
    max(0, screenHeight - keyboardTop - safeAreaBottom)
  }

  /// On will-change-frame: the constant becomes the original less the lift, animated with the
  /// keyboard.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let (root, constraint) = outlet(avoidance) else { return }
    let screenHeight = root.window?.screen.size.height ?? 0
    let lift = Self.lift(
      screenHeight: screenHeight, keyboardTop: info.frameEnd.minY, safeAreaBottom: root.safeAreaInsets.bottom)
    let original = originalConstant ?? constraint.constant
    originalConstant = original
    set(constraint, to: original - lift, root: root, info, avoidance)
  }

  /// On will-hide: the original constant, animated with the keyboard.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let original = originalConstant, let (root, constraint) = outlet(avoidance) else { return }
    originalConstant = nil
    set(constraint, to: original, root: root, info, avoidance)
  }

  private func set(
    _ constraint: LayoutConstraint, to constant: Double, root: View, _ info: KeyboardInfo,
    _ avoidance: KeyboardAvoidance
  ) {
    guard constraint.constant != constant else { return }
    avoidance.animator.animate(duration: info.animationDuration, curve: info.animationCurve) {
      constraint.constant = constant
      root.layoutIfNeeded()
    }
  }

  /// The controller's view and the constraint its avoidance names; `nil`, with a note, when the
  /// screen names none.
  private func outlet(_ avoidance: KeyboardAvoidance) -> (View, LayoutConstraint)? {
    guard case .controller(let controller)? = avoidance.scope else { return nil }
    let name = controller.identifier.map { "controller '\($0)'" } ?? "the controller"
    guard let id = avoidance.settings.keyboardConstraint else {
      avoidance.note("\(self.name): \(name) names no keyboardConstraint, so nothing moves")
      return nil
    }
    guard let constraint = avoidance.keyboardConstraint else {
      avoidance.note(
        "\(self.name): \(name) names keyboardConstraint '\(id)' but none is connected, so nothing moves")
      return nil
    }
    return (controller.view, constraint)
  }
}
