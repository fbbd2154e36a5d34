package import ShelterGeometry
package import ShelterViews

/// Where the keyboard is relative to a window, and what counts as visible.
package enum KeyboardGeometry {
  /// Whether a keyboard frame (screen space) is docked: it spans the screen's width and its bottom
  /// reaches the screen's bottom edge while part of it is on screen.
  ///
  /// Floating, undocked and split keyboards fail this test and so move nothing; a hardware
  /// keyboard's frame below the screen fails it too, while its shortcut bar passes as a short keyboard.
  package static func isDocked(_ keyboard: Rect, on screen: Screen, tolerance: Double = 0.5) -> Bool {
    screen.isDockedKeyboard(keyboard, tolerance: tolerance)
  }

  /// The part of a keyboard (screen space) that covers a window, in window space; `nil` when it
  /// covers none of it.
  package static func coveredPart(of keyboard: Rect, in window: Window) -> Rect? {
    guard let toWindow = window.transformToSuperview.inverted() else { return nil }
    let inWindow = toWindow.apply(to: keyboard)
    let covered = inWindow.intersection(window.bounds)
    return covered.isNull || covered.isEmpty ? nil : covered
  }

  /// The highest window y a focused field may reach, the one definition the policy and every rule
  /// use: the window's safe-area top plus the tallest `additionalSafeAreaInsets.top` (a navigation
  /// bar) of the controllers above the field; for a field in a form sheet, the sheet's top plus the
  /// bars inside it, never above the window's safe-area top; and never above the top of an ancestor
  /// that clips it: a scroll view (UIKit's clip their content) or a view with `clipsToBounds`, so
  /// a form scrolled under a header stops at the scroll view's top edge.
  ///
  /// Measured on the geometry as it is: a policy measures it on the unmoved screen, the checks on
  /// the screen as it would be without the keyboard. One walk up and, when something clips, one
  /// walk down the same ancestors, so its cost is linear in the field's depth.
  package static func visibleTop(above field: View, in window: Window) -> Double {
    let safeTop = window.windowSafeAreaInsets.top
    var extra = 0.0
    var ancestors: [View] = []
    var clips = false
    var sheet: View?
    var current: View? = field
    while let view = current, view !== window {
      if view !== field {
        ancestors.append(view)
        clips = clips || view.clipsToBounds || view.kind.isScrollable
      }
      if let controller = view.viewController {
        extra = max(extra, controller.additionalSafeAreaInsets.top)
        if controller.presentationStyle == .formSheet {
          sheet = view
          break
        }
      }
      current = view.superview
    }
    var top = safeTop + extra
    guard clips || sheet != nil else { return top }
    // Down from the outermost ancestor, each one's map to window space from its superview's.
    var toWindow = ancestors.last?.superview.map(\.transformToRoot) ?? .identity
    for view in ancestors.reversed() {
      toWindow = view.transformToSuperview.concatenating(toWindow)
      if view === sheet {
        top = max(safeTop, toWindow.apply(to: view.bounds).minY + extra)
      } else if view.clipsToBounds || view.kind.isScrollable {
        top = max(top, toWindow.apply(to: view.bounds).minY)
      }
    }
    return top
  }

  /// How many window points one point of a view's vertical extent covers.
  package static func verticalScale(of view: View) -> Double {
    scale(of: view.transformToRoot)
  }

  private static func scale(of t: Transform) -> Double {
    let scale = (t.c * t.c + t.d * t.d).squareRoot()
    return scale > 0 && scale.isFinite ? scale : 1
  }

  /// A displacement given in window space, expressed in the space of a view's superview.
  package static func vectorFromWindow(_ vector: Point, intoSuperviewOf view: View) -> Point {
    guard let superview = view.superview, let inverse = superview.transformToRoot.inverted() else {
      return vector
    }
    return Point(
      x: inverse.a * vector.x + inverse.c * vector.y, y: inverse.b * vector.x + inverse.d * vector.y)
  }
}
