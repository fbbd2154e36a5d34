import ShelterGeometry
import ShelterNotifications
import ShelterViews

/// What the four recipes share: each observes one show notification and will-hide, does nothing
/// while its attachment is off, and restores by running its own hide path.
///
/// The recipes are kept faithful to the posts they come from, so only this plumbing is shared.
enum RecipeEvents {
  /// Hands a keyboard event to the recipe's show or hide path.
  static func handle(
    _ event: AvoidanceEvent, for avoidance: KeyboardAvoidance, showOn show: NotificationName,
    show onShow: (KeyboardInfo, KeyboardAvoidance) -> Void,
    hide onHide: (KeyboardInfo, KeyboardAvoidance) -> Void
  ) {
    guard case .keyboard(let name, let info) = event, avoidance.recipesAreActive else { return }
    if name == show {
      onShow(info, avoidance)
    } else if name == .keyboardWillHide {
      onHide(info, avoidance)
    }
  }

  /// Runs the hide path as a will-hide posted now would, when the keyboard is up.
  static func restore(
    for avoidance: KeyboardAvoidance, hide onHide: (KeyboardInfo, KeyboardAvoidance) -> Void
  ) {
    guard let info = avoidance.recipeHideInfo else { return }
    onHide(info, avoidance)
  }
}

extension KeyboardAvoidance {
  /// Whether a recipe reacts at all: the recipes have no settings of their own, so a disabled
  /// attachment (or one whose strategy is `none`) stands for observers that were never added.
  var recipesAreActive: Bool {
    settings.isEnabled && settings.strategy != .none
  }

  /// The info of the will-hide notification UIKit would post if the keyboard went away now, or
  /// `nil` when it is already hidden (the recipe's hide path has then run already).
  ///
  /// Frames in screen space: the begin frame is the shown keyboard, the end frame the same size just
  /// below the screen; the duration and curve are the last notification's.
  var recipeHideInfo: KeyboardInfo? {
    guard let shown = keyboardFrame else { return nil }
    let screenHeight = window?.screen.size.height ?? shown.maxY
    let last = lastKeyboardInfo
    return KeyboardInfo(
      frameBegin: shown,
      frameEnd: Rect(x: shown.minX, y: screenHeight, width: shown.width, height: shown.height),
      animationDuration: last?.animationDuration ?? 0, animationCurve: last?.animationCurve ?? .keyboard)
  }
}

/// Which controller view a recipe treats as its `self.view`.
///
/// A recipe lives in one controller (a category on it, or a field bound to it); a controller or
/// field attachment names that controller. A window manager has none, so it takes the view it
/// would move for the field at hand and remembers it, so that the hide path moves the same view
/// back even after the field resigned.
struct RecipeControllerBinding {
  private weak var lastView: View?

  /// The controller view for `field` (which may be `nil`), in `avoidance`'s scope.
  mutating func view(for field: View?, in avoidance: KeyboardAvoidance) -> View? {
    switch avoidance.scope {
    case .controller(let controller)?: return controller.view
    case .field(_, let controller)?: return controller.view
    case .window(let window)?:
      if let field, let moved = avoidance.movedView(for: field) {
        lastView = moved
        return moved
      }
      return lastView ?? window.rootViewController?.view
    case nil: return nil
    }
  }
}

extension View {
  /// Moves the view so that its frame's top edge is at `y` (superview space), keeping its size and
  /// transform, as the recipes' `view.frame = …` assignments do.
  func moveFrameTop(to y: Double) {
    var frame = self.frame
    frame.origin.y = y
    self.frame = frame
  }
}
