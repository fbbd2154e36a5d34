import ShelterGeometry
public import ShelterNotifications
import ShelterViews

/// A policy written the way the classic recipes are: it observes one show notification and
/// will-hide, does nothing while its attachment is off, and restores by running its hide path as a
/// will-hide posted now would.
///
/// The four recipes conform; only this plumbing is shared, each path stays faithful to its post.
public protocol KeyboardNotificationRecipe: AvoidancePolicy {
  /// The notification the show path observes: will-show, or did-show for the second recipe.
  var showNotification: NotificationName { get }
  /// The show path.
  func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance)
  /// The hide path, run on will-hide and on ``AvoidancePolicy/restore(for:)``.
  func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance)
}

extension KeyboardNotificationRecipe {
  /// Most recipes observe will-show.
  public var showNotification: NotificationName { .keyboardWillShow }

  /// Hands a keyboard notification to the show or hide path.
  public func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance) {
    guard case .keyboard(let name, let info) = event, avoidance.recipesAreActive else { return }
    if name == showNotification {
      keyboardShows(info, for: avoidance)
    } else if name == .keyboardWillHide {
      keyboardHides(info, for: avoidance)
    }
  }

  /// Runs the hide path when the keyboard is up; nothing when it is hidden.
  public func restore(for avoidance: KeyboardAvoidance) {
    guard let info = avoidance.recipeHideInfo else { return }
    keyboardHides(info, for: avoidance)
  }
}

extension KeyboardAvoidance {
  /// Whether a recipe reacts at all: the recipes have no settings of their own, so a disabled
  /// attachment (or one whose strategy is `none`) stands for observers that were never added.
  var recipesAreActive: Bool {
    settings.acts(for: nil)
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
  /// A rect given in screen space (a keyboard's frame) in this view's space, as
  /// `view.convert(frame, from: window.screen.coordinateSpace)`; `nil` outside a window or under a
  /// transform that cannot be inverted.
  func rectFromScreen(_ rect: Rect) -> Rect? {
    guard let window, let fromScreen = window.transformToSuperview.inverted() else { return nil }
    return try? convert(fromScreen.apply(to: rect), from: window)
  }

  /// Moves the view so that its frame's top edge is at `y` (superview space), keeping its size and
  /// transform, as the recipes' `view.frame = …` assignments do.
  func moveFrameTop(to y: Double) {
    var frame = self.frame
    frame.origin.y = y
    self.frame = frame
  }
}
