public import ShelterGeometry
public import ShelterViews

/// Where the keyboard is relative to a window, and what counts as visible.
public enum KeyboardGeometry {
  /// Whether a keyboard frame (screen space) is docked: it spans the screen's width and its bottom
  /// reaches the screen's bottom edge while part of it is on screen.
  ///
  /// Floating, undocked and split keyboards fail this test and so move nothing; a hardware
  /// keyboard's frame below the screen fails it too, while its shortcut bar passes as a short keyboard.
  public static func isDocked(_ keyboard: Rect, on screen: Screen, tolerance: Double = 0.5) -> Bool {
    let size = screen.size
    return keyboard.minY < size.height - tolerance && keyboard.maxY >= size.height - tolerance
      && keyboard.minX <= tolerance && keyboard.maxX >= size.width - tolerance
  }

  /// The part of a keyboard (screen space) that covers a window, in window space; `nil` when it
  /// covers none of it.
  public static func coveredPart(of keyboard: Rect, in window: Window) -> Rect? {
    guard let toWindow = window.transformToSuperview.inverted() else { return nil }
    let inWindow = toWindow.apply(to: keyboard)
    let covered = inWindow.intersection(window.bounds)
    return covered.isNull || covered.isEmpty ? nil : covered
  }

  /// The highest window y a field may be moved to: the top of the moved view's safe area
  /// (window safe area, plus the controller's additional insets such as a navigation bar).
  public static func visibleTop(of moved: View, in window: Window) -> Double {
    let windowInsets = window.windowSafeAreaInsets
    // One walk up for the rect, the safe-area inset and the scale: `moved.safeAreaInsets.top` is
    // the part of the window's safe area above `safe.minY` inside the moved view's window rect.
    let toWindow = moved.transformToRoot
    let rect = toWindow.apply(to: moved.bounds)
    var top: Double
    if moved.window === window {
      let safe = window.bounds.inset(by: windowInsets)
      top = max(0, min(rect.height, safe.minY - rect.minY))
    } else {
      top = moved.safeAreaInsets.top
    }
    if let controller = moved.viewController { top += controller.additionalSafeAreaInsets.top }
    return max(windowInsets.top, rect.minY + top * scale(of: toWindow))
  }

  /// How many window points one point of a view's vertical extent covers.
  public static func verticalScale(of view: View) -> Double {
    scale(of: view.transformToRoot)
  }

  private static func scale(of t: Transform) -> Double {
    let scale = (t.c * t.c + t.d * t.d).squareRoot()
    return scale > 0 && scale.isFinite ? scale : 1
  }

  /// A displacement given in window space, expressed in the space of a view's superview.
  public static func vectorFromWindow(_ vector: Point, intoSuperviewOf view: View) -> Point {
    guard let superview = view.superview, let inverse = superview.transformToRoot.inverted() else {
      return vector
    }
    return Point(
      x: inverse.a * vector.x + inverse.c * vector.y, y: inverse.b * vector.x + inverse.d * vector.y)
  }
}
