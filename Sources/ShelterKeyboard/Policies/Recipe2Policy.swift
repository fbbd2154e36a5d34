import ShelterGeometry
public import ShelterNotifications
public import ShelterViews

/// The second classic recipe: on did-show it moves the controller view's frame up by the part of
/// the keyboard's height that the space below one named view cannot absorb; on will-hide it moves
/// it down by the same formula.
///
/// The post hard-wires one outlet; here the named view is the text input that is focused the first
/// time the recipe fires (a did-show or will-hide), and it stays that view for the policy's life,
/// whichever field is focused later. Kept faithful, flaws included:
/// - the keyboard's height comes from the notification's *begin* frame, so after a frame change
///   (predictive bar, emoji keyboard) it is the old height;
/// - both moves are relative (`-=` on show, `+=` on hide), so every frame change while shown moves
///   the view again and the view wanders;
/// - the hide path moves the view by `height - spaceBelow` unconditionally, also when show moved
///   nothing, so a named view that the keyboard never covered sends the screen up on hide;
/// - the move waits for did-show (the keyboard is already up) and ignores the distance to keep;
/// - the show animates with UIKit's default ease-in-out curve, the hide does not animate.
public final class Recipe2Policy: KeyboardNotificationRecipe {
  /// `recipe2`.
  public let name = "recipe2"

  /// The recipe acts on did-show, after the keyboard has covered the screen.
  public var showNotification: NotificationName { .keyboardDidShow }

  /// The view whose bottom is measured: the text input focused when the recipe first fired, or
  /// `nil` before that (then measured as a zero rect, as an unset outlet would be).
  public private(set) var namedView: View?

  private var binding = RecipeControllerBinding()

  /// Creates the policy with no named view yet.
  public init() {}

  /// The recipe's did-show path.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let measured = measure(info, avoidance), measured.overlap > 0 else { return }
    let view = measured.view
    let top = view.frame.origin.y - measured.overlap
    avoidance.animator.animate(duration: info.animationDuration, curve: .easeInOut) {
      view.moveFrameTop(to: top)
    }
  }

  /// The recipe's will-hide path.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let measured = measure(info, avoidance) else { return }
    measured.view.moveFrameTop(to: measured.view.frame.origin.y + measured.overlap)
  }

  /// What both paths measure: the controller view, and how much of the keyboard's (begin-frame)
  /// height the space below the named view cannot absorb, negative when it absorbs all of it.
  /// Names the focused field on the first call.
  private func measure(_ info: KeyboardInfo, _ avoidance: KeyboardAvoidance) -> (view: View, overlap: Double)?
  {
    if namedView == nil { namedView = avoidance.focusedField }
    guard let controllerView = binding.view(for: namedView, in: avoidance) else { return nil }
    let spaceBelow = controllerView.frame.height - namedBottom(in: controllerView)
    return (controllerView, info.frameBegin.height - spaceBelow)
  }

  /// The named view's bottom edge in the controller view's bounds space; zero without a named view.
  private func namedBottom(in controllerView: View) -> Double {
    guard let namedView else { return 0 }
    guard let superview = namedView.superview else { return namedView.frame.maxY }
    return (try? superview.convert(namedView.frame, to: controllerView))?.maxY ?? namedView.frame.maxY
  }
}
