import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
package import ShelterViews

/// The layout rules `shelter check` judges beside the avoidance rules, at the load and after every
/// step, on whatever device and orientation the fixture is laid out for (`docs/layout.md`, "Layout
/// checks"), each rule in its own file: ``UnsatisfiableConstraintsRule``, ``AmbiguousLayoutRule``,
/// ``InputClippedRule``, ``InputOffScreenRule``, ``ControlInUnsafeAreaRule`` and
/// ``ControlsOverlapRule``.
///
/// The screen rules measure the layout, not the avoidance: every view Shelter's policy moved is put
/// back for the measurement (``KeyboardAvoidance/measuringOriginals(_:)``), as the avoidance rules
/// judge those moves. Content inside a scroll view is judged only against the clipping ancestors
/// below the scroll view, since scrolling brings it into view. Hidden views and views with alpha
/// at most 0.01 (UIKit's hit-test threshold), and everything under them, are not judged.
///
/// A standing problem is reported at the step where it starts, not again while it lasts; an
/// unsatisfiable set is reported every time a pass breaks it. One judgement is one pass over the
/// views: the frames come from one walk, overlaps from a sweep over each superview's controls.
package struct LayoutChecks {
  /// How far, in points, a frame may pass a bound before it counts.
  package static let tolerance = Tolerances.points

  /// The keys of the standing findings of the previous judgement.
  private var standing: Set<String> = []

  /// Starts with nothing standing.
  package init() {}

  /// Judges the scene after a step (or at the load); `breaks` are the constraints the step's
  /// layout passes broke.
  package mutating func judge(scene: Scene, breaks: [LayoutEngine.ConstraintBreak]) -> [RuleFinding] {
    var found: [RuleFinding] = breaks.map(UnsatisfiableConstraintsRule.finding(for:))
    // Every attachment's moved views go back once for all windows (not once per window), so a
    // scene of n windows costs O(n), not O(n²).
    let screens = KeyboardAvoidance.measuringOriginals(of: scene.avoidances) {
      scene.windows.map { Self.screenFindings(in: $0) }
    }
    var current: [(key: String, finding: RuleFinding)] = []
    for (window, screen) in zip(scene.windows, screens) {
      current += AmbiguousLayoutRule.findings(in: window)
      current += screen
    }
    var now: Set<String> = []
    for (key, finding) in current {
      now.insert(key)
      if !standing.contains(key) { found.append(finding) }
    }
    standing = now
    return found
  }

  /// What one walk of the window finds: clipped and off-screen text inputs, controls in the unsafe
  /// area, overlapping controls.
  private static func screenFindings(in window: Window) -> [(key: String, finding: RuleFinding)] {
    var rects: [ObjectIdentifier: Rect] = [:]
    window.forEachFrameInRootSpace { view, rect in rects[ObjectIdentifier(view)] = rect }
    let screen = window.bounds
    let safeArea = window.safeAreaLayoutFrame
    var found: [(key: String, finding: RuleFinding)] = []
    // What a view inherits: the visible part its clipping ancestors leave (with the nearest
    // clipper's id), and whether a scroll view above it can bring it into view.
    var stack: [(view: View, clip: (rect: Rect, id: String)?, scrolls: Bool)] = [(window, nil, false)]
    while let (view, clip, scrolls) = stack.popLast() {
      guard !view.isHidden, view.alpha > 0.01, let rect = rects[ObjectIdentifier(view)] else { continue }
      var judged = false
      if view is any TextInput, let id = view.identifier {
        if let clip, let finding = InputClippedRule.judge(id: id, frame: rect, clip: clip) {
          found.append(finding)
        } else if !scrolls, let finding = InputOffScreenRule.judge(id: id, frame: rect, screen: screen) {
          found.append(finding)
          judged = true
        }
      }
      if !judged, !scrolls, view is Button || view is any TextInput, let id = view.identifier,
        let finding = ControlInUnsafeAreaRule.judge(
          id: id, frame: rect, visible: clip.map { $0.rect.intersection(rect) } ?? rect, screen: screen,
          safeArea: safeArea)
      {
        found.append(finding)
      }
      found += ControlsOverlapRule.findings(among: view.subviews, rects: rects)
      var inherited = clip
      var scrolling = scrolls
      if view is ScrollView {
        inherited = nil
        scrolling = true
      } else if view.clipsToBounds, view !== window {
        let visible = clip.map { $0.rect.intersection(rect) } ?? rect
        inherited = (visible, view.identifier ?? clip?.id ?? "a superview")
      }
      for child in view.subviews.reversed() { stack.append((child, inherited, scrolling)) }
    }
    return found
  }

  /// Whether `inner` lies within `outer`, up to the tolerance on every edge.
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
      && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
  }
}
