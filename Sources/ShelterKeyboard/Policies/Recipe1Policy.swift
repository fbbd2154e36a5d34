import ShelterGeometry
public import ShelterNotifications
public import ShelterViews

/// The first classic recipe, a view-controller category: on will-show it finds the focused text
/// input by a recursive search and replaces the controller view's transform with an upward
/// translation; on will-hide it puts back the identity.
///
/// Kept faithful, flaws included, so it can be compared with ``ShelterPolicy``:
/// - the keyboard's top is taken as `window height - keyboard height`, which is only right for a
///   window whose bottom is the screen's bottom;
/// - the field is measured where it is now, transform included, yet the new transform replaces the
///   old one, so a second will-show while shifted (a predictive bar appearing) undershoots;
/// - the field ends flush with the keyboard's top, with no gap; a field below the window's bottom
///   moves up by the keyboard's height only and stays covered;
/// - the search keeps its last match and never clears it, so a will-show with no focused field in
///   the controller reuses the field found before;
/// - focus changes while the keyboard is up are ignored;
/// - the animation passes the keyboard's curve as animation options, which selects UIKit's default
///   ease-in-out curve, and skips the animation when the duration is zero.
///
/// The recipe's tap gesture that ends editing is the attachment's `dismissOnTap`.
public final class Recipe1Policy: KeyboardNotificationRecipe {
  /// `recipe1`.
  public let name = "recipe1"

  /// The text input the last search found; a later search that finds none leaves it in place.
  public private(set) var objectView: View?

  private var binding = RecipeControllerBinding()

  /// Creates the policy with nothing found yet.
  public init() {}

  /// The recipe's will-show path.
  public func keyboardShows(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let controllerView = lookUpControllerView(avoidance) else { return }
    if let found = Self.lastFocusedTextInput(in: controllerView) { objectView = found }
    let keyWindow = controllerView.window?.application.keyWindow
    // APPWINDOWHEIGHT: the key window's height; the keyboard's frame is used for its height only.
    let windowHeight = keyWindow?.bounds.height ?? 0
    let keyboardY = windowHeight - info.frameEnd.height
    // A missing view answers zero, as a message to nil does.
    let point = objectView.flatMap { try? $0.convert(Point.zero, to: keyWindow) } ?? .zero
    let bottom = point.y + (objectView?.frame.height ?? 0)
    guard bottom > keyboardY else { return }
    let offset = windowHeight - bottom < 0 ? keyboardY - bottom + (bottom - windowHeight) : keyboardY - bottom
    setTransform(Transform(translationX: 0, y: offset), of: controllerView, info, avoidance)
  }

  /// The recipe's will-hide path.
  public func keyboardHides(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let controllerView = lookUpControllerView(avoidance) else { return }
    setTransform(.identity, of: controllerView, info, avoidance)
  }

  /// The controller view the category lives in, found from the window's first responder.
  private func lookUpControllerView(_ avoidance: KeyboardAvoidance) -> View? {
    binding.view(for: avoidance.window?.firstResponder, in: avoidance)
  }

  private func setTransform(
    _ transform: Transform, of view: View, _ info: KeyboardInfo, _ avoidance: KeyboardAvoidance
  ) {
    guard info.animationDuration > 0 else {
      view.transform = transform
      return
    }
    // `options: curve` puts the curve's raw value in the options' low bits; the curve bits stay 0.
    let options = AnimationOptions(rawValue: UInt(truncatingIfNeeded: info.animationCurve.rawValue))
    avoidance.animator.animate(duration: info.animationDuration, options: options) {
      view.transform = transform
    }
  }

  /// The published search: every subview below `root` (not `root` itself) in pre-order, keeping
  /// the last text input that is first responder.
  static func lastFocusedTextInput(in root: View) -> View? {
    var found: View?
    for view in root.subtree.dropFirst() where view.kind.isTextInput && view.isFirstResponder {
      found = view
    }
    return found
  }
}
