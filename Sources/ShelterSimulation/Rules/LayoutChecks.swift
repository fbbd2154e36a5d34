import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
package import ShelterViews

/// The layout rules `shelter check` judges beside the avoidance rules, at the load and after every
/// step, on whatever device and orientation the fixture is laid out for (`docs/layout.md`, "Layout
/// checks"):
/// - **unsatisfiable constraints**: a layout pass broke a required constraint; the view is the
///   broken constraint's first item, the constraints its mutually exclusive set;
/// - **ambiguous layout**: the constraints leave a view's frame unfixed, with the constraints that
///   mention it on the free axis (sizes' implicit `>= 0` rows left out);
/// - **input clipped**: a visible text input passes the bounds of an ancestor with `clipsToBounds`
///   (the intersection of every clipping ancestor's bounds);
/// - **input off the screen**: a visible text input passes its window's bounds;
/// - **controls overlap**: two visible sibling controls (buttons, text inputs) overlap by more than
///   the tolerance on both axes, LayoutTest-iOS's sibling-overlap test restricted to controls.
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
    var found: [RuleFinding] = breaks.map { constraintBreak in
      let broken = constraintBreak.broken
      let view = broken.viewID ?? constraintBreak.conflict.lazy.compactMap(\.viewID).first ?? "window"
      return RuleFinding(
        kind: .unsatisfiableConstraints, viewID: view,
        // The set UIKit's log prints: not the rows Shelter adds for itself (`height >= 0`).
        detail: .unsatisfiable(
          broken: broken.name, conflict: constraintBreak.conflict.filter { !$0.isImplicit }.map(\.name)))
    }
    // Every attachment's moved views go back once for all windows (not once per window), so a
    // scene of n windows costs O(n), not O(n²).
    let screens = KeyboardAvoidance.measuringOriginals(of: scene.avoidances) {
      scene.windows.map { Self.screenFindings(in: $0) }
    }
    var current: [(key: String, finding: RuleFinding)] = []
    for (window, screen) in zip(scene.windows, screens) {
      current += Self.ambiguities(in: window)
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

  /// Every view of the window whose frame its constraints leave unfixed.
  private static func ambiguities(in window: Window) -> [(key: String, finding: RuleFinding)] {
    guard let engine = window.layoutEngine else { return [] }
    let views = engine.ambiguousViews(in: window).filter { $0.identifier != nil }
    guard !views.isEmpty else { return [] }
    return zip(views, engine.constraintsLeavingAmbiguous(views)).map { view, explained in
      let id = view.identifier ?? ""
      let finding = RuleFinding(
        kind: .ambiguousLayout, viewID: id,
        detail: .ambiguous(
          axes: explained.axes.map { $0 == .horizontal ? "horizontal" : "vertical" },
          constraints: explained.records.filter { !$0.isImplicit }.map(\.name)))
      return ("ambiguous\u{0}" + id, finding)
    }
  }

  /// What one walk of the window finds: clipped and off-screen text inputs, overlapping controls.
  private static func screenFindings(in window: Window) -> [(key: String, finding: RuleFinding)] {
    var rects: [ObjectIdentifier: Rect] = [:]
    window.forEachFrameInRootSpace { view, rect in rects[ObjectIdentifier(view)] = rect }
    let screen = window.bounds
    var found: [(key: String, finding: RuleFinding)] = []
    // What a view inherits: the visible part its clipping ancestors leave (with the nearest
    // clipper's id), and whether a scroll view above it can bring it into view.
    var stack: [(view: View, clip: (rect: Rect, id: String)?, scrolls: Bool)] = [(window, nil, false)]
    while let (view, clip, scrolls) = stack.popLast() {
      guard !view.isHidden, view.alpha > 0.01, let rect = rects[ObjectIdentifier(view)] else { continue }
      if view is any TextInput, let id = view.identifier {
        if let clip, !contains(clip.rect, rect) {
          found.append(
            (
              "clipped\u{0}" + id,
              RuleFinding(
                kind: .inputClipped, viewID: id,
                detail: .clipped(frame: rect, visible: clip.rect, by: clip.id))
            ))
        } else if !scrolls, !contains(screen, rect) {
          found.append(
            (
              "offScreen\u{0}" + id,
              RuleFinding(kind: .inputOffScreen, viewID: id, detail: .offScreen(frame: rect, screen: screen))
            ))
        }
      }
      found += overlaps(among: view.subviews, rects: rects)
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

  /// The overlapping pairs among one superview's visible controls, LayoutTest-iOS's test (each
  /// pair's frames overlap by more than the tolerance both ways), by a sweep along the axis they
  /// crowd least: sorted by their start on it, each is compared only with those that start before
  /// it ends.
  private static func overlaps(among siblings: [View], rects: [ObjectIdentifier: Rect])
    -> [(key: String, finding: RuleFinding)]
  {
    var controls: [(id: String, rect: Rect, order: Int)] = []
    for (order, view) in siblings.enumerated()
    where (view is Button || view is any TextInput) && !view.isHidden && view.alpha > 0.01 {
      guard let id = view.identifier, let rect = rects[ObjectIdentifier(view)] else { continue }
      controls.append((id, rect, order))
    }
    guard controls.count > 1 else { return [] }
    // Sweep along the axis the controls crowd least (the sum of their extents over their span): a
    // column of fields down, a row of buttons across, so each meets only its near neighbours.
    func crowding(_ extent: (Rect) -> (start: Double, end: Double)) -> Double {
      var total = 0.0
      var low = Double.infinity
      var high = -Double.infinity
      for control in controls {
        let (start, end) = extent(control.rect)
        total += end - start
        low = Swift.min(low, start)
        high = Swift.max(high, end)
      }
      return total / Swift.max(high - low, tolerance)
    }
    let across = crowding { ($0.minX, $0.maxX) } < crowding { ($0.minY, $0.maxY) }
    func start(_ rect: Rect) -> Double { across ? rect.minX : rect.minY }
    func end(_ rect: Rect) -> Double { across ? rect.maxX : rect.maxY }
    controls.sort { (start($0.rect), $0.order) < (start($1.rect), $1.order) }
    var found: [(key: String, finding: RuleFinding)] = []
    for i in controls.indices {
      let a = controls[i]
      var j = i + 1
      while j < controls.count, start(controls[j].rect) < end(a.rect) - tolerance {
        let b = controls[j]
        j += 1
        guard a.rect.maxX > b.rect.minX + tolerance, b.rect.maxX > a.rect.minX + tolerance,
          a.rect.maxY > b.rect.minY + tolerance, b.rect.maxY > a.rect.minY + tolerance
        else { continue }
        // Named by the one earlier among the subviews, as the pair is listed in the tree.
        let (first, second) = a.order < b.order ? (a, b) : (b, a)
        found.append(
          (
            "overlap\u{0}" + first.id + "\u{0}" + second.id,
            RuleFinding(
              kind: .controlsOverlap, viewID: first.id,
              detail: .overlaps(other: second.id, frame: first.rect, otherFrame: second.rect))
          ))
      }
    }
    return found
  }
}
