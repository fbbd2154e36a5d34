import ShelterGeometry
import ShelterViews

/// **Field covered**: while a docked keyboard covers the window, the focused text input (when
/// avoidance acts for it) ends at least its distance above the keyboard's top, and while the
/// keyboard is shown the user can see it: no view drawn above it that hides content covers it and
/// it lies inside the visible part of every clipping ancestor (reported with `coveredBy`); a text
/// view taller than the room between the visible top and the keyboard is judged by its caret.
package enum FieldCoveredRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "fieldCovered"), verb: "covered", section: "how-far-least-movement",
    summary: "The focused text input, or its caret, ends closer to the docked keyboard than its distance.")

  /// The finding when `target` (the field, or its caret) plus `distance` passes the keyboard's top
  /// by more than the tolerance.
  static func judge(id: String, target: Rect, isCaret: Bool, distance: Double, keyboardTop: Double)
    -> RuleFinding?
  {
    guard target.maxY + distance > keyboardTop + AvoidanceRules.tolerance else { return nil }
    return RuleFinding(
      kind: kind, viewID: id,
      detail: .covered(bottom: target.maxY, distance: distance, keyboardTop: keyboardTop, isCaret: isCaret))
  }
}

extension FieldCoveredRule {
  /// What hides `target` (the focused field, or a tall text view's caret, in window space) from the
  /// user besides the keyboard, `nil` when nothing does (`docs/avoidance.md`, "What the user
  /// sees"). What the user reads is the line through the middle of `target` (a text field draws its
  /// text centred vertically; a caret is that line): it is hidden
  /// - by the nearest clipping ancestor (a scroll view, which clips as UIKit's do, or a view with
  ///   `clipsToBounds`) whose bounds it lies above or below by more than the tolerance: `clips` is
  ///   set and `cover` is those bounds;
  /// - else by the first view drawn above the field (after it in drawing order, not inside it) that
  ///   hides content — a visible background, or a button, text input, image view or label — whose
  ///   visible part covers that line, more than the tolerance from its edges, across at least half
  ///   of `target`'s width (a button inside the field's trailing end leaves the text in sight):
  ///   `cover` is that visible part.
  ///
  /// Hidden views, views with alpha at most 0.01 and everything under them hide nothing. One walk
  /// of the window: linear in its views.
  static func hider(
    of field: View, target: Rect, in window: Window, background: (View) -> Bool
  ) -> (id: String, cover: Rect, clips: Bool)? {
    let tolerance = AvoidanceRules.tolerance
    let middle = target.midY
    var rects: [ObjectIdentifier: Rect] = [:]
    window.forEachFrameInRootSpace { view, rect in rects[ObjectIdentifier(view)] = rect }
    func clips(_ view: View) -> Bool { view !== window && (view is ScrollView || view.clipsToBounds) }
    var ancestor = field.superview
    while let current = ancestor {
      if clips(current), let rect = rects[ObjectIdentifier(current)],
        middle < rect.minY - tolerance || middle > rect.maxY + tolerance
      {
        return (current.identifier ?? "a superview", rect, true)
      }
      ancestor = current.superview
    }
    func hidesContent(_ view: View) -> Bool {
      view is Button || view is any TextInput || view is ImageView || view is Label || background(view)
    }
    var passedField = false
    var stack: [(view: View, clip: Rect?)] = [(window, nil)]
    while let (view, clip) = stack.popLast() {
      guard !view.isHidden, view.alpha > 0.01, let rect = rects[ObjectIdentifier(view)] else { continue }
      if view === field {
        passedField = true
        continue
      }
      let visible = clip.map { $0.intersection(rect) } ?? rect
      if passedField, hidesContent(view) {
        let across = min(visible.maxX, target.maxX) - max(visible.minX, target.minX)
        if middle > visible.minY + tolerance, middle < visible.maxY - tolerance,
          across >= target.size.width / 2 - tolerance
        {
          return (view.identifier ?? "an unnamed view", visible, false)
        }
      }
      let inherited = clips(view) ? visible : clip
      for child in view.subviews.reversed() { stack.append((child, inherited)) }
    }
    return nil
  }

  /// The finding when ``hider(of:target:in:background:)`` names a view.
  static func judgeHidden(
    id: String, field: View, target: Rect, in window: Window, background: (View) -> Bool
  ) -> RuleFinding? {
    guard let hider = hider(of: field, target: target, in: window, background: background) else { return nil }
    return RuleFinding(
      kind: kind, viewID: id,
      detail: .coveredBy(view: hider.id, frame: target, cover: hider.cover, clips: hider.clips))
  }
}

extension Violation.Kind {
  /// The focused text input, or its caret, ends closer to the docked keyboard than its distance.
  public static let fieldCovered = FieldCoveredRule.kind
}
