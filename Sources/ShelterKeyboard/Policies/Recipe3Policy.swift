public import ShelterGeometry
public import ShelterNotifications
public import ShelterViews

/// The third classic recipe, a text-field category bound to its controller: on will-show, if its
/// field is first responder and the keyboard's top is above the field's bottom, it saves the
/// controller view's frame and moves the view up to leave 10 points; on will-hide it puts the saved
/// frame back.
///
/// Attach it per field (`field.attachKeyboardAvoidance(policy: Recipe3Policy())`); under a
/// controller or window attachment every text input in scope acts as if it had the category.
/// Kept faithful, flaws included:
/// - the move is relative (`+=`) and the save overwrites the previous one, so after a second
///   will-show while shifted the hide path puts back the shifted frame, not the original;
/// - the hide path runs only for the field that is first responder then, and only while the view's
///   top is above zero; a field that never saved a frame puts back a zero rect (the post reads an
///   unset string with `CGRectFromString`), collapsing the controller's view;
/// - focus changes without a will-show are not handled;
/// - both moves animate with UIKit's default ease-in-out curve.
public final class Recipe3Policy: KeyboardNotificationRecipe {
  /// `recipe3`.
  public let name = "recipe3"

  /// A text-field category: one attachment per text input.
  public var attachesToEachField: Bool { true }

  /// The gap the recipe leaves between the field's bottom and the keyboard's top, in points.
  public static let gap: Double = 10

  private var saved: [SavedFrame] = []
  private var binding = RecipeControllerBinding()

  /// Creates the policy with no saved frames.
  public init() {}

  /// The controller view's frame (its superview's space) that `field` saved at its last move, or
  /// `nil` when it never moved anything.
  public func savedFrame(for field: View) -> Rect? {
    saved.first { $0.field === field }?.frame
  }

  /// The recipe's will-show path.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    // `focusedField` is the attached field only while it is first responder.
    guard let field = avoidance.focusedField, let controllerView = binding.view(for: field, in: avoidance)
    else { return }
    let rect = field.superview.flatMap { try? $0.convert(field.frame, to: controllerView) } ?? .zero
    // The keyboard's frame is in screen space: into the window, then into the controller's view.
    guard let keyboard = controllerView.rectFromScreen(info.frameEnd) else { return }
    let keyboardTop = keyboard.minY
    guard keyboardTop < rect.maxY else { return }
    let gap = keyboardTop - rect.maxY - Self.gap
    let current = controllerView.frame
    save(current, for: field)
    avoidance.animator.animate(duration: info.animationDuration, curve: .easeInOut) {
      controllerView.moveFrameTop(to: current.origin.y + gap)
    }
  }

  /// The recipe's will-hide path.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let field = avoidance.focusedField, let controllerView = binding.view(for: field, in: avoidance),
      controllerView.frame.origin.y < 0
    else { return }
    let frame = savedFrame(for: field) ?? .zero
    avoidance.animator.animate(duration: info.animationDuration, curve: .easeInOut) {
      controllerView.frame = frame
    }
  }

  private func save(_ frame: Rect, for field: View) {
    saved.removeAll { $0.field == nil || $0.field === field }
    saved.append(SavedFrame(field: field, frame: frame))
  }
}

/// One field's saved controller frame; the field is held weakly, as the post's associated object
/// lives and dies with its field.
private struct SavedFrame {
  weak var field: View?
  var frame: Rect
}
