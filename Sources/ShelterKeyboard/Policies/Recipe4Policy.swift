import ShelterGeometry
public import ShelterNotifications
import ShelterViews

/// The fourth classic recipe: on will-show it asks the window for its first responder and sets the
/// controller view's top to `-(keyboardHeight + 40 - spaceBelowField)`, absolutely; on will-hide it
/// sets the top to zero if the same margin, recomputed for the current first responder, is positive.
///
/// The absolute assignment keeps it from wandering over frame changes, but, kept faithful:
/// - the hide path writes `0`, not the original top, so a view that started below a navigation bar
///   (top 64) does not come back;
/// - the hide path recomputes the margin for whatever is focused then, so hiding while a field high
///   on the screen is focused leaves the view shifted;
/// - the space below the field is measured in the field's superview only (`superview.bounds.height -
///   field.frame.maxY`), ignoring where that superview and the controller's view are on screen;
/// - the 40 points of spacing are fixed and the view moves even when the field is not covered;
/// - with no first responder the space counts as zero, so the view still moves up by the keyboard's
///   height plus 40;
/// - both moves animate with UIKit's default ease-in-out curve.
public final class Recipe4Policy: KeyboardNotificationRecipe {
  /// `recipe4`.
  public let name = "recipe4"

  /// The recipe's fixed spacing between the field's bottom and the keyboard's top, in points.
  public static let spacing: Double = 40

  private var binding = RecipeControllerBinding()

  /// Creates the policy.
  public init() {}

  /// The recipe's margin: keyboard height (end frame) plus the spacing, minus the space between the
  /// field's bottom and its superview's bottom (zero without a field).
  static func margin(keyboard info: KeyboardInfo, field: View?) -> Double {
    var spaceBelow = 0.0
    if let field { spaceBelow = (field.superview?.bounds.height ?? 0) - field.frame.maxY }
    return info.frameEnd.height + spacing - spaceBelow
  }

  /// The recipe's will-show path.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    let field = avoidance.window?.firstResponder
    guard let controllerView = binding.view(for: field, in: avoidance) else { return }
    let margin = Self.margin(keyboard: info, field: field)
    guard margin > 0 else { return }
    avoidance.animator.animate(duration: info.animationDuration, curve: .easeInOut) {
      controllerView.moveFrameTop(to: -margin)
    }
  }

  /// The recipe's will-hide path.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    let field = avoidance.window?.firstResponder
    guard let controllerView = binding.view(for: field, in: avoidance) else { return }
    guard Self.margin(keyboard: info, field: field) > 0 else { return }
    avoidance.animator.animate(duration: info.animationDuration, curve: .easeInOut) {
      controllerView.moveFrameTop(to: 0)
    }
  }
}
