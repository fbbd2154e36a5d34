import ShelterGeometry

/// **Input off the screen**: a visible text input passes its window's bounds (content a scroll view
/// can bring into view is not judged).
package enum InputOffScreenRule: LayoutRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "inputOffScreen"), verb: "off the screen", section: "layout-checks",
    summary: "A visible text input passes the screen.")

  /// The standing finding (keyed by the input) when `frame` passes `screen`.
  static func judge(id: String, frame: Rect, screen: Rect) -> (key: String, finding: RuleFinding)? {
    guard !LayoutChecks.contains(screen, frame) else { return nil }
    return (
      "offScreen\u{0}" + id,
      RuleFinding(kind: kind, viewID: id, detail: .offScreen(frame: frame, screen: screen))
    )
  }
}

extension Violation.Kind {
  /// Layout: a visible text input passes the screen.
  public static let inputOffScreen = InputOffScreenRule.kind
}
