import ShelterGeometry

/// **Input clipped**: a visible text input passes the bounds of an ancestor with `clipsToBounds`
/// (the intersection of every clipping ancestor's bounds below its nearest scroll view).
package enum InputClippedRule: LayoutRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "inputClipped"), verb: "clipped", section: "layout-checks",
    summary: "A visible text input passes the bounds of an ancestor that clips.")

  /// The standing finding (keyed by the input) when `frame` passes `clip`, the visible part its
  /// clipping ancestors leave, named by the nearest one.
  static func judge(id: String, frame: Rect, clip: (rect: Rect, id: String)) -> (
    key: String, finding: RuleFinding
  )? {
    guard !LayoutChecks.contains(clip.rect, frame) else { return nil }
    return (
      "clipped\u{0}" + id,
      RuleFinding(kind: kind, viewID: id, detail: .clipped(frame: frame, visible: clip.rect, by: clip.id))
    )
  }
}

extension Violation.Kind {
  /// Layout: a visible text input passes the bounds of an ancestor that clips.
  public static let inputClipped = InputClippedRule.kind
}
