import ShelterFixtures
package import ShelterGeometry
package import ShelterSimulation
import ShelterViews

/// Where every identified view of a scene sits, as window-space quads, captured at one moment.
///
/// Capture one before applying a step and pass it to ``renderSVG(scene:step:previousFrames:)``
/// after, and the drawing shows what the step moved: a ghost of each moved view's old outline and
/// an arrow from old to new. Views are matched by identifier; views without one are not captured.
package struct ScenePlacement: Sendable, Equatable {
  /// Window-space quads by view identifier.
  package var quads: [String: Quad]
  /// The window's bounds when captured, `nil` when not known; a drawing whose window has another
  /// size since (a rotation, a `resize`) shows the old outlines in a picture of that old window.
  package var windowRect: Rect?

  /// Creates a placement from quads keyed by view identifier, in a window of `windowRect`.
  package init(quads: [String: Quad], windowRect: Rect? = nil) {
    self.quads = quads
    self.windowRect = windowRect
  }

  /// Captures every identified view of the scene's windows, in one top-down pass (O(n), no recursion).
  ///
  /// When two views share an identifier, the first in document order is kept.
  package init(scene: Scene) {
    var quads: [String: Quad] = [:]
    for placed in PlacedView.all(in: scene) {
      guard let id = placed.view.identifier, quads[id] == nil else { continue }
      quads[id] = placed.quad
    }
    self.quads = quads
    windowRect = scene.window.bounds
  }

  /// The quad of the view with that identifier, in window space.
  package subscript(id: String) -> Quad? { quads[id] }
}

/// A view with its composed transform to window space, found by a walk of the tree.
struct PlacedView {
  /// The view.
  let view: View
  /// The map from the view's bounds space to window space.
  let transform: Transform
  /// Whether the view or an ancestor below the window is hidden, or the composed alpha is below
  /// UIKit's 0.01 visibility threshold.
  let isHidden: Bool
  /// The index, in the same list, of the nearest ancestor that clips what it holds to its bounds
  /// (a scroll view, as UIKit's do, or a view with `clipsToBounds`), `nil` when none does.
  var clip: Int? = nil

  /// The outline of the view's bounds in window space.
  var quad: Quad { Quad(rect: view.bounds, transform: transform) }

  /// Whether the view clips its subviews to its bounds.
  var clipsSubviews: Bool { view is ScrollView || view.clipsToBounds }

  /// Every view of every window of the scene, back to front, each in its own window's space.
  static func all(in scene: Scene) -> [PlacedView] {
    scene.windows.count == 1 ? all(in: scene.window) : scene.windows.flatMap { all(in: $0) }
  }

  /// Every view under `window` (not the window itself) in depth-first pre-order, back to front as
  /// UIKit draws them, carrying the composed transform down with an explicit stack.
  static func all(in window: View) -> [PlacedView] {
    var result: [PlacedView] = []
    var stack: [(view: View, superToWindow: Transform, hidden: Bool, alpha: Double, clip: Int?)] = []
    for child in window.subviews.reversed() {
      stack.append((child, .identity, false, 1, nil))
    }
    while let (view, superToWindow, hiddenAbove, alphaAbove, clip) = stack.popLast() {
      let transform = view.transformToSuperview.concatenating(superToWindow)
      let alpha = alphaAbove * view.alpha
      let hidden = hiddenAbove || view.isHidden || alpha < 0.01
      let placed = PlacedView(view: view, transform: transform, isHidden: hidden, clip: clip)
      let inner = placed.clipsSubviews ? result.count : clip
      result.append(placed)
      for child in view.subviews.reversed() {
        stack.append((child, transform, hidden, alpha, inner))
      }
    }
    return result
  }
}
