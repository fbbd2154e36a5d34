import ShelterGeometry

extension Violation.Kind {
  /// Layout: a visible text input passes the bounds of an ancestor that clips.
  public static let inputClipped = InputClippedRule.kind
}

/// **Input clipped**: a visible text input passes the bounds of an ancestor with `clipsToBounds`
/// (the intersection of every clipping ancestor's bounds below its nearest scroll view).
package enum InputClippedRule: CheckRule {
  package static let kind = Violation.Kind(rawValue: "inputClipped")
  package static let verb = "clipped"
  package static let summary = "A visible text input passes the bounds of an ancestor that clips."
  package static let help = "docs/layout.md#layout-checks"
  package static let isLayout = true

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
